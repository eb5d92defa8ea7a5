import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// M3: the undimmed detents, bad input (logged, never half presented), and
/// M1's presentation controller from a transitioning delegate.
@MainActor
@Suite(.serialized)
struct SheetEdgeCaseTests {
    @Test("M3: at or below largestUndimmedDetentIdentifier there is no dimming and touches outside the sheet reach the presenter; above it the dimming takes them")
    func undimmedPassesTouches() throws {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        var taps = 0
        let presenterTaps = UITapGestureRecognizer()
        presenterTaps.addTarget { _ in taps += 1 }
        s.a.view.addGestureRecognizer(presenterTaps)
        let sheet = s.presentSheet(b) {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        let dimming = try #require(sheet._dimmingView)
        #expect(dimming.alpha == 0)
        #expect(s.window.hitTest(CGPoint(x: 195, y: 100), with: nil) === s.a.view)
        s.backend.tap(at: CGPoint(x: 195, y: 100))
        #expect(taps == 1, "the presenter is touchable around an undimmed sheet")
        #expect(s.window.hitTest(CGPoint(x: 195, y: s.mediumY + 50), with: nil) === b.view, "the sheet still takes its own")

        sheet.selectedDetentIdentifier = .large
        #expect(dimming.alpha == 1)
        // Half-way between the detents while dragged, half dimmed.
        let start = CGPoint(x: 195, y: s.largeY + 40)
        let id = s.press(at: start, moves: s.line(from: start, dy: 10 + (s.mediumY - s.largeY) / 2, steps: 5))
        #expect(abs(dimming.alpha - 0.5) < 0.02, "\(dimming.alpha)")
        s.lift(id, still: false)
        sheet.selectedDetentIdentifier = .large
        s.backend.tap(at: CGPoint(x: 195, y: 5))
        #expect(taps == 1, "the dimming takes the touch above an undimmed detent")
        s.backend.advanceTime(by: 1)
        #expect(s.a.presentedViewController == nil, "and dismisses the sheet")
    }

    @Test("M3: bad input: no detents is [.large()]; a selected identifier that names no detent is ignored; custom resolvers' nil, negative and NaN leave their detent out, a huge one is clamped; each logged")
    func badInput() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        UIViewController._logged.removeAll()
        let huge = UISheetPresentationController.Detent.Identifier("huge")
        let sheet = s.presentSheet(b) {
            $0.detents = []
            $0.selectedDetentIdentifier = .medium
        }
        #expect(sheet.detents.map(\.identifier) == [.large] && sheet.selectedDetentIdentifier == nil)
        #expect(s.sheetY(sheet) == s.largeY)
        #expect(UIViewController._logged.isSuperset(of: ["sheet-empty-detents", "sheet-unknown-detent"]))
        sheet.detents = [
            .custom(identifier: .init("nil")) { _ in nil },
            .custom(identifier: .init("negative")) { _ in -50 },
            .custom(identifier: .init("nan")) { _ in .nan },
            .custom(identifier: huge) { _ in 1e9 },
            .medium(),
        ]
        #expect(sheet._rests().map(\.id) == [.medium, huge], "the bad ones left out, smallest first")
        sheet.selectedDetentIdentifier = huge
        #expect(s.sheetY(sheet) == s.largeY, "clamped to the largest height")
        #expect(UIViewController._logged.isSuperset(of: ["sheet-detent-invalid", "sheet-detent-clamped"]))
        sheet.preferredCornerRadius = .nan
        #expect(sheet.presentedView?.layer.cornerRadius == 10, "a NaN radius falls back to the system's")
        // Only inactive detents: the sheet still shows, at large.
        sheet.detents = [.custom { _ in nil }]
        #expect(s.sheetY(sheet) == s.largeY && sheet._rests().count == 1)
    }

