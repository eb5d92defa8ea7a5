import Foundation

/// Recognizes a quick straight stroke in one of the allowed directions (G11).
/// Discrete: recognized once the fingers have travelled
/// ``minimumSwipeDistance`` mostly along an allowed direction within
/// ``maximumSwipeDuration``.
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Allowed directions. Default `.right`, as in UIKit.
    open var direction: Direction = .right
    /// Fingers that must swipe together. Default 1.
    open var numberOfTouchesRequired: Int = 1

    /// Points the stroke must cover.
    public static let minimumSwipeDistance: CGFloat = 50
    /// Seconds within which it must cover them.
    public static let maximumSwipeDuration: TimeInterval = 0.5
    /// How far off its axis (as a fraction of the distance along it) a stroke
    /// may stray and still be a swipe.
    public static let maximumDeviation: CGFloat = 0.5

    private var startCentroid: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        // The stroke is measured from when all the required fingers are down.
        if numberOfTouches == numberOfTouchesRequired {
            startCentroid = location(in: nil)
            startTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let start = startCentroid else { return }
        if event.timestamp - startTime > Self.maximumSwipeDuration {
            state = .failed
            return
        }
        let p = location(in: nil)
        let dx = p.x - start.x, dy = p.y - start.y
        let along = max(abs(dx), abs(dy))
        guard along >= Self.minimumSwipeDistance else { return }
        let across = min(abs(dx), abs(dy))
        guard across <= along * Self.maximumDeviation else {
            state = .failed
            return
        }
        let stroke: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        state = direction.contains(stroke) ? .recognized : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // Lifting before the stroke was long enough is no swipe.
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        startCentroid = nil
        startTime = 0
    }
}
