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
}
