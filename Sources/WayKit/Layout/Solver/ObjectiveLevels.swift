/// The priority levels in use, each with its objective row in the tableau,
/// highest priority first (see ``LayoutStrength`` for why there is one row a
/// level rather than one weighted sum).
///
/// A level exists while at least one constraint uses it, so the simplex
/// never compares through rows that are all zero.
struct ObjectiveLevels {
    private struct Level {
        let priority: Double
        let row: SymbolID
        var users: Int
    }

    private var levels: [Level] = []
    /// The levels' objective rows, highest priority first: what the simplex
    /// loops take. Rebuilt only when a level comes or goes.
    private(set) var rows: [SymbolID] = []

    /// The objective row for `priority`, made (empty) if it is new.
    mutating func retain(_ priority: Double, in tableau: inout Tableau) -> SymbolID {
        var index = 0
        while index < levels.count && levels[index].priority > priority { index += 1 }
        if index < levels.count && levels[index].priority == priority {
            levels[index].users += 1
            return levels[index].row
        }
        let row = tableau.newSymbol(.objective)
        tableau.install(Row(), basic: row)
        levels.insert(Level(priority: priority, row: row, users: 1), at: index)
        rows.insert(row, at: index)
        return row
    }

    /// Drops one use of `priority`; the last one removes its row, which by
    /// then holds only rounding residue.
    mutating func release(_ priority: Double, in tableau: inout Tableau) {
        guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
        levels[index].users -= 1
        guard levels[index].users == 0 else { return }
        tableau.purge(levels[index].row)
        levels.remove(at: index)
        rows.remove(at: index)
    }

    /// The objective row for `priority`, which must be in use.
    func row(for priority: Double) -> SymbolID? {
        levels.first(where: { $0.priority == priority })?.row
    }
}
