import Foundation

/// When and how the animations of one block run.
struct AnimationParameters {
    var duration: TimeInterval
    var delay: TimeInterval
    var timing: AnimationTiming
    var options: UIView.AnimationOptions
    /// Keyframes: animations of one block that share a property run one
    /// after another instead of replacing each other.
    var isKeyframe = false

    static func clamped(_ t: TimeInterval) -> TimeInterval { t.isFinite ? max(0, t) : 0 }
}
