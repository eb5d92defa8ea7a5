import Foundation

/// An action a control runs when it sends an event (C1): a closure, where
/// UIKit would use a selector, with a title and an identifier.
///
/// - Important: main actor only.
@MainActor
open class UIAction {
    /// Names an action so that adding another with the same identifier replaces
    /// it, and so that it can be removed by name.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
    }

    open var title: String
    public let identifier: Identifier
    public let handler: @MainActor (UIAction) -> Void

    /// The control running the action, while it runs.
    public var sender: Any? { _sender }
    weak var _sender: AnyObject?

    private static var counter = 0

    /// An action; without an identifier it gets a unique one.
    public init(title: String = "", identifier: Identifier? = nil,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        if let identifier {
            self.identifier = identifier
        } else {
            UIAction.counter += 1
            self.identifier = Identifier("waykit.action.\(UIAction.counter)")
        }
        self.handler = handler
    }

    /// Runs the handler with `sender` as the action's sender.
    func _perform(sender: AnyObject) {
        let previous = _sender
        _sender = sender
        handler(self)
        _sender = previous
    }
}
