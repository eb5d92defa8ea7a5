import CFontconfig
#if canImport(Glibc)
import Glibc
#endif

/// fontconfig's answers from earlier runs, kept in a small file so that an
/// app's start needs no fontconfig at all while nothing fontconfig reads has
/// changed.
///
/// Why: loading fontconfig (`FcInitLoadConfigAndFonts`: about 60 XML files
/// and the font caches) costs about 5 ms of CPU. Even on a background thread
/// started at `main` it held the 100-button grid's first frame back by 5 ms
/// (18.6–19.0 against 13.6–13.7 ms without it, docs/performance.md): it
/// competes for the machine's cores with the compositor and the app's own
/// start. A start that finds every match it needs here loads no fontconfig;
/// fontconfig is loaded when something is not here (a new font spec, a
/// character no cached font covers, a family name asked for).
///
/// The answers are only trusted while what fontconfig bases them on is
/// unchanged, checked like `FcConfigUptoDate` does, and more:
/// - the fontconfig version and the environment variables it reads
///   (`FONTCONFIG_FILE`, `FONTCONFIG_PATH`, `FONTCONFIG_SYSROOT`, `FC_LANG`,
///   the locale variables, `HOME` and the XDG directories);
/// - the modification time (nanoseconds) and size of every configuration
///   file and directory fontconfig read, every font directory it scanned
///   (a font added or removed changes its directory), and every font file
///   an answer names.
/// Any difference, or a file that does not parse, and none of it is used:
/// fontconfig is loaded and the file written anew.
///
/// The stamps of fontconfig's standard places are taken before fontconfig
/// loads, and those of what it read just after (`FontMatcher.sourceStamps`):
/// a change during the run makes the next run's check fail rather than
/// being stamped as the state the answers came from.
///
/// The file is `$XDG_CACHE_HOME/waykit/font-matches-PROGRAM` (else under
/// `~/.cache`), one per program because fontconfig rules can test the
/// program's name; `WAYKIT_FONT_MATCH_CACHE` names another file, or `off`.
/// It ends with a line counting its answers and stamps, so a cut-short file
/// is refused; it is written whole to a temporary file and renamed, at idle
/// (`TextSystem.saveMatchCache`) and at most every two seconds, and holds at
/// most 4,096 answers. Where it cannot be written (a read-only home), every
/// run loads fontconfig as before.
final class FontMatchCache {
    /// What an answer is about: a spec's best match, the fallback for a
    /// character, or whether a family is installed.
    enum Query: Hashable {
        case match(FontSpec)
        case fallback(UInt32, FontSpec)
        case family(String)
    }

    enum Answer: Equatable {
        case file(FontFile)
        case noFont
        case family(Bool)
    }

    private let path: String?
    private let environment: (String) -> String?
    /// The answers read or learned; empty when the file was stale.
    private var answers: [Query: Answer] = [:]
    /// The stamps the answers were made under (path → "mtime size", or
    /// "missing").
    private var stamps: [String: String] = [:]
    private(set) var isValid = false
    private var isDirty = false
    private var lastSave: Double?

    /// The file's format: bumped when it changes, so older files are ignored.
    static let header = "waykit-font-matches 2"
    /// More answers than this are not kept (a text scrolling through a
    /// whole CJK font learns a fallback per character).
    static let maximumAnswers = 4096
    /// Saves are this far apart at least (seconds).
    static let saveInterval = 2.0

