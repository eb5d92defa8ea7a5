/// The cache file's lines: one answer or stamp a line, every field a
/// space-free token (`escape`), every number bounded when read back.
extension FontMatchCache {
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

}
