import CHarfBuzz

/// A glyph placed by HarfBuzz, in pixels relative to its run's start.
struct ShapedGlyph {
    var face: FontFace
    var index: UInt32
    var x: Double
    var y: Double
    var advance: Double
}

/// Shapes text with HarfBuzz: ligatures, kerning, Arabic joining, marks.
enum TextShaper {
    /// Shapes `text` with one face. Script and direction are guessed from the
    /// text, and right-to-left runs come back in visual (left-to-right) order.
    ///
    /// The corresponding C functions are `hb_buffer_add_utf8`,
    /// `hb_buffer_guess_segment_properties` and `hb_shape`.
    static func shape(_ text: String, face: FontFace) -> (glyphs: [ShapedGlyph], advance: Double, isRTL: Bool) {
        guard let buffer = hb_buffer_create() else { return ([], 0, false) }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = text
        utf8.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        let isRTL = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
        hb_shape(face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return ([], 0, isRTL) }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        var pen = 0.0
        for i in 0..<Int(count) {
            let p = positions[i]
            let advance = Double(p.x_advance) / 64
            glyphs.append(ShapedGlyph(face: face, index: infos[i].codepoint,
                                      x: pen + Double(p.x_offset) / 64, y: -Double(p.y_offset) / 64,
                                      advance: advance))
            pen += advance
        }
        return (glyphs, pen, isRTL)
    }
}

extension TextShaper {
    /// A glyph of a paragraph's run, with the UTF-16 offset (in the
    /// paragraph) of the first character of its cluster.
    struct ClusterGlyph {
        var face: FontFace
        var index: UInt32
        var xOffset: Double
        var y: Double
        var advance: Double
        var cluster: Int
        /// The `AttributedText` style of the glyph's characters.
        var style = 0
    }

    /// OpenType's tabular figures, for `monospacedDigitSystemFont` (U3).
    /// The corresponding C function is `hb_feature_from_string`.
    nonisolated(unsafe) static let tabularFigures: hb_feature_t = {
        var feature = hb_feature_t()
        _ = hb_feature_from_string("tnum", -1, &feature)
        return feature
    }()

    /// Shapes `range` of a paragraph's UTF-16 text with one face and a
    /// direction FriBidi resolved; the rest of the paragraph is context, so
    /// Arabic letters join across font changes. Glyphs come back in visual
    /// order (reversed for right to left), clusters in paragraph offsets, and
    /// HarfBuzz's default cluster level keeps a grapheme's marks in one
    /// cluster.
    ///
    /// `script` is the run's (nil when it has only common characters:
    /// HarfBuzz guesses). The corresponding C functions are
    /// `hb_buffer_add_utf16`, `hb_buffer_set_direction`,
    /// `hb_buffer_set_script`, `hb_buffer_guess_segment_properties` and
    /// `hb_shape`.
    static func shape(_ paragraph: UnsafeBufferPointer<UInt16>, range: Range<Int>, rightToLeft: Bool,
                      script: hb_script_t?, face: FontFace, tabularDigits: Bool = false,
                      into glyphs: inout [ClusterGlyph]) {
        guard !range.isEmpty, let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, paragraph.baseAddress, Int32(paragraph.count),
                            UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if let script { hb_buffer_set_script(buffer, script) }
        hb_buffer_guess_segment_properties(buffer)
        if tabularDigits {
            var feature = tabularFigures
            hb_shape(face.hbFont, buffer, &feature, 1)
        } else {
            hb_shape(face.hbFont, buffer, nil, 0)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        for i in 0..<Int(count) {
            let p = positions[i]
            glyphs.append(ClusterGlyph(face: face, index: infos[i].codepoint, xOffset: Double(p.x_offset) / 64,
                                       y: -Double(p.y_offset) / 64, advance: Double(p.x_advance) / 64,
                                       cluster: Int(infos[i].cluster)))
        }
    }
}

extension TextShaper {
    /// The script of a character for itemizing, or nil for characters that
    /// go with their neighbours' script (Common: spaces, digits,
    /// punctuation, emoji; Inherited: combining marks; Unknown). HarfBuzz
    /// shapes one script a buffer: Arabic letters in a run guessed to be
    /// Hebrew are not joined.
    ///
    /// The corresponding C functions are `hb_unicode_funcs_get_default` and
    /// `hb_unicode_script`.
    static func script(of scalar: Unicode.Scalar) -> hb_script_t? {
        // ASCII: letters are Latin, the rest common (Unicode's Scripts.txt).
        if scalar.isASCII {
            let v = scalar.value | 0x20  // A–Z to a–z
            return v >= 0x61 && v <= 0x7A ? HB_SCRIPT_LATIN : nil
        }
        let s = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
        return s == HB_SCRIPT_COMMON || s == HB_SCRIPT_INHERITED || s == HB_SCRIPT_UNKNOWN ? nil : s
    }
}
