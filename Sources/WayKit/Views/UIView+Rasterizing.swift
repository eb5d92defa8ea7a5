import Foundation

// Transitions (a push or pop's slide) move whole screens of views without
// changing what is inside them. While one runs, the views it moves are
// rasterized: the renderer draws each subtree once into an image and then
// only places that image, frame after frame (docs/performance.md,
// "Navigation and tabs"). Anything that changes inside such a subtree
// bumps its `_rasterVersion`, so the image is drawn again; moving the view
// itself, or fading it, does not.
extension UIView {
    /// Whether the renderer may draw this view from its cached image.
    public var _rasterizesContent: Bool { _rasterizeRequests > 0 }

    /// A transition starts (true) or stops (false) moving this view.
    func _requestRasterizing(_ on: Bool) {
        if on {
            _rasterizeRequests += 1
            if _rasterizeRequests == 1 {
                UIView._rasterizedViewCount += 1
                // Changes made while it was not rasterized were not counted:
                // an image kept from an earlier slide is stale.
                _rasterVersion &+= 1
            }
        } else if _rasterizeRequests > 0 {
            _rasterizeRequests -= 1
            if _rasterizeRequests == 0 { UIView._rasterizedViewCount = max(0, UIView._rasterizedViewCount - 1) }
        }
    }

    /// Views rasterized now: while 0, damage costs no walk up the tree.
    static var _rasterizedViewCount = 0

    /// Something drawn in this view changed: every rasterized view from
    /// `self` (or its superview, for a change of its own placement) up has
    /// a stale image.
    func _rasterContentChanged(includingSelf: Bool) {
        guard UIView._rasterizedViewCount > 0 else { return }
        var v: UIView? = includingSelf ? self : superview
        while let current = v {
            if current._rasterizeRequests > 0 { current._rasterVersion &+= 1 }
            v = current.superview
        }
    }
}
