import Foundation

/// Where the lines of an editing layout sit in a text view, and the
/// rectangles of carets and selections there (K1, K7). Built per drawing or
/// hit-test from the renderer's layout; without a renderer (the core's own
/// tests) it estimates with a fixed advance per character.
@MainActor
struct TextEditingGeometry {
    let text: String
    let layout: (any TextLayoutInfo)?
    /// The box lines are aligned in (the text rectangle, scrolled).
    let box: CGRect
    let alignment: NSTextAlignment
    /// Lines centred vertically in `box` (a field) or from its top (a view).
    let verticallyCentered: Bool
    let font: UIFont

    /// `attributed`: the text with attributes, laid out as drawn (U3);
    /// its string is `text`.
    init(text: String, font: UIFont, box: CGRect, alignment: NSTextAlignment, maxWidth: CGFloat?,
         verticallyCentered: Bool, attributed: NSAttributedString? = nil) {
        self.text = text
        self.font = font
        self.box = box
        self.alignment = alignment
        self.verticallyCentered = verticallyCentered
        layout = attributed.flatMap { RenderingServices.text?.editingLayout(of: $0, font: font, maxWidth: maxWidth) }
            ?? RenderingServices.text?.editingLayout(of: text, font: font, maxWidth: maxWidth)
            ?? EstimatedTextLayout(text: text, font: font, maxWidth: maxWidth)
    }

    private var estimateAdvance: CGFloat { font.pointSize * 0.55 }

    var lineCount: Int { Swift.max(layout?.lineCount ?? 1, 1) }
    var lineHeight: CGFloat { layout?.lineHeight ?? font.lineHeight.rounded() }
    var textHeight: CGFloat {
        if let layout, layout.lineCount > 0 { return layout.textHeight }
        return CGFloat(lineCount) * lineHeight
    }

    /// A line's height: its fonts' (U3), or the one line height.
    func lineHeight(_ line: Int) -> CGFloat {
        if let layout, line < layout.lineCount { return layout.lineHeight(ofLine: line) }
        return lineHeight
    }

    func lineWidth(_ line: Int) -> CGFloat {
        layout?.lineWidth(line) ?? CGFloat(text.count) * estimateAdvance
    }

    /// The widest line.
    var width: CGFloat { (0..<lineCount).map(lineWidth).max() ?? 0 }

    func lineTop(_ line: Int) -> CGFloat {
        let top = verticallyCentered ? box.minY + (box.height - textHeight) / 2 : box.minY
        if let layout, line < layout.lineCount { return top + layout.lineTop(line) }
        return top + CGFloat(line) * lineHeight
    }

    /// The x of a line's left edge, aligned as the renderer aligns it
    /// (Canvas+Text: the slack is the box's width less the line's).
    func lineX(_ line: Int) -> CGFloat {
        var insets: (leading: CGFloat, trailing: CGFloat, alignment: NSTextAlignment?) = (0, 0, nil)
        if let layout, line < layout.lineCount { insets = layout.lineInsets(line) }
        let slack = box.width - insets.leading - insets.trailing - lineWidth(line)
        let left = box.minX + insets.leading
        switch insets.alignment ?? alignment {
        case .center: return left + slack / 2
        case .right: return left + slack
        case .natural, .justified: return left + ((layout?.lineIsRightToLeft(line) ?? false) ? slack : 0)
        case .left: return left
        }
    }

    /// The caret's place before `offset`: its line and x in the view.
    func caretPoint(_ offset: Int) -> (line: Int, x: CGFloat) {
        if let layout {
            if let p = layout.caretPosition(forUTF16Offset: offset) { return (p.line, lineX(p.line) + p.x) }
            // Past the end (or an empty text): after the last line.
            let last = Swift.max(layout.lineCount - 1, 0)
            if layout.lineCount == 0 { return (0, lineX(0)) }
            return (last, lineX(last) + layout.lineWidth(last))
        }
        let n = TextBoundaries.substring(text, 0..<offset).count
        return (0, lineX(0) + CGFloat(n) * estimateAdvance)
    }

