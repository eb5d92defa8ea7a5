import Foundation
import WayKit

/// 004's hit-testing tree: A ⊃ {B, C}, C ⊃ {F, E}, E added last. A tap on E
/// asks A, C and E (`hitTest`, then `point(inside:)`) and E gets
/// `touchesBegan`; every seed view handles its touches without `super`.
@MainActor
enum HitTestingScene {
    static func add(to window: UIView, frame: CGRect) -> [SelfTestStep] {
        let card = DemoStyle.card(frame)
        DemoStyle.caption(title: "004 · Hit-testing",
                          hint: "Tap E: hit-testing asks A, then C, then E; E gets touchesBegan.", in: card)
        window.addSubview(card)

        let a = DemoStyle.shape(AView(frame: CGRect(x: frame.minX + 12, y: frame.minY + 74,
                                                    width: frame.width - 24, height: frame.height - 86)),
                                .systemGray5, radius: 14)
        DemoStyle.name("A", on: a, color: .label)
        let b = DemoStyle.shape(BView(frame: CGRect(x: 12, y: 40, width: a.bounds.width - 24, height: 140)), .systemBlue)
        DemoStyle.name("B", on: b)
        let c = DemoStyle.shape(CView(frame: CGRect(x: 12, y: 196, width: a.bounds.width - 24,
                                                    height: a.bounds.height - 208)), .systemGreen)
        DemoStyle.name("C", on: c)
        let side = (c.bounds.width - 36) / 2
        let f = DemoStyle.shape(FView(frame: CGRect(x: 12, y: 44, width: side, height: side)), .systemOrange, radius: 10)
        DemoStyle.name("F", on: f)
        let e = DemoStyle.shape(EView(frame: CGRect(x: 24 + side, y: 44, width: side, height: side)), .systemRed, radius: 10)
        DemoStyle.name("E", on: e)
        window.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        c.addSubview(f)
        c.addSubview(e)  // last: asked first (H3)

        func centre(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }
        return [
            SelfTestStep(name: "E (004: A, C, E asked; E.touchesBegan)", gesture: .tap(centre(e)), hitView: "EView",
                         insideChain: ["AView", "CView", "EView"]),
            SelfTestStep(name: "F", gesture: .tap(centre(f)), hitView: "FView", insideChain: ["AView", "CView", "FView"]),
            SelfTestStep(name: "B", gesture: .tap(centre(b)), hitView: "BView", insideChain: ["AView", "BView"]),
        ]
    }
}
