import Foundation

/// How a backend shows a window as a popup of its scene's toplevel (D6): the
/// core fills it in for menu windows, the Wayland backend turns it into an
/// `xdg_positioner` and an `xdg_popup`, and places the window where the
/// compositor's `configure` says (the window's frame, in scene
/// coordinates).
public struct _PopupPresentation: Equatable, Sendable {
    /// Which side of the anchor the popup opens on; the compositor flips it
    /// when there is no room there.
    public enum Side: Equatable, Sendable { case below, above }

    /// The rectangle the popup is placed against, in scene coordinates (the
    /// toplevel's window geometry): a button's frame, a press point.
    public var anchor: CGRect
    /// The popup's size in points.
    public var size: CGSize
    public var side: Side

    public init(anchor: CGRect, size: CGSize, side: Side) {
        self.anchor = anchor
        self.size = size
        self.side = side
    }
}

extension UIWindowScene {
    /// Whether the scene's backend shows popups as popups (D6); without a
    /// backend (headless) menus are drawn in the scene.
    var _presentsPopups: Bool { host?._presentsPopups ?? false }
}
