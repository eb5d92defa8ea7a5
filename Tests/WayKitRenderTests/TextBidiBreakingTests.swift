import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// SPEC K7: bidi by FriBidi, line and word breaks by ICU (UAX #14, UAX #29),
/// grapheme clusters never split, caret positions in mixed text.
@MainActor
@Suite("Text layout: bidi and breaking (K7)")
struct TextBidiBreakingTests {
    let text = TextSystem.shared
    let style = TextStyle(font: FontSpec(pointSize: 16))

    /// A line's runs, left to right on screen: UTF-16 range and direction.
    func runs(_ s: String) -> [(Range<Int>, Bool)] {
        text.layout(s, style: style, maxWidth: nil, scale: 1).lines[0].runs.map { ($0.range, $0.isRightToLeft) }
    }

    @Test("K7: FriBidi orders mixed Hebrew, Arabic and Latin runs for display, each with its direction")
    func mixedRuns() throws {
        // Left-to-right paragraph: Hebrew and Arabic (with the space between
        // them) make one right-to-left run between the English words.
        let l = text.layout("Hello שלום مرحبا world", style: style, maxWidth: nil, scale: 1)
        let line = try #require(l.lines.first)
        #expect(!line.isRTL)
        #expect(line.runs.map(\.range) == [0..<6, 6..<16, 16..<22])
        #expect(line.runs.map(\.isRightToLeft) == [false, true, false])
        // Inside the right-to-left run the Arabic word (after the Hebrew in
        // the text) is shown first, on the left; the Hebrew word last.
        let rtl = line.runs[1]
        let clusters = line.glyphs[rtl.glyphs].map(\.cluster)
        #expect(clusters.first.map { (11..<16).contains($0) } == true)
        #expect(clusters.last.map { (6..<10).contains($0) } == true)
        #expect(clusters == clusters.sorted(by: >), "a right-to-left run reads right to left")
        // Hebrew and Arabic share the run but are shaped apart (HarfBuzz
        // shapes one script at a time): the Arabic letters join as they do
        // alone, not shown in isolated forms.
        let arabicAlone = text.layout("مرحبا", style: style, maxWidth: nil, scale: 1).lines[0].glyphs.map(\.index)
        let arabicInRun = line.glyphs[rtl.glyphs].filter { $0.cluster >= 11 }.map(\.index)
        #expect(arabicInRun == arabicAlone)
        // Runs are placed left to right without gaps or overlaps.
        for (a, b) in zip(line.runs, line.runs.dropFirst()) { #expect(abs(a.x + a.width - b.x) < 0.001) }

        // Right-to-left paragraph (first strong letter Hebrew), read from
        // the right: שלום, then "abc 123" in its own order (the digits follow
        // the English letter before them, UAX #9 rule W7, and so does the
        // space between), then مرحبا.
        #expect(text.layout("שלום abc 123 مرحبا", style: style, maxWidth: nil, scale: 1).lines[0].isRTL)
        let r = runs("שלום abc 123 مرحبا")
        #expect(r.map(\.0) == [12..<18, 5..<12, 0..<5])
        #expect(r.map(\.1) == [true, false, true])
        // With an Arabic word before them instead, the digits stand alone
        // at a higher level, and the spaces go with the Arabic.
        let d = runs("שלום 123 مرحبا")
        #expect(d.map(\.0) == [8..<14, 5..<8, 0..<5])
        #expect(d.map(\.1) == [true, false, true])
    }

    @Test("K7: numbers inside right-to-left text read left to right (European and Arabic-Indic digits)")
    func numbersInRTL() throws {
        // "The price 125 dinars": the number sits between the words, which
        // read from the right, and its digits read left to right.
        for number in ["125", "\u{0661}\u{0662}\u{0665}"] {
            let s = "السعر \(number) دينار"
            let line = try #require(text.layout(s, style: style, maxWidth: nil, scale: 1).lines.first)
            #expect(line.isRTL)
            #expect(line.runs.map(\.range) == [9..<15, 6..<9, 0..<6], "\(number)")
            #expect(line.runs.map(\.isRightToLeft) == [true, false, true])
            let digits = line.glyphs[line.runs[1].glyphs].map(\.cluster)
            #expect(digits == [6, 7, 8], "1, 2, 5 from left to right")
        }
    }

    @Test("K7: UAX #14 break opportunities: not inside \"don't\", after a hyphen, between ideographs, not before 。")
    func lineBreakOpportunities() {
        #expect(text.lineBreakOpportunities(in: "don't stop") == [6, 10])
        #expect(text.lineBreakOpportunities(in: "well-known fact") == [5, 11, 15])
        #expect(text.lineBreakOpportunities(in: "中文文本") == [1, 2, 3, 4])
        // 。 may not start a line (class CL): no break before it, one after.
        #expect(text.lineBreakOpportunities(in: "你好。世界") == [1, 3, 4, 5])
        // Offsets are UTF-16: the emoji is two units, and no break splits it
        // from its skin tone (four units in all).
        #expect(text.lineBreakOpportunities(in: "hi 👍🏽 ok") == [3, 8, 10])
    }

    @Test("K7: wrapped lines break at UAX #14 opportunities: after the hyphen, never inside don't")
    func wrappingAtOpportunities() throws {
        let wrap = TextStyle(font: FontSpec(pointSize: 16), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        func width(_ s: String) -> Double { text.layout(s, style: style, maxWidth: nil, scale: 1).lines[0].width }
        let hyphen = text.layout("well-known", style: wrap, maxWidth: max(width("well-"), width("known")) + 1, scale: 1)
        #expect(hyphen.lines.map(\.range) == [0..<5, 5..<10])
        // "I don't" is a pixel too wide: the line breaks before the word, not
        // at its apostrophe, though "I don" would fit.
        let dont = text.layout("I don't know", style: wrap, maxWidth: width("I don't") - 1, scale: 1)
        #expect(width("I don") < width("I don't") - 1)
        #expect(dont.lines.map(\.range) == [0..<2, 2..<8, 8..<12])
        // Chinese wraps between ideographs with no spaces.
        let one = text.layout("中", style: style, maxWidth: nil, scale: 1).lines[0].width
        let cjk = text.layout("中文文本换行", style: wrap, maxWidth: one * 2 + 1, scale: 1)
        #expect(cjk.lines.map(\.range) == [0..<2, 2..<4, 4..<6])
    }

    @Test("K7: char wrapping in a narrow box never splits a grapheme cluster (ZWJ family, flag, skin tone, e + accent)")
    func graphemesStayWhole() throws {
        let s = "👨‍👩‍👧‍👦🇫🇷👍🏽e\u{301}ab"
        var boundaries: Set<Int> = [0]
        var offset = 0
        for ch in s { offset += ch.utf16.count; boundaries.insert(offset) }
        for mode in [TextStyle.LineBreak.byCharWrapping, .byWordWrapping] {
            let narrow = text.layout(s, style: TextStyle(font: FontSpec(pointSize: 16), numberOfLines: 0, lineBreakMode: mode),
                                     maxWidth: 4, scale: 1)
            // Nothing fits 4 points: one grapheme a line, each whole.
            #expect(narrow.lineCount == s.count, "\(mode)")
            for line in narrow.lines {
                #expect(boundaries.contains(line.range.lowerBound) && boundaries.contains(line.range.upperBound))
                #expect(!line.glyphs.isEmpty)
            }
        }
        // A width for about two graphemes: still only whole ones a line.
        let two = text.layout(s, style: TextStyle(font: FontSpec(pointSize: 16), numberOfLines: 0, lineBreakMode: .byCharWrapping),
                              maxWidth: 40, scale: 1)
        #expect(two.lineCount > 1 && two.lineCount < s.count)
        for line in two.lines { #expect(boundaries.contains(line.range.upperBound)) }
    }

    @Test("K7: the caret's x for a UTF-16 offset follows each run's direction in a mixed line")
    func caret() throws {
        // "abc אבג": the Hebrew word is shown after "abc ", right to left.
        let l = text.layout("abc אבג", style: style, maxWidth: nil, scale: 1)
        let line = try #require(l.lines.first)
        let abc = text.layout("abc", style: style, maxWidth: nil, scale: 1).lines[0].width
        let hebrewStart = line.runs[1].x
        func x(_ o: Int) -> Double? { l.caretPosition(forUTF16Offset: o)?.x }
        #expect(x(0) == 0)
        #expect(x(3).map { abs($0 - abc) < 0.01 } == true)
        // Before א: its right edge, the line's right end; after ג (the end):
        // the Hebrew run's left edge.
        #expect(x(4).map { abs($0 - line.width) < 0.01 } == true)
        #expect(x(7).map { abs($0 - hebrewStart) < 0.01 } == true)
        if let x4 = x(4), let x5 = x(5), let x6 = x(6), let x7 = x(7) { #expect(x4 > x5 && x5 > x6 && x6 > x7) }
        #expect(l.caretPosition(forUTF16Offset: 8) == nil)

        // Second line of a wrapped text, and UTF-16 offsets past an emoji.
        let wrapped = text.layout("😀 one two", style: TextStyle(font: FontSpec(pointSize: 16), numberOfLines: 0),
                                  maxWidth: text.layout("😀 one", style: style, maxWidth: nil, scale: 1).lines[0].width + 1,
                                  scale: 1)
        #expect(wrapped.lineCount == 2)
        #expect(wrapped.caretPosition(forUTF16Offset: 7)?.line == 1)
        #expect(wrapped.caretPosition(forUTF16Offset: 7)?.x == 0)
        let afterEmoji = try #require(wrapped.caretPosition(forUTF16Offset: 2))
        #expect(afterEmoji.line == 0 && afterEmoji.x > 0)
    }

    @Test("K7: lines keep UTF-16 ranges across \\r\\n and \\n paragraphs, each paragraph with its own direction")
    func paragraphs() {
        let l = text.layout("ab\r\ncd\nאב", style: TextStyle(font: FontSpec(pointSize: 16), numberOfLines: 0),
                            maxWidth: nil, scale: 1)
        #expect(l.lines.map(\.range) == [0..<2, 4..<6, 7..<9])
        #expect(l.lines.map(\.isRTL) == [false, false, true])
        #expect(l.caretPosition(forUTF16Offset: 4)?.line == 1)
        #expect(l.caretPosition(forUTF16Offset: 7).map { $0.line == 2 && $0.x > 0 } == true, "before א: its right edge")
    }

    @Test("K7: seeded random mixed texts: lines cover the text in order, fit their width unless one grapheme, and every grapheme boundary has a caret")
    func randomTexts() {
        let pieces = ["Hello", " ", "שלום", "مرحبا", "123", "١٢٣", "中文", "。", "don't", "well-known", "👨‍👩‍👧‍👦", "🇫🇷",
                      "👍🏽", "e\u{301}", "\u{202B}", "\u{202C}", "\u{2067}", "\u{2069}", "(", ")", "\n", "\r\n", "\t", "-"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        let system = TextSystem()
        for round in 0..<150 {
            var s = ""
            for _ in 0..<(1 + next(30)) { s += pieces[next(pieces.count)] }
            let width = Double(4 + next(200))
            let mode: TextStyle.LineBreak = round % 3 == 0 ? .byCharWrapping : .byWordWrapping
            let l = system.layout(s, style: TextStyle(font: FontSpec(pointSize: 15), numberOfLines: 0, lineBreakMode: mode),
                                  maxWidth: width, scale: 1)
            var boundaries: Set<Int> = [0]
            var offset = 0
            for ch in s { offset += ch.utf16.count; boundaries.insert(offset) }
            var previousEnd = 0
            for line in l.lines {
                #expect(line.range.lowerBound >= previousEnd, "\(s.debugDescription)")
                #expect(boundaries.contains(line.range.lowerBound) && boundaries.contains(line.range.upperBound),
                        "\(s.debugDescription)")
                let graphemes = s.utf16.count == 0 ? 0 : boundaries.filter { line.range.contains($0) }.count
                #expect(line.width <= width + 0.001 || graphemes <= 1, "\(s.debugDescription) at \(width)")
                #expect(line.glyphs.map(\.cluster).allSatisfy { line.range.contains($0) })
                previousEnd = line.range.upperBound
            }
            #expect(previousEnd == s.utf16.count, "\(s.debugDescription)")
            for b in boundaries where l.caretPosition(forUTF16Offset: b) == nil {
                // Only a paragraph separator's inside has no caret: "\r|\n" is one grapheme.
                Issue.record("no caret at \(b) in \(s.debugDescription)")
            }
        }
    }

    @Test("K7: a line separator (U+2028, UAX #14 class BK) ends a line inside a paragraph, in a box or unbounded")
    func mandatoryBreaks() {
        let style = TextStyle(font: FontSpec(pointSize: 16), numberOfLines: 0)
        for maxWidth in [500.0, nil] {
            let l = text.layout("one\u{2028}two words", style: style, maxWidth: maxWidth, scale: 1)
            #expect(l.lines.map(\.range) == [0..<4, 4..<13])
        }
        #expect(text.layout("one\u{2028}two", style: TextStyle(font: FontSpec(pointSize: 16)), maxWidth: nil, scale: 1)
            .lineCount == 1, "a one-line label keeps it on its line")
    }

    @Test("K7: UAX #29 words from ICU's word iterator, in UTF-16 ranges")
    func words() {
        #expect(text.wordRanges(in: "Hello, world! don't") == [0..<5, 7..<12, 14..<19])
    }

    @Test("K7: ICU's line iterator opens only when a text needs breaking")
    func lazyICU() {
        let system = TextSystem()
        let wrap = TextStyle(font: FontSpec(pointSize: 16), numberOfLines: 0)
        _ = system.layout("Grüße, שלום: a label on one line", style: TextStyle(font: FontSpec(pointSize: 16)),
                          maxWidth: 50, scale: 1)
        _ = system.layout("Fits its box", style: wrap, maxWidth: 500, scale: 1)
        #expect(system.openedLineBreaker == nil)
        _ = system.layout("This one wraps onto several lines", style: wrap, maxWidth: 60, scale: 1)
        #expect(system.openedLineBreaker != nil)
    }

    @Test("K7: mixed-direction, numbered, wrapped right-to-left and char-wrapped emoji text, with carets (snapshot)")
    func snapshot() throws {
        let image = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: 320, height: 250))
        let c = Canvas(target: image)
        c.fill(CGRect(x: 0, y: 0, width: 320, height: 250), color: .white)
        let ink = PremultipliedColor(straightRed: 0.1, green: 0.1, blue: 0.15, alpha: 1)
        let red = PremultipliedColor(straightRed: 0.9, green: 0.1, blue: 0.1, alpha: 1)
        let box = PremultipliedColor(straightRed: 0.9, green: 0.95, blue: 1, alpha: 1)
        func draw(_ l: TextLayout, _ rect: CGRect, carets: [Int] = []) {
            c.fill(rect, color: box)
            c.draw(l, in: rect, alignment: .natural, color: ink, textSystem: text, verticallyCentered: false)
            for o in carets {
                guard let p = l.caretPosition(forUTF16Offset: o) else { continue }
                c.fill(CGRect(x: rect.minX + p.x - 0.5, y: rect.minY + CGFloat(p.line) * l.lineHeight, width: 1,
                              height: l.lineHeight), color: red)
            }
        }
        draw(text.layout("Hello שלום مرحبا world", style: style, maxWidth: 300, scale: 1),
             CGRect(x: 10, y: 8, width: 300, height: 24))
        // Carets (natural alignment is left here) after "abc" and before
        // א, which is the line's right end.
        draw(text.layout("abc אבג", style: style, maxWidth: 300, scale: 1), CGRect(x: 10, y: 38, width: 300, height: 24),
             carets: [3, 4])
        draw(text.layout("السعر 125 دينار و ١٢٥ درهم", style: style, maxWidth: 300, scale: 1),
             CGRect(x: 10, y: 68, width: 300, height: 24))
        let wrap = TextStyle(font: FontSpec(pointSize: 16), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        draw(text.layout("שלום עולם, זה טקסט ארוך בעברית עם 2024 מספרים ו-English words", style: wrap, maxWidth: 150,
                         scale: 1), CGRect(x: 10, y: 98, width: 150, height: 110))
        let chars = TextStyle(font: FontSpec(pointSize: 16), numberOfLines: 0, lineBreakMode: .byCharWrapping)
        draw(text.layout("👨‍👩‍👧‍👦🇫🇷👍🏽 don't well-known 中文文本", style: chars, maxWidth: 130, scale: 1),
             CGRect(x: 175, y: 98, width: 130, height: 110))
        try Snapshot.assertMatches(image, "text-bidi-breaking")
    }
}
