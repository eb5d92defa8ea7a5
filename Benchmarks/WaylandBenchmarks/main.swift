// Wayland backend benchmarks, through the in-process test compositor (no
// compositor rendering or scheduling in the figures: what the client costs).
// Windows are drawn by the real PixmanRenderer; `--fill` draws background
// colours only (FillRenderer), as the figures before the renderer did.
//
//   swift build -c release --product waykit-wayland-bench
//   .build/release/waykit-wayland-bench [ITERATIONS] [--fill] [--only key|osk|focus]
//
// `--only pop` runs the interactive pop's figure alone; `--only alert` the
// alert's, so its first sample is the process's first alert; `--only sheet`
// the sheet drag's.
// `--only key` (`osk`, `focus`) runs that one text-input figure in a fresh
// process, so its first sample is the process's first key (tap, focusing
// tap): no other figure ran that code before it. Run it many times to study
// the first event.
//
// Figures and the Weston-side measurements (idle CPU, resident memory, process
// start to first commit) are in docs/performance.md, "Wayland backend".
import Foundation
import WayKit
import WayKitWayland
import WaylandTestCompositor
import WayKitRender
import ButtonGridScene

/// Which renderer draws the windows: PixmanRenderer unless `--fill`.
let useFill = CommandLine.arguments.contains("--fill")
@MainActor func makeRenderer() -> WindowRendering { useFill ? FillRenderer() : PixmanRenderer() }

/// A view that changes colour on each touch, so every touch needs a redraw.
final class FlipView: UIView {
    var flips = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        flips += 1
        backgroundColor = flips % 2 == 0 ? .systemBlue : .systemRed
    }
}

@MainActor
struct Bench {
    let compositor: TestCompositor
    let backend: WaylandBackend
    let window: UIWindow
    var commits = 0

    /// A window with one `FlipView` (a 200×60 one, or one filling the window).
    static func make(size: CGSize, fullWindowView: Bool) throws -> (Bench, FlipView, Box) {
        let view = FlipView(frame: fullWindowView ? CGRect(origin: .zero, size: size)
                                                  : CGRect(x: 40, y: 40, width: 200, height: 60))
        view.backgroundColor = .systemBlue
        let (bench, box) = try make(size: size, content: view)
        return (bench, view, box)
    }

    /// A window of `size` whose content is `content` (or whose root
    /// controller is `root`), shown, configured and drawn once.
    static func make(size: CGSize, content: UIView? = nil, root: UIViewController? = nil, scale: Int = 1) throws -> (Bench, Box) {
        UIApplication._resetShared(clock: EventClock(.monotonic))
        let compositor = try TestCompositor()
        // A HiDPI output (the 4K figures at scale 2): `size` stays logical.
        if scale != 1 { compositor.setOutputScale(scale) }
        // As Weston's pixman renderer: the shown buffer goes back only when
        // the next one is committed, so the client alternates two buffers.
        compositor.holdsShownBuffer = true
        let backend = try WaylandBackend(options: .init(displayName: compositor.socketName, log: { _ in },
                                                        pump: { compositor.dispatch() }),
                                         renderer: makeRenderer())
        let scene = UIWindowScene()
        scene.size = size
        let window = UIWindow(windowScene: scene)
        window.backgroundColor = .white
        if let content { window.addSubview(content) }
        if let root { window.rootViewController = root }
        window.makeKeyAndVisible()
        let box = Box()
        backend.onCommit = { _ in
            box.commits += 1
            if box.firstCommit == nil { box.firstCommit = EventClock.monotonicNow() }
        }
        backend.show(scene)
        let bench = Bench(compositor: compositor, backend: backend, window: window)
        try bench.settle()
        if scale != 1 {
            // Told before the first configure, so the first frame is drawn
            // at the panel's scale (as the fractional-scale protocol does).
            let top = compositor.toplevelSurface(0)
            for surface in [top] + compositor.children(top) {
                compositor.enterOutput(surface)
                compositor.sendPreferredScale(Double(scale))
            }
            try bench.settle()
        }
        compositor.configure(0, width: Int(size.width), height: Int(size.height))
        try bench.settle()
        return (bench, box)
    }

    /// Compositor and client in turns until both are quiet.
    func settle() throws {
        for _ in 0..<1000 {
            let before = compositor.dispatch()
            let read = try backend.dispatch(timeout: 0)
            if !read && compositor.dispatch() == before { return }
        }
    }
}

