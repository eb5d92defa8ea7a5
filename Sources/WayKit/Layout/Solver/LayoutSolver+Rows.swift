// Turning constraints into tableau rows and back (Badros, Borning &
// Stuckey 2001, §3.1 "Incrementality: adding a constraint", §3.3
// "Removing a constraint").

extension LayoutSolver {
    /// The row of `constraint` in the current parametric symbols, with its
    /// slack, dummy or error symbols, and its errors already entered in the
    /// objective of its priority level.
    ///
    /// | relation | required      | preferred                  |
    /// |----------|---------------|----------------------------|
    /// | e <= 0   | e + s = 0     | e + s − err = 0            |
    /// | e >= 0   | e − s = 0     | e − s + err = 0            |
    /// | e == 0   | e + d = 0     | e − err⁺ + err⁻ = 0        |
    ///
    /// The row is negated if its constant is negative, so that a restricted
    /// subject starts at a value ≥ 0.
    func makeRow(for constraint: LayoutConstraint)
        -> (row: Row, record: ConstraintRecord, newVariables: [ObjectIdentifier])
    {
        let expression = constraint.expression
        let strength = constraint.strength
        var row = Row(constant: expression.constant)
        var newVariables: [ObjectIdentifier] = []
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = self.symbol(for: term.variable, new: &newVariables)
            if tableau.isBasic[Int(symbol)] {
                row.insert(tableau.rows[Int(symbol)], times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let objective = strength.isRequired ? nil : levels.retain(strength.priority, in: &tableau)
        let marker: SymbolID
        var other: SymbolID = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack)
            row.insert(marker, sign)
            if let objective {
                other = tableau.newSymbol(.error)
                row.insert(other, -sign)
                addObjectiveTerm(other, strength.weight, objective)
            }
        case .equal:
            if let objective {
                marker = tableau.newSymbol(.error)
                other = tableau.newSymbol(.error)
                row.insert(marker, -1)
                row.insert(other, 1)
                addObjectiveTerm(marker, strength.weight, objective)
                addObjectiveTerm(other, strength.weight, objective)
            } else {
                marker = tableau.newSymbol(.dummy)
                row.insert(marker, 1)
            }
        }
        var sign = 1.0
        if row.constant < 0 {
            row.reverseSign()
            sign = -1
        }
        let record = ConstraintRecord(
            constraint: constraint, marker: marker, other: other,
            markerCoefficient: row.coefficient(of: marker), sign: sign,
            constant: expression.constant, order: 0)
        return (row, record, newVariables)
    }

    /// The variable's symbol, made (parametric) the first time it is seen.
    private func symbol(for variable: LayoutVariable, new: inout [ObjectIdentifier]) -> SymbolID {
        let key = ObjectIdentifier(variable)
        if let record = variables[key] { return record.symbol }
        let symbol = tableau.newSymbol(.external)
        variables[key] = VariableRecord(variable: variable, symbol: symbol, uses: 0)
        new.append(key)
        return symbol
    }

    /// `weight × error` into a level's objective; `error` is new, so not basic.
    private func addObjectiveTerm(_ error: SymbolID, _ weight: Double, _ objective: SymbolID) {
        tableau.add([RowTerm(symbol: error, coefficient: weight)], constant: 0, times: 1, into: objective)
    }

