import Foundation
import WayKit

/// The input test's navigation phase (V3, V4, V5), after the pointer step:
/// through the compositor, a tap on Details pushes the list; a swipe from
/// the left edge pops it back; Details again; then a tap on the Touch tab,
/// already selected, pops to the root. Each step is announced once the one
/// before has shown its controller (`navigation shown TITLE`, the scripts'
/// cue for a screenshot) and a moment has passed for that screenshot.
@MainActor
enum NavigationInput {
    /// What the phase must fire, in order (`DemoTabs` reports them).
    static let actions = ["show Details", "show WayKit demo", "show Details", "tab Touch", "show WayKit demo"]
    /// Seconds between a controller shown and the next step: time for the
    /// script's compositor screenshot.
    static let pause: TimeInterval = 1.2
    private static var demo: DemoScene?
    private static var step = 0
    private static var done: (() -> Void)?

    static func start(_ demo: DemoScene, done: @escaping () -> Void) {
        self.demo = demo
        self.done = done
        step = 0
        announceStep()
    }

    /// A controller was shown by an animated push or pop.
    static func shown(_ title: String) {
        guard demo != nil else { return }
        say("waykit-demo: navigation shown \(title) (step \(step + 1))")
        step += 1
        UIApplication.shared.clock.schedule(after: pause) { announceStep() }
    }

    private static func announceStep() {
        guard let demo else { return }
        let window = demo.window
        let o = window.frame.origin
        func centre(_ identifier: String) -> CGPoint? {
            guard let v = DemoInput.find(identifier, in: window) else {
                say("waykit-demo: input test: no view \(identifier)")
                return nil
            }
            let p = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil)
            return CGPoint(x: p.x + o.x, y: p.y + o.y)
        }
        switch step {
        case 0, 2:
            if let p = centre("Details") { say("waykit-demo: input tap \(Int(p.x)) \(Int(p.y)) push-Details") }
        case 1:
            // From the leading edge across most of the window, quickly: the
            // interactive pop follows and completes.
            let y = o.y + window.bounds.height / 2
            say("waykit-demo: input drag \(Int(o.x + 2)) \(Int(y)) \(Int(o.x + window.bounds.width * 0.7)) \(Int(y)) edge-swipe-back")
        case 3:
            if let p = centre("Touch") { say("waykit-demo: input tap \(Int(p.x)) \(Int(p.y)) tab-Touch-again") }
        default:
            // The modal phase follows (ModalInput); it says `input end`.
            self.demo = nil
            done?()
        }
    }
}
