import Foundation
import Testing
@testable import WayKitRender

/// The font-match cache (`FontMatchCache`): a start that finds fontconfig's
/// answers from an earlier run, under unchanged configuration, gets the same
/// fonts without loading fontconfig; anything changed, or a damaged file,
/// and fontconfig answers again.
@MainActor
@Suite struct FontMatchCacheTests {
    /// A private directory standing in for $HOME, and the cache file in it.
    final class Place {
        let home: String
        let path: String
        var variables: [String: String]

        init() {
            home = NSTemporaryDirectory() + "waykit-fmc-\(UUID().uuidString)"
            try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            path = home + "/.cache/waykit/font-matches"
            variables = ["HOME": home, "LANG": "C.UTF-8"]
        }

        deinit { try? FileManager.default.removeItem(atPath: home) }

        func cache() -> FontMatchCache {
            FontMatchCache(path: path, environment: { [variables] in variables[$0] })
        }
    }

    static let spec = TextStyle(font: FontSpec(pointSize: 17, weight: 500))

    /// Lays out a Latin label and a Chinese one (a fallback font) and saves.
    static func warm(_ system: TextSystem) {
        _ = system.layout("Button 1", style: spec, maxWidth: nil, scale: 1)
        _ = system.layout("按钮", style: spec, maxWidth: nil, scale: 1)
        system.matchCache?.save(now: 0)
    }

    @Test("issue 12: a second start answers from the cache: the same fonts, and fontconfig is never loaded")
    func secondStartNeedsNoFontconfig() throws {
        let place = Place()
        let first = TextSystem(matchCache: place.cache())
        Self.warm(first)
        #expect(first.hasLoadedFontconfig)
        #expect(FileManager.default.fileExists(atPath: place.path))

        let cache = place.cache()
        #expect(cache.isValid)
        let second = TextSystem(matchCache: cache)
        let latin = second.layout("Button 1", style: Self.spec, maxWidth: nil, scale: 1)
        let chinese = second.layout("按钮", style: Self.spec, maxWidth: nil, scale: 1)
        #expect(!second.hasLoadedFontconfig)

        // The same files fontconfig itself picks (a text system without a cache).
        let plain = TextSystem()
        let expectedLatin = plain.layout("Button 1", style: Self.spec, maxWidth: nil, scale: 1)
        let expectedChinese = plain.layout("按钮", style: Self.spec, maxWidth: nil, scale: 1)
        #expect(latin.size.width == expectedLatin.size.width)
        #expect(chinese.size.width == expectedChinese.size.width)
        let matched = try #require(plain.matcher.match(Self.spec.font))
        #expect(cache.answer(.match(Self.spec.font)) == .file(matched))
    }

    @Test("issue 12: a changed environment variable that fontconfig reads (the locale) makes the cache stale")
    func environmentChangeInvalidates() {
        let place = Place()
        Self.warm(TextSystem(matchCache: place.cache()))
        #expect(place.cache().isValid)
        place.variables["LANG"] = "zh_CN.UTF-8"
        #expect(!place.cache().isValid)
        place.variables["LANG"] = "C.UTF-8"
        #expect(place.cache().isValid)
    }

    @Test("issue 12: a user fonts.conf created after the cache was written makes it stale, and the next start writes it anew")
    func newConfigurationFileInvalidates() throws {
        let place = Place()
        Self.warm(TextSystem(matchCache: place.cache()))
        #expect(place.cache().isValid)
        let conf = place.home + "/.config/fontconfig/fonts.conf"
        try FileManager.default.createDirectory(atPath: place.home + "/.config/fontconfig",
                                                withIntermediateDirectories: true)
        try "<fontconfig/>".write(toFile: conf, atomically: true, encoding: .utf8)
        let stale = place.cache()
        #expect(!stale.isValid)
        let system = TextSystem(matchCache: stale)
        Self.warm(system)
        #expect(system.hasLoadedFontconfig)
        #expect(place.cache().isValid)
    }

    @Test("issue 12: a damaged cache file is ignored, never trusted and never a trap")
    func damagedFileIsIgnored() throws {
        let place = Place()
        Self.warm(TextSystem(matchCache: place.cache()))
        let good = try String(contentsOfFile: place.path, encoding: .utf8)
        var damaged: [String] = [
            "",
            "garbage",
            good.replacingOccurrences(of: "waykit-font-matches 1", with: "waykit-font-matches 9"),
            good.replacingOccurrences(of: "\nmatch ", with: "\nmatch x "),
            good + "match - 99999 0 17.0 0 /x\n",
            good + "fallback 1114112 - 400 0 0.0 0 /x\n",
            good + "unknown line\n",
            good + "family 2 Sans\n",
            good + "match - 400 0 nan 0 /x\n",
            good + "match - 400 0 17.0 -1 /x\n",
            good + "family 1 bad\\escape\n",
        ]
        // Every truncation of the file.
        let lines = good.split(separator: "\n", omittingEmptySubsequences: false)
        for n in 0..<lines.count { damaged.append(lines[0..<n].joined(separator: "\n")) }
        for text in damaged {
            try text.write(toFile: place.path, atomically: true, encoding: .utf8)
            // Only the whole file (its closing line counts the lines before
            // it) is trusted; a cut anywhere, even between lines, is not.
            #expect(place.cache().isValid == (text == good || text + "\n" == good))
        }
        // Not UTF-8 at all.
        try Data([0xff, 0xfe, 0x00, 0x80]).write(to: URL(fileURLWithPath: place.path))
        #expect(!place.cache().isValid)
    }

