import Foundation

/// Draws one row of a menu: a checkmark for an action that is on, the
/// title (red when destructive, grey when disabled), the image, and a
/// chevron for a submenu. Its touches are the list's (`MenuListView`), so
/// sliding from row to row moves the highlight.
@MainActor
final class MenuRowView: UIView {
    let row: MenuRow
    private let titleLabel = UILabel()
    private let markLabel = UILabel()
    private let imageView = UIImageView()
    /// "›" for a submenu: it opens in place of this menu.
    private let chevronLabel = UILabel()

    static let font = UIFont.systemFont(ofSize: 17)
    static let headerFont = UIFont.systemFont(ofSize: 13)
    /// Room for the checkmark before the title, and padding after it.
    static let leading: CGFloat = 36, trailing: CGFloat = 16, imageSide: CGFloat = 20

    var isHighlighted = false {
        didSet { if isHighlighted != oldValue { backgroundColor = isHighlighted ? UIColor.systemGray4 : nil } }
    }

    init(row: MenuRow) {
        self.row = row
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        titleLabel.font = Self.font
        switch row {
        case .separator:
            backgroundColor = UIColor.systemGray5
        case .header(_, let isBack):
            titleLabel.font = isBack ? Self.font : Self.headerFont
            titleLabel.textColor = isBack ? .label : .secondaryLabel
        case .action(let action, _):
            titleLabel.textColor = action.attributes.contains(.disabled) ? .systemGray
                : action.attributes.contains(.destructive) ? .systemRed : .label
            markLabel.text = action.state == .on ? "✓" : action.state == .mixed ? "–" : nil
            imageView.image = action.image
        case .submenu(let menu):
            titleLabel.textColor = menu.options.contains(.destructive) ? .systemRed : .label
            imageView.image = menu.image
            chevronLabel.text = "›"
        }
        titleLabel.text = row.title
        markLabel.font = Self.font
        markLabel.textColor = titleLabel.textColor
        chevronLabel.font = Self.font
        chevronLabel.textColor = .secondaryLabel
        for v in [markLabel, titleLabel, imageView, chevronLabel] as [UIView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
    }

    /// The width the row needs.
    var fittingWidth: CGFloat {
        if case .separator = row { return 0 }
        let text = row.title.size(withAttributes: [.font: titleLabel.font]).width.rounded(.up)
        var extra: CGFloat = 0
        if imageView.image != nil { extra += Self.imageSide + 8 }
        if chevronLabel.text != nil { extra += 16 }
        return Self.leading + text + extra + Self.trailing
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = bounds.height
        markLabel.frame = CGRect(x: 12, y: 0, width: Self.leading - 12, height: h)
        var right = bounds.width - Self.trailing
        if chevronLabel.text != nil {
            chevronLabel.frame = CGRect(x: right - 12, y: 0, width: 12, height: h)
            right -= 16
        }
        if imageView.image != nil {
            imageView.frame = CGRect(x: right - Self.imageSide, y: (h - Self.imageSide) / 2,
                                     width: Self.imageSide, height: Self.imageSide)
            right -= Self.imageSide + 8
        }
        var x = Self.leading
        if case .header(_, false) = row { x = 16 }
        titleLabel.frame = CGRect(x: x, y: 0, width: max(0, right - x), height: h)
    }
}
