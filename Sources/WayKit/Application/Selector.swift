import Foundation

/// U2: a selector as a value, for code that passes one around (a factory
/// taking `selector: Selector`, `extension Selector { static let … }`, an
/// action sent up the responder chain with a nil target). Swift on Linux
/// has no Objective-C runtime to look a method up by name, so a WayKit
/// selector holds the method itself: `Selector(MyController.save(_:))`,
/// what `waykit-port` rewrites a `#selector(…)` outside the calls that take
/// method references to.
///
/// Performing it on an object calls the method when the object is of the
/// method's type (a class or a class-bound protocol), and answers whether
/// it did: that is how a nil-target action finds its responder.
///
/// The method is taken as `@MainActor (T) -> (Sender) -> R`, the whole
/// reference isolated, as `addTarget` takes it, rather than as `(T) ->
/// @MainActor (Sender) -> R`: Swift 6 cannot convert the unapplied method
/// of a main-actor protocol (`Selector(Responder.didTapHome(sender:))` in
/// an `extension Selector { static let … }`) to the latter, whose inner
/// function is implicitly Sendable, and refuses it even on the main actor.
public struct Selector: @unchecked Sendable, CustomStringConvertible {
    // @unchecked: the closure is only ever called on the main actor.
    let _perform: @MainActor (AnyObject, Any?, UIEvent?) -> Bool
    /// The method's name, for `description` (UIKit's `NSStringFromSelector`).
    public let name: String

    /// A method without arguments: `func refresh()` (its result, if any,
    /// is dropped, as the runtime drops it).
    public init<T, R>(_ method: @escaping @MainActor (T) -> () -> R, name: String = "") {
        self.name = name
        _perform = { target, _, _ in
            guard let t = target as? T else { return false }
            _ = method(t)()
            return true
        }
    }

    /// A method taking the sender: `func save(_ sender: UIButton)`. A sender
    /// of another type is passed as nil when the parameter is optional, and
    /// the call is skipped otherwise.
    public init<T, Sender, R>(_ method: @escaping @MainActor (T) -> (Sender) -> R, name: String = "") {
        self.name = name
        _perform = { target, sender, _ in
            guard let t = target as? T else { return false }
            if let s = sender as? Sender { _ = method(t)(s) } else if let s = Optional<Any>.none as? Sender { _ = method(t)(s) }
            return true
        }
    }

    /// A method taking the sender and the event.
    public init<T, Sender, R>(_ method: @escaping @MainActor (T) -> (Sender, UIEvent?) -> R, name: String = "") {
        self.name = name
        _perform = { target, sender, event in
            guard let t = target as? T, let s = sender as? Sender else { return false }
            _ = method(t)(s, event)
            return true
        }
    }

    /// Calls the method on `target` with `sender`; false when `target` has
    /// no such method (is not of its type).
    @MainActor @discardableResult
    public func perform(on target: AnyObject, sender: Any?, event: UIEvent? = nil) -> Bool {
        _perform(target, sender, event)
    }

    public var description: String { name.isEmpty ? "Selector" : name }
}

extension UIApplication {
    /// UIKit's `sendAction(_:to:from:for:)`: performs `action` on `target`,
    /// or, with a nil target, on the first responder that has the method,
    /// walking the responder chain from the key window's first responder
    /// (or from `sender` when it is a responder and nothing is first
    /// responder). Answers whether some object performed it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target { return action.perform(on: target as AnyObject, sender: sender, event: event) }
        var responder: UIResponder? = keyWindow?._firstResponder ?? (sender as? UIResponder)
        while let r = responder {
            if action.perform(on: r, sender: sender, event: event) { return true }
            responder = r.next
        }
        return false
    }
}
