import Foundation
import WayKit

/// 004's outside-bounds case: C is B's child but sticks up out of B over A.
/// By default B's `point(inside:)` fails there, so C is never asked and A gets
/// the touch (H6); with `--bc-override` B extends its `point(inside:)` to C
/// and C gets it (H4).
@MainActor
enum OutsideBoundsScene {
    static func add(to window: UIView, frame: CGRect, bcOverride: Bool) -> [SelfTestStep] {
        let card = DemoStyle.card(frame)
        let hint = bcOverride
            ? "B's point(inside:) includes C (--bc-override): tap C's top half, over A: C gets it."
            : "C sticks out of B over A. Tap C's top half: A gets it (run with --bc-override for C)."
        DemoStyle.caption(title: "004 · Outside its parent", hint: hint, in: card)
        window.addSubview(card)

        let width = frame.width - 24
        let a = DemoStyle.shape(AView(frame: CGRect(x: frame.minX + 12, y: frame.minY + 74, width: width, height: 80)),
                                .systemGray5)
        a.accessibilityIdentifier = "A2View"
        DemoStyle.name("A", on: a, color: .label)
        let b = DemoStyle.shape(OutsideBView(frame: CGRect(x: a.frame.minX, y: a.frame.maxY + 6, width: width, height: 90)),
                                .systemYellow)
        b.accessibilityIdentifier = "B2View"
        DemoStyle.name("B", on: b, color: .label)
        let c = DemoStyle.shape(CView(frame: CGRect(x: (width - 100) / 2, y: -56, width: 100, height: 100)),
                                UIColor(rgb: 0xAF52DE), radius: 10)
        c.accessibilityIdentifier = "C2View"
        DemoStyle.name("C", on: c)
        b.addSubview(c)
        b.child = c
        b.extendsToChild = bcOverride
        window.addSubview(a)
        window.addSubview(b)

        // Inside C, but above B: over A.
        let overA = c.convert(CGPoint(x: 50, y: 30), to: nil)
        let insideB = c.convert(CGPoint(x: 50, y: 80), to: nil)
        return [
            SelfTestStep(name: "C's part over A (004: reaches A unless --bc-override)", gesture: .tap(overA),
                         hitView: bcOverride ? "C2View" : "A2View"),
            SelfTestStep(name: "C's part inside B", gesture: .tap(insideB), hitView: "C2View",
                         insideChain: ["B2View", "C2View"]),
        ]
    }
}
