import Foundation
import WayKit
import WayKitWayland
import WaylandTestCompositor
import ButtonGridScene

// Issue 23's 4K figures: a 3840×2160 panel at output scales 1 and 2 (the
// logical window 3840×2160 or 1920×1080), in process, through the test
// compositor holding the shown buffer as Weston does. Each figure is a
// compositor event (or frame callback) to the commit that answers it; the
// first of each is reported apart from the median. End-to-end start and
// memory figures under Weston come from scripts/grid-bench.sh with
// GRID_SIZE=3840x2160 GRID_SCALE=1|2 (docs/performance.md, "4K panels").
//
//     swift build -c release --product waykit-wayland-bench
//     .build/release/waykit-wayland-bench --only 4k

/// The panel's logical size at `scale`.
private func panel(_ scale: Int) -> CGSize { CGSize(width: 3840 / scale, height: 2160 / scale) }

/// Commits of the window's surface and every subsurface under it: a
/// scrolled list or a sliding screen may be a compositing layer of its own.
@MainActor
func allCommits(_ c: TestCompositor) -> Int {
    var total = 0
    var stack = [c.toplevelSurface(0)]
    while let s = stack.popLast() {
        total += c.commits(s)
        stack += c.children(s)
    }
    return total
}

/// Waits for the next commit in the window's tree: what the compositor sees.
@MainActor
private func untilCommit(_ bench: Bench, after before: Int, from t0: Double) throws -> Double {
    let c = bench.compositor
    while allCommits(c) == before {
        _ = try bench.backend.dispatch(timeout: 0)
        c.dispatch()
        if EventClock.monotonicNow() - t0 > 0.1 { break }   // nothing to draw
    }
    return (EventClock.monotonicNow() - t0) * 1000
}

@MainActor
func runLargePanel() {
    do {
        for scale in [1, 2] {
            let size = panel(scale)
            let label = "3840×2160 at scale \(scale)"
            // The grid: connect → first commit, and taps.
            var starts: [Double] = []
            for _ in 0..<7 {
                let t0 = EventClock.monotonicNow()
                let (bench, box) = try Bench.make(size: size, content: ButtonGridView(frame: CGRect(origin: .zero, size: size)), scale: scale)
                starts.append(((box.firstCommit ?? EventClock.monotonicNow()) - t0) * 1000)
                let surface = bench.compositor.children(bench.compositor.toplevelSurface(0)).first ?? bench.compositor.toplevelSurface(0)
                if starts.count == 1 {
                    let buffer = bench.compositor.bufferSize(surface)
                    print("\(label): window buffer \(buffer.width)×\(buffer.height), buffer scale \(bench.compositor.bufferScale(surface))")
                }
                bench.backend.disconnect()
            }
            report("\(label): grid, connect to first commit (in process)", starts, target: "≤ 40 ms")
            report("\(label): grid, touch-down to commit (one button highlighted)",
                   try gridTouchToCommit(iterations: 200, size: size, scale: scale), target: "≤ 1 ms")
            // The scroll frame: each move of a finger dragging the list
            // moves its pixels and draws the strip that appears, the work
            // of every frame of a fling.
            let drag = try scrollMoveToCommit(iterations: 300, size: size, scale: scale)
            report("\(label): dragging a 1,000-row table, touch-move to commit (scroll frame)", drag, target: "≤ 4 ms")
            report("\(label): a navigation push of a 50-view screen, frame callback to commit (animation frame)",
                   try pushFrames(size: size, scale: scale), target: "≤ 4 ms")
        }
    } catch {
        print("waykit-wayland-bench: \(error)")
        exit(1)
    }
}

/// Pushes of a 50-view screen onto another, each frame of the slide timed
/// from the frame callback to the commit of the next frame.
@MainActor
func pushFrames(size: CGSize, scale: Int, pushes: Int = 6) throws -> [Double] {
    let nav = UINavigationController(rootViewController: benchScreen("Home"))
    let (bench, box) = try Bench.make(size: size, root: nav, scale: scale)
    let c = bench.compositor
    var samples: [Double] = []
    var time: UInt32 = 0
    for i in 0..<pushes {
        nav.pushViewController(benchScreen("Detail \(i)"), animated: true)
        var quiet = 0
        while quiet < 3, samples.count < 10_000 {
            time += 16
            let before = allCommits(c)
            let t0 = EventClock.monotonicNow()
            c.sendFrameDone(time: time)
            let ms = try untilCommit(bench, after: before, from: t0)
            if allCommits(c) == before { quiet += 1; continue }
            quiet = 0
            samples.append(ms)
            usleep(16_000)
        }
        nav.popViewController(animated: false)
        try bench.settle()
    }
    _ = box
    return samples
}
