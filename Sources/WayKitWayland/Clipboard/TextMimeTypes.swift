/// The MIME types text travels in, and how their bytes become a `String`.
enum TextMimeTypes {
    /// What WayKit offers for its own text, and reads, best first:
    /// `text/plain;charset=utf-8` (the freedesktop name), `UTF8_STRING` (X11's,
    /// which Xwayland bridges and older toolkits offer), `text/plain`.
    static let offered = ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain"]

    /// The type to ask an offer for: the first of ``offered`` it has (MIME
    /// types compare case-insensitively: Qt offers `text/plain;charset=UTF-8`);
    /// nil when it offers no text WayKit reads. Returns the offer's own
    /// spelling, which `receive` must quote.
    static func preferred(in types: [String]) -> String? {
        for wanted in offered {
            if let match = types.first(where: { $0.lowercased() == wanted.lowercased() }) { return match }
        }
        return nil
    }

    /// Whether `type` is one WayKit serves from its own text.
    static func serves(_ type: String) -> Bool {
        offered.contains { $0.lowercased() == type.lowercased() }
    }

    /// The text in `bytes` received as `type`.
    ///
    /// The UTF-8 types are refused (nil) when the bytes are not valid UTF-8,
    /// rather than decoded with U+FFFD in place of the bad bytes: such a
    /// source sent something else under a UTF-8 label (or broke off inside
    /// a character), and pasting a silently altered text is worse than
    /// pasting nothing and logging why. Plain `text/plain` has no charset,
    /// so it is read as UTF-8 when it is valid and as Latin-1 (X11's
    /// `STRING`, where every byte is a character) otherwise.
    static func decode(_ bytes: [UInt8], as type: String) -> String? {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        guard type.lowercased() == "text/plain" else { return nil }
        return String(decoding: bytes.map { UInt16($0) }, as: UTF16.self)
    }
}
