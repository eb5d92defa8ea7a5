// waykit-demo: the seeds' scenes, a card of controls, a form, a navigation
// stack and a pager, in a tab bar in a Wayland window, printing the delivery
// trace of every touch. See docs/wayland.md.
//
// The app is DemoAppDelegate and DemoSceneDelegate with their controllers,
// written as an iOS app is (V1). This file is its harness: it runs that app
// on a WaylandBackend it makes itself, so that it can watch the commits,
// save screenshots, keep the trace and script the input test (an app
// launched by UIApplicationMain needs none of this).
//
//   waykit-demo [--kiosk] [--bc-override] [--self-test] [--input-test] [--frames N] [--focus FIELD]
//               [--screenshot FILE.png] [--trace FILE] [--exit-after SECONDS]
//   waykit-demo --soak CYCLES     the app-level soak on the headless backend (AppSoak)
import Foundation
import WayKit
import WayKitWayland
import WayKitRender

let started = EventClock.monotonicNow()
// fontconfig loads on another core while the scene is built and the
// compositor answers (docs/performance.md, "End to end").
FontConfigPreload.start()

struct Arguments {
    var kiosk = false
    var bcOverride = false
    var selfTest = false
    var inputTest = false
    var frames = 0
    var screenshot: String?
    var trace: String?
    var exitAfter: Double?
    /// A form field to focus once the window is shown ("Name", "Email",
    /// "Seats", "Note"): the on-screen keyboard then comes up by itself
    /// (scripts/kiosk-keyboard-check.sh).
    var focus: String?
    /// `--soak N`: N rounds of the kiosk's flows on the headless backend
    /// (issue 23, scripts/app-soak.sh); no compositor is needed.
    var soak: Int?

    init(_ args: [String]) {
        var it = args.dropFirst().makeIterator()
        while let a = it.next() {
            switch a {
            case "--kiosk": kiosk = true
            case "--bc-override": bcOverride = true
            case "--self-test": selfTest = true
            case "--input-test": inputTest = true
            case "--frames": frames = Int(it.next() ?? "") ?? 0
            case "--screenshot": screenshot = it.next()
            case "--trace": trace = it.next()
            case "--exit-after": exitAfter = Double(it.next() ?? "")
            case "--focus": focus = it.next()
            case "--soak": soak = Int(it.next() ?? "")
            case "-h", "--help":
                print("usage: waykit-demo [--kiosk] [--bc-override] [--self-test] [--input-test] [--frames N] [--screenshot FILE.png] [--trace FILE] [--exit-after SECONDS] [--focus FIELD] | --soak CYCLES")
                exit(0)
            default:
                FileHandle.standardError.write(Data("waykit-demo: unknown argument \(a)\n".utf8))
                exit(2)
            }
        }
    }
}

let args = Arguments(CommandLine.arguments)
DemoHarness.bcOverride = args.bcOverride
// The soak runs the same app delegate on the headless backend instead.
if let cycles = args.soak { exit(AppSoak.main(cycles: cycles)) }

// Every delivery decision is printed as it happens (T1), and kept for --trace.
var traceLines: [String] = []
let trace = DeliveryTrace.start()
trace.onRecord = { entry in
    say("trace: \(entry)")
    traceLines.append(entry.description)
}

let backend: WaylandBackend
do {
    backend = try WaylandBackend(options: .init(appID: "org.waykit.demo", title: "WayKit demo", kiosk: args.kiosk),
                                 renderer: PixmanRenderer())
} catch {
    FileHandle.standardError.write(Data("waykit-demo: \(error)\n".utf8))
    exit(1)
}

// The screens the compositor offers, and those plugged in and out later
// (issue 23).
ScreenLog.start()

// The app's launch (V1): its delegate, then its scene, connected and shown
// on this backend.
UIApplication.shared._launch(delegateClass: DemoAppDelegate.self, platform: DemoPlatform(backend: backend))
guard let demo = DemoHarness.scene else {
    FileHandle.standardError.write(Data("waykit-demo: the app's scene did not connect\n".utf8))
    exit(1)
}
DemoHarness.onDisconnect = { finish() }

