// Replays the seed articles' scenes on the headless backend and prints the
// delivery trace of each touch: which views hit-testing visited and what they
// answered, and which responders were called.
//
//     swift run waykit-seed-traces
import Foundation
import WayKit
import WayKitTesting

@MainActor
final class NamedView: UIView {
    init(_ name: String, frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = name
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        DeliveryTrace.note("  \(accessibilityIdentifier ?? "?") handles touchesBegan")
    }
}

@MainActor
func scene(_ title: String, tapAt point: CGPoint, build: (UIWindow) -> Void) {
    let backend = HeadlessBackend(size: CGSize(width: 320, height: 480))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    build(window)
    print("== \(title): tap at (\(Int(point.x)), \(Int(point.y)))")
    let trace = DeliveryTrace.start()
    backend.tap(at: point)
    trace.stop()
    for line in trace.lines { print("  " + line) }
}

@MainActor
func main() {
    scene("004: A ⊃ {B, C}, C ⊃ {F, E}; tap on E", tapAt: CGPoint(x: 200, y: 250)) { w in
        let a = NamedView("A", frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let b = NamedView("B", frame: CGRect(x: 10, y: 10, width: 280, height: 150))
        let c = NamedView("C", frame: CGRect(x: 10, y: 200, width: 280, height: 190))
        let f = NamedView("F", frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let e = NamedView("E", frame: CGRect(x: 150, y: 10, width: 100, height: 100))
        w.addSubview(a); a.addSubview(b); a.addSubview(c); c.addSubview(f); c.addSubview(e)
    }
    scene("004: C sticks out of B over A; tap on C's part over A", tapAt: CGPoint(x: 150, y: 175)) { w in
        let a = NamedView("A", frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let b = NamedView("B", frame: CGRect(x: 0, y: 200, width: 320, height: 200))
        let c = NamedView("C", frame: CGRect(x: 100, y: -50, width: 100, height: 100))
        w.addSubview(a); w.addSubview(b); b.addSubview(c)
    }
    scene("000/003: hidden, non-interactive and transparent views are skipped", tapAt: CGPoint(x: 50, y: 50)) { w in
        let base = NamedView("base", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hidden = NamedView("hidden", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        hidden.isHidden = true
        let inert = NamedView("inert", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        inert.isUserInteractionEnabled = false
        let clear = NamedView("clear", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        clear.alpha = 0.005
        for v in [base, hidden, inert, clear] { w.addSubview(v) }
    }
}

MainActor.assumeIsolated { main() }
