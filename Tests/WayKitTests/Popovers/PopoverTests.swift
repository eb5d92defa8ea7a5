import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// M1: popovers in a regular-width window: placement by the source and the
/// permitted arrow directions, touches outside and in passthrough views,
/// user dismissals against dismissals from code, appearance calls, the fade.
@MainActor
@Suite(.serialized)
struct PopoverTests {
    @Test("M1: a popover is placed below its source (arrow up) when it fits, above it (arrow down) when not, to the side for .left and .right, 13 points from the source, its content the preferredContentSize")
    func placementByDirection() throws {
        // Room below: an up arrow, the card 13 points under the source,
        // centred on it.
        var s = PopoverScene(sourceFrame: CGRect(x: 500, y: 100, width: 40, height: 30))
        var b = LoggingController("B", s.log)
        var popover = try #require(s.presentPopover(b))
        #expect(popover.arrowDirection == .up)
        #expect(popover.frameOfPresentedViewInContainerView == CGRect(x: 370, y: 143, width: 300, height: 200))
        #expect(s.frame(of: b.view) == CGRect(x: 370, y: 143, width: 300, height: 200), "the content is the card")
        #expect(b.view.window === s.window)

        // No room below: above it, an arrow pointing down.
        s = PopoverScene(sourceFrame: CGRect(x: 500, y: 650, width: 40, height: 30))
        b = LoggingController("B", s.log)
        popover = try #require(s.presentPopover(b))
        #expect(popover.arrowDirection == .down)
        #expect(popover.frameOfPresentedViewInContainerView == CGRect(x: 370, y: 650 - 13 - 200, width: 300, height: 200))

        // Only .left: to the right of the source, centred on its middle.
        s = PopoverScene(sourceFrame: CGRect(x: 100, y: 300, width: 40, height: 30))
        b = LoggingController("B", s.log)
        popover = try #require(s.presentPopover(b) { $0.permittedArrowDirections = .left })
        #expect(popover.arrowDirection == .left)
        #expect(popover.frameOfPresentedViewInContainerView == CGRect(x: 153, y: 215, width: 300, height: 200))

        // Only .right: to its left.
        s = PopoverScene(sourceFrame: CGRect(x: 900, y: 300, width: 40, height: 30))
        b = LoggingController("B", s.log)
        popover = try #require(s.presentPopover(b) { $0.permittedArrowDirections = .right })
        #expect(popover.arrowDirection == .right)
        #expect(popover.frameOfPresentedViewInContainerView == CGRect(x: 900 - 13 - 300, y: 215, width: 300, height: 200))
    }

    @Test("M1: a popover follows its content's preferredContentSize while shown, and a new sourceRect")
    func followsContentSize() throws {
        let s = PopoverScene()
        let b = LoggingController("B", s.log)
        let popover = try #require(s.presentPopover(b))
        b.preferredContentSize = CGSize(width: 400, height: 100)
        #expect(popover.frameOfPresentedViewInContainerView == CGRect(x: 320, y: 143, width: 400, height: 100))
        #expect(b.view.frame.size == CGSize(width: 400, height: 100))
        popover.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(popover.frameOfPresentedViewInContainerView == CGRect(x: 305, y: 123, width: 400, height: 100))
    }

    @Test("M1: a permitted direction with too little room shrinks the popover to fit; near the window's edge the card slides inside the margins and the arrow still points at the source")
    func placementClamped() throws {
        let s = PopoverScene(sourceFrame: CGRect(x: 990, y: 600, width: 30, height: 30))
        let b = LoggingController("B", s.log)
        let popover = try #require(s.presentPopover(b) { $0.permittedArrowDirections = .up })
        let card = popover.frameOfPresentedViewInContainerView
        #expect(popover.arrowDirection == .up)
        #expect(card.minY == 643 && card.maxY == s.area.maxY, "shrunk to the room below: \(card)")
        #expect(card.width == 300 && card.maxX == s.area.maxX, "slid left inside the margin: \(card)")
        let arrow = try #require(popover.presentedView)
        #expect(arrow.frame.minY == 630, "the view reaches up to the source with its arrow: \(arrow.frame)")
        #expect((arrow as? PopoverView)?.arrowDirection == .up)
        let tip = try #require((arrow as? PopoverView)?.arrowTip)
        #expect(tip.y == 0 && abs(arrow.frame.minX + tip.x - 1005) <= 13 + 13, "the tip is at the source's middle, kept off the corner: \(tip)")
    }

    @Test("M1: a touch in a passthrough view reaches it and the popover stays; a touch elsewhere outside reaches nothing under it")
    func passthroughViews() throws {
        let s = PopoverScene()
        let pass = LoggingView(frame: CGRect(x: 20, y: 600, width: 100, height: 100))
        let other = LoggingView(frame: CGRect(x: 800, y: 600, width: 100, height: 100))
        s.a.view.addSubview(pass)
        s.a.view.addSubview(other)
        let b = LoggingController("B", s.log)
        try #require(s.presentPopover(b) { $0.passthroughViews = [pass] })
        s.backend.tap(at: CGPoint(x: 70, y: 650))
        s.backend.advanceTime(by: 0.5)
        #expect(pass.log.contains { $0.contains("began") } && pass.log.contains { $0.contains("ended") }, "\(pass.log)")
        #expect(s.a.presentedViewController === b, "the popover stays")
        s.backend.tap(at: CGPoint(x: 850, y: 650))
        s.backend.advanceTime(by: 0.5)
        #expect(other.log.isEmpty, "the touch outside is the popover's: \(other.log)")
        #expect(s.a.presentedViewController == nil, "and dismisses it")
    }

