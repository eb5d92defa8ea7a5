/// What a symbol stands for. Slack, error and artificial symbols are
/// restricted to values ≥ 0; dummies are fixed at 0; externals (the layout
/// variables) are free.
enum SymbolKind: UInt8 {
    /// A ``LayoutVariable``.
    case external
    /// The `s ≥ 0` that turns a required inequality into an equation.
    case slack
    /// How far a non-required constraint is from holding; the objective
    /// minimises these.
    case error
    /// Marks a required equation so that it can be found again (removal,
    /// constant changes); never pivots into the basis.
    case dummy
    /// One priority level's objective row (and the artificial objective).
    case objective
    /// Phase-one variable while a constraint with no obvious subject is added.
    case artificial
    /// An id waiting for reuse.
    case unused
}

/// The simplex tableau in solved form (Badros, Borning & Stuckey 2001, §3):
/// every basic symbol has a row expressing it in parametric symbols, whose
/// value is 0, so a basic symbol's value is its row's constant.
///
/// Invariants, kept by every mutating method here:
/// - `rows[b]` is meaningful iff `isBasic[b]`; a basic symbol appears in no
///   row's terms.
/// - `columns[p]` lists exactly the basic symbols whose rows have a term in
///   `p`. Columns keep each step proportional to what it changes:
///   substituting a symbol that becomes basic, or shifting a constraint's
///   constant, touches only the rows that hold the symbol, not every row.
/// - Feasibility: the row of every basic slack, error and artificial symbol
///   has a constant ≥ 0 (−ε), and that of a basic dummy is 0. Externals
///   never appear in the rows of restricted symbols nor in objectives
///   (a constraint with a free external always takes one as its subject), so
///   the simplex only ever moves restricted symbols.
/// - Objective rows are rows whose basic symbol has kind `.objective`; they
///   are substituted like any other and skipped by the pivot rules.
struct Tableau {
    var kinds: [SymbolKind] = []
    var isBasic: [Bool] = []
    var rows: [Row] = []
    var columns: [[SymbolID]] = []
    private var freeIDs: [SymbolID] = []
    /// Reused buffer for row merges, so a merge does not allocate.
    private var scratch: [RowTerm] = []
    /// Rows a substitution left negative; the dual simplex works them off.
    var infeasible: [SymbolID] = []
    /// Set when an objective row changes; `optimize` has nothing to do
    /// while it is clear. Most required constraints never touch an
    /// objective (their subject is a variable, which objectives never
    /// hold), and scanning the objective after each of them was nearly a quarter
    /// of a 1,000-constraint first solve.
    var objectiveChanged = false

    var symbolCount: Int { kinds.count }

    mutating func newSymbol(_ kind: SymbolKind) -> SymbolID {
        if let id = freeIDs.popLast() {
            kinds[Int(id)] = kind
            return id
        }
        let id = SymbolID(kinds.count)
        kinds.append(kind)
        isBasic.append(false)
        rows.append(Row())
        columns.append([])
        return id
    }

    /// Takes `symbol` out of the tableau wherever it still is and frees its id.
    /// Callers use it for symbols that should already be gone (a removed
    /// constraint's markers, a variable no constraint mentions); what it
    /// finds is rounding residue.
    mutating func purge(_ symbol: SymbolID) {
        let s = Int(symbol)
        if isBasic[s] { _ = uninstall(symbol) }
        for b in columns[s] { rows[Int(b)].remove(symbol) }
        columns[s] = []
        kinds[s] = .unused
        freeIDs.append(symbol)
    }

    /// The current value of `symbol`: its row's constant when basic, else 0.
    @inline(__always)
    func value(of symbol: SymbolID) -> Double {
        isBasic[Int(symbol)] ? rows[Int(symbol)].constant : 0
    }

    /// Makes `row` the row of `basic`.
    mutating func install(_ row: Row, basic: SymbolID) {
        for term in row.terms { columns[Int(term.symbol)].append(basic) }
        if kinds[Int(basic)] == .objective { objectiveChanged = true }
        rows[Int(basic)] = row
        isBasic[Int(basic)] = true
    }

    /// Takes the row of `basic` out of the tableau; `basic` becomes parametric.
    mutating func uninstall(_ basic: SymbolID) -> Row {
        let row = rows[Int(basic)]
        rows[Int(basic)] = Row()
        isBasic[Int(basic)] = false
        for term in row.terms { removeFromColumn(term.symbol, basic) }
        return row
    }

    @inline(__always)
    private mutating func removeFromColumn(_ symbol: SymbolID, _ basic: SymbolID) {
        let s = Int(symbol)
        if let i = columns[s].firstIndex(of: basic) {
            columns[s].swapAt(i, columns[s].count - 1)
            columns[s].removeLast()
        }
    }

    /// `row(basic) += factor × (constant + terms)`, keeping columns right.
    /// `terms` must not mention `basic`.
    mutating func add(_ terms: [RowTerm], constant: Double, times factor: Double, into basic: SymbolID) {
        let b = Int(basic)
        if kinds[b] == .objective { objectiveChanged = true }
        rows[b].constant += constant * factor
        let old = rows[b].terms
        var merged = scratch
        scratch = []
        merged.removeAll(keepingCapacity: true)
        var i = 0
        var j = 0
        while i < old.count || j < terms.count {
            if j == terms.count || (i < old.count && old[i].symbol < terms[j].symbol) {
                merged.append(old[i])
                i += 1
            } else if i == old.count || terms[j].symbol < old[i].symbol {
                let c = terms[j].coefficient * factor
                if !isNearZero(c) {
                    merged.append(RowTerm(symbol: terms[j].symbol, coefficient: c))
                    columns[Int(terms[j].symbol)].append(basic)
                }
                j += 1
            } else {
                let c = old[i].coefficient + terms[j].coefficient * factor
                if isNearZero(c) {
                    removeFromColumn(old[i].symbol, basic)
                } else {
                    merged.append(RowTerm(symbol: old[i].symbol, coefficient: c))
                }
                i += 1
                j += 1
            }
        }
        rows[b].terms = merged
        scratch = old
    }

    /// Replaces `symbol` by `row` (`symbol = row`) in every row that mentions
    /// it; `symbol` is about to become basic. Restricted rows left negative
    /// are noted in `infeasible`.
    mutating func substitute(_ symbol: SymbolID, by row: Row) {
        let users = columns[Int(symbol)]
        columns[Int(symbol)] = []
        for basic in users {
            let k = rows[Int(basic)].remove(symbol)
            add(row.terms, constant: row.constant, times: k, into: basic)
            if isRestricted(basic) && rows[Int(basic)].constant < -solverEpsilon {
                infeasible.append(basic)
            }
        }
    }

    /// Swaps `leaving` (basic) and `entering` (in its row): the pivot.
    mutating func pivot(leaving: SymbolID, entering: SymbolID) {
        var row = uninstall(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, by: row)
        install(row, basic: entering)
    }

    /// Slack, error and artificial symbols: the ones whose rows the pivot
    /// rules may choose, and that must stay ≥ 0.
    @inline(__always)
    func isRestricted(_ symbol: SymbolID) -> Bool {
        switch kinds[Int(symbol)] {
        case .slack, .error, .artificial: true
        default: false
        }
    }
}
