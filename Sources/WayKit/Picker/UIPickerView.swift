import Foundation

/// A set of spinning wheels (U6), as UIKit's: each component is a column of
/// rows that scrolls and comes to rest with a row in the middle band; the
/// row there is the selected one. A drag or flick that ends tells the
/// delegate `didSelectRow`; `selectRow(_:inComponent:animated:)` does not,
/// as in UIKit. Each wheel is a scroll view of its own, so drags, flicks
/// and deceleration are the scroll views' (S4–S6), snapping to rows.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    static let defaultRowHeight: CGFloat = 32

    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// Kept for source compatibility: UIKit always shows the band now.
    open var showsSelectionIndicator = true

    var _wheels: [PickerWheel] = []
    private let _band = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: CGSize(width: 320, height: 216)) : frame)
        _band.backgroundColor = UIColor.systemFill
        _band.layer.cornerRadius = 8
        _band.isUserInteractionEnabled = false
        addSubview(_band)
        accessibilityTraits.insert(.adjustable)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 216) }

    // MARK: Counts and rows

    open var numberOfComponents: Int { _wheels.count }

    open func numberOfRows(inComponent component: Int) -> Int {
        _wheels.indices.contains(component) ? _wheels[component].rows : 0
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        guard _wheels.indices.contains(component) else { return .zero }
        return CGSize(width: _wheels[component].frame.width, height: _wheels[component].rowHeight)
    }

    /// The view showing `row`, when it is on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard _wheels.indices.contains(component) else { return nil }
        return _wheels[component].rowViews[row]
    }

    // MARK: Selection

    open func selectedRow(inComponent component: Int) -> Int {
        guard _wheels.indices.contains(component), _wheels[component].rows > 0 else { return -1 }
        return _wheels[component].selectedRow
    }

    /// Turns the wheel to `row` (clamped to its rows). The delegate is not
    /// told, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard _wheels.indices.contains(component) else { return }
        let wheel = _wheels[component]
        guard wheel.rows > 0 else { return }
        wheel.selectedRow = min(max(0, row), wheel.rows - 1)
        wheel.setContentOffset(wheel.offset(forRow: wheel.selectedRow), animated: animated)
    }

    // MARK: Reloading

    open func reloadAllComponents() {
        let count = max(0, min(64, dataSource?.numberOfComponents(in: self) ?? 0))
        while _wheels.count > count { _wheels.removeLast().removeFromSuperview() }
        while _wheels.count < count {
            let wheel = PickerWheel(picker: self, component: _wheels.count)
            insertSubview(wheel, aboveSubview: _band)
            _wheels.append(wheel)
        }
        for c in _wheels.indices { reloadComponent(c) }
        setNeedsLayout()
    }

    open func reloadComponent(_ component: Int) {
        guard _wheels.indices.contains(component) else { return }
        let wheel = _wheels[component]
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        wheel.rows = max(0, min(rows, 100_000))
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        wheel.rowHeight = height.isFinite && height > 0 ? height : Self.defaultRowHeight
        wheel.selectedRow = wheel.rows == 0 ? 0 : min(wheel.selectedRow, wheel.rows - 1)
        wheel.reloadRows()
    }

    // MARK: Layout

    /// Wheels share the width left by those whose delegate gives a width.
    var _sharedComponentWidth: CGFloat {
        _wheels.isEmpty ? bounds.width : max(0, bounds.width - 16) / CGFloat(_wheels.count)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 8
        let widths = _wheels.indices.map { c -> CGFloat in
            let w = delegate?.pickerView(self, widthForComponent: c) ?? _sharedComponentWidth
            return w.isFinite && w > 0 ? w : _sharedComponentWidth
        }
        let total = widths.reduce(0, +)
        x = max(0, (bounds.width - total) / 2)
        for (c, wheel) in _wheels.enumerated() {
            let frame = CGRect(x: x, y: 0, width: widths[c], height: bounds.height)
            if wheel.frame != frame { wheel.frame = frame; wheel.layoutRows() }
            x += widths[c]
        }
        let bandHeight = _wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
        _band.frame = CGRect(x: 8, y: (bounds.height - bandHeight) / 2, width: max(0, bounds.width - 16), height: bandHeight)
    }

    // MARK: Accessibility: adjustable, the first wheel's row (VoiceOver's
    // swipe up and down), told to the delegate as a turn of the wheel is.

    open override var accessibilityValue: String? {
        get {
            guard let wheel = _wheels.first, wheel.rows > 0 else { return nil }
            return delegate?.pickerView(self, titleForRow: wheel.selectedRow, forComponent: 0)
                ?? delegate?.pickerView(self, attributedTitleForRow: wheel.selectedRow, forComponent: 0)?.string
        }
        set { super.accessibilityValue = newValue }
    }

    open override func accessibilityIncrement() { _step(by: 1) }
    open override func accessibilityDecrement() { _step(by: -1) }

    private func _step(by delta: Int) {
        guard let wheel = _wheels.first, wheel.rows > 0 else { return }
        let row = min(max(0, wheel.selectedRow + delta), wheel.rows - 1)
        guard row != wheel.selectedRow else { return }
        selectRow(row, inComponent: 0, animated: false)
        _wheelSettled(wheel)
    }

    func _defaultRowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? UILabel) ?? UILabel()
        label.textAlignment = .center
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        label.font = .systemFont(ofSize: 21)
        return label
    }

    func _wheelSettled(_ wheel: PickerWheel) {
        guard wheel.rows > 0 else { return }
        delegate?.pickerView(self, didSelectRow: wheel.selectedRow, inComponent: wheel.component)
    }
}

