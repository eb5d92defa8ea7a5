import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland
import WaylandTestCompositor
import WayKitFuzzing

/// F1–F3 through the test compositor: values no compositor should send, and
/// streams that break off, neither trap nor leave a touch down.
@MainActor
@Suite(.serialized)
struct FaultTests {
    func logged(_ h: Harness, _ fragment: String) -> Int { h.log.filter { $0.contains(fragment) }.count }

    // MARK: F1

    @Test("F1: a configure of 2³¹ points without viewporter is clamped to the buffer ceiling and logged once")
    func hugeConfigureWithoutViewport() throws {
        let h = try Harness(omitting: [.viewporter, .fractionalScale])
        let (scene, _) = try h.showWindow()
        h.compositor.configure(0, width: Int(Int32.max), height: Int(Int32.max), states: [.fullscreen, .activated])
        try h.roundtrip()
        let size = h.compositor.bufferSize(h.windowSurface())
        #expect(size.width <= BufferLimits.maximumSide && size.height <= BufferLimits.maximumSide)
        #expect(size.width * size.height * 4 <= BufferLimits.maximumBytes)
        #expect(size.width > 0 && size.height > 0)
        #expect(scene.size == CGSize(width: size.width, height: size.height))
        h.compositor.configure(0, width: Int(Int32.max) - 1, height: Int(Int32.max), states: [.fullscreen])
        try h.roundtrip()
        #expect(logged(h, "exceeds the buffer ceiling") == 1)
    }

