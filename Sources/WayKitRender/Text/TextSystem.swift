import Foundation

/// Fonts, shaping, line breaking and the glyph cache, in one place: what
/// labels are measured and drawn with.
///
/// - Important: FreeType and fontconfig handles are not thread-safe; use one
///   text system from one thread (the main actor's `shared` one for views).
public final class TextSystem {
    @MainActor public static let shared = TextSystem(matchCache: .shared)

    let library = FreeTypeLibrary()
    /// Made at the first match the cache can't answer, not with the text
    /// system: loading fontconfig is the slowest part of a first frame
    /// (`FontMatchCache`, `FontConfigPreload`).
    private(set) lazy var matcher: FontMatcher = {
        hasLoadedFontconfig = true
        return FontMatcher()
    }()
    /// Whether fontconfig was loaded for this text system (a start that the
    /// match cache answered whole loads none).
    public private(set) var hasLoadedFontconfig = false
    /// fontconfig's answers from earlier runs (the shared text system's);
    /// nil: every answer comes from fontconfig.
    let matchCache: FontMatchCache?
    /// Replaced (not emptied) when faces are dropped: pixman's cache is keyed
    /// by face address, which a new face could reuse.
    private(set) var glyphCache: GlyphCache?
    /// More sizes than this (a font-size animation, say) and every face is
    /// dropped and reopened on demand.
    static let maximumFaces = 96

    private struct FaceKey: Hashable { var file: FontFile; var pixelSize: Double }
    private struct LayoutKey: Hashable {
        var text: AttributedText; var style: TextStyle; var maxWidth: Double?; var scale: Double
    }
    private var faces: [FaceKey: FontFace] = [:]
    private var primaryFiles: [FontSpec: FontFile] = [:]
    private var fallbackFiles: [FallbackKey: FontFile?] = [:]
    private struct FallbackKey: Hashable { var scalar: UInt32; var spec: FontSpec }
    private var layouts: [LayoutKey: TextLayout] = [:]
    /// ICU's line and word iterators, opened when a text first needs them:
    /// ICU's break data costs resident memory (docs/performance.md, "Text")
    /// that labels which never wrap don't need. Nil inside when ICU fails.
    var lineBreaker: BreakIterator? {
        if let opened = openedLineBreaker { return opened }
        let iterator = BreakIterator(.line)
        openedLineBreaker = .some(iterator)
        return iterator
    }
    /// Nil until the first text needs breaking; `.some(nil)` when ICU failed.
    private(set) var openedLineBreaker: BreakIterator??
    private lazy var wordBreaker: BreakIterator? = BreakIterator(.word)

    public convenience init() {
        self.init(matchCache: nil)
    }

    init(matchCache: FontMatchCache?) {
        self.matchCache = matchCache
        glyphCache = GlyphCache()
    }

    /// fontconfig's answer to `query`: from the cache when it has it, else
    /// asked (`ask`, which loads fontconfig at its first use) and kept.
    private func cachedFile(_ query: FontMatchCache.Query, ask: () -> FontFile?) -> FontFile? {
        switch matchCache?.answer(query) {
        case .file(let f)?: return f
        case .noFont?: return nil
        case .family?, nil: break
        }
        let file = ask()
        matchCache?.record(query, file.map { .file($0) } ?? .noFont, matcher: matcher)
        return file
    }

    /// Idle work: writes what the match cache learned (rate-limited: see
    /// `FontMatchCache.save`). `now`: seconds on a monotonic clock.
    ///
    /// fontconfig is not loaded here in the background after a start the
    /// cache answered, though a later question the cache can't answer (a
    /// new font, a character no cached font covers) then loads it on the
    /// main thread, about 5 ms, once: kept loaded it costs the idle app
    /// 0.9 MiB (the 100-button grid: 13.3 → 14.2 MiB, against a 15 MB bar),
    /// and the answer is cached for every later run.
    public func didBecomeIdle(now: Double) {
        matchCache?.save(now: now)
    }

    /// Glyph-cache hits over lookups since the last reset.
    public var glyphCacheHitRate: Double { glyphCache?.hitRate ?? 0 }
    public var glyphCacheLookups: (hits: Int, misses: Int) { (glyphCache?.hits ?? 0, glyphCache?.misses ?? 0) }
    public func resetGlyphCacheStatistics() { glyphCache?.resetStatistics() }

