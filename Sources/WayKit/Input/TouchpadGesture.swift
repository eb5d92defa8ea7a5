import Foundation

/// A touchpad gesture as the compositor recognized it
/// (`zwp_pointer_gestures_v1`), at the pointer's position: a two-finger pinch
/// (with rotation), a hold, or a swipe (D3).
public struct TouchpadGesture: Hashable, Sendable {
    public enum Kind: Int, Sendable { case pinch, hold, swipe }
    public enum Phase: Int, Sendable { case began, changed, ended, cancelled }

    public var kind: Kind
    public var phase: Phase
    public var fingers: Int
    /// Pinch: the fingers' distance over the starting distance.
    public var scale: CGFloat
    /// Pinch: the rotation since the start, radians, clockwise positive (as
    /// UIKit's rotation).
    public var rotation: CGFloat
    /// Pinch and swipe: the fingers' movement since the start, points.
    public var translation: CGVector

    public init(kind: Kind, phase: Phase, fingers: Int = 2, scale: CGFloat = 1, rotation: CGFloat = 0,
                translation: CGVector = .zero) {
        self.kind = kind
        self.phase = phase
        self.fingers = fingers
        self.scale = scale
        self.rotation = rotation
        self.translation = translation
    }
}
