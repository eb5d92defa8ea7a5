/// `coefficient × variable`, one term of a ``LinearExpression``.
public struct LayoutTerm {
    public let variable: LayoutVariable
    public let coefficient: Double

    public init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`: the left side of a constraint,
/// compared with zero (`label.right - field.left + 8 <= 0`).
///
/// A variable may appear in several terms; the solver adds them up. Build one
/// with the initializers or with `+`, `-` and `*` (see
/// `LinearExpression+Operators.swift`).
public struct LinearExpression {
    public var terms: [LayoutTerm]
    public var constant: Double

    public init(_ terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: LayoutVariable) {
        self.init([LayoutTerm(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// False when a coefficient or the constant is NaN, infinite or beyond
    /// ±10¹⁵: the solver refuses those (``LayoutSolverError/nonFiniteValue(_:)``)
    /// rather than let one spread through the tableau.
    var isSolvable: Bool {
        guard isSolverValue(constant) else { return false }
        for term in terms where !isSolverValue(term.coefficient) { return false }
        return true
    }
}

extension LinearExpression: CustomStringConvertible {
    /// `"field.left - label.left - label.width - 8"`: what an
    /// unsatisfiable-constraint message shows.
    public var description: String {
        var text = ""
        for term in terms {
            let c = term.coefficient
            let magnitude = Swift.abs(c)
            if text.isEmpty {
                text += c < 0 ? "-" : ""
            } else {
                text += c < 0 ? " - " : " + "
            }
            if magnitude != 1 { text += "\(Self.format(magnitude))*" }
            text += term.variable.name
        }
        if constant != 0 || text.isEmpty {
            if text.isEmpty {
                text = Self.format(constant)
            } else {
                text += constant < 0 ? " - " : " + "
                text += Self.format(Swift.abs(constant))
            }
        }
        return text
    }

    /// Whole numbers without a trailing ".0", as a person writes them.
    static func format(_ x: Double) -> String {
        if x.isFinite, x == x.rounded(), Swift.abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }
}
