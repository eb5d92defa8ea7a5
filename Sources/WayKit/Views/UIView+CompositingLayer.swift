import Foundation

// Compositing layers. A push or pop slides whole screens, and an
// interactive pop does it once per finger motion: drawn into the window's
// buffer, every motion rewrote the whole window (docs/performance.md,
// "The interactive pop"). Instead, while a transition runs, a backend that
// can (the Wayland surface: `wl_subsurface` and `wp_viewporter`) shows each
// sliding screen, and the dimming between them, on a surface of its own,
// drawn once; a motion then only tells the compositor where the surfaces
// are. This file is the model's side: which views ask, which the backend
// took, and the damage those views no longer give the window.
//
// A transition asks (`_requestCompositingLayer`); the backend decides, frame
// by frame, whether it can show the view that way (nothing drawn over it
// in the window but bars along its edges, no rotation) and marks the views
// it took (`_setHostLayer`). A backend that can't, like the headless one,
// never marks any, and everything is drawn as before.
extension UIView {
    /// A transition starts (true) or stops (false) asking for this view to
    /// be a compositing layer. The view must be rasterized as well (its
    /// `_rasterVersion` tells the backend when to draw it again).
    func _requestCompositingLayer(_ on: Bool) {
        guard on != _wantsCompositingLayer else { return }
        _wantsCompositingLayer = on
        if on {
            UIView._layerRequests.append(Weak(self))
        } else {
            UIView._layerRequests.removeAll { $0.value == nil || $0.value === self }
        }
        // The backend looks again at its next frame.
        if let window { window.displayHost?.windowLayersChanged(window) }
    }

    /// The views that ask now, in the order they asked (a backend filters
    /// them by window and orders them by the view tree).
    public static var _compositingLayerRequests: [UIView] {
        _layerRequests.removeAll { $0.value == nil }
        return _layerRequests.compactMap(\.value)
    }

    private static var _layerRequests: [Weak] = []

    private final class Weak {
        weak var value: UIView?
        init(_ v: UIView) { value = v }
    }

    /// The backend takes (true) or gives back (false) this view as a
    /// compositing layer. Given back, the view is drawn in its window again:
    /// its area is damaged.
    public func _setHostLayer(_ on: Bool) {
        guard on != _isHostLayer else { return }
        _isHostLayer = on
        _requestRasterizing(on)
        UIView._hostLayerCount += on ? 1 : -1
        // Taken, the window is drawn again without it underneath (what it
        // uncovers as it moves must be right); given back, with it.
        if let window, let extent = _presentedExtentInWindow() { window._addDamage(extent) }
    }

    /// Views a backend shows as layers now: while 0, damage costs no walk
    /// up the tree.
    static var _hostLayerCount = 0

    /// The view or an ancestor is shown as a layer: what changes in it is
    /// the layer's to show, not the window's pixels.
    var _isInsideHostLayer: Bool {
        guard UIView._hostLayerCount > 0 else { return false }
        var v: UIView? = self
        while let current = v {
            if current._isHostLayer { return true }
            v = current.superview
        }
        return false
    }

    /// Tells the backend a layer moved or changed, in place of damage.
    func _noteLayerChanged() {
        if let window { window.displayHost?.windowLayersChanged(window) }
    }
}
