import Foundation
import WayKit

// MARK: Tablet tools (D4)

/// A pen in contact is a `.pencil` touch through the same `TouchFrame` path
/// as fingers, so pen and fingers can be down together; a hovering pen is a
/// pointer frame marked as the pen's (`PointerFrame.stylus`), which reaches
/// hover recognizers only, with its `zOffset`.
extension InputRouter {
    /// The tool's values as the event model takes them.
    private func stylus(of tool: TabletTool) -> StylusInput {
        let a = tool.axes
        let (altitude, azimuth) = TabletAxes.angles(tiltX: a.tiltX, tiltY: a.tiltY)
        return StylusInput(pressure: CGFloat(a.pressure), altitudeAngle: CGFloat(altitude),
                           azimuthAngle: CGFloat(azimuth), zOffset: CGFloat(a.distance),
                           isEraser: tool.isEraser, estimatedProperties: tool.estimatedProperties)
    }

    private func sceneLocation(of tool: TabletTool) -> (scene: UIWindowScene, location: CGPoint)? {
        guard let at = tool.location, let (scene, offset) = locate(at.surface) else { return nil }
        return (scene, CGPoint(x: at.x + offset.x, y: at.y + offset.y))
    }

    func tabletContact(_ tool: TabletTool, _ phase: UITouch.Phase, time: UInt32) {
        // The surface gone: its window's touches were cancelled with it (E7).
        guard let (scene, location) = sceneLocation(of: tool) else { return }
        if phase == .began { for p in pointerDevices { p.touchUsed() } }
        let point = TouchPoint(id: tool.touchID, phase: phase, location: location, type: .pencil, stylus: stylus(of: tool))
        // Removal sends no time: then it is now.
        let stamp = time != 0 ? timestamp(time) : now
        UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: stamp, points: [point]), in: scene)
    }

    func tabletHover(_ tool: TabletTool, time: UInt32) {
        guard let (scene, location) = sceneLocation(of: tool) else { return }
        tool.hoverScene = scene
        UIApplication.shared.handlePointerFrame(
            PointerFrame(timestamp: timestamp(time), location: location, stylus: stylus(of: tool)), in: scene)
    }

    func tabletHoverEnded(_ tool: TabletTool, time: UInt32) {
        guard let scene = tool.hoverScene else { return }
        tool.hoverScene = nil
        UIApplication.shared.handlePointerFrame(
            PointerFrame(timestamp: time != 0 ? timestamp(time) : now, location: nil, stylus: stylus(of: tool)), in: scene)
    }
}
