import Foundation

/// The zoom limits and the pinch in progress.
struct ZoomState {
    var minimumScale: CGFloat = 1
    var maximumScale: CGFloat = 1
    var scale: CGFloat = 1
    var pinchStartScale: CGFloat = 1
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
    public var bouncesZoom: Bool { get { bounces } set { bounces = newValue } }

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
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            var s = _zoom.pinchStartScale * pinch.scale
            let lo = minimumZoomScale, hi = maximumZoomScale
            let factor = bounces ? Self.zoomBounceFactor : 1
            s = min(max(s, lo / factor), hi * factor)
            guard s.isFinite, s > 0 else { return }
            _applyZoom(s)
        case .ended, .cancelled:
            let settled = min(max(_zoom.scale, minimumZoomScale), maximumZoomScale)
            if settled != _zoom.scale { setZoomScale(settled, animated: true) }
            contentOffset = _clamped(contentOffset)
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: settled)
        default:
            break
        }
    }
}
