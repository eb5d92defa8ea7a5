import CWaylandClient
import CWaylandProtocols
import Foundation
import WayKit

/// A `zwp_tablet_tool_v2`: a pen, its eraser end or another tool. Events are
/// gathered until `frame`, then applied in the protocol's order within a
/// frame — proximity_in, down, motion and axes, up, proximity_out — through
/// this table (D4, F1, F2):
///
///     state \ event  proximity_in         down            up              proximity_out
///     out            hovering             dropped, logged dropped, logged dropped
///     hovering       hovering (a new      contact         dropped, logged out
///                    surface)
///     contact        contact cancelled,   dropped, logged hovering        contact cancelled,
///                    hovering                                             out
///
/// `removed` from any state: a contact is cancelled, a hover ends, the tool
/// is destroyed (libwayland drops whatever the compositor still sends it).
/// A tool that is no pen (a mouse, a lens, a finger or a type outside the
/// enum) is logged once and its events are dropped: no touch ever begins.
/// An empty frame is logged once and changes nothing.
@MainActor
final class TabletTool {
    enum State: Equatable { case out, hovering, contact }

    let proxy: OpaquePointer
    private unowned let router: InputRouter
    private let onRemoved: (TabletTool) -> Void
    /// The touch id of this tool's contacts: unique among the app's tools
    /// and far from any compositor's `wl_touch` ids.
    let touchID: Int
    private static var nextTouchID = Int.min + 16

    // The tool's description (before `done`).
    private(set) var type: UInt32?
    private var capabilities: Set<UInt32> = []

    // Its state, as of the last frame.
    private(set) var state: State = .out
    /// The surface the tool is over (proximity_in), and where on it.
    private(set) var surface: OpaquePointer?
    private var position: (x: Double, y: Double)?
    private(set) var axes = TabletAxes()
    /// The scene the tool last hovered in, for its hover to end there (set
    /// by the router; gone with the scene, whose hover went with it).
    weak var hoverScene: UIWindowScene?

    /// What arrived since the last frame.
    private struct Pending {
        var proximityIn: OpaquePointer??   // .some(nil): on a surface destroyed meanwhile
        var down = false
        var up = false
        var proximityOut = false
        var motion: (x: Double, y: Double)?
        var axesChanged = false
        var other = false  // buttons, rotation, slider, wheel: nothing WayKit maps
        var isEmpty: Bool { proximityIn == nil && !down && !up && !proximityOut && motion == nil && !axesChanged && !other }
    }
    private var pending = Pending()

    init(proxy: OpaquePointer, router: InputRouter, onRemoved: @escaping (TabletTool) -> Void) {
        self.proxy = proxy
        self.router = router
        self.onRemoved = onRemoved
        touchID = Self.nextTouchID
        Self.nextTouchID &+= 1
        zwp_tablet_tool_v2_add_listener(proxy, toolListener, listenerData(self))
    }

    /// Pens, pencils, brushes and airbrushes draw; the eraser erases.
    var isPen: Bool {
        switch type {
        case ZWP_TABLET_TOOL_V2_TYPE_PEN.rawValue, ZWP_TABLET_TOOL_V2_TYPE_PENCIL.rawValue,
             ZWP_TABLET_TOOL_V2_TYPE_BRUSH.rawValue, ZWP_TABLET_TOOL_V2_TYPE_AIRBRUSH.rawValue,
             ZWP_TABLET_TOOL_V2_TYPE_ERASER.rawValue: true
        default: false
        }
    }
    var isEraser: Bool { type == ZWP_TABLET_TOOL_V2_TYPE_ERASER.rawValue }

    /// What the tool doesn't measure is reported as estimated.
    var estimatedProperties: UITouch.Properties {
        var p: UITouch.Properties = []
        if !capabilities.contains(ZWP_TABLET_TOOL_V2_CAPABILITY_PRESSURE.rawValue) { p.insert(.force) }
        if !capabilities.contains(ZWP_TABLET_TOOL_V2_CAPABILITY_TILT.rawValue) { p.formUnion([.altitude, .azimuth]) }
        return p
    }

    // MARK: Events

    fileprivate func typeEvent(_ t: UInt32) { type = t }
    fileprivate func capability(_ c: UInt32) {
        // A handful of values; a compositor repeating them can't grow the set.
        if capabilities.count < 16 { capabilities.insert(c) }
    }
    fileprivate func done() {
        guard !isPen else { return }
        let name = type.map { String(format: "0x%x", $0) } ?? "none"
        router.logOnce("tablet tool type \(name)", "tablet tool of type \(name) is not a pen; its events are ignored")
    }
    fileprivate func proximityIn(_ surface: OpaquePointer?) { pending.proximityIn = .some(surface) }
    fileprivate func proximityOut() { pending.proximityOut = true }
    fileprivate func down() { pending.down = true }
    fileprivate func up() { pending.up = true }
    fileprivate func motion(x: Double, y: Double) { pending.motion = (x, y) }
    fileprivate func pressure(_ v: UInt32) { axes.pressure = TabletAxes.normalized(v); pending.axesChanged = true }
    fileprivate func distance(_ v: UInt32) { axes.distance = TabletAxes.normalized(v); pending.axesChanged = true }
    fileprivate func tilt(x: Double, y: Double) {
        axes.tiltX = TabletAxes.clampedTilt(x)
        axes.tiltY = TabletAxes.clampedTilt(y)
        pending.axesChanged = true
    }
    fileprivate func otherAxis() { pending.other = true }

