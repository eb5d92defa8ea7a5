import Foundation

/// A pan that starts at an edge of the window (G11): the first finger must go
/// down within ``edgeRegionWidth`` of one of ``edges`` and move away from it.
///
/// On Wayland the app knows its window, not the screen, so the window's edges
/// stand in for the screen's.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from. Default none, as in UIKit (set it).
    open var edges: UIRectEdge = []

    /// How far (points) from an edge the first finger may go down.
    public static let edgeRegionWidth: CGFloat = 20

    /// The edges the gesture started near.
    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible && startEdges.isEmpty, let touch = touches.first, let window = touch.window {
            let p = touch.location(in: nil)
            let b = window.bounds
            let w = Self.edgeRegionWidth
            var near: UIRectEdge = []
            if p.x - b.minX <= w { near.insert(.left) }
            if b.maxX - p.x <= w { near.insert(.right) }
            if p.y - b.minY <= w { near.insert(.top) }
            if b.maxY - p.y <= w { near.insert(.bottom) }
            startEdges = near.intersection(edges)
            if startEdges.isEmpty {
                super.touchesBegan(touches, with: event)
                if state == .possible { state = .failed }
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override func _shouldBeginPanning() -> Bool {
        guard super._shouldBeginPanning() else { return false }
        // Movement must be mostly away from an edge it started at.
        let t = _translation
        let horizontal = abs(t.x) >= abs(t.y)
        if horizontal {
            return (startEdges.contains(.left) && t.x > 0) || (startEdges.contains(.right) && t.x < 0)
        }
        return (startEdges.contains(.top) && t.y > 0) || (startEdges.contains(.bottom) && t.y < 0)
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
