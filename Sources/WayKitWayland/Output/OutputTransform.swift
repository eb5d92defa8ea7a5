import WayKit

/// A `wl_output.transform`: how an output is rotated or mirrored, and so how a
/// window shown on it draws its buffers (D5) before `wl_surface.set_buffer_transform`
/// tells the compositor, which then shows them without rotating every frame.
///
/// The mapping from surface to buffer pixels is the inverse of the transform,
/// as in wlroots (`wlr_box_transform` with `wlr_output_transform_invert`) and
/// Weston: `.rotated90` turns the picture 90° counter-clockwise (wayland.xml:
/// "90 degrees counter-clockwise"), so the surface's top-left corner lands at
/// the buffer's bottom-left. The flipped values flip around the vertical axis
/// first, then rotate.
enum OutputTransform: Int32, Sendable, CaseIterable {
    case normal = 0
    case rotated90 = 1
    case rotated180 = 2
    case rotated270 = 3
    case flipped = 4
    case flipped90 = 5
    case flipped180 = 6
    case flipped270 = 7

    /// Whether a buffer's width is the surface's height (90° and 270°).
    var swapsAxes: Bool { rawValue % 2 == 1 }

    /// Quarter turns counter-clockwise, flips aside.
    var quarterTurns: Int { Int(rawValue % 4) }

    /// The buffer's size for an upright picture of `width`×`height` pixels.
    func bufferSize(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsAxes ? (height, width) : (width, height)
    }

    /// Where the upright picture's pixel (x, y) goes in the buffer, for a
    /// `width`×`height` picture.
    func bufferPixel(x: Int, y: Int, width w: Int, height h: Int) -> (x: Int, y: Int) {
        switch self {
        case .normal: (x, y)
        case .rotated90: (y, w - 1 - x)
        case .rotated180: (w - 1 - x, h - 1 - y)
        case .rotated270: (h - 1 - y, x)
        case .flipped: (w - 1 - x, y)
        case .flipped90: (y, x)
        case .flipped180: (x, h - 1 - y)
        case .flipped270: (h - 1 - y, w - 1 - x)
        }
    }

    /// The buffer rectangle an upright rectangle `r` covers (damage for
    /// `wl_surface.damage_buffer`, which is in buffer coordinates).
    func bufferRect(_ r: Rect, width w: Int, height h: Int) -> Rect {
        guard !r.isEmpty else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        // The two opposite corner pixels, mapped, span the rectangle.
        let a = bufferPixel(x: r.x, y: r.y, width: w, height: h)
        let b = bufferPixel(x: r.x + r.width - 1, y: r.y + r.height - 1, width: w, height: h)
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        return Rect(x: x0, y: y0, width: max(a.x, b.x) - x0 + 1, height: max(a.y, b.y) - y0 + 1)
    }

    /// Copies the upright pixels of `r` (clipped to the picture) into `buffer`
    /// at their transformed places. The two must have matching sizes
    /// (`bufferSize`); otherwise nothing is copied.
    func copy(_ r: Rect, from upright: PixelBuffer, to buffer: PixelBuffer) {
        let (w, h) = (upright.width, upright.height)
        guard bufferSize(width: w, height: h) == (buffer.width, buffer.height) else { return }
        let clip = r.intersection(Rect(x: 0, y: 0, width: w, height: h))
        guard !clip.isEmpty else { return }
        for y in clip.y..<(clip.y + clip.height) {
            let source = (upright.base + y * upright.stride).assumingMemoryBound(to: UInt32.self)
            for x in clip.x..<(clip.x + clip.width) {
                let p = bufferPixel(x: x, y: y, width: w, height: h)
                (buffer.base + p.y * buffer.stride).assumingMemoryBound(to: UInt32.self)[p.x] = source[x]
            }
        }
    }

    /// The interface orientation an output with this transform shows, for a
    /// panel that is `nativePortrait` (taller than wide as built) or not.
    /// Each quarter turn of the picture counter-clockwise is the device
    /// turned a quarter clockwise: portrait → landscapeLeft →
    /// portraitUpsideDown → landscapeRight. A landscape panel (a laptop, a
    /// monitor) stands in its natural position as `.landscapeRight`. UIKit
    /// has no mirrored orientations: a flip keeps its rotation's.
    func interfaceOrientation(nativePortrait: Bool) -> UIInterfaceOrientation {
        let cycle: [UIInterfaceOrientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]
        let start = nativePortrait ? 0 : 3
        return cycle[(start + quarterTurns) % 4]
    }
}
