import Foundation
import WayKit

/// One interaction of `--self-test` and what must come of it.
struct SelfTestStep {
    enum Gesture {
        case tap(CGPoint)
        /// Down at the first point, moves along the line, up at the second.
        case drag(CGPoint, CGPoint)
    }

    let name: String
    var gesture: Gesture
    /// The view the touch must land on (its trace name).
    let hitView: String
    /// When set: the views whose `point(inside:)` answered true, outermost
    /// first, window excluded (004: a tap on E asks A, C, E).
    var insideChain: [String]? = nil
    /// Exactly the actions (`DemoLog`) the interaction must fire, in order.
    var actions: [String] = []
}