/// One component: a scroll view whose rows come to rest in the band.
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    unowned let picker: UIPickerView
    let component: Int
    var rows = 0
    var rowHeight = UIPickerView.defaultRowHeight
    var selectedRow = 0
    var rowViews: [Int: UIView] = [:]

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        delegate = self
    }

    /// Room above and below so the first and last rows reach the band.
    var edgeInset: CGFloat { max(0, (bounds.height - rowHeight) / 2) }

    func offset(forRow row: Int) -> CGPoint { CGPoint(x: 0, y: CGFloat(row) * rowHeight - edgeInset) }

    func reloadRows() {
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews.removeAll()
        layoutRows()
    }

    func layoutRows() {
        contentInset = UIEdgeInsets(top: edgeInset, left: 0, bottom: edgeInset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(rows) * rowHeight)
        if !isDragging, !isDecelerating { contentOffset = offset(forRow: selectedRow) }
        tileRows()
    }

    /// The rows in view (and one more each side) have views.
    func tileRows() {
        guard rows > 0, rowHeight > 0 else { return }
        let first = max(0, Int(((bounds.minY) / rowHeight).rounded(.down)) - 1)
        let last = min(rows - 1, Int((bounds.maxY / rowHeight).rounded(.up)) + 1)
        guard first <= last else { return }
        for (row, view) in rowViews where row < first || row > last {
            view.removeFromSuperview()
            rowViews[row] = nil
        }
        for row in first...last {
            let view = picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component, reusing: rowViews[row])
                ?? picker._defaultRowView(row: row, component: component, reusing: rowViews[row])
            view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            if view.superview !== self { addSubview(view) }
            rowViews[row] = view
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tileRows()
    }

    private func row(at offsetY: CGFloat) -> Int {
        guard rows > 0, rowHeight > 0 else { return 0 }
        let r = ((offsetY + edgeInset) / rowHeight).rounded()
        return Int(r.clamped(0, CGFloat(rows - 1)))
    }

    // MARK: UIScrollViewDelegate

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // Come to rest with a row in the band.
        targetContentOffset.pointee.y = offset(forRow: row(at: targetContentOffset.pointee.y)).y
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    private func settle() {
        selectedRow = row(at: contentOffset.y)
        picker._wheelSettled(self)
    }
}
