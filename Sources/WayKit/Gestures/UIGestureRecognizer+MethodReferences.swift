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

    /// UIKit's `addTarget(_:action:)` with a method that takes no argument.
    @discardableResult
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> () -> Void) -> TargetToken {
        addTarget(target) { (t: T) in { (_: UIGestureRecognizer) in action(t)() } }
    }
}
