import Foundation
import WayKit

/// A backend with no compositor: app authors' tests (and ours) inject touch,
/// pointer and key input, drive a virtual clock, and read back what would be
/// drawn — the way swift-nio's EmbeddedEventLoop stands in for a real loop.
///
///     let backend = HeadlessBackend()
///     let window = UIWindow()
///     window.addSubview(button)
///     window.makeKeyAndVisible()
///     backend.tap(at: CGPoint(x: 20, y: 20))
///     backend.advanceTime(by: 0.5)
///
/// Creating a backend starts a fresh `UIApplication.shared` on a manual clock:
/// no windows, touches or timers carry over from an earlier test.
///
/// - Important: main actor only.
@MainActor
public final class HeadlessBackend {
    public let clock: EventClock
    /// The scene new windows join.
    public var scene: UIWindowScene
    private var nextTouchID = 1
    private var downTouches: [Int: CGPoint] = [:]
    private var pointerButtons: UIEvent.ButtonMask = []
    private var pointerLocation: CGPoint?

    /// The size scenes are shown at.
    public let sceneSize: CGSize
    /// Set when a launched app terminated (its last scene closed): the
    /// point where a real backend's loop returns.
    public internal(set) var isStopped = false

    /// The time between synthesized events of a gesture (down, moves, up).
    public var eventInterval: TimeInterval = 0.016

    public init(size: CGSize = CGSize(width: 390, height: 844), startTime: TimeInterval = 1_000) {
        clock = EventClock(.manual(start: startTime))
        lastFrame = startTime
        sceneSize = size
        UIApplication._resetShared(clock: clock)
        scene = UIApplication.shared.defaultScene
        scene.size = size
    }

    public var now: TimeInterval { clock.now }

    /// The frame rate the virtual display runs at while something animates
    /// (A3): each frame ticks the frame clock (display links, animations) and
    /// lays out the windows, as a compositor's frame callback would.
    public var frameRate: Double = 60
    private var lastFrame: TimeInterval

    /// Frames ticked so far.
    public var frameCount: Int { UIApplication.shared.frameClock.frameCount }

    /// Moves the virtual clock forward, firing the timers that fall due and,
    /// while anything animates, ticking a frame at every frame interval.
    /// When nothing animates no frame is ticked (an idle app draws nothing).
    public func advanceTime(by interval: TimeInterval) {
        let end = clock.now + (interval.isFinite ? max(0, interval) : 0)
        let period = 1 / max(1, frameRate)
        while clock.now < end {
            let frameClock = UIApplication.shared.frameClock
            if frameClock.needsFrames {
                let next = max(lastFrame + period, clock.now)
                guard next <= end else { break }
                clock.advance(to: next)
                tickFrame(at: next)
            } else {
                // Idle: straight to the next timer (which may start an
                // animation) or the end.
                let next = min(clock.nextDeadline ?? end, end)
                clock.advance(to: max(next, clock.now))
                lastFrame = clock.now
                if next >= end { break }
            }
        }
        clock.advance(to: end)
    }

    /// Ticks one frame now: the frame clock's update, then layout.
    public func stepFrame() {
        let next = max(lastFrame + 1 / max(1, frameRate), clock.now)
        clock.advance(to: next)
        tickFrame(at: next)
    }

    private func tickFrame(at time: TimeInterval) {
        lastFrame = time
        UIApplication.shared.frameClock.tick(at: time)
        for scene in UIApplication.shared.connectedScenes {
            for window in scene.windows where !window.isHidden { window.layoutIfNeededForDisplay() }
        }
    }

    // MARK: Touch

