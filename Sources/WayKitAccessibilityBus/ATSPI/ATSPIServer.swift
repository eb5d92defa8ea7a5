import Foundation
import WayKit

/// The application's accessibles as D-Bus objects on one connection (the
/// accessibility bus, or a peer in tests): answers every call on
/// `/org/a11y/atspi/accessible/…` and `/org/a11y/atspi/cache`, and sends
/// the events (ATSPIServer+Events, +Changes).
///
/// The tree is read from the core when asked (``AccessibilityHierarchy``);
/// what a reader has been told is remembered in ``published``, so that a
/// change is sent as an event, which is the only way libatspi's cache learns
/// of it (tools/atspi-prototype/NOTES.md §6).
///
/// - Important: main actor only.
@MainActor
final class ATSPIServer {
    let connection: BusConnection
    let log: BridgeLog
    let applicationName: String
    /// Our bus name in references: the unique name once the bus daemon gave
    /// it ("" on a peer-to-peer connection).
    var busName = ""
    /// The registry's desktop, our root's parent (Socket.Embed's reply).
    var desktop = ATSPIReference.null
    /// The number the registry gave the application (Application.Id).
    var applicationID: Int32 = 0
    /// What readers were told, for the events that keep them current.
    let published = PublishedTree()
    /// The element readers were last told has the focus.
    var focusedToken: UInt64?
    /// Whether the reader is a screen reader (org.a11y.Status's
    /// ScreenReaderEnabled): then `UIAccessibility.isVoiceOverRunning`.
    var isScreenReader = false
    /// Asks for a look at the tree soon (ATSPIServer+Changes), after
    /// something may have changed it: an action, a commit of a window.
    var onTreeMayHaveChanged: () -> Void = {}
    /// Longest name, description or event text sent (UTF-8 bytes); longer
    /// ones are cut, logged once.
    static let labelLimit = 64 * 1024
    /// Longest piece of a text sent (GetText and friends).
    static let textLimit = 1024 * 1024

    init(connection: BusConnection, applicationName: String, log: BridgeLog) {
        self.connection = connection
        self.applicationName = applicationName
        self.log = log
    }

    /// Answers calls on the accessibles and the cache.
    func register() -> Bool {
        connection.addFallback(ATSPIPath.prefix) { [weak self] in self?.handle($0) ?? 0 }
            && connection.addObject(ATSPIPath.cache) { [weak self] in self?.handle($0) ?? 0 }
    }

    // MARK: Naming objects

    var rootReference: ATSPIReference { ATSPIReference(bus: busName, path: ATSPIPath.root) }

    func path(of object: UIResponder) -> String { ATSPIPath.path(for: AccessibilityCenter.shared.token(for: object)) }

    func reference(to object: UIResponder) -> ATSPIReference { ATSPIReference(bus: busName, path: path(of: object)) }

    func reference(to node: ATSPINode) -> ATSPIReference {
        node.object.map { reference(to: $0) } ?? rootReference
    }

    func path(of node: ATSPINode) -> String { node.object.map { path(of: $0) } ?? ATSPIPath.root }

    /// The accessible at `path`; nil for a freed, removed or unknown one.
    func node(at path: String) -> ATSPINode? {
        if path == ATSPIPath.root { return .application }
        guard let token = ATSPIPath.token(in: path), let object = AccessibilityCenter.shared.object(forToken: token),
              ATSPITree.isLive(object) else { return nil }
        return .element(object)
    }

    func treeMayHaveChanged() { onTreeMayHaveChanged() }

    // MARK: What is said about an object

    /// The name: the application's, a window's scene title (else its
    /// label), an element's label; cut to ``labelLimit``.
    func name(of node: ATSPINode) -> String {
        switch node {
        case .application: return capped(applicationName)
        case .element(let object):
            if let window = object as? UIWindow {
                let title = window.accessibilityLabel ?? window.windowScene?.title ?? ""
                return capped(title.isEmpty ? applicationName : title)
            }
            return capped(object.accessibilityLabel ?? "")
        }
    }

    /// The description: the hint, which VoiceOver reads after the label.
    func description(of node: ATSPINode) -> String {
        capped(node.object?.accessibilityHint ?? "")
    }

    func role(of node: ATSPINode) -> ATSPIRole {
        node.object.map { ATSPIRole.of($0) } ?? .application
    }

    func states(of node: ATSPINode) -> ATSPIStateSet {
        node.object.map { ATSPITree.states(of: $0) } ?? []
    }

    func capped(_ string: String, limit: Int = ATSPIServer.labelLimit) -> String {
        let (result, cut) = TextOffsets.capped(string, limit: limit)
        if cut { log.once("huge label", "a label or text of \(string.utf8.count) bytes was cut to \(limit) for the bus") }
        return result
    }
}
