import Foundation

/// The one message for views released off the main thread (UIView's deinit).
/// Guarded by its lock: a release can happen on any thread.
enum _ViewReleaseLog {
    private static let reported = NSLock()
    nonisolated(unsafe) private static var didReport = false

    static func reportOffMainRelease(of typeName: String) {
        reported.lock()
        let first = !didReport
        didReport = true
        reported.unlock()
        guard first else { return }
        FileHandle.standardError.write(Data((
            "WayKit: a \(typeName) was released off the main thread; its subviews were detached there. "
            + "Views belong to the main thread: release them there (logged once)\n").utf8))
    }
}

/// Runs main-actor code on the current thread without the executor check.
/// Only for a deinit that owns everything it touches (UIView's teardown of
/// its own children), where `MainActor.assumeIsolated` would trap off the
/// main thread. A synchronous `@MainActor` closure has the same
/// representation as a plain one, so the cast only drops the isolation.
func _runIgnoringMainActor(_ body: @MainActor () -> Void) {
    withoutActuallyEscaping(body) { isolated in
        let plain = unsafeBitCast(isolated, to: (() -> Void).self)
        plain()
    }
}
