import Foundation

// The actions an assistive technology performs on an element (Y1, Y3): the
// speech mode's double tap, scrub and three-finger swipes, and the AT-SPI
// Action interface, all go through these, so they behave the same.
extension AccessibilityCenter {
    /// Activates `element`: `accessibilityActivate()`, and when that declines,
    /// a tap at its activation point delivered like any touch, through hit
    /// testing, recognizers and controls (VoiceOver's double tap). False when
    /// the point is in no window.
    @discardableResult
    public func activate(_ element: UIResponder) -> Bool {
        if element.accessibilityActivate() { return true }
        return tap(at: element.accessibilityActivationPoint, for: element)
    }

    /// A tap at `point` (scene coordinates) in `element`'s scene.
    @discardableResult
    func tap(at point: CGPoint, for element: UIResponder) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let scene = Self.window(of: element)?.windowScene
        let app = UIApplication.shared
        let now = app.clock.now
        // An id no backend hands out, so the simulated finger never meets
        // a real one.
        syntheticTouchID &+= 1
        let id = Int.min / 2 + syntheticTouchID
        app.handleTouchFrame(TouchFrame(timestamp: now, points: [TouchPoint(id: id, phase: .began, location: point)]), in: scene)
        app.handleTouchFrame(TouchFrame(timestamp: now, points: [TouchPoint(id: id, phase: .ended, location: point)]), in: scene)
        return true
    }

    /// A simulated finger the speech mode's pass-through moves (began,
    /// moved, then ended or cancelled); nil location repeats the last one.
    func _syntheticTouch(_ phase: UITouch.Phase, at point: CGPoint?, for element: UIResponder) {
        let app = UIApplication.shared
        if phase == .began {
            syntheticTouchID &+= 1
            passThroughID = Int.min / 2 + syntheticTouchID
        }
        guard let id = passThroughID else { return }
        let location = point ?? passThroughLocation
        guard location.x.isFinite, location.y.isFinite else { return }
        passThroughLocation = location
        if phase == .ended || phase == .cancelled { passThroughID = nil }
        let scene = Self.window(of: element)?.windowScene
        app.handleTouchFrame(TouchFrame(timestamp: app.clock.now, points: [TouchPoint(id: id, phase: phase, location: location)]),
                             in: scene)
    }

    /// Escape (VoiceOver's two-finger scrub, the Escape key, AT-SPI's
    /// escape): `accessibilityPerformEscape()` along the responder chain
    /// from `element` (the first responder of the key window when nil)
    /// until one returns true.
    @discardableResult
    public func escape(from element: UIResponder?) -> Bool {
        walkChain(from: element) { $0.accessibilityPerformEscape() }
    }

    /// The magic tap (two-finger double tap): `accessibilityPerformMagicTap()`
    /// along the same chain.
    @discardableResult
    public func magicTap(from element: UIResponder?) -> Bool {
        walkChain(from: element) { $0.accessibilityPerformMagicTap() }
    }

    /// Scrolls by a page: `accessibilityScroll(_:)` on the element and then
    /// on its containers outward, until one scrolls.
    @discardableResult
    public func scroll(_ direction: UIAccessibility.ScrollDirection, from element: UIResponder?) -> Bool {
        var object: UIResponder? = element ?? AccessibilityHierarchy.windows().last
        var hops = 0
        while let current = object, hops < 10_000 {
            if current.accessibilityScroll(direction) { return true }
            if let view = current as? UIView { object = view.superview }
            else if let e = current as? UIAccessibilityElement { object = e.accessibilityContainer as? UIResponder }
            else { object = nil }
            hops += 1
        }
        return false
    }

    /// Runs custom action `index` of `element`; false when there is none.
    @discardableResult
    public func performCustomAction(_ index: Int, of element: UIResponder) -> Bool {
        guard let actions = element.accessibilityCustomActions, actions.indices.contains(index) else { return false }
        return actions[index]._perform()
    }

    private func walkChain(from element: UIResponder?, _ body: (UIResponder) -> Bool) -> Bool {
        var responder: UIResponder? = element
        if let e = element as? UIAccessibilityElement { responder = e._containerView ?? e }
        if responder == nil {
            let window = UIApplication.shared.keyWindow
            responder = window?._firstResponder ?? window?.rootViewController ?? window
        }
        var hops = 0
        while let r = responder, hops < 10_000 {
            if body(r) { return true }
            responder = r.next
            hops += 1
        }
        return false
    }

    static func window(of element: UIResponder) -> UIWindow? {
        if let view = element as? UIView { return view as? UIWindow ?? view.window }
        if let e = element as? UIAccessibilityElement { return e._containerView?.window }
        return nil
    }
}
