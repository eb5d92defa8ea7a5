import Foundation

/// Every running view animation, sampled once per frame by the frame clock
/// (A1, A3). Owned by the application; main actor only.
///
/// Per frame: each animated view's presentation values are set from its
/// animations at the frame's time, and the view's drawn extent before and
/// after is damaged — only views whose presentation differs from their model
/// are redrawn. Finished animations leave the view showing its model values;
/// completions run after the frame's sampling, so a completion may start the
/// next animation.
@MainActor
final class AnimationEngine {
    /// Animations by view, in the order added. Keyed by the view's serial,
    /// never its address: the view is held weakly, and a view allocated
    /// where a dead one was must not inherit its entry (issue 18).
    private var byView: [UInt64: [ViewAnimation]] = [:]
    /// Views in the order their first animation was added (a stable order).
    private var order: [UInt64] = []
    /// Completions due at the next frame (blocks that animated nothing).
    private var dueCompletions: [() -> Void] = []
    /// Explicit layer animations (`CALayer.add(_:forKey:)`), sampled in the
    /// same tick.
    let layers = LayerAnimationEngine()

    init() {
        layers.onStart = { [unowned self] in onStart() }
    }

    /// Whether a frame would move anything: a completion is due, or an
    /// animation plays on the clock. Animations of a paused
    /// `UIViewPropertyAnimator` (an interactive pop held still) move only
    /// when it is scrubbed, which damages the views itself: they ask for no
    /// frames, so a finger held still costs no CPU.
    var isRunning: Bool {
        if !dueCompletions.isEmpty || layers.isRunning { return true }
        for id in order {
            guard let list = byView[id] else { continue }
            if list.contains(where: { $0.group.animator.map { $0.isRunning } ?? true }) { return true }
        }
        return false
    }
    var count: Int { byView.values.reduce(0) { $0 + $1.count } }

    /// Told when the engine goes from idle to running (the frame clock asks
    /// the backend for frames).
    var onStart: () -> Void = {}

    func add(_ animation: ViewAnimation, view: UIView) {
        let id = view._serial
        let wasRunning = isRunning
        // A new animation of a property replaces the running ones of other
        // blocks: they complete with false (A1). Keyframes of one block share.
        var completions: [() -> Void] = []
        if var list = byView[id] {
            list.removeAll { old in
                guard old.property == animation.property, old.group !== animation.group else { return false }
                if let c = old.group.ended(finished: false) { completions.append(c) }
                return true
            }
            list.append(animation)
            byView[id] = list
        } else {
            byView[id] = [animation]
            order.append(id)
        }
        animation.group.added()
        let presentation = view._presentation ?? ViewPresentation()
        view._presentation = presentation
        refreshCounts(view)
        // Until the first frame samples it, draw the from-value: the model
        // already holds the end value.
        presentation.values[animation.property] = animation.from
        dueCompletions.append(contentsOf: completions)
        if !wasRunning { onStart() }
    }

    func completeAtNextFrame(_ completion: @escaping () -> Void) {
        let wasRunning = isRunning
        dueCompletions.append(completion)
        if !wasRunning { onStart() }
    }

    /// Removes `view`'s animations of `property` (all when nil): they
    /// complete with false, and the model value shows.
    func removeAnimations(of view: UIView, property: AnimatableProperty? = nil) {
        let id = view._serial
        guard var list = byView[id] else { return }
        let before = view._presentedExtentInWindow()
        list.removeAll { a in
            guard property == nil || a.property == property else { return false }
            if let c = a.group.ended(finished: false) { dueCompletions.append(c) }
            view._presentation?.values[a.property] = nil
            return true
        }
        store(list, for: id, view: view)
        damage(view, before: before)
    }

    /// Samples a group's animations now (a scrubbed property animator).
    func resample(_ group: AnimationGroup?) {
        guard let group else { return }
        let now = UIApplication.shared.clock.now
        for id in order {
            guard let list = byView[id], let view = list.first?.view else { continue }
            let mine = list.filter { $0.group === group }
            guard !mine.isEmpty else { continue }
            let before = view._presentedExtentInWindow()
            for a in mine {
                let value = a.sample(at: now).value
                // No NaN ever reaches a renderer (pixman traps on one).
                view._presentation?.values[a.property] = value.isFinite ? value : nil
            }
            damage(view, before: before)
        }
    }

