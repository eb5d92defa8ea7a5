import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// The least text responder that brings up the on-screen keyboard.
@MainActor
private final class PlainTextInput: UIView, UITextInput {
    var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    var textInputDocument: String { text }
    var selectedTextRange: UITextRange? { get { nil } set {} }
    var markedTextRange: UITextRange? { nil }
    var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    var endOfDocument: UITextPosition { UITextPosition(offset: text.utf16.count) }
    func text(in range: UITextRange) -> String? { nil }
    func replace(_ range: UITextRange, withText text: String) {}
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
    func unmarkText() {}
    func caretRect(for position: UITextPosition) -> CGRect { .zero }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    var textInputView: UIView { self }
}

@MainActor
@Suite(.serialized)
struct OnScreenKeyboardSurfaceTests {
    @Test("K5, W1: the keyboard is a subsurface above the app's across the bottom of the toplevel, and stays there through a configure")
    func keyboardSubsurface() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 600))
        let field = PlainTextInput(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        field.becomeFirstResponder()
        try h.roundtrip()
        let keyboard = try #require(UIApplication.shared._onScreenKeyboard?.window)
        let height = Int(keyboard.frame.height)
        #expect(height > 150)
        let base = h.compositor.toplevelSurface(0)
        let children = h.compositor.children(base)
        #expect(children.count == 2)
        let top = try #require(children.last)
        #expect(h.compositor.position(top) == (x: 0, y: 600 - height))
        #expect(h.compositor.bufferSize(top) == .init(width: 400, height: height))
        #expect(UIApplication.shared.keyWindow === window)

        h.compositor.configure(0, width: 640, height: 480)
        try h.roundtrip()
        #expect(keyboard.frame == CGRect(x: 0, y: CGFloat(480 - height), width: 640, height: CGFloat(height)))
        #expect(window.frame.size == CGSize(width: 640, height: 480))
        #expect(h.compositor.position(top) == (x: 0, y: 480 - height))
        #expect(h.compositor.bufferSize(top) == .init(width: 640, height: height))
    }
}
