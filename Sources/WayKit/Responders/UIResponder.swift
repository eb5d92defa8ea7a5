import Foundation

/// An object that can respond to and handle events: the links of the responder
/// chain (R1–R7).
///
/// The default `touches…` and `presses…` methods forward the call to ``next``;
/// override without calling `super` to stop an event, or call `super` to handle it
/// and pass it on (R4). An event that runs off the end of the chain is dropped
/// quietly (R5).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    // MARK: Touches

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?._traced(.touchesBegan) { $0.touchesBegan(touches, with: event) }
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?._traced(.touchesMoved) { $0.touchesMoved(touches, with: event) }
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?._traced(.touchesEnded) { $0.touchesEnded(touches, with: event) }
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?._traced(.touchesCancelled) { $0.touchesCancelled(touches, with: event) }
    }

    // MARK: Presses

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?._traced(.pressesBegan) { $0.pressesBegan(presses, with: event) }
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?._traced(.pressesChanged) { $0.pressesChanged(presses, with: event) }
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?._traced(.pressesEnded) { $0.pressesEnded(presses, with: event) }
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?._traced(.pressesCancelled) { $0.pressesCancelled(presses, with: event) }
    }

    // MARK: Key commands (K4)

    /// Shortcuts this responder offers while it is on the chain from the
    /// first responder. Default: none.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: First responder

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    /// Set while a first responder is made to resign because it leaves its
    /// window: delegates that would veto (`textFieldShouldEndEditing`) are
    /// not asked a second time.
    static var _isForcedResign = false

    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool {
        _firstResponderWindow?._firstResponder === self
    }

    /// Makes this object the first responder of its window, after asking the
    /// current one to resign. Fails when ``canBecomeFirstResponder`` is false,
    /// when the responder is in no window, or when the current one won't resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window = _firstResponderWindow else { return false }
        if let current = window._firstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        window._firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder || UIResponder._isForcedResign else { return false }
        if let window = _firstResponderWindow, window._firstResponder === self {
            window._firstResponder = nil
        }
        return true
    }

    /// The window whose first-responder slot this responder would take.
    var _firstResponderWindow: UIWindow? { UIApplication.shared.keyWindow }

    /// A name for traces: the class name, as the seeds' logs print it.
    open var _traceName: String { String(describing: type(of: self)) }

    /// Calls `body` on `self`, recording the call in the active trace first.
    @inline(__always)
    func _traced(_ method: DeliveryTrace.ResponderMethod, _ body: (UIResponder) -> Void) {
        if let trace = DeliveryTrace._current { trace.record(.responder(_traceName, method)) }
        body(self)
    }
}
