import Foundation

/// The kinds of pointer scrolling a pan recognizer turns into a pan (P4).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wheel clicks.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Touchpad (finger) and other continuous scrolling.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
