import Foundation

/// U6: shows a `UIListContentConfiguration`: the image at the leading
/// margin, then the text over the secondary text (or beside it, trailing, in
/// a value cell), inside the configuration's margins. Real labels and an
/// image view, so the renderer, hit-testing and tests see ordinary views.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var list: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        imageView.contentMode = .scaleAspectFit
        apply()
    }

    public required init?(coder: NSCoder) { nil }

    public var configuration: UIContentConfiguration {
        get { list }
        set {
            guard let c = newValue as? UIListContentConfiguration else { return }
            list = c
            apply()
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ p: UIListContentConfiguration.TextProperties) {
            label.text = text.map(p.transformed)
            label.font = p.font
            label.textColor = p.resolvedColor()
            label.numberOfLines = p.numberOfLines
            label.lineBreakMode = p.lineBreakMode
            label.textAlignment = p.alignment == .center ? .center : p.alignment == .justified ? .justified : .natural
            label.isHidden = (text ?? attributed?.string ?? "").isEmpty
            if let attributed, text == nil { label.text = attributed.string }
        }
        style(textLabel, list.text, list.attributedText, list.textProperties)
        style(secondaryTextLabel, list.secondaryText, list.secondaryAttributedText, list.secondaryTextProperties)
        if list.prefersSideBySideTextAndSecondaryText { secondaryTextLabel.textAlignment = .right }
        imageView.image = list.image
        imageView.isHidden = list.image == nil
        imageView.tintColor = list.imageProperties.resolvedTintColor(for: tintColor)
        imageView.layer.cornerRadius = list.imageProperties.cornerRadius
        imageView.clipsToBounds = list.imageProperties.cornerRadius > 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The image's size on screen: its own, within the maximum size.
    private var imageSize: CGSize {
        guard let image = list.image else { return .zero }
        var s = image.size
        let m = list.imageProperties.maximumSize
        if m.width > 0, s.width > m.width { s = CGSize(width: m.width, height: s.height * m.width / s.width) }
        if m.height > 0, s.height > m.height { s = CGSize(width: s.width * m.height / s.height, height: m.height) }
        return s
    }

    private func textSize(_ label: UILabel, width: CGFloat) -> CGSize {
        guard !label.isHidden else { return .zero }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = list.directionalLayoutMargins
        let width = size.width > 0 && size.width.isFinite ? size.width : 320
        let reserved = list.imageProperties.reservedLayoutSize
        let img = imageSize
        let imageW = list.image == nil ? 0 : max(img.width, reserved.width) + list.imageToTextPadding
        let textWidth = max(0, width - m.leading - m.trailing - imageW)
        let t = textSize(textLabel, width: textWidth), s = textSize(secondaryTextLabel, width: textWidth)
        let textH = list.prefersSideBySideTextAndSecondaryText
            ? max(t.height, s.height)
            : t.height + s.height + (t.height > 0 && s.height > 0 ? list.textToSecondaryTextVerticalPadding : 0)
        let h = max(textH, img.height, reserved.height) + m.top + m.bottom
        return CGSize(width: width, height: max(h, 44).rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let m = list.directionalLayoutMargins
        let b = bounds
        var x = m.leading
        if list.image != nil {
            let img = imageSize
            let slot = max(img.width, list.imageProperties.reservedLayoutSize.width)
            imageView.frame = CGRect(x: x + (slot - img.width) / 2, y: (b.height - img.height) / 2, width: img.width, height: img.height)
            x += slot + list.imageToTextPadding
        }
        let width = max(0, b.width - x - m.trailing)
        if list.prefersSideBySideTextAndSecondaryText {
            let s = textSize(secondaryTextLabel, width: width / 2)
            let sw = min(s.width, width / 2)
            secondaryTextLabel.frame = CGRect(x: b.width - m.trailing - sw, y: (b.height - s.height) / 2, width: sw, height: s.height)
            let tw = max(0, width - sw - (sw > 0 ? list.textToSecondaryTextHorizontalPadding : 0))
            let t = textSize(textLabel, width: tw)
            textLabel.frame = CGRect(x: x, y: (b.height - t.height) / 2, width: tw, height: t.height)
        } else {
            let t = textSize(textLabel, width: width), s = textSize(secondaryTextLabel, width: width)
            let gap = t.height > 0 && s.height > 0 ? list.textToSecondaryTextVerticalPadding : 0
            var y = (b.height - t.height - gap - s.height) / 2
            textLabel.frame = CGRect(x: x, y: y, width: width, height: t.height)
            y += t.height + gap
            secondaryTextLabel.frame = CGRect(x: x, y: y, width: width, height: s.height)
        }
    }
}
