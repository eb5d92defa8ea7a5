#if canImport(Glibc)
import Glibc
#endif

/// The process environment and standard error through libc, not Foundation:
/// in a statically linked app, the first use of `ProcessInfo` or
/// `FileHandle` starts parts of Foundation and CoreFoundation that stay
/// resident (docs/performance.md, "Where the memory goes").
@usableFromInline
enum Environment {
    /// The value of `name`, or nil. The corresponding C function is `getenv`.
    static func value(_ name: String) -> String? {
        guard let p = getenv(name) else { return nil }
        return String(cString: p)
    }

    /// Writes `line` and a newline to standard error. The corresponding C
    /// function is `write`.
    /// (`@usableFromInline`: the default `Options.log`.)
    @usableFromInline
    static func writeError(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
    }
}
