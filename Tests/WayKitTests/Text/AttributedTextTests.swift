import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U3: attributed strings as apps build them, and the rules UIKit's labels,
/// text fields, text views and buttons follow for them.
@MainActor
@Suite(.serialized)
struct AttributedTextTests {
    init() { UIApplication._resetShared(clock: EventClock(.manual(start: 0))) }

    @Test("U3: NSMutableAttributedString with UIKit's keys, UTF-16 NSRanges, paragraph styles and underline styles")
    func attributes() throws {
        let s = NSMutableAttributedString(string: "Hi 👋 there", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        // 👋 is two UTF-16 units: "there" starts at 6.
        s.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 6, length: 5))
        s.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 2))
        s.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 2))
        s.append(NSAttributedString(string: "!", attributes: [.strikethroughStyle: NSUnderlineStyle.double]))
        #expect(s.length == 12)
        #expect(s.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .red)
        #expect(s.attribute(.foregroundColor, at: 5, effectiveRange: nil) == nil)
        #expect(NSUnderlineStyle._from(s.attribute(.underlineStyle, at: 0, effectiveRange: nil)) == .single)
        #expect(NSUnderlineStyle._from(s.attribute(.strikethroughStyle, at: 11, effectiveRange: nil)) == .double)
        #expect(NSUnderlineStyle._from(0) == nil && NSUnderlineStyle._from(NSNumber(value: 2)) == .thick)
        #expect(NSUnderlineStyle.double.rawValue == 9 && NSUnderlineStyle.byWord.rawValue == 0x8000)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont" && NSAttributedString.Key.kern.rawValue == "NSKern")

        let p = NSMutableParagraphStyle()
        p.alignment = .center
        p.lineSpacing = 4
        p.headIndent = 10
        let copy = try #require(p.copy() as? NSParagraphStyle)
        #expect(copy.alignment == .center && copy.lineSpacing == 4 && copy.headIndent == 10)
        #expect(copy.isEqual(p) && !copy.isEqual(NSParagraphStyle.default))
        // Replacing a paragraph style in place (an NSObject value here traps
        // in swift-corelibs-foundation's CFAttributedStringSetAttribute).
        let aligned = NSMutableAttributedString(string: "hello", attributes: [.paragraphStyle: p])
        let right = NSMutableParagraphStyle()
        right.alignment = .right
        aligned.addAttribute(.paragraphStyle, value: right, range: NSRange(location: 0, length: 5))
        #expect((aligned.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .right)
        let mutable = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        #expect(mutable.lineBreakMode == .byWordWrapping && mutable.alignment == .natural)
        mutable.setParagraphStyle(p)
        #expect(mutable.lineSpacing == 4)
    }

    @Test("U3: UILabel's text and attributedText follow UIKit's rules: text drops attributes, font, colour, alignment and line break mode apply to the whole string")
    func labelRules() throws {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.textColor = .blue
        label.text = "Plain"
        let derived = try #require(label.attributedText)
        #expect(derived.string == "Plain")
        #expect(derived.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 20))
        #expect(derived.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .blue)

        let s = NSMutableAttributedString(string: "Red and green")
        s.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        s.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 8, length: 5))
        label.attributedText = s
        #expect(label.text == "Red and green")
        // The label kept a copy: mutating the string later changes nothing.
        s.addAttribute(.foregroundColor, value: UIColor.yellow, range: NSRange(location: 0, length: 3))
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        // A font set now applies to the whole attributed string; colours stay.
        label.font = .boldSystemFont(ofSize: 14)
        #expect(label.attributedText?.attribute(.font, at: 10, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 14))
        #expect(label.attributedText?.attribute(.foregroundColor, at: 9, effectiveRange: nil) as? UIColor == .green)
        label.textColor = .purple
        #expect(label.attributedText?.attribute(.foregroundColor, at: 9, effectiveRange: nil) as? UIColor == .purple)
        // So do an alignment and a line break mode, through paragraph styles.
        label.textAlignment = .right
        label.lineBreakMode = .byTruncatingMiddle
        let paragraph = label.attributedText?.attribute(.paragraphStyle, at: 5, effectiveRange: nil) as? NSParagraphStyle
        #expect(paragraph?.alignment == .right && paragraph?.lineBreakMode == .byTruncatingMiddle)
        // Plain text drops the attributes.
        label.text = "Again"
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .purple)
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test("U3: text fields and text views keep attributes through typing: typed characters take typingAttributes or their neighbour's")
    func editingKeepsAttributes() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let s = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
        field.attributedText = s
        field.insertText("c")
        let typed = try #require(field.attributedText)
        #expect(typed.string == "abc")
        #expect(typed.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .red)
        field.typingAttributes = [.foregroundColor: UIColor.blue]
        field.insertText("d")
        #expect(field.attributedText?.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .blue)
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        // Plain text set by the app drops them; the default attributes apply.
        field.textColor = .orange
        field.text = "plain"
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .orange)
        #expect((field.defaultTextAttributes[.foregroundColor] as? UIColor) == .orange)
        field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 30)]
        #expect(field.font?.pointSize == 30)

        field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.foregroundColor: UIColor.red])
        #expect(field.placeholder == "Search")
        field.placeholder = "Other"
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
                == .placeholderText)

        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.attributedText = NSAttributedString(string: "one", attributes: [.kern: 3])
        view.selectedRange = NSRange(location: 0, length: 0)
        view.typingAttributes = [.underlineStyle: NSUnderlineStyle.single.rawValue]
        view.insertText(">")
        let text = try #require(view.attributedText)
        #expect(text.string == ">one")
        #expect(text.attribute(.underlineStyle, at: 0, effectiveRange: nil) != nil)
        #expect(text.attribute(.kern, at: 1, effectiveRange: nil) as? Int == 3)
    }

    @Test("U3: buttons keep attributed titles per state, falling back to the normal state's")
    func buttonTitles() {
        let b = UIButton(type: .system)
        let title = NSAttributedString(string: "Go", attributes: [.foregroundColor: UIColor.red])
        b.setAttributedTitle(title, for: .normal)
        #expect(b.attributedTitle(for: .highlighted)?.string == "Go")
        #expect(b.currentAttributedTitle?.string == "Go")
        b.setAttributedTitle(nil, for: .normal)
        #expect(b.currentAttributedTitle == nil)
    }
}
