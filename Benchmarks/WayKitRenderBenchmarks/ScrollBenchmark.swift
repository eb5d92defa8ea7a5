import CPixman
import Foundation
import WayKit
import WayKitRender

/// Issue 10's bar: flinging a table of `rows` rows (default-style cells with a
/// disclosure indicator) in a 1920×1080 window. Per frame: the frame
/// clock's tick (the deceleration's scroll step), the layout pass (tiling:
/// cells recycled and asked for), and the render of the damage. The fling
/// is a real drag through the event model, on a manual clock at 60 Hz;
/// each time the glide ends another one starts in the other direction.
@MainActor
func runScrollBenchmark(frames frameCount: Int, rows: Int, movesPixels: Bool) {
    var movedFrames = 0
    UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
    let clock = UIApplication.shared.clock
    guard let buffer = PixmanImage(format: PIXMAN_a8r8g8b8, width: 1920, height: 1080), let base = buffer.data else {
        print("cannot allocate the frame buffer"); return
    }
    let pb = PixelBuffer(base: base, width: 1920, height: 1080, stride: buffer.stride)
    let renderer = PixmanRenderer()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    let table = UITableView(frame: window.bounds, style: .plain)
    let source = BenchmarkRows(count: rows)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    window.addSubview(table)
    window.makeKeyAndVisible()
    window.layoutIfNeededForDisplay()
    _ = renderer.render(window, into: pb, scale: 1, damage: nil)
    _ = window.takeDamage()

    var samples: [Double] = []
    var flings = 0
    var direction: CGFloat = -1
    func fling() {
        let x: CGFloat = 900, y0: CGFloat = direction < 0 ? 900 : 200
        var points: [CGPoint] = []
        for i in 0...6 { points.append(CGPoint(x: x, y: y0 + direction * CGFloat(i) * 100)) }
        UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: clock.now, points: [TouchPoint(id: 1, phase: .began, location: points[0])]))
        for p in points.dropFirst() {
            clock.advance(by: 0.008)
            UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: clock.now, points: [TouchPoint(id: 1, phase: .moved, location: p)]))
        }
        clock.advance(by: 0.008)
        UIApplication.shared.handleTouchFrame(TouchFrame(timestamp: clock.now, points: [TouchPoint(id: 1, phase: .ended, location: points.last ?? .zero)]))
        flings += 1
    }
    fling()
    while samples.count < frameCount {
        if !table.isDecelerating {
            // Every third fling turns back, so a long run covers the table
            // rather than piling up at its end.
            if flings % 3 == 0 { direction = -direction }
            fling()
        }
        clock.advance(by: 1.0 / 60)
        samples.append(milliseconds {
            UIApplication.shared.frameClock.tick(at: clock.now)
            window.layoutIfNeededForDisplay()
            if movesPixels {
                // Fast scrolling, as the Wayland surface does it (one buffer
                // here): move the pixels that stay, repaint the rest.
                let (damage, moves) = window.takeDamageAndScrollMoves()
                var extra: [CGRect] = []
                for m in moves {
                    if m.dx == m.dx.rounded() && m.dy == m.dy.rounded() {
                        pb.move((Int(m.rect.minX), Int(m.rect.minY), Int(m.rect.width), Int(m.rect.height)),
                                dx: Int(m.dx), dy: Int(m.dy))
                        movedFrames += 1
                    } else {
                        extra.append(m.rect)
                    }
                }
                _ = renderer.render(window, into: pb, scale: 1, damage: damage.map { $0 + extra })
            } else {
                _ = renderer.render(window, into: pb, scale: 1, damage: window.takeDamage())
            }
        })
    }
    if ProcessInfo.processInfo.environment["WAYKIT_BENCH_SLOW"] != nil {
        for (i, t) in samples.enumerated() where t > 2 { print("  slow frame \(i): \(String(format: "%.3f", t)) ms") }
    }
    let s = samples.sorted()
    let p99 = s[min(s.count - 1, Int(Double(s.count) * 0.99))]
    print("Scroll benchmark (1920×1080, a \(rows)-row table flung \(flings) times, \(movesPixels ? "pixels moved" : "full repaint"))")
    if movesPixels { print("  frames drawn by moving pixels: \(movedFrames) of \(samples.count)") }
    print("  frame (scroll step + tiling + render): \(summary(samples)), p99 \(String(format: "%.3f", p99)) ms   target median ≤ 2 ms, p99 ≤ 5 ms")
    print("  reached row \(Int(table.contentOffset.y / table.rowHeight)), cells alive: \(table.subviews.filter { $0 is UITableViewCell }.count)")
    print("  resident memory: \(String(format: "%.1f", residentMegabytes())) MB")
}

@MainActor
final class BenchmarkRows: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Product \(indexPath.row + 1)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// Resident set size from /proc/self/statm, in MB.
func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}
