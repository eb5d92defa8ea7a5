import Foundation

// Targets and actions (G12): closures, or a weakly held target with a method
// reference where UIKit takes a selector.
extension UIGestureRecognizer {
    /// Adds an action, run synchronously at each transition, after the ones added
    /// before it (G12). Returns a token for ``removeTarget(_:)``.
    @discardableResult
    public func addTarget(_ action: @escaping @MainActor (Self) -> Void) -> TargetToken {
        UIGestureRecognizer._nextTargetID += 1
        _targets.append(Target(id: UIGestureRecognizer._nextTargetID, target: nil) { r in
            // Always `self`; the cast only recovers its static type.
            if let typed = r as? Self { action(typed) }
            return true
        })
        return TargetToken(id: UIGestureRecognizer._nextTargetID)
    }

    /// UIKit's target–action pair with a method reference instead of a
    /// selector, e.g. `addTarget(self, action: Self.handlePan)` with
    /// `func handlePan(_ pan: UIPanGestureRecognizer)`; the target is held
    /// weakly, as UIKit holds it.
    @discardableResult
    public func addTarget<T: AnyObject, R: UIGestureRecognizer>(_ target: T, action: @escaping @MainActor (T) -> (R) -> Void) -> TargetToken {
        UIGestureRecognizer._nextTargetID += 1
        _targets.append(Target(id: UIGestureRecognizer._nextTargetID, target: target) { [weak target] r in
            guard let target else { return false }
            if let typed = r as? R { action(target)(typed) }
            return true
        })
        return TargetToken(id: UIGestureRecognizer._nextTargetID)
    }

    public func removeTarget(_ token: TargetToken) {
        _targets.removeAll { $0.id == token.id }
    }

    /// UIKit's `removeTarget(_:action:)`: removes the registration `action`
    /// names (what `addTarget` returned); with a nil `action`, every
    /// registration of `target`; with both nil, every target and action. (Swift
    /// closures can't be compared, so a token stands for UIKit's selector.)
    public func removeTarget(_ target: AnyObject?, action: TargetToken?) {
        _targets.removeAll { t in
            if let action { return t.id == action.id && (target == nil || t.target === target) }
            return target == nil || t.target === target
        }
    }

}