    /// What the new row is solved for: a free variable if it has one (the
    /// row then holds whatever the constraint needs), else its own slack or
    /// error when that starts ≥ 0. Nil sends the row through phase one.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> SymbolID? {
        for term in row.terms where tableau.kinds[Int(term.symbol)] == .external { return term.symbol }
        if startsNonNegative(record.marker, in: row) { return record.marker }
        if startsNonNegative(record.other, in: row) { return record.other }
        return nil
    }

    /// A slack or error with a negative coefficient in a row whose constant
    /// is ≥ 0: solved for, it starts at a value ≥ 0.
    private func startsNonNegative(_ symbol: SymbolID, in row: Row) -> Bool {
        guard symbol >= 0 else { return false }
        switch tableau.kinds[Int(symbol)] {
        case .slack, .error: return row.coefficient(of: symbol) < 0
        default: return false
        }
    }

    /// Phase one for a row with no obvious subject: an artificial symbol
    /// equal to the row is minimised; the constraint can hold iff it reaches
    /// 0 (§3.1). Returns false if not, with the tableau as before (the
    /// artificial row is dropped).
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = tableau.newSymbol(.artificial)
        let objective = tableau.newSymbol(.objective)
        tableau.install(row, basic: artificial)
        tableau.install(row, basic: objective)
        tableau.optimize([objective])
        // Its pivots changed the real objectives too, and `optimize` just
        // cleared the flag that says so.
        tableau.objectiveChanged = true
        let reachesZero = isNearZero(tableau.rows[Int(objective)].constant)
        tableau.purge(objective)
        if tableau.isBasic[Int(artificial)] {
            // Still basic: at the minimum its row is 0 = ... (success) or a
            // positive residue (failure: only rows of the old constraints
            // are left once it goes, so the tableau is the old one).
            var rest = tableau.uninstall(artificial)
            if reachesZero, let entering = rest.terms.first(where: {
                tableau.isRestricted($0.symbol)
            })?.symbol {
                rest.solve(for: entering, replacing: artificial)
                tableau.substitute(entering, by: rest)
                tableau.install(rest, basic: entering)
            }
            // A row of dummies only restates required equations: dropped.
        }
        // Parametric now, so 0: dropping its column imposes the constraint.
        tableau.purge(artificial)
        return reachesZero
    }

    /// Undoes `makeRow` for a constraint that was refused.
    func abandon(_ record: ConstraintRecord, variables new: [ObjectIdentifier]) {
        removeObjectiveTerms(of: record)
        tableau.purge(record.marker)
        if record.other >= 0 { tableau.purge(record.other) }
        let strength = record.constraint.strength
        if !strength.isRequired { levels.release(strength.priority, in: &tableau) }
        for key in new {
            if let symbol = variables.removeValue(forKey: key)?.symbol { tableau.purge(symbol) }
        }
    }

    /// Takes the constraint's errors out of its level's objective.
    func removeObjectiveTerms(of record: ConstraintRecord) {
        let strength = record.constraint.strength
        guard !strength.isRequired, let objective = levels.row(for: strength.priority) else { return }
        for error in [record.marker, record.other] where error >= 0 && tableau.kinds[Int(error)] == .error {
            if tableau.isBasic[Int(error)] {
                let row = tableau.rows[Int(error)]
                tableau.add(row.terms, constant: row.constant, times: -strength.weight, into: objective)
            } else {
                tableau.add([RowTerm(symbol: error, coefficient: -strength.weight)],
                            constant: 0, times: 1, into: objective)
            }
        }
    }

    /// The row to pivot a parametric marker into before its row is dropped
    /// (§3.3): the restricted row it limits first, else the restricted row
    /// least affected, else any row of a variable. Ties go to the lowest id.
    func markerLeavingRow(_ marker: SymbolID) -> SymbolID? {
        var first: SymbolID? = nil, firstRatio = Double.infinity
        var second: SymbolID? = nil, secondRatio = Double.infinity
        var third: SymbolID? = nil
        for basic in tableau.columns[Int(marker)] {
            let row = tableau.rows[Int(basic)]
            switch tableau.kinds[Int(basic)] {
            case .external:
                if basic < (third ?? SymbolID.max) { third = basic }
            case .slack, .error, .artificial:
                let a = row.coefficient(of: marker)
                if a < 0 {
                    let r = -row.constant / a
                    if r < firstRatio || (r == firstRatio && basic < (first ?? SymbolID.max)) {
                        first = basic
                        firstRatio = r
                    }
                } else {
                    let r = row.constant / a
                    if r < secondRatio || (r == secondRatio && basic < (second ?? SymbolID.max)) {
                        second = basic
                        secondRatio = r
                    }
                }
            default:
                break
            }
        }
        return first ?? second ?? third
    }

    /// Drops one use of `variable`; unused, it leaves the tableau (its value
    /// stays what it was).
    func releaseVariable(_ variable: LayoutVariable) {
        let key = ObjectIdentifier(variable)
        guard var record = variables[key] else { return }
        record.uses -= 1
        if record.uses > 0 {
            variables[key] = record
        } else {
            variables[key] = nil
            tableau.purge(record.symbol)
        }
    }
}
