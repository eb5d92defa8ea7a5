import Foundation

/// The accessibility properties an object was given (Y1), in one box
/// allocated on first use: most views never set any, and a responder then
/// carries only a nil pointer for all of them.
///
/// `token` is the object's identity for assistive technologies (the AT-SPI
/// object path, the speech cursor): handed out once, never reused, so a
/// reader holding a token of a freed object is told it is gone instead of
/// reaching whatever object took its address (STYLE: identity you can trust).
@MainActor
final class _AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var containerType: UIAccessibilityContainerType?
    var customActions: [UIAccessibilityCustomAction]?
    var language: String?
    var userInputLabels: [String]?
    var navigationStyle: Int = 0
    /// Elements a built-in control makes for parts that are not views (a
    /// segmented control's segments), kept so their tokens stay the same.
    var generatedElements: [UIAccessibilityElement] = []

    private(set) lazy var token: UInt64 = _AccessibilityStorage.nextToken()

    /// The object this box belongs to, for ``AccessibilityCenter``'s table
    /// from token to object. The table holds the box weakly, not the object:
    /// a weak reference gives its target a side table, after which every
    /// retain and release of it takes the runtime's slow path (a 500-view
    /// screen published to a reader took twice as long, docs/performance.md;
    /// views keep none for the same reason, UIView.swift). The box lives
    /// exactly as long as its object's stored properties, so `owner` is read
    /// only while the object exists (or runs its deinit, on the same
    /// thread). An object released off the main thread while the main
    /// thread looks its token up races as UIView's `superview` does.
    unowned(unsafe) var owner: UIResponder?

    private static var lastToken: UInt64 = 0
    private static func nextToken() -> UInt64 {
        lastToken &+= 1
        return lastToken
    }
}
