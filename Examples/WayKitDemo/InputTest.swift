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

    /// Every action the steps must fire, in order, then the form's: typed
    /// on the on-screen keyboard in later phases (`FormInput`).
    static func expectedActions(_ steps: [SelfTestStep]) -> [String] {
        steps.flatMap(\.actions) + FormInput.actions + NavigationInput.actions + ModalInput.actions + StyleInput.actions
    }

    /// Called at each commit: true once the actions so far are all expected
    /// ones and complete (the commit then shows the last of them).
    static func isComplete(_ steps: [SelfTestStep]) -> Bool {
        let expected = steps.flatMap(\.actions) + FormInput.actions
        return DemoLog.actions.count >= expected.count
    }

    /// Whether the compositor was given the pointing hand after the pointer
    /// was moved onto the button (the last step): the Wayland cursor code's
    /// own line (`wayland cursor: set_shape pointer`, or `set_cursor` with
    /// one of the theme's hand cursors), after the hover was announced. The
    /// views' choice (`cursor pointingHand`) is not enough: a theme with no
    /// hand gets the arrow.
    static var cursorShown: Bool {
        guard let entries = DeliveryTrace.current?.entries,
              let hover = entries.lastIndex(of: .note(hoverNote)) else { return false }
        let hands = ["wayland cursor: set_shape pointer"]
            + UIPointerCursorShape.pointingHand.themeNames.map { "wayland cursor: set_cursor \($0)" }
        return entries[hover...].contains { entry in hands.contains { entry == .note($0) } }
    }
    /// The trace line that marks the hover step's announcement.
    static let hoverNote = "input hover"

    /// The verdict, said once (later calls repeat it silently); false when
    /// an action is missing, extra or out of order, or the cursor never
    /// became a hand.
    static func report(_ steps: [SelfTestStep]) -> Bool {
        if let verdict { return verdict }
        let passed = judge(steps)
        verdict = passed
        return passed
    }
    private static var verdict: Bool?

    private static func judge(_ steps: [SelfTestStep]) -> Bool {
        guard cursorShown else {
            say("waykit-demo: input test FAILED: the pointer over the button never showed the pointing hand")
            return false
        }
        let expected = expectedActions(steps)
        if DemoLog.actions == expected {
            say("waykit-demo: input test passed (\(steps.count) interactions through the compositor, actions: "
                + expected.joined(separator: ", ") + "; the pointer over the button showed the pointing hand)")
            return true
        }
        say("waykit-demo: input test FAILED: actions \(DemoLog.actions), expected \(expected)")
        return false
    }
}

/// The input test's later phases: the form, typed with WayKit's on-screen
/// keyboard through the compositor. Its keys exist only once it has slid
/// in, so their places are announced then (scripts/inject-demo-input.sh
/// follows the log). Phase 2, when the number pad is up: "4", "2", then a
/// tap on the Name field (Seats ends editing: "seats 42"). Phase 3, once
/// the letters are up: "a", "d", "a" (the first capitalised, as `.words`
/// asks), then return, which moves to Email (Name ends editing: "name Ada").
/// Last, 1.5 s after the form is typed, the mouse: the pointer moves onto
/// 004's button (`input hover`), and the cursor must become the pointing
/// hand (D2; the trace says what the compositor was given, e.g. `wayland
/// cursor: set_cursor hand2`).
@MainActor
enum FormInput {
    static let actions = ["seats 42", "name Ada"]
    private static var phase = 1
    private static var observers: [NSObjectProtocol] = []

    static func start(_ demo: DemoScene) {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated {
                keyboardMoving = false
                guard phase == 1 else { return }
                phase = 2
                announce(keys: ["4", "2"], then: demo.form.name, demo)
            }
        })
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { keyboardMoving = true }
            })
        }
        observers.append(center.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { keyboardMoving = false }
        })
        demo.form.name.addAction(UIAction { _ in
            guard phase == 2 else { return }
            phase = 3
            // The letters page replaces the number pad (the keyboard may
            // slide out and in again as Seats hands over to Name): its keys
            // are announced once it has come to rest, so none is tapped
            // while it moves.
            announceLettersWhenSettled(demo, waited: 0)
        }, for: .editingDidBegin)
    }

    /// Whether the on-screen keyboard is sliding in or out now.
    private static var keyboardMoving = false

    private static func announceLettersWhenSettled(_ demo: DemoScene, waited: TimeInterval) {
        UIApplication.shared.clock.schedule(after: 0.3) {
            if keyboardMoving && waited < 3 {
                announceLettersWhenSettled(demo, waited: waited + 0.3)
            } else {
                announce(keys: ["a", "d", "a", "return"], then: nil, demo)
            }
        }
    }

    private static func announce(keys: [String], then field: UIView?, _ demo: DemoScene) {
        guard let scene = demo.window.windowScene else { return }
        for k in keys {
            guard let p = FormScene.keyCentre(k, in: scene) else {
                say("waykit-demo: input test: no on-screen key \(k)")
                continue
            }
            say("waykit-demo: input tap \(Int(p.x)) \(Int(p.y)) key-\(k)")
        }
        if let field {
            let p = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
            let f = demo.window.frame.origin
            say("waykit-demo: input tap \(Int(p.x + f.x)) \(Int(p.y + f.y)) \(field.accessibilityIdentifier ?? "field")")
        }
    }

    /// The last phase, once the form is typed and the script has had time
    /// for its screenshot of it: the pointer onto 004's button, then the end.
    static func announceHover(_ demo: DemoScene) {
        if let button = view(named: "UIButton", in: demo.window) {
            // Where the button is now: the keyboard has moved the window up.
            let p = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            let f = demo.window.frame.origin
            DeliveryTrace.note(InputTest.hoverNote)
            say("waykit-demo: input hover \(Int(p.x + f.x)) \(Int(p.y + f.y)) Button")
        } else {
            say("waykit-demo: input test: no view UIButton to hover")
        }
    }

    private static func view(named name: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == name { return view }
        for sub in view.subviews {
            if let found = self.view(named: name, in: sub) { return found }
        }
        return nil
    }
}
