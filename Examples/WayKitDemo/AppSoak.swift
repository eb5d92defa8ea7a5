import Foundation
import WayKit
import WayKitTesting

/// `waykit-demo --soak N` (issue 23, docs/reliability.md, "App-level soak"): the demo app
/// itself — DemoAppDelegate, DemoSceneDelegate and their controllers, not a
/// copy — launched on WayKitTesting's headless backend instead of Wayland and
/// driven through a kiosk's flows N times each, in virtual time: push and
/// pop, tab switches, an alert typed into, a sheet swiped away, a field
/// typed into and cleared, a table flung. Input goes through the headless
/// backend's touches and keys (hit-testing, recognizers, controls); the
/// virtual clock runs every animation, transition and timer to its end.
///
/// Why a mode of the demo rather than a target of its own: the demo's
/// controllers live in its executable target, which nothing can import, and
/// moving them into a library would split the example an app author reads
/// in two. The harness (main.swift) already chooses the platform the app
/// runs on; the soak chooses the headless one.
///
/// Checked: memory flat after warm-up (footprint: resident plus shared
/// memory held but not mapped), every controller and view that left the
/// screen freed (weak references), and no touch, timer or animation left
/// running at the end. scripts/app-soak.sh adds LeakSanitizer.
@MainActor
final class AppSoak {
    let backend: HeadlessBackend
    let demo: DemoScene
    /// Flows run so far, by name.
    private(set) var counts: [String: Int] = [:]
    /// What the checks found.
    private(set) var problems: [String] = []

    init?() {
        // The design size, so the content sits where its cards say.
        backend = HeadlessBackend.launch(DemoAppDelegate.self, size: DemoScene.size)
        guard let demo = DemoHarness.scene else { return nil }
        self.demo = demo
        settle()
    }

    // MARK: Driving

    /// Runs the timers, animations and transitions started so far to their
    /// end. A frame first: the headless backend lays out only in frames, and
    /// an idle app's next tap must hit what is laid out now.
    func settle(_ seconds: TimeInterval = 1.0) {
        backend.stepFrame()
        backend.advanceTime(by: seconds)
    }

    /// A view on screen by its accessibility identifier, frontmost window first.
    func find(_ identifier: String) -> UIView? {
        for window in demo.scene.windowsFrontToBack where !window.isHidden {
            if let v = DemoInput.find(identifier, in: window) { return v }
        }
        return nil
    }

    /// The centre of `view`, in scene coordinates (what the backend's touches use).
    func centre(of view: UIView) -> CGPoint {
        let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        let o = view.window?.frame.origin ?? .zero
        return CGPoint(x: p.x + o.x, y: p.y + o.y)
    }

    /// A finger tap on the view named `identifier`; false when it is not shown.
    @discardableResult
    func tap(_ identifier: String) -> Bool {
        guard let v = find(identifier) else {
            problem("no view \(identifier) to tap")
            return false
        }
        backend.tap(at: centre(of: v))
        return true
    }

    func problem(_ text: String) {
        // A stuck flow would repeat its problem every cycle: keep the first few.
        if problems.count < 20 { problems.append(text) }
    }

    /// Checks that `object`, which left the screen, was freed.
    func expectFreed(_ object: AnyObject?, _ what: String) {
        if let object { problem("\(what) still alive after it left the screen: \(type(of: object))") }
    }

    var cards: CardsController { demo.tabs.cards }
    var navigation: UINavigationController { demo.tabs.touchNavigation }

    func count(_ flow: String) { counts[flow, default: 0] += 1 }

    // MARK: The run

    /// Runs `cycles` rounds of every flow, calling `sample` after warm-up
    /// points; `idle` virtual seconds pass between flows (a kiosk waits for
    /// its customers).
    func run(cycles: Int, every interval: Int, idle: TimeInterval, sample: (Int) -> Void) {
        sample(0)
        // WAYKIT_SOAK_FLOWS=push,tabs,alert,sheet,type,fling runs only
        // those (finding which flow grows).
        let only = ProcessInfo.processInfo.environment["WAYKIT_SOAK_FLOWS"].map { Set($0.split(separator: ",").map(String.init)) }
        func runs(_ name: String) -> Bool { only?.contains(name) ?? true }
        for cycle in 1...max(1, cycles) {
            if runs("push") { AppSoakFlows.pushAndPop(self, cycle: cycle); backend.advanceTime(by: idle) }
            if runs("tabs") { AppSoakFlows.switchTabs(self); backend.advanceTime(by: idle) }
            if runs("alert") { AppSoakFlows.alert(self, cycle: cycle); backend.advanceTime(by: idle) }
            if runs("sheet") { AppSoakFlows.sheet(self); backend.advanceTime(by: idle) }
            if runs("type") { AppSoakFlows.typeAndDelete(self, cycle: cycle); backend.advanceTime(by: idle) }
            if runs("fling") { AppSoakFlows.flingTable(self, cycle: cycle); backend.advanceTime(by: idle) }
            if cycle % interval == 0 || cycle == cycles { sample(cycle) }
        }
    }

