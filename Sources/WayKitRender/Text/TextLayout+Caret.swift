/// Caret positions in a laid-out text, for the text field (SPEC K7: the caret
/// is right in right-to-left and mixed text).
extension TextLayout {
    /// Where the caret stands before the character at `offset`, a UTF-16
    /// offset in the laid-out text (as UIKit's `NSRange`s): the line it is on
    /// and its x in points from the line's left edge (add the alignment's
    /// offset to place it in a box). At the end of a line or paragraph it
    /// stands after the last character.
    ///
    /// The caret sits at the character's leading edge in its own run's
    /// direction: the left of a left-to-right letter, the right of a
    /// right-to-left one. Inside a ligature it stands at the ligature's edge
    /// (HarfBuzz clusters). Nil for an offset outside the text, and on a
    /// truncated line, whose glyphs no longer stand for the text.
    public func caretPosition(forUTF16Offset offset: Int) -> (line: Int, x: Double)? {
        var endOf: Int?
        for (i, line) in lines.enumerated() {
            if line.range.contains(offset) { return x(offset, in: line).map { (i, $0 / scale) } }
            if line.range.upperBound == offset, endOf == nil { endOf = i }
        }
        guard let i = endOf else { return nil }
        return x(offset, in: lines[i]).map { (i, $0 / scale) }
    }

    /// The caret's x in pixels in `line`, or nil when the line has no runs
    /// but shows glyphs (truncated).
    private func x(_ offset: Int, in line: Line) -> Double? {
        guard !line.runs.isEmpty else { return line.glyphs.isEmpty ? 0 : nil }
        let run = line.runs.first { $0.range.contains(offset) }
            ?? line.runs.first { $0.range.upperBound == offset }
            // In the whitespace that hangs past the line's end: after the
            // last character shown.
            ?? line.runs.max { $0.range.upperBound < $1.range.upperBound }
        guard let run else { return 0 }
        let o = min(offset, run.range.upperBound)
        var before = 0.0
        for g in line.glyphs[run.glyphs] where g.cluster < o { before += g.advance }
        return run.isRightToLeft ? run.x + run.width - before : run.x + before
    }
}
