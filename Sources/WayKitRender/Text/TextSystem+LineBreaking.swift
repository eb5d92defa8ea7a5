/// Line breaking (SPEC K7): each paragraph is shaped once
/// (`ShapedParagraph`: FriBidi's levels, HarfBuzz per level and font), then
/// lines are filled greedily at the break opportunities ICU's line iterator
/// gives (UAX #14: not inside "don't", after a hyphen, between ideographs);
/// with `byCharWrapping`, and for a word wider than a line, between grapheme
/// clusters (Swift's `Character`), so emoji sequences stay whole. Each line
/// is ordered for display by FriBidi. Lines past `numberOfLines` are dropped
/// and the last kept line is truncated per `lineBreakMode`.
///
/// Attributed text (U3) goes the same way: its runs are shaped in their own
/// fonts within the paragraph's shaping, and lines are filled over all of
/// them at once; a paragraph's style (its first character's) gives its
/// indents, alignment and line break mode (`TextSystem+LinePlacement.swift`
/// places the lines).
extension TextSystem {
    func makeLayout(_ attributed: AttributedText, style: TextStyle, maxWidth: Double?, scale: Double) -> TextLayout {
        let text = attributed.string
        let styles = attributed.styles.isEmpty ? [AttributedText.RunStyle(font: style.font)] : attributed.styles
        let primaries = styles.map { primaryFace($0.font, scale: scale) }
        guard let primary = primaries[0] ?? primaries.lazy.compactMap({ $0 }).first else {
            return TextLayout(lines: [], lineHeight: style.font.pointSize * scale, ascender: style.font.pointSize * scale * 0.8, scale: scale)
        }
        let multiline = style.numberOfLines != 1
        var lines: [TextLayout.Line] = []
        var overflowed = false
        // Faces of the characters met so far, for characters of one scalar
        // in one style: looking each up again (Unicode properties, cmap) was
        // a tenth of a long text's layout.
        var faces: [UInt64: FontFace] = [:]
        func faceFor(_ ch: Character, _ s: Int) -> FontFace {
            let stylePrimary = primaries[s] ?? primary
            let scalars = ch.unicodeScalars
            guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
                return face(for: ch, spec: styles[s].font, primary: stylePrimary, scale: scale)
            }
            let key = UInt64(s) << 32 | UInt64(first.value)
            if let f = faces[key] { return f }
            let f = face(for: ch, spec: styles[s].font, primary: stylePrimary, scale: scale)
            faces[key] = f
            return f
        }
        // Each line's paragraph style, and whether it starts or ends its paragraph.
        var placement: [(paragraph: AttributedText.Paragraph?, first: Bool, last: Bool)] = []
        var base = 0
        for range in Self.paragraphRanges(text) {
            let part = text[range.text]
            let paragraphStyle = attributed.runs.isEmpty ? nil : attributed.runs[attributed.runIndex(at: base)].paragraph
            let lineBreak = paragraphStyle?.lineBreak ?? style.lineBreakMode
            let paragraphBase = base
            let paragraph = ShapedParagraph(part, styles: styles, scale: scale,
                                            styleAt: { attributed.styleIndex(at: paragraphBase + $0) }, faceFor: faceFor)
            let count = paragraph.utf16.count
            let indents = paragraphStyle.map { Self.indents($0, maxWidth: maxWidth, scale: scale) }
            let firstWidth = maxWidth.map { $0 - (indents?.first ?? 0) - (indents?.trailing ?? 0) }
            let otherWidth = maxWidth.map { $0 - (indents?.other ?? 0) - (indents?.trailing ?? 0) }
            let tooWide = firstWidth.map { paragraph.width(0..<paragraph.trimmingWhitespace(0, count)) > $0 } ?? false
            var ranges = [0..<count]
            if multiline, tooWide || paragraph.hasMandatoryBreak {
                ranges = fill(paragraph, firstLineWidth: firstWidth ?? .infinity, maxWidth: otherWidth ?? .infinity,
                              charWrap: lineBreak == .byCharWrapping)
            }
            for (k, r) in ranges.enumerated() {
                var line = paragraph.line(r, base: base)
                line.indent = k == 0 ? indents?.first ?? 0 : indents?.other ?? 0
                line.trailingInset = indents?.trailing ?? 0
                line.alignment = paragraphStyle?.alignment
                lines.append(line)
                placement.append((paragraphStyle, k == 0, k == ranges.count - 1))
            }
            base += count + range.separatorLength
        }
        if style.numberOfLines > 0, lines.count > style.numberOfLines {
            // What didn't fit joins the last kept line, so truncation can mark it.
            let rest = lines[(style.numberOfLines - 1)...]
            let kept = lines[style.numberOfLines - 1]
            lines = Array(lines.prefix(style.numberOfLines - 1))
            var joined: [TextLayout.Glyph] = []
            var pen = 0.0
            for line in rest {
                for var g in line.glyphs { g.x += pen; joined.append(g) }
                pen += line.width + primary.pixelSize * 0.3
            }
            var line = TextLayout.Line(glyphs: joined, width: pen, isRTL: rest.first?.isRTL ?? false)
            line.range = kept.range.lowerBound..<kept.range.lowerBound
            line.indent = kept.indent; line.trailingInset = kept.trailingInset; line.alignment = kept.alignment
            lines.append(line)
            placement = Array(placement.prefix(style.numberOfLines))
            placement[placement.count - 1].last = true
            overflowed = true
        }
        let firstParagraph = attributed.runs.first?.paragraph
        let lineBreak = firstParagraph?.lineBreak ?? style.lineBreakMode
        if let maxWidth, let last = lines.last,
           overflowed || last.width > maxWidth - last.indent - last.trailingInset {
            let width = maxWidth - last.indent - last.trailingInset
            // The ellipsis takes the style of the text it follows.
            let ellipsisStyle = last.glyphs.last?.style ?? 0
            let ellipsisPrimary = primaries[ellipsisStyle] ?? primary
            let shaped = shapeWithFallback("\u{2026}", spec: styles[ellipsisStyle].font, primary: ellipsisPrimary,
                                           scale: scale)
            let ellipsis = (glyphs: shaped.glyphs, advance: shaped.advance, isRTL: shaped.isRTL, style: ellipsisStyle)
            switch lineBreak {
            case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
                let mode = style.numberOfLines == 1 && !overflowed ? lineBreak : .byTruncatingTail
                var truncated = Self.truncate(last, maxWidth: width, ellipsis: ellipsis, mode: mode)
                truncated.indent = last.indent; truncated.trailingInset = last.trailingInset
                truncated.alignment = last.alignment
                lines[lines.count - 1] = truncated
            case .byWordWrapping, .byCharWrapping, .byClipping:
                if overflowed {
                    // The lines past the limit are cut, not marked (UIKit).
                    lines[lines.count - 1].glyphs = lines[lines.count - 1].glyphs.filter { $0.x < width }
                    lines[lines.count - 1].width = min(lines[lines.count - 1].width, width)
                    lines[lines.count - 1].runs = []
                }
            }
        }
        let metrics = styles.indices.map { i -> LineMetrics in
            let f = primaries[i] ?? primary
            let raise = styles[i].baselineOffset * scale
            return LineMetrics(ascent: f.ascender.rounded(), height: f.lineHeight.rounded(),
                               up: max(0, raise), down: max(0, -raise))
        }
        Self.placeLines(&lines, placement: placement, metrics: metrics, attributed: attributed, scale: scale)
        let plain = styles.count == 1 && !styles[0].hasDecorations
        return TextLayout(lines: lines, lineHeight: primary.lineHeight.rounded(), ascender: primary.ascender.rounded(),
                          scale: scale, styles: styles,
                          decorations: plain ? [] : styles.indices.map { (primaries[$0] ?? primary).decorations })
    }

    /// The paragraphs of `text`, split at "\n" and "\r\n" (one Character in
    /// Swift), found in its UTF-16 view: comparing Characters was 7 % of a
    /// long text's layout, and Foundation's replacingOccurrences bridges every
    /// label through NSString.
    static func paragraphRanges(_ text: String) -> [(text: Range<String.Index>, separatorLength: Int)] {
        let utf16 = text.utf16
        var result: [(text: Range<String.Index>, separatorLength: Int)] = []
        var start = utf16.startIndex
        var previousIsCR = false
        var i = utf16.startIndex
        while i < utf16.endIndex {
            let unit = utf16[i]
            if unit == 0x0A {
                // "\r\n" ends the paragraph at the "\r".
                let end = previousIsCR ? utf16.index(before: i) : i
                result.append((start..<end, previousIsCR ? 2 : 1))
                start = utf16.index(after: i)
            }
            previousIsCR = unit == 0x0D
            i = utf16.index(after: i)
        }
        result.append((start..<utf16.endIndex, 0))
        return result
    }

    /// The lines' ranges: as many break opportunities on a line as fit
    /// (trailing whitespace not counted), a segment wider than a line cut
    /// between grapheme clusters (at least one a line), and a line ended
    /// after a mandatory break (U+2028 and the like).
    private func fill(_ p: ShapedParagraph, firstLineWidth: Double, maxWidth other: Double,
                      charWrap: Bool) -> [Range<Int>] {
        let breaks = charWrap ? p.graphemeEnds : lineBreaks(p.utf16)
        var lines: [Range<Int>] = []
        var start = 0
        var fitted: Int?
        var k = 0
        while k < breaks.count {
            let maxWidth = lines.isEmpty ? firstLineWidth : other
            let b = breaks[k]
            // Passed by a grapheme split, or an empty piece: nothing to add.
            if b <= start { k += 1; continue }
            if p.width(start..<p.trimmingWhitespace(start, b)) <= maxWidth {
                if p.isMandatoryBreak(at: b) {
                    lines.append(start..<b)
                    start = b; fitted = nil
                } else {
                    fitted = b
                }
                k += 1
                continue
            }
            if let f = fitted {
                lines.append(start..<f)
                start = f; fitted = nil
                continue
            }
            // One segment wider than the line: as many whole graphemes as fit.
            var g = p.graphemeEnds.partitionIndex { $0 > start }
            var end = p.graphemeEnds[g]
            g += 1
            while g < p.graphemeEnds.count, p.graphemeEnds[g] < b,
                  p.width(start..<p.graphemeEnds[g]) <= maxWidth {
                end = p.graphemeEnds[g]; g += 1
            }
            lines.append(start..<end)
            start = end
        }
        if start < p.utf16.count || lines.isEmpty { lines.append(start..<p.utf16.count) }
        return lines
    }

    /// UAX #14 break opportunities in a paragraph (UTF-16 offsets, ending
    /// with its length), from ICU's line iterator, opened at the first call;
    /// without ICU, after each run of spaces.
    func lineBreaks(_ utf16: [UInt16]) -> [Int] {
        if let iterator = lineBreaker { return iterator.boundaries(in: utf16).map(\.offset) }
        var breaks: [Int] = []
        for i in 1..<max(1, utf16.count) where utf16[i - 1] == 0x20 && utf16[i] != 0x20 { breaks.append(i) }
        breaks.append(utf16.count)
        return breaks
    }

    private static func truncate(_ line: TextLayout.Line, maxWidth: Double,
                                 ellipsis: (glyphs: [ShapedGlyph], advance: Double, isRTL: Bool, style: Int),
                                 mode: TextStyle.LineBreak) -> TextLayout.Line {
        let ell = ellipsis.advance
        func place(_ g: ShapedGlyph, at x: Double) -> TextLayout.Glyph {
            TextLayout.Glyph(face: g.face, index: g.index, x: g.x + x, y: g.y, advance: g.advance, style: ellipsis.style)
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

}

extension TextLayout.Line {
    /// The line with `width` recomputed from its glyphs.
    func fittingWidth() -> TextLayout.Line {
        var l = self
        l.width = glyphs.map { $0.x + $0.advance }.max() ?? 0
        return l
    }
}
