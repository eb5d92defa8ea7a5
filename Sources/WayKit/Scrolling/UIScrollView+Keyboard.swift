import Foundation

// Keyboard scrolling (S9): the arrows by a line, page up/down and space by
// a viewport less a line (so a line of context stays), home and end to the
// ends. Animated, as UIKit does with a hardware keyboard.
extension UIScrollView {
    /// The distance an arrow key scrolls, in points.
    static let keyboardLineStep: CGFloat = 40

    /// Scrolls for `key`; false for keys that don't scroll, which go on
    /// along the responder chain.
    func _scroll(for key: UIKey) -> Bool {
        let b = bounds, line = Self.keyboardLineStep
        let page = max(line, b.height - line)
        let shift = key.modifierFlags.contains(.shift)
        var target = contentOffset
        switch key.keyCode {
        case .keyboardUpArrow: target.y -= line
        case .keyboardDownArrow: target.y += line
        case .keyboardLeftArrow: target.x -= line
        case .keyboardRightArrow: target.x += line
        case .keyboardPageUp: target.y -= page
        case .keyboardPageDown: target.y += page
        case .keyboardSpacebar: target.y += shift ? -page : page
        case .keyboardHome: target.y = _minOffset.y
        case .keyboardEnd: target.y = _maxOffset.y
        default: return false
        }
        setContentOffset(_clamped(target), animated: true)
        return true
    }

    /// Shown and taking input, all the way up: a hidden or disabled scroll
    /// view doesn't take keys.
    var _isShownForKeys: Bool {
        var v: UIView? = self
        while let c = v {
            if c.isHidden || c.alpha <= 0 || !c.isUserInteractionEnabled { return false }
            v = c.superview
        }
        return isScrollEnabled
    }
}
