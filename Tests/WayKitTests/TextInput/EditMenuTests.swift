import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite("Edit menu (K6)", .serialized)
struct EditMenuTests {
    func centre(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }

    @Test("K6: a long press in a text field opens the edit menu; Select All then Copy copies the text; the menu's items are buttons")
    func longPress() throws {
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        field.text = "copy me"
        window.addSubview(field)
        UIPasteboard.general.string = "on the clipboard"
        UIPasteboard.primarySelection.string = nil
        let id = backend.touchDown(at: CGPoint(x: 60, y: 217))
        backend.advanceTime(by: 0.6)
        backend.touchUp(id)
        #expect(field.isFirstResponder)
        #expect(TextEditMenu.isShown)
        #expect(TextEditMenu.shownItems == [.paste, .selectAll])
        backend.advanceTime(by: 1)
        backend.tap(at: centre(try #require(TextEditMenu.frame(of: .selectAll))))
        #expect(field.selectedTextRange?.nsRange == NSRange(location: 0, length: 7))
        #expect(TextEditMenu.shownItems == [.cut, .copy, .paste])
        #expect(UIPasteboard.primarySelection.string == "copy me", "a selection is the primary selection")
        // The bar sits above the field.
        #expect(try #require(TextEditMenu.frame(of: .copy)).maxY <= field.frame.minY)
        UIPasteboard.general.string = nil
        backend.advanceTime(by: 1)
        backend.tap(at: centre(try #require(TextEditMenu.frame(of: .copy))))
        #expect(UIPasteboard.general.string == "copy me")
        #expect(!TextEditMenu.isShown)
    }

    @Test("K6: a secondary click opens the menu; a tap outside closes it and goes no further; Paste and Cut edit the text")
    func secondaryClick() throws {
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        var outsideTaps = 0
        window.addGestureRecognizer(UITapGestureRecognizer { _ in outsideTaps += 1 })
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        field.text = "abc"
        window.addSubview(field)
        UIPasteboard.general.string = nil
        backend.click(at: CGPoint(x: 200, y: 217), button: .secondary)
        #expect(TextEditMenu.isShown)
        #expect(TextEditMenu.shownItems == [.selectAll], "nothing to paste")
        backend.advanceTime(by: 1)
        backend.tap(at: CGPoint(x: 200, y: 600))
        #expect(!TextEditMenu.isShown)
        #expect(outsideTaps == 0)
        UIPasteboard.general.string = "XY"
        backend.advanceTime(by: 1)
        backend.click(at: CGPoint(x: 200, y: 217), button: .secondary)
        backend.advanceTime(by: 1)
        backend.tap(at: centre(try #require(TextEditMenu.frame(of: .paste))))
        #expect(field.text == "abcXY")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: UITextPosition(offset: 3))
        backend.advanceTime(by: 1)
        backend.click(at: CGPoint(x: 40, y: 217), button: .secondary)
        backend.advanceTime(by: 1)
        backend.tap(at: centre(try #require(TextEditMenu.frame(of: .cut))))
        #expect(field.text == "XY")
        #expect(UIPasteboard.general.string == "abc")
        // Secure fields offer no Cut or Copy.
        field.isSecureTextEntry = true
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        backend.advanceTime(by: 1)
        backend.click(at: CGPoint(x: 22, y: 217), button: .secondary)
        #expect(field.selectedTextRange?.nsRange == NSRange(location: 0, length: 2))
        #expect(TextEditMenu.shownItems == [.paste])
        TextEditMenu.dismiss()
    }

    @Test("K6, U1: the field's delegate is asked for the edit menu with the standard actions, told as it shows and goes, and can replace it")
    func editMenuDelegate() throws {
        final class Menus: UITextFieldDelegate {
            var log: [String] = []
            var replace = false
            func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                           suggestedActions: [UIMenuElement]) -> UIMenu? {
                log.append("menuFor \(range.location),\(range.length) \(suggestedActions.compactMap { ($0 as? UIAction)?.title })")
                guard replace else { return nil }
                return UIMenu(children: suggestedActions + [UIAction(title: "Define") { _ in self.log.append("define") }])
            }
            func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
                log.append("willPresent")
                animator.addCompletion { self.log.append("shown") }
            }
            func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
                log.append("willDismiss")
            }
        }
        let backend = HeadlessBackend()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        field.text = "word"
        window.addSubview(field)
        let menus = Menus()
        field.delegate = menus
        UIPasteboard.general.string = nil
        UIPasteboard.primarySelection.string = nil
        let id = backend.touchDown(at: CGPoint(x: 60, y: 217))
        backend.advanceTime(by: 0.6)
        backend.touchUp(id)
        #expect(TextEditMenu.isShown)
        #expect(menus.log == ["menuFor 4,0 [\"Select All\"]", "willPresent", "shown"])
        menus.log.removeAll()
        backend.advanceTime(by: 1)
        backend.tap(at: CGPoint(x: 300, y: 500))
        #expect(!TextEditMenu.isShown)
        #expect(menus.log == ["willDismiss"])

        // The delegate's own menu replaces the bar.
        menus.replace = true
        menus.log.removeAll()
        backend.advanceTime(by: 1)
        let again = backend.touchDown(at: CGPoint(x: 60, y: 217))
        backend.advanceTime(by: 0.6)
        backend.touchUp(again)
        #expect(!TextEditMenu.isShown)
        #expect(MenuWindow.shown != nil)
        #expect(menus.log.contains("willPresent"))
        MenuWindow.shown?.dismissMenu()
        #expect(menus.log.last == "willDismiss")
    }
}