final class Box {
    var commits = 0
    /// When the first commit was made: the start figures stop there, not
    /// after the idle work (a spare buffer) that follows it.
    var firstCommit: TimeInterval?
}

func percentile(_ xs: [Double], _ p: Double) -> Double {
    let s = xs.sorted()
    return s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
}

@MainActor
func touchToCommit(iterations: Int, fullWindow: Bool) throws -> [Double] {
    let (bench, _, box) = try Bench.make(size: CGSize(width: 1280, height: 800), fullWindowView: fullWindow)
    let c = bench.compositor
    let surface = c.children(c.toplevelSurface(0))[0]
    var samples: [Double] = []
    for i in 0..<iterations {
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
        let before = c.commits(surface)
        let x = fullWindow ? 640.0 : 100.0
        // The clock starts when the compositor sends down + frame, and stops when
        // it has received the commit of the redrawn buffer.
        let t0 = EventClock.monotonicNow()
        c.touchDown(surface: surface, id: 1, x: x, y: 60, time: UInt32(i * 10))
        c.touchFrame()
        while c.commits(surface) == before {
            _ = try bench.backend.dispatch(timeout: 0)
            c.dispatch()
        }
        samples.append((EventClock.monotonicNow() - t0) * 1000)
        c.touchUp(id: 1, time: UInt32(i * 10 + 5))
        c.touchFrame()
        try bench.settle()
    }
    _ = box
    return samples
}

/// The performance bar's scene: touch a button of the 100-button grid (it
/// highlights) and time until the compositor has the commit of the redrawn
/// buffer; the next touch goes to the next button. With `idle`, the process
/// sleeps that long before each touch, as an app does between a person's
/// touches: caches and branch predictors go cold, as under Weston.
@MainActor
func gridTouchToCommit(iterations: Int, size: CGSize, idle: TimeInterval = 0, scale: Int = 1) throws -> [Double] {
    let grid = ButtonGridView(frame: CGRect(origin: .zero, size: size))
    let (bench, box) = try Bench.make(size: size, content: grid, scale: scale)
    let c = bench.compositor
    let surface = c.children(c.toplevelSurface(0))[0]
    var samples: [Double] = []
    for i in 0..<iterations {
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
        let before = c.commits(surface)
        let p = grid.centre(ofButton: i % grid.buttons.count)
        if idle > 0 { usleep(useconds_t(idle * 1_000_000)) }
        let t0 = EventClock.monotonicNow()
        c.touchDown(surface: surface, id: 1, x: Double(p.x), y: Double(p.y), time: UInt32(i * 10))
        c.touchFrame()
        while c.commits(surface) == before {
            _ = try bench.backend.dispatch(timeout: 0)
            c.dispatch()
        }
        samples.append((EventClock.monotonicNow() - t0) * 1000)
        c.touchUp(id: 1, time: UInt32(i * 10 + 5))
        c.touchFrame()
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
    }
    _ = box
    return samples
}

/// Connect to the first commit of the 100-button grid, in process.
@MainActor
func gridStartToFirstCommit(iterations: Int, size: CGSize) throws -> [Double] {
    var samples: [Double] = []
    for _ in 0..<iterations {
        let t0 = EventClock.monotonicNow()
        let (bench, box) = try Bench.make(size: size, content: ButtonGridView(frame: CGRect(origin: .zero, size: size)))
        precondition(box.commits >= 1, "no commit")
        samples.append(((box.firstCommit ?? EventClock.monotonicNow()) - t0) * 1000)
        bench.backend.disconnect()
    }
    return samples
}

@MainActor
func startToFirstCommit(iterations: Int) throws -> [Double] {
    var samples: [Double] = []
    for _ in 0..<iterations {
        let t0 = EventClock.monotonicNow()
        let (bench, _, box) = try Bench.make(size: CGSize(width: 1280, height: 800), fullWindowView: false)
        precondition(box.commits >= 1, "no commit")
        samples.append(((box.firstCommit ?? EventClock.monotonicNow()) - t0) * 1000)
        bench.backend.disconnect()
    }
    return samples
}

/// Median, p95 and min, and the first sample on its own: the first event
/// of a run is the one a person meets first, and a median hides it.
func report(_ name: String, _ xs: [Double], target: String) {
    print(String(format: "%@: first %.3f ms, median %.3f ms, p95 %.3f ms, min %.3f ms (n=%d; target %@)",
                 name, xs.first ?? 0, percentile(xs, 0.5), percentile(xs, 0.95), xs.min() ?? 0, xs.count, target))
}

