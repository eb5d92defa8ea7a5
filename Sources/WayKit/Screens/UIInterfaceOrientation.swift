/// The orientation of the app's interface on its screen (UIKit's values).
/// On Wayland it follows the output's transform (D5), counted from the
/// panel's natural position: see `UIScreen.interfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
