import CPixman
import Foundation
import Testing
@testable import WayKit
@testable import WayKitRender

/// U3: attributed text drawn in labels, text fields, text views and
/// buttons: runs in their own fonts and colours, kern, baseline offsets,
/// underlines, strikethroughs, paragraph styles, tabular digits and fonts
/// shrunk to fit. Checked in pixels, on a white window at 1×.
@MainActor
@Suite(.serialized)
struct AttributedTextDrawingTests {
    init() {
        UIApplication._resetShared()
        RenderServices.install()
    }

    /// Where pixels passing `test` (red, green, blue 0–255) are in `rect`.
    struct Ink {
        var count = 0, minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        var width: Int { count == 0 ? 0 : maxX - minX + 1 }
        var height: Int { count == 0 ? 0 : maxY - minY + 1 }
    }

    static func ink(_ image: PixmanImage, in rect: CGRect, _ test: (Int, Int, Int) -> Bool) -> Ink {
        var ink = Ink()
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = image.pixel(x: x, y: y)
                guard test(Int(p >> 16 & 0xff), Int(p >> 8 & 0xff), Int(p & 0xff)) else { continue }
                ink.count += 1
                ink.minX = min(ink.minX, x); ink.maxX = max(ink.maxX, x)
                ink.minY = min(ink.minY, y); ink.maxY = max(ink.maxY, y)
            }
        }
        return ink
    }

    static let red = { (r: Int, g: Int, b: Int) in r > 150 && g < 110 && b < 110 }
    static let blue = { (r: Int, g: Int, b: Int) in b > 150 && r < 110 && g < 140 }
    static let dark = { (r: Int, g: Int, b: Int) in r + g + b < 330 }

    /// The rows of `rect` where `test`'s pixels cover at least 90% of `span`:
    /// horizontal lines (underlines, strikethroughs) rather than glyphs.
    static func fullRows(_ image: PixmanImage, in rect: CGRect, span: ClosedRange<Int>,
                         _ test: (Int, Int, Int) -> Bool) -> [Int] {
        (Int(rect.minY)..<Int(rect.maxY)).filter { y in
            let hits = span.filter { x in
                let p = image.pixel(x: x, y: y)
                return test(Int(p >> 16 & 0xff), Int(p >> 8 & 0xff), Int(p & 0xff))
            }.count
            return Double(hits) >= 0.9 * Double(span.count)
        }
    }

    func label(_ text: NSAttributedString, _ frame: CGRect, lines: Int = 1) -> UILabel {
        let l = UILabel(frame: frame)
        // Before the text: a colour set later would apply to all of it.
        l.textColor = .black
        l.attributedText = text
        l.numberOfLines = lines
        return l
    }

    @Test("U3: an attributed label draws each run in its own font and colour, on one line")
    func twoFontsTwoColours() throws {
        let w = Scene.window(width: 300, height: 50)
        let s = NSMutableAttributedString(string: "BIG ", attributes: [.font: UIFont.boldSystemFont(ofSize: 30),
                                                                      .foregroundColor: UIColor.red])
        s.append(NSAttributedString(string: "small", attributes: [.font: UIFont.systemFont(ofSize: 12),
                                                                   .foregroundColor: UIColor.blue]))
        w.addSubview(label(s, CGRect(x: 0, y: 0, width: 300, height: 50)))
        let image = try Scene.render(w)
        let red = Self.ink(image, in: CGRect(x: 0, y: 0, width: 300, height: 50), Self.red)
        let blue = Self.ink(image, in: CGRect(x: 0, y: 0, width: 300, height: 50), Self.blue)
        #expect(red.count > 100 && blue.count > 20, "red \(red.count), blue \(blue.count)")
        #expect(red.maxX < blue.minX, "the blue run follows the red one")
        #expect(red.height > 2 * blue.height, "30-point capitals against 12-point lower case: \(red.height) / \(blue.height)")
        // One line: the runs share a baseline (the bottoms of "B" and "s" meet).
        #expect(abs(red.maxY - blue.maxY) <= 1, "\(red.maxY) vs \(blue.maxY)")
    }

    @Test("U3: kern widens text by its points after each character, in measuring and in pixels")
    func kern() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let plain = label(NSAttributedString(string: "kerning", attributes: [.font: font]),
                          CGRect(x: 0, y: 0, width: 300, height: 30))
        let wide = label(NSAttributedString(string: "kerning", attributes: [.font: font, .kern: 6]),
                         CGRect(x: 0, y: 30, width: 300, height: 30))
        let difference = wide.sizeThatFits(.zero).width - plain.sizeThatFits(.zero).width
        #expect(abs(difference - 42) <= 1, "7 characters × 6 points: \(difference)")
        let w = Scene.window(width: 300, height: 60)
        w.addSubview(plain); w.addSubview(wide)
        let image = try Scene.render(w)
        let a = Self.ink(image, in: CGRect(x: 0, y: 0, width: 300, height: 30), Self.dark)
        let b = Self.ink(image, in: CGRect(x: 0, y: 30, width: 300, height: 30), Self.dark)
        #expect(abs((b.width - a.width) - 36) <= 2, "six gaps between seven letters: \(b.width - a.width)")
    }

    @Test("U3: a baseline offset raises its run and makes the line taller")
    func baselineOffset() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let s = NSMutableAttributedString(string: "xx", attributes: [.font: font])
        s.addAttribute(.baselineOffset, value: 8, range: NSRange(location: 1, length: 1))
        let raised = label(s, CGRect(x: 0, y: 0, width: 100, height: 60))
        let flat = label(NSAttributedString(string: "xx", attributes: [.font: font]), .zero)
        #expect(raised.sizeThatFits(.zero).height == flat.sizeThatFits(.zero).height + 8)
        let w = Scene.window(width: 100, height: 60)
        w.addSubview(raised)
        let image = try Scene.render(w)
        let all = Self.ink(image, in: CGRect(x: 0, y: 0, width: 100, height: 60), Self.dark)
        let mid = (all.minX + all.maxX) / 2
        let left = Self.ink(image, in: CGRect(x: 0, y: 0, width: mid, height: 60), Self.dark)
        let right = Self.ink(image, in: CGRect(x: mid, y: 0, width: 100 - mid, height: 60), Self.dark)
        #expect(left.maxY - right.maxY == 8, "raised by 8: \(left.maxY) vs \(right.maxY)")
    }

    @Test("U3: underline and strikethrough lines are drawn at the font's positions, in their styles and colours")
    func underlineAndStrikethrough() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let w = Scene.window(width: 200, height: 200)
        func add(_ attributes: [NSAttributedString.Key: Any], row: Int) -> CGRect {
            var all = attributes
            all[.font] = font
            let frame = CGRect(x: 0, y: CGFloat(row) * 40, width: 200, height: 40)
            w.addSubview(label(NSAttributedString(string: "Lines here", attributes: all), frame))
            return frame
        }
        let none = add([:], row: 0)
        let single = add([.underlineStyle: NSUnderlineStyle.single.rawValue], row: 1)
        let double = add([.underlineStyle: NSUnderlineStyle.double.rawValue, .underlineColor: UIColor.red], row: 2)
        let thick = add([.underlineStyle: NSUnderlineStyle.thick], row: 3)
        let strike = add([.strikethroughStyle: NSUnderlineStyle.single.rawValue], row: 4)
        let image = try Scene.render(w)
        let text = Self.ink(image, in: none, Self.dark)
        let span = (text.minX + 1)...(text.maxX - 1)
        #expect(Self.fullRows(image, in: none, span: span, Self.dark).isEmpty, "no line without the attribute")
        let singleRows = Self.fullRows(image, in: single, span: span, Self.dark)
        #expect(!singleRows.isEmpty, "an underline")
        // Below the baseline: under the bottom of the text without descenders' row.
        #expect(singleRows.allSatisfy { CGFloat($0) - single.minY > CGFloat(text.maxY) - none.minY - 5 })
        let redRows = Self.fullRows(image, in: double, span: span, Self.red)
        #expect(redRows.count >= 2, "two red lines: \(redRows)")
        if let first = redRows.first, let last = redRows.last { #expect(last - first >= 2, "with a gap: \(redRows)") }
        let thickRows = Self.fullRows(image, in: thick, span: span, Self.dark)
        #expect(thickRows.count > singleRows.count, "thick \(thickRows) against single \(singleRows)")
        let strikeRows = Self.fullRows(image, in: strike, span: span, Self.dark)
        #expect(!strikeRows.isEmpty, "a strikethrough")
        // Through the middle of the lower-case letters: above the underline's place.
        #expect(strikeRows.allSatisfy { CGFloat($0) - strike.minY < CGFloat(singleRows[0]) - single.minY - 4 })
    }

    @Test("U3: paragraph styles align, indent and space lines")
    func paragraphStyles() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let right = NSMutableParagraphStyle()
        right.alignment = .right
        let w = Scene.window(width: 200, height: 80)
        let l = label(NSAttributedString(string: "Right", attributes: [.font: font, .paragraphStyle: right]),
                      CGRect(x: 0, y: 0, width: 200, height: 30))
        l.textAlignment = .left  // the paragraph's alignment wins for its text
        l.attributedText = NSAttributedString(string: "Right", attributes: [.font: font, .paragraphStyle: right])
        w.addSubview(l)
        let indent = NSMutableParagraphStyle()
        indent.firstLineHeadIndent = 40
        w.addSubview(label(NSAttributedString(string: "Indented", attributes: [.font: font, .paragraphStyle: indent]),
                           CGRect(x: 0, y: 40, width: 200, height: 30)))
        let image = try Scene.render(w)
        #expect(Self.ink(image, in: CGRect(x: 0, y: 0, width: 200, height: 30), Self.dark).maxX >= 196)
        let indented = Self.ink(image, in: CGRect(x: 0, y: 40, width: 200, height: 30), Self.dark)
        #expect(indented.minX >= 40 && indented.minX <= 43, "\(indented.minX)")

        func height(_ text: String, _ style: NSParagraphStyle?) -> CGFloat {
            var a: [NSAttributedString.Key: Any] = [.font: font]
            a[.paragraphStyle] = style
            return label(NSAttributedString(string: text, attributes: a), .zero, lines: 0).sizeThatFits(.zero).height
        }
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 10
        let base = height("One\u{2028}Two", nil)
        #expect(height("One\u{2028}Two", spaced) == base + 10, "line spacing between two lines")
        let paragraphs = NSMutableParagraphStyle()
        paragraphs.paragraphSpacing = 7
        #expect(height("One\nTwo", paragraphs) == height("One\nTwo", nil) + 7)
        // In pixels: the second line starts 10 points lower.
        let lines = Scene.window(width: 200, height: 120)
        let tight = label(NSAttributedString(string: "One\u{2028}Two", attributes: [.font: font]),
                          CGRect(x: 0, y: 0, width: 200, height: 60), lines: 0)
        let loose = label(NSAttributedString(string: "One\u{2028}Two", attributes: [.font: font, .paragraphStyle: spaced]),
                          CGRect(x: 0, y: 60, width: 200, height: 60), lines: 0)
        lines.addSubview(tight); lines.addSubview(loose)
        let drawn = try Scene.render(lines)
        let a = Self.ink(drawn, in: tight.frame, Self.dark), b = Self.ink(drawn, in: loose.frame, Self.dark)
        #expect(b.height - a.height == 10, "\(a.height) → \(b.height)")
        #expect(a.height > Int(font.lineHeight), "two lines, one under the other: \(a.height)")
        let double = NSMutableParagraphStyle()
        double.lineHeightMultiple = 2
        #expect(abs(height("One\nTwo", double) - 2 * height("One\nTwo", nil)) <= 1)
    }

    @Test("U3: attributed placeholders, text field and text view text, and button titles are drawn in their colours")
    func fieldsViewsButtons() throws {
        let w = Scene.window(width: 300, height: 200)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.foregroundColor: UIColor.red])
        let plain = UITextField(frame: CGRect(x: 0, y: 40, width: 300, height: 40))
        plain.placeholder = "Search"
        let view = UITextView(frame: CGRect(x: 0, y: 80, width: 300, height: 60))
        view.attributedText = NSAttributedString(string: "Blue text", attributes: [.foregroundColor: UIColor.blue,
                                                                                    .font: UIFont.systemFont(ofSize: 20)])
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 150, width: 300, height: 44)
        button.setAttributedTitle(NSAttributedString(string: "Red button", attributes: [.foregroundColor: UIColor.red]),
                                  for: .normal)
        [field, plain, view, button].forEach(w.addSubview)
        let image = try Scene.render(w)
        #expect(Self.ink(image, in: field.frame, Self.red).count > 30, "the attributed placeholder is red")
        #expect(Self.ink(image, in: plain.frame, Self.red).count == 0)
        #expect(Self.ink(image, in: plain.frame, { $0 + $1 + $2 < 700 }).count > 30, "the plain placeholder is grey")
        #expect(Self.ink(image, in: view.frame, Self.blue).count > 30, "the text view's attributed text")
        #expect(Self.ink(image, in: button.frame, Self.red).count > 30, "the button's attributed title")
    }

    @Test("U3: in attributed text, the caret and selection follow the lines as drawn: their heights, indents and the runs' advances")
    func caretInAttributedText() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.font = .systemFont(ofSize: 12)
        let s = NSMutableAttributedString(string: "small\n", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        let indent = NSMutableParagraphStyle()
        indent.firstLineHeadIndent = 30
        s.append(NSAttributedString(string: "BIG", attributes: [.font: UIFont.systemFont(ofSize: 40),
                                                                 .paragraphStyle: indent]))
        view.attributedText = s
        let g = view._geometry()
        let first = g.caretRect(0), big = g.caretRect(6), end = g.caretRect(9)
        #expect(big.height > 2 * first.height, "the second line is as tall as its font: \(big.height) / \(first.height)")
        #expect(big.minY == first.maxY, "under the first line")
        #expect(big.midX - first.midX >= 29 && big.midX - first.midX <= 31, "indented 30 points")
        let bigWidth = NSAttributedString(string: "BIG", attributes: [.font: UIFont.systemFont(ofSize: 40)]).size().width
        #expect(abs((end.midX - big.midX) - bigWidth) <= 1, "\(end.midX - big.midX) for \(bigWidth)")
        #expect(view.contentSize.height >= first.height + big.height)
        // A tap on the big line lands in it.
        #expect(g.offset(at: CGPoint(x: big.midX + bigWidth - 2, y: big.midY)) == 9)
    }

    @Test("U3: system font weights are drawn from the lightest to the heaviest face installed; italic slants")
    func weights() throws {
        let weights: [UIFont.Weight] = [.ultraLight, .regular, .bold]
        let w = Scene.window(width: 200, height: 120)
        for (i, weight) in weights.enumerated() {
            let l = UILabel(frame: CGRect(x: 0, y: CGFloat(i) * 30, width: 200, height: 30))
            l.font = .systemFont(ofSize: 20, weight: weight)
            l.text = "Weight"
            w.addSubview(l)
        }
        let italic = UILabel(frame: CGRect(x: 0, y: 90, width: 200, height: 30))
        italic.font = .italicSystemFont(ofSize: 20)
        italic.text = "Weight"
        w.addSubview(italic)
        let image = try Scene.render(w)
        let ink = (0..<4).map { Self.ink(image, in: CGRect(x: 0, y: CGFloat($0) * 30, width: 200, height: 30), Self.dark) }
        #expect(ink[0].count < ink[1].count && ink[1].count < ink[2].count, "\(ink.map(\.count))")
        // The oblique face is another face: other ink than the upright one's.
        #expect(ink[3].count > 0 && ink[3].count != ink[1].count)
    }

    @Test("U3: monospacedDigitSystemFont lays every digit out at one advance (OpenType tnum)")
    func tabularDigits() throws {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let style = TextStyle(font: font, alignment: .natural, numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(style.tabularDigits)
        let layout = TextSystem.shared.layout("0123456789", style: style, maxWidth: nil, scale: 2)
        let advances = Set(layout.lines[0].glyphs.map(\.advance))
        #expect(advances.count == 1, "\(advances)")
        let l = UILabel()
        l.font = font
        l.text = "1111"
        let ones = l.sizeThatFits(.zero).width
        l.text = "8888"
        #expect(l.sizeThatFits(.zero).width == ones)
    }

    @Test("U3: adjustsFontSizeToFitWidth shrinks a label's font to fit its width, not below minimumScaleFactor, on one line or several")
    func fitWidth() throws {
        let font = UIFont.systemFont(ofSize: 20)
        let text = "A title too wide for this label"
        let w = Scene.window(width: 320, height: 100)
        let natural = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        natural.font = font; natural.text = text
        let fitted = UILabel(frame: CGRect(x: 0, y: 30, width: 200, height: 30))
        fitted.font = font; fitted.text = text
        fitted.adjustsFontSizeToFitWidth = true
        fitted.minimumScaleFactor = 0.5
        w.addSubview(natural); w.addSubview(fitted)
        let scale = fitted._fittingScale(in: fitted.bounds)
        #expect(scale > 0.5 && scale < 1, "\(scale)")
        let needed = natural.sizeThatFits(.zero).width
        #expect(abs(scale - 200 / needed) < 0.05, "\(scale) for \(needed) points in 200")
        let image = try Scene.render(w)
        let big = Self.ink(image, in: natural.frame, Self.dark)
        let small = Self.ink(image, in: fitted.frame, Self.dark)
        #expect(small.maxX < 200 && small.maxX > 185, "fills the width: \(small.maxX)")
        #expect(Double(small.width) / Double(big.width) > 0.95 * Double(scale), "whole text, smaller")
        // A floor it can't fit above: the floor, truncated.
        fitted.minimumScaleFactor = 0.9
        #expect(fitted._fittingScale(in: fitted.bounds) == 0.9)
        // 0 (the default) never shrinks.
        fitted.minimumScaleFactor = 0
        #expect(fitted._fittingScale(in: fitted.bounds) == 1)
        // Two lines: shrinks until the text fits in two lines of the height.
        let twoLines = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 40))
        twoLines.font = font; twoLines.text = text; twoLines.numberOfLines = 2
        twoLines.adjustsFontSizeToFitWidth = true; twoLines.minimumScaleFactor = 0.3
        let s2 = twoLines._fittingScale(in: twoLines.bounds)
        #expect(s2 < 1)
        let check = UILabel()
        check.font = font._scaled(by: s2); check.text = text; check.numberOfLines = 0
        #expect(check.sizeThatFits(CGSize(width: 150, height: 0)).height <= 40)

        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        field.font = font
        field.text = text
        #expect(field._textFont.pointSize == 20)
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 9
        #expect(field._textFont.pointSize < 20 && field._textFont.pointSize >= 9)
    }

    @Test("U3: snapshots of preferred-font and attributed labels at the large and accessibility-medium text sizes; a text size change redraws only the labels that adjust")
    func dynamicTypeSnapshots() throws {
        let w = Scene.window(width: 320, height: 220)
        let body = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 60))
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        body.numberOfLines = 0
        body.text = "Body text follows the text size"
        let s = NSMutableAttributedString(string: "Headline ", attributes: [
            .font: UIFont.preferredFont(forTextStyle: .headline), .foregroundColor: UIColor.systemBlue])
        s.append(NSAttributedString(string: "and caption", attributes: [
            .font: UIFont.preferredFont(forTextStyle: .caption1), .underlineStyle: NSUnderlineStyle.single.rawValue]))
        let attributed = UILabel(frame: CGRect(x: 10, y: 80, width: 300, height: 90))
        attributed.attributedText = s
        attributed.numberOfLines = 0
        attributed.adjustsFontForContentSizeCategory = true
        let fixed = UILabel(frame: CGRect(x: 10, y: 180, width: 300, height: 30))
        fixed.font = .systemFont(ofSize: 15)
        fixed.text = "A fixed 15-point label"
        [body, attributed, fixed].forEach(w.addSubview)
        try Snapshot.assertMatches(try Scene.render(w), "attributed-text-large")
        _ = w.takeDamage()
        UIApplication.shared._setPreferredContentSizeCategory(.accessibilityMedium)
        defer { UIApplication.shared._setPreferredContentSizeCategory(.large) }
        #expect(body.font.pointSize == 28)
        #expect((attributed.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 28)
        let damage = try #require(w.takeDamage())
        let changed = body.frame.union(attributed.frame)
        #expect(!damage.isEmpty && damage.allSatisfy { changed.contains($0) }, "\(damage)")
        #expect(!damage.contains { $0.intersects(fixed.frame) })
        try Snapshot.assertMatches(try Scene.render(w), "attributed-text-ax-medium")
    }
}
