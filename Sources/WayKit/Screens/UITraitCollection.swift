import Foundation

/// The traits of the environment an interface is shown in. WayKit keeps the
/// one its backends know: the display's scale (D5). The interface's
/// orientation is the scene's `interfaceOrientation`, as in UIKit.
public struct UITraitCollection: Equatable, Sendable {
    /// Pixels per point of the screen (`UIScreen.scale`); 0 when unknown,
    /// as in UIKit.
    public var displayScale: CGFloat

    public init(displayScale: CGFloat = 0) {
        self.displayScale = displayScale
    }
}
