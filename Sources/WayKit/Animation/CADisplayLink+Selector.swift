import Foundation

// UIKit's `init(target:selector:)` spelled as UIKit spells it, with a
// method reference for the selector: what `waykit-port` rewrites
// `CADisplayLink(target: self, selector: #selector(step))` to (SPEC U2).
extension CADisplayLink {
    /// `func step(_ link: CADisplayLink)`; the target is held weakly, and
    /// once it is gone the link invalidates itself.
    public convenience init<T: AnyObject>(target: T, selector: @escaping @MainActor (T) -> (CADisplayLink) -> Void) {
        self.init(target: target, action: selector)
    }

    /// `func step()`, without the link.
    public convenience init<T: AnyObject>(target: T, selector: @escaping @MainActor (T) -> () -> Void) {
        self.init(target: target, action: { (t: T) in { (_: CADisplayLink) in selector(t)() } })
    }
}
