import CWaylandClient
import Foundation
import WayKit

// A window's compositing layers (UIView+CompositingLayer, LayerSurface):
// each frame, the views that ask are shown on surfaces of their own where
// that shows exactly what drawing them would, and drawn in the window
// where it would not.
extension WindowSurface {
    /// Places, draws or gives back the window's layers for this frame,
    /// before the window's damage is taken (taking or giving back a view
    /// damages the window under it). `offset`: the window coordinates of
    /// the surface's origin. Returns whether any layer shows.
    func updateLayers(factor: Double, offset: CGPoint, enabled: Bool) -> Bool {
        let requests = UIView._compositingLayerRequests.filter { $0.window === window }
        let ordered = requests.isEmpty || !enabled ? [] : Self.treeOrder(of: requests, in: window)
        if !enabled {
            // Not now (a turned output): the window draws them all.
            for view in requests { view._declineLayer() }
        } else {
            // One inside another that asks (a push inside a sheet) is drawn
            // by the outer one's layer, as part of its content.
            let outer = Set(ordered.map(ObjectIdentifier.init))
            for view in requests where !outer.contains(ObjectIdentifier(view)) { view._declineLayer() }
        }
        var kept: [ObjectIdentifier: LayerSurface] = [:]
        let order = ordered.map(ObjectIdentifier.init)
        let restack = order != layerOrder
        var below: OpaquePointer = surface.proxy
        for view in ordered {
            let id = ObjectIdentifier(view)
            let existing = layers[id]
            guard let geometry = Self.layerGeometry(of: view, in: window),
                  let layer = existing ?? LayerSurface(view: view, parent: surface.proxy, globals: client.globals)
            else {
                view._declineLayer()
                continue
            }
            if restack || existing == nil { layer.placeAbove(below) }
            let frame = geometry.frame.offsetBy(dx: -offset.x, dy: -offset.y)
            let visible = geometry.visible.offsetBy(dx: -offset.x, dy: -offset.y)
            if visible.isEmpty {
                layer.hide()
            } else if !layer.show(frame: frame, visible: visible, scale: factor,
                                  opacity: view._presentedAlpha, renderer: client.renderer) {
                // Drawn in the window after all (one kept from the last
                // frame is given back below).
                if existing == nil { retiringLayers.append(layer) }
                view._declineLayer()
                continue
            }
            view._setHostLayer(true)
            kept[id] = layer
            below = layer.proxy
        }
        for (id, layer) in layers where kept[id] !== layer {
            if let view = layer.view { view._setHostLayer(false) } else { UIView._hostLayerViewWentAway() }
            retiringLayers.append(layer)
        }
        layers = kept
        layerOrder = order.filter { kept[$0] != nil }
        return !kept.isEmpty
    }

    /// Destroys the layers given back this frame, after the window's commit
    /// that draws their views again (destroying a subsurface unmaps it at
    /// once: before that commit, the stale pixels under it would show).
    func destroyRetiredLayers() {
        for layer in retiringLayers { layer.destroy() }
        retiringLayers.removeAll()
    }

    func destroyAllLayers() {
        for layer in layers.values {
            if let view = layer.view { view._setHostLayer(false) } else { UIView._hostLayerViewWentAway() }
            layer.destroy()
        }
        layers.removeAll()
        layerOrder.removeAll()
        destroyRetiredLayers()
    }

    /// The views that ask, back to front as the window draws them; not
    /// looking inside one that asks.
    static func treeOrder(of requests: [UIView], in window: UIWindow) -> [UIView] {
        let wanted = Set(requests.map(ObjectIdentifier.init))
        var out: [UIView] = []
        func walk(_ v: UIView) {
            for s in v.subviews {
                if wanted.contains(ObjectIdentifier(s)) { out.append(s) } else { walk(s) }
            }
        }
        walk(window)
        return out
    }

