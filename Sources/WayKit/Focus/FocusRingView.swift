import Foundation

/// The outline around the focused item (Y4's keyboard focus, Y3's speech
/// cursor): a rounded frame drawn above everything in the item's window. It
/// takes no touches and is no accessibility element.
@MainActor
final class FocusRingView: UIView {
    /// How far the ring stands outside the item, and how thick it is.
    static let outset: CGFloat = 4
    static let width: CGFloat = 3

    init(color: UIColor) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
        layer.borderWidth = Self.width
        layer.borderColor = color.cgColor
        layer.cornerRadius = 8
    }

    /// Puts the ring around `frame` (scene coordinates) in `window`, above
    /// its other subviews; hides it for nil.
    func show(around frame: CGRect?, in window: UIWindow?) {
        guard let frame, let window, frame.width.isFinite, frame.height.isFinite else {
            removeFromSuperview()
            return
        }
        let local = frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
            .insetBy(dx: -Self.outset, dy: -Self.outset)
        UIView.performWithoutAnimation {
            if superview !== window || window.subviews.last !== self { window.addSubview(self) }
            if self.frame != local { self.frame = local }
        }
    }
}