    @Test("M3: a dismissal from code during a drag ends the drag; the finger's later moves and lift do nothing, and the next sheet drags normally")
    func dismissDuringDrag() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let sheet = s.presentSheet(b) { $0.detents = [.medium(), .large()] }
        let start = CGPoint(x: 195, y: s.mediumY + 40)
        let id = s.press(at: start, moves: s.line(from: start, dy: -100, steps: 4))
        b.dismiss(animated: true)
        s.move(id, through: s.line(from: CGPoint(x: 195, y: start.y - 100), dy: -100, steps: 3))
        s.lift(id)
        #expect(s.a.presentedViewController == nil && sheet._drag == nil && sheet.containerView == nil)
        let c = LoggingController("C", s.log)
        let next = s.presentSheet(c) { $0.detents = [.medium(), .large()] }
        let again = s.press(at: start, moves: s.line(from: start, dy: -300, steps: 10))
        s.lift(again)
        #expect(next.selectedDetentIdentifier == .large)
    }

    final class DimmingPresentation: UIPresentationController {
        var calls: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            CGRect(x: 20, y: 100, width: (containerView?.bounds.width ?? 0) - 40, height: 300)
        }
        override func presentationTransitionWillBegin() { calls.append("willBegin \(containerView != nil)") }
        override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("didEnd \(completed)") }
        override func dismissalTransitionWillBegin() { calls.append("dismissalWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { calls.append("dismissalDidEnd \(completed)") }
        override func containerViewWillLayoutSubviews() { calls.append("willLayout") }
    }

    final class CustomDelegate: UIViewControllerTransitioningDelegate {
        var made: DimmingPresentation?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let pc = DimmingPresentation(presentedViewController: presented, presenting: presenting)
            made = pc
            return pc
        }
    }

    @Test("M1: a .custom presentation uses the transitioning delegate's presentation controller: its frame, a container of its own, its hooks in order")
    func customPresentationController() throws {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        b.modalPresentationStyle = .custom
        let delegate = CustomDelegate()
        b.transitioningDelegate = delegate
        s.a.present(b, animated: false)
        let pc = try #require(delegate.made)
        #expect(b.presentationController === pc && b.sheetPresentationController == nil)
        #expect(b.view.frame == CGRect(x: 20, y: 100, width: 350, height: 300))
        #expect(pc.containerView is PresentationContainerView && b.view.superview === pc.containerView)
        s.backend.stepFrame()
        #expect(pc.calls.prefix(2) == ["willBegin true", "didEnd true"] && pc.calls.contains("willLayout"))
        #expect(s.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === pc.containerView, "its container takes touches outside")
        pc.calls.removeAll()
        b.dismiss(animated: false)
        #expect(pc.calls == ["dismissalWillBegin", "dismissalDidEnd true"] && pc.containerView == nil)
        #expect(s.log.take().filter { $0.hasPrefix("A") }.isEmpty)
    }

    @Test("M3: touches cancelled by the compositor mid-drag settle the sheet back on a detent, without dismissing it (the appear calls again), and leave no touch stuck")
    func cancelledDrag() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let delegate = SheetDelegateLog()
        let sheet = s.presentSheet(b) {
            $0.detents = [.medium()]
            $0.delegate = delegate
        }
        _ = s.log.take()
        let start = CGPoint(x: 195, y: s.mediumY + 40)
        s.press(at: start, moves: s.line(from: start, dy: 300, steps: 5))
        #expect(s.log.take() == ["B viewWillDisappear"])
        s.backend.cancelTouches()
        s.backend.advanceTime(by: 1)
        #expect(s.a.presentedViewController === b && s.sheetY(sheet) == s.mediumY)
        #expect(s.log.take() == ["B viewWillAppear", "B viewIsAppearing", "B viewDidAppear"])
        #expect(delegate.take() == ["shouldDismiss", "willDismiss"])
        // The next touch drags as usual.
        let id = s.press(at: start, moves: s.line(from: start, dy: 400, steps: 4))
        s.lift(id, still: false)
        #expect(s.a.presentedViewController == nil && delegate.take().last == "didDismiss")
    }

    @Test("M3: when the window is resized the sheet is laid out again at its detent for the new size")
    func windowResize() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let sheet = s.presentSheet(b) { $0.detents = [.medium(), .large()] }
        s.window.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        s.backend.stepFrame()
        #expect(sheet.presentedView?.frame.width == 390)
        #expect(s.sheetY(sheet) == 600 - ((600 - s.largeY) * 0.5).rounded(), "\(s.sheetY(sheet))")
        #expect(b.view.frame.height == ((600 - s.largeY) * 0.5).rounded())
    }

    @Test("U1: presentation controllers and detents are equal only to themselves and hash by identity, as NSObjects")
    func identity() {
        let s = SheetScene()
        let b = UIViewController(), c = UIViewController()
        let pb = b.presentationController, pc = c.presentationController
        #expect(pb == b.presentationController && pb != pc)
        #expect(Set([pb, pc, pb].compactMap { $0 }).count == 2)
        let medium = UISheetPresentationController.Detent.medium()
        #expect(medium == medium && medium != .medium() && medium.identifier == .medium)
        #expect("\(medium)".contains("com.apple.UIKit.medium"))
        _ = s
    }
}
