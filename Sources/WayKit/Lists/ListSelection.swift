import Foundation

/// Which rows (or items) are selected, for both lists (S10, S11), with
/// UIKit's rules for what ends a selection:
/// - `reloadData()` ends every selection;
/// - an update moves the selection with its rows, and ends it for rows
///   deleted or reloaded;
/// - a row the data source no longer has is never selected.
struct ListSelection {
    private(set) var paths: Set<IndexPath> = []

    var isEmpty: Bool { paths.isEmpty }
    var sorted: [IndexPath] { paths.sorted() }
    func contains(_ ip: IndexPath) -> Bool { paths.contains(ip) }
    mutating func insert(_ ip: IndexPath) { paths.insert(ip) }
    @discardableResult mutating func remove(_ ip: IndexPath) -> Bool { paths.remove(ip) != nil }
    mutating func removeAll() { paths.removeAll() }

    /// After a batch: the selection follows rows that stay; deleted and
    /// reloaded rows are no longer selected.
    mutating func apply(_ update: ListUpdate) {
        let reloaded = Set(update.reloaded)
        paths = Set(paths.compactMap { reloaded.contains($0) ? nil : update.map($0) })
    }

    /// Drops paths past the sections' counts.
    mutating func keepValid(counts: [Int]) {
        paths = paths.filter { $0.section >= 0 && $0.section < counts.count && $0.row >= 0 && $0.row < counts[$0.section] }
    }
}

/// What the shared highlight and selection flow asks of a list: its
/// delegate's questions in the list's own words (a table's `willSelect` may
/// redirect; a collection view's `shouldSelect` only vetoes), and how its
/// cells show a state.
@MainActor
protocol SelectableList: UIScrollView {
    var _selection: ListSelection { get set }
    var allowsSelection: Bool { get }
    var allowsMultipleSelection: Bool { get }
    func _cell(at ip: IndexPath) -> (any ListStateCell)?
    func _exists(_ ip: IndexPath) -> Bool
    func _askHighlight(_ ip: IndexPath) -> Bool
    func _didHighlight(_ ip: IndexPath)
    func _didUnhighlight(_ ip: IndexPath)
    /// The path to select instead of `ip`, or nil to select nothing.
    func _askSelect(_ ip: IndexPath) -> IndexPath?
    /// The path to deselect instead of `ip`, or nil to keep it.
    func _askDeselect(_ ip: IndexPath) -> IndexPath?
    func _didSelect(_ ip: IndexPath)
    func _didDeselect(_ ip: IndexPath)
    func _askPrimaryAction(_ ip: IndexPath) -> Bool
    func _performPrimaryAction(_ ip: IndexPath)
}

/// A cell's highlight and selection as the list sets them.
@MainActor
protocol ListStateCell: AnyObject {
    var _listIndexPath: IndexPath? { get }
    var isHighlighted: Bool { get }
    func _setListHighlighted(_ on: Bool)
    func _setListSelected(_ on: Bool, animated: Bool)
}

extension SelectableList {
    /// S10: a row highlights when its touch is delivered (after S2's hold),
    /// if the delegate agrees; `didHighlight` follows.
    func _listTouchBegan(_ cell: any ListStateCell) {
        guard allowsSelection, let ip = cell._listIndexPath else { return }
        guard _askHighlight(ip) else { return }
        cell._setListHighlighted(true)
        DeliveryTrace.note("\(_traceName) highlight \(ip)")
        _didHighlight(ip)
    }

    /// S3: a drag took the touch: the row unhighlights, nothing selects.
    func _listTouchCancelled(_ cell: any ListStateCell) {
        guard cell.isHighlighted else { return }
        cell._setListHighlighted(false)
        DeliveryTrace.note("\(_traceName) unhighlight \(cell._listIndexPath.map { "\($0)" } ?? "-")")
        if let ip = cell._listIndexPath { _didUnhighlight(ip) }
    }

    /// Touch-up: the row unhighlights, and selects when the finger lifted on
    /// it.
    func _listTouchEnded(_ cell: any ListStateCell, inside: Bool) {
        guard cell.isHighlighted, let ip = cell._listIndexPath else { return }
        cell._setListHighlighted(false)
        DeliveryTrace.note("\(_traceName) unhighlight \(ip)")
        _didUnhighlight(ip)
        guard inside else { return }
        _userSelect(ip)
        // iOS 16's primary action: a tap in single selection, after the
        // selection calls, "regardless of whether the selection changed".
        if !allowsMultipleSelection, _exists(ip), _askPrimaryAction(ip) { _performPrimaryAction(ip) }
    }

    /// A tap on a row, as UIKit runs it for both lists: with multiple
    /// selection, a selected row is deselected (if the delegate agrees);
    /// otherwise the row is selected (the delegate may redirect or veto),
    /// and with single selection every other selected row is first
    /// deselected, each asked and told.
    func _userSelect(_ ip: IndexPath) {
        if allowsMultipleSelection && _selection.contains(ip) {
            guard let target = _askDeselect(ip), _selection.contains(target) else { return }
            _setSelected(target, false, animated: true)
            DeliveryTrace.note("\(_traceName) didDeselect \(target)")
            _didDeselect(target)
            return
        }
        guard let target = _askSelect(ip), _exists(target) else {
            DeliveryTrace.note("\(_traceName) willSelect \(ip) -> nil")
            return
        }
        if !allowsMultipleSelection {
            for old in _selection.sorted where old != target {
                guard let d = _askDeselect(old), _selection.contains(d) else { continue }
                _setSelected(d, false, animated: true)
                _didDeselect(d)
            }
        }
        _setSelected(target, true, animated: true)
        DeliveryTrace.note("\(_traceName) didSelect \(target)")
        _didSelect(target)
    }

    /// Sets a row's selection and its cell's look, telling nobody (UIKit's
    /// `selectRow`/`deselectRow` from code).
    func _setSelected(_ ip: IndexPath, _ on: Bool, animated: Bool) {
        if on { _selection.insert(ip) } else { _selection.remove(ip) }
        _cell(at: ip)?._setListSelected(on, animated: animated)
    }
}
