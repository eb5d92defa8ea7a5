import Foundation

/// An event: a set of touches that changed together, a key press, or a pointer
/// event.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    public enum EventSubtype: Int, Sendable { case none = 0 }

    /// The pointer buttons held during a pointer touch (E6).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button number `n`, counting from 1 for the primary button.
        public static func button(_ n: Int) -> ButtonMask { ButtonMask(rawValue: 1 << Swift.max(0, n - 1)) }
    }

    public let type: EventType
    public var subtype: EventSubtype { .none }
    public internal(set) var timestamp: TimeInterval
    public internal(set) var buttonMask: ButtonMask = []
    public internal(set) var modifierFlags: UIKeyModifierFlags = []

    var _touches: [UITouch] = []
    /// The hovering pen's values, for hover events of a pen (D4).
    var _stylus: StylusInput?

    init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
    }

    /// The touches of the event: every active touch, and those that ended or
    /// were cancelled in it.
    open var allTouches: Set<UITouch>? {
        type == .touches || type == .hover || type == .scroll ? Set(_touches) : nil
    }

    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(_touches.filter { $0.view === view })
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(_touches.filter { $0.window === window })
    }

    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(_touches.filter { t in t._gestureRecognizers.contains { $0 === gestureRecognizer } })
    }
}
