import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// M1, M3: dismissing a sheet: by the user (swipe down, tap on the
/// dimming), refused (`isModalInPresentation`, the delegate), from code; and
/// the appearance calls (V2) that go with each.
@MainActor
@Suite(.serialized)
struct SheetDismissalTests {
    @Test("M1, M3: a swipe down dismisses: shouldDismiss and WillDismiss as it passes the lowest detent, with viewWillDisappear; DidDismiss and viewDidDisappear at the end; the presenter hears nothing")
    func swipeDownDismisses() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let delegate = SheetDelegateLog()
        let sheet = s.presentSheet(b) { $0.delegate = delegate }
        _ = s.log.take()
        let start = CGPoint(x: 195, y: 300)
        let id = s.press(at: start, moves: s.line(from: start, dy: 5, steps: 1))
        #expect(delegate.calls.isEmpty && s.log.lines.isEmpty, "not moved yet")
        s.move(id, through: s.line(from: CGPoint(x: 195, y: 305), dy: 400, steps: 8))
        #expect(delegate.take() == ["shouldDismiss", "willDismiss"])
        #expect(s.log.take() == ["B viewWillDisappear"])
        #expect(abs(s.sheetY(sheet) - (s.largeY + 395)) <= 1, "follows the finger down")
        s.lift(id, still: false)
        #expect(delegate.take() == ["didDismiss"])
        #expect(s.log.take() == ["B viewDidDisappear"], "the presenter of a sheet is told nothing (V2)")
        #expect(s.a.presentedViewController == nil && b.viewIfLoaded?.window == nil)
        #expect(s.window.subviews.allSatisfy { !($0 is PresentationContainerView) }, "the container is gone")
    }

    @Test("M1: while a sheet is dragged down the presented controller gets viewWillDisappear; when the drag is given up the appear calls come again and no DidDismiss")
    func dragDownGivenUp() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let delegate = SheetDelegateLog()
        let sheet = s.presentSheet(b) {
            $0.detents = [.medium()]
            $0.delegate = delegate
        }
        _ = s.log.take()
        let start = CGPoint(x: 195, y: s.mediumY + 40)
        let id = s.press(at: start, moves: s.line(from: start, dy: 120, steps: 6))
        #expect(s.log.take() == ["B viewWillDisappear"])
        #expect(b.isViewLoaded && s.sheetY(sheet) > s.mediumY + 100)
        // Back up near the detent, held, and lifted: it settles back.
        s.move(id, through: s.line(from: CGPoint(x: 195, y: start.y + 120), dy: -100, steps: 5))
        s.lift(id)
        #expect(s.log.take() == ["B viewWillAppear", "B viewIsAppearing", "B viewDidAppear"])
        #expect(delegate.take() == ["shouldDismiss", "willDismiss"], "WillDismiss but no DidDismiss")
        #expect(s.a.presentedViewController === b && s.sheetY(sheet) == s.mediumY)
        // Given up again, and the settle replaced by a change from code:
        // viewDidAppear comes at once, not never.
        let again = s.press(at: start, moves: s.line(from: start, dy: 120, steps: 6))
        s.backend.advanceTime(by: 0.1)
        s.backend.touchUp(again)
        #expect(s.log.take() == ["B viewWillDisappear", "B viewWillAppear", "B viewIsAppearing"])
        sheet.prefersGrabberVisible = true
        #expect(s.log.take() == ["B viewDidAppear"])
        s.backend.advanceTime(by: 1)
        #expect(s.log.take().isEmpty && s.sheetY(sheet) == s.mediumY)
    }

    @Test("M1, M3: with isModalInPresentation a swipe down resists, springs back, and the delegate hears DidAttemptToDismiss; no appearance calls")
    func modalInPresentationRefuses() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        b.isModalInPresentation = true
        let delegate = SheetDelegateLog()
        let sheet = s.presentSheet(b) { $0.delegate = delegate }
        _ = s.log.take()
        let start = CGPoint(x: 195, y: 300)
        let id = s.press(at: start, moves: s.line(from: start, dy: 400, steps: 8))
        let y = s.sheetY(sheet)
        #expect(y > s.largeY + 5 && y < s.largeY + 300, "resists: \(y) for a 390-point pull")
        s.lift(id, still: false)
        #expect(delegate.take() == ["didAttemptToDismiss"], "isModalInPresentation: the delegate is not asked")
        #expect(s.sheetY(sheet) == s.largeY && s.a.presentedViewController === b)
        #expect(s.log.take().isEmpty)
    }

    @Test("M1, M3: presentationControllerShouldDismiss returning false refuses a swipe down and a tap on the dimming; both call DidAttemptToDismiss")
    func delegateRefuses() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let delegate = SheetDelegateLog()
        delegate.allowsDismissal = false
        let sheet = s.presentSheet(b) {
            $0.detents = [.medium()]
            $0.delegate = delegate
        }
        let start = CGPoint(x: 195, y: s.mediumY + 40)
        let id = s.press(at: start, moves: s.line(from: start, dy: 300, steps: 6))
        s.lift(id, still: false)
        #expect(delegate.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(s.sheetY(sheet) == s.mediumY && s.a.presentedViewController === b)
        s.backend.tap(at: CGPoint(x: 195, y: 100))
        s.backend.advanceTime(by: 1)
        #expect(delegate.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(s.a.presentedViewController === b)
    }

    @Test("M1, M3: a tap on the dimming dismisses the sheet as the user's dismissal: WillDismiss, then DidDismiss once it has slid away")
    func dimmingTapDismisses() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let delegate = SheetDelegateLog()
        let presenterTaps = UITapGestureRecognizer()
        var taps = 0
        presenterTaps.addTarget { _ in taps += 1 }
        s.a.view.addGestureRecognizer(presenterTaps)
        s.presentSheet(b) {
            $0.detents = [.medium()]
            $0.delegate = delegate
        }
        s.backend.tap(at: CGPoint(x: 195, y: 100))
        #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
        #expect(s.a.presentedViewController === b, "sliding away")
        s.backend.advanceTime(by: 1)
        #expect(delegate.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(s.a.presentedViewController == nil && taps == 0, "the dimming took the tap")
    }

    @Test("M1: dismiss(animated:) from code calls neither WillDismiss nor DidDismiss, nor asks shouldDismiss")
    func codeDismissalIsSilent() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let delegate = SheetDelegateLog()
        let sheet = s.presentSheet(b) { $0.delegate = delegate }
        var done = false
        b.dismiss(animated: true) { done = true }
        s.backend.stepFrame()
        s.backend.advanceTime(by: 0.15)
        let y = s.sheetY(sheet)
        #expect(y > s.largeY + 5 && y < 844, "slides down: \(y)")
        s.backend.advanceTime(by: 1)
        #expect(done && s.a.presentedViewController == nil)
        #expect(delegate.calls.isEmpty)
    }

    @Test("V2, M1: presenting and dismissing a sheet with animation sends the presenter no appearance calls; the presented controller gets all four after the slide; the dimming fades in")
    func presenterGetsNothing() throws {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        var presented = false
        s.a.present(b, animated: true) { presented = true }
        let sheet = try #require(b.sheetPresentationController)
        s.backend.stepFrame()
        s.backend.advanceTime(by: 0.15)
        let y = s.sheetY(sheet)
        #expect(y > s.largeY + 5 && y < 844, "slides up: \(y)")
        let dimming = try #require(sheet._dimmingView)
        #expect(dimming._presentedAlpha > 0.05 && dimming._presentedAlpha < 0.95, "fading in: \(dimming._presentedAlpha)")
        #expect(!presented && s.log.lines.last == "B viewIsAppearing")
        s.backend.advanceTime(by: 1)
        #expect(presented && s.sheetY(sheet) == s.largeY && dimming.alpha == 1)
        b.dismiss(animated: true)
        s.backend.advanceTime(by: 1)
        #expect(s.log.take() == ["B viewDidLoad", "B viewWillAppear", "B viewIsAppearing", "B viewDidAppear",
                                 "B viewWillDisappear", "B viewDidDisappear"])
        #expect(!s.a.view.isHidden)
    }

    @Test("M1, V2: a delegate that adapts the sheet to .fullScreen gets a full-screen presentation: the presenter's appearance calls, no sheet")
    func adaptsToFullScreen() {
        final class FullScreen: UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .fullScreen }
        }
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let delegate = FullScreen()
        b.presentationController?.delegate = delegate
        s.a.present(b, animated: false)
        #expect(b.view.frame == s.window.bounds && b.view.superview === s.window)
        #expect(s.log.take() == ["A viewWillDisappear", "B viewDidLoad", "B viewWillAppear", "B viewIsAppearing", "B viewDidAppear", "A viewDidDisappear"])
        b.dismiss(animated: false)
        #expect(s.a.presentedViewController == nil)
    }
}
