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
            walkTree { snapshot, parent, index in writeItem(&a, snapshot, parent: parent, index: index) }
        }
    }

    /// Appends one item for `snapshot` and notes it as told.
    func writeItem(_ w: inout BusMessageWriter, _ snapshot: ATSPISnapshot, parent: ATSPIReference, index: Int) {
        published.set(snapshot.token, snapshot.entry(parent: parent.path))
        w.structure("(so)(so)(so)iiassusau") { s in
            s.appendReference(ATSPIReference(bus: busName, path: snapshot.path))
            s.appendReference(rootReference)
            s.appendReference(parent)
            s.append(ATSPICall.int32(index))
            s.append(ATSPICall.int32(snapshot.children.count))
            s.array("s") { a in for interface in snapshot.interfaces { a.append(interface.rawValue) } }
            s.append(snapshot.name)
            s.append(snapshot.role.rawValue)
            s.append(snapshot.description)
            s.appendArray([snapshot.states.words.0, snapshot.states.words.1])
        }
    }
}
