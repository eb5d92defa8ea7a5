import Foundation
import WayKit
import WayKitWayland
import WaylandTestCompositor

/// F5: a long, well-formed input stream through one window of the test
/// compositor — taps, drags and long presses, two-finger pinches, pointer
/// clicks, wheel and touchpad scrolls, key presses — as a kiosk gets over
/// months, with resident memory sampled as it goes.
@MainActor
public final class SoakDriver {
    private let compositor: TestCompositor
    private let backend: WaylandBackend
    private let clock: EventClock
    public let scene: FuzzScene
    private var time: UInt32 = 1_000
    public private(set) var events = 0

    public init() throws {
        clock = EventClock(.manual(start: 1_000))
        UIApplication._resetShared(clock: clock)
        let compositor = try TestCompositor()
        self.compositor = compositor
        var options = WaylandBackend.Options(displayName: compositor.socketName, appID: "org.waykit.soak",
                                             title: "Soak", log: { _ in }, pump: { compositor.dispatch() })
        options.drainsMainQueue = false
        backend = try WaylandBackend(options: options)
        scene = FuzzScene()
        backend.show(scene.scene)
        try roundtrip()
        compositor.configure(0, width: 400, height: 300)
        compositor.sendKeymap()
        try roundtrip()
        compositor.pointerEnter(surface: surfaces[0], x: 1, y: 1)
        compositor.pointerFrame()
        compositor.keyboardEnter(surface: surfaces[0])
        try roundtrip()
    }

    isolated deinit { backend.disconnect() }

    private var surfaces: [Int] { compositor.children(compositor.toplevelSurface(0)) }

    private func roundtrip() throws {
        for _ in 0..<50 {
            let before = compositor.dispatch()
            let read = try backend.dispatch(timeout: 0)
            let after = compositor.dispatch()
            if !read && after == before { return }
        }
    }

    /// One frame of the compositor's: a frame callback, time passing.
    private func frame(_ ms: UInt32 = 16) throws {
        time &+= ms
        clock.advance(by: Double(ms) / 1000)
        compositor.sendFrameDone(time: time)
        try roundtrip()
    }

    private func count(_ n: Int = 1) { events += n }

    /// Runs gestures until `events` input events were sent, calling `sample`
    /// every `interval` events.
    public func run(events target: Int, every interval: Int, sample: (Int) -> Void) throws {
        let base = surfaces[0]
        var next = interval
        var round = 0
        while events < target {
            round += 1
            let x = Double(20 + round % 150), y = Double(20 + (round * 7) % 100)
            switch round % 7 {
            case 0:  // a tap on the button
                compositor.touchDown(surface: base, id: 1, x: 60, y: 200, time: time); compositor.touchFrame()
                try frame()
                compositor.touchUp(id: 1, time: time); compositor.touchFrame()
                count(4)
            case 1:  // a drag on the pan area
                compositor.touchDown(surface: base, id: 2, x: x, y: y, time: time); compositor.touchFrame()
                for i in 1...8 {
                    try frame()
                    compositor.touchMotion(id: 2, x: x + Double(i * 5), y: y, time: time); compositor.touchFrame()
                }
                compositor.touchUp(id: 2, time: time); compositor.touchFrame()
                count(20)
            case 2:  // a long press
                compositor.touchDown(surface: base, id: 3, x: 250, y: 50, time: time); compositor.touchFrame()
                try frame(600)
                compositor.touchUp(id: 3, time: time); compositor.touchFrame()
                count(4)
            case 3:  // a pinch
                compositor.touchDown(surface: base, id: 4, x: 50, y: 50, time: time)
                compositor.touchDown(surface: base, id: 5, x: 150, y: 100, time: time); compositor.touchFrame()
                for i in 1...6 {
                    try frame()
                    compositor.touchMotion(id: 4, x: 50 - Double(i), y: 50, time: time)
                    compositor.touchMotion(id: 5, x: 150 + Double(i), y: 100, time: time); compositor.touchFrame()
                }
                compositor.touchUp(id: 4, time: time); compositor.touchUp(id: 5, time: time); compositor.touchFrame()
                count(24)
            case 4:  // a click and a slider drag with the pointer
                compositor.pointerMotion(x: 60, y: 200, time: time); compositor.pointerFrame()
                compositor.pointerButton(pressed: true, time: time); compositor.pointerFrame()
                compositor.pointerButton(pressed: false, time: time); compositor.pointerFrame()
                compositor.pointerMotion(x: 34, y: 260, time: time); compositor.pointerFrame()
                compositor.pointerButton(pressed: true, time: time); compositor.pointerFrame()
                compositor.pointerMotion(x: 150, y: 260, time: time); compositor.pointerFrame()
                compositor.pointerButton(pressed: false, time: time); compositor.pointerFrame()
                count(14)
            case 5:  // a wheel click and a touchpad scroll
                compositor.pointerMotion(x: x, y: y, time: time); compositor.pointerFrame()
                compositor.pointerAxisSource(0); compositor.pointerAxis(0, value: 15, time: time)
                compositor.pointerAxisValue120(0, 120); compositor.pointerFrame()
                try frame(200)
                for _ in 0..<5 {
                    compositor.pointerAxisSource(1); compositor.pointerAxis(0, value: 3, time: time); compositor.pointerFrame()
                }
                compositor.pointerAxisSource(1); compositor.pointerAxisStop(0, time: time); compositor.pointerFrame()
                count(16)
            default:  // a key typed
                compositor.key(30 + UInt32(round % 10), pressed: true, time: time)
                compositor.key(30 + UInt32(round % 10), pressed: false, time: time)
                count(2)
            }
            try frame()
            if events >= next {
                sample(events)
                next += interval
            }
        }
    }
}

/// Resident memory of this process in kibibytes (/proc/self/statm).
public func residentKiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}
