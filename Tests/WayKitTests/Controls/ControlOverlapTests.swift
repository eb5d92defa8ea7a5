import Foundation
import Testing
@testable import WayKit

/// C3 through UIKit's public mechanism: the touched view's
/// `gestureRecognizerShouldBegin(_:)` is asked for its ancestors' recognizers.
@MainActor
@Suite("Control overlap (C3)")
struct ControlOverlapTests {
    @Test("C3: a pan across a switch is not an overlap: the ancestor's pan wins and the switch's touch is cancelled")
    func switchPanAcross() {
        let h = GestureHarness()
        let parent = h.add(stoppingView("P"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var log: [String] = []
        parent.addGestureRecognizer(UIPanGestureRecognizer { if $0.state == .began { log.append("pan") } })
        let toggle = h.add(UISwitch(), frame: CGRect(x: 10, y: 10, width: 0, height: 0), to: parent)
        var cancels = 0
        toggle.addAction(UIAction { _ in cancels += 1 }, for: .touchCancel)
        // Down on the knob, then straight down: across the switch.
        h.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 22, y: 120), steps: 5)
        #expect(log == ["pan"])
        #expect(!toggle.isOn)
        #expect(cancels == 1)
        // Along the switch the switch keeps the touch (the existing rule).
        h.clock.advance(by: 1)
        h.drag(from: CGPoint(x: 20, y: 25), to: CGPoint(x: 55, y: 27), steps: 5)
        #expect(log == ["pan"])
        #expect(toggle.isOn)
    }

    /// A control of an app's own, as a view ported from iOS would write it.
    final class Knob: UIControl {
        var asked: [String] = []
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked.append(String(describing: type(of: gestureRecognizer)))
            return !(gestureRecognizer is UILongPressGestureRecognizer)
        }
    }

    @Test("C3: G10: the touched view is asked gestureRecognizerShouldBegin for its ancestors' recognizers, so a custom control can veto them")
    func touchedViewIsAsked() {
        let h = GestureHarness()
        let parent = h.add(stoppingView("P"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var log: [String] = []
        parent.addGestureRecognizer(UILongPressGestureRecognizer { if $0.state == .began { log.append("press") } })
        let knob = h.add(Knob(), frame: CGRect(x: 100, y: 100, width: 80, height: 80), to: parent)
        h.down(CGPoint(x: 120, y: 120))
        h.clock.advance(by: 0.6)
        h.up(CGPoint(x: 120, y: 120))
        // The long press was due, asked the knob, and was vetoed.
        #expect(log.isEmpty)
        #expect(knob.asked == ["UILongPressGestureRecognizer"])
        // The knob allows a tap on its ancestor.
        parent.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("tap") })
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 120, y: 120))
        #expect(log == ["tap"])
        #expect(knob.asked == ["UILongPressGestureRecognizer", "UITapGestureRecognizer"])
        // A touch elsewhere never asks the knob.
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 300, y: 300))
        #expect(log == ["tap", "tap"])
        #expect(knob.asked.count == 2)
    }

    @Test("C3: a button answers false to its ancestors' single taps and true to its own (C4) and to a disabled state (C6)")
    func buttonAnswers() {
        let h = GestureHarness()
        let parent = h.add(UIView(), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let b = h.add(UIButton(), frame: CGRect(x: 10, y: 10, width: 100, height: 40), to: parent)
        let ancestorTap = UITapGestureRecognizer { _ in }
        parent.addGestureRecognizer(ancestorTap)
        let ownTap = UITapGestureRecognizer { _ in }
        b.addGestureRecognizer(ownTap)
        let ancestorDouble = UITapGestureRecognizer { _ in }
        ancestorDouble.numberOfTapsRequired = 2
        parent.addGestureRecognizer(ancestorDouble)
        #expect(!b.gestureRecognizerShouldBegin(ancestorTap))
        #expect(b.gestureRecognizerShouldBegin(ownTap))
        #expect(b.gestureRecognizerShouldBegin(ancestorDouble))
        b.isEnabled = false
        #expect(b.gestureRecognizerShouldBegin(ancestorTap))
    }
}
