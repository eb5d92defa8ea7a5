import Foundation

/// The pan on a sheet (M3): an ordinary recognizer in the gesture system
/// (G rules), on the sheet view. It begins on a mostly vertical drag when
/// the sheet may move, and waits for the pan of any scroll view in the
/// sheet that scrolls vertically: such a drag is the scroll view's, and the
/// sheet follows it through that pan instead (the handoff,
/// UISheetPresentationController+ScrollHandoff).
///
/// - Important: main actor only.
@MainActor
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
    weak var sheet: UISheetPresentationController?
    private var lastMoveTime: TimeInterval?
    private var endTime: TimeInterval?

    override init() {
        super.init()
        name = "UISheetPanGestureRecognizer"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        // Before any movement, so the sheet watches the scroll views under
        // the finger before their pans can begin.
        for touch in touches { if let hit = touch.view { sheet?._observeScrollViews(from: hit) } }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastMoveTime = event.timestamp
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endTime = event.timestamp
        super.touchesEnded(touches, with: event)
    }

    override func reset() {
        super.reset()
        lastMoveTime = nil
        endTime = nil
    }

    /// The release speed: none after a pause before the lift (as a scroll
    /// view's pan measures it).
    func _releaseVelocity(in view: UIView?) -> CGPoint {
        if let lastMoveTime, let endTime,
           endTime - lastMoveTime > ScrollViewPanGestureRecognizer.stillBeforeReleaseInterval { return .zero }
        return velocity(in: view)
    }

    override func _shouldBeginPanning() -> Bool {
        guard super._shouldBeginPanning() else { return false }
        let t = _translation
        guard abs(t.y) > abs(t.x), sheet?._canBeginDrag == true else {
            if state == .possible { state = .failed }
            return false
        }
        return true
    }

    override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool {
        guard let scrollView = other.view as? UIScrollView, other === scrollView.panGestureRecognizer,
              let sheetView = view, scrollView.isDescendant(of: sheetView) else { return false }
        return scrollView._canScrollVertically
    }
}
