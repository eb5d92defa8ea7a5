import Foundation

/// The speech mode's layer in front of the app (Y3): a transparent window
/// above every other that takes every real touch, with the screen reader's
/// recognizers on it. They are ordinary recognizers, arbitrated as any
/// (a single tap waits for the double tap to fail, the double tap for the
/// double-tap-and-hold). Simulated touches (an activation's tap, a
/// pass-through) skip this window (`UIWindowScene.hitTest`), so they reach
/// the app.
@MainActor
final class SpeechTouchWindow: UIWindow {
    weak var mode: SpeechMode?

    static let level = UIWindow.Level(1_000_000)

    override var canBecomeKey: Bool { false }

    func install(mode: SpeechMode) {
        self.mode = mode
        windowLevel = Self.level
        accessibilityElementsHidden = true
        backgroundColor = nil
        if let scene = windowScene { frame = CGRect(origin: .zero, size: scene.size) }

        // One finger.
        let explore = UILongPressGestureRecognizer { [weak mode] r in mode?._explore(r) }
        explore.minimumPressDuration = 0.15
        explore.allowableMovement = .greatestFiniteMagnitude
        let passThrough = UILongPressGestureRecognizer { [weak mode] r in mode?._passThrough(r) }
        passThrough.numberOfTapsRequired = 1
        passThrough.minimumPressDuration = 0.4
        passThrough.allowableMovement = .greatestFiniteMagnitude
        let doubleTap = tap(taps: 2, touches: 1) { $0._activate() }
        doubleTap.require(toFail: passThrough)
        let singleTap = tap(taps: 1, touches: 1) { mode, r in mode._select(at: r.location(in: nil)) }
        singleTap.require(toFail: doubleTap)
        let swipes: [(UISwipeGestureRecognizer.Direction, @MainActor (SpeechMode) -> Void)] = [
            (.right, { $0._moveCursor(by: 1) }), (.left, { $0._moveCursor(by: -1) }),
            (.up, { $0._adjust(up: true) }), (.down, { $0._adjust(up: false) }),
        ]
        // Two fingers.
        let twoDouble = tap(taps: 2, touches: 2) { $0._magicTap() }
        let twoTap = tap(taps: 1, touches: 2) { $0._pauseOrResume() }
        twoTap.require(toFail: twoDouble)
        let scrub = ScrubGestureRecognizer { [weak mode] r in if r.state == .recognized { mode?._escape() } }
        // Three fingers.
        let threeTap = tap(taps: 1, touches: 3) { $0._speakScrollStatus() }
        let threeSwipes: [(UISwipeGestureRecognizer.Direction, UIAccessibility.ScrollDirection)] = [
            (.up, .up), (.down, .down), (.left, .left), (.right, .right),
        ]
        for r in [explore, passThrough, doubleTap, singleTap, twoDouble, twoTap, scrub, threeTap] as [UIGestureRecognizer] {
            addGestureRecognizer(r)
        }
        for (direction, action) in swipes {
            let s = swipe(direction, touches: 1) { action($0) }
            addGestureRecognizer(s)
        }
        addGestureRecognizer(swipe(.up, touches: 2) { $0._readAll(fromTop: true) })
        addGestureRecognizer(swipe(.down, touches: 2) { $0._readAll(fromTop: false) })
        for (direction, scroll) in threeSwipes {
            addGestureRecognizer(swipe(direction, touches: 3) { $0._scroll(scroll) })
        }
        // Everything is recognised side by side; the requirements above
        // order the taps. The explore press must not block a swipe.
        for r in gestureRecognizers ?? [] { r.delegate = SpeechGestureArbiter.shared }
    }

    private func tap(taps: Int, touches: Int, _ action: @escaping @MainActor (SpeechMode, UITapGestureRecognizer) -> Void) -> UITapGestureRecognizer {
        let r = UITapGestureRecognizer { [weak self] tap in
            guard let mode = self?.mode, tap.state == .recognized else { return }
            action(mode, tap)
        }
        r.numberOfTapsRequired = taps
        r.numberOfTouchesRequired = touches
        return r
    }

    private func tap(taps: Int, touches: Int, _ action: @escaping @MainActor (SpeechMode) -> Void) -> UITapGestureRecognizer {
        tap(taps: taps, touches: touches) { mode, _ in action(mode) }
    }

    private func swipe(_ direction: UISwipeGestureRecognizer.Direction, touches: Int,
                       _ action: @escaping @MainActor (SpeechMode) -> Void) -> UISwipeGestureRecognizer {
        let r = UISwipeGestureRecognizer { [weak self] r in
            guard let mode = self?.mode, r.state == .recognized else { return }
            action(mode)
        }
        r.direction = direction
        r.numberOfTouchesRequired = touches
        return r
    }
}

/// Lets the speech layer's recognizers run side by side, except that the
/// exploring press yields to a swipe or a tap of more fingers.
@MainActor
final class SpeechGestureArbiter: UIGestureRecognizerDelegate {
    static let shared = SpeechGestureArbiter()

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}
