import Foundation

/// Takes back the heap's recently freed small blocks and fills them with
/// 0xFF while `body` runs, as glibc's `MALLOC_PERTURB_` would (but at run
/// time): a read through a freed libwayland proxy then finds garbage
/// pointers and crashes, where it would otherwise find the old values.
/// glibc hands the most recently freed block of a size back first, on the
/// thread that freed it (this one).
@MainActor
enum HeapScribble {
    static func `while`(_ body: () throws -> Void) rethrows {
        var blocks: [UnsafeMutableRawPointer] = []
        for size in stride(from: 8, through: 256, by: 8) {
            for _ in 0..<64 {
                guard let p = malloc(size) else { continue }
                memset(p, 0xFF, size)
                blocks.append(p)
            }
        }
        defer { for p in blocks { free(p) } }
        try body()
    }
}
