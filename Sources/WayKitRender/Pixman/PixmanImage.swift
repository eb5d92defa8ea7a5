import CPixman
import Foundation

/// An owned `pixman_image_t`: a pixel surface, a solid colour or a mask.
///
/// Every pixman call that WayKitRender makes on an image goes through a method
/// here, so the C function is named once, in the method's doc comment.
///
/// - Important: main actor only in practice (the renderer's), but pixman images
///   are plain memory, so the class carries no isolation of its own.
public final class PixmanImage {
    /// The wrapped image; owned (one reference) by this object.
    public let raw: OpaquePointer
    /// Pixels this object allocated itself (nil when wrapping foreign memory,
    /// such as a `wl_shm` buffer, or for solid fills).
    private let ownedPixels: UnsafeMutableRawPointer?

    public let width: Int
    public let height: Int
    /// The owner of wrapped memory, kept alive as long as this image reads
    /// it (an image's pixel storage, U5).
    public var keepAlive: AnyObject?

    init(raw: OpaquePointer, ownedPixels: UnsafeMutableRawPointer?, width: Int, height: Int) {
        self.raw = raw
        self.ownedPixels = ownedPixels
        self.width = width
        self.height = height
    }

    deinit {
        // The image holds a pointer into ownedPixels, so it goes first.
        pixman_image_unref(raw)
        ownedPixels?.deallocate()
    }

    /// A new zeroed (transparent) image of `format`, or nil when the size is
    /// empty or too large for pixman.
    ///
    /// The corresponding C function is `pixman_image_create_bits`; the pixels are
    /// allocated here so their lifetime is this object's.
    public convenience init?(format: pixman_format_code_t, width: Int, height: Int) {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { return nil }
        let bpp = Int(format.rawValue >> 24)
        let stride = ((width * bpp + 31) / 32) * 4
        let bytes = stride * height
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        pixels.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        guard let raw = pixman_image_create_bits(format, Int32(width), Int32(height),
                                                 pixels.assumingMemoryBound(to: UInt32.self),
                                                 Int32(stride)) else {
            pixels.deallocate()
            return nil
        }
        self.init(raw: raw, ownedPixels: pixels, width: width, height: height)
    }

    /// Wraps memory owned by someone else (a `wl_shm` buffer, a test's array).
    /// The memory must outlive this object.
    ///
    /// The corresponding C function is `pixman_image_create_bits`.
    public convenience init?(wrapping base: UnsafeMutableRawPointer, format: pixman_format_code_t,
                             width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0, stride > 0 else { return nil }
        guard let raw = pixman_image_create_bits(format, Int32(width), Int32(height),
                                                 base.assumingMemoryBound(to: UInt32.self),
                                                 Int32(stride)) else { return nil }
        self.init(raw: raw, ownedPixels: nil, width: width, height: height)
    }

    /// A solid colour source of infinite size; components are premultiplied,
    /// 0...1.
    ///
    /// The corresponding C function is `pixman_image_create_solid_fill`.
    public convenience init?(solid color: PremultipliedColor) {
        var c = color.pixmanColor
        guard let raw = pixman_image_create_solid_fill(&c) else { return nil }
        self.init(raw: raw, ownedPixels: nil, width: 0, height: 0)
    }

    /// First byte of the pixels. The corresponding C function is
    /// `pixman_image_get_data`.
    public var data: UnsafeMutableRawPointer? { pixman_image_get_data(raw).map(UnsafeMutableRawPointer.init) }

    /// Bytes per row. The corresponding C function is `pixman_image_get_stride`.
    public var stride: Int { Int(pixman_image_get_stride(raw)) }

    /// Composites `source` (through `mask`) onto this image.
    ///
    /// The corresponding C function is `pixman_image_composite32`.
    public func composite(_ op: pixman_op_t, source: PixmanImage, mask: PixmanImage? = nil,
                          srcX: Int32 = 0, srcY: Int32 = 0, maskX: Int32 = 0, maskY: Int32 = 0,
                          x: Int32, y: Int32, width: Int32, height: Int32) {
        guard width > 0, height > 0 else { return }
        pixman_image_composite32(op, source.raw, mask?.raw, raw, srcX, srcY, maskX, maskY,
                                 x, y, width, height)
    }

