import Foundation
import WayKit

/// A `TextLayout` seen by a text view (`TextLayoutInfo`): lines, widths and
/// caret places in points. Laid out at 1×, as the core measures; the
/// renderer draws the same text at the surface's scale, whose line breaks
/// match because widths are compared in points.
@MainActor
final class EditingTextLayout: TextLayoutInfo {
    let layout: TextLayout

    init(_ layout: TextLayout) { self.layout = layout }

    var lineCount: Int { layout.lineCount }
    var lineHeight: CGFloat { CGFloat(layout.lineHeight / layout.scale) }
    var ascender: CGFloat { CGFloat(layout.ascender / layout.scale) }

    func lineRange(_ line: Int) -> Range<Int> {
        layout.lines.indices.contains(line) ? layout.lines[line].range : 0..<0
    }

    func lineWidth(_ line: Int) -> CGFloat {
        layout.lines.indices.contains(line) ? CGFloat(layout.lines[line].width / layout.scale) : 0
    }

    func lineIsRightToLeft(_ line: Int) -> Bool {
        layout.lines.indices.contains(line) && layout.lines[line].isRTL
    }

    /// Each run's glyphs whose cluster starts inside `range`: their extent
    /// (HarfBuzz clusters; a ligature is selected whole).
    func selectionSpans(onLine line: Int, range: Range<Int>) -> [ClosedRange<CGFloat>]? {
        guard layout.lines.indices.contains(line) else { return [] }
        let l = layout.lines[line]
        guard !l.runs.isEmpty else { return nil }
        var spans: [ClosedRange<CGFloat>] = []
        for run in l.runs where run.range.overlaps(range) {
            var lo = Double.infinity, hi = -Double.infinity
            for g in l.glyphs[run.glyphs] where range.contains(g.cluster) {
                lo = min(lo, g.x); hi = max(hi, g.x + g.advance)
            }
            if lo.isFinite, hi.isFinite, hi >= lo {
                spans.append(CGFloat(lo / layout.scale)...CGFloat(hi / layout.scale))
            }
        }
        return spans.sorted { $0.lowerBound < $1.lowerBound }
    }

    func lineTop(_ line: Int) -> CGFloat {
        layout.lines.indices.contains(line) ? CGFloat(layout.lines[line].top / layout.scale) : 0
    }

    func lineHeight(ofLine line: Int) -> CGFloat {
        layout.lines.indices.contains(line) ? CGFloat(layout.lines[line].height / layout.scale) : lineHeight
    }

    var textHeight: CGFloat { CGFloat(layout.height / layout.scale) }

    func lineInsets(_ line: Int) -> (leading: CGFloat, trailing: CGFloat, alignment: NSTextAlignment?) {
        guard layout.lines.indices.contains(line) else { return (0, 0, nil) }
        let l = layout.lines[line]
        let alignment: NSTextAlignment?
        switch l.alignment {
        case .left?: alignment = .left
        case .center?: alignment = .center
        case .right?: alignment = .right
        case .justified?: alignment = .justified
        case .natural?: alignment = .natural
        case nil: alignment = nil
        }
        return (CGFloat(l.indent / layout.scale), CGFloat(l.trailingInset / layout.scale), alignment)
    }

    func caretPosition(forUTF16Offset offset: Int) -> (line: Int, x: CGFloat)? {
        layout.caretPosition(forUTF16Offset: offset).map { ($0.line, CGFloat($0.x)) }
    }
}
