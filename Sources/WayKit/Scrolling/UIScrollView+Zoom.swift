import Foundation

/// The zoom limits and the pinch in progress.
struct ZoomState {
    var minimumScale: CGFloat = 1
    var maximumScale: CGFloat = 1
    var scale: CGFloat = 1
    var pinchStartScale: CGFloat = 1
    /// The point of the zooming view's own (unscaled) coordinates under the
    /// fingers when the pinch began: it stays under their centroid.
    var anchor: CGPoint = .zero
    /// `bouncesZoom`: a setting of its own, apart from scroll bounce.
    var bounces = true
}

// Zooming (S8): the delegate's `viewForZooming(in:)` is scaled by a transform,
// the content size follows it, and a pinch past the limits stretches with
// resistance and springs back to the limit when released.
extension UIScrollView {
    /// How far past its limits a pinch may stretch the scale, as a factor.
    static let zoomBounceFactor: CGFloat = 1.25

    public var minimumZoomScale: CGFloat {
        get { _zoom.minimumScale }
        set {
            guard newValue.isFinite, newValue > 0 else { _logBadInput("minimumZoomScale", "\(newValue)"); return }
            _zoom.minimumScale = newValue
            _updatePinchAttachment()
        }
    }

    public var maximumZoomScale: CGFloat {
        get { _zoom.maximumScale }
        set {
            guard newValue.isFinite, newValue > 0 else { _logBadInput("maximumZoomScale", "\(newValue)"); return }
            _zoom.maximumScale = newValue
            _updatePinchAttachment()
        }
    }

    public var zoomScale: CGFloat {
        get { _zoom.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    public var isZooming: Bool { _pinch.state.isActive }
    /// Whether a pinch may stretch past the zoom limits and spring back
    /// (UIKit's `bouncesZoom`, independent of ``bounces``).
    public var bouncesZoom: Bool {
        get { _zoom.bounces }
        set { _zoom.bounces = newValue }
    }

    /// Scales the zooming view to `scale`, within the limits.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else { _logBadInput("zoomScale", "\(scale)"); return }
        let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        if animated {
            UIView.animate(withDuration: ScrollMotion.animationDuration) { self._applyZoom(clamped) }
        } else {
            _applyZoom(clamped)
        }
    }

    /// Sets the transform and content size for `scale` (limits not checked:
    /// a pinch stretches past them).
    func _applyZoom(_ scale: CGFloat) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        _zoom.scale = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        delegate?.scrollViewDidZoom(self)
    }

    /// The pinch is attached only while zooming is possible, as UIKit's
    /// `pinchGestureRecognizer` is nil otherwise.
    func _updatePinchAttachment() {
        let zoomable = minimumZoomScale < maximumZoomScale
        if zoomable && _pinch.view == nil { addGestureRecognizer(_pinch) }
        if !zoomable && _pinch.view != nil { removeGestureRecognizer(_pinch) }
    }

    func _handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            _stopMotionForNewTouch()
            _zoom.pinchStartScale = _zoom.scale
            // The content point under the fingers, in the zooming view's
            // unscaled coordinates (its origin is the content's, at any scale).
            let c = pinch.location(in: self)
            let s0 = _zoom.scale > 0 ? _zoom.scale : 1
            _zoom.anchor = CGPoint(x: c.x / s0, y: c.y / s0)
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            var s = _zoom.pinchStartScale * pinch.scale
            let lo = minimumZoomScale, hi = maximumZoomScale
            let factor = bouncesZoom ? Self.zoomBounceFactor : 1
            s = min(max(s, lo / factor), hi * factor)
            guard s.isFinite, s > 0 else { return }
            // Where the centroid is now, in the viewport: read before the
            // zoom changes the content under it.
            let c = pinch.location(in: self)
            let inViewport = CGPoint(x: c.x - contentOffset.x, y: c.y - contentOffset.y)
            _applyZoom(s)
            // Scale about the fingers' centroid and pan with it, as UIKit
            // does: the anchor stays under the centroid. Past the content's
            // edges the offset stretches like a drag (S5) and settles on
            // release.
            let raw = CGPoint(x: _zoom.anchor.x * s - inViewport.x, y: _zoom.anchor.y * s - inViewport.y)
            guard raw.x.isFinite, raw.y.isFinite else { return }
            contentOffset = _rubberBanded(raw)
        case .ended, .cancelled:
            let settled = min(max(_zoom.scale, minimumZoomScale), maximumZoomScale)
            if settled != _zoom.scale {
                // Spring back to the limit about the same anchor.
                let c = pinch.location(in: self)
                let inViewport = CGPoint(x: c.x - contentOffset.x, y: c.y - contentOffset.y)
                let target = CGPoint(x: _zoom.anchor.x * settled - inViewport.x, y: _zoom.anchor.y * settled - inViewport.y)
                UIView.animate(withDuration: ScrollMotion.animationDuration) {
                    self._applyZoom(settled)
                    if target.x.isFinite, target.y.isFinite { self.contentOffset = self._clamped(target) }
                }
            }
            let clamped = _clamped(contentOffset)
            if clamped != contentOffset {
                UIView.animate(withDuration: ScrollMotion.animationDuration) { self.contentOffset = clamped }
            }
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: settled)
        default:
            break
        }
    }
}
