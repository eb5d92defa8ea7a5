import Foundation

/// A range of frame rates a display link would like (iOS 15).
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: every frame the display shows.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}
