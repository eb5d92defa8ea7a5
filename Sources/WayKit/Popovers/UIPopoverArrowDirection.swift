import Foundation

/// Which ways a popover's arrow may point (M1): `.up` points up at the
/// source, so the popover is below it. `unknown` is the value of
/// ``UIPopoverPresentationController/arrowDirection`` while the popover is
/// not shown as one (not presented yet, adapted to a sheet, or shown
/// without an arrow because it has no usable source).
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// UIKit's `UIPopoverArrowDirectionUnknown` (all bits set).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
