import Foundation

extension UIWindowScene {
    /// The screen the scene is shown on: the one its backend says its
    /// windows are on, else `UIScreen.main`.
    public var screen: UIScreen { _screen ?? UIScreen.main }

    /// The interface's orientation on the scene's screen (D5).
    public var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }

    /// The scene's traits: its screen's.
    public var traitCollection: UITraitCollection { screen.traitCollection }

    /// The scene's coordinate space: its bounds are the scene's size (what
    /// `UIWindow(frame: scene.coordinateSpace.bounds)` asks for).
    public var coordinateSpace: UICoordinateSpace { _SceneCoordinateSpace(CGRect(origin: .zero, size: size)) }
}

/// A coordinate space (U6): its bounds, and conversions to and from another
/// (UIKit's protocol). Scenes and screens give one; views convert with
/// their own `convert(_:to:)`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

/// A scene's or a screen's space: its origin at the top left of what it
/// covers, so conversions between two such spaces are the difference of
/// their origins (all of WayKit's spaces of this kind start at zero).
final class _SceneCoordinateSpace: UICoordinateSpace {
    let bounds: CGRect
    init(_ bounds: CGRect) { self.bounds = bounds }
    func convert(_ point: CGPoint, to space: UICoordinateSpace) -> CGPoint {
        CGPoint(x: point.x + bounds.minX - space.bounds.minX, y: point.y + bounds.minY - space.bounds.minY)
    }
    func convert(_ point: CGPoint, from space: UICoordinateSpace) -> CGPoint { space.convert(point, to: self) }
    func convert(_ rect: CGRect, to space: UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: space), size: rect.size)
    }
    func convert(_ rect: CGRect, from space: UICoordinateSpace) -> CGRect { space.convert(rect, to: self) }
}

extension UIScreen {
    /// The screen's coordinate space (its bounds, in points).
    public var coordinateSpace: UICoordinateSpace { _SceneCoordinateSpace(bounds) }
    public var fixedCoordinateSpace: UICoordinateSpace { _SceneCoordinateSpace(bounds) }
}