    /// Removes every animation of a group (a property animator stopping).
    func removeAnimations(of group: AnimationGroup, finished: Bool) -> [() -> Void] {
        var completions: [() -> Void] = []
        for id in order {
            guard var list = byView[id], let view = list.first?.view else { continue }
            let before = view._presentedExtentInWindow()
            list.removeAll { a in
                guard a.group === group else { return false }
                if let c = a.group.ended(finished: finished) { completions.append(c) }
                view._presentation?.values[a.property] = nil
                return true
            }
            store(list, for: id, view: view)
            damage(view, before: before)
        }
        return completions
    }

    private func store(_ list: [ViewAnimation], for id: UInt64, view: UIView?) {
        if list.isEmpty {
            byView[id] = nil
            order.removeAll { $0 == id }
            view?._presentation = nil
        } else {
            byView[id] = list
            if let view { refreshCounts(view) }
        }
    }

    private func refreshCounts(_ view: UIView) {
        guard let p = view._presentation, let list = byView[view._serial] else { return }
        p.animationCount = list.count
        p.interactiveCount = list.filter(\.allowsUserInteraction).count
    }

    /// Whether the view's animations change what its own image shows (not
    /// only its place, size or opacity).
    private func changesOwnImage(_ view: UIView) -> Bool {
        guard let list = byView[view._serial] else { return false }
        return list.contains { a in
            switch a.property {
            case .center, .transform, .alpha, .boundsSize: false
            default: true
            }
        }
    }

    private func damage(_ view: UIView, before: CGRect?) {
        guard let window = view.window else { return }
        // A rasterized view's own animation of where it is or how opaque
        // moves or fades its image; any other (its colour, corners, border,
        // scroll offset) or one inside it changes the image.
        view._rasterContentChanged(includingSelf: !view._rasterizesContent || changesOwnImage(view))
        // A layer (or a view in one) moving, fading or changing: the
        // backend places or redraws the layer; the window is untouched.
        if view._isInsideHostLayer || view._skipsWindowDrawing {
            view._noteLayerChanged()
            return
        }
        if let before { window._addDamage(before) }
        if let after = view._presentedExtentInWindow() { window._addDamage(after) }
    }

    /// Samples every animation at `now`: sets presentation values, damages
    /// what moved, ends what is over, then runs the completions due.
    func step(now: TimeInterval) {
        var completions = dueCompletions
        dueCompletions.removeAll()
        for id in order {
            guard let list = byView[id] else { continue }
            guard let view = list.first?.view, view.window != nil else {
                // A view that left its window (or went away) stops animating:
                // its animations complete with false.
                for a in list { if let c = a.group.ended(finished: false) { completions.append(c) } }
                byView[id] = nil
                list.first?.view?._presentation = nil
                if let v = list.first?.view { Self.trace(v, "ended: left its window") }
                continue
            }
            let before = view._presentedExtentInWindow()
            var remaining: [ViewAnimation] = []
            for property in AnimatableProperty.allCases {
                let animations = list.filter { $0.property == property }
                guard !animations.isEmpty else { continue }
                // Keyframes of one property run one after another: the last
                // that has begun draws (or the first's from-value before any).
                let samples = animations.map { $0.sample(at: now) }
                let value: AnimatableValue
                if let i = animations.lastIndex(where: { $0.beginTime <= now }) { value = samples[i].value } else { value = samples[0].value }
                if samples.allSatisfy(\.done) {
                    view._presentation?.values[property] = nil
                    for a in animations { if let c = a.group.ended(finished: true) { completions.append(c) } }
                } else {
                    view._presentation?.values[property] = value.isFinite ? value : nil
                    remaining.append(contentsOf: animations)
                }
            }
            if remaining.isEmpty {
                byView[id] = nil
                view._presentation = nil
                Self.trace(view, "ended")
            } else {
                byView[id] = remaining
                refreshCounts(view)
            }
            damage(view, before: before)
        }
        order.removeAll { byView[$0] == nil }
        layers.step(now: now)
        for c in completions { c() }
    }

    static func trace(_ view: UIView, _ what: @autoclosure () -> String) {
        guard let trace = DeliveryTrace._current else { return }
        trace.record(.animation(view._traceName, what()))
    }
}
