import Foundation

/// Something that reads the accessibility tree for a person: the AT-SPI
/// bridge (for Orca), the built-in speech mode, a test's recorder.
@MainActor
public protocol AssistiveTechnology: AnyObject {
    /// Whether it is a screen reader: while one is attached,
    /// `UIAccessibility.isVoiceOverRunning` is true.
    var isScreenReader: Bool { get }
    /// Something changed that it may want to tell its user about.
    func accessibilityEvent(_ event: AccessibilityEvent)
}

/// What the core tells assistive technologies (Y1, Y2).
public enum AccessibilityEvent {
    /// `UIAccessibility.post(notification:argument:)`.
    case notification(UIAccessibility.Notification, argument: Any?)
    /// A control's or element's value changed (a slider moved, a switch flipped).
    case valueChanged(UIResponder)
    /// Keyboard focus moved: the first responder or the focus system's item.
    case focusChanged(UIResponder?)
    /// A text input's text changed.
    case textChanged(UIResponder)
    /// A text input's caret or selection moved.
    case selectionChanged(UIResponder)
    /// The key window changed.
    case windowActivated(UIWindow)
}

/// Where the core meets assistive technologies (Y1): the ones attached, the
/// element one of them has focused, and the table from token to object that
/// lets a reader refer to an element by a number that is never reused.
///
/// With nothing attached every entry point returns at its first line, so an
/// app that nobody reads pays nothing (Y2: off, and costs nothing).
///
/// - Important: main actor only.
@MainActor
public final class AccessibilityCenter {
    public static let shared = AccessibilityCenter()

    private var technologies: [AssistiveTechnology] = []
    /// Objects whose token a reader has been given, through their storage
    /// box held weakly (``_AccessibilityStorage/owner``: no side table on
    /// the object).
    private var objectsByToken: [UInt64: WeakResponder] = [:]
    private var pruneAt = 64
    private weak var _focusedElement: UIResponder?
    /// Numbers the simulated touches of `activate` (AccessibilityCenter+Actions).
    var syntheticTouchID = 0
    /// The pass-through finger's id and place, while it is down.
    var passThroughID: Int?
    var passThroughLocation: CGPoint = .zero

    @MainActor
    private final class WeakResponder {
        weak var storage: _AccessibilityStorage?
        init(_ object: UIResponder) { storage = object._accessibility }
        var object: UIResponder? { storage?.owner }
    }

    /// Whether anything reads the tree: the hooks in controls and text
    /// inputs check this before they build an event.
    public var isActive: Bool { !technologies.isEmpty }

    var isScreenReaderRunning: Bool { technologies.contains { $0.isScreenReader } }

    public func attach(_ technology: AssistiveTechnology) {
        guard !technologies.contains(where: { $0 === technology }) else { return }
        let wasRunning = isScreenReaderRunning
        technologies.append(technology)
        if isScreenReaderRunning != wasRunning { postVoiceOverStatus() }
    }

    public func detach(_ technology: AssistiveTechnology) {
        let wasRunning = isScreenReaderRunning
        technologies.removeAll { $0 === technology }
        if isScreenReaderRunning != wasRunning { postVoiceOverStatus() }
        if technologies.isEmpty { setFocusedElement(nil) }
    }

    private func postVoiceOverStatus() {
        NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    }

    // MARK: Identity

    /// The token a reader uses for `object`; the object can be found by it
    /// while it lives.
    public func token(for object: UIResponder) -> UInt64 {
        let token = object._accessibilityToken
        if objectsByToken[token]?.object == nil {
            objectsByToken[token] = WeakResponder(object)
            if objectsByToken.count >= pruneAt {
                objectsByToken = objectsByToken.filter { $0.value.object != nil }
                pruneAt = max(64, objectsByToken.count * 2)
            }
        }
        return token
    }

    /// The object with `token`, or nil once it is freed (a defunct object).
    public func object(forToken token: UInt64) -> UIResponder? {
        objectsByToken[token]?.object
    }

    // MARK: Focus

    /// The element an assistive technology has focused (the speech mode's
    /// cursor), if any.
    public var focusedElement: UIResponder? { _focusedElement }

    /// Moves the assistive focus, telling the old and the new element and
    /// posting `UIAccessibility.elementFocusedNotification`.
    public func setFocusedElement(_ element: UIResponder?) {
        guard element !== _focusedElement else { return }
        let old = _focusedElement
        _focusedElement = element
        old?.accessibilityElementDidLoseFocus()
        element?.accessibilityElementDidBecomeFocused()
        if let element {
            NotificationCenter.default.post(name: UIAccessibility.elementFocusedNotification, object: nil,
                                            userInfo: [UIAccessibility.focusedElementUserInfoKey: element])
        }
    }

    /// Whether `object` has keyboard focus (Y4) or is the first responder.
    func _isFocused(_ object: UIResponder) -> Bool {
        // canBecomeFirstResponder first: it is a stored answer for most
        // views, and isFirstResponder walks up to the window.
        return object.canBecomeFirstResponder && !(object is UIWindow) && object.isFirstResponder
    }

    // MARK: Events

    func _post(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard !technologies.isEmpty else { return }
        send(.notification(notification, argument: argument))
    }

    func _valueChanged(_ object: UIResponder) {
        guard !technologies.isEmpty else { return }
        send(.valueChanged(object))
    }

    func _textChanged(_ object: UIResponder) {
        guard !technologies.isEmpty else { return }
        send(.textChanged(object))
    }

    func _selectionChanged(_ object: UIResponder) {
        guard !technologies.isEmpty else { return }
        send(.selectionChanged(object))
    }

    func _focusChanged(_ object: UIResponder?) {
        guard !technologies.isEmpty else { return }
        send(.focusChanged(object))
    }

    func _windowActivated(_ window: UIWindow) {
        guard !technologies.isEmpty else { return }
        send(.windowActivated(window))
    }

    private func send(_ event: AccessibilityEvent) {
        for technology in technologies { technology.accessibilityEvent(event) }
    }
}
