import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// Issue 5 §2: FreeType glyphs, HarfBuzz shaping, fontconfig fallback, the
/// pixman glyph cache, word wrapping, truncation and measuring.
@MainActor
@Suite("Text (issue 5 text)")
struct TextRenderingTests {
    let text = TextSystem.shared
    static let ink = PremultipliedColor(straightRed: 0.1, green: 0.1, blue: 0.15, alpha: 1)

    func canvas(_ w: Int, _ h: Int, scale: CGFloat = 1) throws -> (PixmanImage, Canvas) {
        let image = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: w, height: h))
        let canvas = Canvas(target: image, transform: CGAffineTransform(scaleX: scale, y: scale))
        canvas.fill(CGRect(x: 0, y: 0, width: w, height: h), color: .white)
        return (image, canvas)
    }

    @Test("issue 5: Latin, Chinese, Arabic and emoji render through fontconfig fallback")
    func scripts() throws {
        let (image, c) = try canvas(240, 160)
        let style = TextStyle(font: FontSpec(pointSize: 16))
        let rows = ["Hello, WayKit!", "你好，世界", "مرحبا بالعالم", "Emoji: \u{1F600}\u{2764}\u{1F44D}",
                    "Say مرحبا بالعالم to all"]
        for (i, s) in rows.enumerated() {
            let l = text.layout(s, style: style, maxWidth: 220, scale: 1)
            c.draw(l, in: CGRect(x: 10, y: 8 + CGFloat(i) * 30, width: 220, height: 26), alignment: .natural,
                   color: Self.ink, textSystem: text)
        }
        // The Chinese and emoji rows need fonts other than the primary one.
        let primary = try #require(text.primaryFace(FontSpec(pointSize: 16), scale: 1))
        #expect(!primary.hasGlyph(for: "你"))
        let chinese = text.layout(rows[1], style: style, maxWidth: nil, scale: 1)
        #expect(chinese.lines[0].glyphs.allSatisfy { $0.index != 0 }, "no .notdef boxes")
        #expect(chinese.lines[0].glyphs.contains { $0.face !== primary })
        let emoji = text.layout(rows[3], style: style, maxWidth: nil, scale: 1)
        #expect(emoji.lines[0].glyphs.allSatisfy { $0.index != 0 })
        // U+1F600 has emoji presentation: it comes from the colour emoji font
        // and is drawn in its own colours (a yellow face), not in the ink.
        #expect(emoji.lines[0].glyphs.contains { $0.face.isColor })
        var yellow = 0
        for y in 98..<126 {
            for x in 60..<130 {
                let p = image.pixel(x: x, y: y)
                if (p >> 16) & 0xff > 200, (p >> 8) & 0xff > 150, p & 0xff < 100 { yellow += 1 }
            }
        }
        #expect(yellow > 20)
        try Snapshot.assertMatches(image, "text-scripts")
    }

    @Test("issue 5: word wrapping, line limits, truncation and alignment")
    func wrapping() throws {
        let (image, c) = try canvas(300, 200)
        let body = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let wrapped = text.layout(body, style: TextStyle(font: FontSpec(pointSize: 14), numberOfLines: 0,
                                                          lineBreakMode: .byWordWrapping), maxWidth: 130, scale: 1)
        #expect(wrapped.lineCount > 2)
        #expect(wrapped.lines.allSatisfy { $0.width <= 130 })
        c.fill(CGRect(x: 5, y: 5, width: 130, height: 120), color: PremultipliedColor(straightRed: 0.9, green: 0.95, blue: 1, alpha: 1))
        c.draw(wrapped, in: CGRect(x: 5, y: 5, width: 130, height: 120), alignment: .left, color: Self.ink, textSystem: text)

        let two = text.layout(body, style: TextStyle(font: FontSpec(pointSize: 14), numberOfLines: 2), maxWidth: 130, scale: 1)
        #expect(two.lineCount == 2)
        c.draw(two, in: CGRect(x: 150, y: 5, width: 130, height: 40), alignment: .center, color: Self.ink, textSystem: text)

        let tail = text.layout(body, style: TextStyle(font: FontSpec(pointSize: 14)), maxWidth: 130, scale: 1)
        #expect(tail.lineCount == 1)
        #expect(tail.lines[0].width <= 130)
        c.draw(tail, in: CGRect(x: 150, y: 50, width: 130, height: 20), alignment: .left, color: Self.ink, textSystem: text)
        let head = text.layout(body, style: TextStyle(font: FontSpec(pointSize: 14), lineBreakMode: .byTruncatingHead), maxWidth: 130, scale: 1)
        c.draw(head, in: CGRect(x: 150, y: 75, width: 130, height: 20), alignment: .left, color: Self.ink, textSystem: text)
        let middle = text.layout(body, style: TextStyle(font: FontSpec(pointSize: 14), lineBreakMode: .byTruncatingMiddle), maxWidth: 130, scale: 1)
        c.draw(middle, in: CGRect(x: 150, y: 100, width: 130, height: 20), alignment: .left, color: Self.ink, textSystem: text)
        let right = text.layout("Right aligned", style: TextStyle(font: FontSpec(pointSize: 14, weight: 700)), maxWidth: 130, scale: 1)
        c.draw(right, in: CGRect(x: 150, y: 125, width: 130, height: 20), alignment: .right, color: Self.ink, textSystem: text)
        let cjk = text.layout("中文文本没有空格也可以自动换行显示", style: TextStyle(font: FontSpec(pointSize: 14), numberOfLines: 0,
                              lineBreakMode: .byWordWrapping), maxWidth: 130, scale: 1)
        #expect(cjk.lineCount >= 2)
        c.draw(cjk, in: CGRect(x: 5, y: 130, width: 130, height: 60), alignment: .left, color: Self.ink, textSystem: text)
        try Snapshot.assertMatches(image, "text-wrapping")
    }

    @Test("issue 5: K7: mixed-direction lines put words in display order")
    func bidiOrder() {
        // Laid out: in "Say مرحبا بالعالم to all", the first Arabic word ends up
        // right of the second.
        let style = TextStyle(font: FontSpec(pointSize: 16))
        let l = text.layout("Say مرحبا بالعالم to all", style: style, maxWidth: nil, scale: 1)
        #expect(l.lineCount == 1 && !l.lines[0].isRTL)
        let line = l.lines[0].glyphs.map(\.index)
        func position(of word: String) -> Int? {
            let g = text.layout(word, style: style, maxWidth: nil, scale: 1).lines[0].glyphs.map(\.index)
            guard g.count <= line.count else { return nil }
            return (0...(line.count - g.count)).first { Array(line[$0..<($0 + g.count)]) == g }
        }
        let first = position(of: "مرحبا"), second = position(of: "بالعالم")
        #expect(first != nil && second != nil)
        if let first, let second { #expect(second < first) }
    }

    @Test("issue 5: measuring grows with text and wraps within a width")
    func measuring() {
        let style = TextStyle(font: FontSpec(pointSize: 17), numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let short = text.measure("Hi", style: style, maxWidth: nil)
        let long = text.measure("Hello there, world", style: style, maxWidth: nil)
        #expect(short.width > 0 && long.width > short.width)
        #expect(short.height == long.height)
        let narrow = text.measure("Hello there, world", style: style, maxWidth: 60)
        #expect(narrow.width <= 60)
        #expect(narrow.height > long.height)
        let bigger = text.measure("Hi", style: TextStyle(font: FontSpec(pointSize: 34)), maxWidth: nil)
        #expect(bigger.height > short.height && bigger.width > short.width)
    }

    @Test("issue 5: the glyph cache answers repeated text without rendering again")
    func glyphCache() throws {
        let (_, c) = try canvas(200, 40)
        let l = text.layout("cache me twice", style: TextStyle(font: FontSpec(pointSize: 15)), maxWidth: nil, scale: 1)
        c.draw(l, in: CGRect(x: 0, y: 0, width: 200, height: 40), alignment: .left, color: Self.ink, textSystem: text)
        text.resetGlyphCacheStatistics()
        c.draw(l, in: CGRect(x: 0, y: 0, width: 200, height: 40), alignment: .left, color: Self.ink, textSystem: text)
        #expect(text.glyphCacheLookups.misses == 0)
        #expect(text.glyphCacheLookups.hits >= 12)
    }
}

@MainActor
@Suite("Text system limits (issue 5 text)")
struct TextSystemLimitTests {
    @Test("issue 5: many font sizes drop old faces without stale glyphs")
    func manySizes() throws {
        let system = TextSystem()
        let image = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: 300, height: 80))
        let canvas = Canvas(target: image)
        for size in stride(from: 6.0, to: 6.0 + Double(TextSystem.maximumFaces + 20) * 0.5, by: 0.5) {
            let l = system.layout("Ag", style: TextStyle(font: FontSpec(pointSize: size)), maxWidth: nil, scale: 1)
            canvas.draw(l, in: CGRect(x: 0, y: 0, width: 300, height: 80), alignment: .left, color: .black, textSystem: system)
        }
        // After the purge, a size seen before is rendered afresh, not taken
        // from a cache entry of a freed face.
        system.resetGlyphCacheStatistics()
        let l = system.layout("Ag", style: TextStyle(font: FontSpec(pointSize: 6)), maxWidth: nil, scale: 1)
        canvas.draw(l, in: CGRect(x: 0, y: 0, width: 300, height: 80), alignment: .left, color: .black, textSystem: system)
        #expect(system.glyphCacheLookups.misses == 2)
    }
}
