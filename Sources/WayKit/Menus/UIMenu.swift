import Foundation

/// A menu (D6): a title and children, actions or other menus. Shown by a
/// button (``UIButton/menu``) or a context menu interaction; a child menu is
/// a submenu unless it has ``Options-swift.struct/displayInline``, which
/// shows its children in the parent, between separators.
///
///     button.menu = UIMenu(children: [
///         UIAction(title: "Copy") { _ in copy() },
///         UIMenu(options: .displayInline, children: [
///             UIAction(title: "Delete", attributes: .destructive) { _ in delete() },
///         ]),
///     ])
///     button.showsMenuAsPrimaryAction = true
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, set apart by
        /// separators, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child action is on: choosing one turns the others
        /// off.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// Names a menu, as UIKit's identifiers do.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    private static var counter = 0

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        if let identifier {
            self.identifier = identifier
        } else {
            UIMenu.counter += 1
            self.identifier = Identifier("waykit.menu.\(UIMenu.counter)")
        }
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy of the menu with other children (UIKit).
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The element's displayed children, when the menu is shown.
    var _shownChildren: [UIMenuElement] { children.filter(\._isShown) }
}
