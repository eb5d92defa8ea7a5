import Foundation

/// The window a menu is shown in (D6): the list of a ``UIMenu``
/// (`MenuWindow`) or the text edit bar (`TextEditMenu`). A WayKit view tree,
/// so its items follow the event model.
///
/// Where the scene's backend shows popups (Wayland: `xdg_popup`), the window
/// is the menu's size and the compositor places it against the anchor,
/// outside the toplevel's bounds if need be; otherwise (headless) it covers
/// its scene and places the menu itself (`MenuPlacement`). Either way it is
/// above every other window (H1) and its hit area is the whole scene, so a
/// tap outside the menu closes it and reaches nothing else, as UIKit's
/// menus take it. It never becomes the key window: the app's first
/// responder keeps it, and key presses reach the menu first while it is
/// open (`_handleMenuKey`). One menu is open at a time.
@MainActor
class MenuHostWindow: UIWindow {
    /// Above the on-screen keyboard's level: a menu opened from a field
    /// over the keyboard is drawn over it.
    static let level = UIWindow.Level(rawValue: 20_000_000)
    /// Between the anchor and the menu.
    static let gap: CGFloat = 8

    /// The menu open now, in any scene.
    private(set) static weak var current: MenuHostWindow?

    /// What is drawn: subclasses fill it and say its size.
    let panel = UIView()
    /// The anchor, in scene coordinates, grown by the gap.
    private(set) var anchorInScene: CGRect = .zero
    private(set) var side: _PopupPresentation.Side = .below
    private var panelSize: CGSize = .zero
    /// Whether the menu is open (shown and not yet dismissed).
    private(set) var isPresented = false
    /// Run once when the menu closes, however it closes.
    var onDismiss: (() -> Void)?

    override var canBecomeKey: Bool { false }

    /// Opens the menu, `size` big, against `anchor` (in `window`'s
    /// coordinates), on `side` of it. Any other open menu closes first; this
    /// one, if open, opens again (a popup is made anew: a popup's place is
    /// fixed once the compositor has it).
    func present(from window: UIWindow, anchor: CGRect, size: CGSize, side: _PopupPresentation.Side) {
        guard let scene = window.windowScene else { return }
        if let other = MenuHostWindow.current, other !== self { other.dismissMenu() }
        if isPresented {
            isHidden = true
            _popupPresentation = nil
        }
        if windowScene !== scene { setWindowScene(scene) }
        let inWindow = window.convert(anchor, to: nil)
        anchorInScene = inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY).insetBy(dx: 0, dy: -Self.gap)
        self.side = side
        panelSize = size
        windowLevel = Self.level
        backgroundColor = nil
        if panel.superview == nil { addSubview(panel) }
        let sceneBounds = CGRect(origin: .zero, size: scene.size)
        if scene._presentsPopups {
            // Where WayKit would put it, until the compositor's configure
            // says where it is.
            frame = MenuPlacement.frame(size: size, anchor: anchorInScene, side: side, in: sceneBounds)
            _popupPresentation = _PopupPresentation(anchor: anchorInScene, size: size, side: side)
        } else {
            _popupPresentation = nil
            frame = sceneBounds
        }
        setNeedsLayout()
        layoutIfNeeded()
        isPresented = true
        MenuHostWindow.current = self
        isHidden = false
    }

    /// Closes the menu: hidden, out of its scene, `onDismiss` run. Doing it
    /// twice does nothing (a `popup_done` for a menu already closed, say).
    func dismissMenu() {
        guard isPresented else { return }
        isPresented = false
        isHidden = true
        _popupPresentation = nil
        if MenuHostWindow.current === self { MenuHostWindow.current = nil }
        setWindowScene(nil)
        let done = onDismiss
        onDismiss = nil
        done?()
    }

    /// The compositor closed the popup (`xdg_popup.popup_done`).
    override func _popupWasDismissed() { dismissMenu() }

    /// Closes the open menu, if any.
    static func dismissCurrent() { current?.dismissMenu() }

    // MARK: Layout

    /// A popup keeps the place the compositor gave it; a menu drawn in the
    /// scene covers it.
    override func _frameInScene(of size: CGSize) -> CGRect {
        _popupPresentation != nil ? frame : CGRect(origin: .zero, size: size)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if _popupPresentation != nil {
            panel.frame = bounds
        } else {
            // The window covers its scene at the origin: scene and window
            // coordinates are the same.
            panel.frame = MenuPlacement.frame(size: panelSize, anchor: anchorInScene, side: side, in: bounds)
        }
        layoutPanel()
    }

    /// Lays out the panel's content at the panel's size (subclasses).
    func layoutPanel() {}

    // MARK: Touches outside

    /// The whole scene is the menu's while it is open (H4: an enlarged hit
    /// area), so a touch outside the panel ends here.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { isPresented }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// A tap outside the menu closes it and goes no further.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { dismissMenu() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // MARK: Keys

    /// A key pressed while the menu is open; true when the menu took it.
    /// The default closes the menu on Escape and lets other keys through
    /// (typing closes the edit menu, as in UIKit).
    func handleKey(_ key: UIKey) -> Bool {
        dismissMenu()
        return key.keyCode == .keyboardEscape
    }

    /// Offers a key press or repeat to the open menu first (D6: keys move
    /// inside menus); true when the menu took it.
    static func _handleMenuKey(_ input: KeyInput) -> Bool {
        guard input.phase == .down || input.phase == .repeat, let menu = current, menu.isPresented else { return false }
        return menu.handleKey(input.key)
    }
}
