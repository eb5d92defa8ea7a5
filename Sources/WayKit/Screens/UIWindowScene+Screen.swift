import Foundation

extension UIWindowScene {
    /// The screen the scene is shown on: the one its backend says its
    /// windows are on, else `UIScreen.main`.
    public var screen: UIScreen { _screen ?? UIScreen.main }

    /// The interface's orientation on the scene's screen (D5).
    public var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }

    /// The scene's traits: its screen's.
    public var traitCollection: UITraitCollection { screen.traitCollection }
}
