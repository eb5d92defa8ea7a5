import Foundation

// Fast scrolling: a scroll step tells the window which pixels moved rather
// than damaging the whole scroll view, so a backend that keeps its buffers
// moves them and repaints only the strip that appears and what changed
// (UIWindow+ScrollMoves.swift). Only where moving pixels gives the same
// frame as repainting: an opaque, square, borderless, clipping scroll view
// with nothing animating, transformed or translucent above it, and no view
// drawn over it. Anywhere else the step damages as any bounds change does.
extension UIScrollView {
    /// Sets the offset, as a pixel move where it can be one.
    func _moveContent(to offset: CGPoint) {
        let old = bounds.origin
        if let (window, rect) = _fastScrollArea(),
           window._recordScrollMove(rect: rect, dx: old.x - offset.x, dy: old.y - offset.y) {
            _setBoundsOriginMovingPixels(offset)
        } else {
            bounds.origin = offset
        }
    }

    /// The window and the part of it (window coordinates) the scroll view
    /// shows, when its pixels can be moved; nil otherwise.
    func _fastScrollArea() -> (UIWindow, CGRect)? {
        // Inside an animation block the offset animates (A1): no pixel move,
        // the bounds setter records the change.
        guard AnimationContext.current == nil else { return nil }
        // Under a rasterized view (a screen sliding in) the window's pixels
        // are that view's image: the offset change redraws it instead.
        guard UIView._rasterizedViewCount == 0 else { return nil }
        guard let window, !_isAnimatingAnything, clipsToBounds, !isHidden, alpha >= 1, transform.isIdentity,
              let background = backgroundColor, background.alpha >= 1 else { return nil }
        if let layer = layerIfLoaded, layer.cornerRadius != 0 || layer.borderWidth != 0 || layer.mask != nil
            || type(of: layer) != CALayer.self { return nil }
        var rect = convert(bounds, to: window)
        var v: UIView = self
        while let parent = v.superview {
            guard !parent._isAnimatingAnything, !parent.isHidden, parent.alpha >= 1, parent.transform.isIdentity else { return nil }
            // A later sibling over `v` is drawn over the moving pixels.
            let f = v.frame
            var isAfter = false
            for sibling in parent.subviews {
                if sibling === v { isAfter = true; continue }
                guard isAfter, !sibling.isHidden else { continue }
                // An animating sibling may be drawn over it wherever its
                // animation goes (its model frame says only where it ends).
                if sibling._isAnimatingAnything { return nil }
                if sibling.alpha > 0, sibling._damagedFrame.intersects(f) { return nil }
            }
            if parent.clipsToBounds { rect = rect.intersection(parent.convert(parent.bounds, to: window)) }
            v = parent
        }
        guard v === window, !rect.isNull, !rect.isEmpty else { return nil }
        return (window, rect)
    }
}

extension UIScrollView {
    /// `offset` with each axis that lies within the limits rounded to whole
    /// points, so that a scroll step moves whole pixels at 1× and 2× and can
    /// be drawn by moving them. Past an edge (the rubber band) it is left as
    /// it is.
    func _pixelAligned(_ offset: CGPoint) -> CGPoint {
        let lo = _minOffset, hi = _maxOffset
        var p = offset
        if p.x >= lo.x && p.x <= hi.x { p.x = min(max(p.x.rounded(), lo.x), hi.x) }
        if p.y >= lo.y && p.y <= hi.y { p.y = min(max(p.y.rounded(), lo.y), hi.y) }
        return p
    }
}
