import Foundation

/// The bar of tabs at the bottom of a tab bar controller (V5): one button
/// per item, its image over its title, in the tint colour when selected,
/// with the item's badge at the image's corner.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// UIKit's tab bar height, above the safe area.
    public static let standardHeight: CGFloat = 49

    open var items: [UITabBarItem]? { didSet { _reload() } }
    open var selectedItem: UITabBarItem? { didSet { _refreshSelection() } }
    /// The selected tab's colour (the tint colour when nil).
    /// Whether the bar lets content show through (kept; WayKit's bars are
    /// drawn opaque).
    open var isTranslucent = true {
        didSet { let value = isTranslucent; _appearanceSet("isTranslucent") { ($0 as? UITabBar)?.isTranslucent = value } }
    }
    // Also recorded for `UITabBar.appearance()` (UIView+AppearanceProxy).
    open var unselectedItemTintColor: UIColor? {
        didSet {
            _refreshSelection()
            let value = unselectedItemTintColor
            _appearanceSet("unselectedItemTintColor") { ($0 as? UITabBar)?.unselectedItemTintColor = value }
        }
    }
    open var barTintColor: UIColor? {
        didSet {
            backgroundColor = barTintColor ?? .systemBackground
            let value = barTintColor
            _appearanceSet("barTintColor") { ($0 as? UITabBar)?.barTintColor = value }
        }
    }

    /// What a tap on a tab does (the tab bar controller decides).
    var _onTap: ((UITabBarItem) -> Void)?
    private(set) var _buttons: [TabBarButton] = []
    private let hairline = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

    private func _reload() {
        for b in _buttons { b.removeFromSuperview() }
        _buttons = (items ?? []).map { item in
            let b = TabBarButton(item: item)
            b.accessibilityIdentifier = item.accessibilityIdentifier ?? item.title
            b.addAction(UIAction { [weak self, weak item] _ in
                guard let item else { return }
                self?._onTap?(item)
            }, for: .touchUpInside)
            item._onChange = [{ [weak b] in b?.refresh() }]
            return b
        }
        for b in _buttons { addSubview(b) }
        _refreshSelection()
        setNeedsLayout()
    }

    private func _refreshSelection() {
        for b in _buttons {
            b.isSelected = b.item === selectedItem
            b.selectedColor = tintColor ?? .systemBlue
            b.unselectedColor = unselectedItemTintColor ?? .secondaryLabel
            b.refresh()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let n = CGFloat(max(1, _buttons.count))
        let w = b.width / n
        for (i, button) in _buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w, height: Self.standardHeight)
        }
        hairline.frame = CGRect(x: 0, y: 0, width: b.width, height: 0.5)
    }
}

/// One tab: the item's image (or selected image) over its title, and a
/// badge.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badge = UILabel()
    var selectedColor: UIColor = .systemBlue
    var unselectedColor: UIColor = .secondaryLabel

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.layer.cornerRadius = 9
        badge.clipsToBounds = true
        badge.accessibilityIdentifier = "badge"
        for v in [imageView, titleLabel, badge] as [UIView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        refresh()
    }

    override var isSelected: Bool { didSet { refresh() } }

    func refresh() {
        let color = isSelected ? selectedColor : unselectedColor
        titleLabel.text = item.title
        titleLabel.textColor = color
        // `.automatic` images in tab bar items are templates (U5).
        let image = (isSelected ? item.selectedImage : nil) ?? item.image
        imageView.image = image?.renderingMode == .automatic ? image?.withRenderingMode(.alwaysTemplate) : image
        imageView.tintColor = color
        badge.text = item.badgeValue
        badge.backgroundColor = item.badgeColor ?? .systemRed
        badge.isHidden = item.badgeValue == nil
        isEnabled = item.isEnabled
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        imageView.frame = CGRect(x: b.midX - 14, y: 5, width: 28, height: 28)
        titleLabel.frame = CGRect(x: 2, y: 33, width: b.width - 4, height: 13)
        let text = item.badgeValue ?? ""
        let w = max(18, text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)]).width.rounded(.up) + 10)
        badge.frame = CGRect(x: b.midX + 6, y: 2, width: w, height: 18)
    }
}
