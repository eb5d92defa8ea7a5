import Foundation
import WayKit

/// Touchpad gestures (`zwp_pointer_gestures_v1`, D3, F4): pinch and hold
/// begin, update and end in any order (an update or end with no begin, a
/// second begin, a begin on another surface or with 0 or 2³² − 1 fingers),
/// with scales and rotations at the 24.8 fixed format's extremes, zero and
/// negative (NaN and infinity cannot be sent, so these are what
/// "non-finite" looks like on the wire).
///
/// Swipes are not driven: WayKit binds no `zwp_pointer_gesture_swipe_v1`
/// (iPadOS gives a three-finger swipe to the system, D3 names pinch and
/// hold), so a compositor has no object to send them to.
///
/// The pinch and rotation recognizers on the scene's pan area are checked
/// with the scene's: back at rest, holding no touch, after the stream.
@MainActor
final class FuzzGestures: FuzzDriver {
    private unowned let fuzzer: EventStreamFuzzer

    init(_ fuzzer: EventStreamFuzzer) { self.fuzzer = fuzzer }

    func step(_ input: inout some FuzzInput) {
        let c = fuzzer.compositor
        switch input.byte() % 8 {
        case 0:
            let s = fuzzer.surface(&input)
            let fingers = input.byte() % 8 == 0 ? input.edgyUInt32() : UInt32(input.byte() % 4 + 2)
            fuzzer.note("pinch begin \(s) \(fingers)")
            c.pinchBegin(surface: s, fingers: fingers)
        case 1, 2, 3:
            let dx = input.fixedValue(), dy = input.fixedValue()
            let scale = input.byte() % 2 == 0 ? input.fixedValue() : 1 + Double(Int(input.byte()) - 128) / 256
            let rotation = input.fixedValue()
            fuzzer.note("pinch update \(dx) \(dy) scale \(scale) rotation \(rotation)")
            c.pinchUpdate(dx: dx, dy: dy, scale: scale, rotation: rotation)
        case 4:
            let cancelled = input.byte() % 2 == 0
            fuzzer.note("pinch end cancelled \(cancelled)")
            c.pinchEnd(cancelled: cancelled)
        case 5:
            let s = fuzzer.surface(&input)
            let fingers = input.byte() % 8 == 0 ? input.edgyUInt32() : UInt32(input.byte() % 4 + 1)
            fuzzer.note("hold begin \(s) \(fingers)")
            c.holdBegin(surface: s, fingers: fingers)
        default:
            let cancelled = input.byte() % 2 == 0
            fuzzer.note("hold end cancelled \(cancelled)")
            c.holdEnd(cancelled: cancelled)
        }
    }

    /// Whatever is under way ends, cancelled (as libinput ends a gesture
    /// whose fingers went away).
    func finish() {
        fuzzer.compositor.pinchEnd(cancelled: true)
        fuzzer.compositor.holdEnd(cancelled: true)
    }

    func violations() -> [String] { [] }
}
