/// Line breaking: the text is cut into pieces at break opportunities (after
/// spaces, around CJK ideographs, after a hyphen; between any two characters for
/// `byCharWrapping`), pieces are shaped, and lines are filled greedily. A piece
/// wider than a line is broken between characters. Lines past `numberOfLines`
/// are dropped and the last kept line is truncated per `lineBreakMode`.
extension TextSystem {
    /// A shaped piece: its visible glyphs, their width, and the width of the
    /// whitespace after them (which hangs past the line end when it breaks).
    private struct Piece {
        var glyphs: [ShapedGlyph]
        var width: Double
        var trailingSpace: Double
        var direction: TextDirection
    }

    func makeLayout(_ text: String, style: TextStyle, maxWidth: Double?, scale: Double) -> TextLayout {
        guard let primary = primaryFace(style.font, scale: scale) else {
            return TextLayout(lines: [], lineHeight: style.font.pointSize * scale, ascender: style.font.pointSize * scale * 0.8, scale: scale)
        }
        let wraps = maxWidth != nil && style.numberOfLines != 1
        let charWrap = style.lineBreakMode == .byCharWrapping
        var lines: [TextLayout.Line] = []
        var overflowed = false
        // "\r\n" is one Character in Swift: both end a paragraph. (Not
        // Foundation's replacingOccurrences, which bridges every label
        // through NSString.)
        let paragraphs = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for paragraph in paragraphs {
            let rtl = Self.isRightToLeft(paragraph)
            let pieces = Self.breakOpportunities(paragraph, charWrap: charWrap).map {
                shapePiece($0, spec: style.font, primary: primary, scale: scale)
            }
            var current: [Piece] = []
            var currentWidth = 0.0
            func flush() {
                lines.append(Self.assemble(current, rtl: rtl))
                current = []; currentWidth = 0
            }
            for piece in pieces {
                if wraps, let maxWidth, !current.isEmpty, currentWidth + piece.width > maxWidth {
                    flush()
                }
                if wraps, let maxWidth, current.isEmpty, piece.width > maxWidth {
                    // A word longer than the line: break it between characters.
                    for g in splitPiece(piece, maxWidth: maxWidth) {
                        if !current.isEmpty, currentWidth + g.width > maxWidth { flush() }
                        current.append(g); currentWidth += g.width + g.trailingSpace
                    }
                    continue
                }
                current.append(piece)
                currentWidth += piece.width + piece.trailingSpace
            }
            flush()
        }
        if style.numberOfLines > 0, lines.count > style.numberOfLines {
            // What didn't fit joins the last kept line, so truncation can mark it.
            let rest = lines[(style.numberOfLines - 1)...]
            lines = Array(lines.prefix(style.numberOfLines - 1))
            var joined: [TextLayout.Glyph] = []
            var pen = 0.0
            for line in rest {
                for var g in line.glyphs { g.x += pen; joined.append(g) }
                pen += line.width + primary.pixelSize * 0.3
            }
            lines.append(TextLayout.Line(glyphs: joined, width: pen, isRTL: rest.first?.isRTL ?? false))
            overflowed = true
        }
        if let maxWidth, let last = lines.last, overflowed || last.width > maxWidth {
            let ellipsis = shapeWithFallback("\u{2026}", spec: style.font, primary: primary, scale: scale)
            switch style.lineBreakMode {
            case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
                let mode = style.numberOfLines == 1 && !overflowed ? style.lineBreakMode : .byTruncatingTail
                lines[lines.count - 1] = Self.truncate(last, maxWidth: maxWidth, ellipsis: ellipsis, mode: mode)
            case .byWordWrapping, .byCharWrapping, .byClipping:
                if overflowed {
                    // The lines past the limit are cut, not marked (UIKit).
                    lines[lines.count - 1].glyphs = lines[lines.count - 1].glyphs.filter { $0.x < maxWidth }
                    lines[lines.count - 1].width = min(lines[lines.count - 1].width, maxWidth)
                }
            }
        }
        return TextLayout(lines: lines, lineHeight: primary.lineHeight.rounded(), ascender: primary.ascender.rounded(), scale: scale)
    }

