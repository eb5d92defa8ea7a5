import Foundation

/// One action's button in an alert or action sheet (M2): its title centred
/// on one line, blue (the tint colour), red when destructive, grey when
/// disabled, bold when emphasised; grey behind it while pressed. A tap sends
/// `touchUpInside`, which chooses the action; a disabled one ignores taps
/// (C6).
///
/// - Important: main actor only.
@MainActor
final class AlertActionView: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()
    weak var alert: UIAlertController?
    /// Whether the title is bold (the cancel or the preferred action).
    var isEmphasized = false { didSet { if isEmphasized != oldValue { updateTitle() } } }
    /// An action sheet's button: bigger type.
    let isSheet: Bool

    init(action: UIAlertAction, alert: UIAlertController, isSheet: Bool) {
        self.action = action
        self.alert = alert
        self.isSheet = isSheet
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(titleLabel)
        isEnabled = action.isEnabled
        updateTitle()
        addAction(UIAction { [weak self] _ in
            guard let self, let alert = self.alert else { return }
            alert._choose(self.action)
        }, for: .touchUpInside)
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? AlertMetrics.highlightColor : nil }
    }

    override var isEnabled: Bool {
        didSet { updateTitle() }
    }

    var titleFont: UIFont {
        switch (isSheet, isEmphasized) {
        case (false, false): AlertMetrics.alertButtonFont
        case (false, true): AlertMetrics.alertEmphasizedButtonFont
        case (true, false): AlertMetrics.sheetButtonFont
        case (true, true): AlertMetrics.sheetEmphasizedButtonFont
        }
    }

    /// The title's colour: the tint colour is read at layout, so an
    /// `alert.view.tintColor` set before presenting colours the buttons, as
    /// in UIKit.
    var titleColor: UIColor {
        if !isEnabled { return AlertMetrics.disabledTitleColor }
        return action.style == .destructive ? .systemRed : (tintColor ?? .systemBlue)
    }

    func updateTitle() {
        titleLabel.font = titleFont
        titleLabel.textColor = titleColor
    }

    /// The width the title needs on one line.
    var titleWidth: CGFloat { titleLabel.sizeThatFits(.zero).width }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateTitle()
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