    /// Drops cached layouts (the font cache and glyph cache stay).
    public func purgeLayouts() { layouts.removeAll() }

    /// Where UAX #14 allows a line to break in `text`: UTF-16 offsets after
    /// which a new line may start, ascending, ending with the text's length.
    /// Loads ICU's line rules at the first call.
    public func lineBreakOpportunities(in text: String) -> [Int] {
        lineBreaks(Array(text.utf16))
    }

    /// The words of `text` (UAX #29, ICU's word iterator: letters, numbers,
    /// kana and ideographs, not spaces or punctuation), as UTF-16 ranges: what
    /// a double tap selects and option-arrow skips over.
    public func wordRanges(in text: String) -> [Range<Int>] {
        guard let iterator = wordBreaker else { return [] }
        var start = 0
        var words: [Range<Int>] = []
        for b in iterator.boundaries(in: Array(text.utf16)) {
            if b.status >= BreakIterator.wordNoneLimit { words.append(start..<b.offset) }
            start = b.offset
        }
        return words
    }

    /// Whether an installed font has this family or PostScript name (what
    /// `UIFont(name:size:)` needs to return nil for unknown names).
    public func hasFamily(_ name: String) -> Bool {
        if case .family(let has)? = matchCache?.answer(.family(name)) { return has }
        let has = matcher.hasFamily(name)
        matchCache?.record(.family(name), .family(has), matcher: matcher)
        return has
    }

    func face(_ file: FontFile, pixelSize: Double) -> FontFace? {
        let key = FaceKey(file: file, pixelSize: pixelSize)
        if let f = faces[key] { return f }
        if faces.count >= Self.maximumFaces {
            faces.removeAll()
            layouts.removeAll()
            glyphCache = GlyphCache()
        }
        let f = FontFace(file: file, pixelSize: pixelSize, library: library)
        faces[key] = f
        return f
    }

    func primaryFace(_ spec: FontSpec, scale: Double) -> FontFace? {
        let file: FontFile?
        if let f = primaryFiles[spec] { file = f } else {
            file = cachedFile(.match(spec)) { matcher.match(spec) }
            primaryFiles[spec] = file
        }
        return file.flatMap { face($0, pixelSize: spec.pointSize * scale) }
    }

    private func fallbackFace(for scalar: Unicode.Scalar, spec: FontSpec, scale: Double) -> FontFace? {
        var key = FallbackKey(scalar: scalar.value, spec: spec)
        key.spec.pointSize = 0
        let file: FontFile?
        if let cached = fallbackFiles[key] { file = cached } else {
            file = cachedFile(.fallback(scalar.value, key.spec)) { matcher.fallback(for: scalar, spec: spec) }
            fallbackFiles[key] = file
        }
        return file.flatMap { face($0, pixelSize: spec.pointSize * scale) }
    }

    /// Whether a character asks to be shown as a (colour) emoji: it has emoji
    /// presentation by default, or carries the emoji variation selector.
    static func wantsEmojiPresentation(_ ch: Character) -> Bool {
        guard let first = ch.unicodeScalars.first, first.value > 0x7f else { return false }
        return first.properties.isEmojiPresentation || ch.unicodeScalars.contains { $0.value == 0xFE0F }
    }

    private var emojiFile: FontFile??

    /// The font fontconfig gives the "emoji" family (a colour emoji font when
    /// one is installed), when it has `scalar`.
    private func emojiFace(for scalar: Unicode.Scalar, spec: FontSpec, scale: Double) -> FontFace? {
        if emojiFile == nil {
            let emoji = FontSpec(family: "emoji", pointSize: spec.pointSize)
            emojiFile = .some(cachedFile(.match(emoji)) { matcher.match(emoji) })
        }
        guard let file = emojiFile ?? nil, let face = face(file, pixelSize: spec.pointSize * scale),
              face.hasGlyph(for: scalar) else { return nil }
        return face
    }

