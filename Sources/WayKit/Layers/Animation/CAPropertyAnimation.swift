import Foundation

/// An animation of one key path of a layer (`opacity`, `position.x`,
/// `transform.scale`, `strokeEnd`, …; docs/animation.md lists them).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// The animated value is added to the model value.
    open var isAdditive = false
    open var isCumulative = false

    public override init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The value to draw for progress `p` (0…1; a spring may overshoot).
    func _value(progress p: Double, local: Double, base: AnimatableValue) -> AnimatableValue? { nil }

    override func _evaluate(at local: Double, duration: Double, base: (String) -> AnimatableValue?,
                            into values: inout [String: AnimatableValue]) {
        guard let keyPath, let model = base(keyPath),
              var v = _value(progress: _progress(local, duration: duration), local: local, base: model) else { return }
        if isAdditive { v = model.adding(v) }
        if v.isFinite { values[keyPath] = v }
    }
}
