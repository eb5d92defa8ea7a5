import CPixman

/// An owned `pixman_region32_t`: a set of integer pixel rectangles, used for
/// damage and clipping.
public final class PixmanRegion {
    /// Heap-allocated so its address is stable for the C calls.
    private let region: UnsafeMutablePointer<pixman_region32_t> = {
        let p = UnsafeMutablePointer<pixman_region32_t>.allocate(capacity: 1)
        p.initialize(to: pixman_region32_t())
        return p
    }()

    /// An empty region. The corresponding C function is `pixman_region32_init`.
    public init() { pixman_region32_init(region) }

    /// One rectangle. The corresponding C function is `pixman_region32_init_rect`.
    public init(x: Int32, y: Int32, width: UInt32, height: UInt32) {
        pixman_region32_init_rect(region, x, y, width, height)
    }

    /// A copy of `other`. The corresponding C function is `pixman_region32_copy`.
    public init(copying other: PixmanRegion) {
        pixman_region32_init(region)
        _ = other.withPointer { pixman_region32_copy(region, $0) }
    }

    /// The corresponding C function is `pixman_region32_fini`.
    deinit {
        pixman_region32_fini(region)
        region.deallocate()
    }

    func withPointer<R>(_ body: (UnsafeMutablePointer<pixman_region32_t>) -> R) -> R {
        body(region)
    }

    /// Adds a rectangle. The corresponding C function is
    /// `pixman_region32_union_rect`.
    public func add(x: Int32, y: Int32, width: Int32, height: Int32) {
        guard width > 0, height > 0 else { return }
        _ = pixman_region32_union_rect(region, region, x, y, UInt32(width), UInt32(height))
    }

    /// Keeps only the part inside `other`. The corresponding C function is
    /// `pixman_region32_intersect`.
    public func intersect(_ other: PixmanRegion) {
        _ = other.withPointer { pixman_region32_intersect(region, region, $0) }
    }

    /// Keeps only the part inside a rectangle. The corresponding C function is
    /// `pixman_region32_intersect_rect`.
    public func intersect(x: Int32, y: Int32, width: Int32, height: Int32) {
        guard width > 0, height > 0 else { pixman_region32_clear(region); return }
        _ = pixman_region32_intersect_rect(region, region, x, y, UInt32(width), UInt32(height))
    }

    /// Removes a rectangle. The corresponding C function is
    /// `pixman_region32_subtract`.
    public func subtract(x: Int32, y: Int32, width: Int32, height: Int32) {
        guard width > 0, height > 0 else { return }
        let cut = PixmanRegion(x: x, y: y, width: UInt32(width), height: UInt32(height))
        _ = cut.withPointer { pixman_region32_subtract(region, region, $0) }
    }

    /// The corresponding C function is `pixman_region32_not_empty`.
    public var isEmpty: Bool { pixman_region32_not_empty(region) == 0 }

    /// The bounding box. The corresponding C function is
    /// `pixman_region32_extents`.
    public var extents: pixman_box32_t { pixman_region32_extents(region).pointee }

    /// Whether any part of the box lies in the region. The corresponding C
    /// function is `pixman_region32_contains_rectangle`.
    public func intersects(_ box: pixman_box32_t) -> Bool {
        var b = box
        return pixman_region32_contains_rectangle(region, &b) != PIXMAN_REGION_OUT
    }

    /// The rectangles, in pixman's banded order. The corresponding C function is
    /// `pixman_region32_rectangles`.
    public var boxes: [pixman_box32_t] {
        var n: Int32 = 0
        guard let p = pixman_region32_rectangles(region, &n), n > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: p, count: Int(n)))
    }
}
