import Foundation

/// What a stylus adds to a touch point (a pen in contact) or to a pointer
/// frame (a pen hovering), as a backend reports it (D4). Angles are in scene
/// coordinates (y down), radians.
public struct StylusInput: Hashable, Sendable {
    /// The pressure, 0…1 of the pen's range; `UITouch.force` is this times
    /// `maximumPossibleForce`.
    public var pressure: CGFloat
    /// The angle between the pen and the screen: π/2 upright, 0 lying flat.
    public var altitudeAngle: CGFloat
    /// The direction the pen's top end leans to, seen from above: 0 towards
    /// +x, π/2 towards +y (down the screen).
    public var azimuthAngle: CGFloat
    /// While hovering: the distance from the screen, 0…1 of the pen's range
    /// (`UIHoverGestureRecognizer.zOffset`).
    public var zOffset: CGFloat
    /// The pen's eraser end (or an eraser tool) rather than its tip.
    public var isEraser: Bool
    /// The values the device doesn't measure, reported as estimates (a pen
    /// without pressure or tilt sensors).
    public var estimatedProperties: UITouch.Properties

    public init(pressure: CGFloat = 0, altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0,
                zOffset: CGFloat = 0, isEraser: Bool = false, estimatedProperties: UITouch.Properties = []) {
        self.pressure = pressure
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.zOffset = zOffset
        self.isEraser = isEraser
        self.estimatedProperties = estimatedProperties
    }
}
