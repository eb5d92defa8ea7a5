import Foundation

/// How a presented controller is shown (M1). `.automatic` is a page sheet,
/// as on iOS 13 and later.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// Whether the presenter's view leaves the screen, so the presenter gets
    /// appearance calls (V2): only full-screen styles.
    var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }
}

/// How a presentation animates (M1).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