    /// UIKit's caret: 2 points wide, the line's height.
    func caretRect(_ offset: Int) -> CGRect {
        let p = caretPoint(offset)
        return CGRect(x: (p.x - 1).rounded(), y: lineTop(p.line), width: 2, height: lineHeight(p.line))
    }

    /// The rectangles covering `range`: each grapheme cluster's span on its
    /// line, merged while adjacent, so right-to-left runs are covered where
    /// they are drawn.
    func selectionRects(_ range: Range<Int>) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        // The renderer's layout knows where each run's glyphs are: one
        // rectangle per run on each line the range touches.
        if let layout {
            let first = caretPoint(range.lowerBound).line, last = caretPoint(range.upperBound).line
            var rects: [CGRect] = []
            var known = true
            for line in Swift.min(first, last)...Swift.max(first, last) {
                let lineRange = layout.lineRange(line).clamped(to: range)
                guard !lineRange.isEmpty else { continue }
                guard let spans = layout.selectionSpans(onLine: line, range: lineRange) else { known = false; break }
                for span in spans {
                    rects.append(CGRect(x: lineX(line) + span.lowerBound, y: lineTop(line),
                                        width: span.upperBound - span.lowerBound, height: lineHeight(line)))
                }
            }
            if known { return rects }
        }
        var rects: [CGRect] = []
        var o = range.lowerBound
        var guardSteps = 0
        while o < range.upperBound, guardSteps < 200_000 {
            guardSteps += 1
            let next = Swift.min(TextBoundaries.nextBoundary(in: text, after: o), range.upperBound)
            guard next > o else { break }
            let a = caretPoint(o), b = caretPoint(next)
            // The cluster's span: between its two carets when they are on one
            // line, else from its caret to the line's end (a wrapped space).
            var lo = Swift.min(a.x, b.x), hi = Swift.max(a.x, b.x)
            if a.line != b.line { lo = a.x; hi = lineX(a.line) + lineWidth(a.line); if hi < lo { swap(&lo, &hi) } }
            let r = CGRect(x: lo, y: lineTop(a.line), width: Swift.max(hi - lo, 0), height: lineHeight(a.line))
            if let last = rects.last, last.minY == r.minY, abs(last.maxX - r.minX) < 0.5 || abs(r.maxX - last.minX) < 0.5 {
                rects[rects.count - 1] = last.union(r)
            } else if r.width > 0 {
                rects.append(r)
            }
            o = next
        }
        return rects
    }

    /// The caret position nearest `point`: the line under it, then the
    /// cluster boundary nearest in x (so a tap on a letter's right half puts
    /// the caret after it).
    func offset(at point: CGPoint) -> Int {
        let n = text.utf16.count
        guard n > 0 else { return 0 }
        // The last line whose top is above the point (lines differ in height).
        var line = 0
        while line + 1 < lineCount, lineTop(line + 1) <= point.y { line += 1 }
        let range = layout?.lineRange(line) ?? 0..<n
        var best = range.lowerBound, bestDistance = CGFloat.infinity
        var o = TextBoundaries.clampToBoundary(in: text, range.lowerBound)
        var steps = 0
        while steps < 100_000 {
            steps += 1
            let p = caretPoint(o)
            // The caret at a line's end belongs to the next line when wrapped:
            // only positions drawn on this line count.
            if p.line == line {
                let d = abs(p.x - point.x)
                if d < bestDistance { best = o; bestDistance = d }
            }
            if o >= range.upperBound || o >= n { break }
            o = TextBoundaries.nextBoundary(in: text, after: o)
        }
        // A wrapped line's trailing space: the caret goes before it, not
        // onto the next line.
        if line < lineCount - 1, best == range.upperBound, best > range.lowerBound,
           layout?.lineRange(line + 1).lowerBound == best {
            best = TextBoundaries.previousBoundary(in: text, before: best)
        }
        return best
    }
}