    private func shapePiece(_ text: Substring, spec: FontSpec, primary: FontFace, scale: Double) -> Piece {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)].isWhitespace {
            end = text.index(before: end)
        }
        let visible = shapeWithFallback(text[..<end], spec: spec, primary: primary, scale: scale)
        let space = end < text.endIndex
            ? TextShaper.shape(String(text[end...]), face: primary).advance : 0
        return Piece(glyphs: visible.glyphs, width: visible.advance, trailingSpace: space,
                     direction: TextDirection.of(text[..<end]))
    }

    /// Cuts a piece between glyphs so each part fits `maxWidth` (at least one
    /// glyph a part).
    private func splitPiece(_ piece: Piece, maxWidth: Double) -> [Piece] {
        var parts: [Piece] = []
        var current: [ShapedGlyph] = []
        var start = 0.0
        for g in piece.glyphs {
            let end = g.x + g.advance - start
            if !current.isEmpty, end > maxWidth {
                let w = (current.last.map { $0.x + $0.advance } ?? start) - start
                parts.append(Piece(glyphs: current.map { var c = $0; c.x -= start; return c }, width: w, trailingSpace: 0,
                                   direction: piece.direction))
                current = []
                start = g.x
            }
            current.append(g)
        }
        let w = (current.last.map { $0.x + $0.advance } ?? start) - start
        parts.append(Piece(glyphs: current.map { var c = $0; c.x -= start; return c }, width: w,
                           trailingSpace: piece.trailingSpace, direction: piece.direction))
        return parts
    }

    /// Places a line's pieces left to right in display order (`BidiReorder`),
    /// with the space that
    /// followed a word in the text between it and its neighbour.
    private static func assemble(_ pieces: [Piece], rtl: Bool) -> TextLayout.Line {
        var glyphs: [TextLayout.Glyph] = []
        var pen = 0.0
        var width = 0.0
        let order = BidiReorder.visualOrder(pieces.map(\.direction), paragraphRTL: rtl)
        for (i, index) in order.enumerated() {
            let p = pieces[index]
            for g in p.glyphs {
                glyphs.append(TextLayout.Glyph(face: g.face, index: g.index, x: g.x + pen, y: g.y, advance: g.advance))
            }
            pen += p.width
            width = pen
            if i < order.count - 1 {
                // The space between two neighbours on screen belongs to the
                // one that comes first in the text.
                let next = order[i + 1]
                pen += next == index - 1 ? pieces[next].trailingSpace : p.trailingSpace
            }
        }
        return TextLayout.Line(glyphs: glyphs, width: width, isRTL: rtl)
    }

    private static func truncate(_ line: TextLayout.Line, maxWidth: Double,
                                 ellipsis: (glyphs: [ShapedGlyph], advance: Double, isRTL: Bool),
                                 mode: TextStyle.LineBreak) -> TextLayout.Line {
        let ell = ellipsis.advance
        func place(_ g: ShapedGlyph, at x: Double) -> TextLayout.Glyph {
            TextLayout.Glyph(face: g.face, index: g.index, x: g.x + x, y: g.y, advance: g.advance)
        }
        var glyphs = line.glyphs
        switch mode {
        case .byTruncatingHead:
            let total = glyphs.last.map { $0.x + $0.advance } ?? 0
            while let first = glyphs.first, total - first.x + ell > maxWidth { glyphs.removeFirst() }
            let shift = ell - (glyphs.first?.x ?? 0)
            glyphs = ellipsis.glyphs.map { place($0, at: 0) } + glyphs.map { var g = $0; g.x += shift; return g }
            return TextLayout.Line(glyphs: glyphs, width: 0, isRTL: line.isRTL).fittingWidth()
        case .byTruncatingMiddle:
            let half = (maxWidth - ell) / 2
            let left = glyphs.filter { $0.x + $0.advance <= half }
            let total = glyphs.last.map { $0.x + $0.advance } ?? 0
            let right = glyphs.filter { $0.x >= total - half }
            let leftEnd = left.last.map { $0.x + $0.advance } ?? 0
            let rightStart = right.first?.x ?? total
            let shift = leftEnd + ell - rightStart
            glyphs = left + ellipsis.glyphs.map { place($0, at: leftEnd) } + right.map { var g = $0; g.x += shift; return g }
            return TextLayout.Line(glyphs: glyphs, width: 0, isRTL: line.isRTL).fittingWidth()
        default:
            while let last = glyphs.last, last.x + last.advance + ell > maxWidth { glyphs.removeLast() }
            let pen = glyphs.last.map { $0.x + $0.advance } ?? 0
            glyphs += ellipsis.glyphs.map { place($0, at: pen) }
            return TextLayout.Line(glyphs: glyphs, width: pen + ell, isRTL: line.isRTL)
        }
    }

    static func breakOpportunities(_ s: Substring, charWrap: Bool) -> [Substring] {
        var pieces: [Substring] = []
        var start = s.startIndex
        var prev: Character?
        var i = s.startIndex
        while i < s.endIndex {
            let ch = s[i]
            if let p = prev, i != start, canBreak(between: p, and: ch, charWrap: charWrap) {
                pieces.append(s[start..<i])
                start = i
            }
            prev = ch
            i = s.index(after: i)
        }
        if start < s.endIndex || pieces.isEmpty { pieces.append(s[start...]) }
        return pieces
    }

    private static func canBreak(between p: Character, and c: Character, charWrap: Bool) -> Bool {
        if c.isWhitespace { return false }  // spaces stay with the piece before
        if charWrap || p.isWhitespace { return true }
        if isIdeographic(c) && !isClosingPunctuation(c) { return true }
        if isIdeographic(p) { return !isClosingPunctuation(c) }
        return p == "-" && c.isLetter
    }

    /// CJK ideographs, kana and fullwidth forms: text that breaks between
    /// characters (UAX #14 class ID, approximately).
    static func isIdeographic(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFF00...0xFFEF).contains(v) || (0x20000...0x3FFFF).contains(v)
    }

    /// Punctuation that must not start a line (。，、」 and the like).
    private static func isClosingPunctuation(_ c: Character) -> Bool {
        "。，、．：；！？）」』】〕〉》”’,.:;!?)]}".contains(c)
    }

    /// Whether the first strong character is Hebrew or Arabic.
    static func isRightToLeft(_ s: Substring) -> Bool {
        TextDirection.of(s) == .rightToLeft
    }
}

extension TextLayout.Line {
    /// The line with `width` recomputed from its glyphs.
    func fittingWidth() -> TextLayout.Line {
        var l = self
        l.width = glyphs.map { $0.x + $0.advance }.max() ?? 0
        return l
    }
}
