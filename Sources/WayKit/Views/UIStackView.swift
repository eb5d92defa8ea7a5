import Foundation

/// Lays out its arranged subviews in a row or column with Auto Layout (A6):
/// it makes the constraints itself (UIKit's stack does the same), so the
/// arranged views' intrinsic sizes, hugging and compression resistance and
/// the app's own constraints all take part.
///
/// A hidden arranged subview takes no space; showing it again brings it
/// back. Arranged subviews are subviews too; ``removeArrangedSubview(_:)``
/// leaves the view a subview, as UIKit's does.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic lengths; the one with the lowest
        /// hugging stretches, the one with the lowest compression resistance
        /// shrinks.
        case fill = 0
        case fillEqually
        /// Lengths in proportion to the intrinsic lengths.
        case fillProportionally
        /// Intrinsic lengths, the leftover space shared equally between views.
        case equalSpacing
        /// Intrinsic lengths, centres equally far apart.
        case equalCentering
    }

    /// Where the arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading
        case firstBaseline
        case center
        case trailing
        case lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public private(set) var arrangedSubviews: [UIView] = []
    /// `setCustomSpacing(_:after:)`'s gaps, by arranged subview.
    var _customSpacings: [ObjectIdentifier: CGFloat] = [:]

    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { _arrangementChanged() } }
    }
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { _arrangementChanged() } }
    }
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { _arrangementChanged() } }
    }
    /// The space between adjacent views (the least space, for the equal
    /// distributions). A non-finite value is refused.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else { spacing = oldValue; return }
            if spacing != oldValue { _arrangementChanged() }
        }
    }
    /// Whether the views are laid out within the layout margins rather than
    /// the bounds. Default false.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { _arrangementChanged() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _arrangementChanged()
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `stackIndex`, making it a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        _arrangementChanged()
    }

    /// Stops arranging `view`; it stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        _arrangementChanged()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    open override func updateConstraints() {
        _rebuildArrangement()
        super.updateConstraints()
    }

    // MARK: State for UIStackView+Arrangement

    /// The constraints the stack made, replaced on every rearrangement.
    var _arrangement: [NSLayoutConstraint] = []
    /// Guides between views for the equal distributions.
    var _spacers: [UILayoutGuide] = []

    func _arrangementChanged() {
        setNeedsUpdateConstraints()
    }
}

extension UIView {
    /// A stack view rearranges when one of its views is hidden or shown.
    func _layoutVisibilityDidChange() {
        guard let stack = superview as? UIStackView,
              stack.arrangedSubviews.contains(where: { $0 === self }) else { return }
        stack._arrangementChanged()
    }
}
