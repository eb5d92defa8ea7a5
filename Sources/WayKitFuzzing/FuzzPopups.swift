import Foundation
import WayKit

/// Popups (`xdg_popup`, D6, F4): the scene's menu button opened by a tap or
/// a click, then the compositor's `configure` (any position and size,
/// negative and huge included) and `popup_done` (once or three times) at
/// any time: before the popup's first configure, after the app dismissed
/// it (a choice, an outside tap, a key) but before the compositor saw the
/// destroy, and to popups long gone. Touches and the pointer land on
/// popup surfaces too (`EventStreamFuzzer.surface`).
///
/// Invariant: after `popup_done` the popup is destroyed and no menu window
/// is left showing.
@MainActor
final class FuzzPopups: FuzzDriver {
    private unowned let fuzzer: EventStreamFuzzer

    init(_ fuzzer: EventStreamFuzzer) { self.fuzzer = fuzzer }

    /// Surfaces of the popups the client has not destroyed.
    var liveSurfaces: [Int] {
        let c = fuzzer.compositor
        return (0..<c.popupCount).filter { c.isPopupAlive($0) }.map { c.popupSurface($0) }
    }

    func step(_ input: inout some FuzzInput) {
        let c = fuzzer.compositor
        // Any popup ever made, and one that never was.
        let p = Int(input.byte()) % (c.popupCount + 1)
        switch input.byte() % 6 {
        case 0, 1:
            openMenu(&input)
        case 2, 3:
            let x = input.edgyInt32(), y = input.edgyInt32()
            let w = input.byte() % 4 == 0 ? input.edgyInt32() : Int32(input.byte()) + 20
            let h = input.byte() % 4 == 0 ? input.edgyInt32() : Int32(input.byte()) + 20
            fuzzer.note("popup \(p) configure \(x) \(y) \(w)×\(h)")
            c.configurePopup(p, x: x, y: y, width: w, height: h)
        default:
            let times = Int(input.byte() % 3) + 1
            fuzzer.note("popup \(p) popup_done ×\(times)")
            c.popupDone(p, times: times)
        }
    }

    /// A tap (or a click) on the menu button, on the toplevel's base
    /// surface, whose coordinates are the scene's: the menu opens on the
    /// way up (D6).
    private func openMenu(_ input: inout some FuzzInput) {
        let c = fuzzer.compositor
        let top = c.toplevelSurface(0)
        let frame = fuzzer.scene.menuButton.frame
        let x = Double(frame.midX), y = Double(frame.midY)
        let t = fuzzer.tick(&input)
        if input.byte() % 2 == 0 {
            let id = fuzzer.freeFingerID()
            fuzzer.note("tap menu button (finger \(id))")
            c.touchDown(surface: top, id: id, x: x, y: y, time: t)
            c.touchFrame()
            c.touchUp(id: id, time: t &+ 40)
            c.touchFrame()
        } else {
            fuzzer.note("click menu button")
            fuzzer.enterPointer(surface: top, x: x, y: y)
            c.pointerButton(pressed: true, time: t)
            c.pointerFrame()
            c.pointerButton(pressed: false, time: t &+ 40)
            c.pointerFrame()
        }
    }

    /// The compositor dismisses whatever is open, as an outside click does.
    func finish() {
        let c = fuzzer.compositor
        for p in 0..<c.popupCount where c.isPopupAlive(p) { c.popupDone(p) }
    }

    func violations() -> [String] {
        var problems: [String] = []
        let c = fuzzer.compositor
        for p in 0..<c.popupCount where c.isPopupAlive(p) {
            problems.append("popup \(p) still alive after popup_done")
        }
        // The menu's window (WayKit's internal `MenuWindow`, or a context
        // menu's) is known here by its type's name: the on-screen
        // keyboard's window may rightly stay.
        for w in fuzzer.scene.scene.windows where !w.isHidden && "\(type(of: w))".contains("Menu") {
            problems.append("\(type(of: w)) still showing after popup_done")
        }
        return problems
    }
}
