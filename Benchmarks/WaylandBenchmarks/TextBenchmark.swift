import Foundation
import WayKit
import WayKitWayland
import WaylandTestCompositor

/// The form the text figures type into: four rounded-border fields, one
/// under the other, in a view of `size`.
@MainActor
func fourFieldForm(size: CGSize) -> (UIView, [UITextField]) {
    let form = UIView(frame: CGRect(origin: .zero, size: size))
    var fields: [UITextField] = []
    for i in 0..<4 {
        let f = UITextField(frame: CGRect(x: 40, y: 40 + CGFloat(i) * 56, width: 400, height: 40))
        f.borderStyle = .roundedRect
        f.placeholder = "Field \(i + 1)"
        form.addSubview(f)
        fields.append(f)
    }
    return (form, fields)
}

/// K (issue 11): a key press typed into a focused text field, from the
/// compositor's `wl_keyboard.key` to the commit of the frame that shows the
/// character, in a 1280×800 window with a form of four fields. Each sample
/// types one letter; every 40 the field is emptied (so the line stays a
/// line's width, as when typing a name).
@MainActor
func keyToCommit(iterations: Int) throws -> [Double] {
    let size = CGSize(width: 1280, height: 800)
    let (form, fields) = fourFieldForm(size: size)
    let (bench, box) = try Bench.make(size: size, content: form)
    let c = bench.compositor
    let surface = c.children(c.toplevelSurface(0))[0]
    // Hardware keys only: the on-screen keyboard (the test compositor has
    // no input method) would animate in and hold frames meanwhile.
    UIApplication.shared.onScreenKeyboardPolicy = .never
    _ = c.sendKeymap(layout: "us")
    c.keyboardEnter(surface: surface)
    _ = fields[0].becomeFirstResponder()
    try bench.settle()
    // A person types some time after the window gets the keyboard: 100 ms
    // of the run loop first (the compose table loads then, and the text
    // input warm-up runs, not in the first key press).
    try idle(bench, seconds: 0.1)
    let letters: [UInt32] = [30, 48, 46, 32, 18, 33, 34, 35]   // a b c d e f g h
    var samples: [Double] = []
    for i in 0..<iterations {
        if i % 40 == 0 { fields[0].text = "" }
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
        let before = c.commits(surface)
        let code = letters[i % letters.count]
        let t0 = EventClock.monotonicNow()
        c.key(code, pressed: true, time: UInt32(i * 10))
        try waitForCommit(c, bench, surface: surface, after: before)
        samples.append((EventClock.monotonicNow() - t0) * 1000)
        c.key(code, pressed: false, time: UInt32(i * 10 + 5))
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
    }
    precondition(!(fields[0].text ?? "").isEmpty, "no text typed")
    _ = box
    return samples
}

/// K5: a tap on WayKit's on-screen keyboard, from the compositor's
/// `wl_touch.up` on the key to the commit of the app window's frame that
/// shows the character (the key types on touch-up). The test compositor
/// has no input method, so the keyboard comes up by itself.
@MainActor
func onScreenKeyToCommit(iterations: Int) throws -> [Double] {
    let size = CGSize(width: 1280, height: 800)
    let form = UIView(frame: CGRect(origin: .zero, size: size))
    let field = UITextField(frame: CGRect(x: 40, y: 40, width: 400, height: 40))
    field.borderStyle = .roundedRect
    form.addSubview(field)
    let (bench, box) = try Bench.make(size: size, content: form)
    UIApplication.shared.onScreenKeyboardPolicy = .automatic
    let c = bench.compositor
    _ = field.becomeFirstResponder()
    // The keyboard slides in: frames until it has settled.
    for i in 0..<150 {
        c.sendFrameDone(time: UInt32(i * 16))
        try bench.settle()
        usleep(5000)
    }
    guard let scene = bench.window.windowScene,
          let keyboard = scene.windowsFrontToBack.first(where: { $0.windowLevel > .normal }),
          let key = findView("key e", in: keyboard) else {
        throw BenchError.noKeyboard
    }
    let p = key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: nil)
    let surfaces = c.children(c.toplevelSurface(0))
    guard surfaces.count >= 2 else { throw BenchError.noKeyboard }
    let appSurface = surfaces[0], keyboardSurface = surfaces[surfaces.count - 1]
    var samples: [Double] = []
    for i in 0..<iterations {
        if i % 40 == 0 { field.text = "" }
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
        c.touchDown(surface: keyboardSurface, id: 1, x: Double(p.x), y: Double(p.y), time: UInt32(i * 10))
        c.touchFrame()
        try bench.settle()
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
        let before = c.commits(appSurface)
        let t0 = EventClock.monotonicNow()
        c.touchUp(id: 1, time: UInt32(i * 10 + 5))
        c.touchFrame()
        try waitForCommit(c, bench, surface: appSurface, after: before)
        samples.append((EventClock.monotonicNow() - t0) * 1000)
    }
    precondition((field.text ?? "").contains("e"), "the key typed nothing")
    _ = box
    return samples
}

