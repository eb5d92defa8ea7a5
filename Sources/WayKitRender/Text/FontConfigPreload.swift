import CFontconfig
import Foundation

/// Loads fontconfig's configuration and font list on a background thread, so
/// that an app's start does the slowest part of its first frame while it
/// builds its views and connects to the compositor.
///
/// `FcInitLoadConfigAndFonts` parses /etc/fonts and maps every font cache:
/// about 5 ms of the 100-button grid's 15 ms from `main` to its first commit
/// (docs/performance.md, "End to end"). Call ``start()`` first thing in
/// `main`; the first `FontMatcher` (the main actor's `TextSystem.shared`)
/// takes the loaded configuration, waiting for it if it is still loading.
/// Without ``start()`` nothing changes: the matcher loads its own.
public enum FontConfigPreload {
    /// Starts loading on a background thread; later calls do nothing.
    public static func start() {
        guard slot.begin() else { return }
        Thread.detachNewThread { slot.load() }
    }

    static let slot = Slot()

    /// The preloaded configuration, handed to one taker. fontconfig objects
    /// have no thread affinity (thread-safe since fontconfig 2.10), so the
    /// configuration loaded here can be used and destroyed on the main thread.
    final class Slot: @unchecked Sendable {
        private let condition = NSCondition()
        // Guarded by `condition`.
        private var started = false
        private var loaded = false
        private var config: OpaquePointer?

        func begin() -> Bool {
            condition.lock()
            defer { condition.unlock() }
            if started { return false }
            started = true
            return true
        }

        /// The corresponding C function is `FcInitLoadConfigAndFonts`.
        func load() {
            let c = FcInitLoadConfigAndFonts()
            condition.lock()
            config = c
            loaded = true
            condition.broadcast()
            condition.unlock()
        }

        /// The configuration, once; nil when never started or already taken.
        func take() -> OpaquePointer? {
            condition.lock()
            defer { condition.unlock() }
            guard started else { return nil }
            while !loaded { condition.wait() }
            let c = config
            config = nil
            return c
        }
    }
}
