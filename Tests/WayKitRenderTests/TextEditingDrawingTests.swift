import CPixman
import Foundation
import Testing
@testable import WayKit
@testable import WayKitRender

/// K1, K2, K7 with the real text stack: carets, selections and marked text
/// where the renderer draws the glyphs, in left-to-right, right-to-left and
/// mixed text, and text views wrapping by ICU's line breaks.
@MainActor
@Suite("Text editing drawn (K1, K2, K7)")
struct TextEditingDrawingTests {
    init() { RenderServices.install() }

    func field(_ text: String, in window: UIWindow) -> UITextField {
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 280, height: 34))
        f.borderStyle = .roundedRect
        f.text = text
        window.addSubview(f)
        window.makeKeyAndVisible()
        return f
    }

    func isTint(_ argb: UInt32) -> Bool {
        let r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
        return b > 200 && r < 60 && g > 80 && g < 160
    }

    @Test("K1: the caret is drawn in the tint colour where caretRect says, and not once editing ends")
    func caretDrawn() throws {
        let window = Scene.window(width: 300, height: 60)
        let f = field("Hello", in: window)
        _ = f.becomeFirstResponder()
        let caret = f.caretRect(for: f.endOfDocument)
        let p = f.convert(CGPoint(x: caret.midX, y: caret.midY), to: window)
        let image = try Scene.render(window)
        #expect(isTint(image.pixel(x: Int(p.x), y: Int(p.y))))
        // The caret stands after the text's last glyph: the text is drawn to its left.
        let first = f.caretRect(for: f.beginningOfDocument)
        #expect(caret.minX > first.minX + 20)
        _ = f.resignFirstResponder()
        let off = try Scene.render(window)
        #expect(!isTint(off.pixel(x: Int(p.x), y: Int(p.y))))
    }

    @Test("K7: in a right-to-left field the caret starts at the right and moves left as the text goes on; mixed text keeps each run's direction")
    func rtlCaret() {
        let window = Scene.window(width: 300, height: 60)
        let f = field("שלום", in: window)
        let start = f.caretRect(for: f.beginningOfDocument).midX
        let end = f.caretRect(for: f.endOfDocument).midX
        #expect(start > end, "natural alignment puts a Hebrew paragraph on the right; its start is its right edge")
        #expect(start > 200)
        // Mixed: "abc שלום": offset 4 is the Hebrew word's start, at its right edge,
        // right of offset 6 inside it.
        f.text = "abc שלום"
        let hebrewStart = f.caretRect(for: UITextPosition(offset: 4)).midX
        let inside = f.caretRect(for: UITextPosition(offset: 6)).midX
        let latinEnd = f.caretRect(for: UITextPosition(offset: 3)).midX
        #expect(hebrewStart > inside)
        #expect(latinEnd < inside)
        // A tap at the far right of the Hebrew word puts the caret at its start.
        let o = f.closestPosition(to: CGPoint(x: hebrewStart - 1, y: 17))?.offset
        #expect(o == 4 || o == 8, "the right edge of an RTL run at a paragraph's end is both its start and the text's end")
    }

    @Test("K7: a selection in mixed text covers the right-to-left word where it is drawn")
    func mixedSelection() {
        let window = Scene.window(width: 300, height: 60)
        let f = field("abc שלום xyz", in: window)
        _ = f.becomeFirstResponder()
        // The Hebrew word, offsets 4..<8: drawn between "abc " and " xyz",
        // its start at its right edge.
        let g = f._geometry()
        let rects = g.selectionRects(4..<8)
        #expect(rects.count == 1, "one run, one rectangle")
        let r = rects[0]
        // Its right edge is the word's start (offset 4, right to left); its
        // left edge lies right of "abc" and left of the caret before its
        // last letter (offset 7, near the word's left end).
        let rightEdge = f.caretRect(for: UITextPosition(offset: 4)).midX
        #expect(abs(r.maxX - rightEdge) < 2)
        #expect(r.minX > f.caretRect(for: UITextPosition(offset: 3)).midX)
        #expect(r.minX < f.caretRect(for: UITextPosition(offset: 7)).midX)
        // "abc " lies left of it, " xyz" right of it.
        #expect(g.selectionRects(0..<3)[0].maxX <= r.minX + 1)
        #expect(g.selectionRects(9..<12)[0].minX >= r.maxX - 1)
    }

    @Test("K1: the selection is highlighted behind the text; marked text is underlined (K2)")
    func selectionAndMarked() throws {
        let window = Scene.window(width: 300, height: 60)
        let f = field("select me", in: window)
        _ = f.becomeFirstResponder()
        f.selectedTextRange = f.textRange(from: f.beginningOfDocument, to: UITextPosition(offset: 6))
        let a = f.caretRect(for: f.beginningOfDocument), b = f.caretRect(for: UITextPosition(offset: 6))
        let image = try Scene.render(window)
        // Between the words' letters: a row near the top of the line, inside the selection.
        let p = f.convert(CGPoint(x: (a.midX + b.midX) / 2, y: a.minY + 1), to: window)
        let px = image.pixel(x: Int(p.x), y: Int(p.y))
        let blue = px & 0xFF, red = (px >> 16) & 0xFF
        #expect(blue > red + 30, "light tint behind the selection")
        // Marked text: a line under it.
        f.selectedTextRange = f.textRange(from: f.endOfDocument, to: f.endOfDocument)
        f.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        let m0 = f.caretRect(for: UITextPosition(offset: 9)), m1 = f.caretRect(for: UITextPosition(offset: 11))
        let marked = try Scene.render(window)
        var dark = 0
        for y in Int(f.frame.minY + m0.minY)...Int(f.frame.minY + m0.maxY) {
            let q = marked.pixel(x: Int(f.frame.minX + (m0.midX + m1.midX) / 2), y: y)
            if (q >> 16) & 0xFF < 90 && q & 0xFF < 90 { dark += 1 }
        }
        #expect(dark >= 1)
    }

    @Test("K1/K7: a text view wraps at word boundaries (ICU), down moves to the next line, a tap lands on the tapped line")
    func textViewWraps() {
        let window = Scene.window(width: 300, height: 300)
        window.makeKeyAndVisible()
        let v = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        v.font = .systemFont(ofSize: 16)
        v.text = "The quick brown fox jumps over the lazy dog"
        window.addSubview(v)
        window.layoutIfNeeded()
        _ = v.becomeFirstResponder()
        let g = v._geometry()
        #expect(g.lineCount >= 3)
        for line in 0..<(g.lineCount - 1) {
            // Every line but the last ends after a space: no word is split.
            let r = g.layout!.lineRange(line)
            let s = (v.text as NSString).substring(with: NSRange(location: r.lowerBound, length: r.count))
            #expect(s.hasSuffix(" "), "line \(line): '\(s)'")
        }
        v.selectedRange = NSRange(location: 1, length: 0)
        let y0 = v.caretRect(for: UITextPosition(offset: 1)).midY
        v.pressesBegan([], with: nil)
        _ = v._perform(.down(extend: false))
        let y1 = v.caretRect(for: UITextPosition(offset: v.selectedRange.location)).midY
        #expect(y1 > y0)
        #expect(g.layout!.lineRange(1).contains(v.selectedRange.location))
    }
}
