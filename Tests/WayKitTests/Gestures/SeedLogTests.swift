import Foundation
import Testing
@testable import WayKit

// The seeds' gesture and control logs (001 and 004), reproduced line for line.

/// 001's AView: logs its touches the way the article's NSLogs do.
private final class AView001: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("A began") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("A canceled") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("A ended") }
}

/// 004's logging recognizer: a tap recognizer subclass that overrides the
/// recognizer's own touch methods and calls super (G11). The trace records
/// each call at its call site as "AView,-[PDTapGestureRecognizer …]".
private final class PDTapGestureRecognizer: UITapGestureRecognizer {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("touchesMoved")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("touchesEnded")
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("touchesCancelled")
        super.touchesCancelled(touches, with: event)
    }
}

// 004's views (AView, BView, CView, shared with the hit-testing tests in
// Support/TestViews.swift) override the touch methods without calling super;
// the trace records the calls as "-[AView touchesBegan:withEvent:]".

@MainActor
@Suite(.serialized)
struct SeedLogTests {
    @Test("G4: G2: 001's log — A began, gesture clicked A, A canceled")
    func log001() {
        let h = GestureHarness()
        // 001's layout: the root view holds A (with B inside) and C; the tap
        // is on B, which doesn't handle touches, so they reach A along the
        // responder chain.
        let root = h.add(UIView(), frame: h.window.bounds)
        let a = h.add(AView001(), frame: CGRect(x: 20, y: 20, width: 300, height: 300), to: root)
        h.add(UIView(), frame: CGRect(x: 20, y: 20, width: 100, height: 100), to: a)   // B
        h.add(UIView(), frame: CGRect(x: 20, y: 330, width: 100, height: 50), to: root) // C
        a.addGestureRecognizer(UITapGestureRecognizer { _ in note("gesture clicked A") })
        let trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 60, y: 60))
        trace.stop()
        // 001 logs only A's methods and the action (its recognizer doesn't log).
        let notes = trace.entries.compactMap { if case .note(let s) = $0 { return s } else { return nil } }
        #expect(notes == ["A began", "gesture clicked A", "A canceled"])
    }

    @Test("G2: G4: G11: 004's first log — the logging recognizer on A sees touches before A, then A is cancelled")
    func log004LoggingRecognizer() {
        let h = GestureHarness()
        let a = h.add(AView(), frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let pd = PDTapGestureRecognizer { _ in note("AView taped") }
        a.addGestureRecognizer(pd)
        let trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 100, y: 100))
        trace.stop()
        let expected = [
            "AView,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "-[AView touchesBegan:withEvent:]",
            "AView,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "AView taped",
            "-[AView touchesCancelled:withEvent:]",
        ]
        #expect(seedLog(trace, views: ["AView"]) == expected)
        // The subclass's overrides ran (G11).
        #expect(pd.calls == ["touchesBegan", "touchesEnded"])
    }

    /// root (UIView) ⊃ A ⊃ B ⊃ C, each with a logging tap recognizer.
    private func nested(_ h: GestureHarness, rootRecognizer: Bool) -> (UIView, AView, BView, CView) {
        let root = h.add(UIView(), frame: h.window.bounds)
        let a = h.add(AView(), frame: CGRect(x: 20, y: 20, width: 360, height: 360), to: root)
        let b = h.add(BView(), frame: CGRect(x: 20, y: 20, width: 320, height: 320), to: a)
        let c = h.add(CView(), frame: CGRect(x: 20, y: 20, width: 280, height: 280), to: b)
        if rootRecognizer { root.addGestureRecognizer(PDTapGestureRecognizer { _ in note("UIView taped") }) }
        a.addGestureRecognizer(PDTapGestureRecognizer { _ in note("AView taped") })
        b.addGestureRecognizer(PDTapGestureRecognizer { _ in note("BView taped") })
        c.addGestureRecognizer(PDTapGestureRecognizer { _ in note("CView taped") })
        return (root, a, b, c)
    }

    @Test("G1: G2: G8: G4: 004's second log — taps on A, the root, B and C; tapping C fires only C's and cancels C")
    func log004NestedRecognizers() {
        let h = GestureHarness()
        _ = nested(h, rootRecognizer: true)
        let trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 150, y: 150))
        trace.stop()
        let expected = [
            "AView,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "UIView,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "CView,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "BView,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "-[CView touchesBegan:withEvent:]",
            "AView,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "UIView,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "CView,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "BView,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "CView taped",
            "-[CView touchesCancelled:withEvent:]",
        ]
        let actual = seedLog(trace, views: ["AView", "BView", "CView"])
        #expect(logsMatch(actual, expected), "\(actual)")
        // The comparison is order-free only within runs of recognizer lines.
        #expect(!logsMatch(actual, expected.filter { $0 != "CView taped" } + ["CView taped"]))
    }

    @Test("C3: C1: G2: 004's button log — the button on C fires while A's, B's and C's taps don't")
    func log004Button() {
        let h = GestureHarness()
        let (_, _, _, c) = nested(h, rootRecognizer: false)
        let button = h.add(UIButton(type: .system), frame: CGRect(x: 40, y: 40, width: 100, height: 44), to: c)
        button.addAction(UIAction { _ in note("button Clicked") }, for: .touchUpInside)
        let trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 120, y: 120))
        trace.stop()
        // The seed's log has no "BView,-[PDTapGestureRecognizer touchesBegan:…]"
        // line although B's recognizer logs its touchesEnded: the article's
        // capture lost it (every recognizer on the path collects the touch,
        // G1). It is restored here.
        let expected = [
            "AView,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "CView,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "BView,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "BView,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "AView,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "CView,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "button Clicked",
        ]
        let actual = seedLog(trace, views: ["AView", "BView", "CView"])
        #expect(logsMatch(actual, expected), "\(actual)")
    }

    @Test("C4: G8: 004's last log — a tap recognizer on the button itself fires and the button's action doesn't")
    func log004ButtonWithOwnRecognizer() {
        let h = GestureHarness()
        let (_, _, _, c) = nested(h, rootRecognizer: false)
        let button = h.add(UIButton(type: .system), frame: CGRect(x: 40, y: 40, width: 100, height: 44), to: c)
        button.addAction(UIAction { _ in note("button Clicked") }, for: .touchUpInside)
        var cancelled = 0
        button.addAction(UIAction { _ in cancelled += 1 }, for: .touchCancel)
        button.addGestureRecognizer(PDTapGestureRecognizer { _ in note("Button taped") })
        let trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 120, y: 120))
        trace.stop()
        let expected = [
            "CView,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "BView,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "AView,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "UIButton,-[PDTapGestureRecognizer touchesBegan:withEvent:]",
            "CView,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "BView,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "AView,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "UIButton,-[PDTapGestureRecognizer touchesEnded:withEvent:]",
            "Button taped",
        ]
        let actual = seedLog(trace, views: ["AView", "BView", "CView"])
        #expect(logsMatch(actual, expected), "\(actual)")
        // The recognizer cancelled the button's touch (G4): its tracking ended
        // with touchCancel, not touchUpInside.
        #expect(cancelled == 1)
        #expect(!button.isHighlighted && !button.isTracking)
    }
}
