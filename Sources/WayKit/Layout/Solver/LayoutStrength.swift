/// How much a constraint matters: required, or a priority below required with
/// a weight.
///
/// How UIKit priorities map (A5, "higher before lower"):
///
/// - 1000 and above is ``required``: the solution satisfies it exactly or the
///   add fails with ``LayoutSolverError/unsatisfiable(_:)``.
/// - Every other priority in 0 < p < 1000 (UIKit's 1…999, fractions
///   included) is a level of its own. The solver minimises the errors of the
///   highest level first and only then looks at the next one down
///   (Cassowary's symbolic weights, Badros, Borning & Stuckey 2001, §2): the
///   objective is a vector compared lexicographically, not one number. So a
///   constraint at 251 beats any number of constraints at 250, as UIKit
///   promises; a single `Double` objective with weights like Kiwi's
///   (1, 10³, 10⁶) cannot promise that for 999 levels, because the factors
///   run out of range.
/// - Within one level, ``weight`` scales a constraint's error against its
///   peers' (two equal-priority constraints pulling apart meet at their
///   weighted balance). UIKit's layer uses weight 1.
///
/// Each distinct priority in use costs one objective row in the tableau;
/// layouts use a handful (250, 750, 999, …), and a level goes away when its
/// last constraint does.
public struct LayoutStrength: Sendable, Hashable {
    /// The UIKit priority; 1000 or more means required.
    public let priority: Double
    /// The error's weight within its priority level.
    public let weight: Double

    public init(priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// UIKit's `.required` (1000).
    public static let required = LayoutStrength(priority: 1000)
    /// UIKit's `.defaultHigh`, compression resistance's default.
    public static let strong = LayoutStrength(priority: 750)
    /// UIKit's `.defaultLow`, content hugging's default.
    public static let weak = LayoutStrength(priority: 250)

    public var isRequired: Bool { priority >= 1000 }

    /// A non-required strength must have a finite priority above 0 and a
    /// positive weight within the solver's value limit; anything else would
    /// make the objective meaningless (a NaN weight poisons every comparison).
    var isValid: Bool {
        guard priority.isFinite, isSolverValue(weight) else { return false }
        return isRequired || (priority > 0 && weight > 0)
    }
}
