/// Conversions between the two ways text-input-v3 and UIKit count text:
/// the protocol in UTF-8 bytes, `UITextInput` in UTF-16 code units (K2).
/// Offsets from either side may be out of range or fall inside a code
/// point; every conversion clamps into the string and rounds to a Unicode
/// scalar boundary instead of trapping (F1).
enum TextOffsets {
    /// The index of UTF-16 offset `offset` in `text`, clamped into it; an
    /// offset between the halves of a surrogate pair rounds down to the pair.
    static func index(utf16 offset: Int, in text: String) -> String.Index {
        let utf16 = text.utf16
        let clamped = min(max(0, offset), utf16.count)
        let i = utf16.index(utf16.startIndex, offsetBy: clamped)
        if i.samePosition(in: text.unicodeScalars) != nil { return i }
        // Only a trailing surrogate is inside a scalar; its lead starts it.
        return utf16.index(before: i)
    }

    /// The index `bytes` UTF-8 bytes from `origin` (backwards when negative),
    /// clamped into `text` and rounded to a scalar boundary towards `origin`,
    /// so a length never reaches past what was asked. `exact` is false when
    /// clamping or rounding changed it.
    static func index(_ origin: String.Index, movedBy bytes: Int, in text: String) -> (index: String.Index, exact: Bool) {
        let utf8 = text.utf8
        let available = bytes < 0 ? utf8.distance(from: utf8.startIndex, to: origin) : utf8.distance(from: origin, to: utf8.endIndex)
        let step = min(bytes.magnitude, UInt(available))
        var i = utf8.index(origin, offsetBy: bytes < 0 ? -Int(step) : Int(step))
        var exact = step == bytes.magnitude
        while i.samePosition(in: text.unicodeScalars) == nil {
            i = bytes < 0 ? utf8.index(after: i) : utf8.index(before: i)
            exact = false
        }
        return (i, exact)
    }

    /// UTF-8 byte offset `bytes` into `text` as a UTF-16 offset: clamped to
    /// `0...text.utf8.count`, rounded down to a scalar boundary. `exact` is
    /// false when it had to be.
    static func utf16Offset(utf8 bytes: Int, in text: String) -> (offset: Int, exact: Bool) {
        let (i, exact) = index(text.startIndex, movedBy: max(0, bytes), in: text)
        return (text.utf16.distance(from: text.startIndex, to: i), exact && bytes >= 0)
    }

    static func utf16Offset(of index: String.Index, in text: String) -> Int {
        text.utf16.distance(from: text.startIndex, to: index)
    }

    static func utf8Distance(from a: String.Index, to b: String.Index, in text: String) -> Int {
        text.utf8.distance(from: a, to: b)
    }
}
