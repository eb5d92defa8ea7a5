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
        let requests = enabled ? UIView._compositingLayerRequests.filter { $0.window === window } : []
        let ordered = requests.isEmpty ? [] : Self.treeOrder(of: requests, in: window)
        var kept: [ObjectIdentifier: LayerSurface] = [:]
        let order = ordered.map(ObjectIdentifier.init)
        let restack = order != layerOrder
        var below: OpaquePointer = surface.proxy
        for view in ordered {
            let id = ObjectIdentifier(view)
            guard let geometry = Self.layerGeometry(of: view, in: window) else { continue }
            let existing = layers[id]
            guard let layer = existing ?? LayerSurface(view: view, parent: surface.proxy, globals: client.globals)
            else { continue }
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
                continue
            }
            view._setHostLayer(true)
            kept[id] = layer
            below = layer.proxy
        }
        for (id, layer) in layers where kept[id] !== layer {
            layer.view?._setHostLayer(false)
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
            layer.view?._setHostLayer(false)
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
    /// show what the window draws: a view is turned or scaled, translucent
    /// (but for a plain colour), hidden, spills outside its bounds, or has
    /// something drawn over its middle.
    static func layerGeometry(of view: UIView, in window: UIWindow) -> (frame: CGRect, visible: CGRect)? {
        guard view.window === window, let superview = view.superview else { return nil }
        let plain = LayerSurface.isPlainColour(view)
        var v: UIView = view
        while !(v is UIWindow) {
            let t = v._presentedTransform
            guard !v.isHidden, t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return nil }
            guard v._presentedAlpha >= 1 || (v === view && plain) else { return nil }
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
        var a: UIView = view
        while let p = a.superview {
            if let i = p.subviews.firstIndex(where: { $0 === a }) {
                for s in p.subviews[(i + 1)...] where !s.isHidden && s._presentedAlpha > 0 && !s._wantsCompositingLayer {
                    guard let extent = s._presentedExtentInWindow()?.insetBy(dx: 1, dy: 1) else { return nil }
                    let o = extent.intersection(clip)
                    guard !o.isNull, !o.isEmpty else { continue }
                    if o.minX <= clip.minX && o.maxX >= clip.maxX {
                        if o.minY <= clip.minY {
                            clip = CGRect(x: clip.minX, y: o.maxY, width: clip.width, height: max(0, clip.maxY - o.maxY))
                        } else if o.maxY >= clip.maxY {
                            clip = CGRect(x: clip.minX, y: clip.minY, width: clip.width, height: max(0, o.minY - clip.minY))
                        } else {
                            return nil
                        }
                    } else if o.minY <= clip.minY && o.maxY >= clip.maxY {
                        if o.minX <= clip.minX {
                            clip = CGRect(x: o.maxX, y: clip.minY, width: max(0, clip.maxX - o.maxX), height: clip.height)
                        } else if o.maxX >= clip.maxX {
                            clip = CGRect(x: clip.minX, y: clip.minY, width: max(0, o.minX - clip.minX), height: clip.height)
                        } else {
                            return nil
                        }
                    } else {
                        return nil
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
}