    /// Fills boxes with one colour, ignoring what was there for `PIXMAN_OP_SRC`.
    ///
    /// Boxes are clipped to the image here. pixman does not do it: for
    /// `PIXMAN_OP_SRC`, and for an opaque colour with `PIXMAN_OP_OVER`, which
    /// it turns into SRC, `pixman_image_fill_boxes` writes the pixels with
    /// `pixman_fill` and clips only to a clip region the image has, so a box
    /// past the edge of an unclipped image (an offscreen layer smaller than
    /// the shape drawn into it) wrote past the end of its memory.
    ///
    /// The corresponding C function is `pixman_image_fill_boxes`.
    public func fill(_ op: pixman_op_t, color: PremultipliedColor, boxes: [pixman_box32_t]) {
        let w = Int32(clamping: width), h = Int32(clamping: height)
        var b = boxes.compactMap { box -> pixman_box32_t? in
            let x1 = max(box.x1, 0), y1 = max(box.y1, 0), x2 = min(box.x2, w), y2 = min(box.y2, h)
            return x2 > x1 && y2 > y1 ? pixman_box32_t(x1: x1, y1: y1, x2: x2, y2: y2) : nil
        }
        guard !b.isEmpty else { return }
        var c = color.pixmanColor
        _ = pixman_image_fill_boxes(op, raw, &c, Int32(b.count), &b)
    }

    /// Restricts every later drawing into this image to `region` (nil: no clip).
    ///
    /// The corresponding C function is `pixman_image_set_clip_region32`.
    public func setClip(_ region: PixmanRegion?) {
        if let region {
            _ = region.withPointer { pixman_image_set_clip_region32(raw, $0) }
        } else {
            _ = pixman_image_set_clip_region32(raw, nil)
        }
    }

    /// Sets how this image, used as a source, maps destination pixels back to its
    /// own: `deviceToSource` is the inverse of where the image lands.
    ///
    /// The corresponding C functions are `pixman_transform_from_pixman_f_transform`
    /// and `pixman_image_set_transform`.
    public func setTransform(_ deviceToSource: pixman_f_transform?) {
        guard var f = deviceToSource else {
            _ = pixman_image_set_transform(raw, nil)
            return
        }
        var t = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&t, &f) != 0 else { return }
        _ = pixman_image_set_transform(raw, &t)
    }

    /// The corresponding C function is `pixman_image_set_filter`.
    public func setFilter(_ filter: pixman_filter_t) {
        _ = pixman_image_set_filter(raw, filter, nil, 0)
    }

    /// A filter for sampling this image shrunk by `scaleX`×`scaleY` source
    /// pixels per destination pixel: bilinear alone skips source pixels past
    /// about 1.5×, so stronger shrinking averages boxes of them.
    ///
    /// The corresponding C functions are
    /// `pixman_filter_create_separable_convolution` and `pixman_image_set_filter`.
    public func setSmoothFilter(scaleX: Double, scaleY: Double) {
        guard max(scaleX, scaleY) > 1.5 else { setFilter(PIXMAN_FILTER_BILINEAR); return }
        var n: Int32 = 0
        let sx = pixman_fixed_t(max(scaleX, 1) * 65536), sy = pixman_fixed_t(max(scaleY, 1) * 65536)
        guard let params = pixman_filter_create_separable_convolution(
            &n, sx, sy, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, 2, 2) else {
            setFilter(PIXMAN_FILTER_BILINEAR); return
        }
        // pixman copies the parameters.
        _ = pixman_image_set_filter(raw, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, params, n)
        free(params)
    }

    /// The corresponding C function is `pixman_image_set_repeat`.
    public func setRepeat(_ repeatMode: pixman_repeat_t) {
        pixman_image_set_repeat(raw, repeatMode)
    }

    /// Rasterises trapezoids into this image (an a8 mask) by adding their
    /// coverage, anti-aliased.
    ///
    /// The corresponding C function is `pixman_add_trapezoids`.
    public func addTrapezoids(_ traps: [pixman_trapezoid_t], offsetX: Int16 = 0, offsetY: Int32 = 0) {
        guard !traps.isEmpty else { return }
        traps.withUnsafeBufferPointer {
            pixman_add_trapezoids(raw, offsetX, offsetY, Int32($0.count), $0.baseAddress)
        }
    }

    /// Composites `source` through the anti-aliased coverage of `traps`.
    ///
    /// The corresponding C function is `pixman_composite_trapezoids`.
    public func compositeTrapezoids(_ op: pixman_op_t, source: PixmanImage,
                                    _ traps: [pixman_trapezoid_t]) {
        guard !traps.isEmpty else { return }
        traps.withUnsafeBufferPointer {
            pixman_composite_trapezoids(op, source.raw, raw, PIXMAN_a8, 0, 0, 0, 0,
                                        Int32($0.count), $0.baseAddress)
        }
    }
}
