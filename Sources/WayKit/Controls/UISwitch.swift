import Foundation

/// An on/off switch: a tap toggles it, a drag moves its knob and the side the
/// knob ends on wins; either way a change sends `valueChanged` and
/// `primaryActionTriggered` (C1). Its tap beats a single one-finger tap on an
/// ancestor, and its knob drag beats a one-finger pan on an ancestor (C3).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// UIKit's fixed switch size.
    public static let defaultSize = CGSize(width: 51, height: 31)
    /// Points a touch must move sideways before it drags the knob instead of
    /// tapping.
    public static let knobDragThreshold: CGFloat = 4

    /// Whether the switch is on. Setting it sends nothing (UIKit).
    open var isOn: Bool = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Where the knob is while dragged: 0 at the off end, 1 at the on end; nil
    /// when not dragged (the renderer draws it at `isOn`).
    public private(set) var knobDragPosition: CGFloat?

    private var trackingStartX: CGFloat = 0
    private var isDraggingKnob = false

    /// A switch ignores the frame's size, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.defaultSize))
    }

    /// Always ``defaultSize`` (A4).
    open override var intrinsicContentSize: CGSize { UISwitch.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.defaultSize }

    public convenience init() { self.init(frame: .zero) }

    /// The size part of a new frame is ignored too: a switch is always
    /// ``defaultSize``.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.defaultSize) }
    }

    /// Sets the value; animated, the knob slides there as on iOS. Sends
    /// nothing (UIKit).
    open func setOn(_ on: Bool, animated: Bool) {
        let from = knobDragPosition ?? (isOn ? 1 : 0)
        isOn = on
        if animated { _slideKnob(from: from) }
    }

    override var _highlightsWhileTracking: Bool { false }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStartX = touch.location(in: self).x
        isDraggingKnob = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if !isDraggingKnob && abs(x - trackingStartX) > Self.knobDragThreshold { isDraggingKnob = true }
        if isDraggingKnob {
            // The knob follows the finger from where it was, clamped to the track.
            let travel = max(1, bounds.width - bounds.height)
            let base: CGFloat = isOn ? 1 : 0
            knobDragPosition = min(1, max(0, base + (x - trackingStartX) / travel))
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue: Bool
        if isDraggingKnob, let position = knobDragPosition {
            newValue = position >= 0.5
        } else if let touch, _isInside(touch) {
            newValue = !isOn
        } else {
            newValue = isOn
        }
        let from = knobDragPosition ?? (isOn ? 1 : 0)
        knobDragPosition = nil
        isDraggingKnob = false
        setNeedsDisplay()
        if newValue != isOn {
            isOn = newValue
            _sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
        // From wherever the finger left the knob to its end.
        _slideKnob(from: from)
    }

    open override func cancelTracking(with event: UIEvent?) {
        knobDragPosition = nil
        isDraggingKnob = false
        setNeedsDisplay()
    }

    /// C3, UIKit's list for a switch: an ancestor's single one-finger tap, and
    /// an ancestor's one-finger pan parallel to the switch (along its knob's
    /// travel), don't begin. A pan across the switch is not an overlap: the
    /// ancestor's pan wins, as it does on iOS.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _competesWithDefaultAction(gestureRecognizer) {
            if UIControl._isSingleOneFingerTap(gestureRecognizer) { return false }
            if let pan = gestureRecognizer as? UIPanGestureRecognizer, !(pan is UIScreenEdgePanGestureRecognizer),
               pan.numberOfTouches <= 1, Self._isParallel(pan.translation(in: self)) {
                return false
            }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A movement along the switch (horizontal): more across x than y. The
    /// knob runs the switch's whole width, so any touch on it is on the knob's
    /// track.
    static func _isParallel(_ t: CGPoint) -> Bool { abs(t.x) > abs(t.y) }

    // MARK: Knob animation

    /// How long the knob takes to slide to its end after a toggle.
    public static let knobSlideDuration: TimeInterval = 0.25
    private var knobLink: CADisplayLink?
    private var knobFrom: CGFloat = 0
    private var knobStart: TimeInterval = 0

    /// Slides the knob from `from` (0 off … 1 on) to the end `isOn` names,
    /// a frame at a time on the frame clock (A3), with the default ease.
    func _slideKnob(from: CGFloat) {
        knobLink?.invalidate()
        knobLink = nil
        let to: CGFloat = isOn ? 1 : 0
        guard UIView.areAnimationsEnabled, abs(to - from) > 0.001, window != nil else { return }
        knobFrom = from
        knobStart = UIApplication.shared.clock.now
        knobDragPosition = from
        let link = CADisplayLink(target: self, action: UISwitch._stepKnob)
        link.add(to: .main, forMode: .common)
        knobLink = link
    }

    private func _stepKnob(_ link: CADisplayLink) {
        let t = min(1, max(0, (link.timestamp - knobStart) / Self.knobSlideDuration))
        let to: CGFloat = isOn ? 1 : 0
        let eased = CGFloat(AnimationTiming.easeInOut.progress(t, duration: Self.knobSlideDuration))
        knobDragPosition = t >= 1 || window == nil ? nil : knobFrom + (to - knobFrom) * eased
        setNeedsDisplay()
        if knobDragPosition == nil {
            link.invalidate()
            knobLink = nil
        }
    }
}
