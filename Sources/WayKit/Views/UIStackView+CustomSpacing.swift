import Foundation

// Custom gaps (U6): one arranged subview may be followed by a gap of its
// own instead of `spacing`, as UIKit's `setCustomSpacing(_:after:)`.
extension UIStackView {
    /// `customSpacing(after:)` for a view with no gap of its own: the
    /// stack's `spacing` applies.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system's spacing between siblings (8 points, as Auto Layout's
    /// standard spacing here).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let key = ObjectIdentifier(arrangedSubview)
        // Not finite, or the "use default" marker: back to `spacing`.
        let value: CGFloat? = spacing == Self.spacingUseSystem ? 8
            : spacing.isFinite && spacing != Self.spacingUseDefault ? spacing : nil
        guard _customSpacings[key] != value else { return }
        _customSpacings[key] = value
        _arrangementChanged()
    }

    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap after `view` along the axis.
    func _spacing(after view: UIView) -> CGFloat {
        _customSpacings[ObjectIdentifier(view)] ?? spacing
    }
}
