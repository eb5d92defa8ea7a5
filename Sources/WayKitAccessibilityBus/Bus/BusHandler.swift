import CSystemdBus

/// A Swift closure sd-bus can call: a message handler (a method call on our
/// objects, a reply, a matched signal) passed as a C function with this box
/// as its userdata. Every slot that holds a box is given a destroy callback
/// that releases it, so a box lives exactly as long as sd-bus may call it.
///
/// Handlers run inside `sd_bus_process`, on the main thread (the run loop's
/// dispatch); they return what sd-bus expects of a handler: 1 handled, 0 not
/// ours (sd-bus goes on), a negative errno for sd-bus to answer with an error.
final class BusHandler: @unchecked Sendable {
    // Only touched on the main actor: made there, called from
    // `sd_bus_process` there.
    private let body: @MainActor (BusMessage) -> Int32

    init(_ body: @escaping @MainActor (BusMessage) -> Int32) { self.body = body }

    /// The C function sd-bus calls, with the box as userdata.
    static var trampoline: SystemdBus.Handler {
        { message, userdata, _ in
            guard let message, let userdata, let bus = SystemdBus.shared else { return 0 }
            let handler = Unmanaged<BusHandler>.fromOpaque(userdata).takeUnretainedValue()
            // sd_bus_process runs on the main thread: the message never
            // leaves it.
            nonisolated(unsafe) let borrowed = message
            return MainActor.assumeIsolated { handler.body(BusMessage(handle: borrowed, bus: bus)) }
        }
    }

    /// The slot's destroy callback: releases the box.
    static var release: SystemdBus.Destroy {
        { userdata in
            guard let userdata else { return }
            Unmanaged<BusHandler>.fromOpaque(userdata).release()
        }
    }

    /// A retained pointer to the box, for a slot whose destroy callback
    /// releases it.
    func retainedPointer() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }
}
