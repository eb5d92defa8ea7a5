// waykit-button-grid: the project's performance bar as an app. A window filled
// by a 10×10 grid of labelled UIButtons, drawn by PixmanRenderer, shown under
// whatever compositor $WAYLAND_DISPLAY names. scripts/grid-bench.sh runs it
// under a headless Weston and measures it; docs/performance.md has the figures.
//
//   waykit-button-grid [--size WxH] [--kiosk] [--touches N] [--exit-after SECONDS]
//
// It prints, for the script:
// - `first commit at monotonic N ns`: CLOCK_MONOTONIC when the first buffer
//   was committed (the script compares it with the time it exec'd the app);
// - with --touches N: N touches injected into the event model
//   (`UIApplication.handleTouchFrame`, as the Wayland input router delivers
//   them) on successive buttons, each timed from the injection to the commit
//   of the frame that shows the button highlighted;
// - `idle` once it has drawn and has nothing more to do.
import Foundation
import ButtonGridScene
import WayKit
import WayKitRender
import WayKitWayland

/// CLOCK_MONOTONIC in nanoseconds: comparable with other processes' readings.
func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

let mainEntered = monotonicNanoseconds()
// fontconfig loads on another core while the views are built and the
// compositor answers (unless WAYKIT_NO_FONT_PRELOAD is set, to compare).
if ProcessInfo.processInfo.environment["WAYKIT_NO_FONT_PRELOAD"] == nil { FontConfigPreload.start() }

func say(_ line: String) {
    print("waykit-button-grid: \(line)")
    fflush(nil)
}

var size = CGSize(width: 1280, height: 720)
var kiosk = false
var touches = 0
var exitAfter: Double?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let a = arguments.next() {
    switch a {
    case "--size":
        let parts = (arguments.next() ?? "").split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { say("--size wants WxH"); exit(2) }
        size = CGSize(width: parts[0], height: parts[1])
    case "--kiosk": kiosk = true
    case "--touches": touches = Int(arguments.next() ?? "") ?? 0
    case "--exit-after": exitAfter = Double(arguments.next() ?? "")
    default:
        say("usage: waykit-button-grid [--size WxH] [--kiosk] [--touches N] [--exit-after SECONDS]")
        exit(2)
    }
}

@MainActor func run() {
    let scene = UIWindowScene()
    scene.title = "WayKit button grid"
    scene.size = size
    let window = UIWindow(windowScene: scene)
    let controller = UIViewController()
    controller.view = ButtonGridView(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let grid = controller.view as! ButtonGridView
    for (i, button) in grid.buttons.enumerated() {
        button.addAction(UIAction { _ in say("button \(i + 1) tapped") }, for: .touchUpInside)
    }

    let backend: WaylandBackend
    do {
        backend = try WaylandBackend(options: .init(appID: "org.waykit.button-grid", title: "WayKit button grid",
                                                    kiosk: kiosk),
                                     renderer: PixmanRenderer())
    } catch {
        say("\(error)")
        exit(1)
    }

    let clock = UIApplication.shared.clock
    var commits = 0
    var touchStarted: UInt64?
    var samples: [Double] = []

    /// Touch `k` goes down on button k % 100, is timed to the commit, and
    /// lifts 50 ms later; the next one starts 100 ms after the lift. Headless
    /// Weston 10 answers a commit's frame callback 13–23 ms later (seen with
    /// WAYLAND_DEBUG=1), so with these gaps no touch waits for one: the figure
    /// is the client's work, not the compositor's pacing.
    @MainActor func touch(_ k: Int) {
        guard k < touches else {
            report(samples)
            say("idle")
            return
        }
        let p = grid.centre(ofButton: k % grid.buttons.count)
        touchStarted = monotonicNanoseconds()
        UIApplication.shared.handleTouchFrame(
            TouchFrame(timestamp: clock.now, points: [TouchPoint(id: 1, phase: .began, location: p)]), in: scene)
        clock.schedule(after: 0.05) {
            UIApplication.shared.handleTouchFrame(
                TouchFrame(timestamp: clock.now, points: [TouchPoint(id: 1, phase: .ended, location: p)]), in: scene)
            clock.schedule(after: 0.1) { touch(k + 1) }
        }
    }

    backend.onCommit = { window in
        let now = monotonicNanoseconds()
        commits += 1
        if commits == 1 {
            say("first commit at monotonic \(now) ns, \(String(format: "%.1f", Double(now - mainEntered) / 1e6)) ms after main "
                + "(\(Int(window.bounds.width))×\(Int(window.bounds.height)))")
            if touches > 0 {
                clock.schedule(after: 0.1) { touch(0) }
            } else {
                say("idle")
            }
        } else if let started = touchStarted {
            samples.append(Double(now - started) / 1e6)
            touchStarted = nil
        }
    }
    backend.onSceneClose = { _ in backend.stop() }
    if let exitAfter { clock.schedule(after: exitAfter) { backend.stop() } }

    backend.show(scene)
    do {
        try backend.run()
    } catch {
        say("\(error)")
        exit(1)
    }
}

MainActor.assumeIsolated { run() }

func report(_ samples: [Double]) {
    guard !samples.isEmpty else { return }
    let s = samples.sorted()
    func at(_ p: Double) -> Double { s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))] }
    say(String(format: "touch (injected into the event model) to commit of the highlighted frame: median %.3f ms, "
               + "p95 %.3f ms, min %.3f ms, max %.3f ms (n=%d)", at(0.5), at(0.95), s[0], s[s.count - 1], s.count))
}
