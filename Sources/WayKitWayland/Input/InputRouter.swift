import CWaylandClient
import Foundation
import WayKit

/// The one place where Wayland input becomes the event model's input: decoded
/// touch, pointer and key samples from the seat objects come in, `TouchFrame`,
/// `PointerFrame` and `KeyInput` go out to `UIApplication.shared`, in scene
/// coordinates and logical points (P3). Nothing past this type sees a
/// `wl_fixed_t`, a surface or a compositor timestamp.
@MainActor
final class InputRouter {
    private unowned let client: WaylandClient
    var touchDevices: [WaylandTouch] = []
    var pointerDevices: [WaylandPointer] = []
    var keyboardDevices: [WaylandKeyboard] = []

    /// The scene under the pointer and where in it, in scene points.
    private weak var pointerScene: UIWindowScene?
    private var pointerLocation: CGPoint?
    private var buttons: UIEvent.ButtonMask = []
    /// Keys down, to cancel them when keyboard focus leaves.
    private var keysDown: [UInt32: UIKey] = [:]  // by evdev code
    private var modifierFlags: UIKeyModifierFlags = []

    init(client: WaylandClient) { self.client = client }

    var now: TimeInterval { UIApplication.shared.clock.now }

    func log(_ message: String) { client.log(message) }
    func logOnce(_ key: String, _ message: @autoclosure () -> String) { client.log(once: key, message()) }

    /// Compositor times are milliseconds of `CLOCK_MONOTONIC`, truncated to 32
    /// bits; the event clock counts seconds on the same base. The difference is
    /// taken modulo 2³², so a wrapped timestamp (after 49 days) still lands next
    /// to `now`.
    func timestamp(_ ms: UInt32) -> TimeInterval {
        let current = now
        let nowMs = UInt32(truncatingIfNeeded: Int64((current * 1000).rounded()))
        let behind = Int32(bitPattern: nowMs &- ms)
        return current - Double(behind) / 1000
    }

    // MARK: Touch (P1, P2, E3)

