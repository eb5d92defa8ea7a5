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

    func caretPosition(forUTF16Offset offset: Int) -> (line: Int, x: CGFloat)? {
        layout.caretPosition(forUTF16Offset: offset).map { ($0.line, CGFloat($0.x)) }
    }
}
