/// An unknown the layout solver finds a value for: one edge, centre or size of
/// a view or layout guide.
///
/// A variable is a reference: the constraints that mention it and the solver
/// that solves them all share it, and ``LayoutSolver/updateVariables()`` writes
/// the answer into ``value``. A variable no constraint mentions keeps its last
/// value.
///
/// - Important: confined to the actor that owns its solver (in WayKit, the main
///   actor): it is not `Sendable`, so the compiler keeps it there.
public final class LayoutVariable {
    /// Shown in constraint descriptions and in unsatisfiable-constraint
    /// errors, e.g. `"label.width"`.
    public let name: String

    /// The solved value, as of the last ``LayoutSolver/updateVariables()``.
    // Unchecked: written only by the solver on the variable's actor; the
    // runtime's exclusivity check on each write was most of the cost of
    // writing a form's 801 values back.
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    public init(_ name: String) {
        self.name = name
    }
}

extension LayoutVariable: CustomStringConvertible {
    public var description: String { name }
}
