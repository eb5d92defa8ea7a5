import CFontconfig
#if canImport(Glibc)
import Glibc
#endif

/// Reading and writing the cache file.
extension FontMatchCache {
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
        // mkstemp: a unique name even for two processes of the same pid
        // (separate pid namespaces sharing a home).
        var template = Array((path + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else { return }
        let temporary = template.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { String(cString: $0) } ?? ""
        }
        _ = fchmod(fd, 0o644)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
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
