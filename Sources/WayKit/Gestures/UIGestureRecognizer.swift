import Foundation

/// Recognizes a gesture from the touches of the view it is attached to and of
/// that view's subviews, and runs its actions when it does.
///
/// Subclass it to make a new kind: override ``touchesBegan(_:with:)`` and
/// friends (calling `super` is optional but harmless), set ``state`` as the
/// gesture progresses, and reset per-gesture state in ``reset()`` (G11).
///
/// Touches reach recognizers before the hit view (G2). When a recognizer
/// recognizes, the view's touches are cancelled (``cancelsTouchesInView``, G4),
/// the view's `touchesBegan`/`touchesEnded` may be held back while it decides
/// (``delaysTouchesBegan``, ``delaysTouchesEnded``; G6, G7), recognizers nearer the
/// hit view win over those farther up (G8), and failure requirements hold
/// recognizers back (G9).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// Discrete recognizers end in `.recognized`, which is `.ended`.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        var isActive: Bool { self == .began || self == .changed }
    }

    /// The transitions a recognizer may make, written once (G3). Terminal states
    /// go back to `.possible` only through reset, which the event model does.
    public static let allowedTransitions: [State: Set<State>] = [
        .possible: [.began, .ended, .failed],
        .began: [.changed, .ended, .cancelled],
        .changed: [.changed, .ended, .cancelled],
        .ended: [],
        .cancelled: [],
        .failed: [],
    ]

    /// ``allowedTransitions`` as bit masks indexed by state, built once from the
    /// table: checking a transition is on every recognizer's path, and a
    /// dictionary of sets costs two hashes per check.
    private static let _allowedMasks: [UInt8] = {
        var masks = [UInt8](repeating: 0, count: 6)
        for (from, targets) in allowedTransitions {
            for to in targets { masks[from.rawValue] |= 1 << UInt8(to.rawValue) }
        }
        return masks
    }()

    static func _isAllowed(from: State, to: State) -> Bool {
        _allowedMasks[from.rawValue] & (1 << UInt8(to.rawValue)) != 0
    }

    /// Called on an illegal transition, which is a programmer error (G3). The
    /// default stops a debug build; a release build logs and ignores the
    /// transition. Tests may replace it.
    nonisolated(unsafe) public static var illegalTransitionHandler: @MainActor (UIGestureRecognizer, State, State) -> Void = { r, from, to in
        let message = "WayKit: illegal gesture recognizer transition \(type(of: r)) \(from) -> \(to)"
        assertionFailure(message)
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    // MARK: Stored state
    //
    // The per-gesture state below is read on every touch event for every
    // recognizer on the path; it is main-actor confined, so it skips the
    // runtime's dynamic exclusivity checks (`@exclusivity(unchecked)`), which
    // cost more than the reads (docs/performance.md).

    /// The view the recognizer is attached to.
    public final var view: UIView? { _view }
    // Unowned rather than weak, like `UIView.superview`: a weak reference gives
    // the view a side table, which sends every retain and release of it down
    // the runtime's slow path, and views with recognizers are exactly the ones
    // on a touch's path. The view owns its recognizers and clears this pointer
    // when it removes one or goes away (UIView's deinit), so it never dangles.
    unowned(unsafe) var _view: UIView?
    public weak var delegate: UIGestureRecognizerDelegate?
    public var name: String?

    open var isEnabled: Bool = true {
        didSet { if !isEnabled && oldValue { _abandon() } }
    }
    /// G4/G5: whether recognition cancels the view's touches. Default true.
    open var cancelsTouchesInView: Bool = true
    /// G6: whether the view's `touchesBegan` waits until this recognizer fails.
    /// Default false.
    open var delaysTouchesBegan: Bool = false
    /// G7: whether the view's `touchesEnded` waits while this recognizer may
    /// still recognize. Default true (UIKit's default).
    open var delaysTouchesEnded: Bool = true
    /// The touch types this recognizer receives.
    open var allowedTouchTypes: Set<UITouch.TouchType> = [.direct, .indirect, .pencil, .indirectPointer] {
        didSet {
            _allowedTouchTypeMask = 0
            for type in allowedTouchTypes { _allowedTouchTypeMask |= 1 << type.rawValue }
        }
    }
    /// ``allowedTouchTypes`` as a bit mask, for G1's collection without hashing.
    @exclusivity(unchecked) var _allowedTouchTypeMask: Int = 0b1111

    func _allows(_ type: UITouch.TouchType) -> Bool { _allowedTouchTypeMask & (1 << type.rawValue) != 0 }
    open var requiresExclusiveTouchType: Bool = true

    @exclusivity(unchecked) private var _state: State = .possible
    /// A transition out of `.possible` waiting for the arbiter (G8, G9).
    @exclusivity(unchecked) var _pendingState: State?
    /// Touches seen in this gesture, in arrival order (finished ones included
    /// until reset).
    @exclusivity(unchecked) var _touches: [UITouch] = []
    /// Distance from the hit view to this recognizer's view (0 = the hit view),
    /// for G8's priority.
    @exclusivity(unchecked) var _depth = Int.max
    /// Set by recognizers that stay possible after their touches end, waiting
    /// for more (a double tap between taps). Others still possible when their
    /// touches end fail, so that no held touch waits forever.
    @exclusivity(unchecked) var _isAwaitingMoreTouches = false
    @exclusivity(unchecked) var _isParticipating = false
    /// Set while a touchpad pinch, not fingers on the screen, drives it (D3).
    var _isTouchpadDriven = false

    @exclusivity(unchecked) var _targets: [Target] = []
    @exclusivity(unchecked) private var _failureRequirements: [WeakRecognizer] = []

    struct Target {
        let id: UInt64
        /// The object of a target–action pair (nil for a plain closure).
        weak var target: AnyObject?
        let action: @MainActor (UIGestureRecognizer) -> Bool   // false: its target is gone
    }
    /// One counter for every recognizer, so a token never matches another
    /// recognizer's registration.
    static var _nextTargetID: UInt64 = 0

    // MARK: Init and targets

    public override init() {}

    /// A recognizer that calls `action` at each transition (G12). The closure
    /// gets the recognizer as its own type: `UIPanGestureRecognizer { pan in
    /// pan.translation(in: nil) }`.
    public convenience init(action: @escaping @MainActor (Self) -> Void) {
        self.init()
        addTarget(action)
    }

    /// UIKit's `init(target:action:)`, with a method reference instead of a
    /// selector; the target is held weakly, as UIKit holds it.
    public convenience init<T: AnyObject, R: UIGestureRecognizer>(target: T, action: @escaping @MainActor (T) -> (R) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Names one target–action registration of one recognizer (see
    /// UIGestureRecognizer+Targets.swift).
    public struct TargetToken: Hashable, Sendable { let id: UInt64 }

    // MARK: State

    /// The recognizer's state. Subclasses set it as the gesture progresses; the
    /// event model arbitrates transitions out of `.possible` (G8–G10) and runs
    /// the actions at each transition (G12).
    public var state: State {
        get { _state }
        set { _requestTransition(to: newValue) }
    }

    func _requestTransition(to newState: State) {
        if _state == .possible, let pending = _pendingState {
            // Waiting for the arbiter (a failure requirement, G9): the gesture
            // goes on meanwhile. Its moves are folded into the pending
            // `.began`; an end makes the pending transition a recognition; a
            // cancellation or failure gives it up.
            switch newState {
            case .changed, .began:
                return
            case .ended:
                if pending == .began { _pendingState = .ended }
                return
            case .cancelled, .failed:
                _pendingState = nil
                _transition(to: .failed)
                UIApplication.shared._delivery.gestures.requestResolution()
                return
            case .possible:
                break
            }
        }
        let from = _pendingState ?? _state
        if newState == .changed && from == .changed { _transition(to: .changed); return }
        guard UIGestureRecognizer._isAllowed(from: _state, to: newState) else {
            if newState == _state && newState != .changed { return }
            UIGestureRecognizer.illegalTransitionHandler(self, _state, newState)
            return
        }
        let environment = UIApplication.shared._delivery.gestures
        if _state == .possible && (newState == .began || newState == .ended) {
            _pendingState = newState
            environment.requestResolution()
        } else if newState == .failed {
            _pendingState = nil
            _transition(to: .failed)
            environment.requestResolution()
        } else {
            _transition(to: newState)
            if newState.isTerminal { environment.requestResolution() }
        }
    }

    /// Performs a transition: records it and runs the actions.
    func _transition(to newState: State) {
        let old = _state
        _state = newState
        if let trace = DeliveryTrace._current {
            trace.record(.recognizerState(_traceName, view?._traceName, old, newState))
        }
        guard newState != .failed, newState != .possible else { return }
        for target in _targets {
            if !target.action(self) { _targets.removeAll { $0.id == target.id } }
        }
    }

    /// Back to `.possible` for the next gesture, after ``reset()``.
    func _resetForNextGesture() {
        reset()
        _pendingState = nil
        _touches.removeAll(keepingCapacity: true)
        _depth = Int.max
        _isAwaitingMoreTouches = false
        _isParticipating = false
        if _state != .possible {
            let old = _state
            _state = .possible
            if let trace = DeliveryTrace._current {
                trace.record(.recognizerState(_traceName, view?._traceName, old, .possible))
            }
        }
    }

    /// Stops taking part in the current gesture: cancelled when active, failed
    /// otherwise (disabled, removed from its view).
    func _abandon() {
        if _state.isActive { _transition(to: .cancelled) } else if _state == .possible && _isParticipating { _pendingState = nil; _transition(to: .failed) }
        UIApplication.shared._delivery.gestures.requestResolution()
    }

    // MARK: Touches (subclass hooks, G11)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// The default ends the gesture: cancelled when active, failed when still
    /// possible.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if _state.isActive { state = .cancelled } else if _state == .possible { state = .failed }
    }

    /// Clears per-gesture state; called after the recognizer's gesture is over.
    open func reset() {}

    /// Stops sending `touch` to this recognizer; it no longer counts for delays.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        _touches.removeAll { $0 === touch }
        touch._gestureRecognizers.removeAll { $0 === self }
    }

    // MARK: Relationships (G8, G9)

    /// Whether recognizing prevents `preventedGestureRecognizer`. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing prevents this one.
    /// Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Makes this recognizer wait until `other` fails, and fail if it recognizes
    /// (G9).
    public func require(toFail other: UIGestureRecognizer) {
        _failureRequirements.removeAll { $0.value == nil }
        if !_failureRequirements.contains(where: { $0.value === other }) {
            _failureRequirements.append(WeakRecognizer(value: other))
        }
    }

    func _requiresFailure(of other: UIGestureRecognizer) -> Bool {
        if _failureRequirements.contains(where: { $0.value === other }) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true { return true }
        return false
    }

    /// G10 and C3: the delegate's veto, the veto of the recognizer's own view,
    /// and that of each view a touch hit and its ancestors below the
    /// recognizer's view (UIKit's public mechanism for a control's default
    /// action beating an ancestor's recognizer). The ancestors are asked too
    /// so that a control whose touch lands on an interactive subview of its
    /// own (an icon view inside a button) still protects its action. Each
    /// view is asked once.
    func _shouldBegin() -> Bool {
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        var asked: [UIView] = []
        for touch in _touches {
            var v = touch.view
            while let current = v, current !== view {
                var seen = false
                for a in asked where a === current { seen = true; break }
                if !seen {
                    asked.append(current)
                    if !current.gestureRecognizerShouldBegin(self) { return false }
                }
                v = current.superview
            }
        }
        return true
    }

    // MARK: Touch info

    /// Touches still down.
    var _activeTouches: [UITouch] { _touches.filter { !$0._isFinished } }

    /// How many touches are still down, without building an array (hot path).
    var _activeTouchCount: Int {
        var n = 0
        for t in _touches where !t._isFinished { n += 1 }
        return n
    }

    public var numberOfTouches: Int { _activeTouchCount }

    /// The centroid of the gesture's touches in `view`'s coordinates (the
    /// window's when nil); after they end, of the last ones.
    open func location(in view: UIView?) -> CGPoint {
        let onlyActive = _activeTouchCount > 0
        var x: CGFloat = 0, y: CGFloat = 0, n = 0
        for t in _touches where !onlyActive || !t._isFinished {
            let p = t.location(in: view)
            x += p.x
            y += p.y
            n += 1
        }
        guard n > 0 else { return .zero }
        return CGPoint(x: x / CGFloat(n), y: y / CGFloat(n))
    }

    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let list = _activeTouches
        guard list.indices.contains(touchIndex) else { return .zero }
        return list[touchIndex].location(in: view)
    }

    // MARK: Attachment

    func _attach(to view: UIView) { _view = view }

    func _detach() {
        if _isParticipating { _abandon() }
        _view = nil
    }

    var _traceName: String { name ?? String(describing: type(of: self)) }

    // MARK: Hover and scroll hooks (pointer input, E6)

    /// Whether pointer hover reaches this recognizer (hover recognizers only).
    var _acceptsHover: Bool { false }
    func _hover(_ phase: UITouch.Phase, location: CGPoint, event: UIEvent) {}
    /// Whether scroll input reaches this recognizer (pans that allow scrolling).
    var _acceptsScroll: Bool { false }
    func _scroll(_ input: ScrollInput, location: CGPoint, event: UIEvent) {}
    /// The pointer that was scrolling left the scene (or went away): a
    /// scroll-driven gesture can't expect its end any more.
    func _scrollInterrupted() {}
    /// Fingers rest on the touchpad (a touchpad hold, D3) under this
    /// scroll-driven recognizer's view: what scrolling set moving stops. The
    /// default ends a scroll gesture in progress.
    func _touchpadHold() { _scrollInterrupted() }
    /// Whether touchpad pinches drive this recognizer (D3).
    var _acceptsTouchpadPinch: Bool { false }
    /// A touchpad pinch under the pointer, at `location` (window points),
    /// drives a recognizer that accepts pinches as two fingers would, as
    /// iPadOS does with a trackpad: began, changed with the compositor's
    /// values, ended or cancelled. Pinch and rotation share this state
    /// machine and say only what a step sets
    /// (`_touchpadPinchBegan`, `_touchpadPinchChanged`).
    func _touchpadPinch(_ gesture: TouchpadGesture, location: CGPoint, event: UIEvent) {
        guard _acceptsTouchpadPinch, !_isParticipating || _isTouchpadDriven else { return }
        switch gesture.phase {
        case .began:
            guard state == .possible else { return }
            guard _shouldBegin() else { _resetForNextGesture(); return }
            _isTouchpadDriven = true
            _touchpadPinchBegan(at: event.timestamp)
            _transition(to: .began)
        case .changed:
            guard _isTouchpadDriven, state.isActive else { return }
            _touchpadPinchChanged(gesture, at: event.timestamp)
            _transition(to: .changed)
        case .ended, .cancelled:
            guard _isTouchpadDriven, state.isActive else { return }
            _transition(to: gesture.phase == .ended ? .ended : .cancelled)
            _isTouchpadDriven = false
            _resetForNextGesture()
        }
    }
    /// A touchpad pinch began driving this recognizer: its value starts over.
    func _touchpadPinchBegan(at timestamp: TimeInterval) {}
    /// A touchpad pinch moved: the recognizer takes its value.
    func _touchpadPinchChanged(_ gesture: TouchpadGesture, at timestamp: TimeInterval) {}
}
