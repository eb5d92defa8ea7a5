import Foundation

// Explicit animations on a layer (U6): `add(_:forKey:)` attaches one, the
// frame clock samples it (LayerAnimationEngine), and it leaves by itself
// at its end. The model values never change.
extension CALayer {
    private static var _anonymousKeys = 0

    /// Starts `anim` on this layer; an animation already under `key` is
    /// removed first (its delegate told it did not finish). A nil key gets
    /// a name of its own, not listed by `animationKeys()`.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let name: String
        if let key {
            name = key
            if let old = _animations.first(where: { $0.key == key }) {
                let due = _detachAnimation(old, finished: false)
                if !due.isEmpty { UIApplication.shared._animations.completeAtNextFrame { for c in due { c() } } }
            }
        } else {
            CALayer._anonymousKeys += 1
            name = "\u{1}anonymous-\(CALayer._anonymousKeys)"
        }
        let now = UIApplication.shared.clock.now
        let begin = anim.beginTime.isFinite && anim.beginTime > 0 ? anim.beginTime : now
        _animations.append(AttachedAnimation(key: name, animation: anim, begin: begin,
                                             transactions: CATransaction.openGroups))
        UIApplication.shared._animations.layers.added(self)
    }

    public func animation(forKey key: String) -> CAAnimation? {
        _animations.first { $0.key == key }?.animation
    }

    /// The keys of the animations attached now, in the order added; nil
    /// when there are none.
    public func animationKeys() -> [String]? {
        let keys = _animations.map(\.key).filter { !$0.hasPrefix("\u{1}") }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key` at once: the model value shows
    /// again; its delegate hears it did not finish (at the next frame).
    public func removeAnimation(forKey key: String) {
        guard let a = _animations.first(where: { $0.key == key }) else { return }
        let due = _detachAnimation(a, finished: a.ended)
        UIApplication.shared._animations.layers.resample(self)
        if !due.isEmpty { UIApplication.shared._animations.completeAtNextFrame { for c in due { c() } } }
    }

    public func removeAllAnimations() {
        var due: [() -> Void] = []
        for a in _animations { due += _detachAnimation(a, finished: a.ended) }
        UIApplication.shared._animations.layers.resample(self)
        if !due.isEmpty { UIApplication.shared._animations.completeAtNextFrame { for c in due { c() } } }
    }

    /// Takes `a` off the layer; returns its delegate's stop call (unless it
    /// was told already) and the transaction completions now due.
    func _detachAnimation(_ a: AttachedAnimation, finished: Bool) -> [() -> Void] {
        guard _animations.contains(where: { $0 === a }) else { return [] }
        _animations.removeAll { $0 === a }
        var due: [() -> Void] = []
        let anim = a.animation
        // A kept animation that ended was told then.
        let toldAlready = a.ended && !anim.isRemovedOnCompletion
        if !toldAlready, let d = anim.delegate { due.append { d.animationDidStop(anim, finished: finished) } }
        due += a.releaseTransactions()
        return due
    }
}
