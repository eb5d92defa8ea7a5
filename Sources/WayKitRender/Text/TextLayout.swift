/// Text broken into lines of positioned glyphs, in pixels at one scale.
public final class TextLayout {
    struct Glyph {
        var face: FontFace
        var index: UInt32
        /// Pen position from the line's left edge, offsets included.
        var x: Double
        var y: Double
        var advance: Double
        /// UTF-16 offset in the laid-out text of the first character of the
        /// glyph's cluster (-1 for an inserted ellipsis).
        var cluster: Int = -1
        /// Index into the layout's `styles` (U3: colour and decorations).
        var style: Int = 0
    }

    /// A piece of a line at one bidi level, as FriBidi ordered it: what the
    /// caret needs to find positions.
    struct Run {
        /// UTF-16 offsets in the laid-out text.
        var range: Range<Int>
        var isRightToLeft: Bool
        /// Left edge and width in pixels, from the line's left edge.
        var x: Double
        var width: Double
        /// Indices into the line's `glyphs`.
        var glyphs: Range<Int>
    }

    struct Line {
        var glyphs: [Glyph]
        var width: Double
        var isRTL: Bool
        /// Runs left to right on screen; empty after truncation, whose
        /// glyphs no longer stand for the text (no caret in a truncated line).
        var runs: [Run] = []
        /// UTF-16 offsets of the text the line shows, trailing whitespace
        /// (which hangs past the line's end, unseen) included.
        var range: Range<Int> = 0..<0
        /// The line's top and baseline from the layout's top, and its
        /// height, in pixels: its tallest font's, with the paragraph's
        /// spacing (U3).
        var top = 0.0
        var baseline = 0.0
        var height = 0.0
        /// Pixels kept free at the line's leading and trailing ends (the
        /// paragraph's indents).
        var indent = 0.0
        var trailingInset = 0.0
        /// The paragraph's alignment, when its style gives one.
        var alignment: TextStyle.Alignment?
    }

    let lines: [Line]
    /// Distance between baselines, and from a line's top to its baseline, in pixels.
    let lineHeight: Double
    let ascender: Double
    /// The scale the pixels are at (pixels per point).
    public let scale: Double
    /// The runs' styles glyphs point to, and where each style's underline
    /// and strikethrough go.
    let styles: [AttributedText.RunStyle]
    let decorations: [FontFace.Decorations]

    init(lines: [Line], lineHeight: Double, ascender: Double, scale: Double,
         styles: [AttributedText.RunStyle] = [], decorations: [FontFace.Decorations] = []) {
        self.lines = lines; self.lineHeight = lineHeight; self.ascender = ascender; self.scale = scale
        self.styles = styles; self.decorations = decorations
    }

    /// The block's height in pixels.
    var height: Double { lines.last.map { $0.top + $0.height } ?? 0 }

    /// Whether any glyph has a colour or decoration of its own (a plain
    /// layout draws in one colour, in one pass).
    var hasStyledRuns: Bool { !decorations.isEmpty }

    public var lineCount: Int { lines.count }

    /// The space the text takes, in points, rounded up to whole points as
    /// UIKit's `sizeThatFits` does.
    public var size: (width: Double, height: Double) {
        let w = lines.map(\.width).max() ?? 0
        let h = height
        return ((w / scale).rounded(.up), (h / scale).rounded(.up))
    }

    /// Glyphs visited per line, for drawing.
    var glyphCount: Int { lines.reduce(0) { $0 + $1.glyphs.count } }
}
