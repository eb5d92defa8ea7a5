import Foundation

/// A row of a table (S10): a ``contentView`` for the app's views, with the
/// standard labels and image made when first asked for, an accessory at the
/// trailing edge, and a ``selectedBackgroundView`` shown while highlighted or
/// selected.
///
/// Highlight and selection come from the cell's own touches, which reach it
/// through the table's content-touch hold (S2): highlighted when the touch is
/// delivered, unhighlighted when a drag takes it (S3), selected on touch-up.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    /// Horizontal padding of the standard layout.
    static let padding: CGFloat = 16
    /// Room the accessory takes at the trailing edge.
    static let accessoryWidth: CGFloat = 32

    public let style: CellStyle
    public private(set) var reuseIdentifier: String?
    /// Where the app's views go; laid out inside the cell beside the accessory.
    public let contentView = UIView()

    private var _textLabel: UILabel?
    private var _detailTextLabel: UILabel?
    private var _imageView: UIImageView?
    private var accessoryLabel: UILabel?

    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { _updateAccessory() } }
    }
    /// The accessory shown instead of ``accessoryType`` while editing (V6).
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if editingAccessoryType != oldValue { _updateAccessory() } }
    }
    /// Whether the cell shows a reorder control while editing (V6). The
    /// control also shows, without this, when the table's data source says
    /// `tableView(_:canMoveRowAt:)` true for the row.
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { _updateEditingControls(animated: false) } }
    }
    /// Whether the content moves aside for the editing control (V6).
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }
    /// The separator's inset; by default the table's ``UITableView/separatorInset``.
    open var separatorInset: UIEdgeInsets {
        get { _separatorInset ?? _tableView?.separatorInset ?? UITableView.defaultSeparatorInset }
        set { _separatorInset = newValue; setNeedsLayout() }
    }
    var _separatorInset: UIEdgeInsets?
    open var selectionStyle: SelectionStyle = .default
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = backgroundView { insertSubview(v, at: 0) }; setNeedsLayout() }
    }
    /// Shown behind the content while highlighted or selected; a light gray
    /// view unless the app gives its own.
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); _updateSelectedBackground() }
    }

    /// Setting it is `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Setting it is `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var _isHighlighted = false
    private var _isSelected = false

    // Editing (UITableViewCell+Editing.swift): what the table decided for
    // the row, and the controls made on first use.
    var _isEditing = false
    var _editingStyle: EditingStyle = .none
    var _tableIndents = true
    /// The table's data source lets this row move (canMoveRowAt).
    var _tableAllowsMove = false
    var _editingControl: TableEditingControl?
    var _reorderControl: TableReorderControl?
    /// The hairline under the row (UITableView+Separators.swift), made once.
    var _separator: UIView?

    /// The row this cell shows, set by its table.
    var _indexPath: IndexPath?
    weak var _tableView: UITableView?
    /// Content and background configurations (U6; UITableViewCell+Configuration.swift).
    public let _configurations = CellConfigurationHost()
    /// Run at each configuration update with the cell's state.
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Updates the configurations for `state`: the automatic updates, then
    /// the handler. Subclasses override it (calling super) to restyle.
    open func updateConfiguration(using state: UICellConfigurationState) {
        _configurations.update(for: state, cell: self, container: contentView)
        configurationUpdateHandler?(self, state)
    }

    /// Required (UIKit's isn't) because the table makes registered cells
    /// from their class: subclasses write `required init(style:reuseIdentifier:)`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        backgroundColor = .systemBackground
        addSubview(contentView)
        let selected = UIView()
        selected.backgroundColor = .systemGray4
        selectedBackgroundView = selected
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The main label, made on first use.
    open var textLabel: UILabel? {
        if let label = _textLabel { return label }
        let label = UILabel()
        contentView.addSubview(label)
        _textLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label (not in the `.default` style).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = _detailTextLabel { return label }
        let label = UILabel()
        label.textColor = .secondaryLabel
        label.font = .systemFont(ofSize: style == .subtitle ? 12 : UIFont.labelFontSize)
        contentView.addSubview(label)
        _detailTextLabel = label
        setNeedsLayout()
        return label
    }

    open var imageView: UIImageView? {
        if let view = _imageView { return view }
        let view = UIImageView()
        contentView.addSubview(view)
        _imageView = view
        setNeedsLayout()
        return view
    }

    /// Whether the cell is in editing mode; setting it is
    /// `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls. The table calls it for each of
    /// its cells; subclasses override to change their content, calling super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        _isEditing = editing
        _updateAccessory()
        _updateEditingControls(animated: animated)
    }

    /// The editing control the row shows while editing.
    public var editingStyle: EditingStyle { _isEditing ? _editingStyle : .none }

    /// Clears per-row state before the table hands the cell out again.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != _isHighlighted else { return }
        _isHighlighted = highlighted
        _updateSelectedBackground()
        _configurationStateDidChange()
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != _isSelected else { return }
        _isSelected = selected
        _updateSelectedBackground()
        _configurationStateDidChange()
    }

    private func _updateSelectedBackground() {
        guard let v = selectedBackgroundView else { return }
        let show = (isHighlighted || isSelected) && selectionStyle != .none
        if show && v.superview !== self {
            insertSubview(v, belowSubview: contentView)
            v.frame = bounds
        }
        if !show && v.superview === self { v.removeFromSuperview() }
    }

    func _updateAccessory() {
        let symbol: String?
        switch isEditing ? editingAccessoryType : accessoryType {
        case .none: symbol = nil
        case .disclosureIndicator: symbol = "›"
        case .checkmark: symbol = "✓"
        case .detailButton, .detailDisclosureButton: symbol = "ⓘ"
        }
        if let symbol {
            let label = accessoryLabel ?? UILabel()
            label.text = symbol
            label.textColor = (isEditing ? editingAccessoryType : accessoryType) == .checkmark ? tintColor : .systemGray
            if label.superview == nil { addSubview(label) }
            accessoryLabel = label
        } else {
            accessoryLabel?.removeFromSuperview()
            accessoryLabel = nil
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        // Cleared here, not only by super's update: an override need not
        // call super, and must not then run at every layout.
        if _configurations.needsUpdate {
            _configurations.needsUpdate = false
            updateConfiguration(using: configurationState)
        }
        super.layoutSubviews()
        let b = bounds
        let accessory = accessoryLabel == nil ? 0 : Self.accessoryWidth
        let (leading, trailing) = _layoutEditingControls()
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, b.width - leading - trailing - accessory), height: b.height)
        accessoryLabel?.frame = CGRect(x: b.width - trailing - accessory, y: 0, width: accessory, height: b.height)
        _layoutSeparator()
        backgroundView?.frame = b
        if selectedBackgroundView?.superview === self { selectedBackgroundView?.frame = b }
        _layoutStandardViews()
        _configurations.layout(in: contentView)
    }

    private func _layoutStandardViews() {
        let c = contentView.bounds, pad = Self.padding
        var x = pad
        if let image = _imageView, image.image != nil {
            let side = min(c.height - 8, 40)
            image.frame = CGRect(x: x, y: (c.height - side) / 2, width: side, height: side)
            x += side + pad
        }
        let width = max(0, c.width - x - pad)
        switch style {
        case .subtitle:
            _textLabel?.frame = CGRect(x: x, y: c.height / 2 - 20, width: width, height: 22)
            _detailTextLabel?.frame = CGRect(x: x, y: c.height / 2 + 2, width: width, height: 16)
        case .value1, .value2:
            _textLabel?.frame = CGRect(x: x, y: 0, width: width * 0.6, height: c.height)
            _detailTextLabel?.frame = CGRect(x: x + width * 0.6, y: 0, width: width * 0.4, height: c.height)
            _detailTextLabel?.textAlignment = .right
        case .default:
            _textLabel?.frame = CGRect(x: x, y: 0, width: width, height: c.height)
        }
    }

    // MARK: Touches: highlight and selection (S10)

    /// Whether `point` is on the detail (ⓘ) button: a tap there is the
    /// accessory's, not the row's (UIKit's accessoryButtonTapped).
    func _isOnDetailButton(_ point: CGPoint) -> Bool {
        guard !isEditing, accessoryType == .detailButton || accessoryType == .detailDisclosureButton, accessoryLabel != nil else { return false }
        return point.x >= bounds.width - Self.accessoryWidth && point.x <= bounds.width && point.y >= 0 && point.y <= bounds.height
    }

    /// The touch began on the detail button.
    private var _accessoryTouch = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _accessoryTouch = touches.first.map { _isOnDetailButton($0.location(in: self)) } ?? false
        guard !_accessoryTouch else { return }
        _tableView?._cellTouchBegan(self)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if _accessoryTouch {
            _accessoryTouch = false
            if touches.first.map({ _isOnDetailButton($0.location(in: self)) }) == true { _tableView?._accessoryTapped(self) }
            return
        }
        let inside = touches.first.map { point(inside: $0.location(in: self), with: event) } ?? false
        _tableView?._cellTouchEnded(self, inside: inside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _accessoryTouch = false
        _tableView?._cellTouchCancelled(self)
    }

    func _setReuseIdentifier(_ identifier: String) { reuseIdentifier = identifier }
}
