import Foundation
import WayKit

// Method calls: which object, which interface, and arguments checked
// against the signature before anything is read (a wrong one is answered
// InvalidArgs). Every call is answered, an error included: libatspi treats
// any error on an object as "defunct" (NOTES §7), so an unknown object gets
// UnknownObject as atk-bridge answers.
extension ATSPIServer {
    /// The raw handler sd-bus calls for every message on our paths: 1 when
    /// answered, 0 to let sd-bus answer (Peer, and anything not a call).
    func handle(_ message: BusMessage) -> Int32 {
        guard message.type == BusMessage.methodCall else { return 0 }
        guard let path = message.path, let interface = message.interface, let member = message.member else {
            message.replyError(BusErrorName.unknownMethod, "A call without an interface or member")
            return 1
        }
        if interface == "org.freedesktop.DBus.Peer" { return 0 }
        if path == ATSPIPath.cache {
            handleCache(message, member: member, interface: interface)
            return 1
        }
        guard let node = node(at: path) else {
            message.replyError(BusErrorName.unknownObject, "The object \(path) does not exist (it may have been removed)")
            return 1
        }
        let call = ATSPICall(message: message, node: node, member: member)
        switch interface {
        case "org.freedesktop.DBus.Properties": handleProperties(call)
        case "org.freedesktop.DBus.Introspectable": handleIntrospect(call)
        default:
            guard let known = ATSPIInterface(rawValue: interface), ATSPIInterface.of(node).contains(known) else {
                call.unknownMethod(interface)
                return 1
            }
            switch known {
            case .accessible: handleAccessible(call)
            case .application: handleApplication(call)
            case .component: handleComponent(call)
            case .action: handleAction(call)
            case .value: call.unknownMethod(interface)  // properties only
            case .text: handleText(call)
            case .editableText: handleEditableText(call)
            case .selection: handleSelection(call)
            }
        }
        return 1
    }
}

/// One method call on an accessible.
@MainActor
struct ATSPICall {
    let message: BusMessage
    let node: ATSPINode
    let member: String

    var object: UIResponder? { node.object }

    /// Whether the arguments are exactly `signature`; otherwise answers
    /// InvalidArgs and returns false.
    func expect(_ signature: String) -> Bool {
        let actual = message.signature
        guard actual == signature else {
            message.replyError(BusErrorName.invalidArgs, "\(member) takes (\(signature)), not (\(actual))")
            return false
        }
        return true
    }

    func unknownMethod(_ interface: String) {
        message.replyError(BusErrorName.unknownMethod, "No method \(member) of \(interface) on this object")
    }

    func reply(_ body: (inout BusMessageWriter) -> Void = { _ in }) { message.reply(body) }

    func reply(_ value: Bool) { message.reply { $0.append(value) } }
    func reply(_ value: Int32) { message.reply { $0.append(value) } }
    func reply(_ value: String) { message.reply { $0.append(value) } }
    func reply(_ reference: ATSPIReference) { message.reply { $0.appendReference(reference) } }

    /// An Int32 for the bus from a count or an offset that could be larger.
    static func int32(_ value: Int) -> Int32 { Int32(clamping: value) }
    /// From a coordinate: rounded, non-finite as 0, clamped.
    static func int32(_ value: CGFloat) -> Int32 {
        guard value.isFinite else { return 0 }
        return Int32(clamping: Int(max(min(value.rounded(), CGFloat(Int32.max)), CGFloat(Int32.min))))
    }
}
