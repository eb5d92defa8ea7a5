import Foundation
import WayKit
import WayKitWayland
import WaylandTestCompositor

/// A screen of 50 views (25 cards, each with a label), as the render
/// benchmark's navigation figures use.
@MainActor
func benchScreen(_ title: String) -> UIViewController {
    let vc = UIViewController()
    vc.title = title
    vc.view.backgroundColor = .systemBackground
    for i in 0..<25 {
        let card = UIView(frame: CGRect(x: 20 + CGFloat(i % 5) * 250, y: 80 + CGFloat(i / 5) * 130, width: 230, height: 110))
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        let label = UILabel(frame: CGRect(x: 12, y: 12, width: 200, height: 24))
        label.text = "\(title) item \(i + 1)"
        card.addSubview(label)
        vc.view.addSubview(card)
    }
    return vc
}

/// Issue 19's bar for the interactive pop: a finger on the leading edge of a
/// 1280×800 navigation controller (a 50-view screen over another) drags
/// toward the trailing edge and back; each `wl_touch.motion` (+ frame) is
/// timed until the compositor has the commit of the frame that shows both
/// screens where the finger put them. The pop never completes (the finger
/// stays down), so every sample is a scrub of the same transition.
@MainActor
func edgePopMoveToCommit(iterations: Int) throws -> (first: Double, samples: [Double]) {
    let nav = UINavigationController(rootViewController: benchScreen("Home"))
    nav.pushViewController(benchScreen("Detail"), animated: false)
    let (bench, box) = try Bench.make(size: CGSize(width: 1280, height: 800), root: nav)
    let c = bench.compositor
    let surface = c.children(c.toplevelSurface(0))[0]
    var samples: [Double] = []
    var first = 0.0
    var x = 4.0
    var time: UInt32 = 0
    c.touchDown(surface: surface, id: 1, x: x, y: 400, time: time)
    c.touchFrame()
    try bench.settle()
    var began = false
    for i in 0..<(iterations + 4) {
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
        // Out to 900 points and back, 12 points a move.
        x += (i / 75) % 2 == 0 ? 12 : -12
        time += 8
        let before = c.commits(surface)
        let t0 = EventClock.monotonicNow()
        c.touchMotion(id: 1, x: x, y: 400, time: time)
        c.touchFrame()
        while c.commits(surface) == before {
            _ = try bench.backend.dispatch(timeout: 0)
            c.dispatch()
            if EventClock.monotonicNow() - t0 > 1 { break }  // a move that drew nothing
        }
        let ms = (EventClock.monotonicNow() - t0) * 1000
        // The first moves cross the pan's threshold; the first scrubbing
        // move (which draws both screens into their images) is reported
        // apart.
        guard nav.interactivePopGestureRecognizer?.state == .changed || nav.interactivePopGestureRecognizer?.state == .began else { continue }
        if !began { began = true; first = ms; continue }
        samples.append(ms)
    }
    c.touchUp(id: 1, time: time + 8)
    c.touchFrame()
    try bench.settle()
    _ = box
    return (first, samples)
}