var commits = 0
var finished = false
var inputDone = false
var selfTestFailed = false
// The cards animate in from launch (A1); the screenshot and the input test's
// announcement wait until they have, so both see the finished window.
var introDone = false
var readyDone = false
demo.animateIn {
    introDone = true
    say("waykit-demo: intro animation finished")
    whenReady()
}

/// Once the first frame is committed and the intro has finished: the
/// screenshot, and the steps for the compositor's input.
@MainActor func whenReady() {
    guard introDone, commits >= 1, !readyDone else { return }
    readyDone = true
    if let path = args.screenshot { saveScreenshot(of: demo.window, to: path) }
    // onCommit runs before the commit is flushed: announce the steps a
    // little later, once Weston has mapped the window and shown the last
    // frame, or the first tap could reach it before the surface does.
    if let name = args.focus {
        let fields: [UIResponder] = [demo.form.name, demo.form.email, demo.form.number, demo.form.note]
        let field = fields.first { ($0 as? UIView)?.accessibilityIdentifier == name }
        if field?.becomeFirstResponder() != true { say("waykit-demo: no form field \(name)") }
    }
    if args.inputTest {
        FormInput.start(demo)
        UIApplication.shared.clock.schedule(after: 0.1) { InputTest.announce(demo.stepsInWindow) }
    }
}
let palette: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemRed]
backend.onCommit = { window in
    // The customer display on a second screen is not the demo's window.
    if window.windowScene?.session.role == .windowExternalDisplayNonInteractive {
        ScreenLog.committed(window)
        return
    }
    commits += 1
    if commits == 1 {
        let ms = (EventClock.monotonicNow() - started) * 1000
        say(String(format: "waykit-demo: first commit %.1f ms after start (%.0f×%.0f)", ms,
                     window.bounds.width, window.bounds.height))
        if args.selfTest { selfTest() }
        whenReady()
    } else {
        say("waykit-demo: committed frame \(commits)")
        if args.inputTest, !inputDone, InputTest.isComplete(demo.steps) {
            inputDone = true
            // The form with the keyboard up, as the compositor shows it:
            // our own pixels of every window of the scene, then a moment
            // for the script's compositor screenshot before finishing.
            if let path = args.screenshot {
                saveSceneScreenshot(demo.scene, to: (path as NSString).deletingPathExtension + "-keyboard.png")
            }
            say("waykit-demo: form typed")
            UIApplication.shared.clock.schedule(after: 1.5) {
                FormInput.announceHover(demo)
                finishOnceCursorShown(waited: 0)
            }
        }
    }
    if commits < args.frames {
        // Animate: a change each frame, drawn at the next frame callback.
        demo.pulse.backgroundColor = palette[commits % palette.count]
    } else if args.frames > 0 {
        finish()
    }
}

// Y2: readers (Orca, scripts/atspi-check.sh) see the demo through AT-SPI.
let accessibility = DemoAccessibility.attach(to: backend)

/// The input test's pointer step moves the pointer onto a button: once the
/// cursor has become the pointing hand (or after 5 s without it), the
/// navigation phase; then the verdict, and the demo finishes 1.5 s later
/// (time for the script's compositor screenshots).
@MainActor func finishOnceCursorShown(waited: Double) {
    if InputTest.cursorShown || waited >= 5 {
        // Then, after a moment for the script's screenshot of the cursor,
        // the navigation phase; the verdict once it is done.
        UIApplication.shared.clock.schedule(after: NavigationInput.pause) {
            NavigationInput.start(demo) {
                // Then the modals: an alert typed into, a sheet swiped away.
                ModalInput.start(demo) {
                    // Then the Style tab, turned dark by its switch.
                    StyleInput.start(demo) {
                        say("waykit-demo: input end")
                        if !InputTest.report(demo.steps) { selfTestFailed = true }
                        UIApplication.shared.clock.schedule(after: 1.5) { finish() }
                    }
                }
            }
        }
    } else {
        UIApplication.shared.clock.schedule(after: 0.1) { finishOnceCursorShown(waited: waited + 0.1) }
    }
}

