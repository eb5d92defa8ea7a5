import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A window with a presenter "A" (red, logging its appearance calls) on a
/// fresh headless backend, and helpers to present a sheet and drag it.
@MainActor
final class SheetScene {
    let backend: HeadlessBackend
    let window: UIWindow
    let log = CallLog()
    let a: LoggingController

    init(size: CGSize = CGSize(width: 390, height: 844)) {
        backend = HeadlessBackend(size: size)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        a = LoggingController("A", log)
        a.view.backgroundColor = .red
        window.rootViewController = a
        window.makeKeyAndVisible()
        _ = log.take()
    }

    /// The top of a `.large()` sheet: 10 points below the safe area.
    var largeY: CGFloat { window.safeAreaInsets.top + 10 }
    /// The top of a `.medium()` sheet: half the large height, from the bottom.
    var mediumY: CGFloat { window.bounds.height - ((window.bounds.height - largeY) * 0.5).rounded() }

    /// Presents `b` without animation, after `configure` set its sheet up.
    @discardableResult
    func presentSheet(_ b: UIViewController, configure: (UISheetPresentationController) -> Void = { _ in }) -> UISheetPresentationController {
        let sheet = b.sheetPresentationController
        #expect(sheet != nil, "a page sheet has a sheet presentation controller")
        if let sheet { configure(sheet) }
        a.present(b, animated: false)
        backend.stepFrame()
        return sheet ?? UISheetPresentationController(presentedViewController: b, presenting: a)
    }

    /// The sheet's top now, as drawn.
    func sheetY(_ sheet: UISheetPresentationController) -> CGFloat {
        guard let v = sheet.presentedView else { return .nan }
        return v._presentedCenter.y - v.bounds.height / 2
    }

    /// A finger put down at `start`, moved through `moves` one event
    /// interval apart. Returns its id (still down).
    @discardableResult
    func press(at start: CGPoint, moves: [CGPoint]) -> Int {
        let id = backend.touchDown(at: start)
        move(id, through: moves)
        return id
    }

    func move(_ id: Int, through moves: [CGPoint]) {
        for p in moves {
            backend.advanceTime(by: backend.eventInterval)
            backend.touchMove(id, to: p)
        }
    }

    /// Points from `start` straight down (`dy` > 0) or up in `steps` moves.
    func line(from start: CGPoint, dy: CGFloat, steps: Int) -> [CGPoint] {
        (1...steps).map { CGPoint(x: start.x, y: start.y + dy * CGFloat($0) / CGFloat(steps)) }
    }

    /// Lifts the finger after holding it still (no speed), or at once (a
    /// flick), then lets everything settle.
    func lift(_ id: Int, still: Bool = true) {
        backend.advanceTime(by: still ? 0.1 : backend.eventInterval)
        backend.touchUp(id)
        backend.advanceTime(by: 1)
    }
}

/// Records what a sheet's delegate is told.
@MainActor
final class SheetDelegateLog: UISheetPresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        calls.append("didChangeDetent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
    func take() -> [String] { defer { calls.removeAll() }; return calls }
}

/// A presented controller whose view is a tall scrolling list (a plain
/// scroll view filling it, 3000 points of content).
@MainActor
final class ScrollingController: LoggingController {
    let scrollView = UIScrollView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 10, height: 3000)
        view.addSubview(scrollView)
    }
    var offset: CGFloat { scrollView.contentOffset.y }
    var topOffset: CGFloat { -scrollView.adjustedContentInset.top }
}
