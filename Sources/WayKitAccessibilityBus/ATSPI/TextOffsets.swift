import Foundation
/// Offsets in text, as each side counts them: UIKit's text inputs in UTF-16
/// units (K2), AT-SPI in Unicode code points (libatspi 2.46: after
/// inserting "é", CharacterCount of "éKit rocks" is 10 and GetText(1, 4)
/// is "Kit"), and EditableText.InsertText's length in UTF-8 bytes (ATK's
/// `atk_editable_text_insert_text`). Offsets come from the bus: every
/// conversion clamps, none traps.
enum TextOffsets {
    /// The UTF-16 offset of code point `offset` of `text`, clamped to the text.
    static func utf16Offset(ofCharacter offset: Int, in text: String) -> Int {
        guard offset > 0 else { return 0 }
        var characters = 0
        var units = 0
        for scalar in text.unicodeScalars {
            if characters == offset { break }
            characters += 1
            units += scalar.utf16.count
        }
        return units
    }

    /// The code-point offset of UTF-16 offset `offset` of `text`, clamped
    /// to the text; an offset inside a surrogate pair counts as the start
    /// of its character.
    static func characterOffset(ofUTF16 offset: Int, in text: String) -> Int {
        guard offset > 0 else { return 0 }
        var characters = 0
        var units = 0
        for scalar in text.unicodeScalars {
            units += scalar.utf16.count
            if units > offset { break }
            characters += 1
        }
        return characters
    }

    /// The first `bytes` UTF-8 bytes of `text`, cut back to a whole code
    /// point; all of it when `bytes` is negative or beyond the text.
    static func prefix(_ text: String, bytes: Int) -> String {
        guard bytes >= 0, bytes < text.utf8.count else { return text }
        var used = 0
        var end = text.unicodeScalars.startIndex
        for index in text.unicodeScalars.indices {
            let size = UTF8.width(text.unicodeScalars[index])
            if used + size > bytes { break }
            used += size
            end = text.unicodeScalars.index(after: index)
        }
        return String(text.unicodeScalars[..<end])
    }

    /// AT-SPI's `(start, end)` in a text of `count` code points, where an end
    /// of -1 means the end: clamped, and empty when end comes before start.
    static func range(start: Int32, end: Int32, count: Int) -> Range<Int> {
        let upper = end < 0 ? count : min(Int(end), count)
        let lower = min(max(0, Int(start)), count)
        return lower..<max(lower, upper)
    }

    /// The code points `range` of `scalars` as a string.
    static func string(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
        let lower = min(max(0, range.lowerBound), scalars.count)
        let upper = min(max(lower, range.upperBound), scalars.count)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[lower..<upper])
        return String(result)
    }

    /// `string`, no longer than `limit` UTF-8 bytes (cut at a code point):
    /// what the bridge does to a huge label before it goes on the bus.
    static func capped(_ string: String, limit: Int) -> (String, cut: Bool) {
        guard string.utf8.count > limit else { return (string, false) }
        return (prefix(string, bytes: limit), true)
    }
}
