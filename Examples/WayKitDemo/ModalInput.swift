import Foundation
import WayKit

/// The input test's modal phase (M1–M3), after the navigation phase,
/// through the compositor: a tap on Rename presents an alert with a text
/// field; "Zoe" is typed on the on-screen keyboard and Return chooses the
/// preferred action (`rename Zoe`, once the alert is gone). Then a tap on
/// List presents a sheet holding a list, and a swipe down on it dismisses
/// it (`sheet dismissed`: a user dismissal, which the delegate hears of).
/// Each modal shown is announced (`modal shown NAME`, the scripts' cue for
/// a screenshot) and a moment passes before the next step.
@MainActor
enum ModalInput {
    static let actions = ["rename Zoe", "sheet dismissed"]
    private static var demo: DemoScene?
    private static var done: (() -> Void)?
    private static var typed = false

    static func start(_ demo: DemoScene, done: @escaping () -> Void) {
        self.demo = demo
        self.done = done
        tap("Rename")
    }

    /// The alert's field is first responder and the keyboard has settled:
    /// its keys are where they will stay.
    static func alertReady(_ field: UITextField) {
        guard demo != nil else { return }
        UIApplication.shared.clock.schedule(after: 0.4) { announceKeys(["Z", "o", "e"]) }
        field.addAction(UIAction { [weak field] _ in
            guard demo != nil, !typed, field?.text == "Zoe" else { return }
            typed = true
            say("waykit-demo: modal shown alert")
            UIApplication.shared.clock.schedule(after: NavigationInput.pause) { announceKeys(["return"]) }
        }, for: .editingChanged)
    }

    /// The alert chose Rename: its handler ran, after the dismissal.
    static func renamed() {
        guard demo != nil else { return }
        UIApplication.shared.clock.schedule(after: 0.6) { tap("List") }
    }

    /// The sheet finished sliding in.
    static func sheetShown(_ sheet: UIView) {
        guard let demo else { return }
        say("waykit-demo: modal shown sheet")
        UIApplication.shared.clock.schedule(after: NavigationInput.pause) {
            let top = sheet.convert(CGPoint(x: sheet.bounds.midX, y: 12), to: nil)
            let o = demo.window.frame.origin
            let bottom = o.y + demo.window.bounds.height - 4
            say("waykit-demo: input drag \(Int(top.x + o.x)) \(Int(top.y + o.y)) \(Int(top.x + o.x)) \(Int(bottom)) sheet-swipe-down")
        }
    }

    /// The sheet was dismissed by the swipe.
    static func sheetDismissed() {
        guard demo != nil else { return }
        say("waykit-demo: modal dismissed sheet")
        demo = nil
        let finished = done
        done = nil
        UIApplication.shared.clock.schedule(after: 0.6) { finished?() }
    }

    private static func tap(_ identifier: String) {
        guard let demo else { return }
        DemoInput.announceTap(identifier, in: demo.window)
    }

    private static func announceKeys(_ keys: [String]) {
        guard let scene = demo?.window.windowScene else { return }
        for k in keys {
            guard let p = FormScene.keyCentre(k, in: scene) ?? FormScene.keyCentre(k.lowercased(), in: scene) else {
                say("waykit-demo: input test: no on-screen key \(k)")
                continue
            }
            say("waykit-demo: input tap \(Int(p.x)) \(Int(p.y)) key-\(k)")
        }
    }
}
