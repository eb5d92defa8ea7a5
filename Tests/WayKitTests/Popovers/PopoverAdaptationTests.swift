import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// M1: a popover in a compact-width window adapts (a page sheet by
/// default, or the delegate's style; `.none` keeps the popover), and bad
/// input is logged once and still shows the whole popover.
@MainActor
@Suite(.serialized)
struct PopoverAdaptationTests {
    @Test("M1: in a compact window a popover is a page sheet; the sheet's user dismissals reach the popover's delegate naming the popover; the presenter gets no appearance calls")
    func compactAdaptsToSheet() throws {
        let s = PopoverScene(size: CGSize(width: 390, height: 844), sourceFrame: CGRect(x: 100, y: 100, width: 40, height: 30))
        #expect(s.window.traitCollection.horizontalSizeClass == .compact)
        let b = LoggingController("B", s.log)
        let delegate = PopoverDelegateLog()
        let popover = try #require(s.presentPopover(b) { $0.delegate = delegate })
        #expect(delegate.take() == ["adaptive"], "asked, and not prepared as a popover")
        #expect(popover.arrowDirection == .unknown)
        let sheetView = try #require(popover.presentedView as? SheetView, "shown as a sheet")
        #expect(sheetView.frame.width == 390 && sheetView.frame.minY == s.scene.largeY, "a large page sheet: \(sheetView.frame)")
        #expect(b.view.isDescendant(of: sheetView))
        #expect(b.presentationController === popover && b.sheetPresentationController == nil)
        #expect(s.log.take() == ["B viewDidLoad", "B viewWillAppear", "B viewIsAppearing", "B viewDidAppear"])
        // A tap on the dimming above the sheet: a user dismissal.
        s.backend.tap(at: CGPoint(x: 195, y: s.scene.largeY / 2))
        s.backend.advanceTime(by: 1)
        #expect(delegate.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(delegate.subjects.allSatisfy { $0 === popover } && delegate.subjects.count == 3)
        #expect(s.a.presentedViewController == nil)
        #expect(s.log.take() == ["B viewWillDisappear", "B viewDidDisappear"])
    }

