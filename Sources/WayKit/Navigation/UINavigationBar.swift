import Foundation

/// The bar at the top of a navigation controller (V3): the top item's title
/// (or title view) in the middle, its left items or a back button at the
/// leading edge, its right items at the trailing edge, and, with
/// `prefersLargeTitles`, the title large under them.
///
/// The back button reads, as UIKit's does, from the item below the top one:
/// its `backBarButtonItem`'s title, its `backButtonTitle`, its title, "Back",
/// then only the chevron, the first that fits beside the centred title
/// (`backButtonDisplayMode` `.generic` starts at "Back", `.minimal` shows
/// only the chevron).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height without a large title, as UIKit's.
    public static let standardHeight: CGFloat = 44
    /// The large title's extra height.
    public static let largeTitleHeight: CGFloat = 52
    /// The chevron a back button starts with.
    static let chevron = "‹"

    /// The items, bottom to top (the navigation controller keeps them).
    open var items: [UINavigationItem]? {
        didSet { _itemsDidChange() }
    }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }
    // Each setter also tells the appearance machinery (UIView+AppearanceProxy):
    // set on `UINavigationBar.appearance()`, it is every bar's.
    open var prefersLargeTitles = false {
        didSet {
            _itemsDidChange()
            let value = prefersLargeTitles
            _appearanceSet("prefersLargeTitles") { ($0 as? UINavigationBar)?.prefersLargeTitles = value }
        }
    }
    open var isTranslucent = true {
        didSet { let value = isTranslucent; _appearanceSet("isTranslucent") { ($0 as? UINavigationBar)?.isTranslucent = value } }
    }
    open var barTintColor: UIColor? {
        didSet {
            backgroundColor = barTintColor ?? .systemBackground
            let value = barTintColor
            _appearanceSet("barTintColor") { ($0 as? UINavigationBar)?.barTintColor = value }
        }
    }
    /// The title's font and colour (`.font`, `.foregroundColor`;
    /// UINavigationBar+TitleTextAttributes.swift).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            _applyTitleTextAttributes()
            let value = titleTextAttributes
            _appearanceSet("titleTextAttributes") { ($0 as? UINavigationBar)?.titleTextAttributes = value }
        }
    }
    /// The large title's font and colour, likewise.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            _applyTitleTextAttributes()
            let value = largeTitleTextAttributes
            _appearanceSet("largeTitleTextAttributes") { ($0 as? UINavigationBar)?.largeTitleTextAttributes = value }
        }
    }

    /// What a tap on the back button does (the navigation controller pops).
    var _onBack: (() -> Void)?

    let _titleLabel = UILabel()
    let _largeTitleLabel = UILabel()
    let _hairline = UIView()
    private(set) var _backButton: UIButton?
    private(set) var _leftButtons: [UIView] = []
    private(set) var _rightButtons: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        _titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        _titleLabel.textAlignment = .center
        _titleLabel.accessibilityIdentifier = "NavigationTitle"
        _largeTitleLabel.font = .boldSystemFont(ofSize: 34)
        _largeTitleLabel.accessibilityIdentifier = "NavigationLargeTitle"
        _hairline.backgroundColor = .separator
        addSubview(_titleLabel)
        addSubview(_largeTitleLabel)
        addSubview(_hairline)
    }

    public func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }

    /// Whether the top item shows a large title now.
    var _showsLargeTitle: Bool {
        guard prefersLargeTitles, let item = topItem else { return false }
        switch item.largeTitleDisplayMode {
        case .always: return true
        case .never, .inline: return false
        case .automatic:
            // The mode of the item below decides, as UIKit's: large unless
            // one of them said never.
            return !(items ?? []).contains { $0.largeTitleDisplayMode == .never }
        }
    }

    /// The height the navigation controller gives the bar.
    var _preferredHeight: CGFloat { Self.standardHeight + (_showsLargeTitle ? Self.largeTitleHeight : 0) }

    /// Rebuilds the buttons for the top item and listens to it.
    func _itemsDidChange() {
        for item in items ?? [] { item._onChange = nil }
        topItem?._onChange = { [weak self] in self?._itemsDidChange() }
        backItem?._onChange = { [weak self] in self?._itemsDidChange() }
        _backButton?.removeFromSuperview()
        _backButton = nil
        for v in _leftButtons + _rightButtons { v.removeFromSuperview() }
        _leftButtons = []
        _rightButtons = []
        guard let top = topItem else {
            _titleLabel.text = nil
            _largeTitleLabel.text = nil
            setNeedsLayout()
            return
        }
        if let view = top.titleView {
            _titleLabel.text = nil
            if view.superview !== self { addSubview(view) }
        } else {
            _titleLabel.text = top.title
        }
        _largeTitleLabel.text = top.title
        _leftButtons = (top.leftBarButtonItems ?? []).map(_makeButton)
        _rightButtons = (top.rightBarButtonItems ?? []).reversed().map(_makeButton)
        if _showsBackButton {
            let back = UIButton(type: .system)
            back.accessibilityIdentifier = "BackButton"
            back.addAction(UIAction { [weak self] _ in self?._onBack?() }, for: .touchUpInside)
            addSubview(back)
            _backButton = back
        }
        for v in _leftButtons + _rightButtons { addSubview(v) }
        setNeedsLayout()
    }

    /// V4: the back button shows when there is an item below, the top one
    /// doesn't hide it, and its left items (if any) supplement it.
    var _showsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    private func _makeButton(_ item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        let b = UIButton(type: .system)
        b.setTitle(item._shownTitle, for: .normal)
        if item._shownTitle == nil, let image = item._shownImage { b.setImage(image, for: .normal) }
        b.isEnabled = item.isEnabled
        b.tintColor = item.tintColor
        b.accessibilityIdentifier = item.accessibilityIdentifier ?? item._shownTitle
        if let menu = item.menu, item.primaryAction == nil, item.action == nil {
            b.menu = menu
            b.showsMenuAsPrimaryAction = true
        } else {
            b.addAction(UIAction { [weak item, weak b] _ in item?._perform(sender: b) }, for: .touchUpInside)
            if let menu = item.menu { b.menu = menu }
        }
        b.isHidden = item._isSpace
        item._shownView = b
        return b
    }

    /// The back button's candidate titles, best first (V3's rules).
    var _backTitleCandidates: [String] {
        guard let back = backItem else { return [] }
        let chevronOnly = Self.chevron
        switch topItem?.backButtonDisplayMode ?? back.backButtonDisplayMode {
        case .minimal: return [chevronOnly]
        case .generic: return ["\(Self.chevron) Back", chevronOnly]
        case .default: break
        }
        var titles: [String] = []
        if let t = back.backBarButtonItem?.title { titles.append(t) }
        if let t = back.backButtonTitle { titles.append(t) }
        if let t = back.title, !t.isEmpty { titles.append(t) }
        return titles.map { "\(Self.chevron) \($0)" } + ["\(Self.chevron) Back", chevronOnly]
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, margin: CGFloat = 8, spacing: CGFloat = 8
        let top: CGFloat = 0, h = Self.standardHeight
        // The right items from the trailing edge inwards.
        var right = b.width - margin
        for v in _rightButtons {
            let w = _width(of: v)
            right -= w
            v.frame = _itemFrame(v, x: right, top: top, width: w, height: h)
            right -= spacing
        }
        var left = margin
        // The title, centred in the bar, as wide as it needs up to the room left.
        let titleView = topItem?.titleView
        let titleWidth = titleView.map { $0.bounds.width > 0 ? $0.bounds.width : 120 } ?? _textWidth(_titleLabel.text ?? "", _titleLabel.font)
        // Left items (and the back button) from the leading edge.
        if let back = _backButton {
            let room = (b.width - titleWidth) / 2 - margin - spacing
            let title = _backTitleCandidates.first { _textWidth($0, .systemFont(ofSize: 17)) + 8 <= room } ?? Self.chevron
            back.setTitle(title, for: .normal)
            let w = min(_textWidth(title, .systemFont(ofSize: 17)) + 8, max(room, 24))
            back.frame = CGRect(x: left, y: top, width: w, height: h)
            left += w + spacing
        }
        for v in _leftButtons {
            let w = _width(of: v)
            v.frame = _itemFrame(v, x: left, top: top, width: w, height: h)
            left += w + spacing
        }
        let side = max(left, b.width - right)
        let available = max(0, b.width - 2 * side)
        let w = min(titleWidth, available)
        let titleFrame = CGRect(x: (b.width - w) / 2, y: top, width: w, height: h)
        if let titleView {
            titleView.frame = CGRect(x: titleFrame.minX, y: top + (h - min(h, titleView.bounds.height > 0 ? titleView.bounds.height : h)) / 2,
                                     width: w, height: min(h, titleView.bounds.height > 0 ? titleView.bounds.height : h))
        }
        _titleLabel.frame = titleFrame
        // V3: a large title sits at the bar's bottom edge and fades as the
        // content scrolls the bar down to its standard height; once it has
        // collapsed, the inline title shows instead (UIKit's order).
        let large = _showsLargeTitle
        let extra = max(0, b.height - h)
        let collapsed = extra < 0.5
        _titleLabel.isHidden = large && !collapsed
        _largeTitleLabel.isHidden = !large || collapsed
        _largeTitleLabel.alpha = min(1, extra / Self.largeTitleHeight)
        _largeTitleLabel.frame = CGRect(x: 16, y: max(h, b.height - Self.largeTitleHeight), width: max(0, b.width - 32),
                                        height: Self.largeTitleHeight - 8)
        _hairline.frame = CGRect(x: 0, y: b.height - 0.5, width: b.width, height: 0.5)
    }

    /// A bar button fills the bar's height; an item's custom view keeps its
    /// own height, centred, as UIKit's does.
    private func _itemFrame(_ v: UIView, x: CGFloat, top: CGFloat, width: CGFloat, height: CGFloat) -> CGRect {
        guard !(v is UIButton), v.bounds.height > 0, v.bounds.height < height else {
            return CGRect(x: x, y: top, width: width, height: height)
        }
        let h = v.bounds.height
        return CGRect(x: x, y: top + (height - h) / 2, width: width, height: h)
    }

    private func _width(of v: UIView) -> CGFloat {
        if let b = v as? UIButton {
            if b.isHidden { return 0 }
            return max(30, _textWidth(b.title(for: .normal) ?? "", .systemFont(ofSize: 17)) + 12)
        }
        return v.bounds.width > 0 ? v.bounds.width : v.intrinsicContentSize.width
    }

    private func _textWidth(_ text: String, _ font: UIFont?) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        return text.size(withAttributes: [.font: font ?? UIFont.systemFont(ofSize: 17)]).width.rounded(.up)
    }
}
