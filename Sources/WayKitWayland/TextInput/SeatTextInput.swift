import CWaylandClient
import CWaylandProtocols
import Foundation

/// One `zwp_text_input_v3`, for one seat: the requests, the events, and
/// the state the protocol keeps per object — the surface it entered,
/// whether our enable is committed, the commits counted for `done`'s serial
/// and the double-buffered events of the frame in progress.
/// `TextInputManager` decides what to send.
@MainActor
final class SeatTextInput {
    let proxy: OpaquePointer
    let seatName: UInt32
    private unowned let manager: TextInputManager

    /// The surface of the last `enter`, until `leave` (the protocol's
    /// "current surface"); nil when the seat's text-input focus is elsewhere.
    private(set) var enteredSurface: OpaquePointer?
    /// Whether the last enable or disable committed was an enable.
    private(set) var isEnabled = false
    /// Commit requests sent: "the compositor must count the number of commit
    /// requests … and use the count as the serial in done events". Wraps as
    /// a `uint32` does.
    private(set) var commitCount: UInt32 = 0
    /// The frame of events in progress.
    var pending = TextInputEdit()
    /// The surrounding text and cursor rectangle in the current state, to
    /// measure deletions against and to send only what changed.
    var sentSurrounding: SurroundingText?
    var sentCursorRectangle: [Int32]?
    var sentContentType: TextInputContentType?
    /// A `done` with an old serial changed the text: its surrounding text
    /// waits for the next `done` with the current serial (or the next change
    /// of ours).
    var stateIsStale = false

    /// The corresponding Wayland request is `zwp_text_input_manager_v3.get_text_input`.
    init?(manager: TextInputManager, managerProxy: OpaquePointer, seat: OpaquePointer, seatName: UInt32) {
        guard let proxy = zwp_text_input_manager_v3_get_text_input(managerProxy, seat) else { return nil }
        self.proxy = proxy
        self.seatName = seatName
        self.manager = manager
        zwp_text_input_v3_add_listener(proxy, textInputListener, listenerData(self))
    }

    // MARK: Requests

    /// The corresponding Wayland request is `zwp_text_input_v3.enable`. It
    /// resets the state, so what was sent is forgotten.
    func enable() {
        zwp_text_input_v3_enable(proxy)
        forgetState(enabled: true)
    }

    /// The corresponding Wayland request is `zwp_text_input_v3.disable`.
    func disable() {
        zwp_text_input_v3_disable(proxy)
        forgetState(enabled: false)
    }

    /// The corresponding Wayland request is `zwp_text_input_v3.set_surrounding_text`.
    func setSurroundingText(_ s: SurroundingText) {
        zwp_text_input_v3_set_surrounding_text(proxy, s.text, Int32(clamping: s.cursor), Int32(clamping: s.anchor))
        sentSurrounding = s
    }

    /// The corresponding Wayland request is `zwp_text_input_v3.set_text_change_cause`.
    func setTextChangeCause(byInputMethod: Bool) {
        let cause = byInputMethod ? ZWP_TEXT_INPUT_V3_CHANGE_CAUSE_INPUT_METHOD : ZWP_TEXT_INPUT_V3_CHANGE_CAUSE_OTHER
        zwp_text_input_v3_set_text_change_cause(proxy, cause.rawValue)
    }

    /// The corresponding Wayland request is `zwp_text_input_v3.set_content_type`.
    func setContentType(_ type: TextInputContentType) {
        zwp_text_input_v3_set_content_type(proxy, type.hint, type.purpose)
        sentContentType = type
    }

    /// The corresponding Wayland request is `zwp_text_input_v3.set_cursor_rectangle`.
    func setCursorRectangle(_ r: [Int32]) {
        guard r.count == 4 else { return }
        zwp_text_input_v3_set_cursor_rectangle(proxy, r[0], r[1], r[2], r[3])
        sentCursorRectangle = r
    }

    /// The corresponding Wayland request is `zwp_text_input_v3.commit`.
    func commit() {
        zwp_text_input_v3_commit(proxy)
        commitCount &+= 1
    }

    /// The corresponding Wayland request is `zwp_text_input_v3.destroy`.
    func destroy() { zwp_text_input_v3_destroy(proxy) }