    @Test("F1: at a preferred scale of 8 a huge window draws at a lower factor within the ceiling; a scale of 1000 is clamped to 8")
    func fractionalScaleCeiling() throws {
        let h = try Harness()
        let (_, _) = try h.showWindow(size: CGSize(width: 100, height: 50))
        let s = h.windowSurface()
        h.compositor.sendPreferredScale120(120_000)   // scale 1000
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.bufferSize(s) == .init(width: 800, height: 400))
        #expect(logged(h, "preferred_scale 1000.0 clamped to 8.0") == 1)
        h.compositor.configure(0, width: 10_000, height: 10_000)
        try h.roundtrip()
        let size = h.compositor.bufferSize(s)
        #expect(size.width <= BufferLimits.maximumSide && size.width * size.height * 4 <= BufferLimits.maximumBytes)
        #expect(h.compositor.viewportDestination(s) == .init(width: 10_000, height: 3_355))
        #expect(logged(h, "drawn at scale") == 1)
    }

    @Test("F1: a wl_output.scale of 2³¹−1 is clamped to 8; buffers stay whole multiples of their scale")
    func hugeOutputScale() throws {
        let h = try Harness(omitting: [.fractionalScale, .cursorShape])
        let (_, _) = try h.showWindow(size: CGSize(width: 100, height: 50))
        let s = h.windowSurface()
        h.compositor.enterOutput(s)
        h.compositor.setOutputScale(Int(Int32.max))
        try h.roundtrip()
        h.compositor.sendFrameDone()
        try h.roundtrip()
        #expect(h.compositor.bufferScale(s) == 8)
        #expect(h.compositor.bufferSize(s) == .init(width: 800, height: 400))
        // A window too large for 8× steps down to a scale that fits, never to
        // a buffer that isn't a multiple of its scale.
        h.compositor.configure(0, width: 3_000, height: 2_000)
        try h.roundtrip()
        let scale = h.compositor.bufferScale(s)
        #expect(scale < 8 && scale >= 1)
        #expect(h.compositor.bufferSize(s) == .init(width: 3_000 * scale, height: 2_000 * scale))
        #expect(h.compositor.scaleViolations == 0)
        #expect(logged(h, "wl_output.scale 2147483647 clamped to 8") == 1)
        // The cursor at that output scale: no overflow either.
        h.compositor.pointerEnter(surface: s, x: 1, y: 1)
        h.compositor.pointerFrame()
        try h.roundtrip()
    }

    @Test("F1: at an odd output scale the cursor's buffer stays a whole multiple of its scale (found by the fuzzer)")
    func cursorScale() throws {
        let h = try Harness(omitting: [.fractionalScale, .cursorShape])
        let (_, _) = try h.showWindow()
        for scale in [3, 5, 7] {
            h.compositor.setOutputScale(scale)
            h.compositor.pointerEnter(surface: h.windowSurface(), x: 1, y: 1)
            h.compositor.pointerFrame()
            try h.roundtrip()
            h.compositor.pointerLeave()
            h.compositor.pointerFrame()
            try h.roundtrip()
        }
        #expect(h.compositor.cursorSets >= 3)
        #expect(h.compositor.scaleViolations == 0)
    }

    @Test("F1: axis_discrete and axis_value120 near Int32.max saturate instead of overflowing, logged once")
    func axisOverflow() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { translations.append($0.translation(in: nil)) }
        pan.allowedScrollTypesMask = .all
        window.addGestureRecognizer(pan)
        h.compositor.pointerEnter(surface: h.windowSurface(), x: 10, y: 10)
        h.compositor.pointerFrame()
        for _ in 0..<2 {
            h.compositor.pointerAxisSource(0)
            h.compositor.pointerAxis(0, value: 10, time: 100)
            h.compositor.pointerAxisDiscrete(0, Int32.max)
            h.compositor.pointerAxisDiscrete(0, Int32.max)
            h.compositor.pointerAxisValue120(1, Int32.min)
            h.compositor.pointerAxisValue120(1, Int32.min)
            h.compositor.pointerFrame()
        }
        try h.roundtrip()
        #expect(logged(h, "sums past Int32") == 1)
        #expect(!translations.isEmpty)   // the scroll still arrived
        // What a saturated frame becomes: steps × 120 in Double, no overflow.
        let scroll = try #require(InputRouter.scroll(PointerSample(
            vertical: .init(value: 10, discrete: .max, value120: 0),
            horizontal: .init(value: 0, discrete: 0, value120: .min), axisSource: .wheel)))
        #expect(scroll.value120 == CGVector(dx: Double(Int32.min), dy: Double(Int32.max) * 120))
        #expect(scroll.discrete == CGVector(dx: Double(Int32.min / 120), dy: Double(Int32.max)))
    }

    @Test("F1: a key code beyond KEY_MAX is dropped and logged once; the next key still types")
    func hugeKeyCode() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        final class Field: UIView {
            var typed: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                typed += presses.compactMap { $0.key?.characters }
            }
        }
        let field = Field(frame: window.bounds)
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        h.compositor.sendKeymap()
        h.compositor.keyboardEnter(surface: h.windowSurface())
        h.compositor.key(UInt32.max, pressed: true, time: 100)
        h.compositor.key(UInt32.max - 7, pressed: true, time: 100)
        h.compositor.key(30, pressed: true, time: 101)
        h.compositor.key(30, pressed: false, time: 102)
        try h.roundtrip()
        #expect(field.typed == ["a"])
        #expect(logged(h, "beyond KEY_MAX") == 1)
    }

    @Test("F2: a key without keyboard focus is dropped and logged once: its press could never end")
    func keyWithoutFocus() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        final class Field: UIView {
            var began = 0
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { began += presses.count }
        }
        let field = Field(frame: window.bounds)
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        h.compositor.sendKeymap()
        h.compositor.key(30, pressed: true, time: 100)
        h.compositor.key(31, pressed: true, time: 100)
        try h.roundtrip()
        #expect(field.began == 0)
        #expect(logged(h, "without keyboard focus") == 1)
        h.compositor.keyboardEnter(surface: h.windowSurface())
        h.compositor.key(32, pressed: true, time: 110)
        try h.roundtrip()
        #expect(field.began == 1)
    }

    @Test("F2: keys held when the keyboard capability goes away are cancelled: no wl_keyboard.leave will come for them (found by the fuzzer)")
    func keyboardCapabilityLost() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        final class Field: UIView {
            var log: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("began \(presses.count)") }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("ended \(presses.count)") }
            override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("cancelled \(presses.count)") }
        }
        let field = Field(frame: window.bounds)
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        h.compositor.sendKeymap()
        h.compositor.keyboardEnter(surface: h.windowSurface())
        h.compositor.key(30, pressed: true, time: 100)
        try h.roundtrip()
        #expect(field.log == ["began 1"])
        h.compositor.setCapabilities([.pointer, .touch])
        try h.roundtrip()
        #expect(field.log == ["began 1", "cancelled 1"])
        // The keyboard back: a new key begins and ends as usual.
        h.compositor.setCapabilities(.all)
        try h.roundtrip()
        h.compositor.sendKeymap()
        h.compositor.keyboardEnter(surface: h.windowSurface())
        h.compositor.key(31, pressed: true, time: 200)
        h.compositor.key(31, pressed: false, time: 210)
        try h.roundtrip()
        #expect(field.log == ["began 1", "cancelled 1", "began 1", "ended 1"])
    }

    // MARK: F2

    @Test("F2: a down and an up of one id in one wl_touch.frame deliver began then ended: the tap fires")
    func tapInOneFrame() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow()
        let button = UIButton(frame: window.bounds)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        window.addSubview(button)
        try h.roundtrip()
        h.compositor.touchDown(surface: h.windowSurface(), id: 4, x: 20, y: 20, time: 100)
        h.compositor.touchUp(id: 4, time: 100)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(taps == 1)
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    @Test("F2: an up and a down of a reused id in one frame end the old touch and begin a new one")
    func reusedIDInOneFrame() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 10, y: 10, time: 100)
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 1, time: 110)
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 50, y: 50, time: 110)
        h.compositor.touchDown(surface: h.windowSurface(), id: 1, x: 70, y: 70, time: 110)   // a second down: dropped
        h.compositor.touchFrame()
        h.compositor.touchUp(id: 1, time: 120)
        h.compositor.touchFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1", "ended 1", "began 1", "ended 1"])
        #expect(view.locations.last == CGPoint(x: 50, y: 50))
    }

    @Test("F2: wl_touch.cancel with no fingers known, and the touch capability going away, leave a mouse drag alone")
    func touchCancelSparesMouseDrag() throws {
        let h = try Harness()
        let (_, _, view) = try h.showRecordingWindow()
        h.compositor.pointerEnter(surface: h.windowSurface(), x: 10, y: 10)
        h.compositor.pointerFrame()
        h.compositor.pointerButton(pressed: true, time: 100)
        h.compositor.pointerFrame()
        try h.roundtrip()
        h.compositor.touchCancel()
        try h.roundtrip()
        h.compositor.setCapabilities([.pointer, .keyboard])
        try h.roundtrip()
        h.compositor.pointerMotion(x: 30, y: 10, time: 110)
        h.compositor.pointerFrame()
        h.compositor.pointerButton(pressed: false, time: 120)
        h.compositor.pointerFrame()
        try h.roundtrip()
        #expect(view.events == ["began 1", "moved 1", "ended 1"])
    }

    // MARK: F3

    /// Records the names of the touch calls it gets. Unlike `RecordingView` it
    /// keeps no touches: a view holding its own touches makes a cycle through
    /// `UITouch.view` (UIKit's docs warn against retaining touches), which
    /// would hide a real leak in this check.
    final class NameView: UIView {
        var events: [String] = []
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { events.append("began \(t.count)") }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { events.append("moved \(t.count)") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { events.append("ended \(t.count)") }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { events.append("cancelled \(t.count)") }
    }

    /// A window with a pan area, a long-press area and a slider, and weak
    /// references to everything, to check that nothing outlives the app.
    final class Scene {
        weak var window: UIWindow?
        weak var panView: NameView?
        weak var pan: UIPanGestureRecognizer?
        weak var press: UILongPressGestureRecognizer?
        weak var slider: UISlider?
        var panStates: [UIGestureRecognizer.State] = []
        var pressStates: [UIGestureRecognizer.State] = []
        var sliderEvents: [String] = []
    }

    @MainActor
    func midGesture(_ kill: (Harness) -> Void, expecting check: (WaylandError) -> Bool) throws {
        let record = Scene()
        weak var oldApp: UIApplication?
        weak var harness: Harness?
        weak var clock: EventClock?
        do {
            let h = try Harness()
            harness = h
            oldApp = UIApplication.shared
            clock = h.clock
            let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 300))
            let panView = NameView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
            let pan = UIPanGestureRecognizer { [unowned record] in record.panStates.append($0.state) }
            pan.cancelsTouchesInView = false
            panView.addGestureRecognizer(pan)
            let pressView = NameView(frame: CGRect(x: 200, y: 0, width: 200, height: 150))
            let press = UILongPressGestureRecognizer { [unowned record] in record.pressStates.append($0.state) }
            pressView.addGestureRecognizer(press)
            let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
            slider.addAction(UIAction { [unowned record] _ in record.sliderEvents.append("cancel") }, for: .touchCancel)
            slider.addAction(UIAction { [unowned record] _ in record.sliderEvents.append("value") }, for: .valueChanged)
            for v in [panView, pressView, slider] as [UIView] { window.addSubview(v) }
            (record.window, record.panView, record.pan, record.press, record.slider) = (window, panView, pan, press, slider)
            try h.roundtrip()
            let s = h.windowSurface()
            // Three fingers: a pan under way, a long press recognized, a slider drag.
            h.compositor.touchDown(surface: s, id: 1, x: 20, y: 20, time: 100)
            h.compositor.touchDown(surface: s, id: 2, x: 300, y: 50, time: 100)
            h.compositor.touchDown(surface: s, id: 3, x: 34, y: 220, time: 100)
            h.compositor.touchFrame()
            try h.roundtrip()
            for i in 1...5 {
                h.compositor.touchMotion(id: 1, x: 20 + Double(i) * 20, y: 20, time: 100 + UInt32(i) * 10)
                h.compositor.touchMotion(id: 3, x: 34 + Double(i) * 30, y: 220, time: 100 + UInt32(i) * 10)
                h.compositor.touchFrame()
            }
            try h.roundtrip()
            h.clock.advance(by: 0.6)
            #expect(record.pressStates == [.began])
            #expect(record.panStates.last == .changed)
            #expect(slider.isTracking)
            kill(h)
            var thrown: WaylandError?
            do { try h.roundtrip() } catch let e as WaylandError { thrown = e }
            let error = try #require(thrown)
            #expect(check(error))
            #expect(record.panStates.last == .cancelled)
            #expect(record.pressStates.last == .cancelled)
            #expect(record.sliderEvents.last == "cancel")
            #expect(!slider.isTracking)
            #expect(panView.events.last == "cancelled 1")
            #expect(UIApplication.shared.activeTouches.isEmpty)
        }
        // The harness (backend, connection, compositor) is gone; with a fresh
        // application nothing else may hold the window, views or recognizers.
        UIApplication._resetShared()
        #expect(oldApp == nil && harness == nil && clock == nil)
        #expect(record.window == nil && record.panView == nil && record.slider == nil)
        #expect(record.pan == nil && record.press == nil)
    }

    @Test("F3: the compositor disconnecting mid-pan, mid-long-press and mid-slider-drag cancels them all, names the socket, leaks nothing")
    func compositorDiesMidGesture() throws {
        try midGesture({ $0.compositor.disconnectClients() }) { error in
            if case .connectionLost = error { return true }
            return false
        }
    }

    @Test("F3: a protocol error mid-gesture cancels every touch and recognizer, names the interface, leaks nothing")
    func protocolErrorMidGesture() throws {
        try midGesture({ $0.compositor.postProtocolError(code: 3, message: "mid-gesture") }) { error in
            error.description.contains("xdg_wm_base")
        }
    }
}

