import Foundation

/// What bar items have in common: a title, an image, whether they are
/// enabled, a tag (UIKit's UIBarItem).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String? { didSet { _changed() } }
    open var image: UIImage? { didSet { _changed() } }
    open var isEnabled = true { didSet { _changed() } }
    open var tag = 0
    open var accessibilityIdentifier: String?

    public override init() {}

    /// Bars that show the item redraw when it changes.
    var _onChange: [() -> Void] = []
    func _changed() { for f in _onChange { f() } }
}

/// A button in a navigation bar or toolbar (V3): a title, an image or a
/// system item, run through its `primaryAction`, a `menu`, or a closure in
/// place of UIKit's target and selector.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }

    /// UIKit's system items; each shows its standard title here (WayKit has
    /// no symbol images for them yet).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }
    }

    open var style: Style = .plain { didSet { _changed() } }
    public private(set) var systemItem: SystemItem?
    /// What a tap runs; its title and image are the item's when it has none.
    open var primaryAction: UIAction? { didSet { _changed() } }
    /// A menu shown on a tap (without a primary action) or a long press.
    open var menu: UIMenu? { didSet { _changed() } }
    /// The width of a fixed space, or of the item (0: its content's).
    open var width: CGFloat = 0
    /// A view shown in the bar instead of a button.
    open var customView: UIView? { didSet { _changed() } }
    /// The colour of the item's title or image; nil takes the bar's tint.
    open var tintColor: UIColor? {
        didSet {
            // The bar may keep the button it made; recolour it in place.
            if customView == nil { _shownView?.tintColor = tintColor }
            _changed()
        }
    }
    /// The action in place of UIKit's target and selector.
    open var action: ((UIBarButtonItem) -> Void)?
    /// The button a bar made for the item, while it shows it: what a
    /// popover with this item as its source points at (M1).
    weak var _shownView: UIView?

    public override init() { super.init() }

    public convenience init(title: String?, style: Style = .plain) {
        self.init()
        self.title = title
        self.style = style
    }

    /// UIKit's `init(title:style:target:action:)`, with a closure.
    public convenience init(title: String?, style: Style, action: ((UIBarButtonItem) -> Void)?) {
        self.init(title: title, style: style)
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style = .plain, action: ((UIBarButtonItem) -> Void)? = nil) {
        self.init()
        self.image = image
        self.style = style
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, action: ((UIBarButtonItem) -> Void)? = nil) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem == .done ? .done : .plain
        self.action = action
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// The title a bar shows: the item's, else its primary action's.
    var _shownTitle: String? { title ?? primaryAction?.title }
    /// The item's image; `.automatic` images in bar button items are
    /// templates, drawn in the bar's tint (U5).
    var _shownImage: UIImage? {
        guard let shown = image ?? primaryAction?.image else { return nil }
        return shown.renderingMode == .automatic ? shown.withRenderingMode(.alwaysTemplate) : shown
    }
    var _isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// A tap on the item's button: the primary action, else the action
    /// closure; a menu with neither is the bar's to show.
    func _perform(sender: UIView?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction._perform(sender: self)
        } else {
            action?(self)
        }
    }

    /// The edit button's two faces (UIViewController.editButtonItem).
    func _setEditTitle(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
