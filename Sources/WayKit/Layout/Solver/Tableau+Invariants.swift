extension Tableau {
    /// The invariants written on ``Tableau``, checked in full; nil when they
    /// hold, else the first broken one. For tests and debugging: it walks
    /// the whole tableau.
    func brokenInvariant() -> String? {
        var listed = 0
        for p in 0..<symbolCount {
            for b in columns[p] {
                guard isBasic[Int(b)] else { return "column of \(p) lists non-basic \(b)" }
                guard rows[Int(b)].search(SymbolID(p)).found else { return "column of \(p) lists \(b) without it" }
            }
            listed += columns[p].count
        }
        var terms = 0
        for b in 0..<symbolCount where isBasic[b] {
            let row = rows[b]
            terms += row.terms.count
            var previous: SymbolID = -1
            for term in row.terms {
                let p = Int(term.symbol)
                guard term.symbol > previous else { return "row of \(b) not sorted" }
                previous = term.symbol
                guard !isBasic[p] else { return "basic \(p) in the row of \(b)" }
                guard !isNearZero(term.coefficient) else { return "zero term in the row of \(b)" }
                guard columns[p].contains(SymbolID(b)) else { return "column of \(p) misses \(b)" }
                if kinds[b] != .external && kinds[p] == .external { return "variable \(p) in the row of \(b)" }
            }
            if isRestricted(SymbolID(b)) && row.constant < -solverEpsilon { return "row of \(b) negative" }
            if kinds[b] == .dummy && !isNearZero(row.constant) { return "dummy row \(b) not 0" }
        }
        return listed == terms ? nil : "columns list \(listed) entries for \(terms) terms"
    }
}
