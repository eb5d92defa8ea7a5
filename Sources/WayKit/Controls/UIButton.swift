import Foundation

/// A button: highlights while a touch is down inside it, and on a tap sends
/// `touchUpInside` then `primaryActionTriggered` (C1). Its tap beats a single
/// one-finger tap recognizer on any ancestor (C3).
///
/// Titles and title colours are kept per state, as UIKit keeps them, for the
/// renderer, and so are images.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public private(set) var buttonType: ButtonType

    /// The button's menu (D6): a tap opens it when
    /// ``showsMenuAsPrimaryAction`` is true, a long press or a secondary
    /// click otherwise. See `UIButton+Menu.swift`.
    open var menu: UIMenu? {
        didSet { _menuDidChange() }
    }
    /// Whether a tap opens ``menu`` instead of sending the primary action.
    open var showsMenuAsPrimaryAction = false
    /// The interaction that opens the menu on a long press or secondary click.
    var _menuInteraction: UIContextMenuInteraction?
    var _menuInteractionDelegate: ButtonMenuInteractionDelegate?

    // U6 (UIButton+Configuration.swift): the configuration, its update
    // handler, and the title label and image view made on first use.
    var _configuration: Configuration?
    /// Run by `updateConfiguration()` whenever the button's state changes.
    open var configurationUpdateHandler: ((UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a state change updates the configuration by itself.
    open var automaticallyUpdatesConfiguration = true
    var _needsConfigurationUpdate = false
    var _titleLabel: UILabel?
    var _imageView: UIImageView?
    var _contentEdgeInsets: UIEdgeInsets = .zero
    /// Pre-iOS 15 insets of the image and the title (deprecated in UIKit,
    /// still common): each moves its part by half the difference of its
    /// opposite sides, without changing the button's size.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsDisplay(); setNeedsLayout() } }
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsDisplay(); setNeedsLayout() } }

    private var titles: [UInt: String] = [:]
    /// Attributed titles per state (U3); see `UIButton+AttributedTitle.swift`.
    var _attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A convenience initializer, as in UIKit: a subclass that overrides
    /// `init(frame:)` (and `init?(coder:)`) inherits it and `init()`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A system button whose primary action runs `primaryAction`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if title(for: .normal) == nil, !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        }
    }

    // MARK: Titles

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        if _titleLabel != nil { _updateTitleLabel() }
    }

    /// Fits the title (A4); see `UIControl+IntrinsicSize.swift`.
    open override var intrinsicContentSize: CGSize { _intrinsicSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _intrinsicSize }

    /// The title for `state`, falling back to the normal state's as UIKit does.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        setNeedsDisplay()
        if _titleLabel != nil { _updateTitleLabel() }
    }

    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    private var images: [UInt: UIImage] = [:]

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        image?._bitmap.prefetch()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        if _imageView != nil { _updateTitleLabel() }
    }

    /// The image for `state`, falling back to the normal state's.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Whether the pointer turns into a pointing hand over the button (D2).
    /// UIKit's default is false (iPadOS draws a highlight instead); on a
    /// Linux desktop a control under the mouse is told by the cursor, so
    /// WayKit's default is true.
    open var isPointerInteractionEnabled = true

    override var _defaultPointerCursor: UIPointerCursorShape? {
        isPointerInteractionEnabled && isEnabled ? .pointingHand : nil
    }

    open var currentImage: UIImage? { image(for: state) }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor? {
        titleColor(for: state) ?? (buttonType == .system ? tintColor : UIColor.white)
    }

    /// Runs the update handler (subclasses override it, calling super);
    /// see UIButton+Configuration.swift.
    open func updateConfiguration() {
        _needsConfigurationUpdate = false
        configurationUpdateHandler?(self)
    }

    override func _controlStateDidChange() { _buttonStateDidChange() }

    open override func layoutSubviews() {
        _updateConfigurationIfNeeded()
        super.layoutSubviews()
        _layoutTitleAndImage()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if _titleLabel != nil || _imageView != nil { _updateTitleLabel() }
    }

    // MARK: Behaviour

    override func _touchUpInside(_ touch: UITouch, event: UIEvent?) {
        if showsMenuAsPrimaryAction, menu != nil {
            _sendActions(for: .menuActionTriggered, event: event)
            _presentMenu()
            return
        }
        // A toggle button: selected and unselected by its own taps, before
        // its actions run (they read the new state), as in UIKit.
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        _sendActions(for: .primaryActionTriggered, event: event)
    }

    /// Whether a tap toggles `isSelected` (a toggle button, UIKit iOS 15).
    open var changesSelectionAsPrimaryAction = false

    /// C3: a single one-finger tap on an ancestor doesn't begin: the button's action wins.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _competesWithDefaultAction(gestureRecognizer), UIControl._isSingleOneFingerTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
