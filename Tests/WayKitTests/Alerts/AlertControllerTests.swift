import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// M2: UIAlertController's alerts and action sheets on the headless
/// backend: UIKit's action order, emphasis, keys, touches outside, handlers
/// after the dismissal, text fields, and the misuse UIKit raises for.
@MainActor
@Suite(.serialized)
struct AlertControllerTests {
    @Test("M2: two actions of an alert sit side by side, the cancel action on the leading side")
    func twoActionsSideBySide() {
        let f = AlertFixture()
        let alert = UIAlertController(title: "Discard draft?", message: "It can't be recovered.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        f.present(alert)
        let discard = f.frame(of: "Discard", in: alert), cancel = f.frame(of: "Cancel", in: alert)
        #expect(alert._alertView?.arrangement.layout == .sideBySide)
        #expect(cancel.minY == discard.minY, "one row")
        #expect(cancel.maxX <= discard.minX + 1, "cancel leading although added last")
        #expect(abs(cancel.width - 135) <= 1 && abs(discard.width - 135) <= 1)
        #expect(cancel.height == 44)
        // The alert is 270 points wide, in the middle of the window.
        #expect(abs(cancel.minX - (390 - 270) / 2) <= 1 && abs(discard.maxX - (390 + 270) / 2) <= 1)
        // A destructive action is red, the others take the tint colour.
        #expect(f.button("Discard", in: alert)?.titleLabel.textColor == .systemRed)
        #expect(f.button("Cancel", in: alert)?.titleLabel.textColor == .systemBlue)
    }

    @Test("M2: in a right-to-left layout the leading side, and so the cancel action, is on the right")
    func twoActionsRightToLeft() {
        let f = AlertFixture()
        let alert = UIAlertController(title: "حذف؟", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.view.semanticContentAttribute = .forceRightToLeft
        f.present(alert)
        let delete = f.frame(of: "Delete", in: alert), cancel = f.frame(of: "Cancel", in: alert)
        #expect(cancel.minY == delete.minY)
        #expect(cancel.minX >= delete.maxX - 1, "cancel on the right: \(cancel) \(delete)")
    }

    @Test("M2: three actions, or two whose titles don't fit half the width, stack in the order added with the cancel action last")
    func stackedOrder() {
        let f = AlertFixture()
        let alert = UIAlertController(title: "Save changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        alert.addAction(UIAlertAction(title: "Don't Save", style: .destructive))
        f.present(alert)
        let ys = ["Save", "Don't Save", "Cancel"].map { f.frame(of: $0, in: alert).minY }
        #expect(ys == ys.sorted() && Set(ys).count == 3, "Save, Don't Save, then Cancel: \(ys)")
        #expect(ys[1] - ys[0] == 44 && ys[2] - ys[1] == 44)
        #expect(f.frame(of: "Save", in: alert).width == 270)
        alert.dismiss(animated: false)

        let long = UIAlertController(title: "Long", message: nil, preferredStyle: .alert)
        long.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        long.addAction(UIAlertAction(title: "Continue without saving the document", style: .default))
        f.present(long)
        #expect(long._alertView?.arrangement.layout == .stacked)
        let other = f.frame(of: "Continue without saving the document", in: long)
        #expect(f.frame(of: "Cancel", in: long).minY == other.maxY, "cancel under the other")
    }

    @Test("M2: an action sheet stacks its actions at the bottom with the cancel action apart under them")
    func actionSheetOrder() throws {
        let f = AlertFixture()
        let sheet = UIAlertController(title: nil, message: "Share the photo", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Message", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        f.present(sheet)
        let message = f.frame(of: "Message", in: sheet), delete = f.frame(of: "Delete", in: sheet)
        let cancel = f.frame(of: "Cancel", in: sheet)
        #expect(message.maxY == delete.minY)
        #expect(cancel.minY >= delete.maxY + 8, "set apart by the 8-point gap")
        #expect(abs(cancel.maxY - (844 - 8)) <= 1, "at the bottom")
        #expect(cancel.minX == 8 && cancel.width == 390 - 16 && delete.width == 390 - 16)
        #expect(message.height == 57)
        let view = try #require(sheet._alertView)
        #expect(f.button("Cancel", in: sheet)?.isDescendant(of: view.cancelCard) == true)
        #expect(f.button("Message", in: sheet)?.isDescendant(of: view.card) == true)
        #expect(f.button("Cancel", in: sheet)?.titleLabel.font.weight == .semibold)
    }

    @Test("M2: one cancel action at most: a second is logged and ignored")
    func oneCancel() {
        let f = AlertFixture()
        forgetLogged("alert-second-cancel")
        let alert = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
        let first = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(first)
        alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        alert.addAction(UIAlertAction(title: "Quit", style: .destructive))
        #expect(wasLogged("alert-second-cancel"))
        #expect(alert.actions.map { $0.title } == ["Cancel", "Quit"])
        f.present(alert)
        #expect(f.button("Never mind", in: alert) == nil)
        #expect(alert._cancelAction === first)
    }

    @Test("M2: the cancel action is bold unless a preferredAction takes the emphasis")
    func emphasis() {
        let f = AlertFixture()
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        f.present(alert)
        #expect(f.button("Cancel", in: alert)?.titleLabel.font.weight == .semibold)
        #expect(f.button("Save", in: alert)?.titleLabel.font.weight == .regular)
        alert.preferredAction = save
        f.window.layoutIfNeeded()
        #expect(f.button("Save", in: alert)?.titleLabel.font.weight == .semibold)
        #expect(f.button("Cancel", in: alert)?.titleLabel.font.weight == .regular)
    }

    @Test("M2: Return chooses the preferred action and Escape the cancel action, each after the dismissal")
    func returnAndEscape() {
        let f = AlertFixture()
        let handlers = HandlerLog(f.presenter)
        let alert = UIAlertController(title: "Sync", message: nil, preferredStyle: .alert)
        let sync = handlers.action("Sync")
        alert.addAction(handlers.action("Cancel", .cancel))
        alert.addAction(handlers.action("Later"))
        alert.addAction(sync)
        alert.preferredAction = sync
        f.present(alert)
        f.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(handlers.ran == ["Sync"])
        #expect(handlers.presentedWhileRunning == [false])
        #expect(f.presenter.presentedViewController == nil && alert.viewIfLoaded?.window == nil)

        let second = UIAlertController(title: "Sync", message: nil, preferredStyle: .alert)
        second.addAction(handlers.action("Cancel", .cancel))
        second.addAction(handlers.action("Later"))
        second.addAction(handlers.action("Now"))
        f.present(second)
        f.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(handlers.ran == ["Sync"], "no preferred action and two others: Return does nothing")
        #expect(f.presenter.presentedViewController === second)
        f.press(.keyboardEscape)
        #expect(handlers.ran == ["Sync", "Cancel"])
        #expect(handlers.presentedWhileRunning == [false, false])
        #expect(f.presenter.presentedViewController == nil)

        // With one action besides cancel and no preferred action, Return
        // chooses it.
        let third = UIAlertController(title: "Done", message: nil, preferredStyle: .alert)
        third.addAction(handlers.action("OK"))
        f.present(third)
        f.press(.keyboardReturnOrEnter)
        #expect(handlers.ran == ["Sync", "Cancel", "OK"])
    }

    @Test("M2: a touch outside an alert does nothing, and never reaches the presenter")
    func touchOutsideAlert() {
        let f = AlertFixture()
        let handlers = HandlerLog(f.presenter)
        let alert = UIAlertController(title: "Offline", message: "Check the network.", preferredStyle: .alert)
        alert.addAction(handlers.action("Cancel", .cancel))
        alert.addAction(handlers.action("Retry"))
        f.present(alert)
        f.backend.tap(at: CGPoint(x: 20, y: 20))
        f.backend.tap(at: CGPoint(x: 200, y: 800))
        f.backend.advanceTime(by: 0.5)
        #expect(handlers.ran.isEmpty)
        #expect(f.presenter.presentedViewController === alert)
        #expect(f.presenterView.log.isEmpty, "the dimming view takes them: \(f.presenterView.log)")
        // On the card, off the buttons: nothing either.
        let retry = f.frame(of: "Retry", in: alert)
        f.backend.tap(at: CGPoint(x: retry.midX, y: retry.minY - 30))
        f.backend.advanceTime(by: 0.5)
        #expect(handlers.ran.isEmpty && f.presenterView.log.isEmpty)
        #expect(f.presenter.presentedViewController === alert)
    }

    @Test("M2: a touch outside an action sheet chooses its cancel action, whose handler runs after the dismissal")
    func touchOutsideActionSheet() {
        let f = AlertFixture()
        let handlers = HandlerLog(f.presenter)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(handlers.action("Copy"))
        sheet.addAction(handlers.action("Cancel", .cancel))
        f.present(sheet)
        f.backend.tap(at: CGPoint(x: 195, y: 100))
        #expect(handlers.ran.isEmpty, "not before the sheet has gone")
        f.backend.advanceTime(by: 0.5)
        #expect(handlers.ran == ["Cancel"])
        #expect(handlers.presentedWhileRunning == [false])
        #expect(f.presenterView.log.isEmpty)
        #expect(sheet.viewIfLoaded?.window == nil)
    }

    @Test("M2: a tapped action's handler runs once the dismissal has finished: presentedViewController is nil inside it")
    func handlerAfterDismissal() {
        let f = AlertFixture()
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        var seen: [String] = []
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
            seen.append("\(action.title ?? "") presented=\(f.presenter.presentedViewController != nil) presenting=\(alert.presentingViewController != nil) inWindow=\(alert.viewIfLoaded?.window != nil)")
        })
        f.present(alert)
        f.tap("OK", in: alert, settle: false)
        f.backend.advanceTime(by: 0.05)
        #expect(seen.isEmpty, "the alert is still fading out")
        #expect(alert.isBeingDismissed)
        f.backend.advanceTime(by: 0.5)
        #expect(seen == ["OK presented=false presenting=false inWindow=false"])
        // A second tap while it leaves, or after, runs nothing more.
        f.backend.tap(at: CGPoint(x: 195, y: 422))
        f.backend.advanceTime(by: 0.5)
        #expect(seen.count == 1)
    }

    @Test("M2, C6: a disabled action ignores taps and Return; enabled while shown, it works")
    func disabledAction() {
        let f = AlertFixture()
        let handlers = HandlerLog(f.presenter)
        let alert = UIAlertController(title: "Join", message: nil, preferredStyle: .alert)
        let join = handlers.action("Join")
        join.isEnabled = false
        alert.addAction(handlers.action("Cancel", .cancel))
        alert.addAction(join)
        alert.preferredAction = join
        f.present(alert)
        #expect(f.button("Join", in: alert)?.titleLabel.textColor == AlertMetrics.disabledTitleColor)
        f.tap("Join", in: alert)
        f.press(.keyboardReturnOrEnter)
        #expect(handlers.ran.isEmpty)
        #expect(f.presenter.presentedViewController === alert)
        join.isEnabled = true
        #expect(f.button("Join", in: alert)?.isEnabled == true)
        f.tap("Join", in: alert)
        #expect(handlers.ran == ["Join"])
    }

    @Test("M2, K5: the first text field becomes first responder as the alert appears, above the on-screen keyboard, and takes what is typed on it")
    func textFieldTyping() throws {
        let f = AlertFixture()
        let handlers = HandlerLog(f.presenter)
        let alert = UIAlertController(title: "New folder", message: "Name it.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.autocapitalizationType = .none
        }
        alert.addTextField { $0.placeholder = "Tag" }
        let create = handlers.action("Create")
        alert.addAction(handlers.action("Cancel", .cancel))
        alert.addAction(create)
        alert.preferredAction = create
        f.present(alert)
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[0].placeholder == "Name")
        #expect(fields[0].isFirstResponder)
        let keyboard = try #require(UIApplication.shared._onScreenKeyboard)
        #expect(keyboard.isVisible, "no input method: the on-screen keyboard is up")
        let keyboardWindow = try #require(keyboard.window)
        f.backend.advanceTime(by: 0.5)
        // The alert sits above the keyboard.
        let card = try #require(alert._alertView?.card)
        #expect(card.convert(card.bounds, to: nil).maxY <= keyboardWindow.frame.minY)
        // Type "ok" on the on-screen keyboard.
        for letter in ["o", "k"] {
            let key = try #require(keyboard.keyboardView?.keyViews.first { !$0.isHidden && $0.key.action == .character && $0.key.output == letter })
            keyboardWindow.layoutIfNeeded()
            let p = key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: nil)
            f.backend.tap(at: CGPoint(x: p.x + keyboardWindow.frame.minX, y: p.y + keyboardWindow.frame.minY))
            f.backend.advanceTime(by: 0.05)
        }
        #expect(fields[0].text == "ok")
        // Return in the field chooses the preferred action.
        f.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(handlers.ran == ["Create"])
        #expect(!fields[0].isFirstResponder)
        f.backend.advanceTime(by: 0.5)
        #expect(!keyboard.isVisible)
    }