    /// After enable, disable or enter "all state information is invalidated
    /// and needs to be resent"; enable also resets the events' state.
    private func forgetState(enabled: Bool) {
        isEnabled = enabled
        sentSurrounding = nil
        sentCursorRectangle = nil
        sentContentType = nil
        stateIsStale = false
        pending = TextInputEdit()
    }

    // MARK: Events

    fileprivate func enter(_ surface: OpaquePointer?) {
        guard let surface else { return }
        // An enter without a leave first: the old surface is left.
        enteredSurface = surface
        forgetState(enabled: false)
        manager.entered(self)
    }

    fileprivate func leave(_ surface: OpaquePointer?) {
        guard enteredSurface != nil else {
            manager.logOnce("leave without enter", "zwp_text_input_v3.leave without enter; ignored")
            return
        }
        enteredSurface = nil
        forgetState(enabled: false)
        manager.left(self)
    }

    /// Events of a frame are taken only while the text input has a surface
    /// and is enabled there; others are the compositor's mistake (or in
    /// flight from before our disable) and dropped.
    private func accepts(_ event: String) -> Bool {
        guard enteredSurface != nil else {
            manager.logOnce("event without enter", "zwp_text_input_v3.\(event) without enter; ignored")
            return false
        }
        return isEnabled
    }

    fileprivate func preedit(_ text: UnsafePointer<CChar>?, begin: Int32, end: Int32) {
        guard accepts("preedit_string") else { return }
        guard let text = decode(text, event: "preedit_string") else { return }
        pending.preedit = TextInputEdit.Preedit(text: text, cursorBegin: begin, cursorEnd: end)
    }

    fileprivate func commitString(_ text: UnsafePointer<CChar>?) {
        guard accepts("commit_string") else { return }
        guard let text = decode(text, event: "commit_string") else { return }
        pending.commit = text
    }

    fileprivate func deleteSurrounding(before: UInt32, after: UInt32) {
        guard accepts("delete_surrounding_text") else { return }
        pending.deleteBefore = before
        pending.deleteAfter = after
    }

    fileprivate func done(serial: UInt32) {
        guard accepts("done") else { return }
        let edit = pending
        pending = TextInputEdit()
        manager.done(edit, serial: serial, on: self)
    }

    /// The event's string: null is the empty string (the initial value).
    /// Invalid UTF-8 drops the event — its string and its byte offsets with
    /// it — rather than replacing bytes: U+FFFD would go into the user's
    /// text, and the preedit's cursor offsets, counted in the bytes sent,
    /// would point elsewhere after the replacement.
    private func decode(_ text: UnsafePointer<CChar>?, event: String) -> String? {
        guard let text else { return "" }
        guard let string = String(validatingCString: text) else {
            manager.logOnce("invalid utf-8", "zwp_text_input_v3.\(event) text is not valid UTF-8; the event is dropped")
            return nil
        }
        return string
    }
}

private func textInput(_ data: UnsafeMutableRawPointer?) -> SeatTextInput? {
    listenerOwner(data, as: SeatTextInput.self)
}

private nonisolated(unsafe) let textInputListener = makeListener(zwp_text_input_v3_listener(
    enter: { data, _, surface in
        guard let t = textInput(data) else { return }
        // Raw protocol pointers are only touched on the main thread.
        nonisolated(unsafe) let surface = surface
        MainActor.assumeIsolated { t.enter(surface) }
    },
    leave: { data, _, surface in
        guard let t = textInput(data) else { return }
        nonisolated(unsafe) let surface = surface
        MainActor.assumeIsolated { t.leave(surface) }
    },
    preedit_string: { data, _, text, begin, end in
        guard let t = textInput(data) else { return }
        nonisolated(unsafe) let text = text
        MainActor.assumeIsolated { t.preedit(text, begin: begin, end: end) }
    },
    commit_string: { data, _, text in
        guard let t = textInput(data) else { return }
        nonisolated(unsafe) let text = text
        MainActor.assumeIsolated { t.commitString(text) }
    },
    delete_surrounding_text: { data, _, before, after in
        guard let t = textInput(data) else { return }
        MainActor.assumeIsolated { t.deleteSurrounding(before: before, after: after) }
    },
    done: { data, _, serial in
        guard let t = textInput(data) else { return }
        MainActor.assumeIsolated { t.done(serial: serial) }
    }
))