/// Runs the self-test's taps and drags and reports the outcome; a failure
/// makes the demo exit with status 3 (scripts/demo.sh then fails).
@MainActor func selfTest() {
    let failures = SelfTest.run(demo.stepsInWindow, in: demo.scene, trace: trace)
    if failures.isEmpty {
        say("waykit-demo: self-test passed (\(demo.steps.count) interactions as the seeds expect)")
    } else {
        for f in failures { say("waykit-demo: self-test FAILED: \(f)") }
        selfTestFailed = true
    }
}

/// Draws the window with the backend's renderer into memory and writes a PNG:
/// our own pixels, which works under any compositor.
@MainActor func saveScreenshot(of window: UIWindow, to path: String) {
    let width = Int(window.bounds.width), height = Int(window.bounds.height)
    let stride = width * 4
    let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
    defer { memory.deallocate() }
    _ = PixmanRenderer().render(window, into: PixelBuffer(base: memory, width: width, height: height, stride: stride),
                              scale: 1, damage: nil)
    do {
        try PNGWriter.write(width: width, height: height, stride: stride, pixels: memory, to: URL(fileURLWithPath: path))
        say("waykit-demo: screenshot \(path)")
    } catch {
        say("waykit-demo: cannot write \(path): \(error)")
    }
}

/// Every shown window of `scene` drawn into one image at its place in the
/// scene, back to front (the app's window, then the on-screen keyboard's).
@MainActor func saveSceneScreenshot(_ scene: UIWindowScene, to path: String) {
    let width = Int(scene.size.width), height = Int(scene.size.height)
    guard width > 0, height > 0 else { return }
    let stride = width * 4
    let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
    defer { memory.deallocate() }
    memory.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
    let renderer = PixmanRenderer()
    for window in scene.windowsFrontToBack.reversed() {
        let f = window.frame.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !f.isEmpty, f.minX == window.frame.minX, f.minY == window.frame.minY else { continue }
        let base = memory + Int(f.minY) * stride + Int(f.minX) * 4
        _ = renderer.render(window, into: PixelBuffer(base: base, width: Int(f.width), height: Int(f.height), stride: stride),
                            scale: 1, damage: nil)
    }
    do {
        try PNGWriter.write(width: width, height: height, stride: stride, pixels: memory, to: URL(fileURLWithPath: path))
        say("waykit-demo: screenshot \(path)")
    } catch {
        say("waykit-demo: cannot write \(path): \(error)")
    }
}

@MainActor func finish() {
    guard !finished else { return }
    finished = true
    if !readyDone, let path = args.screenshot {
        // The intro never finished (the compositor stopped sending frame
        // callbacks): end its animations, so the screenshot shows the window.
        UIApplication.shared.frameClock.tick(at: UIApplication.shared.clock.now + 5)
        saveScreenshot(of: demo.window, to: path)
    }
    if let path = args.trace {
        try? (traceLines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    backend.stop()
}

if let seconds = args.exitAfter {
    UIApplication.shared.clock.schedule(after: seconds) {
        // The compositor's input never completed the steps.
        if args.inputTest, !InputTest.report(demo.steps) { selfTestFailed = true }
        finish()
    }
}

// Work queued the usual ways runs while the backend owns the main thread.
DispatchQueue.main.async { say("waykit-demo: main queue ran") }
Task { @MainActor in say("waykit-demo: main-actor task ran") }
// Foundation's timers fire too: the loop gives the main RunLoop its turn.
Timer.scheduledTimer(withTimeInterval: 0.001, repeats: false) { _ in
    MainActor.assumeIsolated { say("waykit-demo: Foundation timer fired") }
}

do {
    try backend.run()
    say("waykit-demo: done after \(commits) commits")
    if selfTestFailed { exit(3) }
} catch {
    FileHandle.standardError.write(Data("waykit-demo: \(error)\n".utf8))
    finish()
    exit(1)
}
