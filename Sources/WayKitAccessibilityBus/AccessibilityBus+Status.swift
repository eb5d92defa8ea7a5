import Foundation
import WayKit

// Whether accessibility is wanted: org.a11y.Status on the session bus
// (at-spi2-core's bus launcher, `org.a11y.Bus` at /org/a11y/bus), read once
// and then watched, since Orca turns IsEnabled on when it starts
// (tools/atspi-prototype/NOTES.md §1).
extension AccessibilityBus {
    static let launcherName = "org.a11y.Bus"
    static let launcherPath = "/org/a11y/bus"
    static let statusInterface = "org.a11y.Status"

    /// Starts watching or connecting, as ``mode`` says; once.
    public func start() {
        guard !started, mode != .off else { return }
        started = true
        let hasSessionBus = environment["DBUS_SESSION_BUS_ADDRESS"] != nil
            || environment["XDG_RUNTIME_DIR"].map { FileManager.default.fileExists(atPath: $0 + "/bus") } ?? false
        let forcedAddress = environment["AT_SPI_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
        // No session bus and nothing forced: nothing to do, nothing to say.
        guard hasSessionBus || (mode == .on && forcedAddress != nil) else {
            if mode == .on { log.once("no session bus", "WAYKIT_ACCESSIBILITY_BUS=on, but there is no session bus to find the accessibility bus on") }
            return
        }
        guard let library = SystemdBus.shared else {
            if mode == .on { log.once("libsystemd", "the accessibility bus needs libsystemd: \(SystemdBus.loadError)") }
            return
        }
        self.library = library
        if hasSessionBus { openSessionBus(library) }
        if mode == .on { connectAccessibilityBus() }
    }

    private func openSessionBus(_ library: SystemdBus) {
        let (connection, address) = BusConnection.openSession(library, environment: environment)
        guard let connection else {
            if mode == .on { log.once("session bus", "the session bus at \(address) could not be opened") }
            return
        }
        session = connection
        connection.addMatch("type='signal',path='\(Self.launcherPath)',interface='org.freedesktop.DBus.Properties',"
                            + "member='PropertiesChanged',arg0='\(Self.statusInterface)'") { [weak self] in
            self?.statusChanged($0)
        }
        // The launcher coming back (a new owner of org.a11y.Bus): read the
        // status again, and reconnect if wanted.
        connection.addMatch("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',"
                            + "member='NameOwnerChanged',arg0='\(Self.launcherName)'") { [weak self] message in
            guard let self, message.readString() != nil, message.readString() != nil,
                  let owner = message.readString(), !owner.isEmpty else { return }
            self.readStatus()
        }
        readStatus()
    }

    /// Reads IsEnabled and ScreenReaderEnabled (Properties.GetAll).
    func readStatus() {
        session?.call(destination: Self.launcherName, path: Self.launcherPath, interface: "org.freedesktop.DBus.Properties",
                      member: "GetAll", arguments: { $0.append(Self.statusInterface) }) { [weak self] reply in
            guard let self else { return }
            if let error = reply.error {
                // No at-spi2-core on this machine (or not running): stay off.
                if self.mode == .on { self.log.once("status", "org.a11y.Status could not be read (\(error.name))") }
                return
            }
            guard reply.enter("a", "{sv}") else {
                self.log.once("status reply", "org.a11y.Status answered with (\(reply.signature)), not a{sv}")
                return
            }
            self.readStatusEntries(reply)
            reply.exit()
            self.statusUpdated()
        }
    }

    /// PropertiesChanged("org.a11y.Status", {name: <b>}, []).
    private func statusChanged(_ message: BusMessage) {
        guard message.signature == "sa{sv}as", message.readString() == Self.statusInterface,
              message.enter("a", "{sv}") else { return }
        readStatusEntries(message)
        message.exit()
        statusUpdated()
    }

    /// The `{sv}` entries of an `a{sv}` the message is in; entries of other
    /// names or types are skipped.
    private func readStatusEntries(_ message: BusMessage) {
        var entries = 0
        while entries < 64, message.enter("e", "sv") {
            entries += 1
            let name = message.readString()
            let value = message.readBoolVariant()
            message.exit()
            switch (name, value) {
            case ("IsEnabled", let on?): statusEnabled = on
            case ("ScreenReaderEnabled", let on?): screenReaderEnabled = on
            default: break
            }
        }
    }

    /// Connects, tells the core a screen reader came or went, or
    /// disconnects, as the status now says.
    func statusUpdated() {
        let wanted = mode == .on || statusEnabled || screenReaderEnabled
        if wanted, a11y == nil, !connecting {
            connectAccessibilityBus()
        } else if !wanted, a11y != nil || connecting {
            disconnectAccessibilityBus()
        } else if let server, server.isScreenReader != screenReaderEnabled {
            server.isScreenReader = screenReaderEnabled
            if attached {
                // The core posts the VoiceOver status on attach and detach.
                AccessibilityCenter.shared.detach(server)
                AccessibilityCenter.shared.attach(server)
            }
        }
    }

    /// The session bus went away: the app goes on, accessibility stays as
    /// it is (an accessibility bus connection lives on its own).
    func sessionLost() {
        log.once("session lost", "the session bus closed; org.a11y.Status is no longer watched")
        if let session { closing.append(session) }
        session = nil
    }
}
