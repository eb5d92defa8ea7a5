import Foundation
/// The pieces of text AT-SPI asks for by boundary (`GetTextAtOffset`,
/// `…Before…`, `…After…`: AtspiTextBoundaryType) and by granularity
/// (`GetStringAtOffset`: AtspiTextGranularity), over a text's code points.
/// Lines are the text's own (split at line feeds): the layout's wrapped
/// lines are not known here.
struct TextBoundaries {
    let scalars: [Unicode.Scalar]
    var count: Int { scalars.count }

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// AtspiTextBoundaryType.
    enum Boundary: UInt32 {
        case char = 0, wordStart, wordEnd, sentenceStart, sentenceEnd, lineStart, lineEnd
    }

    /// AtspiTextGranularity.
    enum Granularity: UInt32 {
        case char = 0, word, sentence, line, paragraph
    }

    /// The piece at `offset`: its text and code-point range.
    func piece(at offset: Int, _ boundary: Boundary) -> (String, Range<Int>) {
        guard offset >= 0, offset < count else { return ("", clamped(offset)..<clamped(offset)) }
        let range = segment(containing: offset, in: cuts(boundary))
        return (TextOffsets.string(scalars, range), range)
    }

    /// The piece before the one at `offset`.
    func piece(before offset: Int, _ boundary: Boundary) -> (String, Range<Int>) {
        let at = offset >= count ? count..<count : piece(at: offset, boundary).1
        guard at.lowerBound > 0 else { return ("", 0..<0) }
        return piece(at: at.lowerBound - 1, boundary)
    }

    /// The piece after the one at `offset`.
    func piece(after offset: Int, _ boundary: Boundary) -> (String, Range<Int>) {
        guard offset >= 0, offset < count else { return ("", count..<count) }
        return piece(at: piece(at: offset, boundary).1.upperBound, boundary)
    }

    /// `GetStringAtOffset`: a word is from its start to its end (no spaces),
    /// a sentence or a line likewise; a paragraph is a line.
    func string(at offset: Int, _ granularity: Granularity) -> (String, Range<Int>) {
        guard offset >= 0, offset < count else { return ("", clamped(offset)..<clamped(offset)) }
        switch granularity {
        case .char: return piece(at: offset, .char)
        case .word:
            let starts = wordStarts(), ends = wordEnds()
            let start = starts.last { $0 <= offset } ?? 0
            let end = ends.first { $0 > offset && $0 > start } ?? count
            return (TextOffsets.string(scalars, start..<end), start..<end)
        case .sentence:
            let range = segment(containing: offset, in: cuts(.sentenceStart))
            var end = range.upperBound
            while end > range.lowerBound, isSpace(scalars[end - 1]) { end -= 1 }
            return (TextOffsets.string(scalars, range.lowerBound..<end), range.lowerBound..<end)
        case .line, .paragraph:
            let range = segment(containing: offset, in: cuts(.lineStart))
            let end = range.upperBound > range.lowerBound && scalars[range.upperBound - 1] == "\n"
                ? range.upperBound - 1 : range.upperBound
            return (TextOffsets.string(scalars, range.lowerBound..<end), range.lowerBound..<end)
        }
    }

    // MARK: Cuts

    private func clamped(_ offset: Int) -> Int { min(max(0, offset), count) }

    /// The sorted positions where pieces of `boundary` begin, with 0 and the end.
    private func cuts(_ boundary: Boundary) -> [Int] {
        var inner: [Int]
        switch boundary {
        case .char: inner = Array(0...count)
        case .wordStart: inner = wordStarts()
        case .wordEnd: inner = wordEnds()
        case .sentenceStart: inner = sentenceStarts()
        case .sentenceEnd: inner = sentenceEnds()
        case .lineStart: inner = scalars.indices.filter { scalars[$0] == "\n" }.map { $0 + 1 }
        case .lineEnd: inner = scalars.indices.filter { scalars[$0] == "\n" }
        }
        inner = inner.filter { $0 > 0 && $0 < count }
        return [0] + inner + [count]
    }

    private func segment(containing offset: Int, in cuts: [Int]) -> Range<Int> {
        var lower = 0
        for cut in cuts {
            if cut <= offset { lower = cut } else { return lower..<cut }
        }
        return lower..<count
    }

    private func isWord(_ s: Unicode.Scalar) -> Bool {
        let p = s.properties
        if p.isAlphabetic || p.numericType != nil || s == "_" || s == "'" { return true }
        switch p.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private func isSpace(_ s: Unicode.Scalar) -> Bool { s.properties.isWhitespace }

    private func wordStarts() -> [Int] {
        scalars.indices.filter { isWord(scalars[$0]) && ($0 == 0 || !isWord(scalars[$0 - 1])) }
    }

    private func wordEnds() -> [Int] {
        (1...max(1, count)).filter { $0 <= count && isWord(scalars[$0 - 1]) && ($0 == count || !isWord(scalars[$0])) }
    }

    /// After ".", "!" or "?" (and closing quotes) and the spaces that
    /// follow, and after a line feed.
    private func sentenceStarts() -> [Int] {
        sentenceEnds().map { end in
            var i = end
            while i < count, isSpace(scalars[i]) { i += 1 }
            return i
        }
    }

    private func sentenceEnds() -> [Int] {
        var ends: [Int] = []
        var i = 0
        while i < count {
            let s = scalars[i]
            if s == "." || s == "!" || s == "?" || s == "\n" {
                var j = i + 1
                while j < count, scalars[j] == "\"" || scalars[j] == ")" || scalars[j] == "\u{201D}" { j += 1 }
                if j == count || isSpace(scalars[j]) || s == "\n" { ends.append(j) }
                i = j
            } else {
                i += 1
            }
        }
        return ends
    }
}
