import CWaylandClient
import CWaylandProtocols
import Foundation
import WayKit

/// The compositor's input method for WayKit's text responders (K3): the
/// bound `zwp_text_input_manager_v3`, one `zwp_text_input_v3` per seat, and
/// the rules for what to send when. It observes the application's focused
/// text responder (`TextInputObserver`), so it needs no text view's class.
///
/// - A text input that has entered the surface showing the key window is
///   enabled while a text responder is focused there, with its state
///   (surrounding text, change cause, content type, cursor rectangle) in the
///   same commit; it is disabled when the responder resigns, and enabled
///   again after each `enter` and when a tap asks for the panel.
/// - The responder's own changes are sent as they happen (cause "other");
///   the changes a `done` makes are sent after it, once, with cause "input
///   method", and only when the `done` is current (its serial is our commit
///   count).
/// - While a text input has entered a surface of ours that shows the key
///   window, `UIApplication._hasPlatformInputMethod` is true, which keeps
///   WayKit's own on-screen keyboard away (K5).
///
/// - Important: main actor only.
@MainActor
final class TextInputManager: TextInputObserver {
    let proxy: OpaquePointer
    private unowned let client: WaylandClient
    private var inputs: [SeatTextInput] = []
    /// The responder the enabled text inputs serve.
    private weak var focused: (any UITextInput)?
    /// True while a `done` is being applied: the responder reports each of
    /// its changes, and they are sent once, after the `done`.
    private var applyingDone = false

    init(proxy: OpaquePointer, client: WaylandClient) {
        self.proxy = proxy
        self.client = client
        focused = UIApplication.shared.focusedTextInput
        UIApplication.shared.addTextInputObserver(self)
    }

    func logOnce(_ key: String, _ message: @autoclosure () -> String) { client.log(once: "text-input " + key, message()) }

    // MARK: Seats

    /// Makes the seat's text input. The compositor may announce the manager
    /// before or after the seats, so both paths come here.
    func seatAdded(_ seat: WaylandSeat) {
        guard !inputs.contains(where: { $0.seatName == seat.name }),
              let input = SeatTextInput(manager: self, managerProxy: proxy, seat: seat.proxy, seatName: seat.name) else { return }
        inputs.append(input)
    }

    func seatRemoved(name: UInt32) {
        guard let i = inputs.firstIndex(where: { $0.seatName == name }) else { return }
        inputs.remove(at: i).destroy()
        updatePlatformInputMethod()
    }

    /// Destroys the text inputs and the manager. The corresponding Wayland
    /// request is `zwp_text_input_manager_v3.destroy`.
    func destroy() {
        for input in inputs { input.destroy() }
        inputs.removeAll()
        updatePlatformInputMethod()
        UIApplication.shared.removeTextInputObserver(self)
        zwp_text_input_manager_v3_destroy(proxy)
    }

    // MARK: Focus

    /// Whether `input` is a responder in the scene whose surface `seat`'s text
    /// input has entered.
    private func serves(_ seat: SeatTextInput, _ input: any UITextInput) -> Bool {
        guard let surface = seat.enteredSurface, let scene = client.locate(surface: surface)?.scene else { return false }
        return input.textInputView.window?.windowScene === scene
    }

    private func updatePlatformInputMethod() {
        let keyScene = UIApplication.shared.keyWindow?.windowScene
        UIApplication.shared._hasPlatformInputMethod = keyScene != nil && inputs.contains { seat in
            seat.enteredSurface.flatMap { client.locate(surface: $0)?.scene } === keyScene
        }
    }

    func entered(_ seat: SeatTextInput) {
        updatePlatformInputMethod()
        guard let input = focused, serves(seat, input) else { return }
        seat.enable()
        send(input, on: seat, byInputMethod: false, force: true)
    }

    /// "The client should reset any preedit string previously set."
    func left(_ seat: SeatTextInput) {
        updatePlatformInputMethod()
        guard let input = focused, input.markedTextRange != nil else { return }
        withoutEcho {
            input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
            input.unmarkText()
        }
    }

    func textInputFocusDidChange(to input: (any UITextInput)?) {
        focused = input
        updatePlatformInputMethod()
        for seat in inputs where seat.enteredSurface != nil {
            // "Clients … should disable the current text input before
            // enabling the new one": the input method sees the field change.
            if seat.isEnabled {
                seat.disable()
                seat.commit()
            }
            if let input, serves(seat, input) {
                seat.enable()
                send(input, on: seat, byInputMethod: false, force: true)
            }
        }
    }

