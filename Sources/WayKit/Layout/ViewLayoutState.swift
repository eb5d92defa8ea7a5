import Foundation

/// A view's layout state beyond its frame: autoresizing, Auto Layout,
/// margins and safe area. A view makes one the first time any of it is set
/// or used, so the many views that use none of it pay one nil pointer.
///
/// - Important: main actor only; owned by its view.
@MainActor
final class ViewLayoutState {
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var translatesAutoresizingMaskIntoConstraints = true

    /// UIKit's defaults: 250 hugging, 750 compression resistance (A5).
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)

    /// nil: UIKit's default, 8 on every side.
    var layoutMargins: UIEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// As of the view's last layout (UIKit updates it in the layout pass).
    var safeAreaInsets: UIEdgeInsets = .zero

    var layoutGuides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?

    /// The view's variables while some active constraint mentions it.
    var item: LayoutItemState?
    /// The engine of the tree this view is the root of, if any constraint
    /// was activated in it.
    var engine: LayoutEngine?

    var needsUpdateConstraints = false
    /// Whether bad geometry was reported for this view (once a view).
    var reportedBadGeometry = false
    /// App code set NaN, infinite or absurd geometry: the view keeps its last
    /// good geometry but is drawn as nothing until it gets a good one.
    var hasInvalidGeometry = false

    /// Frame changes of a view whose frame feeds the engine (its translated
    /// autoresizing constraints) must reach the solver.
    func geometryDidChange(of view: UIView) {
        if let item, item.translates { item.engine?.itemNeedsSync(item) }
        if layoutMarginsGuide != nil || safeAreaLayoutGuide != nil { view.setNeedsLayout() }
    }
}

extension UIView {
    /// The view's layout state, made on first use.
    var _layout: ViewLayoutState {
        if let state = _layoutState { return state }
        let state = ViewLayoutState()
        _layoutState = state
        return state
    }

    /// Stashed by `_geometryWillChange` for `_geometryDidChange`, which
    /// always follow each other around one assignment with nothing between
    /// them that could start another, so one slot is enough (main actor).
    static var _sizeBeforeGeometryChange: CGSize = .zero
}
