import Foundation
import WayKit

// org.a11y.atspi.Cache: the whole tree in one reply (GetItems), which is
// what libatspi asks a new application for first, and one item at a time
// when objects appear (AddAccessible).
extension ATSPIServer {
    static let cacheInterface = "org.a11y.atspi.Cache"
    /// One cache item: self, application, parent, index in parent, child
    /// count, interfaces, name, role, description, states.
    static let cacheItemSignature = "((so)(so)(so)iiassusau)"

    func handleCache(_ message: BusMessage, member: String, interface: String) {
        switch (interface, member) {
        case (Self.cacheInterface, "GetItems"):
            guard message.signature.isEmpty else {
                message.replyError(BusErrorName.invalidArgs, "GetItems takes no arguments")
                return
            }
            message.reply { w in writeItems(&w) }
        case ("org.freedesktop.DBus.Introspectable", "Introspect"):
            message.reply { $0.append(Self.introspection(of: [], cache: true)) }
        default:
            message.replyError(BusErrorName.unknownMethod, "No method \(member) of \(interface) on the cache")
        }
    }

    /// Every accessible of the application, parents before children, as
    /// the array GetItems returns; each noted as told.
    func writeItems(_ w: inout BusMessageWriter) {
        w.array(Self.cacheItemSignature) { a in
            writeItem(&a, .application, parent: desktop, index: -1)
            var stack: [(ATSPINode, [UIResponder])] = [(.application, publishChildren(of: .application))]
            var written = 0
            while let (parent, children) = stack.popLast(), written < 1_000_000 {
                let parentReference = reference(to: parent)
                for (index, child) in children.enumerated() {
                    let node = ATSPINode.element(child)
                    let grandchildren = writeItem(&a, node, parent: parentReference, index: index)
                    stack.append((node, grandchildren))
                    written += 1
                }
            }
        }
    }

    /// Appends one item for `node` and notes it; returns its children.
    @discardableResult
    func writeItem(_ w: inout BusMessageWriter, _ node: ATSPINode, parent: ATSPIReference, index: Int) -> [UIResponder] {
        let children = ATSPITree.children(of: node)
        let name = self.name(of: node), description = self.description(of: node)
        let role = self.role(of: node), states = self.states(of: node)
        let interfaces = ATSPIInterface.of(node)
        let center = AccessibilityCenter.shared
        published.note(node, item: PublishedTree.Entry(
            name: name, description: description, role: role.rawValue, states: states, parent: parent.path,
            children: children.map { center.token(for: $0) }))
        w.structure("(so)(so)(so)iiassusau") { s in
            s.appendReference(reference(to: node))
            s.appendReference(rootReference)
            s.appendReference(parent)
            s.append(ATSPICall.int32(index))
            s.append(ATSPICall.int32(children.count))
            s.array("s") { a in for interface in interfaces { a.append(interface.rawValue) } }
            s.append(name)
            s.append(role.rawValue)
            s.append(description)
            s.array("u") { a in
                a.append(states.words.0)
                a.append(states.words.1)
            }
        }
        return children
    }
}
