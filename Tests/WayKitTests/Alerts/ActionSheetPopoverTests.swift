import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// M2: an action sheet in a regular-width window is a popover from its
/// source, without its cancel button; a tap outside dismisses it and then
/// runs the cancel action's handler. In a compact window it stays the
/// bottom sheet.
@MainActor
@Suite(.serialized)
struct ActionSheetPopoverTests {
    func makeSheet(_ handlers: HandlerLog) -> UIAlertController {
        let sheet = UIAlertController(title: nil, message: "Share the photo", preferredStyle: .actionSheet)
        sheet.addAction(handlers.action("Cancel", .cancel))
        sheet.addAction(handlers.action("Message"))
        sheet.addAction(handlers.action("Delete", .destructive))
        return sheet
    }

    @Test("M2: in a regular-width window an action sheet is a popover pointing at its source, 304 points wide, without its cancel button; its buttons still work")
    func regularWidthIsPopover() throws {
        let f = AlertFixture(size: CGSize(width: 1024, height: 768))
        let source = UIView(frame: CGRect(x: 600, y: 80, width: 44, height: 44))
        f.presenterView.addSubview(source)
        let handlers = HandlerLog(f.presenter)
        let sheet = makeSheet(handlers)
        let popover = try #require(sheet.popoverPresentationController)
        popover.sourceView = source
        f.present(sheet)
        #expect(popover.arrowDirection == .up)
        let card = popover.frameOfPresentedViewInContainerView
        #expect(card.minY == 124 + 13 && card.width == 304 && abs(card.midX - 622) <= 1, "\(card)")
        let view = try #require(sheet._alertView)
        #expect(view.cancelCard.isHidden && view.dimmingView.isHidden, "no cancel button, no dimming")
        #expect(sheet.actions.contains { $0.style == .cancel }, "the cancel action still exists")
        let message = f.frame(of: "Message", in: sheet), delete = f.frame(of: "Delete", in: sheet)
        #expect(message.width == 304 && message.maxY == delete.minY && delete.maxY <= card.maxY + 0.5)
        #expect(card.contains(CGPoint(x: message.midX, y: message.midY)))
        f.tap("Message", in: sheet)
        #expect(handlers.ran == ["Message"] && handlers.presentedWhileRunning == [false])
        #expect(f.presenter.presentedViewController == nil)
    }

    @Test("M2: a tap outside an action sheet's popover dismisses it and then runs the cancel action's handler; the presenter sees neither the touch nor appearance calls")
    func touchOutsideRunsCancel() throws {
        let f = AlertFixture(size: CGSize(width: 1024, height: 768))
        let source = UIView(frame: CGRect(x: 600, y: 80, width: 44, height: 44))
        f.presenterView.addSubview(source)
        let handlers = HandlerLog(f.presenter)
        let sheet = makeSheet(handlers)
        sheet.popoverPresentationController?.sourceView = source
        f.present(sheet)
        _ = f.log.take()
        f.presenterView.log.removeAll()
        f.backend.tap(at: CGPoint(x: 100, y: 600))
        #expect(handlers.ran.isEmpty, "not before the dismissal")
        f.backend.advanceTime(by: 0.5)
        #expect(handlers.ran == ["Cancel"] && handlers.presentedWhileRunning == [false])
        #expect(f.presenter.presentedViewController == nil)
        #expect(f.presenterView.log.isEmpty && f.log.take().isEmpty)
    }

    @Test("M2: an action sheet without a source in a regular-width window is logged once and shown centred without an arrow; Escape still cancels")
    func noSourceCentred() throws {
        let f = AlertFixture(size: CGSize(width: 1024, height: 768))
        forgetLogged("popover-no-source")
        let handlers = HandlerLog(f.presenter)
        let sheet = makeSheet(handlers)
        f.present(sheet)
        #expect(wasLogged("popover-no-source"))
        let popover = try #require(sheet.popoverPresentationController)
        #expect(popover.arrowDirection == .unknown)
        let safe = f.window.safeAreaInsets
        #expect(abs(popover.frameOfPresentedViewInContainerView.midX - 512) <= 1)
        #expect(abs(popover.frameOfPresentedViewInContainerView.midY - (safe.top + (768 - safe.top - safe.bottom) / 2)) <= 1)
        f.press(.keyboardEscape)
        #expect(handlers.ran == ["Cancel"] && f.presenter.presentedViewController == nil)
    }

    @Test("M2: in a compact window an action sheet is still the bottom sheet with its cancel button, even with a source set")
    func compactUnchanged() throws {
        let f = AlertFixture()
        let source = UIView(frame: CGRect(x: 100, y: 80, width: 44, height: 44))
        f.presenterView.addSubview(source)
        let handlers = HandlerLog(f.presenter)
        let sheet = makeSheet(handlers)
        sheet.popoverPresentationController?.sourceView = source
        f.present(sheet)
        let view = try #require(sheet._alertView)
        #expect(!view.cancelCard.isHidden && !view.dimmingView.isHidden)
        #expect(sheet.popoverPresentationController?.arrowDirection == .unknown)
        #expect(abs(f.frame(of: "Cancel", in: sheet).maxY - (844 - 8)) <= 1, "at the bottom")
        f.backend.tap(at: CGPoint(x: 195, y: 200))
        f.backend.advanceTime(by: 0.5)
        #expect(handlers.ran == ["Cancel"])
    }
}
