import Foundation

/// Recognizes fingers dragging (G11). Continuous: began once the fingers'
/// centroid has moved more than ``hysteresis``, changed as they move, ended
/// when they lift. ``translation(in:)`` and ``velocity(in:)`` follow the
/// centroid; fingers joining or leaving don't make it jump.
///
/// With ``allowedScrollTypesMask`` set, pointer scrolling (wheel, touchpad) is
/// a pan too (P4).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest fingers that pan. Default 1.
    open var minimumNumberOfTouches: Int = 1
    /// Most fingers that pan; more make a still-possible pan fail. Default
    /// unlimited.
    open var maximumNumberOfTouches: Int = Int.max
    /// Pointer scrolling that counts as panning. Default none, as in UIKit.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// Points the centroid must move before the pan begins, so that a tap with
    /// a slightly moving finger stays a tap.
    public static let hysteresis: CGFloat = 10
    /// Seconds without wheel clicks after which a wheel pan ends (wheels send no
    /// stop, unlike touchpads' `wl_pointer.axis_stop`).
    public static let wheelPanEndDelay: TimeInterval = 0.15
    /// How long a touchpad scroll may go without an event before its pan
    /// ends. Compositors end a touchpad scroll with `axis_stop`; one that
    /// never sends it (the pointer left mid-scroll, a compositor bug) must
    /// not leave the pan active for ever (F2's spirit for scrolling).
    public static let continuousPanTimeout: TimeInterval = 1

    /// The gesture's translation in window coordinates.
    var _translation = CGPoint.zero
    private var samples: [_GestureSample] = []
    /// Where the scroll pan's pointer is, scene coordinates.
    private var scrollLocation: CGPoint?
    private var scrollEndTimer: EventTimer?
    private var isScrollPan = false
    /// The kind of pointer scrolling driving the pan, empty for fingers: a
    /// scroll view decelerates after a touchpad's `axis_stop` but not after
    /// wheel clicks (S9).
    var _scrollPanType: UIScrollTypeMask { isScrollPan ? scrollPanType : [] }
    private var scrollPanType: UIScrollTypeMask = []

    // MARK: Values

    /// How far the fingers moved since the gesture started, in `view`'s
    /// coordinates (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        _vector(fromWindow: _translation, to: view)
    }

    /// Makes the translation `translation` (in `view`'s coordinates) from here
    /// on; handlers commonly reset it to zero after applying it.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        _translation = _vector(toWindow: translation, from: view)
        samples.removeAll()
        samples._record(_translation, at: UIApplication.shared.clock.now)
    }

    /// Points per second the fingers are moving, in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        _vector(fromWindow: samples._velocity, to: view)
    }

    open override func location(in view: UIView?) -> CGPoint {
        if isScrollPan, let scene = scrollLocation, let window = self.view?.window {
            let p = window._convertFromSuperview(scene)
            return view.map { window.convert(p, to: $0) } ?? p
        }
        return super.location(in: view)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if samples.isEmpty { samples._record(_translation, at: event.timestamp) }
        if state == .possible && numberOfTouches > maximumNumberOfTouches { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible || state.isActive, numberOfTouches > 0 else { return }
        // The centroid moves by the moved fingers' displacement shared among all
        // fingers down (stationary ones move it by nothing).
        var dx: CGFloat = 0, dy: CGFloat = 0
        for t in touches {
            let p = t.location(in: nil), q = t.previousLocation(in: nil)
            dx += p.x - q.x
            dy += p.y - q.y
        }
        let n = CGFloat(numberOfTouches)
        _translation.x += dx / n
        _translation.y += dy / n
        samples._record(_translation, at: event.timestamp)
        if state.isActive {
            state = .changed
        } else if numberOfTouches >= minimumNumberOfTouches && numberOfTouches <= maximumNumberOfTouches
                    && _shouldBeginPanning() {
            state = .began
        }
    }

    /// Whether the movement so far starts the pan; subclasses narrow it (a
    /// screen-edge pan wants movement away from its edge).
    func _shouldBeginPanning() -> Bool {
        hypot(_translation.x, _translation.y) > Self.hysteresis
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state.isActive {
            if numberOfTouches < minimumNumberOfTouches { state = .ended }
        } else if state == .possible && numberOfTouches == 0 {
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        _translation = .zero
        samples.removeAll()
        scrollLocation = nil
        scrollEndTimer?.invalidate()
        scrollEndTimer = nil
        isScrollPan = false
        scrollPanType = []
    }

    // MARK: Scrolling (P4)

    override var _acceptsScroll: Bool { !allowedScrollTypesMask.isEmpty }

    override func _scroll(_ input: ScrollInput, location: CGPoint, event: UIEvent) {
        // A pan already driven by fingers ignores the wheel.
        guard !_isParticipating || isScrollPan else { return }
        let type: UIScrollTypeMask
        switch input.source {
        case .wheel, .wheelTilt: type = .discrete
        case .finger, .continuous: type = .continuous
        case nil: type = (input.discrete == .zero && input.value120 == .zero) ? .continuous : .discrete
        }
        guard allowedScrollTypesMask.contains(type) else { return }
        scrollLocation = location
        scrollPanType = type
        // Wayland's axis values grow as content should move up/left (wheel
        // down); the pan follows the content, as on an iPad trackpad.
        let moved = input.delta != .zero
        if moved {
            _translation.x -= input.delta.dx
            _translation.y -= input.delta.dy
            samples._record(_translation, at: event.timestamp)
        }
        if state == .possible && moved {
            // No touches means no other recognizer to arbitrate with, but the
            // delegate's and the view's veto still hold (G10).
            guard _shouldBegin() else { _resetForNextGesture(); return }
            isScrollPan = true
            _transition(to: .began)
        } else if state.isActive && moved {
            _transition(to: .changed)
        }
        guard state.isActive else { return }
        scrollEndTimer?.invalidate()
        scrollEndTimer = nil
        if input.stopped {
            endScrollPan()
        } else {
            let delay = type == .discrete ? Self.wheelPanEndDelay : Self.continuousPanTimeout
            scrollEndTimer = UIApplication.shared.clock.schedule(after: delay) { [weak self] in
                self?.endScrollPan()
            }
        }
    }

    override func _scrollInterrupted() {
        guard isScrollPan, state.isActive else { return }
        _transition(to: .cancelled)
        _resetForNextGesture()
    }

    private func endScrollPan() {
        guard isScrollPan, state.isActive else { return }
        _transition(to: .ended)
        _resetForNextGesture()
    }
}
