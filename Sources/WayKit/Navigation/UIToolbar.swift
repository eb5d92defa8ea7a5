import Foundation

/// A bar of buttons at the bottom of a navigation controller (V3): the top
/// controller's `toolbarItems`, left to right, flexible spaces sharing what
/// is left.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    public static let standardHeight: CGFloat = 44

    open var items: [UIBarButtonItem]? { didSet { _reload() } }
    private var views: [(UIBarButtonItem, UIView)] = []
    private let hairline = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

    public func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    private func _reload() {
        for (_, v) in views { v.removeFromSuperview() }
        views = (items ?? []).map { item in
            if let custom = item.customView { return (item, custom) }
            let b = UIButton(type: .system)
            b.setTitle(item._shownTitle, for: .normal)
            b.isEnabled = item.isEnabled
            b.tintColor = item.tintColor
            b.isHidden = item._isSpace
            b.accessibilityIdentifier = item.accessibilityIdentifier ?? item._shownTitle
            b.addAction(UIAction { [weak item, weak b] _ in item?._perform(sender: b) }, for: .touchUpInside)
            item._shownView = b
            return (item, b)
        }
        for (_, v) in views { addSubview(v) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, margin: CGFloat = 8
        func width(_ item: UIBarButtonItem, _ v: UIView) -> CGFloat {
            if item.systemItem == .flexibleSpace { return 0 }
            if item.systemItem == .fixedSpace || item.width > 0 { return item.width }
            let title = (v as? UIButton)?.title(for: .normal) ?? ""
            return max(30, title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width.rounded(.up) + 12)
        }
        let fixed = views.reduce(0) { $0 + width($1.0, $1.1) }
        let flexible = views.filter { $0.0.systemItem == .flexibleSpace }.count
        let spare = max(0, b.width - 2 * margin - fixed)
        let share = flexible > 0 ? spare / CGFloat(flexible) : 0
        var x = margin
        for (item, v) in views {
            let w = item.systemItem == .flexibleSpace ? share : width(item, v)
            v.frame = CGRect(x: x, y: 0, width: w, height: Self.standardHeight)
            x += w
        }
        hairline.frame = CGRect(x: 0, y: 0, width: b.width, height: 0.5)
    }
}
