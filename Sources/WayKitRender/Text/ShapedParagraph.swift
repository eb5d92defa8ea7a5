import CHarfBuzz

/// One paragraph made ready for line breaking: its UTF-16 text, FriBidi's
/// levels, and HarfBuzz's glyphs for each piece at one bidi level and in one
/// font, with each glyph's cluster. Widths of any range between clusters
/// come from prefix sums, so filling lines costs no reshaping.
///
/// Offsets here are UTF-16 offsets in the paragraph, as UIKit's `NSRange`s.
/// A line's glyphs are taken from the paragraph's shaping, not reshaped: the
/// letter before a break keeps the form it had in the whole paragraph. Lines
/// break after spaces, where Arabic letters don't join anyway; only a word
/// broken between characters (too long for a line) shows its joined forms.
struct ShapedParagraph {
    /// A piece shaped in one HarfBuzz call: one level, one face.
    private struct ShapingRun {
        var range: Range<Int>
        var isRightToLeft: Bool
        var glyphs: Range<Int>
    }

    let utf16: [UInt16]
    let bidi: BidiParagraph
    /// UTF-16 offsets where each grapheme cluster (Swift `Character`) ends.
    let graphemeEnds: [Int]
    /// UTF-16 offset of every scalar's start, then `utf16.count`.
    private let scalarStarts: [Int]
    private let glyphs: [TextShaper.ClusterGlyph]
    private let runs: [ShapingRun]
    /// `advances[i]`: the advance of every cluster that starts before offset i.
    private let advances: [Double]

    /// `faceFor` picks the face of each character in a style (primary,
    /// emoji or fallback); `styleAt` gives the `styles` index at a UTF-16
    /// offset in the paragraph. A style's kern is added after each cluster
    /// and its baseline offset raises its glyphs; `scale` is pixels per point.
    init(_ text: Substring, styles: [AttributedText.RunStyle], scale: Double, styleAt: (Int) -> Int,
         faceFor: (Character, Int) -> FontFace) {
        let utf16 = Array(text.utf16)
        var scalars: [UInt32] = []
        var scalarStarts: [Int] = []
        scalars.reserveCapacity(utf16.count)
        scalarStarts.reserveCapacity(utf16.count + 1)
        var offset = 0
        for s in text.unicodeScalars {
            scalars.append(s.value); scalarStarts.append(offset)
            offset += s.utf16.count
        }
        scalarStarts.append(offset)
        // Characters and their faces and scripts; neighbours in one face and
        // one script make one run. Characters of no particular script
        // (spaces, digits, emoji) join the run they follow, and a run of
        // only those takes the script of the first letter after it.
        var graphemeEnds: [Int] = []
        var faceRuns: [(end: Int, face: FontFace, script: hb_script_t?, style: Int)] = []
        offset = 0
        let oneStyle = styles.count <= 1
        for ch in text {
            let style = oneStyle ? 0 : styleAt(offset)
            offset += ch.utf16.count
            graphemeEnds.append(offset)
            let face = faceFor(ch, style)
            let script = ch.unicodeScalars.first.flatMap(TextShaper.script(of:))
            if let last = faceRuns.last, last.face === face, last.style == style,
               last.script == nil || script == nil || last.script == script {
                faceRuns[faceRuns.count - 1].end = offset
                if last.script == nil { faceRuns[faceRuns.count - 1].script = script }
            } else {
                faceRuns.append((offset, face, script, style))
            }
        }
        let bidi = BidiParagraph(scalars: scalars)
        // Level runs in logical order, in UTF-16 offsets.
        var levelRuns: [(range: Range<Int>, rtl: Bool)] = []
        var i = 0
        while i < scalars.count {
            let level = bidi.level(at: i)
            var j = i + 1
            while j < scalars.count, bidi.level(at: j) == level { j += 1 }
            levelRuns.append((scalarStarts[i]..<scalarStarts[j], level & 1 == 1))
            i = j
        }
        var glyphs: [TextShaper.ClusterGlyph] = []
        glyphs.reserveCapacity(utf16.count)
        var runs: [ShapingRun] = []
        utf16.withUnsafeBufferPointer { buffer in
            var f = 0
            for level in levelRuns {
                var start = level.range.lowerBound
                while start < level.range.upperBound {
                    while faceRuns[f].end <= start { f += 1 }
                    let end = min(faceRuns[f].end, level.range.upperBound)
                    let first = glyphs.count
                    let styleIndex = faceRuns[f].style
                    let style = styles.indices.contains(styleIndex) ? styles[styleIndex] : nil
                    TextShaper.shape(buffer, range: start..<end, rightToLeft: level.rtl, script: faceRuns[f].script,
                                     face: faceRuns[f].face, tabularDigits: style?.tabularDigits ?? false,
                                     into: &glyphs)
                    if let style, styleIndex != 0 || style.kern != 0 || style.baselineOffset != 0 {
                        Self.apply(style, index: styleIndex, scale: scale, to: &glyphs[first...])
                    }
                    runs.append(ShapingRun(range: start..<end, isRightToLeft: level.rtl, glyphs: first..<glyphs.count))
                    start = end
                }
            }
        }
        var advances = [Double](repeating: 0, count: utf16.count + 1)
        for g in glyphs where g.cluster < utf16.count { advances[g.cluster + 1] += g.advance }
        for k in 1..<advances.count { advances[k] += advances[k - 1] }

        self.utf16 = utf16; self.bidi = bidi; self.graphemeEnds = graphemeEnds
        self.scalarStarts = scalarStarts; self.glyphs = glyphs; self.runs = runs; self.advances = advances
    }