    /// Where `view` would be drawn (window coordinates, points) and the part
    /// of it a layer above the window's surface may show: inside its
    /// superview's bounds, minus bars drawn over it along an edge (a
    /// navigation bar, a toolbar, a tab bar). Nil when a layer would not
    /// show what the window draws: the view or an ancestor is turned, an
    /// ancestor scaled or translucent, the view hidden, spilling outside its
    /// bounds, or with something drawn over its middle.
    static func layerGeometry(of view: UIView, in window: UIWindow) -> (frame: CGRect, visible: CGRect)? {
        guard view.window === window, let superview = view.superview else { return nil }
        let plain = LayerSurface.isPlainColour(view)
        var v: UIView = view
        while !(v is UIWindow) {
            let t = v._presentedTransform
            // The view itself may be scaled (the viewport stretches its
            // buffer: an alert growing in) and fade (its buffer is drawn
            // at the opacity); its ancestors only move.
            let upright = v === view ? t.a > 0 && t.d > 0 : t.a == 1 && t.d == 1
            guard !v.isHidden, upright, t.b == 0, t.c == 0 else { return nil }
            guard v === view || v._presentedAlpha >= 1 else { return nil }
            guard let p = v.superview else { return nil }
            v = p
        }
        let frame = view._presentedConvertToWindow(view._presentedBounds)
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
              abs(frame.minX) < 1e6, abs(frame.minY) < 1e6, frame.width < 1e6, frame.height < 1e6
        else { return nil }
        if !view.clipsToBounds && !plain {
            // The layer holds the bounds only.
            guard let extent = view._presentedExtentInWindow()?.insetBy(dx: 1, dy: 1),
                  frame.insetBy(dx: -0.5, dy: -0.5).contains(extent) else { return nil }
        }
        var clip = superview._presentedConvertToWindow(superview._presentedBounds).intersection(window.bounds)
        // Every clipping ancestor cuts it too.
        var ancestor = superview.superview
        while let a = ancestor, !(a is UIWindow) {
            if a.clipsToBounds { clip = clip.intersection(a._presentedConvertToWindow(a._presentedBounds)) }
            ancestor = a.superview
        }
        guard !clip.isNull else { return (frame, .zero) }
        var a: UIView = view
        while let p = a.superview {
            if let i = p.subviews.firstIndex(where: { $0 === a }) {
                for s in p.subviews[(i + 1)...] {
                    for o in occluders(s) {
                        guard let cut = crop(clip, by: o) else { return nil }
                        clip = cut
                    }
                }
            }
            if p is UIWindow { break }
            a = p
        }
        let shown = frame.intersection(clip)
        guard !shown.isNull, !shown.isEmpty else { return (frame, .zero) }
        // Whole points: a subsurface sits on whole surface coordinates.
        let x0 = shown.minX.rounded(), y0 = shown.minY.rounded()
        let x1 = shown.maxX.rounded(), y1 = shown.maxY.rounded()
        return (frame, x1 > x0 && y1 > y0 ? CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero)
    }

    /// What `view` draws over what is under it, in window coordinates:
    /// nothing for a layer (or one that asks) or a hidden view; its area for
    /// a view that draws, with whether that area is wholly painted; for a
    /// clear container that draws nothing itself, what its subviews draw.
    private static func occluders(_ view: UIView) -> [(rect: CGRect, opaque: Bool)] {
        guard !view.isHidden, view._presentedAlpha > 0, !view._skipsWindowDrawing, !view._wantsCompositingLayer
        else { return [] }
        let colour = view._presentedBackgroundColor?.alpha ?? 0
        let drawsItself = !view._drawsOnlyBackground || colour > 0 || view._presentedBorderWidth > 0
        if drawsItself {
            guard let extent = view._presentedExtentInWindow()?.insetBy(dx: 1, dy: 1) else { return [(.infinite, false)] }
            let opaque = colour >= 1 && view._presentedAlpha >= 1 && view._presentedCornerRadius == 0
                && view._presentedTransform.b == 0 && view._presentedTransform.c == 0
            // A view that draws but is not wholly opaque covers its area
            // only partly: anything under it must show through.
            return [(extent, opaque)]
        }
        return view.subviews.flatMap { occluders($0) }
    }

    /// `clip` less an opaque band along one of its edges; nil when `o`
    /// covers some of it in any other way (the layer would hide or show
    /// through what the window draws there).
    private static func crop(_ clip: CGRect, by o: (rect: CGRect, opaque: Bool)) -> CGRect? {
        let r = o.rect.intersection(clip)
        guard !r.isNull, !r.isEmpty else { return clip }
        guard o.opaque else { return nil }
        if r.minX <= clip.minX && r.maxX >= clip.maxX {
            if r.minY <= clip.minY { return CGRect(x: clip.minX, y: r.maxY, width: clip.width, height: max(0, clip.maxY - r.maxY)) }
            if r.maxY >= clip.maxY { return CGRect(x: clip.minX, y: clip.minY, width: clip.width, height: max(0, r.minY - clip.minY)) }
        } else if r.minY <= clip.minY && r.maxY >= clip.maxY {
            if r.minX <= clip.minX { return CGRect(x: r.maxX, y: clip.minY, width: max(0, clip.maxX - r.maxX), height: clip.height) }
            if r.maxX >= clip.maxX { return CGRect(x: clip.minX, y: clip.minY, width: max(0, r.minX - clip.minX), height: clip.height) }
        }
        return nil
    }
}
