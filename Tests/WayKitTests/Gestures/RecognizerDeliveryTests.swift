import Foundation
import Testing
@testable import WayKit

/// A recognizer that records the phases it receives and does nothing else.
private final class PhaseRecorder: UIGestureRecognizer {
    var phases: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { phases.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { phases.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        phases.append("cancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// A recognizer that makes whatever transition it is told to on touch-down.
private final class Scripted: UIGestureRecognizer {
    var onBegan: (Scripted) -> Void = { _ in }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { onBegan(self) }
}

/// A tap that waits for every double tap to fail, by overriding (G9).
private final class PatientTap: UITapGestureRecognizer {
    override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool {
        (other as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
    }
}

/// A tap that never prevents others (G8's canPrevent).
private final class PoliteTap: UITapGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A delegate that makes the recognizer it names required to fail (G9).
@MainActor
private final class RequiredToFail: UIGestureRecognizerDelegate {
    var by: UIGestureRecognizer?
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy o: UIGestureRecognizer) -> Bool { o === by }
}

/// A view whose veto is a closure (G10).
private final class VetoView: StoppingView {
    var veto = false
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { !veto }
}

@MainActor
@Suite(.serialized)
struct RecognizerDeliveryTests {
    @Test("G1: the hit view's and its ancestors' recognizers collect the touch, a sibling's and a refused one don't, and the set is fixed")
    func collection() {
        let h = GestureHarness()
        let parent = h.add(stoppingView("P"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = h.add(stoppingView("C"), frame: CGRect(x: 10, y: 10, width: 100, height: 100), to: parent)
        let sibling = h.add(stoppingView("S"), frame: CGRect(x: 150, y: 150, width: 100, height: 100), to: parent)
        let onWindow = PhaseRecorder(), onParent = PhaseRecorder(), onChild = PhaseRecorder()
        let onSibling = PhaseRecorder(), refused = PhaseRecorder(), late = PhaseRecorder()
        h.window.addGestureRecognizer(onWindow)
        parent.addGestureRecognizer(onParent)
        child.addGestureRecognizer(onChild)
        sibling.addGestureRecognizer(onSibling)
        let delegate = TestDelegate()
        delegate.shouldReceive = { _, _ in false }
        refused.delegate = delegate
        child.addGestureRecognizer(refused)

        h.down(CGPoint(x: 50, y: 50))
        #expect(h.app.activeTouches.first?.gestureRecognizers?.count == 3)
        // Added after touch-down: not part of this touch's set.
        child.addGestureRecognizer(late)
        h.move(CGPoint(x: 52, y: 50))
        h.up(CGPoint(x: 52, y: 50))
        #expect(onWindow.phases == ["began", "moved", "ended"])
        #expect(onParent.phases == ["began", "moved", "ended"])
        #expect(onChild.phases == ["began", "moved", "ended"])
        #expect(onSibling.phases.isEmpty)
        #expect(refused.phases.isEmpty)
        #expect(late.phases.isEmpty)
    }

    @Test("G2: every phase reaches the recognizers before the hit view, in one fixed order among them")
    func recognizersFirst() {
        let h = GestureHarness()
        let parent = h.add(stoppingView("P"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = h.add(stoppingView("V"), frame: CGRect(x: 10, y: 10, width: 100, height: 100), to: parent)
        let r1 = PhaseRecorder(), r2 = PhaseRecorder(), r3 = PhaseRecorder()
        r1.name = "r1"; r2.name = "r2"; r3.name = "r3"
        parent.addGestureRecognizer(r1)
        child.addGestureRecognizer(r2)
        parent.addGestureRecognizer(r3)
        var orders: [[String]] = []
        for _ in 0..<2 {
            let trace = DeliveryTrace.start()
            h.down(CGPoint(x: 50, y: 50))
            h.move(CGPoint(x: 51, y: 50))
            h.up(CGPoint(x: 51, y: 50))
            trace.stop()
            var sawView: [DeliveryTrace.ResponderMethod: Bool] = [:]
            var phaseOrder: [DeliveryTrace.ResponderMethod: [String]] = [:]
            for entry in trace.entries {
                switch entry {
                case .recognizerTouches(let r, _, let m):
                    // No recognizer gets a phase after the view got it.
                    #expect(sawView[m] != true, "\(r) got \(m) after the view")
                    phaseOrder[m, default: []].append(r)
                case .responder("V", let m):
                    sawView[m] = true
                default: break
                }
            }
            #expect(sawView[.touchesBegan] == true && sawView[.touchesMoved] == true && sawView[.touchesEnded] == true)
            let began = phaseOrder[.touchesBegan] ?? []
            #expect(Set(began) == ["r1", "r2", "r3"])
            #expect(phaseOrder[.touchesMoved] == began && phaseOrder[.touchesEnded] == began)
            orders.append(began)
            h.clock.advance(by: 1)
        }
        #expect(orders[0] == orders[1])
    }

    @Test("G3: a discrete recognizer goes possible → ended → possible, a continuous one possible → began → changed → ended → possible, a failed one back to possible")
    func stateMachine() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let tap = UITapGestureRecognizer(); tap.name = "tap"
        let pan = UIPanGestureRecognizer(); pan.name = "pan"
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        tap.delegate = delegate
        v.addGestureRecognizer(tap)
        v.addGestureRecognizer(pan)
        func transitions(_ trace: DeliveryTrace, _ name: String) -> [String] {
            trace.entries.compactMap {
                if case .recognizerState(name, _, let from, let to) = $0 { return "\(from)->\(to)" } else { return nil }
            }
        }
        var trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 50, y: 50))
        trace.stop()
        #expect(transitions(trace, "tap") == ["possible->ended", "ended->possible"])
        #expect(transitions(trace, "pan") == ["possible->failed", "failed->possible"])
        h.clock.advance(by: 1)
        trace = DeliveryTrace.start()
        h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 5)
        trace.stop()
        // Five moves of 20 points: the first passes the hysteresis (began),
        // the other four change it.
        #expect(transitions(trace, "pan") == ["possible->began", "began->changed", "changed->changed", "changed->changed",
                                              "changed->changed", "changed->ended", "ended->possible"])
        #expect(transitions(trace, "tap") == ["possible->failed", "failed->possible"])
        #expect(tap.state == .possible && pan.state == .possible)
    }

    @Test("G3: an illegal transition goes to the illegal-transition handler and is not made")
    func illegalTransition() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let saved = UIGestureRecognizer.illegalTransitionHandler
        defer { UIGestureRecognizer.illegalTransitionHandler = saved }
        var reported: [(UIGestureRecognizer.State, UIGestureRecognizer.State)] = []
        UIGestureRecognizer.illegalTransitionHandler = { _, from, to in reported.append((from, to)) }
        let r = Scripted()
        r.onBegan = { $0.state = .changed }   // possible → changed skips began
        var actions = 0
        r.addTarget { _ in actions += 1 }
        v.addGestureRecognizer(r)
        h.down(CGPoint(x: 10, y: 10))
        #expect(reported.count == 1)
        #expect(reported.first?.0 == .possible && reported.first?.1 == .changed)
        #expect(r.state == .possible)
        #expect(actions == 0)
        h.up(CGPoint(x: 10, y: 10))
    }

    @Test("G4: recognition cancels the view's touches, and no later phase reaches the view")
    func cancelsTouches() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        v.addGestureRecognizer(UIPanGestureRecognizer())
        let trace = DeliveryTrace.start()
        h.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 20))
        trace.stop()
        #expect(calls(trace, "V") == ["touchesBegan", "touchesCancelled"])
    }

    @Test("G5: with cancelsTouchesInView false the view keeps its touches, touchesEnded included")
    func doesNotCancel() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        var ended = false
        pan.addTarget { if $0.state == .ended { ended = true } }
        v.addGestureRecognizer(pan)
        let trace = DeliveryTrace.start()
        h.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 20), steps: 3)
        trace.stop()
        #expect(ended)
        #expect(calls(trace, "V") == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesMoved", "touchesEnded"])
    }

    @Test("G6: delaysTouchesBegan holds touchesBegan while possible and drops it when the recognizer recognizes")
    func delaysBeganRecognized() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        var fired = false
        tap.addTarget { _ in fired = true }
        v.addGestureRecognizer(tap)
        let trace = DeliveryTrace.start()
        h.down(CGPoint(x: 20, y: 20))
        #expect(calls(trace, "V").isEmpty)
        h.up(CGPoint(x: 20, y: 20))
        trace.stop()
        #expect(fired)
        #expect(calls(trace, "V").isEmpty)
    }

    @Test("G6: delaysTouchesBegan delivers the held touchesBegan late when the recognizer fails; without it, at once")
    func delaysBeganFailed() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        v.addGestureRecognizer(tap)
        var trace = DeliveryTrace.start()
        h.down(CGPoint(x: 20, y: 20))
        #expect(calls(trace, "V").isEmpty)
        h.move(CGPoint(x: 120, y: 20))   // too far for a tap: it fails
        #expect(tap.state == .failed)
        #expect(calls(trace, "V") == ["touchesBegan", "touchesMoved"])
        h.up(CGPoint(x: 120, y: 20))
        trace.stop()
        #expect(calls(trace, "V") == ["touchesBegan", "touchesMoved", "touchesEnded"])

        // The default (false): touchesBegan at once.
        tap.delaysTouchesBegan = false
        h.clock.advance(by: 1)
        trace = DeliveryTrace.start()
        h.down(CGPoint(x: 20, y: 20))
        #expect(calls(trace, "V") == ["touchesBegan"])
        h.up(CGPoint(x: 20, y: 20))
        trace.stop()
    }

    @Test("G7: G13: delaysTouchesEnded (default true) holds touchesEnded while a double tap may still come, and delivers it when the double tap fails")
    func delaysEndedThenFails() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        #expect(double.delaysTouchesEnded)
        v.addGestureRecognizer(double)
        let trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 20, y: 20))
        #expect(calls(trace, "V") == ["touchesBegan"])
        h.clock.advance(by: UITapGestureRecognizer.maximumIntervalBetweenTaps / 2)
        #expect(calls(trace, "V") == ["touchesBegan"])
        h.clock.advance(by: UITapGestureRecognizer.maximumIntervalBetweenTaps)
        trace.stop()
        #expect(calls(trace, "V") == ["touchesBegan", "touchesEnded"])
    }

    @Test("G7: G4: a held touchesEnded becomes touchesCancelled when the recognizer recognizes")
    func delaysEndedThenRecognizes() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        var fired = 0
        double.addTarget { _ in fired += 1 }
        v.addGestureRecognizer(double)
        let trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 20, y: 20))
        h.clock.advance(by: 0.1)
        h.tap(CGPoint(x: 22, y: 20))
        trace.stop()
        #expect(fired == 1)
        #expect(calls(trace, "V") == ["touchesBegan", "touchesBegan", "touchesCancelled"])
        #expect(!calls(trace, "V").contains("touchesEnded"))
    }

    @Test("G7: with delaysTouchesEnded false the view's touchesEnded is not held")
    func doesNotDelayEnded() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        v.addGestureRecognizer(double)
        let trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 20, y: 20))
        trace.stop()
        #expect(double.state == .possible)
        #expect(calls(trace, "V") == ["touchesBegan", "touchesEnded"])
        h.clock.advance(by: 1)
    }

    @Test("G8: the recognizer nearest the hit view wins and the others fail")
    func nearestWins() {
        let h = GestureHarness()
        let outer = h.add(stoppingView("O"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = h.add(stoppingView("I"), frame: CGRect(x: 50, y: 50, width: 100, height: 100), to: outer)
        // Added to the outer view first, so the inner one is not first by order.
        var fired: [String] = []
        let outerTap = UITapGestureRecognizer { _ in fired.append("outer") }
        let innerTap = UITapGestureRecognizer { _ in fired.append("inner") }
        outer.addGestureRecognizer(outerTap)
        inner.addGestureRecognizer(innerTap)
        var outerStates: [UIGestureRecognizer.State] = []
        let trace = DeliveryTrace.start()
        trace.onRecord = { entry in
            if case .recognizerState(_, "O", _, let to) = entry { outerStates.append(to) }
        }
        h.tap(CGPoint(x: 100, y: 100))
        trace.stop()
        #expect(fired == ["inner"])
        #expect(outerStates.first == .failed)
        // Outside the inner view the outer one fires.
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 250, y: 250))
        #expect(fired == ["inner", "outer"])
    }

    @Test("G8: the delegate's shouldRecognizeSimultaneously lets both recognize")
    func simultaneous() {
        let h = GestureHarness()
        let outer = h.add(stoppingView("O"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = h.add(stoppingView("I"), frame: CGRect(x: 50, y: 50, width: 100, height: 100), to: outer)
        var fired: [String] = []
        let outerTap = UITapGestureRecognizer { _ in fired.append("outer") }
        let innerTap = UITapGestureRecognizer { _ in fired.append("inner") }
        outer.addGestureRecognizer(outerTap)
        inner.addGestureRecognizer(innerTap)
        let delegate = TestDelegate()
        delegate.simultaneous = { a, b in (a === outerTap && b === innerTap) || (a === innerTap && b === outerTap) }
        outerTap.delegate = delegate
        h.tap(CGPoint(x: 100, y: 100))
        #expect(fired == ["inner", "outer"])
    }

    @Test("G9: G13: a single tap that requires a double tap to fail waits for it, and fails when it recognizes")
    func singleRequiresDoubleToFail() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var fired: [String] = []
        let single = UITapGestureRecognizer { _ in fired.append("single") }
        let double = UITapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)

        h.tap(CGPoint(x: 20, y: 20))
        #expect(fired.isEmpty)   // waiting for the double tap to fail
        h.clock.advance(by: UITapGestureRecognizer.maximumIntervalBetweenTaps + 0.01)
        #expect(fired == ["single"])

        h.clock.advance(by: 1)
        fired.removeAll()
        h.tap(CGPoint(x: 20, y: 20))
        h.clock.advance(by: 0.1)
        h.tap(CGPoint(x: 20, y: 20))
        h.clock.advance(by: 1)
        #expect(fired == ["double"])
    }

    @Test("G9: the delegate's shouldRequireFailureOf makes the same wait")
    func delegateRequiresFailure() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var fired: [String] = []
        let single = UITapGestureRecognizer { _ in fired.append("single") }
        let double = UITapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        let delegate = TestDelegate()
        delegate.requireFailure = { g, o in g === single && o === double }
        single.delegate = delegate
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        h.tap(CGPoint(x: 20, y: 20))
        h.clock.advance(by: 0.1)
        h.tap(CGPoint(x: 20, y: 20))
        h.clock.advance(by: 1)
        #expect(fired == ["double"])
    }

    @Test("G9: shouldRequireFailure(of:) overridden, and the other's delegate shouldBeRequiredToFailBy, make the same wait")
    func otherRequirementSpellings() {
        for spelling in 0..<2 {
            let h = GestureHarness()
            let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            var fired: [String] = []
            let single: UITapGestureRecognizer = spelling == 0 ? PatientTap() : UITapGestureRecognizer()
            single.addTarget { _ in fired.append("single") }
            let double = UITapGestureRecognizer { _ in fired.append("double") }
            double.numberOfTapsRequired = 2
            let delegate = RequiredToFail()
            if spelling == 1 {
                delegate.by = single
                double.delegate = delegate
            }
            v.addGestureRecognizer(single)
            v.addGestureRecognizer(double)
            h.tap(CGPoint(x: 20, y: 20))
            #expect(fired.isEmpty, "spelling \(spelling)")
            h.clock.advance(by: 0.1)
            h.tap(CGPoint(x: 20, y: 20))
            h.clock.advance(by: 1)
            #expect(fired == ["double"], "spelling \(spelling)")
        }
    }

    @Test("G8: a recognizer whose canPrevent is false lets the farther one recognize too")
    func canPreventFalse() {
        let h = GestureHarness()
        let outer = h.add(stoppingView("O"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = h.add(stoppingView("I"), frame: CGRect(x: 50, y: 50, width: 100, height: 100), to: outer)
        var fired: [String] = []
        outer.addGestureRecognizer(UITapGestureRecognizer { _ in fired.append("outer") })
        let polite = PoliteTap()
        polite.addTarget { _ in fired.append("inner") }
        inner.addGestureRecognizer(polite)
        h.tap(CGPoint(x: 100, y: 100))
        #expect(fired == ["inner", "outer"])
    }

    @Test("G10: the delegate's gestureRecognizerShouldBegin vetoes; the recognizer fails and the view keeps its touches")
    func delegateVeto() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        let delegate = TestDelegate()
        delegate.shouldBegin = { _ in false }
        tap.delegate = delegate
        v.addGestureRecognizer(tap)
        var states: [UIGestureRecognizer.State] = []
        let trace = DeliveryTrace.start()
        trace.onRecord = { if case .recognizerState(_, _, _, let to) = $0 { states.append(to) } }
        h.tap(CGPoint(x: 20, y: 20))
        trace.stop()
        #expect(fired == 0)
        #expect(states.first == .failed)
        #expect(calls(trace, "V") == ["touchesBegan", "touchesEnded"])
        delegate.shouldBegin = { _ in true }
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 20, y: 20))
        #expect(fired == 1)
    }

    @Test("G10: the view's gestureRecognizerShouldBegin vetoes too")
    func viewVeto() {
        let h = GestureHarness()
        let v = h.add(VetoView(), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var fired = 0
        v.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1 })
        v.veto = true
        h.tap(CGPoint(x: 20, y: 20))
        #expect(fired == 0)
        v.veto = false
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 20, y: 20))
        #expect(fired == 1)
    }

    @Test("G12: actions run synchronously at the transition, for every target, in the order added; a gone target is skipped")
    func actionsInOrder() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let tap = UITapGestureRecognizer()
        final class Target {
            var log: (String) -> Void = { _ in }
            func handle(_ r: UIGestureRecognizer) { log("target") }
        }
        tap.addTarget { _ in note("first") }
        var target: Target? = Target()
        target?.log = { note($0) }
        tap.addTarget(target!, action: Target.handle)
        tap.addTarget { _ in note("third") }
        v.addGestureRecognizer(tap)
        var trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 20, y: 20))
        trace.stop()
        // Synchronously at the transition: right after possible → ended, before
        // the view is cancelled.
        let lines = trace.lines
        guard let t = lines.firstIndex(where: { $0.hasSuffix("possible -> ended") }) else {
            Issue.record("no transition in \(lines)"); return
        }
        #expect(Array(lines[(t + 1)...(t + 4)]) == ["first", "target", "third", "V touchesCancelled"])
        // The target-style registration holds its target weakly.
        target = nil
        h.clock.advance(by: 1)
        trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 20, y: 20))
        trace.stop()
        #expect(notes(trace) == ["first", "third"])
    }

    @Test("G13: a long press begins after its minimum duration of virtual time, not before")
    func virtualTime() {
        let h = GestureHarness()
        let v = h.add(stoppingView("V"), frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let press = UILongPressGestureRecognizer()
        var beganAt: TimeInterval?
        press.addTarget { if $0.state == .began { beganAt = UIApplication.shared.clock.now } }
        v.addGestureRecognizer(press)
        let start = h.clock.now
        h.down(CGPoint(x: 20, y: 20))
        h.clock.advance(by: 0.49)
        #expect(press.state == .possible)
        h.clock.advance(by: 0.02)
        #expect(press.state == .began)
        #expect(beganAt == start + 0.5)
        h.up(CGPoint(x: 20, y: 20))
        #expect(press.state == .possible)
    }
}
