import Foundation
import WayKit
import WaylandTestCompositor

/// Tablet tools (tablet-v2, D4, F4): tools of any type and capabilities
/// added and removed at any time (while in proximity or down too),
/// proximity in and out, down and up (twice, or without proximity), motion
/// anywhere, pressure, distance and tilt of any value, buttons, and frames
/// sent or left out.
///
/// The pen's touches go to the scene's ledger views like fingers' (F2
/// covers them: every pencil touch that began ends once, and none is left
/// active), and its hovering to the hover recognizer, which must be back
/// at rest at the end.
@MainActor
final class FuzzTablet: FuzzDriver {
    private unowned let fuzzer: EventStreamFuzzer
    /// Tool indexes the compositor knows (the pen, the eraser, added ones);
    /// removed ones stay in the list: events to them are dropped by the
    /// test compositor, as a tool's events after `removed` would be.
    private var tools = [TestCompositor.pen, TestCompositor.eraser]

    init(_ fuzzer: EventStreamFuzzer) { self.fuzzer = fuzzer }

    func step(_ input: inout some FuzzInput) {
        let c = fuzzer.compositor
        let tool = input.pick(tools + [tools.count + 3])
        switch input.byte() % 12 {
        case 0:
            // Any type (0x140 pen … 0x148 lens, or none of them), any capabilities.
            let type = input.byte() % 4 == 0 ? input.uint32() : 0x140 + UInt32(input.byte() % 9)
            let capabilities = (1...6).filter { _ in input.byte() % 2 == 0 }.map(UInt32.init)
            let added = c.tabletAddTool(type: type, capabilities: capabilities)
            fuzzer.note("tablet add tool \(type) \(capabilities) → \(added)")
            if added >= 0 { tools.append(added) }
        case 1:
            fuzzer.note("tablet remove tool \(tool)")
            c.tabletRemoveTool(tool)
        case 2:
            let s = fuzzer.surface(&input)
            fuzzer.note("tablet proximity_in \(tool) \(s)")
            c.tabletProximityIn(tool, surface: s)
        case 3:
            fuzzer.note("tablet proximity_out \(tool)")
            c.tabletProximityOut(tool)
        case 4:
            fuzzer.note("tablet down \(tool)")
            c.tabletDown(tool)
        case 5:
            fuzzer.note("tablet up \(tool)")
            c.tabletUp(tool)
        case 6, 7:
            let x = input.coordinate(), y = input.coordinate()
            fuzzer.note("tablet motion \(tool) \(x) \(y)")
            c.tabletMotion(tool, x: x, y: y)
        case 8:
            let pressure = input.edgyUInt32(), distance = input.edgyUInt32()
            fuzzer.note("tablet pressure \(pressure) distance \(distance)")
            c.tabletPressure(tool, input.byte() % 2 == 0 ? pressure : UInt32(input.uint16()))
            c.tabletDistance(tool, distance)
        case 9:
            let x = input.fixedValue() * 16, y = input.fixedValue() * 16
            fuzzer.note("tablet tilt \(tool) \(x) \(y)")
            c.tabletTilt(tool, x: x, y: y)
        case 10:
            let button = input.pick([UInt32(0x14b), 0x14c, input.uint32()])
            fuzzer.note("tablet button \(tool) \(button)")
            c.tabletButton(tool, button, pressed: input.byte() % 2 == 0)
        default:
            break
        }
        // Most events are followed by their frame; some never get one.
        if input.byte() % 4 != 0 { c.tabletFrame(tool, time: fuzzer.tick(&input)) }
    }

    /// Every tool lifted and out of proximity, each with its frame.
    func finish() {
        let c = fuzzer.compositor
        for tool in tools {
            c.tabletUp(tool)
            c.tabletFrame(tool, time: fuzzer.time)
            c.tabletProximityOut(tool)
            c.tabletFrame(tool, time: fuzzer.time)
        }
    }

    /// The pen's touches and hover are checked with the scene's (ledger,
    /// active touches, hover recognizer at rest).
    func violations() -> [String] { [] }
}
