import Foundation

/// The recognizer that holds a scroll view's content touches back (S2, S3,
/// S6), as UIKit's own private "delayed touches began" recognizer does: it is
/// an ordinary recognizer with ``delaysTouchesBegan``, so the event model's
/// hold (G6) keeps `touchesBegan` from the content while it is possible, and
/// its outcome decides what the content sees:
///
/// - it **fails** once the touch has stayed still for
///   ``UIScrollView/contentTouchDelay`` (or at once with
///   `delaysContentTouches` false), or when the touch ends first (a quick
///   tap), and the scroll view's `touchesShouldBegin(_:with:in:)` agrees: the
///   held `touchesBegan` (and a held `touchesEnded`) reach the content;
/// - it **recognizes** when `touchesShouldBegin` says no or when the touch
///   stopped a moving scroll view (S6): with ``cancelsTouchesInView`` the
///   content never sees the touch.
///
/// A pan that begins first makes it fail through the arbiter (G8) and
/// cancels the touch in the content itself (G4), so the content never sees a
/// drag. It never prevents its own scroll view's pan or pinch, or any other
/// scroll view's: a tap that stops a fling may go on to drag.
///
/// - Important: main actor only.
@MainActor
final class ScrollViewContentTouchRecognizer: UIGestureRecognizer {
    private var timer: EventTimer?
    /// Whether this gesture had a touch: reset tells the scroll view the
    /// last finger lifted. Reset, not `touchesEnded`, because a recognizer
    /// that already recognized (S6) gets no more touches.
    private var hadTouch = false

    override init() {
        super.init()
        name = "UIScrollViewDelayedTouchesBeganGestureRecognizer"
        delaysTouchesBegan = true
        // Ends are held by the decision itself (a held began holds its end),
        // not by this recognizer while it waits.
        delaysTouchesEnded = false
    }

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, state == .possible else { return }
        hadTouch = true
        scrollView._touchDidBegin()
        if scrollView._stopMotionForNewTouch() {
            // S6: the touch that stops a moving scroll view is not the
            // content's.
            DeliveryTrace.note("\(scrollView._traceName) content touch: stopped scrolling, withheld")
            state = .recognized
            return
        }
        guard scrollView.delaysContentTouches else { decide(touches, event: event); return }
        guard timer == nil else { return }
        timer = UIApplication.shared.clock.schedule(after: UIScrollView.contentTouchDelay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.timer = nil
            self.decide(Set(self._activeTouches), event: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A quick tap: it ended before the delay, so began and ended reach the
        // content together (S2).
        if state == .possible, _activeTouchCount == 0 { decide(touches, event: event) }
    }

    /// Hands the touches to the content, or keeps them from it, as the scroll
    /// view's `touchesShouldBegin(_:with:in:)` says.
    private func decide(_ touches: Set<UITouch>, event: UIEvent) {
        timer?.invalidate()
        timer = nil
        guard let scrollView, let content = touches.first?.view ?? _touches.first?.view else {
            state = .failed
            return
        }
        if scrollView.touchesShouldBegin(touches, with: event, in: content) {
            DeliveryTrace.note("\(scrollView._traceName) content touch: delivered to \(content._traceName)")
            state = .failed
        } else {
            DeliveryTrace.note("\(scrollView._traceName) content touch: touchesShouldBegin refused \(content._traceName)")
            state = .recognized
        }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        !(preventedGestureRecognizer.view is UIScrollView
          && (preventedGestureRecognizer is UIPanGestureRecognizer || preventedGestureRecognizer is UIPinchGestureRecognizer))
    }

    override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        if hadTouch {
            hadTouch = false
            scrollView?._touchDidEnd()
        }
    }
}
