import CFontconfig
#if canImport(Glibc)
import Glibc
#endif

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
///
/// The thread and the lock are pthread's, not Foundation's `Thread` and
/// `NSCondition`: in a statically linked app those start parts of
/// Foundation that stay resident (docs/performance.md, "Where the memory
/// goes").
public enum FontConfigPreload {
    /// Starts loading on a background thread; later calls do nothing.
    /// The corresponding C function is `pthread_create`.
    /// Nothing is loaded when `FontMatchCache` has fontconfig's answers from
    /// an earlier run and nothing they depend on changed: the first frame then
    /// needs no fontconfig, and loading it would only compete for the cores.
    @MainActor public static func start() {
        guard !FontMatchCache.shared.isValid else { return }
        launch()
    }

    /// Not on the main actor: the thread's closure must not inherit its
    /// isolation (the runtime would check it on the loading thread).
    private nonisolated static func launch() {
        guard slot.begin() else { return }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(slot).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Slot>.fromOpaque(context).takeRetainedValue().load()
            return nil
        }, context)
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread: load here, so that `take()` never waits for nothing.
            Unmanaged<Slot>.fromOpaque(context).release()
            slot.load()
        }
    }

    static let slot = Slot()

    /// The preloaded configuration and its stamps, once; waits while it
    /// loads; nil when nothing was started or it was taken already.
    static func take() -> (config: OpaquePointer?, stamps: [String: String])? { slot.take() }

    /// The preloaded configuration, handed to one taker. fontconfig objects
    /// have no thread affinity (thread-safe since fontconfig 2.10), so the
    /// configuration loaded here can be used and destroyed on the main thread.
    final class Slot: @unchecked Sendable {
        // Never freed: the slot is a static that lives as long as the process.
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        // Guarded by `mutex`.
        private var started = false
        private var loaded = false
        private var taken = false
        private var config: OpaquePointer?
        private var stamps: [String: String] = [:]

        init() {
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(condition, nil)
        }

        func begin() -> Bool {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            if started { return false }
            started = true
            return true
        }

        /// The corresponding C function is `FcInitLoadConfigAndFonts`.
        func load() {
            let (c, s) = FontMatcher.load()
            pthread_mutex_lock(mutex)
            config = c
            stamps = s
            loaded = true
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }

        /// The configuration and its stamps, once; nil when never started
        /// or already taken.
        func take() -> (config: OpaquePointer?, stamps: [String: String])? {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            guard started, !taken else { return nil }
            while !loaded { pthread_cond_wait(condition, mutex) }
            taken = true
            let c = config
            config = nil
            return (c, stamps)
        }
    }
}
