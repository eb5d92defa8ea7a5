import Foundation

/// What a menu holds (D6): an action to choose (``UIAction``) or a group of
/// elements (``UIMenu``), each with a title and an optional image.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn in red: the element destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Drawn dimmed and cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open (UIKit, iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked: a checkmark before its title when on.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    var _title: String
    var _subtitle: String?
    var _image: UIImage?

    /// The element's title, drawn in the menu.
    open var title: String { _title }
    /// A second line under the title.
    open var subtitle: String? {
        get { _subtitle }
        set { _subtitle = newValue }
    }
    /// Drawn at the trailing edge of the element's row.
    open var image: UIImage? { _image }

    init(title: String, image: UIImage?) {
        _title = title
        _image = image
    }

    /// Whether the element takes a row of its own when its menu is shown:
    /// hidden actions and menus take none.
    var _isShown: Bool { true }
}
