#if canImport(Glibc)
import Glibc
#endif

// libdispatch's run-loop hooks, exported for CoreFoundation's run loop (the
// "4CF" functions): on Linux the main queue's handle is an eventfd that
// libdispatch signals when work is queued on the main queue, and the callback
// drains that work. Swift concurrency's main-actor jobs go through the same
// queue, so draining it runs `DispatchQueue.main.async` blocks and
// `Task { @MainActor in … }` bodies while our loop owns the main thread.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func _dispatchGetMainQueueHandle() -> Int32
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func _dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// The main dispatch queue as a file descriptor for the run loop's poll.
///
/// Only for a main thread that the app gave to WayKit (a synchronous `main`):
/// libdispatch refuses the callback after `dispatchMain()` (an `async` main, or
/// a test runner, drains the main queue itself), so the backend uses this only
/// when `WaylandBackend.Options.drainsMainQueue` is set.
enum MainQueueBridge {
    /// The eventfd libdispatch signals; created on first use.
    static var fileDescriptor: Int32 { _dispatchGetMainQueueHandle() }

    /// Clears the eventfd and runs what is queued on the main queue.
    static func drain() {
        var count: UInt64 = 0
        // The fd is readable (poll said so), so this read does not block.
        _ = read(fileDescriptor, &count, MemoryLayout<UInt64>.size)
        _dispatchMainQueueCallback(nil)
    }
}
