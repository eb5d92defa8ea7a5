import Foundation
import WayKit

/// 004's button log: a button on C inside A ⊃ B ⊃ C, each of which carries a
/// tap recognizer. Tapping the button fires its action and none of the
/// recognizers (C3); tapping C beside the button fires C's recognizer only,
/// the one closest to the hit view (G8).
@MainActor
enum ButtonAmongRecognizersScene {
    static func add(to window: UIView, frame: CGRect) -> [SelfTestStep] {
        let card = DemoStyle.card(frame)
        DemoStyle.caption(title: "004 · Button among recognizers",
                          hint: "A, B and C each have a tap recognizer. Tap Button: only its action fires. Tap C: only C's.",
                          in: card)
        window.addSubview(card)

        let a = DemoStyle.shape(SeedView(frame: CGRect(x: frame.minX + 12, y: frame.minY + 74,
                                                       width: frame.width - 24, height: frame.height - 86)),
                                .systemGray5, radius: 14)
        a.accessibilityIdentifier = "A3View"
        DemoStyle.name("A", on: a, color: .label)
        let b = DemoStyle.shape(SeedView(frame: CGRect(x: 12, y: 38, width: a.bounds.width - 24, height: a.bounds.height - 50)),
                                .systemGray4)
        b.accessibilityIdentifier = "B3View"
        DemoStyle.name("B", on: b, color: .label)
        let c = DemoStyle.shape(SeedView(frame: CGRect(x: 12, y: 38, width: b.bounds.width - 24, height: b.bounds.height - 50)),
                                .systemGray, radius: 10)
        c.accessibilityIdentifier = "C3View"
        DemoStyle.name("C", on: c)
        for (view, name) in [(a, "A"), (b, "B"), (c, "C")] {
            let tap = UITapGestureRecognizer()
            tap.addTarget { _ in DemoLog.action("\(name)'s tap recognizer fired") }
            view.addGestureRecognizer(tap)
        }
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: c.bounds.width - 142, y: (c.bounds.height - 44) / 2 + 8, width: 130, height: 44)
        button.accessibilityIdentifier = "UIButton"
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 10
        button.setTitle("Button", for: .normal)
        button.addAction(UIAction { _ in DemoLog.action("button Clicked") }, for: .touchUpInside)
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        c.addSubview(button)

        return [
            SelfTestStep(name: "the button among tap recognizers (004: button Clicked, no recognizer)",
                         gesture: .tap(button.convert(CGPoint(x: 65, y: 22), to: nil)), hitView: "UIButton",
                         actions: ["button Clicked"]),
            SelfTestStep(name: "C beside the button (G8: C's recognizer, not B's or A's)",
                         gesture: .tap(c.convert(CGPoint(x: 30, y: c.bounds.height - 14), to: nil)), hitView: "C3View",
                         actions: ["C's tap recognizer fired"]),
            SelfTestStep(name: "A outside B (A's recognizer)",
                         gesture: .tap(a.convert(CGPoint(x: a.bounds.width - 20, y: 14), to: nil)), hitView: "A3View",
                         actions: ["A's tap recognizer fired"]),
        ]
    }
}
