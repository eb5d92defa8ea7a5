import CPixman

/// Rendered glyphs kept in pixman's glyph cache (`pixman_glyph_cache_t`), keyed
/// by face and by glyph index with a quarter-pixel horizontal phase.
///
/// pixman evicts old glyphs itself when the cache is thawed past its high-water
/// mark, so memory stays bounded however much text passes through.
final class GlyphCache {
    let raw: OpaquePointer
    /// Lookups answered from the cache, and glyphs that had to be rendered.
    private(set) var hits = 0
    private(set) var misses = 0
    /// Glyphs with no pixels (spaces), so they are not rendered again.
    private var blanks: Set<BlankKey> = []
    private var frozen = 0

    private struct BlankKey: Hashable {
        var face: ObjectIdentifier
        var glyph: Int
    }

    /// Quarter-pixel horizontal positioning: enough to keep spacing even,
    /// few enough phases to keep the cache small.
    static let subpixelSteps = 4

    /// The corresponding C function is `pixman_glyph_cache_create`.
    init?() {
        guard let c = pixman_glyph_cache_create() else { return nil }
        raw = c
    }

    /// The corresponding C function is `pixman_glyph_cache_destroy`.
    deinit { pixman_glyph_cache_destroy(raw) }

    /// Must bracket lookups and the composite that uses them: pixman only evicts
    /// on thaw, so glyph pointers stay valid while frozen.
    ///
    /// The corresponding C function is `pixman_glyph_cache_freeze`.
    func freeze() {
        if frozen == 0 { pixman_glyph_cache_freeze(raw) }
        frozen += 1
    }

    /// The corresponding C function is `pixman_glyph_cache_thaw`.
    func thaw() {
        frozen -= 1
        if frozen == 0 { pixman_glyph_cache_thaw(raw) }
    }

    var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }

    func resetStatistics() { hits = 0; misses = 0 }

    /// Colour glyphs, which pixman's cache can't hold as colour (it uses glyphs
    /// as masks).
    private var colorGlyphs: [BlankKey: FontFace.GlyphImage] = [:]

    /// The colour image of a glyph of a colour face, rendered on first use.
    func colorGlyph(_ face: FontFace, index: UInt32) -> FontFace.GlyphImage? {
        let key = BlankKey(face: ObjectIdentifier(face), glyph: Int(index))
        if let g = colorGlyphs[key] { hits += 1; return g }
        if blanks.contains(key) { hits += 1; return nil }
        misses += 1
        guard let g = face.renderColorGlyph(index) else { blanks.insert(key); return nil }
        if colorGlyphs.count > 512 { colorGlyphs.removeAll() }
        colorGlyphs[key] = g
        return g
    }

    /// The cached glyph, rendering and inserting it on a miss; nil for blank
    /// glyphs. Only call between `freeze` and `thaw`.
    ///
    /// The corresponding C functions are `pixman_glyph_cache_lookup` and
    /// `pixman_glyph_cache_insert`.
    func glyph(_ face: FontFace, index: UInt32, phase: Int) -> UnsafeRawPointer? {
        let faceKey = Unmanaged.passUnretained(face).toOpaque()
        // +1 keeps the key non-null; the phase lives in the low bits.
        let packed = (Int(index) << 2 | phase) + 1
        guard let glyphKey = UnsafeMutableRawPointer(bitPattern: packed) else { return nil }
        if let g = pixman_glyph_cache_lookup(raw, faceKey, glyphKey) {
            hits += 1
            return g
        }
        let blankKey = BlankKey(face: ObjectIdentifier(face), glyph: packed)
        if blanks.contains(blankKey) {
            hits += 1
            return nil
        }
        misses += 1
        guard let rendered = face.renderGlyph(index, subpixelX: Double(phase) / Double(Self.subpixelSteps)) else {
            blanks.insert(blankKey)
            return nil
        }
        // pixman copies the image into the cache.
        return pixman_glyph_cache_insert(raw, faceKey, glyphKey, Int32(rendered.originX),
                                         Int32(rendered.originY), rendered.image.raw)
    }
}
