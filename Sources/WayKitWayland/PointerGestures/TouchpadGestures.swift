import CWaylandClient
import CWaylandProtocols
import WayKit

/// A pointer's touchpad gestures from `zwp_pointer_gestures_v1` (D3): pinch
/// (with rotation) and, from version 3, hold. Their events become
/// `TouchpadGesture`s for the input router, in the pointer's scene.
///
/// State machine, per gesture object: begin (on one of our surfaces, with at
/// least one finger) → update* → end (cancelled or not). An update or end
/// with no begin, a begin with zero fingers or on a surface we don't know, is
/// the compositor's mistake: dropped (F1).
@MainActor
final class TouchpadGestures {
    private let pinch: OpaquePointer?
    private let hold: OpaquePointer?
    private unowned let router: InputRouter
    /// The pinch under way: its fingers, cumulative rotation (radians) and
    /// translation.
    private var pinchState: (fingers: Int, rotation: Double, dx: Double, dy: Double)?
    private var holding = false

    /// The corresponding Wayland requests are
    /// `zwp_pointer_gestures_v1.get_pinch_gesture` and `get_hold_gesture`.
    init(manager: OpaquePointer, version: UInt32, pointer: OpaquePointer, router: InputRouter) {
        self.router = router
        pinch = zwp_pointer_gestures_v1_get_pinch_gesture(manager, pointer)
        hold = version >= 3 ? zwp_pointer_gestures_v1_get_hold_gesture(manager, pointer) : nil
        if let pinch { zwp_pointer_gesture_pinch_v1_add_listener(pinch, pinchListener, listenerData(self)) }
        if let hold { zwp_pointer_gesture_hold_v1_add_listener(hold, holdListener, listenerData(self)) }
    }

    fileprivate func pinchBegin(surface: OpaquePointer?, fingers: UInt32) {
        guard let surface, fingers > 0, router.isOurs(surface) else {
            router.logOnce("pinch begin", "touchpad pinch begin with \(fingers) fingers or on another surface; dropped")
            return
        }
        pinchState = (Int(min(fingers, 10)), 0, 0, 0)
        router.touchpadGesture(TouchpadGesture(kind: .pinch, phase: .began, fingers: Int(min(fingers, 10))))
    }

    fileprivate func pinchUpdate(dx: Double, dy: Double, scale: Double, rotation: Double) {
        guard var s = pinchState else { return }
        // Rotation comes as degrees since the last event, clockwise.
        if rotation.isFinite { s.rotation += rotation * .pi / 180 }
        if dx.isFinite { s.dx += dx }
        if dy.isFinite { s.dy += dy }
        pinchState = s
        router.touchpadGesture(TouchpadGesture(
            kind: .pinch, phase: .changed, fingers: s.fingers, scale: scale.isFinite && scale > 0 ? scale : 1,
            rotation: s.rotation, translation: CGVector(dx: s.dx, dy: s.dy)))
    }

    fileprivate func pinchEnd(cancelled: Bool) {
        guard let s = pinchState else { return }
        pinchState = nil
        router.touchpadGesture(TouchpadGesture(kind: .pinch, phase: cancelled ? .cancelled : .ended, fingers: s.fingers,
                                               rotation: s.rotation, translation: CGVector(dx: s.dx, dy: s.dy)))
    }

    fileprivate func holdBegin(surface: OpaquePointer?, fingers: UInt32) {
        guard let surface, fingers > 0, router.isOurs(surface) else { return }
        holding = true
        router.touchpadGesture(TouchpadGesture(kind: .hold, phase: .began, fingers: Int(min(fingers, 10))))
    }

    fileprivate func holdEnd(cancelled: Bool) {
        guard holding else { return }
        holding = false
        router.touchpadGesture(TouchpadGesture(kind: .hold, phase: cancelled ? .cancelled : .ended))
    }

    /// Ends a gesture in progress (the pointer went away) and destroys the
    /// objects. The corresponding Wayland requests are
    /// `zwp_pointer_gesture_pinch_v1.destroy` and `zwp_pointer_gesture_hold_v1.destroy`.
    func destroy() {
        pinchEnd(cancelled: true)
        if let pinch { zwp_pointer_gesture_pinch_v1_destroy(pinch) }
        if let hold { zwp_pointer_gesture_hold_v1_destroy(hold) }
    }
}

private func owner(_ data: UnsafeMutableRawPointer?) -> TouchpadGestures? { listenerOwner(data, as: TouchpadGestures.self) }

private nonisolated(unsafe) let pinchListener = makeListener(zwp_pointer_gesture_pinch_v1_listener(
    begin: { data, _, _, _, surface, fingers in
        guard let g = owner(data) else { return }
        // Raw protocol pointers are only touched on the main thread.
        nonisolated(unsafe) let surface = surface
        MainActor.assumeIsolated { g.pinchBegin(surface: surface, fingers: fingers) }
    },
    update: { data, _, _, dx, dy, scale, rotation in
        guard let g = owner(data) else { return }
        MainActor.assumeIsolated {
            g.pinchUpdate(dx: wl_fixed_to_double(dx), dy: wl_fixed_to_double(dy),
                          scale: wl_fixed_to_double(scale), rotation: wl_fixed_to_double(rotation))
        }
    },
    end: { data, _, _, _, cancelled in
        guard let g = owner(data) else { return }
        MainActor.assumeIsolated { g.pinchEnd(cancelled: cancelled != 0) }
    }
))

private nonisolated(unsafe) let holdListener = makeListener(zwp_pointer_gesture_hold_v1_listener(
    begin: { data, _, _, _, surface, fingers in
        guard let g = owner(data) else { return }
        nonisolated(unsafe) let surface = surface
        MainActor.assumeIsolated { g.holdBegin(surface: surface, fingers: fingers) }
    },
    end: { data, _, _, _, cancelled in
        guard let g = owner(data) else { return }
        MainActor.assumeIsolated { g.holdEnd(cancelled: cancelled != 0) }
    }
))
