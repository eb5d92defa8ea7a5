import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// A WayKit client and the test compositor in one process, on one thread.
/// `roundtrip()` runs the compositor and the client in turns until neither has
/// anything left to do, so every test interleaves the same way, with no sleeps.
@MainActor
final class Harness {
    let compositor: TestCompositor
    let backend: WaylandBackend
    let clock: EventClock
    private(set) var commits: [ObjectIdentifier: Int] = [:]
    var log: [String] { logBox.lines }
    private let logBox = LogBox()

    /// `before` sets the compositor up before the client connects (more
    /// outputs, issue 23).
    init(omitting: TestCompositor.Omitted = [], options: (inout WaylandBackend.Options) -> Void = { _ in },
         before: (TestCompositor) -> Void = { _ in }) throws {
        clock = EventClock(.manual(start: 1000))
        UIApplication._resetShared(clock: clock)
        let compositor = try TestCompositor(omitting: omitting)
        before(compositor)
        self.compositor = compositor
        let box = logBox
        var o = WaylandBackend.Options(
            displayName: compositor.socketName, appID: "org.waykit.tests", title: "Tests",
            log: { box.append($0) }, pump: { compositor.dispatch() })
        // The test runner drains the main queue itself (dispatchMain).
        o.drainsMainQueue = false
        options(&o)
        backend = try WaylandBackend(options: o)
        backend.onCommit = { [unowned self] window in commits[ObjectIdentifier(window), default: 0] += 1 }
    }

    isolated deinit {
        // The client's objects and socket go before the compositor does.
        backend.disconnect()
    }

    /// Runs compositor and client in turns until both are quiet.
    func roundtrip() throws {
        for _ in 0..<200 {
            let before = compositor.dispatch()
            let read = try backend.dispatch(timeout: 0)
            let after = compositor.dispatch()
            if !read && after == before { return }
        }
        Issue.record("roundtrip did not settle")
    }

    func commitCount(_ window: UIWindow) -> Int { commits[ObjectIdentifier(window)] ?? 0 }

    /// A scene with one window filling it, shown and configured at `size`.
    func showWindow(size: CGSize = CGSize(width: 200, height: 100), color: UIColor = .white,
                    configure: Bool = true) throws -> (UIWindowScene, UIWindow) {
        let scene = UIWindowScene()
        scene.size = size
        let window = UIWindow(windowScene: scene)
        window.backgroundColor = color
        window.makeKeyAndVisible()
        backend.show(scene)
        try roundtrip()
        if configure {
            compositor.configure(compositor.toplevelCount - 1, width: Int(size.width), height: Int(size.height))
            try roundtrip()
        }
        return (scene, window)
    }

    /// Surface index of the `n`th window subsurface of toplevel `t`, bottom first.
    func windowSurface(toplevel t: Int = 0, _ n: Int = 0) -> Int {
        compositor.children(compositor.toplevelSurface(t))[n]
    }
}

final class LogBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ s: String) { lock.lock(); storage.append(s); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return storage }
}

/// A view that records the touches it gets, for checks on what the event model
/// received.
final class RecordingView: UIView {
    var events: [String] = []
    var touches: [UITouch] = []
    /// Locations in this view's coordinates, one per touch per call.
    var locations: [CGPoint] = []

    private func record(_ name: String, _ touches: Set<UITouch>) {
        events.append("\(name) \(touches.count)")
        for t in touches.sorted(by: { $0.location(in: self).x < $1.location(in: self).x }) {
            locations.append(t.location(in: self))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
        self.touches.append(contentsOf: touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
}

extension Harness {
    /// A window of `size` with one `RecordingView` filling it.
    func showRecordingWindow(size: CGSize = CGSize(width: 200, height: 100)) throws -> (UIWindowScene, UIWindow, RecordingView) {
        let (scene, window) = try showWindow(size: size)
        let view = RecordingView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        try roundtrip()
        return (scene, window, view)
    }
}
