// Changing constants in place (Badros, Borning & Stuckey 2001, §3.4): the
// objective's coefficients do not depend on constants, so the current basis
// stays optimal and only feasibility can break; the dual simplex repairs it
// in a few pivots. Edit variables are the paper's use of this; UIKit's
// `constraint.constant = …` is another.

extension LayoutSolver {
    /// Sets `constraint`'s expression constant to `constant` and re-solves
    /// incrementally, without removing and re-adding it (A5).
    ///
    /// For `a.attr == m × b.attr + c`, held as `a - m·b - c == 0`, the
    /// UIKit layer passes `-c`.
    ///
    /// - Throws: ``LayoutSolverError/unsatisfiable(_:)`` when a required
    ///   constraint's new constant conflicts with the other required
    ///   constraints; it then keeps its old constant and the solution is
    ///   unchanged. ``LayoutSolverError/nonFiniteValue(_:)``,
    ///   ``LayoutSolverError/unknownConstraint(_:)``.
    public func updateConstant(of constraint: LayoutConstraint, to constant: Double) throws(LayoutSolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = constraints[key] else { throw .unknownConstraint(constraint.reference) }
        guard isSolverValue(constant) else { throw .nonFiniteValue(constraint.reference) }
        let delta = constant - record.constant
        if delta == 0 { return }
        var conflict = shiftConstant(record, by: delta)
        if !conflict && !tableau.dualOptimize(levels.rows) { conflict = true }
        if conflict {
            // The pivots so far kept the tableau dual feasible, and the old
            // constants had a solution: shifting back and repairing again
            // finds it.
            _ = shiftConstant(record, by: -delta)
            // Pivots may have moved the shift into any row: look at them all.
            tableau.collectInfeasibleRows()
            if !tableau.dualOptimize(levels.rows) {
                // Only rounding (or the pivot budget) can bring us here:
                // start again from the constraints rather than trap.
                rebuild()
            }
            throw .unsatisfiable(constraint.reference)
        }
        constraints[key]?.constant = constant
        constraint.expression.constant = constant
    }

    /// Moves the constraint's row constant by `delta` through its marker:
    /// the marker appears only in that row as created, so `constant + δ` is
    /// the old row with `marker` replaced by `marker + sign·δ/μ` (μ its
    /// coefficient), and that substitution is one addition per row holding
    /// the marker. Returns true on an immediate conflict: a row of required
    /// equations only (a basic dummy) that is no longer 0.
    private func shiftConstant(_ record: ConstraintRecord, by delta: Double) -> Bool {
        let marker = record.marker
        let shift = record.sign * delta / record.markerCoefficient
        var conflict = false
        if tableau.isBasic[Int(marker)] {
            tableau.rows[Int(marker)].constant -= shift
            conflict = noteChanged(marker)
        } else {
            for basic in tableau.columns[Int(marker)] {
                let k = tableau.rows[Int(basic)].coefficient(of: marker)
                tableau.rows[Int(basic)].constant += k * shift
                if noteChanged(basic) { conflict = true }
            }
        }
        return conflict
    }

    /// Queues a restricted row that went negative; true if `basic` is a
    /// dummy whose row is no longer 0.
    private func noteChanged(_ basic: SymbolID) -> Bool {
        let constant = tableau.rows[Int(basic)].constant
        if tableau.kinds[Int(basic)] == .dummy { return !isNearZero(constant) }
        if tableau.isRestricted(basic) && constant < -solverEpsilon { tableau.infeasible.append(basic) }
        return false
    }

    /// Makes `variable` editable: a preferred `variable == value` constraint
    /// whose value ``suggestValue(_:_:)`` moves. It starts at the variable's
    /// current value, so adding it moves nothing.
    ///
    /// - Throws: ``LayoutSolverError/requiredEditStrength(variable:)`` for a
    ///   required strength, ``LayoutSolverError/duplicateEditVariable(variable:)``,
    ///   ``LayoutSolverError/invalidStrength(_:)``.
    public func addEditVariable(_ variable: LayoutVariable, strength: LayoutStrength) throws(LayoutSolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable: variable.name) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable: variable.name) }
        let start = value(of: variable)
        let edit = LayoutConstraint(
            LinearExpression([LayoutTerm(variable)], constant: -start), .equal,
            strength: strength, label: "edit \(variable.name)")
        try addConstraint(edit)
        edits[key] = edit
    }

    /// - Throws: ``LayoutSolverError/unknownEditVariable(variable:)``.
    public func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable: variable.name)
        }
        try removeConstraint(edit)
    }

    public func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks for `variable` to be `value`, as strongly as its edit strength;
    /// required constraints (bounds) still hold. Incremental: a shift of
    /// the edit constraint's constant and the dual simplex (§3.4).
    ///
    /// - Throws: ``LayoutSolverError/unknownEditVariable(variable:)``,
    ///   ``LayoutSolverError/nonFiniteSuggestion(variable:)``.
    public func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(LayoutSolverError) {
        guard let edit = edits[ObjectIdentifier(variable)] else {
            throw .unknownEditVariable(variable: variable.name)
        }
        guard isSolverValue(value) else { throw .nonFiniteSuggestion(variable: variable.name) }
        // A preferred constraint always has a solution, so this cannot fail.
        try updateConstant(of: edit, to: -value)
    }
}
