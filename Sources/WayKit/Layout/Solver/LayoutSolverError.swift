/// Why the solver refused a request. Nothing the solver is given traps: every
/// bad input comes back as one of these, and the solver's state is as it was
/// before the call.
public enum LayoutSolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already
    /// in the solver (A5: the UIKit layer logs it once, naming it, and layout
    /// goes on without it). For ``LayoutSolver/updateConstant(of:to:)`` the
    /// constraint keeps its old constant.
    case unsatisfiable(LayoutConstraintReference)
    /// A coefficient or constant was NaN, infinite or beyond ±10¹⁵.
    case nonFiniteValue(LayoutConstraintReference)
    /// A NaN or infinite priority or weight, or a non-positive one.
    case invalidStrength(LayoutConstraintReference)
    case duplicateConstraint(LayoutConstraintReference)
    case unknownConstraint(LayoutConstraintReference)
    /// Edit variables are for values a user drags; a required edit would make
    /// every suggestion a hard constraint, so it must be below 1000.
    case requiredEditStrength(variable: String)
    case duplicateEditVariable(variable: String)
    case unknownEditVariable(variable: String)
    /// A suggested value was NaN, infinite or beyond ±10¹⁵.
    case nonFiniteSuggestion(variable: String)

    public var description: String {
        switch self {
        case .unsatisfiable(let c): "unable to satisfy the required constraint \(c)"
        case .nonFiniteValue(let c): "non-finite or out-of-range coefficient or constant in \(c)"
        case .invalidStrength(let c): "invalid strength for \(c)"
        case .duplicateConstraint(let c): "constraint already added: \(c)"
        case .unknownConstraint(let c): "constraint not in the solver: \(c)"
        case .requiredEditStrength(let v): "edit variable \(v) cannot be required"
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        case .nonFiniteSuggestion(let v): "non-finite or out-of-range value suggested for \(v)"
        }
    }
}
