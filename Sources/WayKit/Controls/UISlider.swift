import Foundation

/// A horizontal slider: dragging its knob (thumb) changes ``value``, sending
/// `valueChanged` as it moves when ``isContinuous`` (else once at the end).
/// As on iOS, a touch on the track away from the thumb doesn't make it jump.
/// The knob's one-finger horizontal swipe beats a swipe recognizer on an
/// ancestor (C3).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The thumb's diameter, points.
    public static let thumbDiameter: CGFloat = 28
    /// Extra points around the thumb that still grab it (fingers are wider than
    /// the thumb's edge).
    public static let thumbHitMargin: CGFloat = 10

    open var minimumValue: Float = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; clampValue() }
    }
    open var maximumValue: Float = 1 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; clampValue() }
    }
    /// Always within ``minimumValue``…``maximumValue``. Setting it sends
    /// nothing (UIKit).
    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }
    /// Whether `valueChanged` is sent during the drag (default) or only at its
    /// end.
    open var isContinuous: Bool = true

    /// Any width; UIKit's 31 points high (A4).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: Swift.max(0, size.width), height: 31) }
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    private var _value: Float = 0
    /// Where the finger grabbed the thumb, relative to the thumb's center.
    private var grabOffset: CGFloat = 0
    private var valueAtBegin: Float = 0

    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else { return }
        let v = min(maximumValue, max(minimumValue, value))
        if v != _value { _value = v; setNeedsDisplay() }
    }

    private func clampValue() { setValue(_value, animated: false) }

    // MARK: Geometry (for the renderer and for hit-testing the thumb)

    /// The track's rectangle: the bounds' width, 2 points high, centered.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
    }

    /// The thumb's rectangle for `value`: it travels from the track's start to
    /// its end, staying inside it.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = Self.thumbDiameter
        let span = max(0, rect.width - d)
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
        return CGRect(x: rect.minX + fraction * span, y: bounds.midY - d / 2, width: d, height: d)
    }

    var _thumbRect: CGRect { thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value) }

    func _isOnThumb(_ point: CGPoint) -> Bool {
        _thumbRect.insetBy(dx: -Self.thumbHitMargin, dy: -Self.thumbHitMargin).contains(point)
    }

    // MARK: Tracking

    override var _highlightsWhileTracking: Bool { false }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        guard _isOnThumb(p) else { return false }
        grabOffset = p.x - _thumbRect.midX
        valueAtBegin = value
        isHighlighted = true
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let d = Self.thumbDiameter
        let span = track.width - d
        guard span > 0 else { return true }
        let center = touch.location(in: self).x - grabOffset
        let fraction = Float((center - track.minX - d / 2) / span)
        let old = value
        setValue(minimumValue + fraction * (maximumValue - minimumValue), animated: false)
        if isContinuous && value != old {
            _sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        isHighlighted = false
        if !isContinuous && value != valueAtBegin {
            _sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        isHighlighted = false
        if !isContinuous && value != valueAtBegin {
            _sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
        }
    }

    /// C3, UIKit's list for a slider: an ancestor's one-finger swipe along the
    /// slider that starts on its thumb doesn't begin (UIKit documents this very
    /// override). Other recognizers — a pan on the slider, a long press —
    /// don't overlap.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _competesWithDefaultAction(gestureRecognizer),
           let swipe = gestureRecognizer as? UISwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1,
           !swipe.direction.isDisjoint(with: [.left, .right]),
           // On the thumb: the slider is tracking a touch that began there
           // (touchesBegan reached the slider before a move could complete
           // the swipe).
           isTracking {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
