import Foundation
import WayKit
import WayKitWayland
import WaylandTestCompositor

/// K (issue 11): a key press typed into a focused text field, from the
/// compositor's `wl_keyboard.key` to the commit of the frame that shows the
/// character, in a 1280×800 window with a form of four fields. Each sample
/// types one letter; every 40 the field is emptied (so the line stays a
/// line's width, as when typing a name).
@MainActor
func keyToCommit(iterations: Int) throws -> [Double] {
    let size = CGSize(width: 1280, height: 800)
    let form = UIView(frame: CGRect(origin: .zero, size: size))
    var fields: [UITextField] = []
    for i in 0..<4 {
        let f = UITextField(frame: CGRect(x: 40, y: 40 + CGFloat(i) * 56, width: 400, height: 40))
        f.borderStyle = .roundedRect
        f.placeholder = "Field \(i + 1)"
        form.addSubview(f)
        fields.append(f)
    }
    let (bench, box) = try Bench.make(size: size, content: form)
    let c = bench.compositor
    let surface = c.children(c.toplevelSurface(0))[0]
    _ = c.sendKeymap(layout: "us")
    c.keyboardEnter(surface: surface)
    _ = fields[0].becomeFirstResponder()
    try bench.settle()
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
        while c.commits(surface) == before {
            _ = try bench.backend.dispatch(timeout: 0)
            c.dispatch()
        }
        samples.append((EventClock.monotonicNow() - t0) * 1000)
        c.key(code, pressed: false, time: UInt32(i * 10 + 5))
        c.sendFrameDone(time: UInt32(i))
        try bench.settle()
    }
    precondition(!(fields[0].text ?? "").isEmpty, "no text typed")
    _ = box
    return samples
}
