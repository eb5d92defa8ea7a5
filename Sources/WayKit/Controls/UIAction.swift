import Foundation

/// What an action runs (UIKit's name for the handler's type).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control runs when it sends an event (C1): a closure, where
/// UIKit would use a selector, with a title and an identifier. It is also a
/// menu's item (D6), with an image, attributes (`.destructive`,
/// `.disabled`) and an on/off state drawn as a checkmark.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// Names an action so that adding another with the same identifier replaces
    /// it, and so that it can be removed by name.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
    }

    /// The title; settable, as UIKit's action title is.
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }
    open override var image: UIImage? {
        get { _image }
        set { _image = newValue }
    }
    /// Whether the action is destructive, disabled or hidden in a menu.
    open var attributes: UIMenuElement.Attributes = []
    /// On draws a checkmark before the title in a menu.
    open var state: UIMenuElement.State = .off
    /// The title shown for the action's key command, if it has one.
    open var discoverabilityTitle: String?
    public let identifier: Identifier
    public let handler: @MainActor (UIAction) -> Void

    /// The control running the action, while it runs.
    public var sender: Any? { _sender }
    // Strong, and set only while the handler runs: a weak reference would give
    // the control a side table and slow every retain of it for good.
    var _sender: AnyObject?

    private static var counter = 0

    /// An action; without an identifier it gets a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIAction) -> Void) {
        if let identifier {
            self.identifier = identifier
        } else {
            UIAction.counter += 1
            self.identifier = Identifier("waykit.action.\(UIAction.counter)")
        }
        self.handler = handler
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    override var _isShown: Bool { !attributes.contains(.hidden) }

    /// Runs the handler with `sender` as the action's sender.
    func _perform(sender: AnyObject) {
        let previous = _sender
        _sender = sender
        handler(self)
        _sender = previous
    }
}
