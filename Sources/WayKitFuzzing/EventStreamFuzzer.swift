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
/// shown, and virtual time passing (long presses, key repeat). The other
/// protocols each have a driver of their own, in a file of its own:
/// text-input-v3 (`FuzzTextInput`), the clipboard and primary selection
/// (`FuzzSelection`), tablet tools (`FuzzTablet`), touchpad gestures
/// (`FuzzGestures`), popups (`FuzzPopups`), output transforms
/// (`FuzzOutputs`) and what the app does meanwhile (`FuzzSceneActions`). A
/// stream can run with libdecor drawing the window's decorations (no
/// `zxdg_decoration_manager_v1`), so configures go through libdecor. At the
/// end the compositor lifts every finger, releases every button, key and
/// tool, ends every gesture, leaves the text input and dismisses every
/// popup, and the scene and each driver are checked.
@MainActor
public final class EventStreamFuzzer {
    public struct Outcome {
        /// What broke an invariant; empty when the stream was fine.
        public var violations: [String]
        public var steps: Int
        /// Steps that sent input (each one or more events).
        public var events: Int
        /// Every event the compositor sent, of every interface (frame
        /// callbacks, configures and buffer releases included): the
        /// stream's depth.
        public var protocolEvents: Int
        /// Set when the connection failed (a protocol error of ours would show here).
        public var failure: String?
    }

    // Internal, not private: the protocol drivers (Fuzz*.swift) send
    // through the same compositor and read the same scene.
    let compositor: TestCompositor
    let backend: WaylandBackend
    let clock: EventClock
    public let scene: FuzzScene
    /// Whether libdecor makes and decorates the toplevel (D1).
    public let decorated: Bool
    private var fingers: Set<Int32> = []
    private var buttons: Set<UInt32> = []
    private var keys: Set<UInt32> = []
    private var pointerIn = false
    private var keyboardIn = false
    private(set) var time: UInt32 = 1_000
    private var events = 0
    /// Told what each step sent, and each touch and press the scene's
    /// views get, as it happens (`waykit-fuzz --trace FILE`: a crash keeps
    /// what was printed before it).
    public var trace: ((String) -> Void)? {
        didSet { scene.ledger.onRecord = trace.map { sink in { sink("  " + $0) } } }
    }
    private var drivers: [FuzzDriver] = []
    /// The drivers by protocol, for the steps that pick them; set at the end
    /// of `init`, as each holds the fuzzer.
    private var textInput: FuzzTextInput!
    private var selection: FuzzSelection!
    private var tablet: FuzzTablet!
    private var gestures: FuzzGestures!
    private var popups: FuzzPopups!
    private var outputs: FuzzOutputs!
    private var actions: FuzzSceneActions!

    /// `decorated`: without a decoration manager, so libdecor makes the
    /// toplevel and draws its title bar and shadow.
    public init(decorated: Bool = false) throws {
        clock = EventClock(.manual(start: 1_000))
        UIApplication._resetShared(clock: clock)
        self.decorated = decorated
        let compositor = try TestCompositor(omitting: decorated ? [.decoration] : [])
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
        textInput = FuzzTextInput(self)
        selection = FuzzSelection(self)
        tablet = FuzzTablet(self)
        gestures = FuzzGestures(self)
        popups = FuzzPopups(self)
        outputs = FuzzOutputs(self)
        actions = FuzzSceneActions(self)
        drivers = [textInput, selection, tablet, gestures, popups, outputs, actions]
    }

    isolated deinit {
        backend.disconnect()
    }

    /// Runs compositor and client in turns until both are quiet (bounded).
    func roundtrip() throws {
        for _ in 0..<50 {
            let before = compositor.dispatch()
            let read = try backend.dispatch(timeout: 0)
            let after = compositor.dispatch()
            if !read && after == before { return }
        }
    }

    /// Surfaces a touch or pointer can land on: the toplevel's base and its
    /// window subsurfaces, and now and then an index nobody has.
    /// With libdecor, its title bar and shadow are among the children; a
    /// menu's popup surface is a surface too.
    func surface(_ input: inout some FuzzInput) -> Int {
        let top = compositor.toplevelSurface(0)
        let children = compositor.children(top)
        return input.pick([top] + children + popups.liveSurfaces + [top + 1_000])
    }

    func tick(_ input: inout some FuzzInput) -> UInt32 {
        time &+= UInt32(input.byte() % 40)
        return time
    }

    /// Records what a step sent, when tracing.
    func note(_ line: @autoclosure () -> String) {
        trace?(line())
    }

    /// `wl_pointer.enter` (and its frame). With libdecor, a leave comes
    /// first (`leavePointerForLibdecor`).
    func enterPointer(surface: Int, x: Double, y: Double) {
        if decorated { leavePointerForLibdecor() }
        compositor.pointerEnter(surface: surface, x: x, y: y)
        compositor.pointerFrame()
        pointerIn = true
    }

