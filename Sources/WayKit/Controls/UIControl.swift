import Foundation

/// A view that turns touches into events for its targets (C1): buttons,
/// switches, sliders, steppers, segmented controls.
///
/// A control tracks one touch through ``beginTracking(_:with:)``,
/// ``continueTracking(_:with:)``, ``endTracking(_:with:)`` and
/// ``cancelTracking(with:)``; subclasses override those, not the `touches…`
/// methods. It keeps its touches to itself (C2), its default action beats an
/// overlapping recognizer on an ancestor (C3), a recognizer on the control
/// itself beats its action (C4, which the recognizer arbitration gives for
/// free: the recognizer cancels the control's touch), and a disabled control
/// neither highlights nor sends (C6).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far (points) outside its bounds a tracked touch still counts as
    /// inside: a lift there is `touchUpInside` and dragging back and forth
    /// across the edge doesn't flicker. UIKit uses 70 points.
    public static let touchUpInsideTolerance: CGFloat = 70

    // MARK: State

    /// A disabled control neither highlights nor sends actions (C6).
    open var isEnabled: Bool = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                // Disabling mid-touch ends the interaction quietly.
                isHighlighted = false
                if isTracking { _abandonTracking(sendingCancel: false) }
            }
            setNeedsDisplay()
            _controlStateDidChange()
        }
    }
    open var isSelected: Bool = false {
        didSet { if isSelected != oldValue { setNeedsDisplay(); _controlStateDidChange() } }
    }
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay(); _controlStateDidChange() } }
    }

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed: a
    /// button updates its configuration and its title label (U6).
    func _controlStateDidChange() {}

    /// The state, from the flags above.
    open var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Whether the control is tracking a touch.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside (bounds plus the tolerance).
    public private(set) var isTouchInside = false

    /// The touch being tracked; cleared when it ends or is cancelled (E7
    /// guarantees one of them).
    private var trackedTouch: UITouch?

    // MARK: Targets

    private struct Registration {
        var events: Event
        /// Set for ``addAction(_:for:)``.
        let action: UIAction?
        /// Set for the target-style API: the weakly held target, and the call.
        weak var target: AnyObject?
        let isTargetStyle: Bool
        /// Names the registration for ``removeTarget(_:action:for:)``.
        var token = TargetToken(id: 0)
        let perform: @MainActor (UIControl, UIEvent?) -> Void
    }
    private var registrations: [Registration] = []
    /// One counter for every control: a token names one registration of
    /// one control, so another control never matches it.
    private static var nextTokenID: UInt64 = 0

    /// Names one target–action registration, so that it alone can be removed.
    /// UIKit removes a registration by its target and selector; Swift closures
    /// (the method references that stand for selectors here) can't be compared,
    /// so `addTarget` returns this instead.
    public struct TargetToken: Hashable, Sendable { let id: UInt64 }

    private func register(_ r: Registration) -> TargetToken {
        UIControl.nextTokenID += 1
        var r = r
        r.token = TargetToken(id: UIControl.nextTokenID)
        registrations.append(r)
        return r.token
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control whose primary action runs `primaryAction`.
    /// No default frame, as in UIKit: `UIButton(primaryAction:)` is then
    /// the button's own initializer, not ambiguous with this one.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Adds `action` for `controlEvents`; an action with the same identifier
    /// registered for the same events is replaced (UIKit).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll { $0.action?.identifier == action.identifier && $0.events == controlEvents }
        registrations.append(Registration(events: controlEvents, action: action, target: nil, isTargetStyle: false) { control, _ in
            action._perform(sender: control)
        })
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        registrations = registrations.compactMap { r in
            guard r.action?.identifier == actionIdentifier else { return r }
            var left = r
            left.events = r.events.subtracting(controlEvents)
            return left.events.isEmpty ? nil : left
        }
    }

    // `@preconcurrency` on these `open` methods too: without it Swift 6.3
    // mangles their `@MainActor` closure parameter one way in the method and
    // another in a subclass's vtable, and subclasses in other files fail to
    // link (the class is `@preconcurrency` for Swift 5 callers, U1).

    /// UIKit's target–action pair, with a method reference in place of the
    /// selector: `addTarget(self, action: MyView.buttonTapped, for: .touchUpInside)`
    /// where `func buttonTapped(_ sender: UIButton)`. The target is held weakly,
    /// as UIKit holds it; once it is gone the registration does nothing.
    @discardableResult
    @preconcurrency open func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
    ) -> TargetToken {
        register(Registration(events: controlEvents, action: nil, target: target, isTargetStyle: true) { [weak target] control, _ in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender)
        })
    }

    /// The two-argument form: `func handle(_ sender: UIButton, _ event: UIEvent?)`.
    @discardableResult
    @preconcurrency open func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender, UIEvent?) -> Void, for controlEvents: Event
    ) -> TargetToken {
        register(Registration(events: controlEvents, action: nil, target: target, isTargetStyle: true) { [weak target] control, event in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender, event)
        })
    }

    /// The no-argument form: `func handle()`.
    @discardableResult
    @preconcurrency open func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event
    ) -> TargetToken {
        register(Registration(events: controlEvents, action: nil, target: target, isTargetStyle: true) { [weak target] _, _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// UIKit's target–action with a selector value (U2; `Selector.swift`):
    /// the method runs on `target`, held weakly, or, with a nil target, on
    /// the first responder along the chain that has it, as UIKit sends a
    /// nil-targeted action.
    @discardableResult
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) -> TargetToken {
        guard let target else {
            return register(Registration(events: controlEvents, action: nil, target: nil, isTargetStyle: false) { control, event in
                UIApplication.shared.sendAction(action, to: nil, from: control, for: event)
            })
        }
        let object = target as AnyObject
        return register(Registration(events: controlEvents, action: nil, target: object, isTargetStyle: true) { [weak object] control, event in
            guard let object else { return }
            action.perform(on: object, sender: control, event: event)
        })
    }

    /// Removes `target`'s registrations for `controlEvents`; a nil target
    /// removes every target-style registration for them.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        removeTarget(target, action: nil, for: controlEvents)
    }

    /// UIKit's `removeTarget(_:action:for:)`: removes the one registration
    /// `action` names (what `addTarget` returned) for `controlEvents`; with a
    /// nil `action`, every registration of `target` (of every target when it
    /// is nil too). A registration keeps the events it had beyond
    /// `controlEvents`.
    open func removeTarget(_ target: AnyObject?, action: TargetToken?, for controlEvents: Event) {
        registrations = registrations.compactMap { r in
            guard r.isTargetStyle, target == nil || r.target === target else { return r }
            if let action, r.token != action { return r }
            var left = r
            left.events = r.events.subtracting(controlEvents)
            return left.events.isEmpty ? nil : left
        }
    }

    /// Sends `.primaryActionTriggered` as a tap would, running the control's
    /// primary action (UIKit, iOS 14).
    open func performPrimaryAction() {
        _sendActions(for: .primaryActionTriggered, event: nil)
    }

    /// The live targets (target-style registrations whose target still exists).
    open var allTargets: [AnyObject] {
        var result: [AnyObject] = []
        for r in registrations where r.isTargetStyle {
            if let t = r.target, !result.contains(where: { $0 === t }) { result.append(t) }
        }
        return result
    }

    /// Every event that has a registration.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action._perform(sender: self)
    }

    /// Sends each event of `controlEvents` to everything registered for it, in
    /// registration order, recording it in the trace (T1).
    open func sendActions(for controlEvents: Event) {
        _sendActions(for: controlEvents, event: nil)
    }

    func _sendActions(for controlEvents: Event, event: UIEvent?) {
        for (single, name) in controlEvents.singleEvents {
            if let trace = DeliveryTrace.current { trace.record(.controlEvent(_traceName, name)) }
            // A snapshot: an action may add or remove registrations.
            for r in registrations where r.events.contains(single) {
                if r.isTargetStyle && r.target == nil { continue }
                r.perform(self, event)
            }
        }
        registrations.removeAll { $0.isTargetStyle && $0.target == nil }
        // Y2: a new value is news to a screen reader (a slider moved, a
        // switch flipped); nothing is built when none is attached.
        if controlEvents.contains(.valueChanged) { AccessibilityCenter.shared._valueChanged(self) }
    }

    // MARK: Tracking (subclass hooks)

    /// A touch went down on the control. Return false not to track it further.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved. Return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (nil when tracking stopped without one).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled (a recognizer took it, the window went).
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether the control highlights while a touch is inside. Buttons do;
    /// sliders and switches draw their own feedback.
    var _highlightsWhileTracking: Bool { true }

    /// Whether `touch` is inside the bounds grown by the tolerance.
    func _isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchUpInsideTolerance, dy: -Self.touchUpInsideTolerance)
            .contains(touch.location(in: self))
    }

    /// Whether a touch may operate the control at all: enabled (C6) and, for a
    /// pointer, the primary button (E6: a secondary click is a context-menu
    /// click, never the primary action).
    func _acceptsTouch(_ touch: UITouch, event: UIEvent?) -> Bool {
        guard isEnabled else { return false }
        if touch.type == .indirectPointer, let event, !event.buttonMask.contains(.primary) { return false }
        return true
    }

    // MARK: Touches (C2: never passed up the responder chain)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, let touch = touches.first, _acceptsTouch(touch, event: event) else { return }
        trackedTouch = touch
        isTouchInside = true
        if _highlightsWhileTracking { isHighlighted = true }
        isTracking = beginTracking(touch, with: event)
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        _sendActions(for: events, event: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch), isEnabled else { return }
        let wasInside = isTouchInside
        isTouchInside = _isInside(touch)
        if _highlightsWhileTracking { isHighlighted = isTouchInside }
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        _sendActions(for: events, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        isTouchInside = _isInside(touch)
        let wasTracking = isTracking
        isTracking = false
        isHighlighted = false
        guard isEnabled else { return }
        if wasTracking { endTracking(touch, with: event) }
        if isTouchInside {
            _sendActions(for: .touchUpInside, event: event)
            _touchUpInside(touch, event: event)
        } else {
            _sendActions(for: .touchUpOutside, event: event)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        _abandonTracking(sendingCancel: true, event: event)
    }

    private func _abandonTracking(sendingCancel: Bool, event: UIEvent? = nil) {
        trackedTouch = nil
        let wasTracking = isTracking
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        if wasTracking { cancelTracking(with: event) }
        if sendingCancel { _sendActions(for: .touchCancel, event: event) }
    }

    /// What a tap on the control does after `touchUpInside` is sent: buttons
    /// send their primary action, switches toggle. The default does nothing.
    func _touchUpInside(_ touch: UITouch, event: UIEvent?) {}

    // MARK: C3

    /// Whether `recognizer`, attached to one of this control's ancestors,
    /// competes with the control's default action for this touch: the control
    /// is enabled, the recognizer is not its own (C4: that one wins), and it
    /// is not a tap for another pointer button than the primary one (a
    /// right-click menu on the superview: the control ignores such presses,
    /// E6). Subclasses' `gestureRecognizerShouldBegin(_:)` check this before
    /// UIKit's list of overlapping gestures.
    func _competesWithDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, let owner = recognizer.view, owner !== self, isDescendant(of: owner) else { return false }
        if let tap = recognizer as? UITapGestureRecognizer, !tap.buttonMaskRequired.contains(.primary),
           recognizer._touches.allSatisfy({ $0.type == .indirectPointer }) {
            return false
        }
        return true
    }

    /// UIKit's "single one-finger tap": the overlap buttons, switches,
    /// steppers, segmented and page controls have with an ancestor's tap.
    static func _isSingleOneFingerTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
