import Foundation

/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`,
/// at a priority (A5): UIKit's Auto Layout constraint, a thin layer over the
/// solver's `LayoutConstraint`.
///
/// Items are views and layout guides, held weakly as UIKit does: a view
/// owns its constraints' effects, not the other way round.
///
/// Activating a constraint hands it to the engine of its items' tree (one a
/// window); it is solved in the next layout pass. Changing ``constant`` of
/// an active constraint re-solves incrementally (the solver's
/// `updateConstant`), without rebuilding. A required constraint that
/// conflicts with the others is logged once, naming it, and left out, and
/// layout goes on: UIKit's "will attempt to recover by breaking constraint".
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A view or a layout guide; nil once it is gone.
    public var firstItem: AnyObject? { _firstView.view ?? _firstOther }
    public let firstAttribute: Attribute
    public let relation: Relation
    public var secondItem: AnyObject? { _secondView.view ?? _secondOther }
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Names the constraint in logs.
    open var identifier: String?

    /// Changing it on an active constraint re-solves incrementally. A NaN or
    /// infinite constant is refused (logged once) and the old one kept.
    open var constant: CGFloat {
        get { _constant }
        set {
            guard newValue != _constant else { return }
            guard newValue.isFinite, Swift.abs(newValue) <= 1e9 else {
                _reportBadNumber("constant", newValue)
                return
            }
            _constant = newValue
            _engine?.constantDidChange(self)
        }
    }

    /// Default `.required`. Changing it on an active constraint re-adds it
    /// at the new priority.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            _engine?.priorityDidChange(self)
        }
    }

    /// Whether the constraint takes part in layout. Setting true finds the
    /// nearest common ancestor of its items (there must be one: otherwise
    /// it is logged and stays inactive, where UIKit would raise).
    open var isActive: Bool {
        get { _engine != nil }
        set {
            if newValue { _activate() } else { _engine?.deactivate(self) }
        }
    }

    public init(item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
                attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        let first = item as AnyObject
        if let view = first as? UIView { _firstView = view._handle } else { _firstOther = first }
        self.firstAttribute = attribute
        self.relation = relation
        if let second = toItem.map({ $0 as AnyObject }) {
            if let view = second as? UIView { _secondView = view._handle } else { _secondOther = second }
        }
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self._constant = constant
    }

    /// A constraint with no items, as UIKit's `NSLayoutConstraint()`: apps
    /// keep one in a property until they make the real one. Activating it
    /// does nothing but log (it has no view to belong to).
    public convenience override init() {
        self.init(item: NSObject(), attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
                  attribute: .notAnAttribute, multiplier: 1, constant: 0)
    }

    /// Activates all of them (cheaper than one by one: one solve follows).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    // MARK: State kept for the engine

    var _constant: CGFloat
    // The items, weakly: views through their handles (see
    // ViewLayoutState.swift for why), guides directly.
    weak var _firstView: ViewHandle?
    weak var _firstOther: AnyObject?
    weak var _secondView: ViewHandle?
    weak var _secondOther: AnyObject?
    /// The engine holding it while active.
    weak var _engine: LayoutEngine?
    /// The nearest common ancestor of its items' views (UIKit installs the
    /// constraint there); the items' edges are measured in its coordinates.
    var _container: UIView? {
        get { _containerState.view }
        set { _containerState = newValue?._handle }
    }
    weak var _containerState: ViewHandle?
    /// Its form for the solver while installed; nil while pending or broken.
    var _solverConstraint: LayoutConstraint?
    /// The items (and ancestors between them and the container) it uses.
    var _usedItems: [LayoutItemState] = []
    /// The expression's constant without ``constant``: what attributes
    /// contribute (baselines, offsets of the container's own edges).
    var _attributeConstant: Double = 0
    /// Left out because it conflicted with required constraints.
    var _isBroken = false
    var _reported = false

    func _reportBadNumber(_ what: String, _ value: CGFloat) {
        guard !_reported else { return }
        _reported = true
        LayoutDiagnostics.log("refused \(what) \(value) for \(_layoutDescription): not finite or out of range")
    }

    // MARK: Description

    /// NSObject's `description` is nonisolated, and a constraint's items are
    /// main-actor state: read them on the main thread, and elsewhere say
    /// only what the object is.
    nonisolated override public var description: String {
        guard Thread.isMainThread else { return "<NSLayoutConstraint>" }
        return MainActor.assumeIsolated { _layoutDescription }
    }

    var _layoutDescription: String {
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(Self._name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
        var rhs = ""
        if let secondItem, secondAttribute != .notAnAttribute {
            rhs = "\(Self._name(of: secondItem)).\(secondAttribute.name)"
            if multiplier != 1 { rhs += " * \(Self._format(multiplier))" }
            if _constant != 0 { rhs += (_constant < 0 ? " - " : " + ") + Self._format(Swift.abs(_constant)) }
        } else {
            rhs = Self._format(_constant)
        }
        text += rhs
        if priority != .required { text += " @\(Self._format(CGFloat(priority.rawValue)))" }
        return text
    }

    static func _name(of item: AnyObject?) -> String {
        switch item {
        case let view as UIView: LayoutDiagnostics.name(of: view)
        case let guide as UILayoutGuide: guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier
        case nil: "nil"
        default: String(describing: type(of: item))
        }
    }

    static func _format(_ x: CGFloat) -> String {
        x == x.rounded() && Swift.abs(x) < 1e15 ? String(Int64(x)) : "\(x)"
    }
}