    /// libdecor 0.1.1's cairo plugin keeps the decoration it last saw the
    /// pointer enter until a `wl_pointer.leave` names it, even after its
    /// `wl_pointer` is released when the seat loses the pointer; at the
    /// next `wl_output.done` it sets the cursor on that NULL pointer and
    /// the app dies (libdecor-cairo.c, `output_done` → `send_cursor`;
    /// found by this fuzzer). WayKit cannot reach into the plugin, so with
    /// libdecor the fuzzer sends a leave before another enter and before
    /// the pointer capability goes, as wlroots (`wlr_seat_set_capabilities`
    /// clears the pointer focus) and mutter do. Without libdecor, WayKit
    /// itself is still fed enters without leaves.
    private func leavePointerForLibdecor() {
        compositor.pointerLeave()
        compositor.pointerFrame()
    }

    /// A touch id no finger uses now, for the drivers' own taps.
    func freeFingerID() -> Int32 {
        var id: Int32 = 7
        while fingers.contains(id) { id += 1 }
        return id
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
        for d in drivers { violations += d.violations() }
        if let failure { violations.append("connection failed: \(failure)") }
        // F1: no shm pool past the byte ceiling (BufferLimits.maximumBytes,
        // 128 MiB), whoever asked for it: libdecor's plugin sizes its
        // decorations' buffers from the content size WayKit gives it.
        if compositor.largestShmPool > 128 << 20 {
            violations.append("an shm pool of \(compositor.largestShmPool) bytes, past the 128 MiB ceiling")
        }
        // F1: no commit the compositor would reject as a protocol error.
        if compositor.scaleViolations > 0 {
            violations.append("\(compositor.scaleViolations) buffers not a multiple of their scale")
        }
        return Outcome(violations: violations, steps: done, events: events,
                       protocolEvents: Int(clamping: compositor.eventsSent), failure: failure)
    }

    private func step(_ op: UInt8, _ input: inout some FuzzInput) {
        events += 1
        note("op \(op % 32)")
        // 0–23 are the core events (their numbers predate the drivers);
        // each driver has one of 24–31 (the last is time passing again).
        switch op % 32 {
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
            enterPointer(surface: surface(&input), x: input.coordinate(), y: input.coordinate())
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
            note("key \(code) \(pressed ? "down" : "up")")
            compositor.key(code, pressed: pressed, time: tick(&input))
            if pressed { keys.insert(code) } else { keys.remove(code) }
        case 18:
            note(keyboardIn ? "keyboard leave" : "keyboard enter")
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
            let width = Int(input.size()), height = Int(input.size())
            note("configure \(width)×\(height) \(states.rawValue)")
            compositor.configure(0, width: width, height: height, states: states)
        case 20:
            switch input.byte() % 3 {
            case 0:
                let scale = Int(Int32(bitPattern: input.uint32()) % 12)
                note("output scale \(scale)")
                compositor.setOutputScale(scale)
            case 1:
                let scale120 = input.byte() % 4 == 0 ? input.uint32() : UInt32(input.byte()) * 4
                note("preferred scale \(scale120)/120")
                compositor.sendPreferredScale120(scale120)
            default:
                let s = surface(&input)
                note("surface \(s) enters the output")
                compositor.enterOutput(s)
            }
        case 21:
            let caps = TestCompositor.Capabilities(rawValue: UInt32(input.byte() % 8))
            note("capabilities \(caps.rawValue)")
            if decorated, !caps.contains(.pointer) { leavePointerForLibdecor() }
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
        case 24: textInput.step(&input)
        case 25: selection.step(&input)
        case 26: tablet.step(&input)
        case 27: gestures.step(&input)
        case 28: popups.step(&input)
        case 29: outputs.step(&input)
        case 30: actions.step(&input)
        default:
            // Time passes: long presses fire, double taps time out, keys
            // repeat, pastes and copies reach their deadlines, animations run.
            let seconds = Double(input.byte()) / 100
            note("time +\(seconds) s")
            clock.advance(by: seconds)
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
        // The keyboard is entered on the toplevel, then left, whatever the
        // stream did: an enter on a surface that was no one's (or sent while
        // the seat had no keyboard) reached no client, so the compositor's
        // focus and WayKit's can differ, and a leave of the compositor's
        // alone would leave WayKit's keys held.
        compositor.keyboardEnter(surface: compositor.toplevelSurface(0))
        compositor.keyboardLeave()
        for d in drivers { d.finish() }
        compositor.holdsBuffers = false
        compositor.releaseBuffers()
        try roundtrip()
        // Past every deadline: a paste's 2 s, a copy's 5 s.
        clock.advance(by: 6)
        try roundtrip()
        scene.overlay.isHidden = false
        try roundtrip()
        for d in drivers { try d.settle() }
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
