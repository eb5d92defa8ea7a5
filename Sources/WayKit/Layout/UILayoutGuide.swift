import Foundation

/// A rectangle in a view's coordinates that takes part in Auto Layout
/// without being a view: nothing is drawn and nothing is hit (A5). Views
/// provide two, ``UIView/layoutMarginsGuide`` and ``UIView/safeAreaLayoutGuide``,
/// pinned to their margins and safe area.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view whose coordinates ``layoutFrame`` is in.
    public internal(set) var owningView: UIView? {
        get { _owner.view }
        set { _owner = newValue?._handle }
    }
    /// Weakly, through the view's handle (see ViewLayoutState.swift).
    weak var _owner: ViewHandle?
    open var identifier: String = ""

    /// The variables while some constraint uses the guide.
    var _item: LayoutItemState?
    /// For the margins and safe-area guides: the insets from the owning
    /// view's bounds they are pinned at; nil for guides of the app's own.
    var _pinnedInsets: UIEdgeInsets?
    /// The solver constraints pinning a generated guide (left, top, right
    /// and bottom insets), while it takes part.
    var _pins: [LayoutConstraint] = []

    public override init() {}

    init(generatedFor view: UIView, identifier: String) {
        self._owner = view._handle
        self.identifier = identifier
        self._pinnedInsets = .zero
    }

    /// Where the guide is, in the owning view's coordinates, as of the last
    /// layout pass.
    public var layoutFrame: CGRect {
        if let item = _item { return item.frame }
        if let insets = _pinnedInsets, let view = owningView { return view.bounds.inset(by: insets) }
        return .zero
    }

    /// Moves a generated guide to `insets` from its view's edges.
    func _pin(to insets: UIEdgeInsets) {
        guard _pinnedInsets != nil, _pinnedInsets != insets else { return }
        _pinnedInsets = insets
        if let item = _item { item.engine?.itemNeedsSync(item) }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

extension UIView {
    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { _layoutState?.layoutGuides ?? [] }

    /// Makes this view the guide's owner: its frame is in this view's
    /// coordinates and its constraints live in this view's tree.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        _layout.layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        _layout.layoutGuides.removeAll { $0 === guide }
        guide._item?.engine?.deactivateAll(using: guide)
        guide.owningView = nil
    }
}