    /// Sends one frame of touch points (fingers that change together, E3), at
    /// the clock's current time.
    public func sendTouches(_ points: [TouchPoint], in scene: UIWindowScene? = nil) {
        for p in points {
            switch p.phase {
            case .began, .moved, .stationary: downTouches[p.id] = p.location
            default: downTouches[p.id] = nil
            }
        }
        UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: clock.now, points: points), in: scene ?? self.scene)
    }

    /// Puts a finger down and returns its id.
    @discardableResult
    public func touchDown(at location: CGPoint, id: Int? = nil, radius: CGFloat = 0) -> Int {
        let touchID = id ?? allocateID()
        sendTouches([TouchPoint(id: touchID, phase: .began, location: location, majorRadius: radius)])
        return touchID
    }

    public func touchMove(_ id: Int, to location: CGPoint) {
        sendTouches([TouchPoint(id: id, phase: .moved, location: location)])
    }

    public func touchUp(_ id: Int, at location: CGPoint? = nil) {
        let p = location ?? downTouches[id] ?? .zero
        sendTouches([TouchPoint(id: id, phase: .ended, location: p)])
    }

    /// The compositor's `wl_touch.cancel`: every touch is cancelled (E7).
    public func cancelTouches() {
        downTouches.removeAll()
        UIApplication.shared.cancelAllTouches(in: scene, timestamp: clock.now)
    }

    /// A finger down and up at one place, `duration` apart.
    public func tap(at location: CGPoint, duration: TimeInterval = 0.05) {
        let id = touchDown(at: location)
        advanceTime(by: duration)
        touchUp(id, at: location)
    }

    /// A finger dragged in `steps` moves, one ``eventInterval`` apart.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, lift: Bool = true) {
        let id = touchDown(at: start)
        let n = max(1, steps)
        for i in 1...n {
            advanceTime(by: eventInterval)
            let f = CGFloat(i) / CGFloat(n)
            touchMove(id, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        if lift {
            advanceTime(by: eventInterval)
            touchUp(id, at: end)
        }
    }

    private func allocateID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    // MARK: Pointer

    public func pointerMove(to location: CGPoint?) {
        pointerLocation = location
        sendPointer()
    }

    public func pointerPress(_ button: UIEvent.ButtonMask = .primary) {
        pointerButtons.insert(button)
        sendPointer()
    }

    public func pointerRelease(_ button: UIEvent.ButtonMask = .primary) {
        pointerButtons.remove(button)
        sendPointer()
    }

    /// A click: press and release at `location`.
    public func click(at location: CGPoint, button: UIEvent.ButtonMask = .primary) {
        pointerMove(to: location)
        pointerPress(button)
        advanceTime(by: 0.05)
        pointerRelease(button)
    }

    public func scroll(_ input: ScrollInput, at location: CGPoint) {
        pointerLocation = location
        UIApplication.shared.handlePointerFrame(PointerFrame(timestamp: clock.now, location: location,
                                                             buttons: pointerButtons, scroll: input), in: scene)
    }

    private func sendPointer() {
        UIApplication.shared.handlePointerFrame(PointerFrame(timestamp: clock.now, location: pointerLocation,
                                                             buttons: pointerButtons), in: scene)
    }

    // MARK: Keys

    public func keyDown(_ key: UIKey) {
        UIApplication.shared.handleKey(KeyInput(timestamp: clock.now, phase: .down, key: key))
    }

    public func keyUp(_ key: UIKey) {
        UIApplication.shared.handleKey(KeyInput(timestamp: clock.now, phase: .up, key: key))
    }

    /// A key pressed and released.
    public func type(_ key: UIKey) {
        keyDown(key)
        advanceTime(by: 0.05)
        keyUp(key)
    }

    /// Types `text` one character at a time, as a keyboard would.
    public func typeText(_ text: String) {
        for ch in text { type(.character(String(ch))) }
    }

    /// Presses and releases a key by its HID usage, with modifiers (an
    /// arrow, backspace, a shortcut).
    public func press(_ keyCode: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = [], characters: String = "") {
        type(UIKey(characters: characters, charactersIgnoringModifiers: characters, modifierFlags: modifiers,
                   keyCode: keyCode))
    }
}

extension UIKey {
    /// A key that types `character` with no modifiers (tests).
    public static func character(_ character: String, keyCode: UIKeyboardHIDUsage = .keyboardA) -> UIKey {
        UIKey(characters: character, charactersIgnoringModifiers: character, modifierFlags: [], keyCode: keyCode)
    }
}
