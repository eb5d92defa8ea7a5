import Foundation
import WayKit
import WayKitWayland
import WaylandTestCompositor

/// A data source of `count` plain rows.
@MainActor
final class BenchRows: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Product \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// Issue 10's bar: a finger dragging a 1,000-row table in a 1280×800 window,
/// each `wl_touch.motion` (+ frame) timed until the compositor has the commit
/// of the scrolled frame (pixels moved, the strip that appears drawn). The
/// compositor holds the shown buffer, as Weston does, so frames alternate two
/// buffers and each catches up on what it missed.
@MainActor
func scrollMoveToCommit(iterations: Int, size: CGSize = CGSize(width: 1280, height: 800), scale: Int = 1) throws -> [Double] {
    let table = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let rows = BenchRows(count: 1_000)
    table.dataSource = rows
    let (bench, box) = try Bench.make(size: size, content: table, scale: scale)
    let c = bench.compositor
    let surface = c.children(c.toplevelSurface(0))[0]
    var samples: [Double] = []
    var y = Double(size.height) - 100
    var time: UInt32 = 0
    c.touchDown(surface: surface, id: 1, x: 640, y: y, time: time)
    c.touchFrame()
    try bench.settle()
    for i in 0..<iterations {
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
        // Up the screen and back down, 20 points a move: the list scrolls
        // every move, within its content.
        y += (i / 25) % 2 == 0 ? -20 : 20
        time += 8
        let before = c.commits(surface)
        let t0 = EventClock.monotonicNow()
        c.touchMotion(id: 1, x: 640, y: y, time: time)
        c.touchFrame()
        while c.commits(surface) == before {
            _ = try bench.backend.dispatch(timeout: 0)
            c.dispatch()
            if EventClock.monotonicNow() - t0 > 1 { break }  // a move that drew nothing
        }
        // The first moves cross the pan's threshold; count the scrolling ones.
        if i >= 3 { samples.append((EventClock.monotonicNow() - t0) * 1000) }
    }
    _ = (box, rows)
    return samples
}
