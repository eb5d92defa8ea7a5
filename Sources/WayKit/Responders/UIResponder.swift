import Foundation

/// An object that can respond to and handle events: the links of the responder
/// chain (R1–R7).
///
/// The default `touches…` and `presses…` methods forward the call to ``next``;
/// override without calling `super` to stop an event, or call `super` to handle it
/// and pass it on (R4). An event that runs off the end of the chain is dropped
/// quietly (R5).
///
/// An `NSObject`, as in UIKit (U1): equal only to itself (`isEqual(_:)`),
/// hashable by identity, with `description` and `isKind(of:)`, so iOS code
/// that compares controllers with `==` or keeps views in sets compiles
/// unchanged. `init()` overrides NSObject's, which is how a delegate class
/// named by a string is made (CWayKitRuntime).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The accessibility properties set on this object (Y1), allocated on
    /// first use.
    var _accessibilityStorage: _AccessibilityStorage?

    // MARK: Accessibility (Y1)

    // UIKit declares these on NSObject (the informal UIAccessibility
    // protocol). WayKit's views, controllers and accessibility elements share
    // UIResponder as their root, so they are declared here, `open`, and app
    // code overrides them exactly as on iOS. They live in the class body
    // because an extension's members cannot be overridden. Built-in views get
    // their defaults from Accessibility/BuiltInAccessibility.swift, one table
    // by class.

    /// Whether assistive technologies see this object as one element. True by
    /// default for controls, labels, text fields and text views, table cells
    /// and UIAccessibilityElement; false for plain views and image views.
    open var isAccessibilityElement: Bool {
        get { _accessibilityStorage?.isElement ?? _BuiltInAccessibility.isElement(self) }
        set { _accessibility.isElement = newValue }
    }

    /// A short name: "Play", "Volume". Built-in views derive it from their
    /// text or title.
    open var accessibilityLabel: String? {
        get { _accessibilityStorage?.label ?? _BuiltInAccessibility.label(self) }
        set { _accessibility.label = newValue }
    }

    /// The current value of an element whose value changes: "50%", a text
    /// field's text.
    open var accessibilityValue: String? {
        get { _accessibilityStorage?.value ?? _BuiltInAccessibility.value(self) }
        set { _accessibility.value = newValue }
    }

    /// What activating the element does: "Plays the song."
    open var accessibilityHint: String? {
        get { _accessibilityStorage?.hint }
        set { _accessibility.hint = newValue }
    }

    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibilityStorage?.traits ?? _BuiltInAccessibility.traits(self) }
        set { _accessibility.traits = newValue }
    }

    /// The element's frame in the scene's coordinates (UIKit's screen
    /// coordinates). Views default to their bounds converted there.
    open var accessibilityFrame: CGRect {
        get { _accessibilityStorage?.frame ?? _accessibilityDefaultFrame }
        set { _accessibility.frame = newValue }
    }

    /// Where a double tap in speech mode lands when `accessibilityActivate()`
    /// declines, in the scene's coordinates. Default: the frame's centre.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let p = _accessibilityStorage?.activationPoint { return p }
            let f = accessibilityFrame
            return CGPoint(x: f.midX, y: f.midY)
        }
        set { _accessibility.activationPoint = newValue }
    }

    /// The elements of a container, in reading order: views and
    /// `UIAccessibilityElement`s. Nil (the default) means the subviews, in
    /// reading order (top to bottom, then leading to trailing).
    open var accessibilityElements: [Any]? {
        get { _accessibilityStorage?.elements ?? _BuiltInAccessibility.elements(self) }
        set { _accessibility.elements = newValue }
    }

    /// Hides the object and everything inside it from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { _accessibilityStorage?.elementsHidden ?? false }
        set { _accessibility.elementsHidden = newValue }
    }

    /// While shown, assistive technologies ignore the view's siblings and
    /// theirs: alerts, and sheets above their largest undimmed detent.
    open var accessibilityViewIsModal: Bool {
        get { _accessibilityStorage?.viewIsModal ?? _BuiltInAccessibility.isModal(self) }
        set { _accessibility.viewIsModal = newValue }
    }

    /// Reads the container's elements together, before anything after it.
    open var shouldGroupAccessibilityChildren: Bool {
        get { _accessibilityStorage?.groupsChildren ?? false }
        set { _accessibility.groupsChildren = newValue }
    }

    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { _accessibilityStorage?.containerType ?? _BuiltInAccessibility.containerType(self) }
        set { _accessibility.containerType = newValue }
    }

    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { _accessibilityStorage?.customActions }
        set { _accessibility.customActions = newValue }
    }

    open var accessibilityLanguage: String? {
        get { _accessibilityStorage?.language }
        set { _accessibility.language = newValue }
    }

    open var accessibilityUserInputLabels: [String]! {
        get { _accessibilityStorage?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { _accessibility.userInputLabels = newValue }
    }

    // MARK: Actions

    /// Activates the element. Return true if you handled it; the default
    /// returns false, and the speech mode or the AT-SPI Action then taps the
    /// activation point (Y1, Y3).
    open func accessibilityActivate() -> Bool { false }

    /// For `.adjustable` elements: one step up. Built-in sliders, steppers
    /// and page controls step their value and send `.valueChanged`.
    open func accessibilityIncrement() { _BuiltInAccessibility.adjust(self, by: 1) }

    open func accessibilityDecrement() { _BuiltInAccessibility.adjust(self, by: -1) }

    /// Scrolls by a page; true if it scrolled. Scroll views scroll by default
    /// and post `.pageScrolled` with their position.
    open func accessibilityScroll(_ direction: UIAccessibility.ScrollDirection) -> Bool {
        _BuiltInAccessibility.scroll(self, direction)
    }

    /// Dismisses a modal view or goes back; true if it did. Asked along the
    /// responder chain from the focused element: navigation controllers pop,
    /// presented controllers are dismissed, alerts choose their cancel action.
    open func accessibilityPerformEscape() -> Bool { _BuiltInAccessibility.escape(self) }

    /// The most important action of the screen (answer a call, play). Asked
    /// along the responder chain on a two-finger double tap.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// Called when an assistive technology moves its focus onto the element.
    open func accessibilityElementDidBecomeFocused() {}
    open func accessibilityElementDidLoseFocus() {}
    open func accessibilityElementIsFocused() -> Bool {
        AccessibilityCenter.shared.focusedElement === self
    }


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
        // Y4: a key no responder took moves keyboard focus (Tab, arrows),
        // selects (Return, Space) or escapes.
        guard let next else { UIFocusSystem._main._unhandledPresses(presses); return }
        next._traced(.pressesBegan) { $0.pressesBegan(presses, with: event) }
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // A held Tab or arrow repeats its move.
        guard let next else { UIFocusSystem._main._unhandledPresses(presses.filter { $0.isRepeat }); return }
        next._traced(.pressesChanged) { $0.pressesChanged(presses, with: event) }
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
    /// Never called: WayKit loads no nibs or storyboards. Declared so that
    /// the many cells and views written `override func awakeFromNib()`
    /// (with `super.awakeFromNib()`) compile unchanged; on iOS it is
    /// NSObject's, through UINibLoadingAdditions (U1).
    open func awakeFromNib() {}

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
        AccessibilityCenter.shared._focusChanged(self)  // Y2: focus event
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
