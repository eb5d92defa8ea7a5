import CWaylandTestCompositor

// Several outputs and the idle notification (issue 23).
extension TestCompositor {
    // MARK: Outputs

    /// Adds an output named `name` at (x, y), `width`×`height` points;
    /// returns its index (output 0 is "WAYKIT-1", 1280×800). With
    /// `complete` false its description has no `wl_output.done`.
    @discardableResult
    public func addOutput(name: String, x: Int = 0, y: Int = 0, width: Int, height: Int, complete: Bool = true) -> Int {
        Int(wtc_add_output(pointer, name, Int32(x), Int32(y), Int32(width), Int32(height), complete))
    }

    /// Unplugs output `index` (`wl_registry.global_remove`).
    public func removeOutput(_ index: Int) { wtc_remove_output(pointer, Int32(index)) }

    public var outputCount: Int { Int(wtc_output_count(pointer)) }

    /// `wl_surface.enter` / `.leave` of output `output` for surface `s`.
    public func enterOutput(_ s: Int, output: Int) { wtc_surface_enter_output_index(pointer, Int32(s), Int32(output)) }
    public func leaveOutput(_ s: Int, output: Int) { wtc_surface_leave_output_index(pointer, Int32(s), Int32(output)) }

    /// The output toplevel `t` last asked to be fullscreen on, while it is
    /// fullscreen; nil when it named none or is not fullscreen.
    public func fullscreenOutput(_ t: Int) -> Int? {
        let i = Int(wtc_toplevel_fullscreen_output_index(pointer, Int32(t)))
        return i >= 0 ? i : nil
    }

    /// `xdg_toplevel.set_fullscreen` requests of toplevel `t` so far.
    public func fullscreenRequests(_ t: Int) -> Int { Int(wtc_toplevel_fullscreen_requests(pointer, Int32(t))) }

    /// `zxdg_output_manager_v1.get_xdg_output` requests so far.
    public var xdgOutputsMade: Int { Int(wtc_xdg_outputs_made(pointer)) }

    // MARK: Idle notification

    /// Moves the compositor's idle clock on: notifications past their
    /// timeout since the last injected input get `idled`.
    public func advanceIdleClock(milliseconds: UInt32) { wtc_idle_advance(pointer, milliseconds) }

    /// Sends `idled` (or `resumed`) to every live notification whatever its
    /// state (a compositor breaking the alternation).
    public func sendIdleEventRaw(idled: Bool) { wtc_idle_send_raw(pointer, idled) }

    public var idleNotifications: Int { Int(wtc_idle_notifications(pointer)) }
    /// The timeout of the newest live notification, in milliseconds.
    public var idleNotificationTimeout: UInt32 { wtc_idle_notification_timeout(pointer) }

    /// Removes the seat and sends `idled` right after: an idle notification
    /// for a seat that went away.
    public func removeSeat() { wtc_remove_seat(pointer) }
}
