import Foundation

/// A row of page dots: a tap on the left of the current page's dot goes one
/// page back, on the right one page forward, sending `valueChanged` (C1). Its
/// tap beats a single one-finger tap on an ancestor (C3: UIKit's list names
/// page controls).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The number of dots. Setting it clamps ``currentPage``.
    open var numberOfPages: Int = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            setNeedsDisplay()
            if numberOfPages != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The dots' row for ``numberOfPages`` (A4).
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }
    /// The page shown, 0-based. Setting it sends nothing (UIKit).
    open var currentPage: Int = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }
    open var hidesForSinglePage: Bool = false { didSet { setNeedsDisplay() } }
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Spacing between dot centres, points, for drawing and for finding the
    /// current dot.
    public static let dotSpacing: CGFloat = 16

    /// The current dot's centre, this control's coordinates: the dots are
    /// centred in the bounds.
    public var currentDotCenter: CGPoint {
        let width = CGFloat(max(0, numberOfPages - 1)) * Self.dotSpacing
        return CGPoint(x: bounds.midX - width / 2 + CGFloat(currentPage) * Self.dotSpacing, y: bounds.midY)
    }

    override var _highlightsWhileTracking: Bool { false }

    override func _touchUpInside(_ touch: UITouch, event: UIEvent?) {
        guard numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let page = x < currentDotCenter.x ? currentPage - 1 : currentPage + 1
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        _sendActions(for: [.valueChanged, .primaryActionTriggered], event: event)
    }

    /// C3: a single one-finger tap on an ancestor doesn't begin: the page change wins.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _competesWithDefaultAction(gestureRecognizer), UIControl._isSingleOneFingerTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
