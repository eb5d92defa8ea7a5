/// A tableau symbol: an index into ``Tableau``'s per-symbol arrays. Ids of
/// symbols that leave the tableau are reused, so a long-lived solver that
/// activates and deactivates constraints does not grow.
typealias SymbolID = Int32

/// Below this magnitude a coefficient or constant is zero. Layout values are
/// points (at most about 10⁵), so 10⁻⁸ is far below anything that shows and
/// far above the rounding left by a chain of pivots.
let solverEpsilon = 1e-8

/// The largest magnitude a coefficient, constant or suggested value may
/// have. Beyond it a sum of two could overflow to infinity and then to NaN
/// (∞ − ∞), and 10⁻⁸ would no longer be small next to the values; no layout
/// needs points past 10¹⁵.
let solverValueLimit = 1e15

/// True for a number the solver accepts: finite and within the limit.
@inline(__always)
func isSolverValue(_ x: Double) -> Bool { x.magnitude <= solverValueLimit }

@inline(__always)
func isNearZero(_ x: Double) -> Bool { x < solverEpsilon && x > -solverEpsilon }

struct RowTerm {
    var symbol: SymbolID
    var coefficient: Double
}

/// A sparse row `constant + Σ coefficient × symbol`.
///
/// Invariant: `terms` is sorted by symbol and holds no near-zero
/// coefficient. Sorted terms give a deterministic pivot order (the same
/// layout solves the same way on every run, which a hashed map would not) and
/// binary-search lookups.
///
/// In the tableau, the row of basic symbol `b` means `b = constant + Σ …`; a
/// row being built for a new constraint means `0 = constant + Σ …`.
struct Row {
    var constant: Double
    var terms: [RowTerm]

    init(constant: Double = 0, terms: [RowTerm] = []) {
        self.constant = constant
        self.terms = terms
    }

    /// Where `symbol` is in `terms`, or where it would be inserted.
    @inline(__always)
    func search(_ symbol: SymbolID) -> (index: Int, found: Bool) {
        var low = 0
        var high = terms.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = terms[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid &+ 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(of symbol: SymbolID) -> Double {
        let (i, found) = search(symbol)
        return found ? terms[i].coefficient : 0
    }

    /// Adds `coefficient × symbol`; drops the term if it cancels.
    /// For rows outside the tableau (the tableau keeps columns up to date
    /// through its own methods).
    mutating func insert(_ symbol: SymbolID, _ coefficient: Double) {
        let (i, found) = search(symbol)
        if found {
            let sum = terms[i].coefficient + coefficient
            if isNearZero(sum) { terms.remove(at: i) } else { terms[i].coefficient = sum }
        } else if !isNearZero(coefficient) {
            terms.insert(RowTerm(symbol: symbol, coefficient: coefficient), at: i)
        }
    }

    /// Adds `factor × other`, constant included. For rows outside the tableau.
    ///
    /// A merge of the two sorted term lists: the rows of basic variables in
    /// a long chain hold a dummy for every link above them, and inserting
    /// those one by one was a fifth of a 1,000-constraint first solve.
    mutating func insert(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        var merged: [RowTerm] = []
        merged.reserveCapacity(terms.count + other.terms.count + 2)
        var i = 0
        var j = 0
        while i < terms.count || j < other.terms.count {
            if j == other.terms.count || (i < terms.count && terms[i].symbol < other.terms[j].symbol) {
                merged.append(terms[i])
                i += 1
                continue
            }
            let symbol = other.terms[j].symbol
            var c = other.terms[j].coefficient * factor
            if i < terms.count && terms[i].symbol == symbol {
                c += terms[i].coefficient
                i += 1
            }
            if !isNearZero(c) { merged.append(RowTerm(symbol: symbol, coefficient: c)) }
            j += 1
        }
        terms = merged
    }

    /// Removes `symbol`'s term and returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: SymbolID) -> Double {
        let (i, found) = search(symbol)
        guard found else { return 0 }
        return terms.remove(at: i).coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
    }

    /// Turns `0 = constant + a·symbol + Σ…` into `symbol = -constant/a - Σ…/a`.
    /// `symbol` must be in the row.
    mutating func solve(for symbol: SymbolID) {
        let a = remove(symbol)
        let scale = -1 / a
        constant *= scale
        for i in terms.indices { terms[i].coefficient *= scale }
    }

    /// Turns the row of basic `leaving` (`leaving = constant + Σ…`) into the
    /// row of `entering`, which must be in it: the pivot of the simplex.
    mutating func solve(for entering: SymbolID, replacing leaving: SymbolID) {
        insert(leaving, -1)
        solve(for: entering)
    }
}
