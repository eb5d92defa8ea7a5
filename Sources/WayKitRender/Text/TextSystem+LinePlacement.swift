/// Where lines go (U3): each line's height from the fonts of its runs,
/// the paragraph style's line height, spacing and indents.
extension TextSystem {
    /// What a style needs of a line, in pixels: its font's ascender and
    /// line height, and how far the style raises (up) or lowers (down) it.
    struct LineMetrics {
        var ascent: Double, height: Double, up: Double, down: Double

        mutating func merge(_ m: LineMetrics) {
            ascent = max(ascent, m.ascent); height = max(height, m.height); up = max(up, m.up); down = max(down, m.down)
        }
    }

    /// A paragraph's indents in pixels: the first line's and the others'
    /// leading indents, and the trailing one (a positive tail indent is
    /// the line's end from the leading edge, so it needs the box's width).
    static func indents(_ p: AttributedText.Paragraph, maxWidth: Double?,
                                scale: Double) -> (first: Double, other: Double, trailing: Double) {
        var trailing = 0.0
        if p.tailIndent < 0 { trailing = -p.tailIndent * scale }
        if p.tailIndent > 0, let maxWidth { trailing = max(0, maxWidth - p.tailIndent * scale) }
        return (max(0, p.firstLineHeadIndent * scale), max(0, p.headIndent * scale), trailing)
    }

    /// Sets each line's top, baseline and height: the tallest of the fonts
    /// its glyphs are in (an empty line: its paragraph's first style),
    /// scaled by the paragraph's line-height multiple (the extra above the
    /// text, as TextKit), within its minimum and maximum; the paragraph's
    /// line spacing between its lines, and its spacing before and after
    /// between paragraphs.
    static func placeLines(_ lines: inout [TextLayout.Line],
                                   placement: [(paragraph: AttributedText.Paragraph?, first: Bool, last: Bool)],
                                   metrics: [LineMetrics],
                                   attributed: AttributedText, scale: Double) {
        var top = 0.0
        for i in lines.indices {
            var line = LineMetrics(ascent: 0, height: 0, up: 0, down: 0)
            var seen = Set<Int>()
            for g in lines[i].glyphs where seen.insert(g.style).inserted {
                line.merge(metrics[min(g.style, metrics.count - 1)])
            }
            if seen.isEmpty {
                line = metrics[min(attributed.styleIndex(at: lines[i].range.lowerBound), metrics.count - 1)]
            }
            // The tallest font's line, grown by how far runs are raised and lowered.
            var height = line.height + line.up.rounded(.up) + line.down.rounded(.up)
            var baseline = line.ascent + line.up.rounded(.up)
            let p: (paragraph: AttributedText.Paragraph?, first: Bool, last: Bool) =
                i < placement.count ? placement[i] : (nil, false, false)
            if let para = p.paragraph {
                if p.first, i > 0 { top += para.paragraphSpacingBefore * scale }
                if para.lineHeightMultiple > 0 {
                    let h = (height * para.lineHeightMultiple).rounded()
                    baseline += h - height; height = h
                }
                if para.minimumLineHeight > 0, height < para.minimumLineHeight * scale {
                    baseline += para.minimumLineHeight * scale - height; height = para.minimumLineHeight * scale
                }
                if para.maximumLineHeight > 0, height > para.maximumLineHeight * scale {
                    baseline -= height - para.maximumLineHeight * scale; height = para.maximumLineHeight * scale
                }
            }
            lines[i].top = top.rounded()
            lines[i].baseline = lines[i].top + baseline.rounded()
            lines[i].height = height.rounded()
            top = lines[i].top + lines[i].height
            if i + 1 < lines.count, let para = p.paragraph {
                top += para.lineSpacing * scale
                if p.last { top += para.paragraphSpacing * scale }
            }
        }
    }
}
