import CFontconfig

/// A font file fontconfig chose: the path and the face index inside it.
struct FontFile: Hashable {
    var path: String
    var index: Int
}

/// Finds fonts with fontconfig: the best match for a `FontSpec`, and for each
/// character the primary font lacks, the first font in fontconfig's sorted
/// fallback list that has it (how Chinese, Arabic and emoji find a font).
final class FontMatcher {
    private let config: OpaquePointer?
    /// Per spec: fontconfig's sorted list, each with its coverage.
    private var fallbackLists: [FontSpec: [(file: FontFile, charset: OpaquePointer)]] = [:]
    private var fontSets: [OpaquePointer] = []

    /// Takes the configuration `FontConfigPreload` loaded, if an app started
    /// it, else loads one. The corresponding C function is
    /// `FcInitLoadConfigAndFonts`.
    init() {
        if let loaded = FontConfigPreload.take() {
            (config, sourceStamps) = loaded
        } else {
            (config, sourceStamps) = Self.load()
        }
    }

    /// The stamps (`FontMatchCache`) of what fontconfig's answers depend on,
    /// taken as it loaded: its standard places before, what it read after.
    let sourceStamps: [String: String]

    /// Loads fontconfig's configuration and font list, with their stamps.
    /// The corresponding C function is `FcInitLoadConfigAndFonts`.
    static func load() -> (config: OpaquePointer?, stamps: [String: String]) {
        var stamps = FontMatchCache.stamps(of: FontMatchCache.standardConfigPaths(
            environment: FontMatchCache.processEnvironment))
        let config = FcInitLoadConfigAndFonts()
        for (p, s) in FontMatchCache.stamps(of: sourcePaths(of: config)) where stamps[p] == nil { stamps[p] = s }
        return (config, stamps)
    }

    deinit {
        for set in fontSets { FcFontSetDestroy(UnsafeMutablePointer(set)) }
        if let config { FcConfigDestroy(config) }
    }

    /// Every file and directory `config`'s answers depend on: the
    /// configuration files it read, the directories it was told to scan and
    /// every font directory it found (`FontMatchCache` stamps them).
    ///
    /// The corresponding C functions are `FcConfigGetConfigFiles`,
    /// `FcConfigGetConfigDirs`, `FcConfigGetFontDirs` and `FcStrListNext`.
    static func sourcePaths(of config: OpaquePointer?) -> [String] {
        var paths: [String] = []
        for list in [FcConfigGetConfigFiles(config), FcConfigGetConfigDirs(config), FcConfigGetFontDirs(config)] {
            guard let list else { continue }
            while let s = FcStrListNext(list) {
                paths.append(String(cString: UnsafeRawPointer(s).assumingMemoryBound(to: CChar.self)))
            }
            FcStrListDone(list)
        }
        return paths
    }

    /// A pattern for `spec`, with fontconfig's substitutions applied.
    ///
    /// The corresponding C functions are `FcPatternCreate`, `FcPatternAdd*`,
    /// `FcConfigSubstitute` and `FcDefaultSubstitute`.
    private func pattern(for spec: FontSpec) -> OpaquePointer? {
        guard let p = FcPatternCreate() else { return nil }
        // fontconfig's object names ("family", "weight", ...) are string macros.
        _ = FcPatternAddString(p, "family", spec.family ?? FontSpec.systemFamily)
        _ = FcPatternAddInteger(p, "weight", FcWeightFromOpenType(Int32(spec.weight)))
        _ = FcPatternAddInteger(p, "slant", spec.italic ? 100 : 0)  // FC_SLANT_ITALIC : ROMAN
        _ = FcPatternAddDouble(p, "pixelsize", spec.pointSize)
        _ = FcConfigSubstitute(config, p, FcMatchPattern)
        FcDefaultSubstitute(p)
        return p
    }

    private static func file(of pattern: OpaquePointer) -> FontFile? {
        var path: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, "file", 0, &path) == FcResultMatch, let path else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, "index", 0, &index)
        return FontFile(path: String(cString: UnsafeRawPointer(path).assumingMemoryBound(to: CChar.self)),
                        index: Int(index))
    }

    /// The best font for `spec`, or nil when fontconfig knows no font at all.
    ///
    /// The corresponding C function is `FcFontMatch`.
    func match(_ spec: FontSpec) -> FontFile? {
        guard let p = pattern(for: spec) else { return nil }
        defer { FcPatternDestroy(p) }
        var result = FcResultNoMatch
        guard let m = FcFontMatch(config, p, &result) else { return nil }
        defer { FcPatternDestroy(m) }
        return Self.file(of: m)
    }

    /// Whether fontconfig's best match for `name` really is that family (or
    /// PostScript name), rather than a substitute.
    ///
    /// The corresponding C function is `FcFontMatch`.
    func hasFamily(_ name: String) -> Bool {
        guard let p = pattern(for: FontSpec(family: name, pointSize: 12)) else { return false }
        defer { FcPatternDestroy(p) }
        var result = FcResultNoMatch
        guard let m = FcFontMatch(config, p, &result) else { return false }
        defer { FcPatternDestroy(m) }
        let wanted = name.lowercased().filter { $0 != " " }
        for object in ["family", "postscriptname", "fullname"] {
            var i: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(m, object, i, &value) == FcResultMatch, let v = value {
                let s = String(cString: UnsafeRawPointer(v).assumingMemoryBound(to: CChar.self))
                if s.lowercased().filter({ $0 != " " }) == wanted { return true }
                i += 1
            }
        }
        return false
    }

    /// The first font in `spec`'s fallback order that covers `scalar`.
    ///
    /// The corresponding C functions are `FcFontSort` (once per spec) and
    /// `FcCharSetHasChar`.
    func fallback(for scalar: Unicode.Scalar, spec: FontSpec) -> FontFile? {
        var key = spec
        key.pointSize = 0  // the order does not depend on the size
        if fallbackLists[key] == nil {
            fallbackLists[key] = sortedList(for: spec)
        }
        for entry in fallbackLists[key] ?? [] where FcCharSetHasChar(entry.charset, scalar.value) != 0 {
            return entry.file
        }
        return nil
    }

    private func sortedList(for spec: FontSpec) -> [(file: FontFile, charset: OpaquePointer)] {
        guard let p = pattern(for: spec) else { return [] }
        defer { FcPatternDestroy(p) }
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, p, 1, nil, &result) else { return [] }
        // The set owns the charsets we hand out; it lives as long as we do.
        fontSets.append(OpaquePointer(set))
        var list: [(FontFile, OpaquePointer)] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let file = Self.file(of: font) else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, "charset", 0, &charset) == FcResultMatch, let charset else { continue }
            list.append((file, charset))
        }
        return list
    }
}
