import Foundation

// UIKit's target–action initialisers, with a method reference where UIKit
// takes a selector (SPEC U2: what `waykit-port` rewrites
// `UIBarButtonItem(…, target: self, action: #selector(done))` to):
// `UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Self.done)`
// with `func done()` or `func done(_ sender: UIBarButtonItem)`. The target
// is held weakly, as UIKit holds it; once it is gone a tap does nothing.
extension UIBarButtonItem {
    public convenience init<T: AnyObject>(
        title: String?, style: Style, target: T, action: @escaping @MainActor (T) -> (UIBarButtonItem) -> Void
    ) {
        self.init(title: title, style: style, action: Self._targetAction(target, action))
    }

    public convenience init<T: AnyObject>(
        title: String?, style: Style, target: T, action: @escaping @MainActor (T) -> () -> Void
    ) {
        self.init(title: title, style: style, action: Self._targetAction(target) { t in { _ in action(t)() } })
    }

    public convenience init<T: AnyObject>(
        image: UIImage?, style: Style, target: T, action: @escaping @MainActor (T) -> (UIBarButtonItem) -> Void
    ) {
        self.init(image: image, style: style, action: Self._targetAction(target, action))
    }

    public convenience init<T: AnyObject>(
        image: UIImage?, style: Style, target: T, action: @escaping @MainActor (T) -> () -> Void
    ) {
        self.init(image: image, style: style, action: Self._targetAction(target) { t in { _ in action(t)() } })
    }

    public convenience init<T: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: T,
        action: @escaping @MainActor (T) -> (UIBarButtonItem) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, action: Self._targetAction(target, action))
    }

    public convenience init<T: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping @MainActor (T) -> () -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, action: Self._targetAction(target) { t in { _ in action(t)() } })
    }

    /// The item's action: `method` on `target` while it lives.
    private static func _targetAction<T: AnyObject>(
        _ target: T, _ method: @escaping @MainActor (T) -> (UIBarButtonItem) -> Void
    ) -> (UIBarButtonItem) -> Void {
        { [weak target] item in
            guard let target else { return }
            MainActor.assumeIsolated { method(target)(item) }
        }
    }
}