    /// Marks a run's glyphs with their style, raises them by its baseline
    /// offset and adds its kern after each cluster (after its last glyph,
    /// so marks stay on their letters).
    private static func apply(_ style: AttributedText.RunStyle, index: Int, scale: Double,
                              to glyphs: inout ArraySlice<TextShaper.ClusterGlyph>) {
        let kern = style.kern * scale, raise = style.baselineOffset * scale
        for i in glyphs.indices {
            glyphs[i].style = index
            glyphs[i].y -= raise
            if kern != 0, i + 1 == glyphs.endIndex || glyphs[i + 1].cluster != glyphs[i].cluster {
                glyphs[i].advance += kern
            }
        }
    }

    /// The width of `range`'s glyphs, in pixels (ends at cluster boundaries).
    func width(_ range: Range<Int>) -> Double { advances[range.upperBound] - advances[range.lowerBound] }

    /// Whether a line must end at `offset`: after a character of UAX #14's
    /// classes BK (U+000B, U+000C, U+2028, U+2029), CR, LF or NL (U+0085).
    /// "\n" and "\r\n" already end paragraphs; these end lines inside one.
    func isMandatoryBreak(at offset: Int) -> Bool {
        guard offset > 0, offset < utf16.count else { return false }
        return Self.isMandatoryBreakUnit(utf16[offset - 1])
    }

    var hasMandatoryBreak: Bool { utf16.dropLast().contains(where: Self.isMandatoryBreakUnit) }

    private static func isMandatoryBreakUnit(_ u: UInt16) -> Bool {
        u == 0x0A || u == 0x0B || u == 0x0C || u == 0x0D || u == 0x85 || u == 0x2028 || u == 0x2029
    }

    /// `end` moved back over whitespace, not past `start`: a line's trailing
    /// spaces hang past its end (UAX #14 breaks after them, not before).
    func trimmingWhitespace(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, utf16[e - 1] == 0x20 || Unicode.Scalar(utf16[e - 1])?.properties.isWhitespace == true { e -= 1 }
        return e
    }

    /// The line showing `range`: FriBidi's runs left to right, each run's
    /// glyphs in HarfBuzz's visual order. `base` is the paragraph's offset in
    /// the whole text, added to clusters and ranges.
    func line(_ range: Range<Int>, base: Int) -> TextLayout.Line {
        let end = trimmingWhitespace(range.lowerBound, range.upperBound)
        let scalarRange = scalarIndex(range.lowerBound)..<scalarIndex(end)
        var out: [TextLayout.Glyph] = []
        var lineRuns: [TextLayout.Run] = []
        var pen = 0.0
        for run in bidi.visualRuns(scalarRange) {
            let r = scalarStarts[run.range.lowerBound]..<scalarStarts[run.range.upperBound]
            let first = out.count, x = pen
            // The shaping runs the bidi run covers, in visual order.
            var k = runs.partitionIndex { $0.range.upperBound > r.lowerBound }
            var covered: [ShapingRun] = []
            while k < runs.count, runs[k].range.lowerBound < r.upperBound { covered.append(runs[k]); k += 1 }
            if run.isRightToLeft { covered.reverse() }
            for s in covered {
                for g in glyphs[clusterSlice(s, r)] {
                    out.append(TextLayout.Glyph(face: g.face, index: g.index, x: pen + g.xOffset, y: g.y,
                                                advance: g.advance, cluster: base + g.cluster, style: g.style))
                    pen += g.advance
                }
            }
            lineRuns.append(TextLayout.Run(range: (base + r.lowerBound)..<(base + r.upperBound),
                                           isRightToLeft: run.isRightToLeft, x: x, width: pen - x,
                                           glyphs: first..<out.count))
        }
        return TextLayout.Line(glyphs: out, width: pen, isRTL: bidi.isRightToLeft, runs: lineRuns,
                               range: (base + range.lowerBound)..<(base + range.upperBound))
    }

    /// The glyphs of shaping run `s` whose clusters lie in `r`. Clusters are
    /// monotonic in a HarfBuzz run (ascending, descending when right to
    /// left), so the bounds are found by bisection.
    private func clusterSlice(_ s: ShapingRun, _ r: Range<Int>) -> Range<Int> {
        let g = glyphs[s.glyphs]
        if s.isRightToLeft {
            let lo = g.partitionIndex { $0.cluster < r.upperBound }
            let hi = g[lo...].partitionIndex { $0.cluster < r.lowerBound }
            return lo..<hi
        }
        let lo = g.partitionIndex { $0.cluster >= r.lowerBound }
        let hi = g[lo...].partitionIndex { $0.cluster >= r.upperBound }
        return lo..<hi
    }

    /// The index of the scalar starting at UTF-16 offset `offset`.
    private func scalarIndex(_ offset: Int) -> Int {
        // No surrogate pairs: offsets are scalar indices.
        if scalarStarts.count == utf16.count + 1 { return offset }
        return scalarStarts.partitionIndex { $0 >= offset }
    }
}
