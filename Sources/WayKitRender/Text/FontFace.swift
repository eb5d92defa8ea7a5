import CFreeType
import CHarfBuzz
import CPixman

/// One font file at one pixel size: a FreeType face for glyph images and a
/// HarfBuzz font (OpenType tables, scaled to 26.6 pixels) for shaping.
///
/// HarfBuzz's own OpenType functions give unhinted advances, and glyphs are
/// rendered with light hinting (vertical only), so positions agree at every
/// scale and text measured at 1× lays out the same at 2×.
final class FontFace {
    let file: FontFile
    let pixelSize: Double
    private let face: FT_Face
    /// Kept so the library outlives its faces: `FT_Done_FreeType` frees every
    /// face, and `FT_Done_Face` after it would touch freed memory.
    private let library: FreeTypeLibrary
    let hbFont: OpaquePointer
    /// Ascender and descender (negative, below the baseline) in pixels.
    let ascender: Double
    let descender: Double
    /// Line height in pixels (ascender - descender + line gap).
    let lineHeight: Double
    let isScalable: Bool
    /// Colour glyphs (bitmap emoji): drawn as images, not as coverage masks.
    let isColor: Bool

    /// Opens `file` at `pixelSize`, or nil when FreeType or HarfBuzz can't read
    /// it (a damaged or unsupported font file is skipped, never fatal).
    ///
    /// The corresponding C functions are `FT_New_Face`, `FT_Set_Char_Size`,
    /// `hb_blob_create_from_file_or_fail`, `hb_face_create`, `hb_font_create`
    /// and `hb_font_set_scale`.
    init?(file: FontFile, pixelSize: Double, library: FreeTypeLibrary) {
        guard let lib = library.raw else { return nil }
        var f: FT_Face?
        guard FT_New_Face(lib, file.path, FT_Long(file.index), &f) == 0, let f else { return nil }
        let scalable = f.pointee.face_flags & FT_Long(1 << 0) != 0  // FT_FACE_FLAG_SCALABLE
        if scalable {
            guard FT_Set_Char_Size(f, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0 else {
                FT_Done_Face(f); return nil
            }
        } else if f.pointee.num_fixed_sizes > 0 {
            // Bitmap-only fonts (colour emoji) come in fixed strikes; take the first.
            _ = FT_Select_Size(f, 0)
        }
        guard let blob = hb_blob_create_from_file_or_fail(file.path) else { FT_Done_Face(f); return nil }
        let hbFace = hb_face_create(blob, UInt32(file.index))
        hb_blob_destroy(blob)
        guard let font = hb_font_create(hbFace) else { hb_face_destroy(hbFace); FT_Done_Face(f); return nil }
        hb_face_destroy(hbFace)
        let scale = Int32((pixelSize * 64).rounded())
        hb_font_set_scale(font, scale, scale)

        self.file = file
        self.pixelSize = pixelSize
        self.face = f
        self.library = library
        self.hbFont = font
        self.isScalable = scalable
        self.isColor = f.pointee.face_flags & FT_Long(1 << 14) != 0  // FT_FACE_FLAG_COLOR
        // Font-wide metrics from HarfBuzz (OS/2 or hhea), in 26.6.
        var extents = hb_font_extents_t()
        if hb_font_get_h_extents(font, &extents) != 0, extents.ascender != 0 {
            ascender = Double(extents.ascender) / 64
            descender = Double(extents.descender) / 64
            lineHeight = Double(extents.ascender - extents.descender + extents.line_gap) / 64
        } else {
            ascender = pixelSize * 0.8
            descender = -pixelSize * 0.2
            lineHeight = pixelSize
        }
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(face)
    }

    /// Whether the font has a glyph for `scalar`.
    ///
    /// The corresponding C function is `FT_Get_Char_Index`.
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
    }

    /// A rendered glyph: an a8 coverage image and where the pen origin sits in it.
    struct GlyphImage {
        var image: PixmanImage
        var originX: Int
        var originY: Int
    }

