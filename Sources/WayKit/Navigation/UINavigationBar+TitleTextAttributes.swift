import Foundation

// `titleTextAttributes` and `largeTitleTextAttributes` (U1): iOS code sets
// them to colour and size a bar's titles, most often `.foregroundColor` and
// `.font`. Those two are applied to the title labels; removing one (or
// setting nil) brings back the bar's own font and the label colour. Other
// attributes (shadow, kern, paragraph style) are kept but not drawn yet.
extension UINavigationBar {
    static let _titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let _largeTitleFont = UIFont.boldSystemFont(ofSize: 34)

    func _applyTitleTextAttributes() {
        _titleLabel.font = titleTextAttributes?[.font] as? UIFont ?? Self._titleFont
        _titleLabel.textColor = titleTextAttributes?[.foregroundColor] as? UIColor ?? .label
        _largeTitleLabel.font = largeTitleTextAttributes?[.font] as? UIFont ?? Self._largeTitleFont
        _largeTitleLabel.textColor = largeTitleTextAttributes?[.foregroundColor] as? UIColor ?? .label
        setNeedsLayout()
    }
}
