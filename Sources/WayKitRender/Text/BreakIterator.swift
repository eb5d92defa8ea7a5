import CICUBreak

/// ICU's rule-based break iterator over UTF-16 text: line break
/// opportunities (UAX #14) or word boundaries (UAX #29).
///
/// ICU loads its break rules and dictionaries (from libicudata) at the first
/// `ubrk_open`, so a text system opens one only when a text needs breaking
/// (`TextSystem.lineBreaker`), docs/rendering.md "Text".
///
/// - Important: not thread-safe; owned by one `TextSystem`.
final class BreakIterator {
    enum Kind { case line, word }
    /// Word-iterator statuses from this up end a word (letters, numbers,
    /// kana, ideographs); below, spaces and punctuation (`UBRK_WORD_NONE_LIMIT`).
    static let wordNoneLimit = waykit_ubrk_word_none_limit

    private let raw: UnsafeMutableRawPointer

    /// Opens an iterator with no text yet, or nil when ICU can't (its data
    /// is missing).
    ///
    /// The corresponding C function is `ubrk_open`.
    init?(_ kind: Kind) {
        // UErrorCode: 0 is U_ZERO_ERROR, negative values are warnings, positive
        // ones failures (utypes.h, U_FAILURE).
        var status: Int32 = 0
        guard let r = waykit_ubrk_open(kind == .line ? waykit_ubrk_line : waykit_ubrk_word, &status) else { return nil }
        guard status <= 0 else { waykit_ubrk_close(r); return nil }
        raw = r
    }

    /// The corresponding C function is `ubrk_close`.
    deinit { waykit_ubrk_close(raw) }

    /// Every boundary after the start of `text` (UTF-16 offsets, ascending,
    /// ending with `text.count`), with ICU's rule status for the piece that
    /// ends there (`UBRK_WORD_NONE` … for words, `UBRK_LINE_SOFT`/`HARD`).
    ///
    /// ICU keeps a pointer to the text, so it is set and walked in one go and
    /// never read after this returns. The corresponding C functions are
    /// `ubrk_setText`, `ubrk_first`, `ubrk_next` and `ubrk_getRuleStatus`.
    func boundaries(in text: [UInt16]) -> [(offset: Int, status: Int32)] {
        guard !text.isEmpty else { return [] }
        return text.withUnsafeBufferPointer { buffer -> [(offset: Int, status: Int32)] in
            var status: Int32 = 0
            waykit_ubrk_setText(raw, buffer.baseAddress, Int32(buffer.count), &status)
            guard status <= 0 else { return [(text.count, 0)] }
            var result: [(offset: Int, status: Int32)] = []
            _ = waykit_ubrk_first(raw)
            while true {
                let b = waykit_ubrk_next(raw)
                if b == waykit_ubrk_done || b < 0 { break }
                result.append((Int(b), waykit_ubrk_getRuleStatus(raw)))
            }
            // Detach from the buffer, which is freed when this returns.
            waykit_ubrk_setText(raw, nil, 0, &status)
            if result.last?.offset != text.count { result.append((text.count, 0)) }
            return result
        }
    }
}
