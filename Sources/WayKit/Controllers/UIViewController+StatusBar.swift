import Foundation

/// The status bar's look (UIKit). Under Wayland the compositor or the
/// desktop draws any status bar, not the app, so the style and the hidden
/// flag are asked by nothing: they exist so iOS code that overrides them
/// compiles and keeps its meaning for a port to another platform.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How a status bar change animates (UIKit).
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

extension UIViewController {
    /// Asks the status bar to look again; nothing draws one here (see
    /// `UIStatusBarStyle`), so there is nothing to update.
    public func setNeedsStatusBarAppearanceUpdate() {}
}

extension UIApplication {
    /// The interface's orientation on the main screen (deprecated in
    /// UIKit, still common in older code).
    public var statusBarOrientation: UIInterfaceOrientation { UIScreen.main.interfaceOrientation }
}
