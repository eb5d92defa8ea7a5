import Foundation
import Testing
@testable import WayKit

/// A fresh application on a manual clock with one visible 400×400 window, and
/// helpers that feed touch and pointer frames at the clock's time (G13: tests
/// move virtual time, never sleep).
@MainActor
final class GestureHarness {
    let clock: EventClock
    let window: UIWindow
    /// Seconds each frame helper moves the clock, so that velocities and tap
    /// intervals see time pass as they would on a device.
    var frameInterval: TimeInterval = 0.01

    init(size: CGSize = CGSize(width: 400, height: 400)) {
        UIApplication._resetShared(clock: EventClock(.manual(start: 100)))
        clock = UIApplication.shared.clock
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.makeKeyAndVisible()
    }

    var app: UIApplication { UIApplication.shared }

    func frame(_ points: [TouchPoint]) {
        app.handleTouchFrame(TouchFrame(timestamp: clock.now, points: points))
    }

    func down(_ p: CGPoint, id: Int = 1) {
        frame([TouchPoint(id: id, phase: .began, location: p)])
    }

    func move(_ p: CGPoint, id: Int = 1) {
        clock.advance(by: frameInterval)
        frame([TouchPoint(id: id, phase: .moved, location: p)])
    }

    func up(_ p: CGPoint, id: Int = 1) {
        clock.advance(by: frameInterval)
        frame([TouchPoint(id: id, phase: .ended, location: p)])
    }

    func cancel(_ p: CGPoint, id: Int = 1) {
        clock.advance(by: frameInterval)
        frame([TouchPoint(id: id, phase: .cancelled, location: p)])
    }

    /// A finger down and up at `p`.
    func tap(_ p: CGPoint, id: Int = 1) {
        down(p, id: id)
        up(p, id: id)
    }

    /// A finger dragged from `a` to `b` in `steps` moves, then lifted.
    func drag(from a: CGPoint, to b: CGPoint, steps: Int = 10, lift: Bool = true) {
        down(a)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            move(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
        }
        if lift { up(b) }
    }

    /// Two fingers going from (a1, a2) to (b1, b2), together in each frame.
    func twoFingers(from a: (CGPoint, CGPoint), to b: (CGPoint, CGPoint), steps: Int = 10, lift: Bool = true) {
        frame([TouchPoint(id: 1, phase: .began, location: a.0), TouchPoint(id: 2, phase: .began, location: a.1)])
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            clock.advance(by: frameInterval)
            frame([
                TouchPoint(id: 1, phase: .moved, location: CGPoint(x: a.0.x + (b.0.x - a.0.x) * f, y: a.0.y + (b.0.y - a.0.y) * f)),
                TouchPoint(id: 2, phase: .moved, location: CGPoint(x: a.1.x + (b.1.x - a.1.x) * f, y: a.1.y + (b.1.y - a.1.y) * f)),
            ])
        }
        if lift {
            clock.advance(by: frameInterval)
            frame([TouchPoint(id: 1, phase: .ended, location: b.0), TouchPoint(id: 2, phase: .ended, location: b.1)])
        }
    }

    func pointer(_ p: CGPoint?, buttons: UIEvent.ButtonMask = [], scroll: ScrollInput? = nil) {
        clock.advance(by: frameInterval)
        app.handlePointerFrame(PointerFrame(timestamp: clock.now, location: p, buttons: buttons, scroll: scroll))
    }

    /// A pointer click at `p` with `buttons`.
    func click(_ p: CGPoint, buttons: UIEvent.ButtonMask = .primary) {
        pointer(p)
        pointer(p, buttons: buttons)
        pointer(p)
    }

    /// Adds `view` with `frame` to `parent` (the window when nil).
    @discardableResult
    func add<V: UIView>(_ view: V, frame: CGRect, to parent: UIView? = nil) -> V {
        view.frame = frame
        (parent ?? window).addSubview(view)
        return view
    }
}

/// Records what recognizers and controls did, in order, into the current trace
/// as notes, so tests compare one sequence.
@MainActor
func note(_ text: String) { DeliveryTrace.note(text) }

/// The trace in the seeds' log format: a recognizer's touches as
/// "AView,-[PDTapGestureRecognizer touchesBegan:withEvent:]", a responder call
/// on one of `views` as "-[CView touchesCancelled:withEvent:]", notes as they
/// are; hit-testing, state transitions and other responders' calls are left
/// out, as the seeds' logs leave them out.
@MainActor
func seedLog(_ trace: DeliveryTrace, views: Set<String>) -> [String] {
    trace.entries.compactMap { entry in
        switch entry {
        case .recognizerTouches(let r, let v, let m): return "\(v ?? "nil"),-[\(r) \(m.rawValue):withEvent:]"
        case .responder(let name, let m) where views.contains(name): return "-[\(name) \(m.rawValue):withEvent:]"
        case .note(let s): return s
        default: return nil
        }
    }
}

/// Compares logs line for line, except that within each run of consecutive
/// recognizer lines the order is free (G2: the order among recognizers is not
/// specified, and 004 saw it vary between runs).
func logsMatch(_ actual: [String], _ expected: [String]) -> Bool {
    func groups(_ lines: [String]) -> [[String]] {
        var result: [[String]] = []
        var run: [String] = []
        for line in lines {
            if line.contains(",-[") {
                run.append(line)
            } else {
                if !run.isEmpty { result.append(run.sorted()); run = [] }
                result.append([line])
            }
        }
        if !run.isEmpty { result.append(run.sorted()) }
        return result
    }
    return groups(actual) == groups(expected)
}

/// A view that records nothing itself but stops touches (overrides without
/// calling super, as 004's views do), so the responder lines the trace records
/// are its own.
@MainActor
class StoppingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A recognizer delegate made of closures.
@MainActor
final class TestDelegate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var shouldReceive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requireFailure: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { shouldBegin(g) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive(g, touch) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { simultaneous(g, o) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool { requireFailure(g, o) }
}

/// The states a recognizer's actions saw, in order (G12).
@MainActor
final class StateLog {
    var states: [UIGestureRecognizer.State] = []
    func attach(_ r: UIGestureRecognizer) { r.addTarget { [unowned self] in self.states.append($0.state) } }
}

/// The responder methods `name` received, in order.
@MainActor
func calls(_ trace: DeliveryTrace, _ name: String) -> [String] {
    trace.entries.compactMap { if case .responder(name, let m) = $0 { return m.rawValue } else { return nil } }
}

/// The notes in the trace, in order.
@MainActor
func notes(_ trace: DeliveryTrace) -> [String] {
    trace.entries.compactMap { if case .note(let s) = $0 { return s } else { return nil } }
}

/// A view that stops touches and is named in traces.
@MainActor
func stoppingView(_ name: String) -> StoppingView {
    let v = StoppingView()
    v.accessibilityIdentifier = name
    return v
}