    /// Lays out `text`; `maxWidth` in points (nil: unbounded), glyphs in pixels
    /// at `scale`. Layouts are cached, so drawing the same label again costs
    /// only the glyph composite.
    public func layout(_ text: String, style: TextStyle, maxWidth: Double?, scale: Double) -> TextLayout {
        layout(AttributedText(plain: text, font: style.font, tabularDigits: style.tabularDigits), style: style,
               maxWidth: maxWidth, scale: scale)
    }

    /// Lays out text with runs of styles (U3): each run shaped in its own
    /// font, all of it broken into lines in one pass. `style` gives the
    /// line limit, truncation and the alignment of paragraphs whose style
    /// gives none.
    public func layout(_ text: AttributedText, style: TextStyle, maxWidth: Double?, scale: Double) -> TextLayout {
        let key = LayoutKey(text: text, style: style, maxWidth: maxWidth, scale: scale)
        if let l = layouts[key] { return l }
        let l = makeLayout(text, style: style, maxWidth: maxWidth.map { $0 * scale }, scale: scale)
        if layouts.count > 2000 { layouts.removeAll() }
        layouts[key] = l
        return l
    }

    /// Renders the glyphs of `layout` into the glyph cache at every sub-pixel
    /// phase, as drawing it anywhere would, without drawing it (warm-ups:
    /// the characters a field is likely to get, before they are typed).
    public func prepareGlyphs(of layout: TextLayout) {
        guard let cache = glyphCache else { return }
        cache.freeze()
        defer { cache.thaw() }
        for line in layout.lines {
            for g in line.glyphs {
                if g.face.isColor {
                    _ = cache.colorGlyph(g.face, index: g.index)
                    continue
                }
                for phase in 0..<GlyphCache.subpixelSteps { _ = cache.glyph(g.face, index: g.index, phase: phase) }
            }
        }
    }

    /// The size `text` needs in points (UIKit's `sizeThatFits`, rounded up).
    public func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> (width: Double, height: Double) {
        layout(text, style: style, maxWidth: maxWidth, scale: 1).size
    }

    public func measure(_ text: AttributedText, style: TextStyle, maxWidth: Double?) -> (width: Double, height: Double) {
        layout(text, style: style, maxWidth: maxWidth, scale: 1).size
    }

    // MARK: Shaping with fallback

    /// The face a character is drawn with: the colour emoji font for emoji
    /// presentation, else the primary font when it has every scalar, else
    /// fontconfig's fallback for the first it lacks.
    func face(for ch: Character, spec: FontSpec, primary: FontFace, scale: Double) -> FontFace {
        // ASCII first, skipping the Unicode property lookups below: they were
        // a tenth of laying out a long mixed text (perf, `WayKitRenderBenchmarks text`).
        if ch.isASCII, let s = ch.unicodeScalars.first, primary.hasGlyph(for: s) { return primary }
        if Self.wantsEmojiPresentation(ch), let first = ch.unicodeScalars.first,
           let emoji = emojiFace(for: first, spec: spec, scale: scale) {
            return emoji
        }
        for s in ch.unicodeScalars where !s.properties.isDefaultIgnorableCodePoint && !primary.hasGlyph(for: s) {
            return fallbackFace(for: s, spec: spec, scale: scale) ?? primary
        }
        return primary
    }

    /// Shapes a piece of text (the ellipsis), splitting it into runs by the
    /// font that has each character.
    func shapeWithFallback(_ text: Substring, spec: FontSpec, primary: FontFace, scale: Double)
        -> (glyphs: [ShapedGlyph], advance: Double, isRTL: Bool) {
        var runs: [(String, FontFace)] = []
        for ch in text {
            let chosen = face(for: ch, spec: spec, primary: primary, scale: scale)
            if let last = runs.last, last.1 === chosen {
                runs[runs.count - 1].0.append(ch)
            } else {
                runs.append((String(ch), chosen))
            }
        }
        var glyphs: [ShapedGlyph] = []
        var pen = 0.0
        var rtl = false
        for (s, face) in runs {
            let shaped = TextShaper.shape(s, face: face)
            rtl = rtl || shaped.isRTL
            for var g in shaped.glyphs {
                g.x += pen
                glyphs.append(g)
            }
            pen += shaped.advance
        }
        return (glyphs, pen, rtl)
    }
}