    /// Applies the frame through the state table, in the protocol's order.
    fileprivate func frame(time: UInt32) {
        let p = pending
        pending = Pending()
        guard isPen else { return }
        if p.isEmpty {
            router.logOnce("tablet empty frame", "zwp_tablet_tool_v2.frame with no event before it; ignored")
            return
        }
        if let entered = p.proximityIn {
            if state == .contact { router.tabletContact(self, .cancelled, time: time) }
            if state != .out { router.tabletHoverEnded(self, time: time) }
            // A surface that isn't ours (or was destroyed) is followed as
            // out of proximity.
            if let entered, router.isOurs(entered) {
                surface = entered
                position = nil
                state = .hovering
            } else {
                surface = nil
                state = .out
            }
        }
        if let m = p.motion, state != .out { position = m }
        if p.down {
            switch state {
            case .hovering where position != nil:
                router.tabletHoverEnded(self, time: time)
                state = .contact
                router.tabletContact(self, .began, time: time)
            case .hovering, .out:
                router.logOnce("tablet down", "zwp_tablet_tool_v2.down without proximity_in and a position; dropped")
            case .contact:
                router.logOnce("tablet second down", "zwp_tablet_tool_v2.down while down; dropped")
            }
        } else if state == .contact, !p.up, p.motion != nil || p.axesChanged {
            // With an up in the frame the last values go with the ended phase.
            router.tabletContact(self, .moved, time: time)
        }
        if p.up {
            if state == .contact {
                state = .hovering
                router.tabletContact(self, .ended, time: time)
            } else {
                router.logOnce("tablet up", "zwp_tablet_tool_v2.up without down; dropped")
            }
        }
        if p.proximityOut {
            leave(time: time)
        } else if state == .hovering, position != nil, p.motion != nil || p.axesChanged || p.up || p.proximityIn != nil {
            router.tabletHover(self, time: time)
        }
    }

    /// Out of proximity: a contact without `up` is cancelled (F2), hover ends.
    private func leave(time: UInt32) {
        if state == .contact { router.tabletContact(self, .cancelled, time: time) }
        if state != .out { router.tabletHoverEnded(self, time: time) }
        state = .out
        surface = nil
        position = nil
    }

    /// Where the tool is, in surface coordinates (contact and hover only).
    var location: (surface: OpaquePointer, x: Double, y: Double)? {
        guard let surface, let position else { return nil }
        return (surface, position.x, position.y)
    }

    fileprivate func removed() {
        destroy()
        onRemoved(self)
    }

    /// Ends what the tool had going, then destroys it. The corresponding
    /// Wayland request is `zwp_tablet_tool_v2.destroy`.
    func destroy() {
        leave(time: 0)
        zwp_tablet_tool_v2_destroy(proxy)
    }
}

private func owner(_ data: UnsafeMutableRawPointer?) -> TabletTool? { listenerOwner(data, as: TabletTool.self) }

private nonisolated(unsafe) let toolListener = makeListener(zwp_tablet_tool_v2_listener(
    type: { data, _, t in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.typeEvent(t) }
    },
    hardware_serial: { _, _, _, _ in },
    hardware_id_wacom: { _, _, _, _ in },
    capability: { data, _, c in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.capability(c) }
    },
    done: { data, _ in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.done() }
    },
    removed: { data, _ in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.removed() }
    },
    proximity_in: { data, _, _, _, surface in
        guard let tool = owner(data) else { return }
        nonisolated(unsafe) let surface = surface
        MainActor.assumeIsolated { tool.proximityIn(surface) }
    },
    proximity_out: { data, _ in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.proximityOut() }
    },
    down: { data, _, _ in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.down() }
    },
    up: { data, _ in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.up() }
    },
    motion: { data, _, x, y in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.motion(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)) }
    },
    pressure: { data, _, v in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.pressure(v) }
    },
    distance: { data, _, v in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.distance(v) }
    },
    tilt: { data, _, x, y in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.tilt(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)) }
    },
    rotation: { data, _, _ in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.otherAxis() }
    },
    slider: { data, _, _ in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.otherAxis() }
    },
    wheel: { data, _, _, _ in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.otherAxis() }
    },
    button: { data, _, _, _, _ in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.otherAxis() }
    },
    frame: { data, _, time in
        guard let tool = owner(data) else { return }
        MainActor.assumeIsolated { tool.frame(time: time) }
    }
))