@MainActor
@Suite(.serialized)
struct FaultRegressionTests {
    @Test("F4: the test compositor releases no held buffer the client destroyed, after hundreds of buffers (fuzz seed 3)")
    func heldBufferDestroyed() throws {
        let h = try Harness()
        let (scene, window) = try h.showWindow(size: CGSize(width: 20, height: 20))
        // More buffers than the compositor once had destroy listeners for.
        for i in 0..<270 {
            h.compositor.configure(0, width: 20 + i % 50, height: 20 + i / 50)
            try h.roundtrip()
            h.compositor.sendFrameDone()
            try h.roundtrip()
        }
        #expect(h.compositor.buffersSeen > 256)
        h.compositor.holdsBuffers = true
        window.backgroundColor = .red
        h.compositor.sendFrameDone()
        try h.roundtrip()
        // The window goes: its buffers are destroyed while the compositor holds one.
        window.isHidden = true
        try h.roundtrip()
        h.compositor.releaseBuffers()
        try h.roundtrip()
        _ = scene
    }

    @Test("F5: a soak of 20,000 events through one window leaves no touch or press open")
    func soakSmoke() throws {
        let driver = try SoakDriver()
        try driver.run(events: 20_000, every: 10_000) { _ in }
        #expect(driver.events >= 20_000)
        #expect(driver.scene.violations().isEmpty)
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }
}