    @Test("M2: a text field added to an action sheet is logged and ignored")
    func textFieldOnActionSheet() {
        let f = AlertFixture()
        forgetLogged("alert-sheet-text-field")
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        var configured = false
        sheet.addTextField { _ in configured = true }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(wasLogged("alert-sheet-text-field"))
        #expect(sheet.textFields == nil && !configured)
        f.present(sheet)
        #expect(f.presenter.presentedViewController === sheet)
    }

    @Test("M2, V2: the presenter gets no appearance calls; the alert's viewDidAppear waits for its animation")
    func presenterGetsNoAppearanceCalls() {
        let f = AlertFixture()
        let alert = LoggingAlert(title: "Hi", message: nil, preferredStyle: .alert)
        alert.log = f.log
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(alert.modalPresentationStyle == .overFullScreen)
        var completed = false
        f.presenter.present(alert, animated: true) { completed = true }
        #expect(f.log.take() == ["alert viewWillAppear", "alert viewIsAppearing"])
        #expect(!completed && alert.isBeingPresented)
        f.backend.advanceTime(by: 0.5)
        #expect(f.log.take() == ["alert viewDidAppear"])
        #expect(completed && !alert.isBeingPresented)
        f.tap("OK", in: alert)
        #expect(f.log.take() == ["alert viewWillDisappear", "alert viewDidDisappear"])
        #expect(!f.presenterView.isHidden)
        // A style that would take the presenter's view away is refused.
        alert.modalPresentationStyle = .fullScreen
        #expect(alert.modalPresentationStyle == .overFullScreen)
    }