    @Test("M1: a tap outside is a user dismissal: ShouldDismissPopover, ShouldDismiss, WillDismiss, then DidDismissPopover and DidDismiss once gone; either refusal keeps it and reports the attempt; a tap on the popover does nothing")
    func touchOutsideDismisses() throws {
        let s = PopoverScene()
        let b = LoggingController("B", s.log)
        let delegate = PopoverDelegateLog()
        let popover = try #require(s.presentPopover(b) { $0.delegate = delegate })
        #expect(delegate.take() == ["prepare"], "regular width: no adaptation asked")
        s.backend.tap(at: CGPoint(x: 520, y: 250))
        s.backend.advanceTime(by: 0.5)
        #expect(delegate.take().isEmpty && s.a.presentedViewController === b, "a tap on the popover is its content's")

        delegate.allowsPopoverDismissal = false
        s.backend.tap(at: CGPoint(x: 100, y: 600))
        s.backend.advanceTime(by: 0.5)
        #expect(delegate.take() == ["shouldDismissPopover", "didAttemptToDismiss"])
        #expect(s.a.presentedViewController === b)
        delegate.allowsPopoverDismissal = true
        delegate.allowsDismissal = false
        s.backend.tap(at: CGPoint(x: 100, y: 600))
        s.backend.advanceTime(by: 0.5)
        #expect(delegate.take() == ["shouldDismissPopover", "shouldDismiss", "didAttemptToDismiss"])
        #expect(s.a.presentedViewController === b)

        delegate.allowsDismissal = true
        delegate.subjects.removeAll()
        s.backend.tap(at: CGPoint(x: 100, y: 600))
        #expect(delegate.take() == ["shouldDismissPopover", "shouldDismiss", "willDismiss"])
        s.backend.advanceTime(by: 0.1)
        #expect(s.a.presentedViewController === b && delegate.calls.isEmpty, "fading out")
        s.backend.advanceTime(by: 0.5)
        #expect(delegate.take() == ["didDismissPopover", "didDismiss"])
        #expect(s.a.presentedViewController == nil && b.viewIfLoaded?.window == nil)
        #expect(delegate.subjects.allSatisfy { $0 === popover })
        #expect(popover.containerView == nil)
    }

    @Test("M1: dismiss from code calls none of the delegate's dismissal methods; isModalInPresentation refuses a tap outside")
    func dismissFromCode() throws {
        let s = PopoverScene()
        let b = LoggingController("B", s.log)
        let delegate = PopoverDelegateLog()
        try #require(s.presentPopover(b) { $0.delegate = delegate })
        _ = delegate.take()
        b.isModalInPresentation = true
        s.backend.tap(at: CGPoint(x: 100, y: 600))
        s.backend.advanceTime(by: 0.5)
        #expect(delegate.take() == ["shouldDismissPopover", "didAttemptToDismiss"])
        #expect(s.a.presentedViewController === b)
        b.dismiss(animated: true)
        s.backend.advanceTime(by: 0.5)
        #expect(s.a.presentedViewController == nil)
        #expect(delegate.take().isEmpty, "dismiss from code: no delegate calls")
    }

    @Test("M1, V2: a popover sends the presenter no appearance calls; the popover's own come in order; it fades in and out on the app's clock, asking for a compositing layer while shown")
    func appearanceAndFade() throws {
        let s = PopoverScene()
        let b = LoggingController("B", s.log)
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = s.source
        s.a.present(b, animated: true)
        s.backend.stepFrame()
        s.backend.advanceTime(by: 0.1)
        let view = try #require(b.popoverPresentationController?.presentedView as? PopoverView)
        let alpha = view._presentedAlpha
        #expect(alpha > 0.05 && alpha < 0.95, "fading in: \(alpha)")
        #expect(view._wantsCompositingLayer, "the popover asks to be a layer")
        s.backend.advanceTime(by: 0.5)
        #expect(view.alpha == 1)
        #expect(s.log.take() == ["B viewDidLoad", "B viewWillAppear", "B viewIsAppearing", "B viewDidAppear"])
        b.dismiss(animated: true)
        s.backend.advanceTime(by: 0.1)
        #expect(view._presentedAlpha < 0.95 && b.view.window != nil, "fading out")
        s.backend.advanceTime(by: 0.5)
        #expect(s.log.take() == ["B viewWillDisappear", "B viewDidDisappear"])
        #expect(!view._wantsCompositingLayer && view.window == nil, "the layer is given up with the window")
        #expect(!s.a.view.isHidden)
    }
}
