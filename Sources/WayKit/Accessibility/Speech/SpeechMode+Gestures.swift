import Foundation

// What each gesture of the speech layer does (Y3), in VoiceOver's words.
extension SpeechMode {
    /// One finger touching and moving: the element under it, said once each
    /// time the finger reaches a new one.
    func _explore(_ r: UILongPressGestureRecognizer) {
        // A new touch says the element under it even if the cursor is
        // there already; moving on says only new elements.
        guard r.state == .began || r.state == .changed else { return }
        _select(at: r.location(in: nil), quietIfSame: r.state == .changed)
    }

    /// A single tap, or exploring: the element at `point` (scene coordinates)
    /// gets the cursor and is said.
    func _select(at point: CGPoint, quietIfSame: Bool = false) {
        guard let element = AccessibilityHierarchy.element(at: point) else { return }
        if quietIfSame, element === cursor { return }
        move(to: element)
    }

    /// Double tap: activates the element under the cursor.
    func _activate() {
        guard let element = cursor else { return }
        AccessibilityCenter.shared.activate(element)
    }

    /// Swipe right (+1) or left (-1): the next or previous element.
    func _moveCursor(by step: Int) {
        let elements = AccessibilityHierarchy.orderedElements()
        guard !elements.isEmpty else { return }
        guard let current = cursor, let i = elements.firstIndex(where: { $0 === current }) else {
            move(to: step > 0 ? elements[0] : elements[elements.count - 1])
            return
        }
        let next = i + step
        // VoiceOver stays put at either end (and says so with a sound).
        guard elements.indices.contains(next) else { return }
        move(to: elements[next])
    }

    /// Swipe up or down on an adjustable element.
    func _adjust(up: Bool) {
        guard let element = cursor, element.accessibilityTraits.contains(.adjustable) else { return }
        if up { element.accessibilityIncrement() } else { element.accessibilityDecrement() }
        // Built-in controls say their value through `.valueChanged`; an app
        // view that only overrides the methods is said here.
        if !(element is UIControl), let value = element.accessibilityValue { say(value) }
    }

    /// Two-finger tap: pauses speech, or resumes it.
    func _pauseOrResume() {
        if isPaused { synthesizer.resume() } else { synthesizer.pause() }
        isPaused.toggle()
    }

    /// Two-finger double tap.
    func _magicTap() {
        AccessibilityCenter.shared.magicTap(from: cursor)
    }

    /// Two-finger swipe up (from the top) or down (from the cursor): every
    /// element, queued.
    func _readAll(fromTop: Bool) {
        let elements = AccessibilityHierarchy.orderedElements()
        let start = fromTop ? 0 : (cursor.flatMap { c in elements.firstIndex { $0 === c } } ?? 0)
        guard elements.indices.contains(start) else { return }
        synthesizer.stopSpeaking()
        for (n, element) in elements[start...].enumerated() {
            synthesizer.speak(SpokenDescription.of(element), interrupting: n == 0)
        }
        AccessibilityCenter.shared.setFocusedElement(elements[elements.count - 1])
        updateRing()
    }

    /// Three-finger swipe: a page.
    func _scroll(_ direction: UIAccessibility.ScrollDirection) {
        if !AccessibilityCenter.shared.scroll(direction, from: cursor) { say("No more pages") }
    }

    /// Three-finger tap: where the scroll view holding the cursor is.
    func _speakScrollStatus() {
        var view: UIView? = (cursor as? UIView) ?? (cursor as? UIAccessibilityElement)?._containerView
        while let v = view, !(v is UIScrollView) { view = v.superview }
        if let scroll = view as? UIScrollView { say(_BuiltInAccessibility.scrollStatus(scroll)) }
    }

    /// Two-finger scrub: escape (dismiss, go back).
    func _escape() {
        if AccessibilityCenter.shared.escape(from: cursor) {
            synthesizer.speak("Back", interrupting: true)
        }
    }

    /// Double tap and hold: the finger's touch goes to the app, starting at
    /// the cursor's activation point and following the finger from there.
    func _passThrough(_ r: UILongPressGestureRecognizer) {
        guard let element = cursor else { return }
        let finger = r.location(in: nil)
        switch r.state {
        case .began:
            _passThroughOrigin = finger
            AccessibilityCenter.shared._syntheticTouch(.began, at: element.accessibilityActivationPoint, for: element)
        case .changed:
            let a = element.accessibilityActivationPoint
            let p = CGPoint(x: a.x + finger.x - _passThroughOrigin.x, y: a.y + finger.y - _passThroughOrigin.y)
            AccessibilityCenter.shared._syntheticTouch(.moved, at: p, for: element)
        case .ended:
            AccessibilityCenter.shared._syntheticTouch(.ended, at: nil, for: element)
        case .cancelled, .failed:
            AccessibilityCenter.shared._syntheticTouch(.cancelled, at: nil, for: element)
        default:
            break
        }
    }
}
