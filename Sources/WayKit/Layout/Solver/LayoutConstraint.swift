/// How a constraint's expression compares with zero.
public enum LayoutRelation: Sendable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}

/// `expression relation 0` at a strength: the solver's constraint, which the
/// UIKit layer's `NSLayoutConstraint` wraps (`a.attr = m × b.attr + c` becomes
/// `a - m·b - c == 0`).
///
/// A constraint is identified by the object: adding the same one twice is an
/// error, and ``LayoutSolver/removeConstraint(_:)`` takes the one added. Only
/// the expression's constant can change while it is in a solver, through
/// ``LayoutSolver/updateConstant(of:to:)``, which re-solves incrementally (A5).
///
/// - Important: confined to its solver's actor (not `Sendable`).
public final class LayoutConstraint {
    /// Kept up to date by ``LayoutSolver/updateConstant(of:to:)``.
    public internal(set) var expression: LinearExpression
    public let relation: LayoutRelation
    public let strength: LayoutStrength
    /// Names the constraint in errors and descriptions when set (the UIKit
    /// layer passes the constraint's identifier or its `"a.width == b.width"`
    /// form); otherwise the expression is shown.
    public let label: String?

    public init(
        _ expression: LinearExpression,
        _ relation: LayoutRelation,
        strength: LayoutStrength = .required,
        label: String? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// A `Sendable` handle on this constraint for errors: its identity and
    /// its description at the time.
    public var reference: LayoutConstraintReference {
        LayoutConstraintReference(id: ObjectIdentifier(self), description: description)
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// `"label.width - 100 == 0 @250"`, or the label.
    public var description: String {
        if let label { return label }
        let op: String
        switch relation {
        case .lessThanOrEqual: op = "<="
        case .equal: op = "=="
        case .greaterThanOrEqual: op = ">="
        }
        let priority = strength.isRequired ? "" : " @\(LinearExpression.format(strength.priority))"
        return "\(expression) \(op) 0\(priority)"
    }
}

/// Names a constraint inside an error value, which must be `Sendable` and so
/// cannot hold the constraint itself. Compare ``id`` with
/// `ObjectIdentifier(constraint)` to find it; ``description`` is what to log.
public struct LayoutConstraintReference: Sendable, Hashable, CustomStringConvertible {
    public let id: ObjectIdentifier
    public let description: String
}