    /// Renders glyph `index` shifted right by `subpixelX` (0..<1 pixel) into an
    /// a8 image, or nil for blank glyphs (spaces) and glyphs FreeType can't load.
    ///
    /// The corresponding C functions are `FT_Load_Glyph`, `FT_Outline_Translate`
    /// and `FT_Render_Glyph`.
    func renderGlyph(_ index: UInt32, subpixelX: Double) -> GlyphImage? {
        // FT_LOAD_TARGET_LIGHT (1 << 16): hint vertically only, keeping advances;
        // FT_LOAD_NO_BITMAP (1 << 3) for outline fonts, because embedded bitmap
        // strikes (WenQuanYi has them) look out of place next to smooth text;
        // FT_LOAD_COLOR (1 << 20) so bitmap emoji load at all.
        let flags: Int32 = isScalable ? (1 << 16) | (1 << 3) : (1 << 20)
        guard FT_Load_Glyph(face, index, flags) == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos((subpixelX * 64).rounded()), 0)
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_LIGHT) == 0 else { return nil }
        }
        let bitmap = slot.pointee.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows)
        guard w > 0, h > 0, let src = bitmap.buffer,
              let image = PixmanImage(format: PIXMAN_a8, width: w, height: h),
              let dst = image.data else { return nil }
        let pitch = Int(bitmap.pitch), dstStride = image.stride
        let mode = bitmap.pixel_mode
        for y in 0..<h {
            let row = src + y * pitch
            let out = (dst + y * dstStride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<w {
                switch mode {
                case UInt8(FT_PIXEL_MODE_GRAY.rawValue): out[x] = row[x]
                case UInt8(FT_PIXEL_MODE_MONO.rawValue): out[x] = (row[x >> 3] >> (7 - UInt8(x & 7))) & 1 != 0 ? 255 : 0
                case UInt8(FT_PIXEL_MODE_BGRA.rawValue): out[x] = row[x * 4 + 3]  // colour glyph: keep its shape
                default: out[x] = 0
                }
            }
        }
        var glyph = GlyphImage(image: image, originX: -Int(slot.pointee.bitmap_left), originY: Int(slot.pointee.bitmap_top))
        if !isScalable, let strike = face.pointee.size?.pointee.metrics.y_ppem, strike > 0,
           abs(Double(strike) - pixelSize) > 0.5 {
            glyph = scaled(glyph, by: pixelSize / Double(strike))
        }
        return glyph
    }

    /// Renders a colour glyph as a premultiplied a8r8g8b8 image at the face's
    /// pixel size (colour emoji come as one large bitmap strike).
    ///
    /// The corresponding C function is `FT_Load_Glyph` with `FT_LOAD_COLOR`.
    func renderColorGlyph(_ index: UInt32) -> GlyphImage? {
        guard FT_Load_Glyph(face, index, 1 << 20) == 0, let slot = face.pointee.glyph else { return nil }  // FT_LOAD_COLOR
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        }
        let bitmap = slot.pointee.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows)
        guard w > 0, h > 0, let src = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue),
              let image = PixmanImage(format: PIXMAN_a8r8g8b8, width: w, height: h), let dst = image.data else {
            return nil
        }
        // FreeType's BGRA is premultiplied, byte for byte pixman's a8r8g8b8 on
        // little-endian machines.
        let pitch = Int(bitmap.pitch), dstStride = image.stride
        for y in 0..<h {
            (dst + y * dstStride).copyMemory(from: src + y * pitch, byteCount: w * 4)
        }
        var glyph = GlyphImage(image: image, originX: -Int(slot.pointee.bitmap_left), originY: Int(slot.pointee.bitmap_top))
        if let strike = face.pointee.size?.pointee.metrics.y_ppem, strike > 0, abs(Double(strike) - pixelSize) > 0.5 {
            glyph = scaled(glyph, by: pixelSize / Double(strike), format: PIXMAN_a8r8g8b8)
        }
        return glyph
    }

    /// Scales a fixed-strike bitmap glyph to the requested size (bilinear).
    private func scaled(_ g: GlyphImage, by s: Double, format: pixman_format_code_t = PIXMAN_a8) -> GlyphImage {
        let w = max(1, Int((Double(g.image.width) * s).rounded(.up)))
        let h = max(1, Int((Double(g.image.height) * s).rounded(.up)))
        guard let out = PixmanImage(format: format, width: w, height: h) else { return g }
        var f = pixman_f_transform()
        f.m.0 = (1 / s, 0, 0); f.m.1 = (0, 1 / s, 0); f.m.2 = (0, 0, 1)
        g.image.setTransform(f)
        g.image.setSmoothFilter(scaleX: 1 / s, scaleY: 1 / s)
        out.composite(PIXMAN_OP_SRC, source: g.image, x: 0, y: 0, width: Int32(w), height: Int32(h))
        return GlyphImage(image: out, originX: Int((Double(g.originX) * s).rounded()),
                          originY: Int((Double(g.originY) * s).rounded()))
    }
}

extension FontFace {
    /// Where a face's underline and strikethrough go, in pixels: positions
    /// below (underline) and above (strikethrough) the baseline, to the
    /// line's centre, and thicknesses.
    struct Decorations {
        var underlinePosition: Double
        var underlineThickness: Double
        var strikethroughPosition: Double
        var strikethroughThickness: Double
        var capHeight: Double
        var xHeight: Double
    }

    /// From the font's `post` and `OS/2` tables, with fallbacks from its
    /// size for fonts without them.
    ///
    /// The corresponding C function is `hb_ot_metrics_get_position`.
    var decorations: Decorations {
        func metric(_ tag: hb_ot_metrics_tag_t) -> Double? {
            var v: hb_position_t = 0
            return hb_ot_metrics_get_position(hbFont, tag, &v) != 0 ? Double(v) / 64 : nil
        }
        let thin = max(1, pixelSize / 14)
        let underlineSize = metric(HB_OT_METRICS_TAG_UNDERLINE_SIZE).flatMap { $0 > 0 ? $0 : nil } ?? thin
        let strikeSize = metric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE).flatMap { $0 > 0 ? $0 : nil } ?? underlineSize
        let x = metric(HB_OT_METRICS_TAG_X_HEIGHT).flatMap { $0 > 0 ? $0 : nil } ?? pixelSize * 0.53
        // OpenType gives the underline's top edge (negative: below the baseline).
        let underlineTop = -(metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET) ?? -pixelSize / 8)
        // … and the strikeout's top edge above it.
        let strikeTop = metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET).flatMap { $0 > 0 ? $0 : nil } ?? (x + strikeSize) / 2
        return Decorations(underlinePosition: underlineTop + underlineSize / 2, underlineThickness: underlineSize,
                           strikethroughPosition: strikeTop - strikeSize / 2, strikethroughThickness: strikeSize,
                           capHeight: metric(HB_OT_METRICS_TAG_CAP_HEIGHT).flatMap { $0 > 0 ? $0 : nil } ?? ascender * 0.73,
                           xHeight: x)
    }
}
