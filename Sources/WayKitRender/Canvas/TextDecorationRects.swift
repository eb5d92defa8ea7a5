import Foundation

/// The rectangles drawn with attributed text besides its glyphs (U3), in
/// device pixels: backgrounds behind runs, and underlines and
/// strikethroughs at the positions and thicknesses the run's font gives
/// (its `post` and `OS/2` tables), on whole pixels so they stay crisp.
struct TextDecorationRects {
    var backgrounds: [(CGRect, PremultipliedColor)] = []
    /// Nil colour: the text's colour.
    var lines: [(CGRect, PremultipliedColor?)] = []

    /// Adds the decorations of `line`, whose left edge is at `x`, top at
    /// `top` and baseline at `baseline` (pixels). Neighbouring glyphs of one
    /// style make one span.
    mutating func collect(_ line: TextLayout.Line, layout: TextLayout, x: Double, top: Double, baseline: Double) {
        var i = 0
        let glyphs = line.glyphs
        while i < glyphs.count {
            let s = glyphs[i].style
            var j = i + 1
            while j < glyphs.count, glyphs[j].style == s { j += 1 }
            if layout.styles.indices.contains(s), layout.decorations.indices.contains(s) {
                let lo = glyphs[i..<j].map(\.x).min() ?? 0
                let hi = glyphs[i..<j].map { $0.x + $0.advance }.max() ?? 0
                add(style: layout.styles[s], metrics: layout.decorations[s], from: x + lo, to: x + hi,
                    top: top, height: line.height, baseline: baseline - layout.styles[s].baselineOffset * layout.scale)
            }
            i = j
        }
    }

    private mutating func add(style: AttributedText.RunStyle, metrics m: FontFace.Decorations, from x1: Double,
                              to x2: Double, top: Double, height: Double, baseline: Double) {
        guard x2 > x1 else { return }
        let left = x1.rounded(), width = x2.rounded() - left
        if let bg = style.backgroundColor {
            backgrounds.append((CGRect(x: left, y: top.rounded(), width: width, height: height.rounded()), bg))
        }
        let textColor = style.color
        if style.underline != 0 {
            stroke(style.underline, centre: baseline + m.underlinePosition, thickness: m.underlineThickness,
                   left: left, width: width, color: style.underlineColor ?? textColor)
        }
        if style.strikethrough != 0 {
            stroke(style.strikethrough, centre: baseline - m.strikethroughPosition,
                   thickness: m.strikethroughThickness, left: left, width: width,
                   color: style.strikethroughColor ?? textColor)
        }
    }

    /// One line (single), one twice as thick (thick), or two with a gap
    /// of one thickness (double), per `NSUnderlineStyle`'s low bits.
    private mutating func stroke(_ style: Int, centre: Double, thickness: Double, left: Double, width: Double,
                                 color: PremultipliedColor?) {
        let kind = style & 0x0F
        let t = max(1, (thickness * (kind == 0x02 ? 2 : 1)).rounded())
        if kind == 0x09 {
            let first = (centre - t).rounded()
            lines.append((CGRect(x: left, y: first, width: width, height: t), color))
            lines.append((CGRect(x: left, y: first + 2 * t, width: width, height: t), color))
        } else {
            lines.append((CGRect(x: left, y: (centre - t / 2).rounded(), width: width, height: t), color))
        }
    }
}
