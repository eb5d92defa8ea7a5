// waykit-button-grid: the project's performance bar as an app. A window filled
// by a 10×10 grid of labelled UIButtons, drawn by PixmanRenderer, shown under
// whatever compositor $WAYLAND_DISPLAY names. The app is an app delegate and
// a scene delegate (GridAppDelegate.swift, GridSceneDelegate.swift), as iOS
// writes one; this file is the benchmark's harness that launches it. scripts/grid-bench.sh runs it
// under a headless Weston, taps it through the compositor (tools/weston-inject)
// and times it from the protocol stream; docs/performance.md has the figures.
//
//   waykit-button-grid [--size WxH] [--kiosk] [--exit-after SECONDS]
//
// A tapped button is relabelled "Tapped N" (N taps so far): the frame the
// benchmark times from the lift. It prints, for scripts:
// - `first commit at monotonic N ns, …`: CLOCK_MONOTONIC when the first
//   buffer was committed (a cross-check; the script times the compositor's
//   log);
// - `idle` once it has drawn its first frame;
// - `button N tapped` for each tap.
//
// It uses libc rather than Foundation's ProcessInfo and String(format:): in
// a statically linked app their first use starts parts of Foundation and
// CoreFoundation that stay resident (docs/performance.md).
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
if getenv("WAYKIT_NO_FONT_PRELOAD") == nil { FontConfigPreload.start() }

func say(_ line: String) {
    print("waykit-button-grid: \(line)")
    fflush(nil)
}

var size = CGSize(width: 1280, height: 720)
var kiosk = false
var exitAfter: Double?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let a = arguments.next() {
    switch a {
    case "--size":
        let parts = (arguments.next() ?? "").split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { say("--size wants WxH"); exit(2) }
        size = CGSize(width: parts[0], height: parts[1])
    case "--kiosk": kiosk = true
    case "--exit-after": exitAfter = Double(arguments.next() ?? "")
    default:
        say("usage: waykit-button-grid [--size WxH] [--kiosk] [--exit-after SECONDS]")
        exit(2)
    }
}

/// Runs the launched app on the harness's backend: its scene becomes the
/// toplevel (as the platform WayKit's launcher gives an `@main` app does).
@MainActor
final class GridPlatform: _UIApplicationPlatform {
    let backend: WaylandBackend
    init(backend: WaylandBackend) { self.backend = backend }
    func _present(_ scene: UIWindowScene) { backend.show(scene) }
    func _dismiss(_ scene: UIWindowScene) { backend.hide(scene) }
    func _run() {}
    func _stop() { backend.stop() }
}

@MainActor func run() {
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

    backend.onCommit = { window in
        commits += 1
        guard commits == 1 else { return }
        let now = monotonicNanoseconds()
        let tenths = (now - mainEntered) / 100_000
        say("first commit at monotonic \(now) ns, \(tenths / 10).\(tenths % 10) ms after main "
            + "(\(Int(window.bounds.width))×\(Int(window.bounds.height)))")
        say("idle")
    }
    backend.onSceneClose = { _ in backend.stop() }
    if let exitAfter { clock.schedule(after: exitAfter) { backend.stop() } }

    // The app's launch (V1): its delegate, then its scene, connected and
    // shown on this backend.
    GridSceneDelegate.size = size
    UIApplication.shared._launch(delegateClass: GridAppDelegate.self, platform: GridPlatform(backend: backend))
    do {
        try backend.run()
    } catch {
        say("\(error)")
        exit(1)
    }
}

MainActor.assumeIsolated { run() }
