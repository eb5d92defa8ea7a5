import Foundation
import WayKit
import WayKitWayland
import WaylandTestCompositor

/// Drives a random event stream through the test compositor into a WayKit
/// client and checks F2 and "nothing holds a touch" afterwards (F4).
///
/// Each step takes its decisions from a `FuzzInput`: touch (with and without
/// frames, reused and unknown ids, absurd positions), pointer and axis frames,
/// keys (with codes past KEY_MAX) and keymaps (good and lying about their
/// size), configures of any size and state, output and preferred scales,
/// frame callbacks, seat capabilities coming and going, windows hidden and
/// shown, and virtual time passing (long presses, key repeat). At the end the
/// compositor lifts every finger, releases every button and key, and the
/// scene is checked.
@MainActor
public final class EventStreamFuzzer {
    public struct Outcome {
        /// What broke F2 or left a touch held; empty when the stream was fine.
        public var violations: [String]
        public var steps: Int
        /// Input events the compositor sent.
        public var events: Int
        /// Set when the connection failed (a protocol error of ours would show here).
        public var failure: String?
    }

    private let compositor: TestCompositor
    private let backend: WaylandBackend
    private let clock: EventClock
    public let scene: FuzzScene
    private var fingers: Set<Int32> = []
    private var buttons: Set<UInt32> = []
    private var keys: Set<UInt32> = []
    private var pointerIn = false
    private var keyboardIn = false
    private var time: UInt32 = 1_000
    private var events = 0
    private var log: [String] = []

    public init() throws {
        clock = EventClock(.manual(start: 1_000))
        UIApplication._resetShared(clock: clock)
        let compositor = try TestCompositor()
        self.compositor = compositor
        var options = WaylandBackend.Options(displayName: compositor.socketName, appID: "org.waykit.fuzz",
                                             title: "Fuzz", drainsMainQueue: false, log: { _ in },
                                             pump: { compositor.dispatch() })
        options.drainsMainQueue = false
        backend = try WaylandBackend(options: options)
        scene = FuzzScene()
        backend.show(scene.scene)
        try roundtrip()
        compositor.configure(0, width: 400, height: 300)
        try roundtrip()
        compositor.sendKeymap()
    }

    isolated deinit {
        backend.disconnect()
    }

    /// Runs compositor and client in turns until both are quiet (bounded).
    private func roundtrip() throws {
        for _ in 0..<50 {
            let before = compositor.dispatch()
            let read = try backend.dispatch(timeout: 0)
            let after = compositor.dispatch()
            if !read && after == before { return }
        }
    }

    /// Surfaces a touch or pointer can land on: the toplevel's base and its
    /// window subsurfaces, and now and then an index nobody has.
    private func surface(_ input: inout some FuzzInput) -> Int {
        let top = compositor.toplevelSurface(0)
        let children = compositor.children(top)
        return input.pick([top] + children + [top + 1_000])
    }

    private func tick(_ input: inout some FuzzInput) -> UInt32 {
        time &+= UInt32(input.byte() % 40)
        return time
    }

    /// Runs up to `steps` steps (fewer when the input runs out), then ends
    /// every interaction cleanly and checks the scene.
    public func run(_ input: inout some FuzzInput, steps: Int) -> Outcome {
        var done = 0
        var failure: String?
        do {
            while done < steps, let op = input.nextByte() {
                step(op, &input)
                done += 1
                if op % 3 == 0 { try roundtrip() }
            }
            try roundtrip()
            try finish()
        } catch {
            // The compositor closed the connection: what the client did to
            // deserve it is a finding. F3 cancelled every touch meanwhile.
            failure = "\(error)"
        }
        var violations = scene.violations()
        if let failure { violations.append("connection failed: \(failure)") }
        // F1: no commit the compositor would reject as a protocol error.
        if compositor.scaleViolations > 0 {
            violations.append("\(compositor.scaleViolations) buffers not a multiple of their scale")
        }
        return Outcome(violations: violations, steps: done, events: events, failure: failure)
    }

