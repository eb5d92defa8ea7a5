import Foundation

/// A row of equally wide segments, at most one selected: a tap on an enabled
/// segment selects it and sends `valueChanged` (C1). Its tap beats a single
/// one-finger tap on an ancestor (C3).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var isEnabled = true
    }
    private var segments: [Segment] = []

    /// The selected segment, or ``noSegment``. Setting it sends nothing (UIKit).
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if !(selectedSegmentIndex == Self.noSegment || segments.indices.contains(selectedSegmentIndex)) {
                selectedSegmentIndex = oldValue
            }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// A momentary control doesn't show its selection after the tap.
    open var isMomentary: Bool = false
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The segment under the finger, for drawing its highlight.
    public private(set) var highlightedSegmentIndex: Int = UISegmentedControl.noSegment

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control with one segment per title.
    public convenience init(items: [String]) {
        self.init(frame: CGRect(x: 0, y: 0, width: CGFloat(max(1, items.count)) * 60, height: 32))
        segments = items.map { Segment(title: $0) }
    }

    // MARK: Segments

    open var numberOfSegments: Int { segments.count }

    /// Fits the titles (A4); see `UIControl+IntrinsicSize.swift`.
    open override var intrinsicContentSize: CGSize { _intrinsicSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _intrinsicSize }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let i = min(max(0, segment), segments.count)
        segments.insert(Segment(title: title), at: i)
        if selectedSegmentIndex != Self.noSegment && selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// The segment containing `point` (this control's coordinates), or
    /// ``noSegment``.
    public func segmentIndex(at point: CGPoint) -> Int {
        guard !segments.isEmpty, bounds.width > 0, bounds.contains(point) else { return Self.noSegment }
        let i = Int((point.x - bounds.minX) / (bounds.width / CGFloat(segments.count)))
        return min(max(0, i), segments.count - 1)
    }

    // MARK: Tracking

    override var _highlightsWhileTracking: Bool { false }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegmentIndex = segmentIndex(at: touch.location(in: self))
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let i = segmentIndex(at: touch.location(in: self))
        if i != highlightedSegmentIndex { highlightedSegmentIndex = i; setNeedsDisplay() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        highlightedSegmentIndex = Self.noSegment
        setNeedsDisplay()
        // iOS 13 and later select on lift, on the segment under the finger.
        guard let touch else { return }
        let i = segmentIndex(at: touch.location(in: self))
        guard i != Self.noSegment, isEnabledForSegment(at: i) else { return }
        if i != selectedSegmentIndex || isMomentary {
            selectedSegmentIndex = i
            _sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        highlightedSegmentIndex = Self.noSegment
        setNeedsDisplay()
    }

    /// C3: a single one-finger tap on an ancestor doesn't begin: the segment's selection wins.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _competesWithDefaultAction(gestureRecognizer), UIControl._isSingleOneFingerTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