    @Test("M1: the adaptive sheet takes the app's detents; a delegate's .fullScreen is honoured (the presenter disappears), .formSheet is a sheet")
    func compactAdaptsToDelegateStyles() throws {
        let s = PopoverScene(size: CGSize(width: 390, height: 844))
        let b = LoggingController("B", s.log)
        var popover = try #require(s.presentPopover(b) {
            $0.adaptiveSheetPresentationController.detents = [.medium()]
        })
        #expect(abs((popover.presentedView?.frame.minY ?? 0) - s.scene.mediumY) <= 1, "at the medium detent")
        b.dismiss(animated: false)
        _ = s.log.take()

        let delegate = PopoverDelegateLog()
        delegate.adaptation = .fullScreen
        let c = LoggingController("C", s.log)
        popover = try #require(s.presentPopover(c) { $0.delegate = delegate })
        #expect(c.view.frame == s.window.bounds && c.view.superview === s.window)
        #expect(s.log.take().contains("A viewDidDisappear"), "full screen: the presenter goes")
        c.dismiss(animated: false)
        #expect(s.log.take().contains("A viewDidAppear"))

        delegate.adaptation = .formSheet
        let d = LoggingController("D", s.log)
        popover = try #require(s.presentPopover(d) { $0.delegate = delegate })
        #expect(popover.presentedView is SheetView)
        d.dismiss(animated: false)
    }

    @Test("M1: a window resized from regular to compact width turns a shown popover into its sheet, and back into a popover, with no appearance calls; the delegate is asked again")
    func resizeAdaptsAgain() throws {
        let s = PopoverScene(sourceFrame: CGRect(x: 100, y: 100, width: 40, height: 30))
        let b = LoggingController("B", s.log)
        let delegate = PopoverDelegateLog()
        let popover = try #require(s.presentPopover(b) { $0.delegate = delegate })
        _ = s.log.take()
        _ = delegate.take()
        #expect(popover.presentedView is PopoverView)
        s.window.frame = CGRect(x: 0, y: 0, width: 390, height: 768)
        s.backend.stepFrame()
        #expect(delegate.take() == ["adaptive"])
        let sheetView = try #require(popover.presentedView as? SheetView, "now a sheet")
        #expect(b.view.isDescendant(of: sheetView) && sheetView.frame.width == 390)
        #expect(popover.arrowDirection == .unknown)
        #expect(s.window.subviews.filter { $0 is PopoverContainerView }.isEmpty, "the popover's container is gone")
        s.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        s.backend.stepFrame()
        #expect(popover.presentedView is PopoverView && popover.arrowDirection == .up, "a popover again")
        #expect(popover.frameOfPresentedViewInContainerView.minY == 143)
        #expect(s.log.take().isEmpty, "no appearance calls")
        #expect(s.a.presentedViewController === b)
        // .none from the delegate keeps it a popover in compact width.
        delegate.adaptation = UIModalPresentationStyle.none
        s.window.frame = CGRect(x: 0, y: 0, width: 390, height: 768)
        s.backend.stepFrame()
        #expect(popover.presentedView is PopoverView && popover.arrowDirection != .unknown)
        s.backend.tap(at: CGPoint(x: 300, y: 700))
        s.backend.advanceTime(by: 0.5)
        #expect(s.a.presentedViewController == nil && delegate.take().contains("didDismiss"))
    }

    @Test("M1: a delegate answering .none keeps a popover in a compact window, placed and clamped inside it")
    func compactNoneKeepsPopover() throws {
        let s = PopoverScene(size: CGSize(width: 390, height: 844), sourceFrame: CGRect(x: 300, y: 100, width: 40, height: 30))
        let b = LoggingController("B", s.log)
        let delegate = PopoverDelegateLog()
        delegate.adaptation = UIModalPresentationStyle.none
        let popover = try #require(s.presentPopover(b, size: CGSize(width: 600, height: 2000)) { $0.delegate = delegate })
        #expect(delegate.take() == ["adaptive", "prepare"])
        #expect(popover.arrowDirection == .up)
        let card = popover.frameOfPresentedViewInContainerView
        #expect(card.minX == s.area.minX && card.maxX == s.area.maxX, "clamped to the window's width less the margins: \(card)")
        #expect(card.minY == 143 && card.maxY == s.area.maxY, "and to the room below the source: \(card)")
        #expect(s.log.take() == ["B viewDidLoad", "B viewWillAppear", "B viewIsAppearing", "B viewDidAppear"])
        s.backend.tap(at: CGPoint(x: 100, y: 50))
        s.backend.advanceTime(by: 0.5)
        #expect(s.a.presentedViewController == nil, "a tap outside dismisses it")
    }

    @Test("M1: bad input is logged once and degrades: no source, a source view in no window: centred without an arrow; a NaN sourceRect: the source view's bounds; empty permitted directions: any; touches still dismiss")
    func badInput() throws {
        var s = PopoverScene()
        for kind in ["popover-no-source", "popover-source-offscreen", "popover-bad-source-rect", "popover-no-arrow-directions"] {
            forgetLogged(kind)
        }
        var b = LoggingController("B", s.log)
        var popover = try #require(s.presentPopover(b) { $0.sourceView = nil })
        #expect(wasLogged("popover-no-source"))
        #expect(popover.arrowDirection == .unknown)
        let card = popover.frameOfPresentedViewInContainerView
        #expect(abs(card.midX - s.area.midX) <= 1 && abs(card.midY - s.area.midY) <= 1 && card.size == CGSize(width: 300, height: 200))
        s.backend.tap(at: CGPoint(x: 50, y: 700))
        s.backend.advanceTime(by: 0.5)
        #expect(s.a.presentedViewController == nil && popover.containerView == nil, "nothing left behind")

        b = LoggingController("B", s.log)
        popover = try #require(s.presentPopover(b) { $0.sourceView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) })
        #expect(wasLogged("popover-source-offscreen") && popover.arrowDirection == .unknown)
        b.dismiss(animated: false)

        s = PopoverScene()
        b = LoggingController("B", s.log)
        popover = try #require(s.presentPopover(b) {
            $0.sourceRect = CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 4)
            $0.permittedArrowDirections = []
        })
        #expect(wasLogged("popover-bad-source-rect") && wasLogged("popover-no-arrow-directions"))
        #expect(popover.arrowDirection == .up)
        #expect(popover.frameOfPresentedViewInContainerView == CGRect(x: 370, y: 143, width: 300, height: 200), "as for the source's bounds")
        s.backend.tap(at: CGPoint(x: 50, y: 700))
        s.backend.advanceTime(by: 0.5)
        #expect(s.a.presentedViewController == nil)
    }

    @Test("M1: a bar button item in a navigation bar is a source: the arrow points at its button; the popover follows a window resize, and the delegate hears willRepositionPopoverTo")
    func barButtonSourceAndResize() throws {
        let backend = HeadlessBackend(size: CGSize(width: 1024, height: 768))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let root = UIViewController()
        let item = UIBarButtonItem(title: "Share", style: .plain)
        root.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let button = try #require(item.frame(in: window), "the bar shows the item")
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(b.popoverPresentationController)
        popover.barButtonItem = item
        #expect(popover.sourceItem === item)
        nav.present(b, animated: false)
        backend.stepFrame()
        #expect(popover.arrowDirection == .up)
        let card = popover.frameOfPresentedViewInContainerView
        #expect(card.minY == button.maxY + 13, "under the button: \(card) \(button)")
        #expect(card.maxX == 1024 - window.safeAreaInsets.right - 10, "near the right edge: \(card)")

        // Resized narrower but still regular: placed again.
        final class Reposition: UIPopoverPresentationControllerDelegate {
            var count = 0
            func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                               willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                               in view: AutoreleasingUnsafeMutablePointer<UIView>) { count += 1 }
        }
        let source = UIView(frame: CGRect(x: 100, y: 300, width: 20, height: 20))
        root.view.addSubview(source)
        let repo = Reposition()
        popover.delegate = repo
        popover.sourceView = source
        popover.sourceItem = nil
        #expect(popover.frameOfPresentedViewInContainerView.minY == 333, "a new source places it at once")
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 768)
        backend.stepFrame()
        #expect(repo.count == 1)
        #expect(popover.frameOfPresentedViewInContainerView.maxX <= 800 - 10)
        b.dismiss(animated: false)
    }
}