let iterations = CommandLine.arguments.dropFirst().compactMap { Int($0) }.first ?? 500
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap {
    CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil
}
MainActor.assumeIsolated {
    do {
        switch only {
        case "key":
            report("key press to commit, typing into a text field, 1280×800 form (K1)",
                   try keyToCommit(iterations: iterations), target: "≤ 1 ms")
            return
        case "osk":
            report("on-screen keyboard: key touch-up to the commit showing the character (K5)",
                   try onScreenKeyToCommit(iterations: iterations), target: "≤ 1 ms")
            return
        case "pop":
            let pop = try edgePopMoveToCommit(iterations: iterations)
            print(String(format: "interactive pop: the first scrubbing move (both screens drawn into images) %.3f ms", pop.first))
            report("touch-move to commit, interactive pop of a 50-view screen 1280×800 (V4)", pop.samples, target: "≤ 1 ms")
            return
        case "alert":
            report("alert: tap to the commit of its first animation frame (M2)",
                   try alertTapToCommit(iterations: iterations), target: "≤ 4 ms")
            return
        case "sheet":
            let sheet = try sheetDragMoveToCommit(iterations: iterations)
            print(String(format: "sheet drag: the first move following the finger %.3f ms", sheet.first))
            report("touch-move to commit, dragging a sheet holding a 1,000-row table, 500×1000 (M3)", sheet.samples, target: "≤ 1 ms")
            return
        case "4k":
            runLargePanel()
            return
        case "focus":
            report("tap focusing a text field: touch-up to the commit showing its caret (K1)",
                   try focusTapToCommit(iterations: iterations), target: "≤ 1 ms")
            return
        default: break
        }
        print("renderer: \(useFill ? "FillRenderer (background colours only)" : "PixmanRenderer")")
        let gridSize = CGSize(width: 1280, height: 720)
        report("touch-to-commit, 100-button grid 1280×720, one button highlighted",
               try gridTouchToCommit(iterations: iterations, size: gridSize), target: "≤ 1 ms")
        report("touch-to-commit, 100-button grid 1280×720, after 150 ms idle before each touch",
               try gridTouchToCommit(iterations: min(iterations, 100), size: gridSize, idle: 0.15), target: "≤ 1 ms")
        report("connect to first commit (in process), 100-button grid 1280×720",
               try gridStartToFirstCommit(iterations: 30, size: gridSize), target: "≤ 20 ms")
        report("touch-to-commit, 1280×800 window, 200×60 view redrawn",
               try touchToCommit(iterations: iterations, fullWindow: false), target: "≤ 2 ms")
        report("touch-to-commit, 1280×800 window, whole window redrawn",
               try touchToCommit(iterations: iterations, fullWindow: true), target: "≤ 2 ms")
        report("connect to first commit (in process), 1280×800", try startToFirstCommit(iterations: 50),
               target: "≤ 100 ms")
        report("key press to commit, typing into a text field, 1280×800 form (K1)",
               try keyToCommit(iterations: min(iterations, 400)), target: "≤ 1 ms")
        report("on-screen keyboard: key touch-up to the commit showing the character (K5)",
               try onScreenKeyToCommit(iterations: min(iterations, 200)), target: "≤ 1 ms")
        report("tap focusing a text field: touch-up to the commit showing its caret (K1)",
               try focusTapToCommit(iterations: min(iterations, 40)), target: "≤ 1 ms")
        report("touch-move to commit, dragging a 1,000-row table 1280×800 (pixels moved)",
               try scrollMoveToCommit(iterations: min(iterations, 300)), target: "≤ 1 ms")
        let pop = try edgePopMoveToCommit(iterations: min(iterations, 300))
        print(String(format: "interactive pop: the first scrubbing move (both screens drawn into images) %.3f ms", pop.first))
        report("touch-move to commit, interactive pop of a 50-view screen 1280×800 (V4)", pop.samples, target: "≤ 1 ms")
        report("alert: tap to the commit of its first animation frame (M2)",
               try alertTapToCommit(iterations: min(iterations, 100)), target: "≤ 4 ms")
        let sheet = try sheetDragMoveToCommit(iterations: min(iterations, 300))
        print(String(format: "sheet drag: the first move following the finger %.3f ms", sheet.first))
        report("touch-move to commit, dragging a sheet holding a 1,000-row table, 500×1000 (M3)", sheet.samples, target: "≤ 1 ms")
    } catch {
        print("waykit-wayland-bench: \(error)")
        exit(1)
    }
}
