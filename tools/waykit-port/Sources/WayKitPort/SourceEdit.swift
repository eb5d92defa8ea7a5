/// A replacement of a byte range of the original file. Every rewrite is one
/// of these, placed by the syntax tree's positions (a token's text without
/// its trivia), so whatever lies outside the ranges (formatting, comments)
/// stays byte for byte.
struct SourceEdit: Equatable {
    var start: Int
    var end: Int
    var replacement: String
}

extension Array where Element == UInt8 {
    /// The text with `edits` applied. Overlapping edits keep the first (by
    /// start) and drop the others, so a bad pairing can't garble the file.
    func applying(_ edits: [SourceEdit]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var cursor = 0
        for edit in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
            guard edit.start >= cursor, edit.end <= count, edit.start <= edit.end else { continue }
            out.append(contentsOf: self[cursor..<edit.start])
            out.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.end
        }
        out.append(contentsOf: self[cursor...])
        return out
    }
}
