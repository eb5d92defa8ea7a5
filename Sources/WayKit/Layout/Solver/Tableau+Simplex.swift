// The two simplex loops Cassowary needs (Badros, Borning & Stuckey 2001):
// the primal one re-optimises after a constraint is added or removed (§3.2),
// the dual one restores feasibility after constants change while the
// objective's coefficients stay optimal (§3.4: edit variables, and here any
// constant change).
//
// The objective is lexicographic: `objectives` lists one row per priority
// level, highest first. A parametric symbol's reduced cost is the vector of
// its coefficients in those rows, and a vector is negative when its first
// component that is not near zero is.
//
// Both loops use Bland's rule (the lowest id among the candidates, ties in
// the ratio test to the lowest id too), which rules out cycling on
// degenerate pivots; layouts are full of them (every `a == b` at 0). Bland's
// guarantee is for exact arithmetic, so each loop also stops after a pivot
// budget far beyond what a layout takes: a hang is worse than a slightly
// worse layout.

extension Tableau {
    /// Pivots until no parametric symbol's reduced cost is negative.
    mutating func optimize(_ objectives: [SymbolID]) {
        guard objectiveChanged else { return }
        defer { objectiveChanged = false }
        var budget = pivotBudget
        while budget > 0, let entering = primalEntering(objectives) {
            // The objective is a sum of errors, each ≥ 0, so it is bounded
            // below and a row that limits `entering` always exists; if
            // rounding ever says otherwise, stop rather than loop.
            guard let leaving = primalLeaving(entering) else { return }
            pivot(leaving: leaving, entering: entering)
            budget -= 1
        }
    }

    /// Pivots one loop may make: many times the number of symbols.
    private var pivotBudget: Int { 100 * (symbolCount + 100) }

    /// The lowest-id non-dummy symbol whose reduced cost is negative.
    private func primalEntering(_ objectives: [SymbolID]) -> SymbolID? {
        var best = SymbolID.max
        for level in objectives.indices {
            let terms = rows[Int(objectives[level])].terms
            for term in terms where term.symbol < best {
                guard term.coefficient < -solverEpsilon, kinds[Int(term.symbol)] != .dummy else { continue }
                if isZeroAbove(level, term.symbol, objectives) {
                    best = term.symbol
                    break   // terms are sorted: the first one is this level's lowest
                }
            }
        }
        return best == SymbolID.max ? nil : best
    }

    /// True when `symbol` has no weight in any level above `level`.
    @inline(__always)
    private func isZeroAbove(_ level: Int, _ symbol: SymbolID, _ objectives: [SymbolID]) -> Bool {
        var h = 0
        while h < level {
            if !isNearZero(rows[Int(objectives[h])].coefficient(of: symbol)) { return false }
            h += 1
        }
        return true
    }

    /// The restricted row that first hits 0 as `entering` grows.
    private func primalLeaving(_ entering: SymbolID) -> SymbolID? {
        var best: SymbolID? = nil
        var bestRatio = Double.infinity
        for basic in columns[Int(entering)] where isRestricted(basic) {
            let a = rows[Int(basic)].coefficient(of: entering)
            guard a < 0 else { continue }
            let ratio = -rows[Int(basic)].constant / a
            if ratio < bestRatio - solverEpsilon
                || (ratio < bestRatio + solverEpsilon && basic < (best ?? SymbolID.max)) {
                best = basic
                bestRatio = Swift.min(ratio, bestRatio)
            }
        }
        return best
    }

    /// Pivots until no restricted row is negative. Returns false when a
    /// negative row has no symbol that could raise it: the constraints have
    /// no solution (only a required constraint can cause that). The
    /// tableau is then still dual feasible, so shifting the constants back
    /// and running this again recovers the old solution.
    mutating func dualOptimize(_ objectives: [SymbolID]) -> Bool {
        var budget = pivotBudget
        while let leaving = lowestInfeasibleRow() {
            guard budget > 0, let entering = dualEntering(leaving, objectives) else { return false }
            pivot(leaving: leaving, entering: entering)
            budget -= 1
        }
        return true
    }

    /// Queues every restricted row that is negative (after a rollback,
    /// when the rows that changed are not known).
    mutating func collectInfeasibleRows() {
        infeasible.removeAll(keepingCapacity: true)
        for s in 0..<SymbolID(symbolCount) where isBasic[Int(s)] && isRestricted(s)
            && rows[Int(s)].constant < -solverEpsilon {
            infeasible.append(s)
        }
    }

    /// Drops stale entries from `infeasible` and returns its lowest id.
    private mutating func lowestInfeasibleRow() -> SymbolID? {
        var best: SymbolID? = nil
        var kept = 0
        for i in infeasible.indices {
            let b = infeasible[i]
            guard isBasic[Int(b)], isRestricted(b), rows[Int(b)].constant < -solverEpsilon else { continue }
            infeasible[kept] = b
            kept += 1
            if b < (best ?? SymbolID.max) { best = b }
        }
        infeasible.removeLast(infeasible.count - kept)
        return best
    }

    /// The symbol of `leaving`'s row that raises it while keeping every
    /// reduced cost ≥ 0: the lexicographically smallest cost/coefficient
    /// ratio among positive coefficients.
    private func dualEntering(_ leaving: SymbolID, _ objectives: [SymbolID]) -> SymbolID? {
        var best: SymbolID? = nil
        var bestA = 0.0
        for term in rows[Int(leaving)].terms {
            guard term.coefficient > solverEpsilon, kinds[Int(term.symbol)] != .dummy else { continue }
            if let current = best {
                if ratioIsLess(term.symbol, term.coefficient, than: current, bestA, objectives) {
                    best = term.symbol
                    bestA = term.coefficient
                }
            } else {
                best = term.symbol
                bestA = term.coefficient
            }
        }
        return best
    }

    /// Compares `cost(j)/a` with `cost(k)/b` level by level. Equal vectors
    /// are not less: the earlier (lower) id stays.
    private func ratioIsLess(
        _ j: SymbolID, _ a: Double, than k: SymbolID, _ b: Double, _ objectives: [SymbolID]
    ) -> Bool {
        for objective in objectives {
            let row = rows[Int(objective)]
            let rj = row.coefficient(of: j) / a
            let rk = row.coefficient(of: k) / b
            if rj < rk - solverEpsilon { return true }
            if rj > rk + solverEpsilon { return false }
        }
        return false
    }
}
