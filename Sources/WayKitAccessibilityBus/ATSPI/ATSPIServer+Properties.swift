import Foundation
import WayKit

// org.freedesktop.DBus.Properties on an accessible: Get, GetAll and the
// two writable properties (Value.CurrentValue, and Application.Id, which
// the registry sets during Embed).
extension ATSPIServer {
    func handleProperties(_ call: ATSPICall) {
        let message = call.message
        switch call.member {
        case "Get":
            guard call.expect("ss"), let interface = message.readString(), let name = message.readString() else { return }
            guard let value = property(name, of: interface, node: call.node) else {
                message.replyError(BusErrorName.unknownProperty, "No property \(name) of \(interface) on this object")
                return
            }
            message.reply { value.appendVariant(to: &$0) }
        case "GetAll":
            guard call.expect("s"), let interface = message.readString() else { return }
            let names = ATSPIInterface(rawValue: interface).flatMap { known in
                ATSPIInterface.of(call.node).contains(known) ? known.propertyNames : nil
            } ?? []
            let values = names.compactMap { name in property(name, of: interface, node: call.node).map { (name, $0) } }
            message.reply { w in
                w.array("{sv}") { a in
                    for (name, value) in values {
                        a.dictEntry("sv") { e in
                            e.append(name)
                            value.appendVariant(to: &e)
                        }
                    }
                }
            }
        case "Set":
            guard call.expect("ssv"), let interface = message.readString(), let name = message.readString() else { return }
            setProperty(name, of: interface, call: call)
        default:
            call.unknownMethod("org.freedesktop.DBus.Properties")
        }
    }

    /// A property's value; nil when `node` has no such property.
    func property(_ name: String, of interface: String, node: ATSPINode) -> ATSPIPropertyValue? {
        guard let known = ATSPIInterface(rawValue: interface), ATSPIInterface.of(node).contains(known) else { return nil }
        switch known {
        case .accessible: return accessibleProperty(name, of: node)
        case .application: return applicationProperty(name)
        case .action: return name == "NActions" ? node.object.map { .int(ATSPICall.int32(ATSPIActions.of($0).count)) } : nil
        case .value: return node.object.flatMap { valueProperty(name, of: $0) }
        case .text: return node.object.flatMap { textProperty(name, of: $0) }
        case .selection:
            guard name == "NSelectedChildren", let object = node.object else { return nil }
            return .int(ATSPICall.int32(ATSPISelectionModel.selectedChildren(of: object).count))
        case .component, .editableText: return nil
        }
    }

    private func setProperty(_ name: String, of interface: String, call: ATSPICall) {
        let message = call.message
        switch (interface, name, call.node) {
        case (ATSPIInterface.application.rawValue, "Id", .application):
            guard message.enter("v", "i"), let id = message.readInt32() else {
                message.replyError(BusErrorName.invalidArgs, "Id is an int32")
                return
            }
            message.exit()
            applicationID = id
            message.reply()
        case (ATSPIInterface.value.rawValue, "CurrentValue", .element(let object)):
            guard ATSPIValueModel.range(of: object) != nil else { break }
            guard message.enter("v", "d"), let value = message.readDouble(), value.isFinite else {
                message.replyError(BusErrorName.invalidArgs, "CurrentValue is a finite double")
                return
            }
            message.exit()
            // Reply first, then act: what the control does may send events.
            message.reply()
            _ = ATSPIValueModel.set(value, of: object)
            return
        default:
            break
        }
        if property(name, of: interface, node: call.node) != nil {
            message.replyError(BusErrorName.propertyReadOnly, "\(name) of \(interface) is read-only")
        } else {
            message.replyError(BusErrorName.unknownProperty, "No property \(name) of \(interface) on this object")
        }
    }

    func valueProperty(_ name: String, of object: UIResponder) -> ATSPIPropertyValue? {
        guard let range = ATSPIValueModel.range(of: object) else { return nil }
        switch name {
        case "MinimumValue": return .double(range.minimum)
        case "MaximumValue": return .double(range.maximum)
        case "MinimumIncrement": return .double(range.increment)
        case "CurrentValue": return .double(range.current)
        case "Text": return .string(capped(object.accessibilityValue ?? ""))
        default: return nil
        }
    }

    func textProperty(_ name: String, of object: UIResponder) -> ATSPIPropertyValue? {
        switch name {
        case "CharacterCount": return .int(ATSPICall.int32(ATSPITextModel.text(of: object).unicodeScalars.count))
        case "CaretOffset": return .int(ATSPICall.int32(ATSPITextModel.caret(of: object)))
        default: return nil
        }
    }

    // MARK: Introspectable

    func handleIntrospect(_ call: ATSPICall) {
        guard call.member == "Introspect", call.expect("") else {
            if call.member != "Introspect" { call.unknownMethod("org.freedesktop.DBus.Introspectable") }
            return
        }
        call.reply(Self.introspection(of: ATSPIInterface.of(call.node), cache: false))
    }

    /// A short introspection document naming the interfaces (their methods
    /// are in at-spi2-core's XML; readers do not introspect).
    static func introspection(of interfaces: [ATSPIInterface], cache: Bool) -> String {
        var xml = "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\"\n"
        xml += " \"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n"
        for name in interfaces.map(\.rawValue) + (cache ? [cacheInterface] : []) {
            xml += "  <interface name=\"\(name)\"/>\n"
        }
        xml += "  <interface name=\"org.freedesktop.DBus.Properties\"/>\n"
        xml += "  <interface name=\"org.freedesktop.DBus.Introspectable\"/>\n</node>\n"
        return xml
    }
}
