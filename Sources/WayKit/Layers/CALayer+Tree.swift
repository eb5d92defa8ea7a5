import Foundation

// The layer tree. A view's layer lists its subviews' layers and the layers
// the app added, in drawing order; an app-made layer lists its sublayers.
// Adding a view's layer to another view's layer moves the view (UIKit's
// layers and views are one tree).
extension CALayer {
    /// The layers drawn over this one's content, back to front; nil when
    /// there are none (as in Core Animation).
    public var sublayers: [CALayer]? {
        get {
            var result: [CALayer] = []
            if let view = delegate {
                result += _plainSublayers.filter(\._isBelowSubviews)
                for s in view.subviews {
                    result.append(s.layer)
                    result += _plainSublayers.filter { !$0._isBelowSubviews && $0._aboveSubview === s }
                }
                result += _sublayersAboveAll(of: view)
            } else {
                result = _plainSublayers
            }
            return result.isEmpty ? nil : result
        }
        set {
            for l in sublayers ?? [] { l.removeFromSuperlayer() }
            for l in newValue ?? [] { addSublayer(l) }
        }
    }

    /// The layer this one is drawn in: its parent layer, or for a view's
    /// layer its superview's layer.
    public var superlayer: CALayer? {
        if let view = delegate { return view.superview?.layer }
        return _parent
    }

    public func addSublayer(_ layer: CALayer) {
        guard !layer._isAncestorOrSelf(of: self) else { return }
        if let view = layer.delegate, let host = delegate {
            host.addSubview(view)
            return
        }
        layer._detach()
        // Above the subviews there now, below those added later.
        layer._aboveSubview = delegate?.subviews.last
        layer._isBelowSubviews = layer._aboveSubview == nil
        layer._parent = self
        _plainSublayers.append(layer)
        layer._changed()
    }

    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard !layer._isAncestorOrSelf(of: self) else { return }
        if let view = layer.delegate, let host = delegate {
            host.insertSubview(view, at: Int(index))
            return
        }
        layer._detach()
        let all = sublayers ?? []
        let i = min(Int(index), all.count)
        if i < all.count {
            _insert(layer, before: all[i])
        } else {
            addSublayer(layer)
        }
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, !layer._isAncestorOrSelf(of: self) else { return insertSublayer(layer, at: 0) }
        layer._detach()
        _insert(layer, before: sibling)
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, !layer._isAncestorOrSelf(of: self) else { return addSublayer(layer) }
        layer._detach()
        let all = sublayers ?? []
        if let i = all.firstIndex(where: { $0 === sibling }), i + 1 < all.count {
            _insert(layer, before: all[i + 1])
        } else {
            addSublayer(layer)
        }
    }

    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self else { return }
        insertSublayer(newLayer, above: oldLayer)
        oldLayer.removeFromSuperlayer()
    }

    public func removeFromSuperlayer() {
        if let view = delegate { view.removeFromSuperview(); return }
        _detach()
    }

    /// Puts `layer` (app-made, detached) just before `next` in drawing order.
    private func _insert(_ layer: CALayer, before next: CALayer) {
        layer._parent = self
        if let view = delegate {
            if let nextView = next.delegate {
                // Just below a subview: above the one under it, if any.
                let subviews = view.subviews
                if let i = subviews.firstIndex(where: { $0 === nextView }), i > 0 {
                    layer._isBelowSubviews = false
                    layer._aboveSubview = subviews[i - 1]
                } else {
                    layer._isBelowSubviews = true
                    layer._aboveSubview = nil
                }
            } else {
                layer._isBelowSubviews = next._isBelowSubviews
                layer._aboveSubview = next._aboveSubview
            }
        }
        if let i = _plainSublayers.firstIndex(where: { $0 === next }) {
            _plainSublayers.insert(layer, at: i)
        } else {
            _plainSublayers.append(layer)
        }
        layer._changed()
    }

    private func _detach() {
        guard let parent = _parent else { return }
        _willChange()
        if parent.mask === self { parent.mask = nil }
        parent._plainSublayers.removeAll { $0 === self }
        _parent = nil
        parent._changed()
    }

    /// The app-made sublayers a view draws below its subviews, and those it
    /// draws after subview `s` (the renderer interleaves them).
    public var _sublayersBelowSubviews: [CALayer] { _plainSublayers.filter(\._isBelowSubviews) }
    public func _sublayers(above subview: UIView) -> [CALayer] {
        _plainSublayers.filter { !$0._isBelowSubviews && $0._aboveSubview === subview }
    }
    /// App-made sublayers whose subview went away: drawn on top.
    public func _sublayersAboveAll(of view: UIView) -> [CALayer] {
        _plainSublayers.filter { l in
            !l._isBelowSubviews && !view.subviews.contains { $0 === l._aboveSubview }
        }
    }
    /// App-made sublayers, for layers that are not a view's.
    public var _ownSublayers: [CALayer] { _plainSublayers }

    /// Whether `layer` is this layer or inside it (parents and masks): a
    /// layer can't be added under itself, which would draw for ever.
    func _isAncestorOrSelf(of layer: CALayer) -> Bool {
        var l: CALayer? = layer
        var steps = 0
        while let current = l, steps < 10_000 {
            if current === self { return true }
            l = current._parent ?? current.delegate?.superview?.layerIfLoaded
            steps += 1
        }
        return false
    }

    // MARK: Damage

    /// The view whose drawing includes this layer.
    var _hostView: UIView? {
        var l: CALayer? = self
        while let current = l {
            if let view = current.delegate { return view }
            l = current._parent
        }
        return nil
    }

    /// Before a change: the area drawn now must be redrawn (it may shrink).
    func _willChange() {
        guard let host = _hostView, host.window != nil else { return }
        host._damageLayerExtent()
    }

    /// After a change: the area drawn now.
    func _changed() {
        guard let host = _hostView else { return }
        host._needsDisplay = true
        guard host.window != nil else { return }
        host._damageLayerExtent()
    }
}
