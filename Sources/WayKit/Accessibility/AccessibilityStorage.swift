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

    private static var lastToken: UInt64 = 0
    private static func nextToken() -> UInt64 {
        lastToken &+= 1
        return lastToken
    }
}
