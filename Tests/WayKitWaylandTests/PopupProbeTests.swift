import Foundation
import Testing
@testable import WayKit
@testable import WayKitWayland

/// The client half of scripts/weston-popup-check.sh (D6 against a real
/// compositor): runs only when the script sets `WAYKIT_POPUP_PROBE` to a
/// number of seconds; connects to `$WAYLAND_DISPLAY` as a kiosk (the window
/// at the output's origin, so window points are the compositor's), shows a
/// button whose tap opens a menu, and asks the script for input on stderr
/// (`popup-probe: input touch X Y`, `input key CODE`, `input click X Y`),
/// one phase at a time, reporting what came of it:
///   1. a tap on the button opens a popup; a tap on its "Paste" row chooses it;
///   2. the button again; down, down, down, return choose "Delete";
///   3. the button again; a tap on the toplevel outside the menu closes it.
/// With `WAYKIT_POPUP_PROBE_KEYS_ONLY` (scripts/sway-popup-check.sh: headless
/// sway here has no touch or pointer to inject, only wtype's virtual
/// keyboard) the probe opens the menu itself (no press, so no grab), asks
/// for `input keys Escape`, which closes it, then opens a second menu and
/// closes it itself. (wtype sends keys through a keymap of its own, whose
/// first key has code 1, KEY_ESC's; arrows and return come with codes that
/// name other physical keys, so the keys that move in a menu cannot be
/// typed with it.)
@MainActor
@Suite
struct PopupProbeTests {
    nonisolated static let seconds = ProcessInfo.processInfo.environment["WAYKIT_POPUP_PROBE"].flatMap(Double.init)

    nonisolated static let keysOnly = ProcessInfo.processInfo.environment["WAYKIT_POPUP_PROBE_KEYS_ONLY"] != nil

    nonisolated static func report(_ line: String) {
        FileHandle.standardError.write(Data("popup-probe: \(line)\n".utf8))
    }

    @Test("D6 under a real compositor: a button's menu opens as an xdg_popup, an item is chosen by touch and by keys, a tap outside closes it",
          .enabled(if: seconds != nil, "only under scripts/weston-popup-check.sh"))
    func probe() throws {
        let seconds = try #require(Self.seconds)
        UIApplication._resetShared(clock: EventClock(.monotonic))
        let backend = try WaylandBackend(options: WaylandBackend.Options(
            appID: "org.waykit.popup-probe", title: "popup-probe", kiosk: true, drainsMainQueue: false,
            log: { Self.report($0) }))
        defer { backend.disconnect() }
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.backgroundColor = .white
        var chosen: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("Menu", for: .normal)
        button.backgroundColor = UIColor.systemGray5
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 60)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(children: ["Copy", "Paste", "Delete"].map { title in
            UIAction(title: title) { _ in
                chosen.append(title)
                Self.report("chosen \(title)")
            }
        })
        window.addSubview(button)
        window.makeKeyAndVisible()
        var commits = 0
        backend.onCommit = { _ in commits += 1 }
        backend.show(scene)

        if Self.keysOnly {
            try keysOnlyPhases(backend, scene: scene, button: button, chosen: { chosen }, deadline: Date().addingTimeInterval(seconds))
            return
        }
        enum Phase { case start, tapItem, keys, outside, finished }
        var phase = Phase.start
        var popupsSeen = 0
        // Held, so a new popup never shares the address of the last (freed) one.
        var lastPopup: PopupSurface?
        func popup() -> PopupSurface? { backend.client.toplevels.first?.popups.first(where: \.isConfigured) }
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, phase != .finished {
            try backend.dispatch(timeout: 0.05)
            if let p = popup(), p !== lastPopup {
                lastPopup = p
                popupsSeen += 1
                let f = p.window.frame
                Self.report("popup \(popupsSeen) configured at \(Int(f.minX)) \(Int(f.minY)) \(Int(f.width))×\(Int(f.height)), grab serial \(p.grabSerial.map(String.init) ?? "none")")
                switch popupsSeen {
                case 1:
                    guard let row = MenuWindow.shown?.frameOfRow(titled: "Paste") else { break }
                    phase = .tapItem
                    Self.report("input touch \(Int(row.midX)) \(Int(row.midY))")
                case 2:
                    phase = .keys
                    for code in [108, 108, 108, 28] { Self.report("input key \(code)") }
                default:
                    phase = .outside
                    Self.report("input touch 1000 700")
                }
            }
            switch phase {
            case .start where commits > 0 && scene.size.width > 0:
                phase = .tapItem
                Self.report("window \(Int(scene.size.width))×\(Int(scene.size.height))")
                Self.report("input touch \(Int(button.frame.midX)) \(Int(button.frame.midY))")
            case .tapItem where chosen == ["Paste"] && MenuWindow.shown == nil:
                phase = .keys
                Self.report("input touch \(Int(button.frame.midX)) \(Int(button.frame.midY))")
            case .keys where chosen == ["Paste", "Delete"] && MenuWindow.shown == nil:
                phase = .outside
                Self.report("input touch \(Int(button.frame.midX)) \(Int(button.frame.midY))")
            case .outside where popupsSeen == 3 && MenuWindow.shown == nil:
                phase = .finished
            default:
                break
            }
        }
        let alive = backend.client.toplevels.first?.popups.count ?? -1
        Self.report("finished: chosen \(chosen), popups \(popupsSeen), popups alive \(alive), touches down \(UIApplication.shared.activeTouches.count)")
        #expect(chosen == ["Paste", "Delete"])
        #expect(popupsSeen == 3 && alive == 0)
        #expect(UIApplication.shared.activeTouches.isEmpty)
    }

    /// The keys-only phases: menus the probe opens itself, chosen and
    /// closed with keys.
    private func keysOnlyPhases(_ backend: WaylandBackend, scene: UIWindowScene, button: UIButton,
                                chosen: () -> [String], deadline: Date) throws {
        var phase = 0
        var popupsSeen = 0
        // Held, so a new popup never shares the address of the last (freed) one.
        var lastPopup: PopupSurface?
        while Date() < deadline, phase < 3 {
            try backend.dispatch(timeout: 0.05)
            if let p = backend.client.toplevels.first?.popups.first(where: \.isConfigured), p !== lastPopup {
                lastPopup = p
                popupsSeen += 1
                let f = p.window.frame
                Self.report("popup \(popupsSeen) configured at \(Int(f.minX)) \(Int(f.minY)) \(Int(f.width))×\(Int(f.height)), grab serial \(p.grabSerial.map(String.init) ?? "none")")
                if popupsSeen == 1 { Self.report("input keys Escape") } else { MenuHostWindow.dismissCurrent() }
            }
            if phase == 0, backend.client.toplevels.first?.isConfigured == true, scene.size.width > 0 {
                phase = 1
                Self.report("window \(Int(scene.size.width))×\(Int(scene.size.height))")
                button._presentMenu()
            } else if phase == 1, popupsSeen == 1, MenuWindow.shown == nil {
                phase = 2
                button._presentMenu()
            } else if phase == 2, popupsSeen == 2, MenuWindow.shown == nil {
                phase = 3
            }
        }
        let alive = backend.client.toplevels.first?.popups.count ?? -1
        Self.report("finished: chosen \(chosen()), popups \(popupsSeen), popups alive \(alive)")
        #expect(chosen().isEmpty)
        #expect(popupsSeen == 2 && alive == 0)
    }
}