/// K1: the tap that focuses a text field, from the compositor's
/// `wl_touch.up` (a field takes focus when the finger lifts) to the commit
/// of the frame showing its caret. Each tap focuses the next of four fields,
/// 100 ms after the last; the first is the run's first touch. The text input
/// warm-up runs after that commit, while idle, so it must not show here.
@MainActor
func focusTapToCommit(iterations: Int) throws -> [Double] {
    let size = CGSize(width: 1280, height: 800)
    let (form, fields) = fourFieldForm(size: size)
    let (bench, box) = try Bench.make(size: size, content: form)
    let c = bench.compositor
    let surface = c.children(c.toplevelSurface(0))[0]
    UIApplication.shared.onScreenKeyboardPolicy = .never
    _ = c.sendKeymap(layout: "us")
    c.keyboardEnter(surface: surface)
    try idle(bench, seconds: 0.1)
    var samples: [Double] = []
    for i in 0..<iterations {
        let field = fields[i % fields.count]
        let p = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
        c.touchDown(surface: surface, id: 1, x: Double(p.x), y: Double(p.y), time: UInt32(i * 10))
        c.touchFrame()
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
        let before = c.commits(surface)
        let t0 = EventClock.monotonicNow()
        c.touchUp(id: 1, time: UInt32(i * 10 + 5))
        c.touchFrame()
        try waitForCommit(c, bench, surface: surface, after: before)
        samples.append((EventClock.monotonicNow() - t0) * 1000)
        precondition(field.isFirstResponder, "the tap did not focus the field")
        try idle(bench, seconds: 0.1)
    }
    _ = box
    return samples
}

/// Runs client and compositor for `seconds` as an idle app on a screen: the
/// compositor answers frame callbacks at 60 Hz (so no frame drawn meanwhile
/// leaves the window waiting for one when the next event comes), and the
/// client's idle work runs.
@MainActor
func idle(_ bench: Bench, seconds: TimeInterval) throws {
    let c = bench.compositor
    let end = EventClock.monotonicNow() + seconds
    var refresh = EventClock.monotonicNow()
    while EventClock.monotonicNow() < end {
        _ = try bench.backend.dispatch(timeout: 0)
        c.dispatch()
        if EventClock.monotonicNow() >= refresh {
            c.sendFrameDone(time: 0)
            refresh += 1.0 / 60
        }
        usleep(1000)
    }
}

enum BenchError: Error { case noKeyboard, noCommit }

/// Runs client and compositor until `surface` has a commit after `before`.
/// The caret's blink can commit a frame between samples and leave the
/// window waiting for its frame callback, which a real compositor sends at
/// the next refresh: after 2 ms of waiting the test compositor sends it too
/// (the sample then includes that wait, as on a screen).
@MainActor
func waitForCommit(_ c: TestCompositor, _ bench: Bench, surface: Int, after before: Int) throws {
    let start = EventClock.monotonicNow()
    var nudged = false
    while c.commits(surface) == before {
        _ = try bench.backend.dispatch(timeout: 0)
        c.dispatch()
        let waited = EventClock.monotonicNow() - start
        if waited > 0.002, !nudged { c.sendFrameDone(time: 0); nudged = true }
        if waited > 2 { throw BenchError.noCommit }
    }
}

@MainActor
func findView(_ identifier: String, in view: UIView) -> UIView? {
    if view.accessibilityIdentifier == identifier, !view.isHidden { return view }
    for sub in view.subviews { if let v = findView(identifier, in: sub) { return v } }
    return nil
}

