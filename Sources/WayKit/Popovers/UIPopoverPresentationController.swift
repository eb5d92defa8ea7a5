import Foundation

/// The presentation controller of a `.popover` presentation (M1), and of an
/// action sheet (M2): in a regular-width window the presented controller's
/// view is shown in a card with an arrow pointing at its source
/// (``sourceView`` and ``sourceRect``, or ``sourceItem``), without dimming;
/// a tap outside it dismisses it unless it lands in ``passthroughViews``.
///
///     let picker = ColorPicker()
///     picker.modalPresentationStyle = .popover
///     picker.popoverPresentationController?.sourceItem = colorButton
///     present(picker, animated: true)
///
/// In a compact-width window it adapts, as on iPhone: to a page sheet (see
/// ``adaptiveSheetPresentationController``), or to the style the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` returns (`.none` keeps
/// the popover). The style is decided when the presentation begins, and
/// again when a resize takes the window across the regular-width boundary
/// (+Readaptation).
///
/// The placement is in +Placement (and PopoverPlacement), the touches
/// outside in +Dismissal.
///
/// Differences from UIKit: a popover with no usable source (none set, a
/// source view in no window or another, a bar button item no bar shows) is
/// logged once and shown centred without an arrow (UIKit raises for a
/// missing source); a non-finite ``sourceRect`` is logged once and replaced
/// by the source view's bounds; an empty ``permittedArrowDirections`` is
/// logged once and taken as `.any`. A resize adapts again only between a
/// popover and a sheet (see +Readaptation). ``canOverlapSourceViewRect`` and `popoverBackgroundViewClass`
/// are not used: a popover that fits on no side is shrunk to the side with
/// the most room.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at (with ``sourceRect``), held strongly
    /// as on iOS.
    public var sourceView: UIView? { didSet { _sourceDidChange() } }
    /// The rect in ``sourceView`` the arrow points at; `.zero` (the
    /// default) is the source view's bounds.
    public var sourceRect: CGRect = .zero { didSet { _sourceDidChange() } }
    /// What the popover points at (iOS 16): a view or a bar button item.
    /// Takes precedence over ``sourceView``.
    public var sourceItem: UIPopoverPresentationControllerSourceItem? { didSet { _sourceDidChange() } }
    /// The bar button item the popover points at: ``sourceItem`` seen as
    /// one (UIKit deprecated it in iOS 16 for `sourceItem`).
    public var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }
    /// The ways the arrow may point (default `.any`).
    public var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { _sourceDidChange() } }
    /// The way the arrow points now; `.unknown` before the popover shows,
    /// when it is adapted, or when it has no arrow.
    public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views outside the popover that still get touches while it shows;
    /// a touch on them does not dismiss it.
    public var passthroughViews: [UIView]?
    /// The colour of the card and arrow; nil takes the presented view's
    /// background colour, or white.
    public var backgroundColor: UIColor? { didSet { _popoverView?.fillColor = _fillColor } }
    /// Kept between the popover and the window's safe area.
    public var popoverLayoutMargins: UIEdgeInsets = PopoverMetrics.layoutMargins { didSet { _sourceDidChange() } }
    /// Accepted for source compatibility; not used (see the type's notes).
    public var canOverlapSourceViewRect = false

    /// The sheet the popover becomes when it adapts to `.pageSheet` or
    /// `.formSheet` in a compact window (iOS 15): set its detents before
    /// presenting. Made on first read.
    public var adaptiveSheetPresentationController: UISheetPresentationController {
        if let sheet = _adaptiveSheet { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: _presentingController)
        sheet._adaptedFrom = self
        _adaptiveSheet = sheet
        return sheet
    }

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    // MARK: State (main actor)

    var _adaptiveSheet: UISheetPresentationController?
    /// The sheet showing the presentation now, when it adapted to one.
    var _activeSheet: UISheetPresentationController?
    var _container: PopoverContainerView?
    var _popoverView: PopoverView?
    /// The card's frame in the container, as last placed.
    var _cardFrame = CGRect.zero
    /// The container's size at the last placement: a new one (a window
    /// resize) tells the delegate it will reposition.
    var _placedInSize: CGSize?
    /// The window's width class when the style was last decided: a resize
    /// that changes it adapts again (+Readaptation).
    var _shownInRegularWidth = true

    var _popoverDelegate: UIPopoverPresentationControllerDelegate? { delegate as? UIPopoverPresentationControllerDelegate }

    /// The card's colour: the app's, an action sheet's card colour, the
    /// presented view's background, or white.
    var _fillColor: UIColor {
        if let backgroundColor { return backgroundColor }
        if presentedViewController is UIAlertController { return AlertMetrics.cardColor }
        if let color = presentedViewController.viewIfLoaded?.backgroundColor, color.alpha > 0 { return color }
        return PopoverMetrics.defaultBackground
    }

    // MARK: UIPresentationController

    open override var presentedView: UIView? { _activeSheet?.presentedView ?? _popoverView ?? super.presentedView }

    open override var frameOfPresentedViewInContainerView: CGRect {
        if let sheet = _activeSheet { return sheet.frameOfPresentedViewInContainerView }
        return _popoverView != nil ? _cardFrame : super.frameOfPresentedViewInContainerView
    }

    /// Regular width: a popover. Compact: an action sheet stays the bottom
    /// sheet it is on iPhone; anything else asks the delegate, `.none`
    /// keeping the popover, the full-screen styles and the sheets honoured,
    /// anything else (or no answer) a page sheet.
    override func _resolveShownStyle(in window: UIWindow) -> UIModalPresentationStyle {
        let traits = window.traitCollection
        if let alert = presentedViewController as? UIAlertController {
            _activeSheet = nil
            let regular = traits.horizontalSizeClass == .regular
            alert._showsAsPopover = regular
            return regular ? .popover : .overFullScreen
        }
        let style = _style(for: traits)
        _useSheet(for: style)
        _shownInRegularWidth = traits.horizontalSizeClass == .regular
        return style
    }

    /// The style a (non-alert) popover shows in with `traits`, asking the
    /// delegate in a compact width.
    func _style(for traits: UITraitCollection) -> UIModalPresentationStyle {
        guard traits.horizontalSizeClass != .regular else { return .popover }
        let adapted = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .automatic
        switch adapted {
        case .none, .popover: return .popover
        case .fullScreen, .overFullScreen, .formSheet: return adapted
        default: return .pageSheet
        }
    }

    /// Makes the adaptive sheet the one showing the presentation when
    /// `style` is a sheet, else none.
    func _useSheet(for style: UIModalPresentationStyle) {
        guard style == .pageSheet || style == .formSheet else { _activeSheet = nil; return }
        let sheet = adaptiveSheetPresentationController
        sheet._presentingController = _presentingController
        sheet._shownStyle = style
        _activeSheet = sheet
    }

    override func _install(in window: UIWindow) {
        if let sheet = _activeSheet {
            sheet._install(in: window)
            containerView = sheet.containerView
            return
        }
        guard _shownStyle == .popover else { super._install(in: window); return }
        let container = PopoverContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.popover = self
        let popoverView = PopoverView(frame: .zero)
        container.addSubview(popoverView)
        _container = container
        _popoverView = popoverView
        _placedInSize = nil
        _popoverDelegate?.prepareForPopoverPresentation(self)
        // The popover view asks for its compositing layer as it joins the
        // window (PopoverView); the container around it draws nothing: the
        // window under them is not drawn again.
        window.addSubview(container)
        containerView = container
        UIView.performWithoutAnimation { _placePopover() }
    }

    override func _uninstall() {
        if let sheet = _activeSheet {
            sheet._uninstall()
            containerView = nil
            return
        }
        guard _popoverView != nil else { super._uninstall(); return }
        // Only from the card: the adaptive sheet may have taken the view
        // (+Readaptation).
        if let view = presentedViewController.viewIfLoaded, view.superview === _popoverView?.contentView {
            view.removeFromSuperview()
        }
        _container?.removeFromSuperview()
        _container = nil
        _popoverView = nil
        containerView = nil
        arrowDirection = .unknown
    }

    override func _layoutContainer() {
        guard _popoverView != nil else { super._layoutContainer(); return }
        if _readaptIfNeeded() { return }
        _placePopover()
    }

    /// The popover fades in on the app's clock (A1); an adapted
    /// presentation animates as the style it became.
    override func _animateIn(animated: Bool, completion: @escaping () -> Void) {
        if let sheet = _activeSheet { sheet._animateIn(animated: animated, completion: completion); return }
        guard let popoverView = _popoverView else { super._animateIn(animated: animated, completion: completion); return }
        (presentedViewController as? UIAlertController)?._popoverWillAppear()
        guard animated, UIView.areAnimationsEnabled else { completion(); return }
        UIView.performWithoutAnimation { popoverView.alpha = 0 }
        UIView.animate(withDuration: PopoverMetrics.fadeInDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                       animations: { popoverView.alpha = 1 },
                       completion: { _ in completion() })
    }

    override func _animateOut(animated: Bool, completion: @escaping () -> Void) {
        if let sheet = _activeSheet { sheet._animateOut(animated: animated, completion: completion); return }
        guard let popoverView = _popoverView else { super._animateOut(animated: animated, completion: completion); return }
        (presentedViewController as? UIAlertController)?._popoverWillDisappear()
        guard animated, UIView.areAnimationsEnabled, popoverView.window != nil else { completion(); return }
        UIView.animate(withDuration: PopoverMetrics.fadeOutDuration, delay: 0, options: [.curveEaseIn],
                       animations: { popoverView.alpha = 0 },
                       completion: { _ in completion() })
    }
}
