import Foundation

// Compositing layers. A push or pop slides whole screens, and an
// interactive pop does it once per finger motion: drawn into the window's
// buffer, every motion rewrote the whole window (docs/performance.md,
// "The interactive pop"). An alert's dimming covers the whole window and
// fades: its first frame redrew everything under it. Instead, a backend
// that can (the Wayland surface: `wl_subsurface` and `wp_viewporter`)
// shows such views on surfaces of their own, drawn once; a frame then only
// tells the compositor where they are and how they are cropped. This file
// is the model's side: which views ask, which the backend took or
// declined, and the damage those views no longer give the window.
//
// A view asks (`_requestCompositingLayer`): a transition's screens for the
// slide, an alert's dimming and panel while shown. From then on, in a
// window whose backend composites layers, the window neither draws it nor
// is damaged by it (`_skipsWindowDrawing`). Each frame the backend takes it
// (`_setHostLayer(true)`) or, when a layer would not show what drawing it
// would (something drawn over its middle, a rotation), declines it
// (`_declineLayer`): then the window draws it as before. A backend that
// doesn't composite, like the headless one, changes nothing.
extension UIView {
    /// A view starts (true) or stops (false) asking to be a compositing
    /// layer. The window's pixels under it are drawn again without it
    /// (asking) or with it (stopping).
    func _requestCompositingLayer(_ on: Bool) {
        guard on != _wantsCompositingLayer else { return }
        let drawnByWindowBefore = !_skipsWindowDrawing
        _wantsCompositingLayer = on
        if on {
            UIView._layerRequests.append(Weak(self))
        } else {
            UIView._layerRequests.removeAll { $0.value == nil || $0.value === self }
            _layerDeclined = false
            if _isHostLayer { _setHostLayer(false) }
        }
        guard let window else { return }
        if drawnByWindowBefore != !_skipsWindowDrawing, let extent = _presentedExtentInWindow() {
            window._addDamage(extent)
        }
        // The backend looks again at its next frame.
        window.displayHost?.windowLayersChanged(window)
    }

    /// Whether the window leaves this view out of its own drawing and
    /// damage: the backend shows it as a layer, or will decide at its next
    /// frame whether it can.
    public var _skipsWindowDrawing: Bool {
        if _isHostLayer { return true }
        guard _wantsCompositingLayer, !_layerDeclined, let window,
              window.displayHost?.compositesLayers == true else { return false }
        return true
    }

    /// Nothing of this view is in the window's pixels: it is a layer, or it
    /// draws nothing itself and every subview is such a view (an alert's
    /// container, holding its dimming and its panel). Adding or removing
    /// it then damages nothing.
    var _drawsNothingInWindow: Bool {
        if _skipsWindowDrawing { return true }
        guard !UIView._layerRequests.isEmpty, !subviews.isEmpty, _drawsOnlyBackground,
              (_presentedBackgroundColor?.alpha ?? 0) == 0, _presentedBorderWidth == 0 else { return false }
        return subviews.allSatisfy { $0.isHidden || $0._drawsNothingInWindow }
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
    /// compositing layer. Given back while it still asks, it is declined.
    public func _setHostLayer(_ on: Bool) {
        guard on != _isHostLayer else { return }
        _isHostLayer = on
        _requestRasterizing(on)
        UIView._hostLayerCount = max(0, UIView._hostLayerCount + (on ? 1 : -1))
        if on {
            // Declined before, the window drew it: drawn again without it.
            if _layerDeclined, let window, let extent = _presentedExtentInWindow() { window._addDamage(extent) }
            _layerDeclined = false
        } else if window == nil {
            // Left its window: asked again wherever it goes next.
            _layerDeclined = false
        } else if _wantsCompositingLayer {
            _declineLayer()
        } else if let window, let extent = _presentedExtentInWindow() {
            window._addDamage(extent)
        }
    }

    /// The backend can't show this view as a layer now: the window draws
    /// it, starting with its area now.
    public func _declineLayer() {
        if _isHostLayer {
            _isHostLayer = false
            _requestRasterizing(false)
            UIView._hostLayerCount = max(0, UIView._hostLayerCount - 1)
        }
        guard !_layerDeclined else { return }
        _layerDeclined = true
        if let window, let extent = _presentedExtentInWindow() { window._addDamage(extent) }
    }

    /// Views a backend shows as layers now: while 0, damage costs no walk
    /// up the tree.
    static var _hostLayerCount = 0

    /// A view the backend showed as a layer went away without giving it
    /// back: its counts are dropped, so damage walks and fast scrolling
    /// are not left on for good.
    public static func _hostLayerViewWentAway() {
        if _hostLayerCount > 0 { _hostLayerCount -= 1 }
        if _rasterizedViewCount > 0 { _rasterizedViewCount -= 1 }
    }

    /// The view or an ancestor is shown as a layer (or asks, and the
    /// backend decides at its next frame): what changes in it is the
    /// layer's to show, not the window's pixels.
    var _isInsideHostLayer: Bool {
        guard UIView._hostLayerCount > 0 || !UIView._layerRequests.isEmpty else { return false }
        var v: UIView? = self
        while let current = v {
            if current._skipsWindowDrawing { return true }
            v = current.superview
        }
        return false
    }

    /// Tells the backend a layer moved or changed, in place of damage.
    func _noteLayerChanged() {
        if let window { window.displayHost?.windowLayersChanged(window) }
    }
}
