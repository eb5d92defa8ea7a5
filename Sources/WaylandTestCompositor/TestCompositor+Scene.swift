import CWaylandTestCompositor

// What a compositor would show: a toplevel's surface and its subsurfaces
// composited, so a test can check a picture made of several surfaces (a
// window and its compositing layers) as a person sees it.
extension TestCompositor {
    /// The premultiplied ARGB colour shown at (x, y) of surface `root`'s
    /// tree (logical coordinates): every surface with a buffer, parent
    /// under its children in their stacking order, at its position, its
    /// viewport's source stretched over its destination (else its buffer
    /// at its buffer scale), blended with OVER. Upright buffers only.
    public func scenePixel(_ root: Int, x: Int, y: Int) -> UInt32 {
        var out: (a: Double, r: Double, g: Double, b: Double) = (0, 0, 0, 0)
        func visit(_ s: Int, ox: Int, oy: Int) {
            let size = bufferSize(s)
            if size.width > 0, size.height > 0 {
                let sc = max(1, bufferScale(s))
                let src = viewportSource(s) ?? (0, 0, Double(size.width / sc), Double(size.height / sc))
                let dst = viewportDestination(s).map { (Double($0.width), Double($0.height)) }
                    ?? (src.width, src.height)
                let lx = Double(x - ox) + 0.5, ly = Double(y - oy) + 0.5
                if lx >= 0, ly >= 0, lx < dst.0, ly < dst.1 {
                    let bx = Int(((src.x + lx * src.width / dst.0) * Double(sc)).rounded(.down))
                    let by = Int(((src.y + ly * src.height / dst.1) * Double(sc)).rounded(.down))
                    let p = pixel(s, x: min(max(bx, 0), size.width - 1), y: min(max(by, 0), size.height - 1))
                    let a = Double(p >> 24) / 255
                    let k = 1 - a
                    out = (a + out.a * k,
                           Double((p >> 16) & 0xff) + out.r * k,
                           Double((p >> 8) & 0xff) + out.g * k,
                           Double(p & 0xff) + out.b * k)
                }
            }
            for child in children(s) where isAlive(child) {
                let p = position(child)
                visit(child, ox: ox + p.x, oy: oy + p.y)
            }
        }
        visit(root, ox: 0, oy: 0)
        func byte(_ v: Double) -> UInt32 { UInt32(min(max(v.rounded(), 0), 255)) }
        return byte(out.a * 255) << 24 | byte(out.r) << 16 | byte(out.g) << 8 | byte(out.b)
    }
}
