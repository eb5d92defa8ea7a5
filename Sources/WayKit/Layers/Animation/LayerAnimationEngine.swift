import Foundation

/// The explicit animations of every layer, sampled by the frame clock in
/// the same tick as the view animations (one clock, A3): each frame every
/// animating layer gets the values its animations draw, its view's drawn
/// extent before and after is damaged, and what ended is removed, its
/// delegate and transactions told after the sampling.
///
/// Owned by the `AnimationEngine`; main actor only.
@MainActor
final class LayerAnimationEngine {
    /// Layers with animations still running (held strongly, as Core
    /// Animation's render tree holds a layer while it animates).
    private var layers: [CALayer] = []
    /// Told when the first animation is added to an idle engine.
    var onStart: () -> Void = {}

    var isRunning: Bool { !layers.isEmpty }

    func added(_ layer: CALayer) {
        let wasRunning = isRunning
        if !layers.contains(where: { $0 === layer }) { layers.append(layer) }
        _ = sample(layer, now: UIApplication.shared.clock.now, notify: false)
        if !wasRunning { onStart() }
    }

    /// Samples `layer` again now (an animation was removed).
    func resample(_ layer: CALayer) {
        _ = sample(layer, now: UIApplication.shared.clock.now, notify: false)
        if !layer._animations.contains(where: { !$0.ended }) { layers.removeAll { $0 === layer } }
    }

    func step(now: TimeInterval) {
        // A layer only this list still holds can never be shown or asked
        // again (its app dropped it, never having put it in a window): let
        // it go, as Core Animation never keeps a model layer alive.
        var i = 0
        while i < layers.count {
            if isKnownUniquelyReferenced(&layers[i]) { layers.remove(at: i) } else { i += 1 }
        }
        var callbacks: [() -> Void] = []
        for layer in layers {
            // An endless animation of a layer out of any window would ask
            // for frames for ever: UIKit removes a layer's animations when
            // it leaves the window; here the endless ones stop.
            // One added before its view joined a window waits for it.
            if layer._hostView?.window == nil {
                for a in layer._animations where a.sawWindow && a.animation._activeDuration(parent: nil).isInfinite {
                    callbacks += layer._detachAnimation(a, finished: false)
                }
            }
            callbacks += sample(layer, now: now, notify: true)
        }
        layers.removeAll { layer in !layer._animations.contains { !$0.ended } }
        for c in callbacks { c() }
    }

    /// Sets the layer's drawn values at `now` and damages what changed.
    /// With `notify` (a frame, not an add), starts and ends are recorded
    /// and the delegate calls and completions due are returned, to run
    /// after the frame's sampling.
    private func sample(_ layer: CALayer, now: TimeInterval, notify: Bool) -> [() -> Void] {
        var callbacks: [() -> Void] = []
        let host = layer._hostView
        if host?.window != nil { for a in layer._animations { a.sawWindow = true } }
        let before = host?._presentedExtentInWindow()
        var values: [String: AnimatableValue] = [:]
        for a in layer._animations {
            let anim = a.animation
            let t = now - a.begin
            let (local, done) = anim._localTime(t, parent: nil)
            if notify, !a.started, t >= 0 {
                a.started = true
                if let d = anim.delegate { callbacks.append { d.animationDidStart(anim) } }
            }
            if notify, done, !a.ended {
                a.ended = true
                if anim.isRemovedOnCompletion {
                    callbacks += layer._detachAnimation(a, finished: true)
                    continue
                }
                if let d = anim.delegate { callbacks.append { d.animationDidStop(anim, finished: true) } }
                callbacks += a.releaseTransactions()
            }
            if let local {
                anim._evaluate(at: local, duration: anim._cycleDuration(parent: nil),
                               base: { layer._modelValue(forKeyPath: $0) }, into: &values)
            }
        }
        guard values != layer._animated else { return callbacks }
        layer._animated = values
        guard let host, let window = host.window else { return callbacks }
        host._needsDisplay = true
        host._rasterContentChanged(includingSelf: true)
        if host._isInsideHostLayer || host._skipsWindowDrawing {
            host._noteLayerChanged()
            return callbacks
        }
        if let before { window._addDamage(before) }
        if let after = host._presentedExtentInWindow() { window._addDamage(after) }
        return callbacks
    }
}
