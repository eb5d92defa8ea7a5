import Foundation

/// One touch point as a backend reports it, before the event model turns it
/// into a `UITouch`.
public struct TouchPoint: Hashable, Sendable {
    /// The backend's id for the finger; unique among the scene's active touches.
    public var id: Int
    /// `.began`, `.moved`, `.ended` or `.cancelled`.
    public var phase: UITouch.Phase
    /// In scene coordinates, logical points (P3).
    public var location: CGPoint
    public var majorRadius: CGFloat
    public var orientation: CGFloat
    public var type: UITouch.TouchType
    /// A pen's pressure, tilt and tool, for `.pencil` touches (D4).
    public var stylus: StylusInput?

    public init(id: Int, phase: UITouch.Phase, location: CGPoint, majorRadius: CGFloat = 0,
                orientation: CGFloat = 0, type: UITouch.TouchType = .direct, stylus: StylusInput? = nil) {
        self.stylus = stylus
        self.id = id
        self.phase = phase
        self.location = location
        self.majorRadius = majorRadius
        self.orientation = orientation
        self.type = type
    }
}

/// The touch points that changed together (one `wl_touch.frame`): fingers that
/// go down in one frame arrive in one `touchesBegan` (E3).
public struct TouchFrame: Hashable, Sendable {
    /// Seconds on the monotonic clock.
    public var timestamp: TimeInterval
    public var points: [TouchPoint]
    /// The pointer buttons down, for `.indirectPointer` touches.
    public var buttonMask: UIEvent.ButtonMask
    public var modifierFlags: UIKeyModifierFlags

    public init(timestamp: TimeInterval, points: [TouchPoint], buttonMask: UIEvent.ButtonMask = [],
                modifierFlags: UIKeyModifierFlags = []) {
        self.timestamp = timestamp
        self.points = points
        self.buttonMask = buttonMask
        self.modifierFlags = modifierFlags
    }
}

extension TouchFrame {
    /// The frame as consecutive frames in which each id appears once: a new
    /// frame starts wherever an id already in the current one comes again.
    /// Almost always the frame itself, unsplit.
    func _splitByRepeatedIDs() -> [TouchFrame] {
        var seen = Set<Int>()
        var repeated = false
        for p in points where !seen.insert(p.id).inserted { repeated = true; break }
        guard repeated else { return [self] }
        var parts: [TouchFrame] = []
        var current: [TouchPoint] = []
        seen.removeAll()
        for p in points {
            if !seen.insert(p.id).inserted {
                parts.append(TouchFrame(timestamp: timestamp, points: current, buttonMask: buttonMask, modifierFlags: modifierFlags))
                current.removeAll()
                seen = [p.id]
            }
            current.append(p)
        }
        parts.append(TouchFrame(timestamp: timestamp, points: current, buttonMask: buttonMask, modifierFlags: modifierFlags))
        return parts
    }
}
