import Foundation

/// A vertical list of rows in sections (S10), plain or grouped: a scroll
/// view whose content is only the rows that show, plus a margin, made by
/// the data source and reused as they scroll out (UITableView+Tiling.swift),
/// so 100,000 rows cost the memory of a screenful.
///
/// `delegate` is the scroll view's, typed `UIScrollViewDelegate`; set it to a
/// ``UITableViewDelegate`` and the table asks it about rows (Swift can't
/// narrow an inherited property's type as Objective-C's UIKit does).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// A height that means "the default" (the delegate's default answer).
    public static let automaticDimension: CGFloat = -1
    /// UIKit's standard row height.
    public static let defaultRowHeight: CGFloat = 44
    /// Rows made beyond each visible edge, as a fraction of the viewport, so
    /// a scroll step rarely waits for the data source.
    static let tilingMargin: CGFloat = 0.25
    /// How long inserts, deletes and reloads animate.
    static let updateAnimationDuration: TimeInterval = 0.3

    public let style: Style
    open weak var dataSource: UITableViewDataSource? {
        didSet { _needsReload = true; setNeedsLayout() }
    }
    /// The delegate as a table delegate, when it is one.
    var _tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    open var rowHeight: CGFloat = UITableView.defaultRowHeight {
        didSet { if rowHeight != oldValue { _needsReload = true; setNeedsLayout() } }
    }
    /// Kept for source compatibility: rows are measured exactly, so no
    /// estimate is needed.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat
    open var sectionFooterHeight: CGFloat
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether selection works while editing (V6). Default false, as UIKit's.
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    // MARK: Separators (V6; UITableView+Separators.swift)

    /// A hairline under each row but the table's last (UIKit's plain style
    /// also lines the empty space below the rows; WayKit doesn't).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { setNeedsLayout() } }
    }
    /// The separators' colour; nil: the system's separator colour.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// Where separators start and end; a cell's own ``UITableViewCell/separatorInset``
    /// wins. Default 16 points from the leading edge.
    open var separatorInset: UIEdgeInsets = UITableView.defaultSeparatorInset {
        didSet { if separatorInset != oldValue { for cell in _cells.values { cell.setNeedsLayout() } } }
    }

    // MARK: Editing (V6; UITableView+Editing.swift, +Reorder, +SwipeActions)

    /// Whether the rows show their editing controls; setting it is
    /// `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    var _isEditing = false

    /// Shows or hides every row's editing controls (delete or insert, and
    /// reorder), and closes an open row.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        _closeSwipe(animated: false)
        _isEditing = editing
        for (ip, cell) in _cells { _configureEditing(cell, at: ip, animated: animated) }
    }

    /// The row whose swipe actions show (UITableView+SwipeActions.swift).
    var _swipe: SwipeState?
    /// A mostly horizontal drag on a row opens its swipe actions; its
    /// delegate makes it decline vertical drags, which the scroll view's pan
    /// takes (G8, G10).
    let _swipePan = UIPanGestureRecognizer()
    /// While a row is open, a tap anywhere else in the table closes it and
    /// reaches nothing (its touches are held, then cancelled: G6, G4).
    let _swipeCloseTap = UITapGestureRecognizer()
    let _swipeGestures = SwipeGestureDelegate()
    /// The row being dragged by its reorder control (UITableView+Reorder.swift).
    var _reorder: ReorderState?

    // MARK: State

    var _geometry = ListGeometry()
    var _needsReload = true
    /// The rows that have cells now (visible plus the margin).
    var _cells: [IndexPath: UITableViewCell] = [:]
    var _headers: [Int: UIView] = [:]
    var _footers: [Int: UIView] = [:]
    /// The views above the first section and below the last
    /// (UITableView+TableHeaderFooter.swift).
    var _tableHeaderView: UIView?
    var _tableFooterView: UIView?
    /// Cells scrolled out, and the registered classes (ReusePool: one
    /// pool, one set of rules, for tables and collection views).
    var _pool = ReusePool<UITableViewCell>()
    /// The selected rows (ListSelection, shared with collection views).
    var _selection = ListSelection()
    /// Changes collected by `beginUpdates` or `performBatchUpdates`.
    var _batch: (ListUpdate, RowAnimation)?
    /// Completions of batches nested in the one being collected.
    var _batchCompletions: [(Bool) -> Void] = []

    public init(frame: CGRect, style: Style) {
        self.style = style
        sectionHeaderHeight = style == .plain ? 28 : 38
        sectionFooterHeight = style == .plain ? 28 : 18
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .secondarySystemBackground
        alwaysBounceVertical = true
        _installSwipeGestures()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Cells

    /// Cells of `cellClass` are made for `identifier` when none waits for
    /// reuse.
    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        let cellClass = cellClass ?? UITableViewCell.self
        _pool.register(identifier) { cellClass.init(style: .default, reuseIdentifier: $0) }
    }

    /// A cell that scrolled out, ready for reuse; else a new cell of the
    /// class registered for `identifier`; else nil (UIKit's rules: the
    /// `dequeue… ?? UITableViewCell(style:reuseIdentifier:)` pattern makes
    /// its own).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        _pool.dequeue(identifier)
    }

    /// A cell for `indexPath`: a reused one, or a new one of the registered
    /// class. An identifier never registered is logged once and gets a plain
    /// cell (UIKit raises; an app on a kiosk should not die of it).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        _pool.dequeue(identifier, context: "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath))",
                      log: _log, fallback: { UITableViewCell(style: .default, reuseIdentifier: $0) })
    }

    /// The cells on screen, top to bottom (not the margin's).
    public var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { _cells[$0] }
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        _reloadIfNeeded()
        let b = bounds
        return _geometry.rows(from: b.minY, to: b.maxY)
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { _cells[indexPath] }

    // MARK: Geometry

    public var numberOfSections: Int {
        _reloadIfNeeded()
        return _geometry.sections.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        _reloadIfNeeded()
        return _geometry.sections.indices.contains(section) ? _geometry.sections[section].rowCount : 0
    }

    /// The row's rectangle in the table's coordinates (zero for a row that
    /// doesn't exist).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        _reloadIfNeeded()
        guard _geometry.contains(indexPath) else { return .zero }
        let section = _geometry.sections[indexPath.section]
        return CGRect(x: 0, y: section.rowStart(indexPath.row), width: bounds.width, height: section.rowLength(indexPath.row))
    }

    /// A section's whole area: header, rows and footer (`.zero` for a
    /// section that doesn't exist).
    public func rect(forSection section: Int) -> CGRect {
        _reloadIfNeeded()
        guard section >= 0, section < _geometry.sections.count else { return .zero }
        let s = _geometry.sections[section]
        return CGRect(x: 0, y: s.start, width: bounds.width, height: s.end - s.start)
    }

    /// A section's header area, where it lies in the list (not where a
    /// floating header is drawn).
    public func rectForHeader(inSection section: Int) -> CGRect {
        _reloadIfNeeded()
        guard section >= 0, section < _geometry.sections.count else { return .zero }
        let s = _geometry.sections[section]
        return CGRect(x: 0, y: s.start, width: bounds.width, height: s.headerLength)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        _reloadIfNeeded()
        guard section >= 0, section < _geometry.sections.count else { return .zero }
        let s = _geometry.sections[section]
        return CGRect(x: 0, y: s.end - s.footerLength, width: bounds.width, height: s.footerLength)
    }

    /// The row under `point` (table coordinates), or nil.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        _reloadIfNeeded()
        guard point.y.isFinite, point.x.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
        return _geometry.rows(from: point.y, to: point.y.nextUp).first
    }

    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cell._tableView === self ? cell._indexPath : nil
    }

    /// Scrolls so that the row shows at `position` (`.none`: as little as
    /// needed).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard rect != .zero else { _log("scrollToRow(at: \(indexPath)): no such row"); return }
        let inset = adjustedContentInset, viewport = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .none: scrollRectToVisible(rect, animated: animated); return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - viewport / 2
        case .bottom: y = rect.maxY - inset.top - viewport
        }
        y = min(max(y, _minOffset.y), _maxOffset.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Reloading

    /// Asks the data source for everything again and replaces every cell.
    /// Every selection ends, as in UIKit.
    open func reloadData() {
        for ip in _selection.sorted { _cells[ip]?.setSelected(false, animated: false) }
        _selection.removeAll()
        _needsReload = true
        _reloadIfNeeded()
        setNeedsLayout()
    }

    func _reloadIfNeeded() {
        guard _needsReload else { return }
        _needsReload = false
        _dropSwipe()
        _reorder = nil
        for (indexPath, cell) in _cells { _recycle(cell, from: indexPath) }
        _cells.removeAll()
        for (s, v) in _headers { _dropHeader(s, v) }
        for (s, v) in _footers { _dropFooter(s, v) }
        _geometry = _buildGeometry()
        _selection.keepValid(counts: _geometry.sections.map(\.rowCount))
        contentSize = CGSize(width: bounds.width, height: _geometry.length)
        // Content that shrank under the viewport: show its end, as UIKit does,
        // unless the user is moving it (it springs back by itself then).
        if !isDragging && _motion == nil {
            let clamped = _clamped(contentOffset)
            if clamped != contentOffset { contentOffset = clamped }
        }
    }

    open override func layoutSubviews() {
        _reloadIfNeeded()
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        _tile()
        _placeCells()
        _placeTableHeaderAndFooter()
        super.layoutSubviews()
    }

    func _log(_ message: String) {
        FileHandle.standardError.write(Data("WayKit: UITableView \(_traceName): \(message)\n".utf8))
    }
}
