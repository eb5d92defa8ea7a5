import Foundation
import WayKit

// The accessibility bus: found through org.a11y.Bus.GetAddress (or
// AT_SPI_BUS_ADDRESS), connected without waiting, registered with the
// registry through Socket.Embed once the bus daemon has answered Hello
// (Local.Connected), and registered again when the registry restarts
// (tools/atspi-prototype/NOTES.md §1).
extension AccessibilityBus {
    static let registryName = "org.a11y.atspi.Registry"

    func connectAccessibilityBus() {
        guard a11y == nil, !connecting, let library else { return }
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty {
            open(address, library)
            return
        }
        guard let session else { return }
        connecting = true
        let sent = session.call(destination: Self.launcherName, path: Self.launcherPath, interface: Self.launcherName,
                                member: "GetAddress") { [weak self] reply in
            guard let self, self.connecting else { return }
            self.connecting = false
            guard reply.error == nil, reply.signature == "s", let address = reply.readString(), !address.isEmpty else {
                self.log.once("address", "org.a11y.Bus gave no accessibility bus address (\(reply.error?.name ?? reply.signature))")
                return
            }
            guard Self.isSocketAddress(address) else {
                self.log.once("address", "org.a11y.Bus gave an address that is not a Unix socket; not used")
                return
            }
            // Turned off while the answer was on its way.
            guard self.mode == .on || self.statusEnabled || self.screenReaderEnabled else { return }
            self.open(address, library)
        }
        if !sent { connecting = false }
    }

    /// Whether every address in a D-Bus address list (`;`-separated) is a
    /// Unix socket, the only kind at-spi2-core's launcher gives. Anything on
    /// the session bus can own org.a11y.Bus, and sd-bus would follow a
    /// `unixexec:` address by running the program it names.
    static func isSocketAddress(_ address: String) -> Bool {
        let parts = address.split(separator: ";", omittingEmptySubsequences: true)
        return !parts.isEmpty && address.utf8.count <= 4096 && parts.allSatisfy { $0.hasPrefix("unix:") }
    }

    private func open(_ address: String, _ library: SystemdBus) {
        guard let connection = BusConnection.client(of: library, address: address) else {
            log.once("a11y connect", "the accessibility bus at \(address) could not be used")
            return
        }
        let server = ATSPIServer(connection: connection, applicationName: applicationName, log: log)
        server.isScreenReader = screenReaderEnabled
        server.onTreeMayHaveChanged = { [weak self] in self?.treeMayHaveChanged() }
        let local = "type='signal',sender='org.freedesktop.DBus.Local',path='/org/freedesktop/DBus/Local',"
            + "interface='org.freedesktop.DBus.Local'"
        guard server.register(),
              connection.addMatch(local + ",member='Connected'", { [weak self] _ in self?.connected() }),
              connection.addMatch(local + ",member='Disconnected'", { [weak self] _ in self?.accessibilityBusLost() }),
              connection.start() else {
            log.once("a11y connect", "the accessibility bus at \(address) could not be connected")
            connection.close()
            return
        }
        a11y = connection
        self.server = server
        // Bus-side rules only after start (NOTES §8).
        connection.addMatch("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',"
                            + "member='NameOwnerChanged',arg0='\(Self.registryName)'") { [weak self] message in
            guard let self, message.readString() != nil, message.readString() != nil,
                  let owner = message.readString() else { return }
            if owner.isEmpty {
                self.server?.desktop = .null
            } else {
                self.embed()
            }
        }
    }

    /// Hello was answered: the unique name is known, so register.
    private func connected() {
        guard let a11y, let server else { return }
        server.busName = a11y.uniqueName ?? ""
        log.reset("a11y lost")
        embed()
    }

    /// Socket.Embed((so) our root) on the registry; the reply is the
    /// desktop, our root's parent. Not twice at once: the first Embed may
    /// start the registry, whose NameOwnerChanged then comes before the
    /// reply (NOTES §1, 7).
    func embed() {
        guard let a11y, let server, !embedPending, !server.busName.isEmpty else { return }
        embedPending = true
        let sent = a11y.call(destination: Self.registryName, path: ATSPIPath.root, interface: "org.a11y.atspi.Socket",
                             member: "Embed", arguments: { $0.appendReference(server.rootReference) }) { [weak self] reply in
            guard let self, self.server === server else { return }
            self.embedPending = false
            if let error = reply.error {
                self.log.once("embed", "the accessibility registry did not register the app (\(error.name): \(error.message))")
                return
            }
            if reply.signature == "(so)", reply.enter("r", "so"), let bus = reply.readString(), let path = reply.readString("o") {
                reply.exit()
                server.desktop = ATSPIReference(bus: bus, path: path)
            } else {
                self.log.once("embed reply", "Socket.Embed answered with (\(reply.signature)), not (so)")
            }
            self.registered()
        }
        if !sent { embedPending = false }
    }

    /// Readers can see the app: listen to the core, and say which window is
    /// active (Orca speaks it).
    private func registered() {
        guard let server else { return }
        if !attached {
            AccessibilityCenter.shared.attach(server)
            attached = true
        }
        if let window = UIApplication.shared.keyWindow, ATSPITree.isLive(window) {
            server.emitWindowActivated(server.path(of: window), name: server.name(of: .element(window)))
        }
    }

    /// The accessibility bus closed or broke: the app goes on without it,
    /// logged once; it connects again when org.a11y.Bus gets a new owner.
    func accessibilityBusLost() {
        guard a11y != nil else { return }
        log.once("a11y lost", "the accessibility bus closed; the app goes on without it")
        disconnectAccessibilityBus()
    }

    /// Detaches from the core and closes the accessibility bus (the
    /// registry then drops the app).
    func disconnectAccessibilityBus() {
        connecting = false
        embedPending = false
        if let server {
            if attached { AccessibilityCenter.shared.detach(server) }
            server.published.clear()
        }
        attached = false
        server = nil
        refreshDue = nil
        if let a11y { closing.append(a11y) }
        a11y = nil
    }
}
