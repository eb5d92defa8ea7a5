import Foundation
import WayKit

/// The AT-SPI2 bridge (Y2): publishes the app's accessibility tree on the
/// accessibility bus, registered with at-spi2-core's registry, so that Orca
/// and other assistive technologies read and drive a WayKit app as they do
/// a GTK one (docs/accessibility.md, "AT-SPI2 (Y2)").
///
/// It runs on the backend's poll loop and never blocks: the loop polls
/// ``pollRequests`` with ``pollTimeout`` and calls ``dispatch()``
/// (`WaylandBackend.addPollSource`, wired by the app launcher). Every D-Bus
/// call is asynchronous; a slow, dead or garbled bus costs the app nothing
/// visible, and each distinct problem is logged once.
///
/// When it connects (``start()``, which the launcher calls at the first
/// commit of a window, after the app is on screen):
/// - `WAYKIT_ACCESSIBILITY_BUS=off`: never. Nothing is loaded.
/// - `on`: at once (`AT_SPI_BUS_ADDRESS`, else the session bus's
///   `org.a11y.Bus.GetAddress`).
/// - otherwise: when `org.a11y.Status` says `IsEnabled` or
///   `ScreenReaderEnabled` (Orca sets IsEnabled when it starts), watched on
///   the session bus; with no session bus it does nothing and says nothing.
/// Until then libsystemd is not even loaded when there is no session bus,
/// and the core's tree is never read. While registered, the bridge is
/// attached to ``AccessibilityCenter`` (as a screen reader when
/// ScreenReaderEnabled); when the status turns off it detaches and closes
/// the accessibility bus.
///
/// - Important: main actor only.
@MainActor
public final class AccessibilityBus {
    /// `WAYKIT_ACCESSIBILITY_BUS`.
    public enum Mode: Equatable, Sendable {
        case automatic, on, off

        public init(environment: [String: String]) {
            switch environment["WAYKIT_ACCESSIBILITY_BUS"]?.lowercased() {
            case "on", "1", "yes", "true": self = .on
            case "off", "0", "no", "false": self = .off
            default: self = .automatic
            }
        }
    }

    /// A descriptor for the run loop to poll.
    public struct PollRequest: Equatable, Sendable {
        public let fileDescriptor: Int32
        /// `POLLIN`, with `POLLOUT` while output waits.
        public let events: Int16
    }

    public let mode: Mode
    let applicationName: String
    let environment: [String: String]
    let log: BridgeLog

    var library: SystemdBus?
    var started = false
    /// The session bus: org.a11y.Status and org.a11y.Bus live there.
    var session: BusConnection?
    var statusEnabled = false
    var screenReaderEnabled = false
    /// The accessibility bus and the objects on it.
    var a11y: BusConnection?
    var server: ATSPIServer?
    /// GetAddress is on its way.
    var connecting = false
    var embedPending = false
    var attached = false
    /// Connections to close once sd-bus is out of their handlers.
    var closing: [BusConnection] = []
    /// When to compare the tree with what readers were told (monotonic seconds).
    var refreshDue: Double?
    var lastRefresh = -Double.infinity
    /// The tree is compared at most this often while frames are committed.
    static let refreshInterval = 0.15

    /// - Parameters:
    ///   - applicationName: the name readers show for the app.
    ///   - log: where problems are written (once each).
    public init(applicationName: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) {
        self.applicationName = applicationName
        self.environment = environment
        self.mode = Mode(environment: environment)
        self.log = BridgeLog(log)
    }

    /// Whether the application is registered with a registry (readers see it).
    public var isRegistered: Bool { attached }

    /// A window committed a frame: the first starts the bridge, later ones
    /// mean the tree may have changed (compared soon, at most every
    /// ``refreshInterval``).
    public func windowCommitted() {
        if !started { start() } else { treeMayHaveChanged() }
    }

    func treeMayHaveChanged() {
        guard attached, refreshDue == nil else { return }
        refreshDue = max(EventClock.monotonicNow(), lastRefresh + Self.refreshInterval)
    }

    // MARK: The run loop

    /// The descriptors to poll this turn.
    public var pollRequests: [PollRequest] {
        [session, a11y].compactMap { connection in
            guard let connection, connection.fileDescriptor >= 0 else { return nil }
            return PollRequest(fileDescriptor: connection.fileDescriptor, events: connection.pollEvents)
        }
    }

    /// How long the loop may sleep before ``dispatch()`` is due anyway
    /// (a call's timeout, a queued message, a pending look at the tree).
    public var pollTimeout: TimeInterval? {
        var timeouts = [session?.timeout, a11y?.timeout].compactMap { $0 }
        if let refreshDue { timeouts.append(max(0, refreshDue - EventClock.monotonicNow())) }
        return timeouts.min()
    }

    /// Reads, writes and handles what the buses have, then compares the
    /// tree if due. Called after poll when a descriptor was ready or the
    /// timeout passed.
    public func dispatch() {
        if let session, !session.process() { sessionLost() }
        if let a11y, !a11y.process() { accessibilityBusLost() }
        for connection in closing { connection.close() }
        closing.removeAll()
        if let due = refreshDue, EventClock.monotonicNow() >= due {
            refreshDue = nil
            lastRefresh = EventClock.monotonicNow()
            server?.refresh()
        }
    }

    /// Disconnects from both buses and detaches from the core.
    public func stop() {
        disconnectAccessibilityBus()
        if let session { closing.append(session) }
        session = nil
        for connection in closing { connection.close() }
        closing.removeAll()
    }
}
