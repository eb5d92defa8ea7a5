import WayKit

/// What changed on screen since a buffer was last drawn, in order, in buffer
/// pixels: areas to repaint, and scroll steps whose pixels can be moved
/// (fast scrolling) rather than repainted.
enum BufferChange: Equatable, Sendable {
    case damage(Rect)
    /// The pixels of the rectangle moved by (dx, dy), within it.
    case move(Rect, dx: Int, dy: Int)

    /// The pixels the change affects: what a buffer that missed it must take
    /// from one that has it.
    var area: Rect {
        switch self {
        case .damage(let r): r
        case .move(let r, _, _): r
        }
    }

    /// Past this many pending changes a buffer is repainted in full rather
    /// than replayed (a buffer the compositor held for a long time).
    static let maximumPending = 64
}

/// Brings a buffer's old pixels up to date: its pending moves are applied
/// to its pixels in order and its pending damage moves with them. What is
/// left to repaint, and the areas the moves changed (for
/// `wl_surface.damage_buffer`), come out.
struct BufferReplay {
    private(set) var stale: [Rect] = []
    private(set) var moved: [Rect] = []
    /// Set when the whole buffer must be drawn (it never was, and nothing
    /// could be copied into it).
    private(set) var isWhole = false

    mutating func markAll(_ bounds: Rect) {
        isWhole = true
        stale = [bounds]
    }

    mutating func apply(_ change: BufferChange, to pixels: PixelBuffer) {
        switch change {
        case .damage(let r):
            stale.append(r)
        case .move(let r, let dx, let dy):
            pixels.move((r.x, r.y, r.width, r.height), dx: dx, dy: dy)
            // Wrong pixels inside the area went with the rest.
            var carried: [Rect] = []
            for s in stale where !s.intersection(r).isEmpty {
                let m = Rect(x: s.x + dx, y: s.y + dy, width: s.width, height: s.height).intersection(r)
                if !m.isEmpty { carried.append(m) }
            }
            stale += carried
            // The strips the move uncovered.
            if dy > 0 { stale.append(Rect(x: r.x, y: r.y, width: r.width, height: dy)) }
            if dy < 0 { stale.append(Rect(x: r.x, y: r.y + r.height + dy, width: r.width, height: -dy)) }
            if dx > 0 { stale.append(Rect(x: r.x, y: r.y, width: dx, height: r.height)) }
            if dx < 0 { stale.append(Rect(x: r.x + r.width + dx, y: r.y, width: -dx, height: r.height)) }
            moved.append(r)
        }
    }

    /// A window's scroll moves in buffer pixels, or nil when one can't be a
    /// whole-pixel move at `factor` (a fractional step at 1×, any step at a
    /// fractional scale that doesn't land on pixels): then the window's
    /// areas are repainted instead.
    static func pixelMoves(_ moves: [WindowScrollMove], factor: Double, bounds: Rect) -> [BufferChange]? {
        var result: [BufferChange] = []
        for m in moves {
            let dx = Double(m.dx) * factor, dy = Double(m.dy) * factor
            guard abs(dx - dx.rounded()) < 0.001, abs(dy - dy.rounded()) < 0.001 else { return nil }
            // The whole pixels inside the area; its partial edge pixels mix
            // what moves with what doesn't, so they are damage (below).
            let x0 = Int((Double(m.rect.minX) * factor).rounded(.up)), y0 = Int((Double(m.rect.minY) * factor).rounded(.up))
            let x1 = Int((Double(m.rect.maxX) * factor).rounded(.down)), y1 = Int((Double(m.rect.maxY) * factor).rounded(.down))
            let r = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(bounds)
            guard !r.isEmpty, abs(Int(dx.rounded())) < r.width, abs(Int(dy.rounded())) < r.height else { return nil }
            result.append(.move(r, dx: Int(dx.rounded()), dy: Int(dy.rounded())))
        }
        return result
    }
}
