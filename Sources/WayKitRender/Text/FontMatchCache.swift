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
/// The file is `$XDG_CACHE_HOME/waykit/font-matches` (else
/// `~/.cache/waykit/font-matches`), written whole to a temporary file and
/// renamed, so a reader never sees half of it. Where it cannot be written
/// (a read-only home), every run loads fontconfig as before.
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
    /// The answers read or learned; empty when the file was stale.
    private var answers: [Query: Answer] = [:]
    /// The stamps the answers were made under (path → "mtime size").
    private var stamps: [String: String] = [:]
    private(set) var isValid = false
    private var isDirty = false

    /// The file's format: bumped when it changes, so older files are ignored.
    static let header = "waykit-font-matches 1"

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

    private let environment: (String) -> String?

    static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Where the process's cache lives: `$XDG_CACHE_HOME/waykit/font-matches`,
    /// else `$HOME/.cache/waykit/font-matches`; nil when neither is set.
    static func defaultPath(environment: (String) -> String? = processEnvironment) -> String? {
        if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/waykit/font-matches" }
        if let home = environment("HOME"), home.hasPrefix("/") { return home + "/.cache/waykit/font-matches" }
        return nil
    }

    /// The process's cache, read at its first use.
    @MainActor static let shared = FontMatchCache(path: defaultPath())

    /// The cached answer, if the cache is valid and has one.
    func answer(_ query: Query) -> Answer? {
        isValid ? answers[query] : nil
    }

    /// Keeps fontconfig's answer. `matcher` supplies the stamps of what
    /// fontconfig read, the first time an answer is recorded into a cache
    /// that was stale.
    func record(_ query: Query, _ answer: Answer, matcher: FontMatcher) {
        if !isValid {
            // Start over under fontconfig's present state.
            answers = [:]
            stamps = [:]
            for p in matcher.sourcePaths() { stamps[p] = Self.stamp(of: p) ?? "missing" }
            for p in Self.standardConfigPaths(environment: environment) where stamps[p] == nil {
                stamps[p] = Self.stamp(of: p) ?? "missing"
            }
            isValid = true
        }
        if case .file(let f) = answer, stamps[f.path] == nil { stamps[f.path] = Self.stamp(of: f.path) ?? "missing" }
        guard answers[query] != answer else { return }
        answers[query] = answer
        isDirty = true
    }

    /// Writes the answers if any were learned since the last write. Called
    /// after a frame, not per answer: a first frame may learn several.
    func save() {
        guard isDirty, let path else { return }
        isDirty = false
        var text = Self.header + "\n"
        text += "version \(FcGetVersion())\n"
        for name in Self.environmentNames {
            text += "env \(name)=\(environment(name).map { Self.escape($0) } ?? "-")\n"
        }
        for (p, s) in stamps.sorted(by: { $0.key < $1.key }) {
            text += "stamp \(s == "missing" ? "missing -" : s) \(Self.escape(p))\n"
        }
        for (query, answer) in answers {
            guard let line = Self.line(query, answer) else { continue }
            text += line + "\n"
        }
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
        while let raw = lines.next() {
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
                guard (Self.stamp(of: p) ?? "missing") == recorded else { return }
                readStamps[p] = recorded
            } else if let (query, answer) = Self.parse(line) {
                readAnswers[query] = answer
            } else {
                return
            }
        }
        guard seenEnvironment.count == Self.environmentNames.count else { return }
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

    /// "mtime-ns size" of a file or directory, nil when it does not exist.
    static func stamp(of path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        let ns = Int64(st.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(st.st_mtim.tv_nsec)
        return "\(ns) \(st.st_size)"
    }

    // MARK: Lines

    private static func specFields(_ s: FontSpec) -> String {
        "\(s.family.map(escape) ?? "-") \(s.weight) \(s.italic ? 1 : 0) \(s.pointSize)"
    }

    private static func parseSpec(_ f: ArraySlice<Substring>) -> FontSpec? {
        guard f.count == 4, let weight = Int(f[f.startIndex + 1]), (1...1000).contains(weight),
              let size = Double(f[f.startIndex + 3]), size.isFinite, size >= 0, size <= 10_000 else { return nil }
        let familyField = String(f[f.startIndex])
        let family: String?
        if familyField == "-" { family = nil } else {
            guard let fam = unescape(familyField) else { return nil }
            family = fam
        }
        let italic = f[f.startIndex + 2] == "1"
        return FontSpec(family: family, pointSize: size, weight: weight, italic: italic)
    }

    private static func fileFields(_ a: Answer) -> String? {
        switch a {
        case .file(let f): return "\(f.index) \(escape(f.path))"
        case .noFont: return "- -"
        case .family: return nil
        }
    }

    private static func parseFile(_ index: Substring, _ path: Substring) -> Answer? {
        if index == "-" && path == "-" { return .noFont }
        guard let i = Int(index), (0...0xFFFF).contains(i), let p = unescape(String(path)), p.hasPrefix("/") else { return nil }
        return .file(FontFile(path: p, index: i))
    }

    static func line(_ query: Query, _ answer: Answer) -> String? {
        switch (query, answer) {
        case (.match(let spec), _):
            return fileFields(answer).map { "match \(specFields(spec)) \($0)" }
        case (.fallback(let scalar, let spec), _):
            return fileFields(answer).map { "fallback \(scalar) \(specFields(spec)) \($0)" }
        case (.family(let name), .family(let has)):
            return "family \(has ? 1 : 0) \(escape(name))"
        case (.family, _):
            return nil
        }
    }

    static func parse(_ line: String) -> (Query, Answer)? {
        let f = line.split(separator: " ", omittingEmptySubsequences: false)
        guard let kind = f.first else { return nil }
        switch kind {
        case "match":
            guard f.count == 7, let spec = parseSpec(f[1..<5]), let a = parseFile(f[5], f[6]) else { return nil }
            return (.match(spec), a)
        case "fallback":
            guard f.count == 8, let scalar = UInt32(f[1]), Unicode.Scalar(scalar) != nil,
                  let spec = parseSpec(f[2..<6]), let a = parseFile(f[6], f[7]) else { return nil }
            return (.fallback(scalar, spec), a)
        case "family":
            guard f.count == 3, f[1] == "0" || f[1] == "1", let name = unescape(String(f[2])) else { return nil }
            return (.family(name), .family(f[1] == "1"))
        default:
            return nil
        }
    }

    /// Spaces, newlines and backslashes in a value as `\s`, `\n`, `\\`, so
    /// that every field is one space-free token on one line.
    static func escape(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "\\": out += "\\\\"
            case " ": out += "\\s"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(ch)
            }
        }
        return out.isEmpty ? "\\e" : out
    }

    static func unescape(_ s: String) -> String? {
        if s == "\\e" { return "" }
        var out = ""
        var escaping = false
        for ch in s {
            if escaping {
                switch ch {
                case "\\": out.append("\\")
                case "s": out.append(" ")
                case "n": out.append("\n")
                case "r": out.append("\r")
                default: return nil
                }
                escaping = false
            } else if ch == "\\" {
                escaping = true
            } else {
                out.append(ch)
            }
        }
        return escaping ? nil : out
    }

    // MARK: Files

    /// The file's text; nil when missing, unreadable or over 1 MiB (a cache
    /// that large is not ours to trust).
    static func contents(of path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 { return nil }
            if n == 0 { break }
            bytes += chunk[0..<n]
            if bytes.count > 1 << 20 { return nil }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Writes `text` to a temporary file beside `path` and renames it over
    /// `path`, making the directory if needed. Failures are silent: the
    /// cache is an optimisation, and the next run loads fontconfig.
    static func writeAtomically(_ text: String, to path: String) {
        guard let slash = path.lastIndex(of: "/") else { return }
        makeDirectories(String(path[..<slash]))
        let temporary = path + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        var ok = true
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return write(fd, base + offset, buffer.count - offset)
            }
            if n <= 0 { ok = false; break }
            offset += n
        }
        if close(fd) != 0 { ok = false }
        if !ok || rename(temporary, path) != 0 { unlink(temporary) }
    }

    private static func makeDirectories(_ directory: String) {
        guard !directory.isEmpty else { return }
        var st = stat()
        if stat(directory, &st) == 0 { return }
        if let slash = directory.lastIndex(of: "/"), slash != directory.startIndex {
            makeDirectories(String(directory[..<slash]))
        }
        _ = mkdir(directory, 0o755)
    }
}
