import Foundation

/// A view's layout state beyond its frame: autoresizing, Auto Layout,
/// margins and safe area. A view makes one the first time any of it is set
/// or used, so the many views that use none of it pay one nil pointer.
///
/// - Important: main actor only; owned by its view.
@MainActor
final class ViewLayoutState {
    /// Made when something first refers to the view weakly.
    var handle: ViewHandle?

    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var translatesAutoresizingMaskIntoConstraints = true

    /// UIKit's defaults: 250 hugging, 750 compression resistance (A5).
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)

    /// nil: UIKit's default, 8 on every side.
    var layoutMargins: UIEdgeInsets?
    /// Set when the margins were last given by leading and trailing.
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var semanticContentAttribute: UIView.SemanticContentAttribute = .unspecified
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// As of the view's last layout (UIKit updates it in the layout pass).
    var safeAreaInsets: UIEdgeInsets = .zero

    var layoutGuides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    /// Follows the on-screen keyboard (K5, Keyboard/UIKeyboardLayoutGuide.swift).
    var keyboardLayoutGuide: UIKeyboardLayoutGuide?

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
        if layoutMarginsGuide != nil || safeAreaLayoutGuide != nil || keyboardLayoutGuide != nil { view.setNeedsLayout() }
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

// Auto Layout's references to views (constraints to their items, guides to
// their views, an engine to its root) must not keep views alive, but a weak
// reference to a view gives it a side table, which sends every retain and
// release of that view down the runtime's slow path: with weak references
// to the views, that was a third of the time of a constant change and
// re-layout. So they are weak references to a handle, a small object only
// the view's layout state holds, which dies with the view and which hot
// paths never retain.
@MainActor
final class ViewHandle {
    unowned(unsafe) let view: UIView
    init(_ view: UIView) { self.view = view }
}

extension UIView {
    /// What Auto Layout holds weakly in place of this view.
    var _handle: ViewHandle {
        let state = _layout
        if let handle = state.handle { return handle }
        let handle = ViewHandle(self)
        state.handle = handle
        return handle
    }
}

extension Optional where Wrapped == ViewHandle {
    /// The view of a weakly held handle; nil once the view is gone.
    @inline(__always) var view: UIView? {
        switch self {
        case .some(let handle): handle.view
        case .none: nil
        }
    }
}
