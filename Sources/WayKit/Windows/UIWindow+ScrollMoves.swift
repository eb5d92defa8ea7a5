import Foundation

/// A scroll step a backend may draw by moving the pixels already in its
/// buffer instead of repainting them (fast scrolling): everything inside
/// `rect` (window coordinates, points) moved by (`dx`, `dy`) points. The
/// strip that appears and anything that changed are in the window's damage.
public struct WindowScrollMove: Hashable, Sendable {
    public var rect: CGRect
    public var dx: CGFloat
    public var dy: CGFloat

    public init(rect: CGRect, dx: CGFloat, dy: CGFloat) {
        self.rect = rect
        self.dx = dx
        self.dy = dy
    }
}

extension UIWindow {
    /// More moves than this in one frame are repainted instead.
    static let maximumScrollMoves = 4

    /// Takes the damage and the scroll moves since the last call, for a
    /// backend that moves pixels (see ``WindowScrollMove``). The damage is in
    /// the frame's final coordinates: apply the moves in order, then repaint
    /// the damage. ``takeDamage()`` (for backends that don't move pixels)
    /// returns the moved areas as damage instead.
    public func takeDamageAndScrollMoves() -> (damage: [CGRect]?, moves: [WindowScrollMove]) {
        let moves = _scrollMoves
        _scrollMoves.removeAll(keepingCapacity: true)
        _scrollMoveDamage.removeAll(keepingCapacity: true)
        return (takeDamage(), moves)
    }

    /// Records that the pixels in `rect` moved by (`dx`, `dy`); false when
    /// the window would rather repaint (the caller then damages as usual).
    func _recordScrollMove(rect: CGRect, dx: CGFloat, dy: CGFloat) -> Bool {
        let r = rect.intersection(bounds)
        guard !_isWholeWindowDamaged, _scrollMoves.count < UIWindow.maximumScrollMoves,
              !r.isNull, !r.isEmpty, dx.isFinite, dy.isFinite,
              abs(dx) < r.width, abs(dy) < r.height else { return false }
        // Damage already recorded inside the area moved with its pixels: it
        // is wrong where it went too.
        for d in _pendingDamageRects where d.intersects(r) {
            _addDamage(d.offsetBy(dx: dx, dy: dy).intersection(r))
        }
        _scrollMoves.append(WindowScrollMove(rect: r, dx: dx, dy: dy))
        _scrollMoveDamage.append(r)
        // The strips the move uncovers.
        if dy > 0 { _addDamage(CGRect(x: r.minX, y: r.minY, width: r.width, height: dy)) }
        if dy < 0 { _addDamage(CGRect(x: r.minX, y: r.maxY + dy, width: r.width, height: -dy)) }
        if dx > 0 { _addDamage(CGRect(x: r.minX, y: r.minY, width: dx, height: r.height)) }
        if dx < 0 { _addDamage(CGRect(x: r.maxX + dx, y: r.minY, width: -dx, height: r.height)) }
        _requestDisplay()
        return true
    }
}

extension PixelBuffer {
    /// Moves the pixels of `rect` (buffer pixels) by (`dx`, `dy`), within
    /// `rect`: rows are copied in the order that reads each before it is
    /// overwritten. What moves out of `rect` is dropped; what is uncovered
    /// keeps its old pixels (the caller repaints it).
    public func move(_ rect: (x: Int, y: Int, width: Int, height: Int), dx: Int, dy: Int) {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(width, rect.x + rect.width), y1 = min(height, rect.y + rect.height)
        guard x1 > x0, y1 > y0, abs(dx) < x1 - x0, abs(dy) < y1 - y0, dx != 0 || dy != 0 else { return }
        let srcX = dx >= 0 ? x0 : x0 - dx, dstX = dx >= 0 ? x0 + dx : x0
        let bytes = (x1 - x0 - abs(dx)) * 4
        let rows = y1 - y0 - abs(dy)
        for i in 0..<rows {
            // Moving down: bottom rows first.
            let k = dy > 0 ? rows - 1 - i : i
            let srcY = dy >= 0 ? y0 + k : y0 - dy + k
            let dstY = dy >= 0 ? y0 + dy + k : y0 + k
            memmove(base + dstY * stride + dstX * 4, base + srcY * stride + srcX * 4, bytes)
        }
    }
}