    @Test("M2: the alert fades in while shrinking from 1.2 times its size; an action sheet slides up; the dimming fades")
    func animations() throws {
        let f = AlertFixture()
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        f.presenter.present(alert, animated: true)
        f.backend.advanceTime(by: 0.1)
        let view = try #require(alert._alertView)
        let scale = view.panel._presentedTransform.a
        #expect(scale > 1.0 && scale < 1.2, "scaling down: \(scale)")
        #expect(view.panel._presentedAlpha > 0 && view.panel._presentedAlpha < 1)
        #expect(view.dimmingView._presentedAlpha > 0 && view.dimmingView._presentedAlpha < 1)
        f.backend.advanceTime(by: 0.5)
        #expect(view.panel._presentedTransform == .identity && view.panel._presentedAlpha == 1)
        alert.dismiss(animated: false)

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        f.presenter.present(sheet, animated: true)
        f.backend.advanceTime(by: 0.1)
        let sheetView = try #require(sheet._alertView)
        #expect(sheetView.panel._presentedTransform.ty > 1, "still coming up from below")
        f.backend.advanceTime(by: 0.5)
        #expect(sheetView.panel._presentedTransform == .identity)
        #expect(!UIApplication.shared.frameClock.needsFrames, "idle once shown")
    }

    @Test("M2: an alert taller than the window scrolls its content")
    func scrollsWhenTall() throws {
        let f = AlertFixture(size: CGSize(width: 390, height: 300))
        let text = Array(repeating: "A long line of terms and conditions that goes on.", count: 20).joined(separator: " ")
        let alert = UIAlertController(title: "Terms", message: text, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Agree", style: .default))
        f.present(alert)
        let card = try #require(alert._alertView?.card)
        let frame = card.convert(card.bounds, to: nil)
        #expect(frame.minY >= 0 && frame.maxY <= 300)
        #expect(card.scrollView.isScrollEnabled)
        #expect(card.scrollView.contentSize.height > card.bounds.height + 100)
    }

    @Test("M2: presenting while presenting is logged and ignored; a dismissal asked for during the presentation runs when it ends")
    func badPresentations() {
        let f = AlertFixture()
        forgetLogged("present-busy")
        forgetLogged("dismiss-while-presenting")
        let alert = UIAlertController(title: "One", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let other = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)
        f.presenter.present(alert, animated: true)
        f.presenter.present(other, animated: true)
        #expect(wasLogged("present-busy"))
        #expect(f.presenter.presentedViewController === alert && other.presentingViewController == nil)
        var dismissed = 0
        f.presenter.dismiss(animated: true) { dismissed += 1 }
        #expect(wasLogged("dismiss-while-presenting"))
        #expect(dismissed == 0 && f.presenter.presentedViewController === alert)
        f.backend.advanceTime(by: 1)
        #expect(dismissed == 1)
        #expect(f.presenter.presentedViewController == nil && alert.viewIfLoaded?.window == nil)
        // Nothing is left over the presenter: a touch reaches it.
        f.backend.tap(at: CGPoint(x: 100, y: 100))
        #expect(f.presenterView.log == ["LoggingView began 1", "LoggingView ended 1"])
    }
}