    /// What is still running once the app has settled: touches, timers,
    /// animations.
    func leftRunning() -> [String] {
        settle(5)
        var left: [String] = []
        let app = UIApplication.shared
        if !app.activeTouches.isEmpty { left.append("\(app.activeTouches.count) touches active") }
        if let deadline = app.clock.nextDeadline {
            left.append(String(format: "a timer scheduled %.1f s from now", deadline - app.clock.now))
        }
        if app.frameClock.needsFrames { left.append("animations or display links running") }
        return left
    }
}

/// The soak's memory figure: resident memory plus the shared memory the
/// process holds without mapping it (a memfd buffer unmapped but kept is
/// still memory; STYLE, "a buffer unmapped but held is still memory").
enum Footprint {
    static func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// memfd and /dev/shm files open in this process whose inode no mapping
    /// in /proc/self/maps names.
    static func unmappedSharedKiB() -> Int {
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        var mapped = Set<UInt64>()
        for line in maps.split(separator: "\n") {
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            if f.count > 4, let inode = UInt64(f[4]), inode != 0 { mapped.insert(inode) }
        }
        var total = 0
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for name in fds {
            guard let fd = Int32(name),
                  let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)"),
                  target.hasPrefix("/memfd:") || target.hasPrefix("/dev/shm/") else { continue }
            var st = stat()
            guard fstat(fd, &st) == 0, !mapped.contains(UInt64(st.st_ino)) else { continue }
            total += Int(st.st_size) / 1024
        }
        return total
    }
}

extension AppSoak {
    /// The `--soak CYCLES` run: prints the footprint every twentieth of the
    /// run, then the counts and the checks; returns the exit status (0 when
    /// every check passed). scripts/app-soak.sh reads the output.
    static func main(cycles: Int) -> Int32 {
        MainActor.assumeIsolated {
            DemoLog.isRecording = false
            let start = Date()
            // The scene and its window once the soak has closed it, to be
            // checked freed at the end.
            weak var closedScene: UIWindowScene?
            weak var closedWindow: UIWindow?
            let status: Int32 = {
                guard let soak = AppSoak() else {
                    say("waykit-demo soak: the app's scene did not connect")
                    return 1
                }
                let virtualStart = soak.backend.now
                soak.run(cycles: cycles, every: max(1, cycles / 20), idle: 10) { cycle in
                    let resident = Footprint.residentKiB()
                    say(String(format: "waykit-demo soak: %6d cycles, footprint %6d KiB, resident %6d KiB, %.1f s", cycle,
                               resident + Footprint.unmappedSharedKiB(), resident, Date().timeIntervalSince(start)))
                }
                let flows = soak.counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
                let days = (soak.backend.now - virtualStart) / 86_400
                say(String(format: "waykit-demo soak: flows: %@; %.1f days of virtual time", flows, days))
                let left = soak.leftRunning()
                say("waykit-demo soak: " + (left.isEmpty ? "no touch, timer or animation left running" : "left running: " + left.joined(separator: "; ")))
                for p in soak.problems { say("waykit-demo soak: problem: \(p)") }
                if soak.problems.isEmpty { say("waykit-demo soak: every controller and view that left the screen was freed") }
                let complete = soak.counts.count == 6 && soak.counts.values.allSatisfy { $0 == cycles }
                // The app's way out, as when the kiosk's window is closed:
                // sceneDidDisconnect, the session discarded,
                // applicationWillTerminate.
                closedScene = soak.demo.scene
                closedWindow = soak.demo.window
                soak.backend.close(soak.demo.scene)
                return soak.problems.isEmpty && left.isEmpty && complete ? 0 : 1
            }()
            // Everything released before exit — the soak, then the
            // application — so LeakSanitizer sees only what nothing owns any
            // more. Why the scene is closed first: an object still alive at
            // exit that ever had a weak reference keeps a side table (the
            // Swift runtime's, 32 bytes) that only the object's refcount
            // word names, shifted and tagged, so LeakSanitizer, which looks
            // for plain pointers, reports it as a leak; with the scene open
            // the window, its views, recognizers and caret blinker were
            // such objects (docs/reliability.md). Freed, they take their
            // side tables with them, and no suppression is needed that
            // would also hide a real leak of such an object.
            UIApplication._resetShared()
            let alive = [closedScene.map { _ in "the scene" }, closedWindow.map { _ in "its window" }].compactMap { $0 }
            say("waykit-demo soak: scene closed: " + (alive.isEmpty ? "the scene and its window were freed"
                                                                     : "still alive: " + alive.joined(separator: ", ")))
            return alive.isEmpty ? status : 1
        }
    }
}
