import Foundation

extension UITouch {
    /// The properties of a touch (UIKit's `UITouch.Properties`), for
    /// `estimatedProperties`.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
    }

    /// The force a pen reports at full pressure: the scale of `force` for
    /// `.pencil` touches (an Apple Pencil reports about 4.17).
    public static let pencilMaximumPossibleForce: CGFloat = 4

    /// The force of the touch: a pen's pressure times `maximumPossibleForce`;
    /// 0 for touches that measure none (fingers on Wayland, pointer presses).
    public var force: CGFloat { (_stylus?.pressure ?? 0) * maximumPossibleForce }

    /// The largest `force` can be; 0 when the touch measures no force.
    public var maximumPossibleForce: CGFloat { _stylus != nil ? Self.pencilMaximumPossibleForce : 0 }

    /// The pen's angle with the screen, radians: π/2 upright, 0 flat. π/2
    /// for anything but a pen (UIKit's value).
    public var altitudeAngle: CGFloat { _stylus?.altitudeAngle ?? .pi / 2 }

    /// The direction the pen's top end leans to, in `view`'s coordinates
    /// (the window's when nil), radians from its +x axis; 0 for anything
    /// but a pen.
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        let v = azimuthUnitVector(in: view)
        return atan2(v.dy, v.dx)
    }

    /// `azimuthAngle(in:)` as a unit vector in `view`'s coordinates.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        let a = _stylus?.azimuthAngle ?? 0
        let inWindow = CGVector(dx: cos(a), dy: sin(a))
        guard let view, let window, view !== window else { return inWindow }
        // The direction through the views' transforms (a rotated view sees
        // it turned): two points, converted, and normalised.
        let p0 = window.convert(CGPoint.zero, to: view)
        let p1 = window.convert(CGPoint(x: inWindow.dx, y: inWindow.dy), to: view)
        let dx = p1.x - p0.x, dy = p1.y - p0.y, length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return inWindow }
        return CGVector(dx: dx / length, dy: dy / length)
    }

    /// The properties whose values are estimates: on Wayland, those the
    /// pen's tablet does not measure (no pressure sensor: `.force`; no tilt:
    /// `.altitude` and `.azimuth`).
    public var estimatedProperties: Properties { _stylus?.estimatedProperties ?? [] }

    /// Properties whose estimates will be updated later: none, the
    /// compositor sends no updates of past values.
    public var estimatedPropertiesExpectingUpdates: Properties { [] }

    /// A WayKit addition: the touch is a pen's eraser end (or an eraser
    /// tool), not its tip. UIKit's Apple Pencil has no eraser end; tablet
    /// pens do, and drawing apps tell the two apart by this.
    public var isEraser: Bool { _stylus?.isEraser ?? false }
}
