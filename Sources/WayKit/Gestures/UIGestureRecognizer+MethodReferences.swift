import Foundation

// The no-argument target–action form, `func handleTap()` (UIKit allows a
// selector without the recognizer): what `waykit-port` rewrites
// `UITapGestureRecognizer(target: self, action: #selector(handleTap))` to
// (SPEC U2). The forms with the recognizer are in UIGestureRecognizer.swift
// and UIGestureRecognizer+Targets.swift.
extension UIGestureRecognizer {
    /// UIKit's `init(target:action:)` with a method that takes no argument;
    /// the target is held weakly, as UIKit holds it.
    public convenience init<T: AnyObject>(target: T, action: @escaping @MainActor (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// `UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing))`,
    /// the everyday tap that dismisses the keyboard: a method taking a
    /// `Bool`. Objective-C hands it the recognizer, a non-nil pointer, which
    /// reads as true; so the method is called with true, as on iOS.
    public convenience init<T: AnyObject, R>(target: T, action: @escaping @MainActor (T) -> (Bool) -> R) {
        self.init()
        addTarget(target, action: action)
    }

    /// `addTarget(_:action:)` with a method taking a `Bool`: called with true
    /// (see `init(target:action:)` above).
    @discardableResult
    public func addTarget<T: AnyObject, R>(_ target: T, action: @escaping @MainActor (T) -> (Bool) -> R) -> TargetToken {
        addTarget(target) { (t: T) in { (_: UIGestureRecognizer) in _ = action(t)(true) } }
    }

    /// UIKit's `addTarget(_:action:)` with a method that takes no argument.
    @discardableResult
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> () -> Void) -> TargetToken {
        addTarget(target) { (t: T) in { (_: UIGestureRecognizer) in action(t)() } }
    }
}
