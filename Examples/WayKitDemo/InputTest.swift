import Foundation
import WayKit

/// `--input-test`: the self-test's interactions, performed this time by a
/// real compositor's input. Headless Weston has no input device; our module
/// tools/weston-inject gives it one, and scripts/weston-check.sh and
/// scripts/demo.sh tap through it. At the first frame the demo prints each
/// interaction for the script (window points; under kiosk-shell the window
/// sits at the output's origin, so they are the compositor's coordinates
/// too), then waits: once every expected action has fired and been drawn
/// (the status line shows the last one) it says so and finishes; if they
/// never do, `--exit-after` ends it with a failure.
@MainActor
enum InputTest {
    /// Prints `waykit-demo: input tap X Y NAME` or `input drag X0 Y0 X1 Y1 NAME`
    /// for each step, then `input ready`.
    static func announce(_ steps: [SelfTestStep]) {
        for step in steps {
            switch step.gesture {
            case .tap(let p):
                say("waykit-demo: input tap \(Int(p.x)) \(Int(p.y)) \(step.name)")
            case .drag(let from, let to):
                say("waykit-demo: input drag \(Int(from.x)) \(Int(from.y)) \(Int(to.x)) \(Int(to.y)) \(step.name)")
            }
        }
        say("waykit-demo: input ready")
    }

    /// Every action the steps must fire, in order.
    static func expectedActions(_ steps: [SelfTestStep]) -> [String] { steps.flatMap(\.actions) }

    /// Called at each commit: true once the actions so far are all expected
    /// ones and complete (the commit then shows the last of them).
    static func isComplete(_ steps: [SelfTestStep]) -> Bool {
        let expected = expectedActions(steps)
        return DemoLog.actions.count >= expected.count
    }

    /// The verdict, said once at the end; false when an action is missing,
    /// extra or out of order.
    static func report(_ steps: [SelfTestStep]) -> Bool {
        let expected = expectedActions(steps)
        if DemoLog.actions == expected {
            say("waykit-demo: input test passed (\(steps.count) interactions through the compositor, actions: "
                + expected.joined(separator: ", ") + ")")
            return true
        }
        say("waykit-demo: input test FAILED: actions \(DemoLog.actions), expected \(expected)")
        return false
    }
}