    /// The environment variables fontconfig's answers depend on.
    static let environmentNames = ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "FC_LANG",
                                   "LC_ALL", "LC_CTYPE", "LANG", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
                                   "XDG_DATA_DIRS"]

    /// The cache at `path` (nil: none, every answer comes from fontconfig),
    /// read and checked now.
    init(path: String?, environment: @escaping (String) -> String? = FontMatchCache.processEnvironment) {
        self.path = path
        self.environment = environment
        if let path { load(from: path) }
    }

    static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Where the process's cache lives: `WAYKIT_FONT_MATCH_CACHE` when set
    /// (`off`: no cache), else `$XDG_CACHE_HOME/waykit/font-matches-PROGRAM`,
    /// else `$HOME/.cache/waykit/font-matches-PROGRAM`; nil when none applies.
    static func defaultPath(environment: (String) -> String? = processEnvironment,
                            program: String = CommandLine.arguments.first ?? "") -> String? {
        if let chosen = environment("WAYKIT_FONT_MATCH_CACHE") {
            return chosen == "off" || !chosen.hasPrefix("/") ? nil : chosen
        }
        let base = program.split(separator: "/").last.map(String.init) ?? ""
        let name = String(base.unicodeScalars.map { scalar -> Character in
            let c = Character(scalar)
            return c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_" || c == ".") ? c : "_"
        }.prefix(100))
        let file = "font-matches-" + (name.isEmpty ? "app" : name)
        if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/waykit/" + file }
        if let home = environment("HOME"), home.hasPrefix("/") { return home + "/.cache/waykit/" + file }
        return nil
    }

    /// The process's cache, read at its first use.
    @MainActor static let shared = FontMatchCache(path: defaultPath())

    /// The cached answer, if the cache is valid and has one.
    func answer(_ query: Query) -> Answer? {
        isValid ? answers[query] : nil
    }

    /// Keeps fontconfig's answer, made by `matcher`, whose stamps are the
    /// state it answered from.
    func record(_ query: Query, _ answer: Answer, matcher: FontMatcher) {
        if !isValid {
            // Start over under fontconfig's present state: what it stamped
            // as it loaded, and our own standard places (the same ones in an
            // app; a test's private home otherwise).
            answers = [:]
            stamps = matcher.sourceStamps
            for p in Self.standardConfigPaths(environment: environment) where stamps[p] == nil {
                stamps[p] = Self.stamp(of: p)
            }
            isValid = true
        }
        guard answers[query] != answer, answers.count < Self.maximumAnswers else { return }
        if case .file(let f) = answer, stamps[f.path] == nil { stamps[f.path] = Self.stamp(of: f.path) }
        answers[query] = answer
        isDirty = true
    }

    /// Writes the answers if any were learned since the last write, unless
    /// the last write was under `saveInterval` ago (`now`: seconds on any
    /// monotonic clock). Called at idle: never inside a frame.
    func save(now: Double) {
        guard isDirty, let path else { return }
        if let lastSave, now - lastSave < Self.saveInterval { return }
        isDirty = false
        lastSave = now
        var text = Self.header + "\n"
        text += "version \(FcGetVersion())\n"
        for name in Self.environmentNames {
            text += "env \(name)=\(environment(name).map { Self.escape($0) } ?? "-")\n"
        }
        for (p, s) in stamps.sorted(by: { $0.key < $1.key }) {
            text += "stamp \(s == "missing" ? "missing -" : s) \(Self.escape(p))\n"
        }
        var written = 0
        for (query, answer) in answers {
            guard let line = Self.line(query, answer) else { continue }
            text += line + "\n"
            written += 1
        }
        text += "end \(written) \(stamps.count)\n"
        Self.writeAtomically(text, to: path)
    }

    // MARK: Reading

    private func load(from path: String) {
        guard let text = Self.contents(of: path) else { return }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).makeIterator()
        guard lines.next().map(String.init) == Self.header,
              lines.next().map(String.init) == "version \(FcGetVersion())" else { return }
        var seenEnvironment = Set<String>()
        var readStamps: [String: String] = [:]
        var readAnswers: [Query: Answer] = [:]
        var ended = false
        while let raw = lines.next() {
            // Nothing may follow the closing line.
            guard !ended else { return }
            let line = String(raw)
            if line.hasPrefix("env ") {
                let body = line.dropFirst(4)
                guard let eq = body.firstIndex(of: "=") else { return }
                let name = String(body[..<eq]), value = String(body[body.index(after: eq)...])
                let current = environment(name).map { Self.escape($0) } ?? "-"
                guard Self.environmentNames.contains(name), value == current else { return }
                seenEnvironment.insert(name)
            } else if line.hasPrefix("stamp ") {
                let fields = line.dropFirst(6).split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
                guard fields.count == 3, let p = Self.unescape(String(fields[2])) else { return }
                let recorded = fields[0] == "missing" ? "missing" : "\(fields[0]) \(fields[1])"
                guard Self.stamp(of: p) == recorded else { return }
                readStamps[p] = recorded
            } else if line.hasPrefix("end ") {
                let counts = line.dropFirst(4).split(separator: " ")
                guard counts.count == 2, Int(counts[0]) == readAnswers.count, Int(counts[1]) == readStamps.count
                else { return }
                ended = true
            } else if let (query, answer) = Self.parse(line) {
                readAnswers[query] = answer
            } else {
                return
            }
        }
        // A file cut short (no closing line), or one that does not stamp
        // fontconfig's standard places, is not trusted.
        guard ended, seenEnvironment.count == Self.environmentNames.count,
              Self.standardConfigPaths(environment: environment).allSatisfy({ readStamps[$0] != nil })
        else { return }
        stamps = readStamps
        answers = readAnswers
        isValid = true
    }

    /// Where fontconfig looks for configuration besides what it read: a file
    /// created in one of these later (a user's first fonts.conf) must make
    /// the cache stale, so they are stamped even while missing.
    static func standardConfigPaths(environment: (String) -> String?) -> [String] {
        var paths = [environment("FONTCONFIG_FILE") ?? "/etc/fonts/fonts.conf", "/etc/fonts", "/etc/fonts/conf.d"]
        let home = environment("HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
        let config = environment("XDG_CONFIG_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home.map { $0 + "/.config" }
        let data = environment("XDG_DATA_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home.map { $0 + "/.local/share" }
        if let config { paths += [config + "/fontconfig", config + "/fontconfig/fonts.conf", config + "/fontconfig/conf.d"] }
        if let data { paths.append(data + "/fonts") }
        if let home { paths += [home + "/.fonts.conf", home + "/.fonts.conf.d", home + "/.fonts"] }
        return paths
    }

    /// The stamps of `paths` now ("missing" for one that does not exist).
    static func stamps(of paths: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for p in paths { result[p] = stamp(of: p) }
        return result
    }

    /// "mtime-ns size" of a file or directory, "missing" when it does not
    /// exist (a file created later must make the cache stale too).
    static func stamp(of path: String) -> String {
        var st = stat()
        guard stat(path, &st) == 0 else { return "missing" }
        let ns = Int64(st.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(st.st_mtim.tv_nsec)
        return "\(ns) \(st.st_size)"
    }
}
