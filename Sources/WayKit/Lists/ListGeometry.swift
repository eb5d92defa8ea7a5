import Foundation

/// Where each section, header, row and footer of a list sits along its
/// scrolling axis, built once per reload (S10, S11).
///
/// Rows of the default height cost nothing per row: a section whose rows
/// all have the default length keeps only its count, so 100,000 such rows
/// take the memory of one section. Only a section with other lengths keeps
/// running sums, one per row. Lookups are O(log n) either way.
struct ListGeometry {
    struct Section {
        var start: CGFloat = 0
        var headerLength: CGFloat = 0
        var footerLength: CGFloat = 0
        var rowCount = 0
        var rowLength: CGFloat = 0
        /// Running ends of the rows (row i ends at `rowEnds[i]`, measured from
        /// the first row's start); nil when every row has `rowLength`.
        var rowEnds: [CGFloat]?

        var rowsStart: CGFloat { start + headerLength }
        var rowsLength: CGFloat { rowEnds?.last ?? CGFloat(rowCount) * rowLength }
        var end: CGFloat { rowsStart + rowsLength + footerLength }

        func rowStart(_ row: Int) -> CGFloat {
            guard let ends = rowEnds else { return rowsStart + CGFloat(row) * rowLength }
            return rowsStart + (row == 0 ? 0 : ends[row - 1])
        }

        func rowLength(_ row: Int) -> CGFloat {
            guard let ends = rowEnds else { return rowLength }
            return ends[row] - (row == 0 ? 0 : ends[row - 1])
        }

        /// The row covering `position` (clamped to the section's rows).
        func row(at position: CGFloat) -> Int {
            guard rowCount > 0 else { return 0 }
            let p = position - rowsStart
            guard let ends = rowEnds else {
                guard rowLength > 0 else { return 0 }
                let r = (p / rowLength).rounded(.down)
                return r.isFinite ? Int(min(max(r, 0), CGFloat(rowCount - 1))) : 0
            }
            var lo = 0, hi = rowCount - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if ends[mid] <= p { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
    }

    var sections: [Section] = []
    /// Room before the first section and after the last: a table's
    /// `tableHeaderView` and `tableFooterView`.
    var leading: CGFloat = 0
    var trailing: CGFloat = 0
    var length: CGFloat { (sections.last?.end ?? leading) + trailing }

    /// The largest count a list lays out in one section: more is taken as a
    /// data source bug (logged by the caller) rather than allocated.
    static let maximumRows = 100_000_000

    /// The first section whose extent reaches `position`.
    func section(at position: CGFloat) -> Int {
        var lo = 0, hi = sections.count - 1
        guard hi >= 0 else { return 0 }
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].end <= position { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Index paths of the rows overlapping `lo..<hi`, in order.
    func rows(from lo: CGFloat, to hi: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        guard !sections.isEmpty, hi > lo else { return result }
        var s = section(at: lo)
        while s < sections.count, sections[s].start < hi {
            let section = sections[s]
            if section.rowCount > 0, section.rowsStart < hi, section.rowsStart + section.rowsLength > lo {
                var r = section.row(at: lo)
                while r < section.rowCount, section.rowStart(r) < hi {
                    if section.rowStart(r) + section.rowLength(r) > lo { result.append(IndexPath(row: r, section: s)) }
                    r += 1
                }
            }
            s += 1
        }
        return result
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < sections.count
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }
}
