import Foundation
import WayKit

/// Output transforms (`wl_output.geometry`'s transform, D5, F4): all eight
/// (normal, 90, 180, 270 and their flips) changing at any time, mid-gesture
/// and mid-animation, now and then a value outside the enum, with the
/// surfaces entering the output again. Buffers are then drawn turned
/// (`set_buffer_transform`), while touches stay in surface coordinates
/// (P3): the scene's F2 checks cover them. The fuzzer's own check that
/// every commit is a whole multiple of its scale covers the turned
/// buffers' sizes.
@MainActor
final class FuzzOutputs: FuzzDriver {
    private unowned let fuzzer: EventStreamFuzzer

    init(_ fuzzer: EventStreamFuzzer) { self.fuzzer = fuzzer }

    func step(_ input: inout some FuzzInput) {
        let c = fuzzer.compositor
        let transform = input.byte() % 16 == 0 ? input.edgyInt32() : Int32(input.byte() % 8)
        fuzzer.note("output transform \(transform)")
        c.setOutputTransform(transform)
        if input.byte() % 2 == 0 {
            let s = fuzzer.surface(&input)
            c.enterOutput(s)
        }
    }

    func finish() {}

    func violations() -> [String] { [] }
}
