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
