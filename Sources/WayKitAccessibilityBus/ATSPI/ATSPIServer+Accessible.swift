import Foundation
import WayKit

// org.a11y.atspi.Accessible: the tree, names, roles and states. Whatever is
// answered about names, roles, states, parents and children is noted in
// `published`, since libatspi caches it (NOTES §6) and must then be told
// when it changes.
extension ATSPIServer {
    func handleAccessible(_ call: ATSPICall) {
        let node = call.node
        switch call.member {
        case "GetChildAtIndex":
            guard call.expect("i"), let index = call.message.readInt32() else { return }
            let children = publishChildren(of: node)
            guard index >= 0, Int(index) < children.count else {
                call.reply(ATSPIReference.null)
                return
            }
            call.reply(reference(to: children[Int(index)]))
        case "GetChildren":
            guard call.expect("") else { return }
            let children = publishChildren(of: node)
            call.reply { w in w.array("(so)") { a in for child in children { a.appendReference(reference(to: child)) } } }
        case "GetIndexInParent":
            guard call.expect("") else { return }
            call.reply(ATSPICall.int32(indexInParent(of: node)))
        case "GetRelationSet":
            guard call.expect("") else { return }
            // UIAccessibility has no relations (labelled-by, controller-for).
            call.reply { w in w.array("(ua(so))") { _ in } }
        case "GetRole":
            guard call.expect("") else { return }
            let role = role(of: node)
            published.note(node, role: role.rawValue)
            call.reply { $0.append(role.rawValue) }
        case "GetRoleName", "GetLocalizedRoleName":
            guard call.expect("") else { return }
            call.reply(role(of: node).name)
        case "GetState":
            guard call.expect("") else { return }
            let states = states(of: node)
            published.note(node, states: states)
            call.reply { w in
                w.array("u") { a in
                    a.append(states.words.0)
                    a.append(states.words.1)
                }
            }
        case "GetAttributes":
            guard call.expect("") else { return }
            call.reply { $0.appendStringDictionary(attributes(of: node)) }
        case "GetApplication":
            guard call.expect("") else { return }
            call.reply(rootReference)
        case "GetInterfaces":
            guard call.expect("") else { return }
            let names = ATSPIInterface.of(node).map(\.rawValue)
            call.reply { w in w.array("s") { a in for name in names { a.append(name) } } }
        default:
            call.unknownMethod(ATSPIInterface.accessible.rawValue)
        }
    }

    /// The Accessible interface's properties.
    func accessibleProperty(_ name: String, of node: ATSPINode) -> ATSPIPropertyValue? {
        switch name {
        case "Name":
            let value = self.name(of: node)
            published.note(node, name: value)
            return .string(value)
        case "Description":
            let value = description(of: node)
            published.note(node, description: value)
            return .string(value)
        case "Parent":
            let parent = parentReference(of: node)
            published.note(node, parent: parent.path)
            return .reference(parent)
        case "ChildCount":
            return .int(ATSPICall.int32(publishChildren(of: node).count))
        case "Locale":
            return .string(node.object?.accessibilityLanguage ?? Self.locale)
        case "AccessibleId":
            return .string((node.object as? UIView)?.accessibilityIdentifier ?? "")
        default:
            return nil
        }
    }

    /// The children, noted as told.
    func publishChildren(of node: ATSPINode) -> [UIResponder] {
        let children = ATSPITree.children(of: node)
        published.note(node, children: children)
        return children
    }

    func parentReference(of node: ATSPINode) -> ATSPIReference {
        guard let object = node.object else { return desktop }
        guard let parent = ATSPITree.parent(of: object) else { return .null }
        return reference(to: parent)
    }

    func indexInParent(of node: ATSPINode) -> Int {
        guard let object = node.object else { return -1 }
        return ATSPITree.index(of: object)
    }

    /// `GetAttributes`: the toolkit, and an element's identifier and traits'
    /// extras a reader may use.
    func attributes(of node: ATSPINode) -> [(String, String)] {
        var result = [("toolkit", "WayKit")]
        if let view = node.object as? UIView, let id = view.accessibilityIdentifier, !id.isEmpty {
            result.append(("id", capped(id)))
        }
        if let value = node.object?.accessibilityValue, !value.isEmpty, !(node.object is UITextInput) {
            // Orca reads a value it has no Value interface for from here.
            result.append(("valuetext", capped(value)))
        }
        return result
    }

    /// `LANG`'s locale ("en_GB"), or "C".
    static var locale: String {
        let environment = ProcessInfo.processInfo.environment
        let lang = environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"] ?? "C"
        return String(lang.prefix { $0 != "." && $0 != "@" })
    }

    // MARK: Application (the root only)

    func handleApplication(_ call: ATSPICall) {
        switch call.member {
        case "GetLocale":
            guard call.expect("u") else { return }
            call.reply(Self.locale)
        default:
            // Including GetApplicationBusAddress, libatspi's first call on a
            // new application: without an answer it stays on the bus (NOTES §3).
            call.unknownMethod(ATSPIInterface.application.rawValue)
        }
    }

    func applicationProperty(_ name: String) -> ATSPIPropertyValue? {
        switch name {
        case "ToolkitName": return .string("WayKit")
        case "Version": return .string("1.0")
        case "AtspiVersion": return .string("2.1")
        case "Id": return .int(applicationID)
        default: return nil
        }
    }
}
