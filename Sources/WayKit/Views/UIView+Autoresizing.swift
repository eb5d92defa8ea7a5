import Foundation

// Autoresizing (A4): when a view's size changes, each subview's mask says
// which of its margins and its size take up the change. Applied at once, in
// the size change, as UIKit does (`resizeSubviewsWithOldSize:`), so frames
// read right after a resize are already right.
extension UIView {
    /// Which parts of a view stretch when its superview's size changes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Default none: the subview keeps its frame.
    public var autoresizingMask: AutoresizingMask {
        get { _layoutState?.autoresizingMask ?? [] }
        set {
            guard newValue != autoresizingMask else { return }
            _layout.autoresizingMask = newValue
        }
    }

    /// Whether subviews are resized by their masks. Default true.
    public var autoresizesSubviews: Bool {
        get { _layoutState?.autoresizesSubviews ?? true }
        set { _layout.autoresizesSubviews = newValue }
    }

    /// Applies each subview's mask for a change from `oldSize` to the
    /// current size. Subviews under Auto Layout are left to the engine.
    func _resizeSubviews(withOldSize oldSize: CGSize) {
        if let state = _layoutState, !state.autoresizesSubviews { return }
        let newSize = bounds.size
        for subview in subviews {
            guard let state = subview._layoutState, !state.autoresizingMask.isEmpty,
                  state.translatesAutoresizingMaskIntoConstraints else { continue }
            let mask = state.autoresizingMask
            let f = subview.frame
            let (x, w) = UIView._resize(f.minX, f.width, in: oldSize.width, to: newSize.width,
                                        left: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
                                        right: mask.contains(.flexibleRightMargin))
            let (y, h) = UIView._resize(f.minY, f.height, in: oldSize.height, to: newSize.height,
                                        left: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
                                        right: mask.contains(.flexibleBottomMargin))
            subview.frame = CGRect(x: x, y: y, width: w, height: h)
        }
    }

    /// One axis: the change in the container's length is shared among the
    /// flexible parts (leading margin, length, trailing margin) in proportion
    /// to their current lengths, equally when those are all zero.
    static func _resize(_ origin: CGFloat, _ length: CGFloat, in oldLength: CGFloat, to newLength: CGFloat,
                        left: Bool, size: Bool, right: Bool) -> (CGFloat, CGFloat) {
        let delta = newLength - oldLength
        guard delta != 0, left || size || right else { return (origin, length) }
        let parts = [left ? Swift.max(0, origin) : 0, size ? Swift.max(0, length) : 0,
                     right ? Swift.max(0, oldLength - origin - length) : 0]
        let total = parts[0] + parts[1] + parts[2]
        let flexible = [left, size, right].filter { $0 }.count
        func share(_ i: Int, _ on: Bool) -> CGFloat {
            guard on else { return 0 }
            return total > 0 ? delta * parts[i] / total : delta / CGFloat(flexible)
        }
        let newOrigin = origin + share(0, left)
        let newLength = Swift.max(0, length + share(1, size))
        return (newOrigin, newLength)
    }
}
