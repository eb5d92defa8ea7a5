import Foundation

/// Character and word boundaries in UTF-16 offsets (K2, K7). Grapheme
/// clusters come from Swift's `Character`; words from the renderer's ICU
/// word iterator when one is registered (`RenderingServices.text`), and
/// otherwise from runs of letters and digits.
enum TextBoundaries {
    /// The UTF-16 offsets where grapheme clusters start, and the text's
    /// length: the places a caret may stand.
    static func graphemeBoundaries(in text: String) -> [Int] {
        var offsets: [Int] = [0]
        offsets.reserveCapacity(text.utf16.count + 1)
        var o = 0
        for ch in text {
            o += ch.utf16.count
            offsets.append(o)
        }
        return offsets
    }

    /// The caret position before `offset`'s grapheme cluster (backspace's
    /// start), or 0.
    static func previousBoundary(in text: String, before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        let i = index(in: text, utf16Offset: offset)
        guard i > text.startIndex else { return 0 }
        return text.utf16.distance(from: text.startIndex, to: text.index(before: i))
    }

    /// The caret position after the grapheme cluster at `offset`.
    static func nextBoundary(in text: String, after offset: Int) -> Int {
        let i = index(in: text, utf16Offset: offset)
        guard i < text.endIndex else { return text.utf16.count }
        return text.utf16.distance(from: text.startIndex, to: text.index(after: i))
    }

    /// `offset` moved down to the start of its grapheme cluster.
    static func clampToBoundary(in text: String, _ offset: Int) -> Int {
        let n = text.utf16.count
        let o = Swift.min(Swift.max(offset, 0), n)
        if o == 0 || o == n { return o }
        let i = index(in: text, utf16Offset: o)
        return text.utf16.distance(from: text.startIndex, to: i)
    }

    /// The `String.Index` at a UTF-16 offset, rounded down to a character
    /// boundary (offsets from outside may split a surrogate pair or a
    /// cluster).
    static func index(in text: String, utf16Offset offset: Int) -> String.Index {
        let n = text.utf16.count
        let o = Swift.min(Swift.max(offset, 0), n)
        let raw = text.utf16.index(text.utf16.startIndex, offsetBy: o)
        // Rounds down to the start of the Character containing `raw`.
        if raw == text.endIndex { return raw }
        var i = text.startIndex
        if let aligned = raw.samePosition(in: text) { return aligned }
        // Not on a character boundary: walk characters from a nearby start.
        while i < text.endIndex {
            let next = text.index(after: i)
            if next > raw { return i }
            i = next
        }
        return i
    }

    /// `offset` clamped to the text and moved off the middle of a surrogate
    /// pair, but not to a cluster boundary: an input method's marked text
    /// may begin with a combining mark that joins the letter before it.
    static func clampToScalar(in text: String, _ offset: Int) -> Int {
        let u = text.utf16
        let o = Swift.min(Swift.max(offset, 0), u.count)
        guard o > 0, o < u.count else { return o }
        let i = u.index(u.startIndex, offsetBy: o)
        return UTF16.isTrailSurrogate(u[i]) ? o - 1 : o
    }

    /// The `String.Index` at a UTF-16 offset on a scalar boundary.
    static func scalarIndex(in text: String, utf16Offset offset: Int) -> String.Index {
        let o = clampToScalar(in: text, offset)
        return text.utf16.index(text.utf16.startIndex, offsetBy: o)
    }

    static func substring(_ text: String, _ range: Range<Int>) -> String {
        let a = text.utf16.index(text.utf16.startIndex, offsetBy: Swift.min(Swift.max(range.lowerBound, 0), text.utf16.count))
        let b = text.utf16.index(text.utf16.startIndex, offsetBy: Swift.min(Swift.max(range.upperBound, 0), text.utf16.count))
        return String(text.utf16[a..<b]) ?? String(decoding: Array(text.utf16[a..<b]), as: UTF16.self)
    }

    /// Runs of letters, marks and digits: words when no ICU is registered.
    static func simpleWordRanges(in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        var o = 0
        for ch in text {
            let isWord = ch.isLetter || ch.isNumber || ch == "_"
            if isWord, start == nil { start = o }
            if !isWord, let s = start { ranges.append(s..<o); start = nil }
            o += ch.utf16.count
        }
        if let s = start { ranges.append(s..<o) }
        return ranges
    }

    @MainActor static func wordRanges(in text: String) -> [Range<Int>] {
        RenderingServices.text?.wordRanges(in: text) ?? simpleWordRanges(in: text)
    }
}
