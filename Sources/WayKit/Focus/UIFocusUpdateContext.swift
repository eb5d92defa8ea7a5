import Foundation

/// Which way focus moved (Y4).
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// One focus move, as the views on both sides of it are told (Y4).
@MainActor
open class UIFocusUpdateContext: NSObject {
    public private(set) weak var previouslyFocusedView: UIView?
    public private(set) weak var nextFocusedView: UIView?
    public let focusHeading: UIFocusHeading

    open var previouslyFocusedItem: UIView? { previouslyFocusedView }
    open var nextFocusedItem: UIView? { nextFocusedView }

    init(previous: UIView?, next: UIView?, heading: UIFocusHeading) {
        previouslyFocusedView = previous
        nextFocusedView = next
        focusHeading = heading
    }
}

/// Runs animations alongside a focus move. WayKit moves focus at once, so
/// they run right away, and completions after them.
@MainActor
open class UIFocusAnimationCoordinator {
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
    public func addCoordinatedFocusingAnimations(_ animations: ((Any) -> Void)?, completion: (() -> Void)? = nil) {
        animations?(self)
        completion?()
    }
    public func addCoordinatedUnfocusingAnimations(_ animations: ((Any) -> Void)?, completion: (() -> Void)? = nil) {
        animations?(self)
        completion?()
    }
}
