/// An incremental Cassowary solver: linear equalities and inequalities, each
/// required or preferred at a priority, solved so that required ones hold
/// and preferred ones are met as well as possible, higher priorities first
/// (A5). Written after Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm" (2001), with Kiwi's narrow API.
///
/// Usage: add constraints, then ``updateVariables()`` and read each
/// variable's ``LayoutVariable/value``. Adding or removing a constraint
/// re-optimises from the current solution; ``updateConstant(of:to:)`` and
/// ``suggestValue(_:_:)`` only shift constants and run the dual simplex, so
/// they cost a few pivots, not a re-solve.
///
/// Errors never trap and never leave the solver half-changed: a failed call
/// leaves every constraint, edit variable and value as it was.
///
/// - Important: use it from one actor (WayKit's UIKit layer uses it on the
///   main actor). It is not `Sendable`, so the compiler enforces that; all
///   its state is its own (no globals).
public final class LayoutSolver {
    /// What the solver knows of a constraint it holds.
    struct ConstraintRecord {
        let constraint: LayoutConstraint
        /// The symbol that appears only in this constraint's row as created:
        /// its dummy (required ==), slack (<=, >=) or positive error
        /// (preferred ==). Found again to remove the constraint or shift its
        /// constant.
        let marker: SymbolID
        /// The second error of a preferred ==, or the error of a preferred
        /// inequality; -1 if none.
        let other: SymbolID
        /// `marker`'s coefficient in the created row.
        let markerCoefficient: Double
        /// +1, or -1 when the created row is the expression negated (rows are
        /// made with a constant ≥ 0; see ``LayoutSolver/makeRow(for:)``).
        let sign: Double
        /// The expression's constant the tableau holds.
        var constant: Double
        /// When it was added, for ``LayoutSolver/rebuild()``.
        var order: Int
    }

    struct VariableRecord {
        let variable: LayoutVariable
        let symbol: SymbolID
        /// How many held constraints mention it; at 0 it leaves the tableau.
        var uses: Int
    }

    // `@exclusivity(unchecked)`: the solver is confined to one actor and
    // calls out to nothing, so no access can overlap another; the runtime's
    // checks (`swift_beginAccess`) were 7 % of the benchmark's samples.
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var levels = ObjectiveLevels()
    @exclusivity(unchecked) var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    @exclusivity(unchecked) var variables: [ObjectIdentifier: VariableRecord] = [:]
    var edits: [ObjectIdentifier: LayoutConstraint] = [:]
    private var nextOrder = 0

    public init() {}

    public var constraintCount: Int { constraints.count }

    public func hasConstraint(_ constraint: LayoutConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Adds `constraint` and re-optimises.
    ///
    /// - Throws: ``LayoutSolverError/unsatisfiable(_:)`` when it is required
    ///   and conflicts with the required constraints already held (a
    ///   preferred constraint never does); ``LayoutSolverError/nonFiniteValue(_:)``,
    ///   ``LayoutSolverError/invalidStrength(_:)``,
    ///   ``LayoutSolverError/duplicateConstraint(_:)``. On error nothing changes.
    public func addConstraint(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint(constraint.reference) }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.reference) }
        guard constraint.expression.isSolvable else { throw .nonFiniteValue(constraint.reference) }

        let made = makeRow(for: constraint)
        var row = made.row
        var subject = chooseSubject(row, made.record)
        if subject == nil && row.terms.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
            // Only dummies left: the constraint restates required equations
            // already held. Redundant if the constants agree, else a conflict.
            guard isNearZero(row.constant) else {
                abandon(made.record, variables: made.newVariables)
                throw .unsatisfiable(constraint.reference)
            }
            subject = made.record.marker
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, by: row)
            tableau.install(row, basic: subject)
        } else if !addWithArtificialVariable(row) {
            abandon(made.record, variables: made.newVariables)
            // The phase-one pivots left an equivalent tableau that may no
            // longer be optimal for the real objective.
            tableau.optimize(levels.rows)
            throw .unsatisfiable(constraint.reference)
        }
        var record = made.record
        record.order = nextOrder
        nextOrder += 1
        constraints[key] = record
        // Counted as `makeRow` saw them: terms with a zero coefficient
        // neither made a symbol nor count as a use.
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            variables[ObjectIdentifier(term.variable)]?.uses += 1
        }
        tableau.infeasible.removeAll(keepingCapacity: true)
        tableau.optimize(levels.rows)
    }

    /// Removes `constraint` and re-optimises: the solution is what it would
    /// be had the constraint never been added.
    ///
    /// - Throws: ``LayoutSolverError/unknownConstraint(_:)``.
    public func removeConstraint(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint.reference)
        }
        removeObjectiveTerms(of: record)
        let marker = record.marker
        if !tableau.isBasic[Int(marker)], let leaving = markerLeavingRow(marker) {
            tableau.pivot(leaving: leaving, entering: marker)
        }
        // The marker, and with it the other error or slack (they appear
        // together in every row: both come from this constraint's row
        // alone), now stands in one row, which goes.
        tableau.purge(marker)
        if record.other >= 0 { tableau.purge(record.other) }
        if !constraint.strength.isRequired { levels.release(constraint.strength.priority, in: &tableau) }
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            releaseVariable(term.variable)
        }
        tableau.infeasible.removeAll(keepingCapacity: true)
        tableau.optimize(levels.rows)
    }

    /// Solves again from nothing, adding the held constraints in the order
    /// they came. A last resort for a tableau that rounding has left
    /// unusable; a required constraint that no longer fits stays out.
    func rebuild() {
        let held = constraints.values.sorted { $0.order < $1.order }
        tableau = Tableau()
        levels = ObjectiveLevels()
        constraints = [:]
        variables = [:]
        for record in held {
            record.constraint.expression.constant = record.constant
            try? addConstraint(record.constraint)
        }
    }

    /// Writes the current solution into every variable's ``LayoutVariable/value``.
    public func updateVariables() {
        for record in variables.values {
            record.variable.value = tableau.value(of: record.symbol) + 0   // + 0: no -0 in frames
        }
    }

    /// The current value of `variable` without writing it back; 0 for a
    /// variable no constraint mentions.
    public func value(of variable: LayoutVariable) -> Double {
        guard let record = variables[ObjectIdentifier(variable)] else { return 0 }
        return tableau.value(of: record.symbol) + 0
    }
}
