import Foundation

// U6: buttons drawn from a `UIButton.Configuration`, updated for each state
// through `configurationUpdateHandler`, and the title label and image view
// UIKit code reaches for.
//
// A button with a configuration shows its title, subtitle and image; the
// painter (ButtonConfigurationPainter) draws background, text and image from
// it. The update runs before the next layout after a state change, as in
// UIKit (`setNeedsUpdateConfiguration`).
extension UIButton {
    /// The configuration the button is drawn from; nil draws it from its
    /// per-state titles and images, as before iOS 15.
    public var configuration: Configuration? {
        get { _configuration }
        set {
            _configuration = newValue
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// A button drawn from `configuration` that runs `primaryAction`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        _configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if _configuration?.title == nil, !primaryAction.title.isEmpty { _configuration?.title = primaryAction.title }
        }
    }

    /// Asks for `updateConfiguration()` before the next layout.
    public func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending configuration update; the layout pass calls it first.
    func _updateConfigurationIfNeeded() {
        guard _needsConfigurationUpdate else { return }
        // Cleared here too: an override need not call super, and must not
        // then run at every layout.
        _needsConfigurationUpdate = false
        updateConfiguration()
    }

    func _buttonStateDidChange() {
        if automaticallyUpdatesConfiguration, configuration != nil || configurationUpdateHandler != nil {
            setNeedsUpdateConfiguration()
        }
        _updateTitleLabel()
    }

    /// The title label and image view when they were made (the painter
    /// leaves what they show to them).
    public var _titleLabelIfLoaded: UILabel? { _titleLabel }
    public var _imageViewIfLoaded: UIImageView? { _imageView }

    /// The size a configuration asks for: its content inside its insets.
    var _configurationSize: CGSize? {
        guard let c = configuration else { return nil }
        let title = c.title.map { UIView._measureTitle($0, font: c._titleFont) } ?? .zero
        let subtitle = c.subtitle.map { UIView._measureTitle($0, font: c._subtitleFont) } ?? .zero
        let textW = Swift.max(title.width, subtitle.width)
        let textH = title.height + subtitle.height + (c.title != nil && c.subtitle != nil ? c.titlePadding : 0)
        let image = c.image?.size ?? .zero
        let hasBoth = image.width > 0 && textW > 0
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        let pad = hasBoth ? c.imagePadding : 0
        let w = vertical ? Swift.max(image.width, textW) : image.width + pad + textW
        let h = vertical ? image.height + pad + textH : Swift.max(image.height, textH)
        let i = c.contentInsets
        return CGSize(width: (w + i.leading + i.trailing).rounded(.up), height: (h + i.top + i.bottom).rounded(.up))
    }

    // MARK: Title label and image view

    /// The label showing the title, made on first use as in UIKit: its font,
    /// line breaking, number of lines and `adjustsFontSizeToFitWidth` are
    /// the button's. Its text and colour follow the current state's title.
    public var titleLabel: UILabel? {
        if let label = _titleLabel { return label }
        let label = UILabel()
        label.font = buttonType == .system ? UIButton._titleFont : .systemFont(ofSize: 17, weight: .medium)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.isUserInteractionEnabled = false
        addSubview(label)
        _titleLabel = label
        _updateTitleLabel()
        setNeedsLayout()
        return label
    }

    /// The view showing the image, made on first use as in UIKit; its
    /// `contentMode` decides how the image fits.
    public var imageView: UIImageView? {
        if let view = _imageView { return view }
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        view.isUserInteractionEnabled = false
        addSubview(view)
        _imageView = view
        _updateTitleLabel()
        setNeedsLayout()
        return view
    }

    /// Pre-iOS 15 insets around the title and image (deprecated in UIKit,
    /// still common): the content is laid out inside them.
    public var contentEdgeInsets: UIEdgeInsets {
        get { _contentEdgeInsets }
        set { _contentEdgeInsets = newValue; invalidateIntrinsicContentSize(); setNeedsLayout(); setNeedsDisplay() }
    }

    /// Gives the label and image view the current state's title, colour and
    /// image (UIKit refreshes them on every state change).
    func _updateTitleLabel() {
        if let label = _titleLabel {
            let title = configuration?.title ?? currentTitle
            label.text = title
            label.textColor = _currentContentColor
            label.isHidden = title?.isEmpty ?? true
        }
        if let view = _imageView {
            view.image = configuration?.image ?? currentImage
            view.tintColor = _currentContentColor
            view.isHidden = view.image == nil
        }
        setNeedsLayout()
    }

    /// The colour of the title and template images now.
    var _currentContentColor: UIColor {
        if let c = configuration {
            return c._foregroundColor(tint: tintColor, isHighlighted: isHighlighted, isEnabled: isEnabled)
        }
        let base = currentTitleColor ?? tintColor ?? .systemBlue
        if !isEnabled { return base.withAlphaComponent(0.45) }
        return isHighlighted && buttonType == .system ? base.withAlphaComponent(0.3) : base
    }

    /// Lays out the title label and image view, when they exist, as the
    /// painter lays out what it draws: image then title, centred as a group
    /// inside the content insets.
    func _layoutTitleAndImage() {
        guard _titleLabel != nil || _imageView != nil else { return }
        let insets = _contentEdgeInsets
        let box = bounds.inset(by: insets)
        let imageSize = _imageView.flatMap { $0.isHidden ? nil : $0.image?.size } ?? .zero
        let fitted = CGSize(width: min(imageSize.width, box.width), height: min(imageSize.height, box.height))
        let font = _titleLabel?.font ?? UIButton._titleFont
        let titleText = _titleLabel.flatMap { $0.isHidden ? nil : $0.text } ?? ""
        let gap: CGFloat = fitted.width > 0 && !titleText.isEmpty ? 6 : 0
        let titleWidth = titleText.isEmpty ? 0 : min(UIView._measureTitle(titleText, font: font).width + 1,
                                                     max(0, box.width - fitted.width - gap))
        let total = fitted.width + gap + titleWidth
        var x = box.midX - total / 2
        _imageView?.frame = CGRect(x: x, y: box.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
            .offsetBy(dx: (imageEdgeInsets.left - imageEdgeInsets.right) / 2, dy: (imageEdgeInsets.top - imageEdgeInsets.bottom) / 2)
        x += fitted.width + gap
        _titleLabel?.frame = CGRect(x: x, y: box.minY, width: titleWidth, height: box.height)
            .offsetBy(dx: (titleEdgeInsets.left - titleEdgeInsets.right) / 2, dy: (titleEdgeInsets.top - titleEdgeInsets.bottom) / 2)
    }
}
