import Foundation
import WayKit
import WayKitWayland
import WaylandTestCompositor

/// A list of 1,000 rows: what a sheet holds in the benchmark.
final class SheetListController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = "Item \(indexPath.row)"
        cell.detailTextLabel?.text = "Detail of item \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// M3's speed: a sheet holding a full table, in a compact 500×1000 window,
/// dragged between its medium and large detents by a finger that never
/// lifts (12 points a `wl_touch.motion`); each move timed from the
/// compositor sending it to the compositor having the commit that shows it.
@MainActor
func sheetDragMoveToCommit(iterations: Int) throws -> (first: Double, samples: [Double]) {
    let root = benchScreen("Home")
    let (bench, box) = try Bench.make(size: CGSize(width: 500, height: 1000), root: root)
    let c = bench.compositor
    let surface = c.children(c.toplevelSurface(0))[0]
    let list = SheetListController(style: .plain)
    list.sheetPresentationController?.detents = [.medium(), .large()]
    list.sheetPresentationController?.prefersGrabberVisible = true
    root.present(list, animated: true)
    let start = EventClock.monotonicNow()
    while list.isBeingPresented, EventClock.monotonicNow() - start < 3 {
        usleep(4000)
        c.sendFrameDone()
        try bench.settle()
    }
    guard let sheet = list.view.superview else {
        print("sheet benchmark: no sheet")
        exit(1)
    }
    var y = Double(sheet.frame.minY) + 8
    var time: UInt32 = 0
    c.touchDown(surface: surface, id: 1, x: 250, y: y, time: time)
    c.touchFrame()
    try bench.settle()
    var samples: [Double] = []
    var first = 0.0
    var moving = false
    for i in 0..<(iterations + 4) {
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
        // Up 360 points and back, 12 a move: between the two detents.
        y += (i / 30) % 2 == 0 ? -12 : 12
        time += 8
        let before = c.commits(surface)
        let t0 = EventClock.monotonicNow()
        c.touchMotion(id: 1, x: 250, y: y, time: time)
        c.touchFrame()
        while c.commits(surface) == before {
            _ = try bench.backend.dispatch(timeout: 0)
            c.dispatch()
            if EventClock.monotonicNow() - t0 > 1 { break }  // a move that drew nothing
        }
        let ms = (EventClock.monotonicNow() - t0) * 1000
        // The first moves cross the pan's threshold.
        guard abs(sheet.frame.minY - CGFloat(y - 8)) < 20 else { continue }
        if !moving { moving = true; first = ms; continue }
        samples.append(ms)
    }
    c.touchUp(id: 1, time: time + 8)
    c.touchFrame()
    try bench.settle()
    _ = box
    return (first, samples)
}