    func touchFrame(_ samples: [TouchSample], time: UInt32) {
        let timestamp = timestamp(time)
        if samples.contains(where: { $0.phase == .down }) {
            for p in pointerDevices { p.touchUsed() }
        }
        var frames: [(scene: UIWindowScene, points: [TouchPoint])] = []
        for sample in samples {
            // A touch on a surface we no longer know (destroyed meanwhile) is dropped.
            guard let (scene, offset) = client.locate(surface: sample.surface) else { continue }
            let point = TouchPoint(
                id: Int(sample.id),
                phase: Self.phase(sample.phase),
                location: CGPoint(x: sample.x + offset.x, y: sample.y + offset.y),
                // wl_touch.shape gives the ellipse's axis lengths; UIKit's radius is half.
                majorRadius: CGFloat(sample.major ?? 0) / 2,
                orientation: CGFloat(sample.orientation ?? 0) * .pi / 180,
                type: .direct)
            if let i = frames.firstIndex(where: { $0.scene === scene }) {
                frames[i].points.append(point)
            } else {
                frames.append((scene, [point]))
            }
        }
        for frame in frames {
            UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: timestamp, points: frame.points), in: frame.scene)
        }
    }

    private static func phase(_ phase: TouchSample.Phase) -> UITouch.Phase {
        switch phase {
        case .down: .began
        case .motion: .moved
        case .up: .ended
        }
    }

    /// `wl_touch.cancel`, or the touch device went away: every touch of the
    /// scenes involved is cancelled (E7); with none known, every scene's.
    /// Only touchscreen touches are cancelled: a mouse drag in progress is
    /// the pointer's and goes on (F2).
    func touchCancelled(surfaces: [OpaquePointer], time: UInt32) {
        let scenes = surfaces.compactMap { client.locate(surface: $0)?.scene }
        if scenes.isEmpty {
            UIApplication.shared.cancelAllTouches(of: [.direct], in: nil, timestamp: now)
        }
        for scene in uniqued(scenes) {
            UIApplication.shared.cancelAllTouches(of: [.direct], in: scene, timestamp: now)
        }
    }

    // MARK: Pointer (P4, E6)

    func pointerFrame(_ sample: PointerSample, focus: OpaquePointer?) {
        let timestamp = sample.time != 0 ? timestamp(sample.time) : now
        let leftScene = sample.left.flatMap { client.locate(surface: $0)?.scene } ?? (sample.left != nil ? pointerScene : nil)
        let entered = sample.entered.flatMap { client.locate(surface: $0) }

        // Moving from one window's subsurface to another of the same toplevel is
        // not leaving the scene: no cancel, no hover exit.
        if let leftScene, entered?.scene !== leftScene {
            UIApplication.shared.handlePointerFrame(
                PointerFrame(timestamp: timestamp, location: nil, buttons: [], modifierFlags: modifierFlags),
                in: leftScene)
            if pointerScene === leftScene {
                pointerScene = nil
                pointerLocation = nil
                buttons = []
            }
        }
        if let entered {
            // Coming into a scene from outside it (a decoration, another
            // client, nowhere): no button counts as held. Wayland reports no
            // button state at enter, and a press made outside, on libdecor's
            // title bar say, may never see its release here (the
            // compositor's move grab keeps it): carried in, it would make
            // the first motion over the content a drag.
            if pointerScene !== entered.scene { buttons = [] }
            pointerScene = entered.scene
        }
        if let position = sample.position, let surface = sample.entered ?? focus,
           let (_, offset) = client.locate(surface: surface) {
            pointerLocation = CGPoint(x: position.x + offset.x, y: position.y + offset.y)
        }
        // Presses over a surface not ours (a decoration) are the plugin's.
        for button in sample.buttons where pointerScene != nil {
            let mask = Self.buttonMask(button.code)
            if button.pressed { buttons.insert(mask) } else { buttons.remove(mask) }
        }
        guard let scene = pointerScene, let location = pointerLocation else { return }
        let scroll = Self.scroll(sample)
        guard sample.position != nil || !sample.buttons.isEmpty || scroll != nil else { return }
        UIApplication.shared.handlePointerFrame(
            PointerFrame(timestamp: timestamp, location: location, buttons: buttons, scroll: scroll,
                         modifierFlags: modifierFlags),
            in: scene)
    }

    /// The toplevels libdecor made (D1), for touches on their decorations.
    var libdecorToplevels: [LibdecorToplevel] { client.toplevels.compactMap(\.libdecorFrame) }

    /// Whether `surface` is one of ours (a window or a toplevel's base).
    func isOurs(_ surface: OpaquePointer) -> Bool { client.locate(surface: surface) != nil }

    /// The scene `surface` shows and its offset in it; nil for a surface not ours.
    func locate(_ surface: OpaquePointer) -> (scene: UIWindowScene, offset: CGPoint)? { client.locate(surface: surface) }

    /// A touchpad gesture (D3), delivered where the pointer is.
    func touchpadGesture(_ gesture: TouchpadGesture) {
        guard let scene = pointerScene, let location = pointerLocation else { return }
        UIApplication.shared.handlePointerFrame(
            PointerFrame(timestamp: now, location: location, buttons: buttons, modifierFlags: modifierFlags,
                         touchpadGesture: gesture),
            in: scene)
    }

    /// The pointer device went away while over `surface`.
    func pointerLost(surface: OpaquePointer) {
        guard let scene = client.locate(surface: surface)?.scene else { return }
        UIApplication.shared.handlePointerFrame(PointerFrame(timestamp: now, location: nil), in: scene)
        if pointerScene === scene { pointerScene = nil; buttons = [] }
    }

    /// Linux evdev button codes (linux/input-event-codes.h): BTN_LEFT 0x110,
    /// BTN_RIGHT 0x111, BTN_MIDDLE 0x112, then side/extra buttons.
    static func buttonMask(_ code: UInt32) -> UIEvent.ButtonMask {
        switch code {
        case 0x110: .primary
        case 0x111: .secondary
        default: .button(Int(code) - 0x110 + 1)
        }
    }

    static func scroll(_ sample: PointerSample) -> ScrollInput? {
        guard sample.vertical != nil || sample.horizontal != nil else { return nil }
        let v = sample.vertical ?? .init(), h = sample.horizontal ?? .init()
        let source: ScrollInput.Source? = switch sample.axisSource {
        case .wheel: .wheel
        case .finger: .finger
        case .continuous: .continuous
        case .wheelTilt: .wheelTilt
        case nil: nil
        }
        // Version 8 compositors send value120 and no discrete steps; derive the
        // steps from it so consumers of either field see the wheel clicks.
        // In Double: `discrete * 120` overflows Int32 for a compositor's huge
        // step counts (F1).
        let discreteV = v.discrete != 0 ? Double(v.discrete) : Double(v.value120 / 120)
        let discreteH = h.discrete != 0 ? Double(h.discrete) : Double(h.value120 / 120)
        let value120V = v.value120 != 0 ? Double(v.value120) : Double(v.discrete) * 120
        let value120H = h.value120 != 0 ? Double(h.value120) : Double(h.discrete) * 120
        return ScrollInput(
            source: source,
            delta: CGVector(dx: h.value, dy: v.value),
            discrete: CGVector(dx: discreteH, dy: discreteV),
            value120: CGVector(dx: value120H, dy: value120V),
            stopped: v.stopped || h.stopped)
    }

    // MARK: Keyboard (P5, R7, W2)

    func keyboardEntered(surface: OpaquePointer) {
        guard let scene = client.locate(surface: surface)?.scene else { return }
        // The key window belongs to the toplevel that has keyboard focus (W2).
        if UIApplication.shared.keyWindow?.windowScene !== scene {
            (scene.keyWindow ?? scene.windowsFrontToBack.first(where: \.canBecomeKey))?.makeKey()
        }
    }

    func keyboardLeft(surface: OpaquePointer?) {
        // Keys held when focus leaves will never send their release here.
        for (code, key) in keysDown {
            UIApplication.shared.handleKey(KeyInput(timestamp: now, phase: .cancelled, key: key, scanCode: code))
        }
        keysDown.removeAll()
    }

    /// `compositorTime` is the `wl_keyboard.key` time; nil for client-side repeats.
    func key(_ sample: KeySample, compositorTime: UInt32?) {
        var flags: UIKeyModifierFlags = []
        if sample.shift { flags.insert(.shift) }
        if sample.control { flags.insert(.control) }
        if sample.alternate { flags.insert(.alternate) }
        if sample.command { flags.insert(.command) }
        if sample.capsLock { flags.insert(.alphaShift) }
        modifierFlags = flags
        let key = UIKey(
            characters: sample.characters,
            charactersIgnoringModifiers: sample.charactersIgnoringModifiers,
            modifierFlags: flags,
            keyCode: EvdevKeyCode.hidUsage(sample.evdevCode))
        let phase: KeyInput.Phase
        if sample.isRepeat {
            phase = .repeat
        } else if sample.pressed {
            phase = .down
            keysDown[sample.evdevCode] = key
        } else {
            phase = .up
            // A release of a key pressed before focus came is not ours to report.
            guard keysDown.removeValue(forKey: sample.evdevCode) != nil else { return }
        }
        let stamp = compositorTime.map(timestamp) ?? now
        UIApplication.shared.handleKey(KeyInput(timestamp: stamp, phase: phase, key: key, scanCode: sample.evdevCode))
    }

    private func uniqued(_ scenes: [UIWindowScene]) -> [UIWindowScene] {
        var out: [UIWindowScene] = []
        for s in scenes where !out.contains(where: { $0 === s }) { out.append(s) }
        return out
    }
}
