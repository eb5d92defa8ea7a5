import Foundation

/// An extra action an element offers beside activation (Y1): "Delete",
/// "Flag". Screen readers list them; AT-SPI publishes them through the
/// Action interface after the default action.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var image: UIImage?
    /// The target and selector form, as iOS code written before handlers.
    open weak var target: AnyObject?
    open var selector: Selector?
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
    }

    public init(name: String, image: UIImage? = nil, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    /// Runs the action: the handler, or the selector on its target with the
    /// action as the sender. False when it declined or had nothing to run.
    @discardableResult
    public func _perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        if let selector, let target { return selector.perform(on: target, sender: self) }
        return false
    }
}
