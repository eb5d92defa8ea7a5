import CWaylandClient
import CWaylandProtocols
import Foundation

/// A `zxdg_output_v1`: where an output sits among the others and its size
/// in the compositor's logical space, and its name ("HDMI-A-1") on
/// compositors whose `wl_output` is older than version 4 (issue 23: several
/// screens). Made by `zxdg_output_manager_v1.get_xdg_output` for every
/// `wl_output` once the manager is bound.
///
/// xdg-output: the events are double-buffered; up to version 2 they apply
/// at `zxdg_output_v1.done`, from version 3 at the output's `wl_output.done`
/// (the xdg `done` is deprecated and not sent), so the output takes them at
/// either (`WaylandOutput.done`).
///
/// - Important: main actor only.
@MainActor
final class XdgOutput {
    let proxy: OpaquePointer
    let version: UInt32
    /// Told when the values are complete (version 1 and 2: `done`).
    var onDone: () -> Void = {}
    /// Values received since the last application.
    private(set) var pendingPosition: (x: Int32, y: Int32)?
    private(set) var pendingSize: (width: Int32, height: Int32)?
    private(set) var pendingName: String?
    /// Whether any value came yet: until then the output waits before it
    /// tells the app of its screen.
    private(set) var hasInformation = false

    /// The corresponding Wayland request is `zxdg_output_manager_v1.get_xdg_output`.
    init?(manager: OpaquePointer, version: UInt32, output: OpaquePointer) {
        guard let proxy = zxdg_output_manager_v1_get_xdg_output(manager, output) else { return nil }
        self.proxy = proxy
        self.version = version
        zxdg_output_v1_add_listener(proxy, xdgOutputListener, listenerData(self))
    }

    fileprivate func logicalPosition(x: Int32, y: Int32) {
        pendingPosition = (x, y)
        hasInformation = true
    }

    fileprivate func logicalSize(width: Int32, height: Int32) {
        pendingSize = (width, height)
        hasInformation = true
    }

    fileprivate func name(_ name: String) {
        pendingName = name
        hasInformation = true
    }

    fileprivate func done() { onDone() }

    /// The logical rectangle in points, when the compositor gave a size
    /// that is positive and within `maximumSide` and a position within
    /// ±2²⁴ (F1: anything else is dropped, the screen keeps no frame).
    func logicalFrame(maximumSide: Int32) -> CGRect? {
        guard let size = pendingSize, size.width > 0, size.height > 0,
              size.width <= maximumSide, size.height <= maximumSide else { return nil }
        let position = pendingPosition ?? (0, 0)
        let limit: Int32 = 1 << 24
        guard abs(Int64(position.x)) <= Int64(limit), abs(Int64(position.y)) <= Int64(limit) else { return nil }
        return CGRect(x: CGFloat(position.x), y: CGFloat(position.y),
                      width: CGFloat(size.width), height: CGFloat(size.height))
    }

    /// The corresponding Wayland request is `zxdg_output_v1.destroy`.
    func destroy() { zxdg_output_v1_destroy(proxy) }

    /// The corresponding Wayland request is `zxdg_output_manager_v1.destroy`.
    static func destroyManager(_ manager: OpaquePointer) { zxdg_output_manager_v1_destroy(manager) }
}

private nonisolated(unsafe) let xdgOutputListener = makeListener(zxdg_output_v1_listener(
    logical_position: { data, _, x, y in
        guard let output = listenerOwner(data, as: XdgOutput.self) else { return }
        MainActor.assumeIsolated { output.logicalPosition(x: x, y: y) }
    },
    logical_size: { data, _, width, height in
        guard let output = listenerOwner(data, as: XdgOutput.self) else { return }
        MainActor.assumeIsolated { output.logicalSize(width: width, height: height) }
    },
    done: { data, _ in
        guard let output = listenerOwner(data, as: XdgOutput.self) else { return }
        MainActor.assumeIsolated { output.done() }
    },
    name: { data, _, name in
        guard let output = listenerOwner(data, as: XdgOutput.self), let name else { return }
        // A compositor's string: kept short (F1).
        let text = String(String(cString: name).prefix(64))
        MainActor.assumeIsolated { output.name(text) }
    },
    description: { _, _, _ in }
))
