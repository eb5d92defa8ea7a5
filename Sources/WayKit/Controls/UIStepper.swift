import Foundation

/// A minus/plus pair that steps ``value`` by ``stepValue`` within
/// ``minimumValue``…``maximumValue``: a touch on either half steps once, and
/// holding it repeats (``autorepeat``) on the application's clock (G13). Each
/// step sends `valueChanged` when ``isContinuous``, else one is sent when the
/// finger lifts. Its tap beats a single one-finger tap on an ancestor (C3).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// UIKit's stepper size.
    public static let defaultSize = CGSize(width: 94, height: 32)
    /// Seconds a half must be held before it starts repeating.
    public static let autorepeatDelay: TimeInterval = 0.5
    /// Seconds between repeated steps.
    public static let autorepeatInterval: TimeInterval = 0.1

    public enum Half: Int, Sendable { case decrement, increment }

    open var value: Double {
        get { _value }
        set {
            guard newValue.isFinite else { return }
            let v = min(maximumValue, max(minimumValue, newValue))
            if v != _value { _value = v; setNeedsDisplay() }
        }
    }
    open var minimumValue: Double = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; value = _value }
    }
    open var maximumValue: Double = 100 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; value = _value }
    }
    /// Must be positive; other values are ignored.
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = oldValue } }
    }
    /// Whether stepping past one end continues from the other.
    open var wraps: Bool = false
    /// Whether holding a half keeps stepping.
    open var autorepeat: Bool = true
    /// Whether each step sends `valueChanged`, or only the lift.
    open var isContinuous: Bool = true

    /// The half being pressed, for drawing its highlight.
    public private(set) var pressedHalf: Half?

    private var _value: Double = 0
    private var valueAtBegin: Double = 0
    private var repeatTimer: EventTimer?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.defaultSize))
    }

    /// Always ``defaultSize`` (A4).
    open override var intrinsicContentSize: CGSize { UIStepper.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.defaultSize }

    public convenience init() { self.init(frame: .zero) }

    /// Whether `half` can step: at an end it can't, unless the stepper wraps.
    public func isEnabled(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .increment ? value < maximumValue : value > minimumValue
    }

    func _half(at point: CGPoint) -> Half { point.x < bounds.midX ? .decrement : .increment }

    // MARK: Tracking

    override var _highlightsWhileTracking: Bool { false }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let half = _half(at: touch.location(in: self))
        guard isEnabled(half) else { return false }
        valueAtBegin = value
        pressedHalf = half
        isHighlighted = true
        step(half, event: event)
        scheduleRepeat(after: Self.autorepeatDelay)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let half = pressedHalf else { return false }
        // Repeating pauses while the finger is off its half and resumes when it
        // comes back.
        let onHalf = bounds.contains(touch.location(in: self)) && _half(at: touch.location(in: self)) == half
        if onHalf != isHighlighted {
            isHighlighted = onHalf
            if onHalf { scheduleRepeat(after: Self.autorepeatDelay) } else { stopRepeat() }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finish(event: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finish(event: event)
    }

    private func finish(event: UIEvent?) {
        stopRepeat()
        pressedHalf = nil
        isHighlighted = false
        if !isContinuous && value != valueAtBegin {
            _sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
    }

    private func step(_ half: Half, event: UIEvent?) {
        guard isEnabled(half) else { stopRepeat(); return }
        var v = value + (half == .increment ? stepValue : -stepValue)
        if wraps {
            if v > maximumValue { v = minimumValue } else if v < minimumValue { v = maximumValue }
        }
        let old = value
        value = v
        if isContinuous && value != old {
            _sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        stopRepeat()
        guard autorepeat else { return }
        repeatTimer = UIApplication.shared.clock.schedule(after: delay) { [weak self] in
            guard let self, let half = self.pressedHalf, self.isTracking else { return }
            self.repeatTimer = nil
            self.step(half, event: nil)
            if self.pressedHalf != nil { self.scheduleRepeat(after: Self.autorepeatInterval) }
        }
    }

    private func stopRepeat() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    /// C3: a single one-finger tap on an ancestor doesn't begin: the stepper's step wins.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _competesWithDefaultAction(gestureRecognizer), UIControl._isSingleOneFingerTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
