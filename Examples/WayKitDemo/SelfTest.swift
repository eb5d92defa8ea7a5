import Foundation
import WayKit

/// `--self-test`: taps and drags each scene through the event model's own
/// entry point (`UIApplication.handleTouchFrame`), as the compositor's touches
/// would arrive, for compositors with no input device (headless Weston), and
/// checks what came of each against the seeds: the hit view, the views asked,
/// and exactly which actions fired.
@MainActor
enum SelfTest {
    /// Runs every step; returns the failures (empty when all passed).
    static func run(_ steps: [SelfTestStep], in scene: UIWindowScene, trace: DeliveryTrace) -> [String] {
        var failures: [String] = []
        for (i, step) in steps.enumerated() {
            let entriesBefore = trace.entries.count
            let actionsBefore = DemoLog.actions.count
            perform(step.gesture, id: 100 + i, in: scene, named: step.name)
            let entries = Array(trace.entries[entriesBefore...])
            let actions = Array(DemoLog.actions[actionsBefore...])
            failures += check(step, entries: entries, actions: actions)
        }
        return failures
    }

    private static func perform(_ gesture: SelfTestStep.Gesture, id: Int, in scene: UIWindowScene, named name: String) {
        let app = UIApplication.shared
        let t = app.clock.now
        func send(_ phase: UITouch.Phase, _ p: CGPoint, _ dt: TimeInterval) {
            app.handleTouchFrame(TouchFrame(timestamp: t + dt, points: [TouchPoint(id: id, phase: phase, location: p)]),
                                 in: scene)
        }
        switch gesture {
        case .tap(let p):
            say("waykit-demo: tap \(name) at (\(Int(p.x)), \(Int(p.y)))")
            send(.began, p, 0)
            send(.ended, p, 0.05)
        case .drag(let from, let to):
            say("waykit-demo: drag \(name) from (\(Int(from.x)), \(Int(from.y))) to (\(Int(to.x)), \(Int(to.y)))")
            send(.began, from, 0)
            for k in 1...5 {
                let f = CGFloat(k) / 5
                send(.moved, CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), 0.02 * Double(k))
            }
            send(.ended, to, 0.12)
        }
    }

    private static func check(_ step: SelfTestStep, entries: [DeliveryTrace.Entry], actions: [String]) -> [String] {
        var failures: [String] = []
        // The window's own answer is the last hit-test result of the touch's hit-test.
        let hit = entries.compactMap { entry -> String?? in
            if case .hitTestResult(_, let result) = entry { return .some(result) }
            return nil
        }.last ?? nil
        if hit != step.hitView {
            failures.append("\(step.name): hit \(hit ?? "nil"), expected \(step.hitView)")
        }
        if let chain = step.insideChain {
            let asked = entries.compactMap { entry -> String? in
                if case .pointInside(let view, true) = entry, view != "UIWindow", view != "Content" { return view }
                return nil
            }
            if asked != chain {
                failures.append("\(step.name): point(inside:) true for \(asked), expected \(chain)")
            }
        }
        if actions != step.actions {
            failures.append("\(step.name): actions \(actions), expected \(step.actions)")
        }
        return failures
    }
}