    func textInputStateDidChange(_ input: any UITextInput) {
        guard !applyingDone, input === focused else { return }
        for seat in inputs where seat.isEnabled {
            send(input, on: seat, byInputMethod: false, force: false)
        }
    }

    /// A tap in the focused field: enable again, which asks the compositor
    /// to show its panel; enable resets the state, so all of it is sent again.
    func textInputDidRequestKeyboard(_ input: any UITextInput) {
        guard input === focused else { return }
        for seat in inputs where seat.enteredSurface != nil && serves(seat, input) {
            seat.enable()
            send(input, on: seat, byInputMethod: false, force: true)
        }
    }

    // MARK: done

    /// Applies a frame of events to the focused responder, then sends the
    /// new state if the `done` is current. "When the client receives a done
    /// event with a serial different than the number of past commit
    /// requests, it must proceed with evaluating and applying the changes as
    /// normal, except it should not change the current state of the
    /// zwp_text_input_v3 object. All pending state requests … should be sent
    /// and committed after receiving a zwp_text_input_v3.done event with a
    /// matching serial." So an old `done` still edits the text, but what it
    /// changed is sent only after a current one (or with our next change).
    func done(_ edit: TextInputEdit, serial: UInt32, on seat: SeatTextInput) {
        guard let input = focused, serves(seat, input) else {
            logOnce("done without field", "zwp_text_input_v3.done for a surface with no focused text field; ignored")
            return
        }
        var surrounding: SurroundingText?
        withoutEcho {
            surrounding = edit.apply(to: input, lastSent: seat.sentSurrounding) { key, message in
                logOnce(key, message)
            }
        }
        let current = serial == seat.commitCount
        guard current else {
            if surrounding != seat.sentSurrounding { seat.stateIsStale = true }
            return
        }
        send(input, on: seat, byInputMethod: true, force: false, surrounding: surrounding)
    }

    private func withoutEcho(_ body: () -> Void) {
        let outer = applyingDone
        applyingDone = true
        body()
        applyingDone = outer
    }

    // MARK: Sending state

    /// Sends `input`'s state and commits, if any of it differs from what the
    /// compositor has (always after enable: the state starts over). A commit
    /// of nothing new would only make the input method answer with another
    /// `done`, and that one with another commit.
    private func send(_ input: any UITextInput, on seat: SeatTextInput, byInputMethod: Bool, force: Bool,
                      surrounding: SurroundingText? = nil) {
        let surrounding = surrounding ?? SurroundingText(of: input)
        let contentType = TextInputContentType(traits: input)
        let rectangle = cursorRectangle(of: input, on: seat)
        let changed = surrounding != seat.sentSurrounding || contentType != seat.sentContentType
            || (rectangle != nil && rectangle != seat.sentCursorRectangle) || seat.stateIsStale
        guard force || changed else { return }
        seat.setSurroundingText(surrounding)
        seat.setTextChangeCause(byInputMethod: byInputMethod)
        seat.setContentType(contentType)
        if let rectangle { seat.setCursorRectangle(rectangle) }
        seat.stateIsStale = false
        seat.commit()
    }

    /// The caret's rectangle in the entered surface's coordinates: from the
    /// responder's view to its window, from the window to the scene (a
    /// window's frame is its place in the scene) and from the scene to the
    /// surface. Nil without a caret or when it is no finite rectangle.
    private func cursorRectangle(of input: any UITextInput, on seat: SeatTextInput) -> [Int32]? {
        guard let position = input.selectedTextRange?.end,
              let surface = seat.enteredSurface, let offset = client.locate(surface: surface)?.offset else { return nil }
        let view = input.textInputView
        guard let window = view.window else { return nil }
        let caret = view.convert(input.caretRect(for: position), to: window)
        let x0 = caret.minX + window.frame.minX - offset.x, y0 = caret.minY + window.frame.minY - offset.y
        let x1 = x0 + caret.width, y1 = y0 + caret.height
        // Whole points that cover the caret; a rectangle the protocol's
        // int32 can't hold is no rectangle.
        let edges = [x0.rounded(.down), y0.rounded(.down), x1.rounded(.up), y1.rounded(.up)]
        guard edges.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
        let e = edges.map { Int32($0) }
        return [e[0], e[1], e[2] - e[0], e[3] - e[1]]
    }
}