    @Test("issue 12: values with spaces, newlines and backslashes survive the file's escaping")
    func escaping() {
        for value in ["", " ", "a b", "a\\b", "line\nbreak", "\\s", "Noto Sans CJK SC", "ends\\"] {
            #expect(FontMatchCache.unescape(FontMatchCache.escape(value)) == value)
            #expect(!FontMatchCache.escape(value).contains(" "))
            #expect(!FontMatchCache.escape(value).contains("\n"))
        }
        #expect(FontMatchCache.unescape("dangling\\") == nil)
        #expect(FontMatchCache.unescape("bad\\q") == nil)
        let query = FontMatchCache.Query.family("Noto Sans")
        let line = FontMatchCache.line(query, .family(true))
        #expect(line.flatMap(FontMatchCache.parse).map { $0.0 == query && $0.1 == .family(true) } == true)
    }

    @Test("issue 12: without a writable home every answer comes from fontconfig, as before")
    func unwritableLocation() {
        let cache = FontMatchCache(path: "/proc/waykit-not-writable/font-matches", environment: { _ in nil })
        let system = TextSystem(matchCache: cache)
        Self.warm(system)
        #expect(system.hasLoadedFontconfig)
        #expect(!FontMatchCache(path: "/proc/waykit-not-writable/font-matches", environment: { _ in nil }).isValid)
    }

    @Test("issue 12: fontconfig's stamps are taken as it loads: its standard places, its configuration and its font directories")
    func stampsTakenAtLoad() {
        let stamps = TextSystem().matcher.sourceStamps
        #expect(stamps["/etc/fonts/conf.d"] != nil)
        #expect(stamps["/etc/fonts/fonts.conf"] != nil)
        #expect(stamps.keys.contains { $0.hasPrefix("/usr/share/fonts") })
        #expect(stamps.values.allSatisfy { $0 == "missing" || $0.split(separator: " ").count == 2 })
    }

    @Test("issue 12: saves are two seconds apart at least, and the answers kept are capped")
    func rateLimitAndCap() throws {
        let place = Place()
        let system = TextSystem(matchCache: place.cache())
        _ = system.layout("Button 1", style: Self.spec, maxWidth: nil, scale: 1)
        let cache = try #require(system.matchCache)
        cache.save(now: 100)
        let first = try String(contentsOfFile: place.path, encoding: .utf8)
        _ = system.layout("按钮", style: Self.spec, maxWidth: nil, scale: 1)
        cache.save(now: 101)
        #expect(try String(contentsOfFile: place.path, encoding: .utf8) == first)
        cache.save(now: 102.5)
        #expect(try String(contentsOfFile: place.path, encoding: .utf8) != first)

        let spec = FontSpec(pointSize: 0)
        for scalar in 0x4E00..<(0x4E00 + FontMatchCache.maximumAnswers + 100) {
            cache.record(.fallback(UInt32(scalar), spec), .noFont, matcher: system.matcher)
        }
        cache.save(now: 200)
        let answers = try String(contentsOfFile: place.path, encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("match ") || $0.hasPrefix("fallback ") }
        #expect(answers.count == FontMatchCache.maximumAnswers)
        #expect(place.cache().isValid)
    }

    @Test("issue 12: one file a program (fontconfig rules can test the program's name); WAYKIT_FONT_MATCH_CACHE names another or turns it off")
    func location() {
        let env: [String: String] = ["HOME": "/home/ada"]
        #expect(FontMatchCache.defaultPath(environment: { env[$0] }, program: "/usr/bin/kiosk app")
                == "/home/ada/.cache/waykit/font-matches-kiosk_app")
        #expect(FontMatchCache.defaultPath(environment: { ["XDG_CACHE_HOME": "/c", "HOME": "/h"][$0] }, program: "demo")
                == "/c/waykit/font-matches-demo")
        #expect(FontMatchCache.defaultPath(environment: { ["WAYKIT_FONT_MATCH_CACHE": "off", "HOME": "/h"][$0] },
                                           program: "demo") == nil)
        #expect(FontMatchCache.defaultPath(environment: { ["WAYKIT_FONT_MATCH_CACHE": "/tmp/f", "HOME": "/h"][$0] },
                                           program: "demo") == "/tmp/f")
        #expect(FontMatchCache.defaultPath(environment: { _ in nil }, program: "demo") == nil)
    }
}
