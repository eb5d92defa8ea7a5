import Foundation
import WayKit

// The signals AT-SPI readers listen to (NOTES §6): every event is
// `(s detail, i detail1, i detail2, v any_data, a{sv} properties)` sent
// from the source object's path. libatspi keeps `any_data` only when it is
// a string, a reference or a rectangle; `i 0` stands for nothing, as
// atk-bridge sends.
extension ATSPIServer {
    static let objectEvents = "org.a11y.atspi.Event.Object"
    static let windowEvents = "org.a11y.atspi.Event.Window"
    static let focusEvents = "org.a11y.atspi.Event.Focus"

    func emit(_ interface: String, _ member: String, from path: String, detail: String = "",
              _ detail1: Int32 = 0, _ detail2: Int32 = 0, _ data: ATSPIPropertyValue = .int(0)) {
        let sent = connection.emit(path: path, interface: interface, member: member) { w in
            w.append(detail)
            w.append(detail1)
            w.append(detail2)
            data.appendVariant(to: &w)
            w.array("{sv}") { _ in }
        }
        if !sent { log.once("emit \(member)", "a \(member) event could not be sent") }
    }

    /// `object:state-changed:<state>`.
    func emitStateChanged(_ path: String, _ state: String, _ on: Bool) {
        emit(Self.objectEvents, "StateChanged", from: path, detail: state, on ? 1 : 0)
    }

    /// `object:state-changed:focused` and the legacy `focus:` (Orca 43
    /// speaks the object on the first).
    func emitFocus(_ path: String) {
        emitStateChanged(path, "focused", true)
        emit(Self.focusEvents, "Focus", from: path)
    }

    /// `object:property-change:accessible-name` (and `-description`,
    /// `-parent`, `-role`, `-value`).
    func emitPropertyChange(_ path: String, _ property: String, _ value: ATSPIPropertyValue) {
        emit(Self.objectEvents, "PropertyChange", from: path, detail: property, 0, 0, value)
    }

    /// `object:children-changed:add` / `:remove` on the parent, with the
    /// child's reference (sent while it still resolves).
    func emitChildrenChanged(_ parentPath: String, added: Bool, index: Int, child: ATSPIReference) {
        emit(Self.objectEvents, "ChildrenChanged", from: parentPath, detail: added ? "add" : "remove",
             ATSPICall.int32(index), 0, .reference(child))
    }

    /// `object:text-changed:insert` / `:delete`: start and length in code points.
    func emitTextChanged(_ path: String, inserted: Bool, start: Int, text: String) {
        emit(Self.objectEvents, "TextChanged", from: path, detail: inserted ? "insert" : "delete",
             ATSPICall.int32(start), ATSPICall.int32(text.unicodeScalars.count), .string(capped(text)))
    }

    /// `object:text-caret-moved`.
    func emitCaretMoved(_ path: String, _ offset: Int) {
        emit(Self.objectEvents, "TextCaretMoved", from: path, ATSPICall.int32(offset))
    }

    /// `window:activate`: Orca speaks the window's name.
    func emitWindowActivated(_ path: String, name: String) {
        emit(Self.windowEvents, "Activate", from: path, 0, 0, .string(name))
    }

    /// `object:announcement` (at-spi2-core 2.46 has the signal; Orca 43 does
    /// not listen to it yet, later Orcas speak it).
    func emitAnnouncement(_ path: String, _ text: String) {
        emit(Self.objectEvents, "Announcement", from: path, 0, 0, .string(capped(text)))
    }

    /// `object:selection-changed` on a container.
    func emitSelectionChanged(_ path: String) {
        emit(Self.objectEvents, "SelectionChanged", from: path)
    }

    /// Cache.AddAccessible: one item, so libatspi has the new object whole.
    func emitCacheAdd(_ node: ATSPINode, parent: ATSPIReference, index: Int) {
        _ = connection.emit(path: ATSPIPath.cache, interface: Self.cacheInterface, member: "AddAccessible") { w in
            let window = node.object.flatMap { ATSPITree.window(of: $0) }
            writeItem(&w, ATSPISnapshot(node, in: window, server: self), parent: parent, index: index)
        }
    }

    /// Cache.RemoveAccessible: libatspi drops the object (and tells its own
    /// listeners it is defunct).
    func emitCacheRemove(_ path: String) {
        _ = connection.emit(path: ATSPIPath.cache, interface: Self.cacheInterface, member: "RemoveAccessible") { w in
            w.appendReference(ATSPIReference(bus: busName, path: path))
        }
    }
}
