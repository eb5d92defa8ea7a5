import CWaylandClient
import CWaylandProtocols

/// A `zwp_tablet_seat_v2`: the tablets and tools of one seat as the
/// compositor adds them. WayKit uses the tools; tablets are kept only to be
/// destroyed when removed, and pads (buttons, rings, strips) are destroyed
/// at once: UIKit has nothing they could drive.
@MainActor
final class TabletSeat {
    let proxy: OpaquePointer
    let seatName: UInt32
    private unowned let router: InputRouter
    private(set) var tools: [TabletTool] = []
    private var tablets: [Tablet] = []

    init(proxy: OpaquePointer, seatName: UInt32, router: InputRouter) {
        self.proxy = proxy
        self.seatName = seatName
        self.router = router
        zwp_tablet_seat_v2_add_listener(proxy, tabletSeatListener, listenerData(self))
    }

    fileprivate func toolAdded(_ tool: OpaquePointer) {
        tools.append(TabletTool(proxy: tool, router: router) { [weak self] gone in
            self?.tools.removeAll { $0 === gone }
        })
    }

    fileprivate func tabletAdded(_ tablet: OpaquePointer) {
        tablets.append(Tablet(proxy: tablet) { [weak self] gone in self?.tablets.removeAll { $0 === gone } })
    }

    /// The corresponding Wayland request is `zwp_tablet_pad_v2.destroy`.
    fileprivate func padAdded(_ pad: OpaquePointer) { zwp_tablet_pad_v2_destroy(pad) }

    /// Destroys the tools (a pen down is cancelled, one hovering leaves),
    /// tablets and the seat. The corresponding Wayland request is
    /// `zwp_tablet_seat_v2.destroy`.
    func destroy() {
        for tool in tools { tool.destroy() }
        tools.removeAll()
        for tablet in tablets { tablet.destroy() }
        tablets.removeAll()
        zwp_tablet_seat_v2_destroy(proxy)
    }
}

/// A `zwp_tablet_v2`: destroyed when the compositor removes it.
@MainActor
final class Tablet {
    let proxy: OpaquePointer
    private let onRemoved: (Tablet) -> Void

    init(proxy: OpaquePointer, onRemoved: @escaping (Tablet) -> Void) {
        self.proxy = proxy
        self.onRemoved = onRemoved
        zwp_tablet_v2_add_listener(proxy, tabletListener, listenerData(self))
    }

    fileprivate func removed() {
        destroy()
        onRemoved(self)
    }

    /// The corresponding Wayland request is `zwp_tablet_v2.destroy`.
    func destroy() { zwp_tablet_v2_destroy(proxy) }
}

private nonisolated(unsafe) let tabletSeatListener = makeListener(zwp_tablet_seat_v2_listener(
    tablet_added: { data, _, tablet in
        guard let seat = listenerOwner(data, as: TabletSeat.self), let raw = tablet else { return }
        nonisolated(unsafe) let tablet = raw
        MainActor.assumeIsolated { seat.tabletAdded(tablet) }
    },
    tool_added: { data, _, tool in
        guard let seat = listenerOwner(data, as: TabletSeat.self), let raw = tool else { return }
        nonisolated(unsafe) let tool = raw
        MainActor.assumeIsolated { seat.toolAdded(tool) }
    },
    pad_added: { data, _, pad in
        guard let seat = listenerOwner(data, as: TabletSeat.self), let raw = pad else { return }
        nonisolated(unsafe) let pad = raw
        MainActor.assumeIsolated { seat.padAdded(pad) }
    }
))

private nonisolated(unsafe) let tabletListener = makeListener(zwp_tablet_v2_listener(
    name: { _, _, _ in },
    id: { _, _, _, _ in },
    path: { _, _, _ in },
    done: { _, _ in },
    removed: { data, _ in
        guard let tablet = listenerOwner(data, as: Tablet.self) else { return }
        MainActor.assumeIsolated { tablet.removed() }
    }
))
