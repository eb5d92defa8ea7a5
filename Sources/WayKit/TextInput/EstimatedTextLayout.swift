import Foundation

/// A stand-in layout when no renderer is registered (the core's own tests,
/// an app measuring before its backend starts): every character the same
/// width, paragraphs at newlines, lines wrapped at the last space that
/// fits. Left to right only; the renderer's layout (FriBidi, ICU) replaces
/// it whenever one exists.
@MainActor
final class EstimatedTextLayout: TextLayoutInfo {
    private struct Line { var range: Range<Int>; var characters: [Int] }
    private let lines: [Line]
    private let advance: CGFloat
    let lineHeight: CGFloat
    let ascender: CGFloat

    init(text: String, font: UIFont, maxWidth: CGFloat?) {
        advance = font.pointSize * 0.55
        lineHeight = font.lineHeight.rounded()
        ascender = font.ascender.rounded()
        let perLine = maxWidth.map { Swift.max(Int($0 / Swift.max(font.pointSize * 0.55, 0.1)), 1) } ?? Int.max
        var lines: [Line] = []
        var current = Line(range: 0..<0, characters: [0])
        var lastSpace: Int?   // index in current.characters after a space
        var o = 0
        for ch in text {
            let n = ch.utf16.count
            if ch.isNewline {
                current.range = current.range.lowerBound..<(o + n)
                lines.append(current)
                current = Line(range: (o + n)..<(o + n), characters: [o + n])
                lastSpace = nil
                o += n
                continue
            }
            if current.characters.count - 1 >= perLine, ch != " " {
                // Wrap: at the last space when there is one, else here.
                if let s = lastSpace, s > 0, s < current.characters.count {
                    let cut = current.characters[s]
                    let carried = Array(current.characters[s...])
                    current.range = current.range.lowerBound..<cut
                    current.characters = Array(current.characters[...s])
                    lines.append(current)
                    current = Line(range: cut..<cut, characters: carried)
                } else {
                    current.range = current.range.lowerBound..<o
                    lines.append(current)
                    current = Line(range: o..<o, characters: [o])
                }
                lastSpace = nil
            }
            o += n
            current.characters.append(o)
            current.range = current.range.lowerBound..<o
            if ch == " " { lastSpace = current.characters.count - 1 }
        }
        lines.append(current)
        self.lines = lines
    }

    var lineCount: Int { lines.count }

    func lineRange(_ line: Int) -> Range<Int> { lines.indices.contains(line) ? lines[line].range : 0..<0 }

    func lineWidth(_ line: Int) -> CGFloat {
        guard lines.indices.contains(line) else { return 0 }
        return CGFloat(Swift.max(lines[line].characters.count - 1, 0)) * advance
    }

    func lineIsRightToLeft(_ line: Int) -> Bool { false }

    func caretPosition(forUTF16Offset offset: Int) -> (line: Int, x: CGFloat)? {
        for (i, line) in lines.enumerated() where line.range.contains(offset) || (line.range.upperBound == offset && i == lines.count - 1) {
            guard let k = line.characters.firstIndex(where: { $0 >= offset }) else { return (i, lineWidth(i)) }
            return (i, CGFloat(k) * advance)
        }
        // The end of a line that is followed by another (after a newline:
        // the next line's start).
        if let i = lines.firstIndex(where: { $0.range.lowerBound == offset }) { return (i, 0) }
        return nil
    }
}
