// Wayland backend benchmarks, through the in-process test compositor (no
// compositor rendering or scheduling in the figures: what the client costs).
//
//   swift build -c release --product waykit-wayland-bench
//   .build/release/waykit-wayland-bench [ITERATIONS]
//
// Figures and the Weston-side measurements (idle CPU, resident memory, process
// start to first commit) are in docs/performance.md, "Wayland backend".
import Foundation
import WayKit
import WayKitWayland
import WaylandTestCompositor

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

    static func make(size: CGSize, fullWindowView: Bool) throws -> (Bench, FlipView, Box) {
        UIApplication._resetShared(clock: EventClock(.monotonic))
        let compositor = try TestCompositor()
        let backend = try WaylandBackend(options: .init(displayName: compositor.socketName, log: { _ in },
                                                        pump: { compositor.dispatch() }))
        let scene = UIWindowScene()
        scene.size = size
        let window = UIWindow(windowScene: scene)
        window.backgroundColor = .white
        let view = FlipView(frame: fullWindowView ? CGRect(origin: .zero, size: size)
                                                  : CGRect(x: 40, y: 40, width: 200, height: 60))
        view.backgroundColor = .systemBlue
        window.addSubview(view)
        window.makeKeyAndVisible()
        let box = Box()
        backend.onCommit = { _ in box.commits += 1 }
        backend.show(scene)
        let bench = Bench(compositor: compositor, backend: backend, window: window)
        try bench.settle()
        compositor.configure(0, width: Int(size.width), height: Int(size.height))
        try bench.settle()
        return (bench, view, box)
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

final class Box { var commits = 0 }

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

@MainActor
func startToFirstCommit(iterations: Int) throws -> [Double] {
    var samples: [Double] = []
    for _ in 0..<iterations {
        let t0 = EventClock.monotonicNow()
        let (bench, _, box) = try Bench.make(size: CGSize(width: 1280, height: 800), fullWindowView: false)
        precondition(box.commits >= 1, "no commit")
        samples.append((EventClock.monotonicNow() - t0) * 1000)
        bench.backend.disconnect()
    }
    return samples
}

func report(_ name: String, _ xs: [Double], target: String) {
    print(String(format: "%@: median %.3f ms, p95 %.3f ms, min %.3f ms (n=%d; target %@)",
                 name, percentile(xs, 0.5), percentile(xs, 0.95), xs.min() ?? 0, xs.count, target))
}

let iterations = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 500 : 500
MainActor.assumeIsolated {
    do {
        report("touch-to-commit, 1280×800 window, 200×60 view redrawn",
               try touchToCommit(iterations: iterations, fullWindow: false), target: "≤ 2 ms")
        report("touch-to-commit, 1280×800 window, whole window redrawn",
               try touchToCommit(iterations: iterations, fullWindow: true), target: "≤ 2 ms")
        report("connect to first commit (in process), 1280×800", try startToFirstCommit(iterations: 50),
               target: "≤ 100 ms")
    } catch {
        print("waykit-wayland-bench: \(error)")
        exit(1)
    }
}