    private func step(_ op: UInt8, _ input: inout some FuzzInput) {
        events += 1
        switch op % 24 {
        case 0, 1, 2:
            let id = input.byte() % 8 == 0 ? Int32(bitPattern: input.uint32()) : Int32(input.byte() % 6)
            compositor.touchDown(surface: surface(&input), id: id, x: input.coordinate(), y: input.coordinate(), time: tick(&input))
            fingers.insert(id)
        case 3, 4, 5:
            let id = fingers.randomElement(using: &input) ?? Int32(input.byte() % 6)
            compositor.touchMotion(id: id, x: input.coordinate(), y: input.coordinate(), time: tick(&input))
        case 6, 7:
            let id = fingers.randomElement(using: &input) ?? Int32(input.byte() % 6)
            compositor.touchUp(id: id, time: tick(&input))
            fingers.remove(id)
        case 8, 9:
            compositor.touchFrame()
        case 10:
            if input.byte() % 4 == 0 {
                compositor.touchCancel()
                fingers.removeAll()
            } else {
                let id = fingers.randomElement(using: &input) ?? 0
                compositor.touchShape(id: id, major: input.coordinate(), minor: input.coordinate())
                compositor.touchOrientation(id: id, degrees: input.coordinate())
            }
        case 11:
            compositor.pointerEnter(surface: surface(&input), x: input.coordinate(), y: input.coordinate())
            compositor.pointerFrame()
            pointerIn = true
        case 12:
            compositor.pointerLeave()
            compositor.pointerFrame()
            pointerIn = false
            buttons.removeAll()
        case 13, 14:
            compositor.pointerMotion(x: input.coordinate(), y: input.coordinate(), time: tick(&input))
            if input.byte() % 2 == 0 { compositor.pointerFrame() }
        case 15:
            let button = input.pick([UInt32(0x110), 0x111, 0x112, 0x113, input.uint32()])
            let pressed = !buttons.contains(button) || input.byte() % 5 == 0
            compositor.pointerButton(button, pressed: pressed, time: tick(&input))
            compositor.pointerFrame()
            if pressed { buttons.insert(button) } else { buttons.remove(button) }
        case 16:
            let axis = UInt32(input.byte() % 3)
            compositor.pointerAxisSource(UInt32(input.byte() % 5))
            compositor.pointerAxis(axis, value: input.coordinate(), time: tick(&input))
            switch input.byte() % 4 {
            case 0: compositor.pointerAxisDiscrete(axis, Int32(bitPattern: input.uint32()))
            case 1: compositor.pointerAxisValue120(axis, Int32(bitPattern: input.uint32()))
            case 2: compositor.pointerAxisStop(axis, time: tick(&input))
            default: break
            }
            compositor.pointerFrame()
        case 17:
            let code = input.byte() % 6 == 0 ? input.uint32() : UInt32(input.byte() % 130)
            let pressed = !keys.contains(code)
            compositor.key(code, pressed: pressed, time: tick(&input))
            if pressed { keys.insert(code) } else { keys.remove(code) }
        case 18:
            if keyboardIn {
                compositor.keyboardLeave()
                keys.removeAll()
            } else {
                compositor.keyboardEnter(surface: surface(&input))
            }
            keyboardIn.toggle()
            if input.byte() % 8 == 0 {
                compositor.sendKeymap(declaredSizeExtra: input.byte() % 2 == 0 ? 0 : Int32(input.byte()))
            }
            compositor.modifiers(depressed: input.uint32(), latched: 0, locked: input.uint32() & 2)
        case 19:
            let states: TestCompositor.States = input.pick([[.activated], [.fullscreen], [.maximized, .activated], []])
            compositor.configure(0, width: Int(input.size()), height: Int(input.size()), states: states)
        case 20:
            switch input.byte() % 3 {
            case 0: compositor.setOutputScale(Int(Int32(bitPattern: input.uint32()) % 12))
            case 1: compositor.sendPreferredScale120(input.byte() % 4 == 0 ? input.uint32() : UInt32(input.byte()) * 4)
            default: compositor.enterOutput(surface(&input))
            }
        case 21:
            let caps = TestCompositor.Capabilities(rawValue: UInt32(input.byte() % 8))
            compositor.setCapabilities(caps)
            if !caps.contains(.touch) { fingers.removeAll() }
            if !caps.contains(.pointer) { pointerIn = false; buttons.removeAll() }
            if !caps.contains(.keyboard) { keyboardIn = false; keys.removeAll() }
        case 22:
            switch input.byte() % 4 {
            case 0: scene.overlay.isHidden.toggle()
            case 1: compositor.sendFrameDone(time: time)
            case 2: compositor.releaseBuffers()
            default: compositor.holdsBuffers = input.byte() % 2 == 0
            }
        default:
            // Time passes: long presses fire, double taps time out, keys repeat.
            clock.advance(by: Double(input.byte()) / 100)
            _ = try? backend.dispatch(timeout: 0)
        }
    }

    /// Ends every interaction the way a well-behaved compositor would: lifts
    /// the fingers it still has down, releases buttons, leaves the keyboard.
    private func finish() throws {
        compositor.setCapabilities(.all)
        try roundtrip()
        for id in fingers.sorted() { compositor.touchUp(id: id, time: time) }
        compositor.touchFrame()
        if pointerIn {
            for b in buttons.sorted() { compositor.pointerButton(b, pressed: false, time: time) }
            compositor.pointerFrame()
            compositor.pointerLeave()
            compositor.pointerFrame()
        }
        if keyboardIn { compositor.keyboardLeave() }
        compositor.holdsBuffers = false
        compositor.releaseBuffers()
        clock.advance(by: 5)
        try roundtrip()
        scene.overlay.isHidden = false
        try roundtrip()
    }
}

extension Set where Element: Comparable {
    /// A member chosen by the input's next byte: sorted first, since a Set's
    /// order changes from process to process and a seed must name one stream.
    fileprivate func randomElement(using input: inout some FuzzInput) -> Element? {
        guard !isEmpty else { return nil }
        let sorted = self.sorted()
        return sorted[Int(input.byte()) % sorted.count]
    }
}
