import Foundation

/// One batch of row (or item) changes, checked and applied as UIKit does for
/// both lists (S10, S11): deletes and reloads name rows as they were before
/// the batch, inserts as they are after it, whatever order the calls came in.
/// The data source has already changed when the batch is applied.
struct ListUpdate: Equatable {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []

    var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && reloaded.isEmpty }

    mutating func append(_ other: ListUpdate) {
        inserted += other.inserted
        deleted += other.deleted
        reloaded += other.reloaded
    }

    /// What is wrong with the batch as a whole, naming the rows, or nil.
    /// `before` and `after` are the sections' counts; `noun` is "row" or
    /// "item".
    func problem(before: [Int], after: [Int], noun: String) -> String? {
        guard before.count == after.count else {
            return "the data source has \(after.count) sections, \(before.count) before the update"
        }
        func exists(_ ip: IndexPath, in counts: [Int]) -> Bool {
            ip.count == 2 && ip.section >= 0 && ip.section < counts.count && ip.row >= 0 && ip.row < counts[ip.section]
        }
        func count(_ s: Int, _ counts: [Int]) -> Int { s >= 0 && s < counts.count ? counts[s] : 0 }
        for ip in deleted + reloaded where !exists(ip, in: before) {
            return "\(noun) \(ip) to delete or reload does not exist (section \(ip.section) had \(count(ip.section, before)) \(noun)s)"
        }
        for ip in inserted where !exists(ip, in: after) {
            return "\(noun) \(ip) to insert is past the data source's \(count(ip.section, after)) \(noun)s"
        }
        if let twice = Self.firstDuplicate(deleted + reloaded) {
            return "\(noun) \(twice) is deleted or reloaded twice"
        }
        if let twice = Self.firstDuplicate(inserted) {
            return "\(noun) \(twice) is inserted twice"
        }
        for s in before.indices {
            let ins = inserted.filter { $0.section == s }.count, del = deleted.filter { $0.section == s }.count
            let expected = before[s] + ins - del
            if after[s] != expected {
                let rows = inserted.filter { $0.section == s }.map { "insert \($0)" } + deleted.filter { $0.section == s }.map { "delete \($0)" }
                return "section \(s) has \(after[s]) \(noun)s after [\(rows.joined(separator: ", "))], expected \(before[s]) + \(ins) − \(del) = \(expected)"
            }
        }
        return nil
    }

    /// Where a row that was at `ip` before the batch is after it: up by the
    /// deletes before it, then down by each insert at or before its new
    /// place (in ascending order). Nil for a deleted row. A reloaded row
    /// keeps its place among the others (it is replaced, not moved).
    func map(_ ip: IndexPath) -> IndexPath? {
        guard !deleted.contains(ip) else { return nil }
        var row = ip.row
        for d in deleted where d.section == ip.section && d.row < ip.row { row -= 1 }
        for i in inserted.filter({ $0.section == ip.section }).map(\.row).sorted() where i <= row { row += 1 }
        return IndexPath(indexes: [ip.section, row])
    }

    /// Splits a list's live cells by the batch: those that stay, under
    /// their new index paths, and those that go (deleted or reloaded), with
    /// the path each had.
    func partition<Cell>(_ cells: [IndexPath: Cell]) -> (staying: [IndexPath: Cell], leaving: [(IndexPath, Cell)]) {
        let reloaded = Set(self.reloaded)
        var staying: [IndexPath: Cell] = [:]
        var leaving: [(IndexPath, Cell)] = []
        for (ip, cell) in cells {
            if !reloaded.contains(ip), let target = map(ip) { staying[target] = cell } else { leaving.append((ip, cell)) }
        }
        return (staying, leaving)
    }

    private static func firstDuplicate(_ paths: [IndexPath]) -> IndexPath? {
        var seen = Set<IndexPath>()
        for p in paths where !seen.insert(p).inserted { return p }
        return nil
    }
}
