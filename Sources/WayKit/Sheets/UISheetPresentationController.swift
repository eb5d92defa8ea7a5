import Foundation

/// The presentation controller of a sheet (M3): `.automatic`, `.pageSheet`
/// and `.formSheet` presentations. In a compact window the sheet is the
/// window's width, its top corners rounded, and rests at one of its
/// ``detents`` (`.large()`: 10 points below the safe area's top; `.medium()`:
/// about half as tall); the user drags it between them, and down to
/// dismiss it. In a regular-width window it is a centred card (a form sheet
/// 540 × 620 at most, a page sheet wider and taller) that rests at one
/// place and is dragged down to dismiss.
///
/// The geometry is in +Geometry, the presentation and settling in
/// +Transitions, the drag in +Dragging and the scroll-view handoff in
/// +ScrollHandoff.
///
/// Differences from UIKit: the presenter behind a `.large()` sheet is not
/// scaled down; a transitioning delegate's animation controller is not used
/// for a sheet (it slides).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at. An empty array is logged and taken
    /// as `[.large()]` (UIKit raises).
    public var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                presentedViewController._log("sheet-empty-detents", "sheet detents set to []; using [.large()]")
                detents = [.large()]
            }
            _sheetDidChange()
        }
    }

    /// The detent the sheet rests at; nil is the smallest. An identifier
    /// that names none of the ``detents`` is logged and ignored. Setting it
    /// moves the sheet (animated inside ``animateChanges(_:)``) and tells
    /// the delegate nothing.
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { _selectedDetentIdentifier }
        set {
            if let id = newValue, !detents.contains(where: { $0.identifier == id }) {
                presentedViewController._log("sheet-unknown-detent", "selectedDetentIdentifier \(id.rawValue) is none of the sheet's detents; ignored")
                return
            }
            _selectedDetentIdentifier = newValue
            _sheetDidChange()
        }
    }
    var _selectedDetentIdentifier: Detent.Identifier?

    /// At or below this detent the sheet dims nothing and the presenter
    /// stays touchable around it; nil dims at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { _sheetDidChange() } }
    public var prefersGrabberVisible = false { didSet { _sheetDidChange() } }
    /// Whether an upward scroll in a smaller detent expands the sheet
    /// before the content scrolls (the handoff).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// The sheet's corner radius; nil is the system's (10 points).
    public var preferredCornerRadius: CGFloat? { didSet { _sheetDidChange() } }
    /// Accepted for source compatibility; WayKit has no edge-attached
    /// sheets in compact height.
    public var prefersEdgeAttachedInCompactHeight = false
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Accepted for source compatibility; not used (a popover adapted to a
    /// sheet is placed as any sheet).
    public weak var sourceView: UIView?

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Changes made in `changes` (detents, selected detent, grabber) move
    /// the sheet with an animation instead of at once.
    public func animateChanges(_ changes: () -> Void) {
        _changeDepth += 1
        changes()
        _changeDepth -= 1
        if _changeDepth == 0 && _changePending {
            _changePending = false
            _finishOwedAppearance()
            _moveToRest(animated: true)
        }
    }

    /// Custom detents are asked again (their resolvers' answers changed).
    public func invalidateDetents() { _sheetDidChange() }

    // MARK: State (main actor)

    var _changeDepth = 0
    var _changePending = false
    var _container: PresentationContainerView?
    var _sheetView: SheetView?
    var _dimmingView: SheetDimmingView?
    /// The drag in progress, from the sheet's pan or a scroll view's.
    var _drag: SheetDrag?
    /// Scroll views' pans the sheet follows (the handoff), held weakly.
    var _observedPans: [(recognizer: WeakRecognizer, token: UIGestureRecognizer.TargetToken)] = []
    /// Counts settle animations, so a finished one that a drag interrupted
    /// does nothing.
    var _settleGeneration = 0

    /// Whether the presentation is shown as a sheet (not adapted to full
    /// screen by the delegate).
    var _showsAsSheet: Bool {
        switch _shownStyle {
        case .automatic, .pageSheet, .formSheet: return true
        default: return false
        }
    }

    /// Something changed the app sees: the sheet moves to its (new) rest,
    /// at once or, inside `animateChanges`, animated.
    func _sheetDidChange() {
        guard _sheetView != nil else { return }
        if _changeDepth > 0 {
            _changePending = true
        } else if _drag == nil, presentedViewController._modalTransition == .idle {
            _finishOwedAppearance()
            _moveToRest(animated: false)
        }
    }

    /// A settle after a given-up dismissal owes the presented controller
    /// its viewDidAppear; anything that replaces that settle (a new drag, a
    /// change from code) pays it first, so the controller is never left
    /// appearing.
    func _finishOwedAppearance() {
        let presented = presentedViewController
        if presented._appearance == .appearing, presented._modalTransition == .idle { presented.endAppearanceTransition() }
    }

    // MARK: UIPresentationController

    open override var presentedView: UIView? { _sheetView ?? super.presentedView }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard _showsAsSheet, _container != nil else { return super.frameOfPresentedViewInContainerView }
        let frame = _sheetFrame(atY: _restY(of: _selectedRest()))
        return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: _contentHeight(at: _selectedRest()))
    }

    // The sheet's halves of the presentation hooks (+Transitions); adapted
    // to full screen, the plain presentation's.
    override func _install(in window: UIWindow) {
        if _showsAsSheet { _installSheet(in: window) } else { super._install(in: window) }
    }

    override func _uninstall() {
        if _sheetView != nil { _uninstallSheet() } else { super._uninstall() }
    }

    override func _layoutContainer() {
        // A popover shown as this sheet may become a popover again (M1).
        if let popover = _adaptedFrom as? UIPopoverPresentationController, popover._activeSheet === self,
           popover._readaptIfNeeded() { return }
        if _sheetView != nil { _layoutSheet() } else { super._layoutContainer() }
    }

    override func _animateIn(animated: Bool, completion: @escaping () -> Void) {
        if _sheetView != nil { _slideIn(animated: animated, completion: completion) } else { super._animateIn(animated: animated, completion: completion) }
    }

    override func _animateOut(animated: Bool, completion: @escaping () -> Void) {
        if _sheetView != nil { _slideOut(animated: animated, completion: completion) } else { super._animateOut(animated: animated, completion: completion) }
    }

    override func _resolveShownStyle(in window: UIWindow) -> UIModalPresentationStyle {
        let adapted = adaptivePresentationStyle(for: window.traitCollection)
        if adapted == .fullScreen || adapted == .overFullScreen { return adapted }
        return presentationStyle
    }
}

/// A drag of the sheet: where the finger would put it, and how far a
/// dismissal by dragging has gone.
struct SheetDrag {
    /// How far a dismissal by dragging has gone. The allowed moves, written
    /// once: `none → begun` (the user may dismiss: WillDismiss and
    /// viewWillDisappear sent) or `none → refused` (DidAttemptToDismiss on
    /// release), the first time the sheet goes below its lowest detent;
    /// never back within a drag. The release ends both: `begun` dismisses
    /// or sends the appear calls again.
    enum Dismissal { case none, begun, refused }
    /// The sheet's top before resistance (rubber band).
    var rawY: CGFloat
    /// The sheet's top when the drag began.
    var startY: CGFloat
    /// The rest of the selected detent when the drag began.
    var startRestY: CGFloat
    var dismissal = Dismissal.none
    /// The scroll view whose pan drives the drag, nil for the sheet's pan.
    weak var scrollView: UIScrollView?
    /// The scroll pan's translation and the content offset after the last
    /// step (the handoff splits each step between the two).
    var lastTranslation: CGFloat = 0
    var lastOffset: CGFloat = 0
    /// Whether the sheet took the last step's movement.
    var sheetMovedLast = false
}
