#if canImport(Glibc)
import Glibc
#endif
import Foundation
import WayKit
import WayKitWayland

/// systemd's service notifications for a kiosk (issue 23, docs/kiosk.md):
/// `READY=1` once the run loop has turned with its first frame drawn, then
/// `WATCHDOG=1` every half watchdog interval, sent from the run loop's own
/// turn (a poll source with a timeout and no descriptors), so that a main
/// thread that stops turning stops the pings and systemd restarts the app.
///
/// Through libsystemd's `sd_notify` and `sd_watchdog_enabled`, opened with
/// `dlopen` only when `NOTIFY_SOCKET` is set (a service run by systemd): an
/// app started any other way loads nothing and pays nothing. A missing
/// libsystemd or a socket that refuses is logged once; the app goes on.
@MainActor
enum SystemdNotifier {
    private typealias Notify = @convention(c) (Int32, UnsafePointer<CChar>?) -> Int32
    private typealias WatchdogEnabled = @convention(c) (Int32, UnsafeMutablePointer<UInt64>?) -> Int32

    private static var notify: Notify?
    private static var failed = false

    static func start(on backend: WaylandBackend, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let socket = environment["NOTIFY_SOCKET"], !socket.isEmpty else { return }
        guard let library = dlopen("libsystemd.so.0", RTLD_NOW | RTLD_LOCAL),
              let notifySymbol = dlsym(library, "sd_notify"),
              let watchdogSymbol = dlsym(library, "sd_watchdog_enabled") else {
            log("NOTIFY_SOCKET is set but libsystemd.so.0 cannot be loaded; no READY or WATCHDOG notifications")
            return
        }
        let notify = unsafeBitCast(notifySymbol, to: Notify.self)
        let watchdogEnabled = unsafeBitCast(watchdogSymbol, to: WatchdogEnabled.self)
        Self.notify = notify
        var usec: UInt64 = 0
        let interval: TimeInterval? = watchdogEnabled(0, &usec) > 0 && usec > 0 ? TimeInterval(usec) / 2_000_000 : nil
        var readySent = false
        var nextPing = 0.0
        backend.addPollSource(prepare: {
            let now = UIApplication.shared.clock.now
            // Asked each turn after the frame was drawn: the first turn is
            // the first frame.
            if !readySent {
                readySent = true
                send("READY=1")
                nextPing = now
            }
            guard let interval else { return ([], nil) }
            return ([], max(0, nextPing - now))
        }, dispatch: {
            guard let interval else { return }
            let now = UIApplication.shared.clock.now
            guard now >= nextPing else { return }
            send("WATCHDOG=1")
            nextPing = now + interval
        })
    }

    private static func send(_ state: String) {
        guard let notify, !failed else { return }
        if notify(0, state) < 0 {
            failed = true
            log("sd_notify(\(state)) failed; no more notifications")
        }
    }

    private static func log(_ message: String) {
        FileHandle.standardError.write(Data("WayKit: systemd: \(message)\n".utf8))
    }
}
