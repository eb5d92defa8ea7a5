import Foundation
import Testing
import WayKit
import WayKitTesting
@testable import WayKitAccessibilityBus

/// Y2: changes reach readers as events, the only way libatspi's cache (what
/// Orca reads from) learns of them (tools/atspi-prototype/NOTES.md §6).
@MainActor
@Suite(.serialized)
struct EventTests {
    /// The bridge attached to the core, with everything published (GetItems).
    func attachedBus() throws -> PeerBus {
        let bus = try PeerBus()
        AccessibilityCenter.shared.attach(bus.server)
        _ = bus.call(ATSPIPath.cache, ATSPIServer.cacheInterface, "GetItems") { _ in true }
        bus.clearEvents()
        return bus
    }

    func names(_ bus: PeerBus) -> [String] { bus.events.map { "\($0.member.split(separator: ".").last ?? "") \($0.detail)" } }

    @Test("Y2: focus moves: the old element loses focused, the new one gains it, with the legacy focus event")
    func focus() throws {
        let fixture = BridgeFixture()
        let first = fixture.add(UITextField(), CGRect(x: 0, y: 0, width: 100, height: 30))
        let second = fixture.add(UITextField(), CGRect(x: 0, y: 40, width: 100, height: 30))
        let bus = try attachedBus()
        defer { AccessibilityCenter.shared.detach(bus.server) }
        #expect(first.becomeFirstResponder())
        bus.pump()
        #expect(bus.events.map(\.description) == [
            "org.a11y.atspi.Event.Object.StateChanged(focused, 1, 0, -) from \(bus.path(first))",
            "org.a11y.atspi.Event.Focus.Focus(, 0, 0, -) from \(bus.path(first))",
        ])
        bus.clearEvents()
        #expect(second.becomeFirstResponder())
        bus.pump()
        #expect(bus.events.map(\.description) == [
            "org.a11y.atspi.Event.Object.StateChanged(focused, 0, 0, -) from \(bus.path(first))",
            "org.a11y.atspi.Event.Object.StateChanged(focused, 1, 0, -) from \(bus.path(second))",
            "org.a11y.atspi.Event.Focus.Focus(, 0, 0, -) from \(bus.path(second))",
        ])
        bus.clearEvents()
        bus.server.refresh()
        bus.pump()
        // (The on-screen keyboard's window came up: that is a child added.)
        #expect(!bus.events.contains { $0.member.hasSuffix("StateChanged") || $0.member.hasSuffix("Focus") },
                "the focus was told once: \(bus.events)")
        // GrabFocus on a button (which cannot be first responder) moves the
        // assistive focus: Orca speaks it (scripts/orca-check.sh).
        let button = fixture.add(UIButton(type: .system), CGRect(x: 0, y: 80, width: 100, height: 30))
        button.setTitle("OK", for: .normal)
        #expect(bus.call(bus.path(button), ATSPIInterface.component.rawValue, "GrabFocus") { $0.readBool() } == true)
        bus.pump()
        #expect(Array(names(bus).suffix(2)) == ["StateChanged focused", "Focus "])
        #expect(bus.states(bus.path(button))?.contains(.focused) == true)
        #expect(bus.states(bus.path(second))?.contains(.focused) == false)
    }

    @Test("Y2: a renamed label and a flipped switch are sent as name, value and state changes")
    func nameStateValue() throws {
        let fixture = BridgeFixture()
        let label = fixture.add(UILabel(), CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Activations: 0"
        let toggle = fixture.add(UISwitch(), CGRect(x: 0, y: 40, width: 60, height: 30))
        let bus = try attachedBus()
        defer { AccessibilityCenter.shared.detach(bus.server) }
        label.text = "Activations: 1"
        bus.server.refresh()
        toggle.setOn(true, animated: false)
        toggle.sendActions(for: .valueChanged)
        bus.pump()
        #expect(bus.events.map(\.description) == [
            "org.a11y.atspi.Event.Object.PropertyChange(accessible-name, 0, 0, Activations: 1) from \(bus.path(label))",
            "org.a11y.atspi.Event.Object.PropertyChange(accessible-value, 0, 0, -) from \(bus.path(toggle))",
            "org.a11y.atspi.Event.Object.StateChanged(checked, 1, 0, -) from \(bus.path(toggle))",
        ])
    }

    @Test("Y2: children added, removed and reordered are sent so that libatspi's list (insert at index, remove by object) equals the tree")
    func children() throws {
        let fixture = BridgeFixture()
        var labels: [UILabel] = []
        for i in 0..<5 {
            let label = fixture.add(UILabel(), CGRect(x: 0, y: CGFloat(i) * 40, width: 100, height: 30))
            label.text = "L\(i)"
            labels.append(label)
        }
        let bus = try attachedBus()
        defer { AccessibilityCenter.shared.detach(bus.server) }
        let frame = bus.path(fixture.window)
        // libatspi's children list for the frame, as its cache keeps it.
        var cached = labels.map { bus.path($0) }
        func apply(_ events: [PeerBus.Event]) {
            for e in events where e.path == frame && e.member.hasSuffix("ChildrenChanged") {
                guard let child = e.data else { continue }
                cached.removeAll { $0 == child }
                if e.detail == "add" { cached.insert(child, at: min(Int(e.detail1), cached.count)) }
            }
            for e in events where e.member.hasSuffix("AddAccessible") && e.detail == frame {
                guard let child = e.data, e.detail1 >= 0 else { continue }
                if Int(e.detail1) >= cached.count { cached += Array(repeating: "", count: Int(e.detail1) - cached.count + 1) }
                cached[Int(e.detail1)] = child
            }
        }
        func check(_ comment: String) {
            bus.server.refresh()
            bus.pump()
            apply(bus.events)
            let now = AccessibilityHierarchy.children(of: fixture.window).map { bus.path($0) }
            #expect(cached == now, "\(comment): \(bus.events)")
            bus.clearEvents()
        }
        labels[2].removeFromSuperview()
        check("one removed")
        let added = fixture.add(UILabel(), CGRect(x: 0, y: 50, width: 100, height: 30))
        added.text = "New"
        check("one added in the middle")
        labels[4].frame.origin.y = -50
        check("the last moved first")
        labels[0].removeFromSuperview()
        labels[1].removeFromSuperview()
        let end = fixture.add(UILabel(), CGRect(x: 0, y: 500, width: 100, height: 30))
        end.text = "End"
        check("two removed, one added at the end")
        let removedPath = bus.path(labels[3])
        labels[3].removeFromSuperview()
        bus.server.refresh()
        bus.pump()
        #expect(bus.events.contains { $0.member.hasSuffix("RemoveAccessible") && $0.data == removedPath },
                "an element no longer in any window leaves libatspi's cache")
    }

    @Test("Y2: text typed and deleted is sent as text-changed insert and delete with the caret, in code points")
    func text() throws {
        let fixture = BridgeFixture()
        let field = fixture.add(UITextField(), CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "👍 hi"
        let bus = try attachedBus()
        defer { AccessibilityCenter.shared.detach(bus.server) }
        #expect(field.becomeFirstResponder())
        bus.clearEvents()
        field.selectedTextRange = UITextRange(start: UITextPosition(offset: 5), end: UITextPosition(offset: 5))
        field.insertText("!")
        field.deleteBackward()
        field.deleteBackward()
        bus.pump()
        let path = bus.path(field)
        #expect(bus.events.filter { $0.member.hasSuffix("TextChanged") }.map(\.description) == [
            "org.a11y.atspi.Event.Object.TextChanged(insert, 4, 1, !) from \(path)",
            "org.a11y.atspi.Event.Object.TextChanged(delete, 4, 1, !) from \(path)",
            "org.a11y.atspi.Event.Object.TextChanged(delete, 3, 1, i) from \(path)",
        ])
        let carets = bus.events.filter { $0.member.hasSuffix("TextCaretMoved") }.map(\.detail1)
        #expect(carets.last == 3 && carets.contains(5), "the caret in code points: \(carets)")
    }

    @Test("Y2: a window made key is activated (window:activate with its name); an announcement is object:announcement")
    func windowAndAnnouncement() throws {
        let fixture = BridgeFixture()
        let bus = try attachedBus()
        defer { AccessibilityCenter.shared.detach(bus.server) }
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.isHidden = false
        other.makeKey()
        fixture.window.makeKey()
        bus.pump()
        let frame = bus.path(fixture.window)
        #expect(bus.events.contains { $0.description == "org.a11y.atspi.Event.Object.StateChanged(active, 1, 0, -) from \(frame)" })
        #expect(bus.events.last?.description == "org.a11y.atspi.Event.Window.Activate(, 0, 0, Fixture) from \(frame)")
        bus.clearEvents()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        bus.pump()
        #expect(bus.events.map(\.description) == ["org.a11y.atspi.Event.Object.Announcement(, 0, 0, Saved) from \(frame)"])
    }

    @Test("Y1/Y2: screenChanged and layoutChanged: what changed is sent at once (children added), an element argument gets the focus, a string is announced, and nil moves no focus")
    func screenAndLayoutChanged() throws {
        let fixture = BridgeFixture()
        let title = fixture.add(UILabel(), CGRect(x: 0, y: 0, width: 200, height: 30))
        title.text = "Inbox"
        let bus = try attachedBus()
        defer { AccessibilityCenter.shared.detach(bus.server) }
        let frame = bus.path(fixture.window)

        // A new screen's heading, posted as the element to read first: sent
        // without waiting for the periodic look at the tree.
        let heading = fixture.add(UILabel(), CGRect(x: 0, y: 40, width: 200, height: 30))
        heading.text = "Message"
        UIAccessibility.post(notification: .screenChanged, argument: heading)
        bus.pump()
        let path = bus.path(heading)
        #expect(bus.events.contains { $0.member.hasSuffix("ChildrenChanged") && $0.detail == "add" && $0.path == frame && $0.data == path },
                "the heading was added: \(bus.events)")
        #expect(Array(names(bus).suffix(2)) == ["StateChanged focused", "Focus "], "\(bus.events)")
        #expect(bus.events.last?.path == path)
        #expect(AccessibilityCenter.shared.focusedElement === heading)
        bus.clearEvents()

        // A layout change with nothing to read: the tree is sent, the
        // focus stays.
        let status = fixture.add(UILabel(), CGRect(x: 0, y: 80, width: 200, height: 30))
        status.text = "3 new"
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        bus.pump()
        #expect(bus.events.contains { $0.member.hasSuffix("ChildrenChanged") && $0.detail == "add" && $0.data == bus.path(status) },
                "\(bus.events)")
        #expect(!bus.events.contains { $0.member.hasSuffix("Focus") || $0.member.hasSuffix("StateChanged") }, "\(bus.events)")
        #expect(AccessibilityCenter.shared.focusedElement === heading)
        bus.clearEvents()

        // A layout change with a string: announced.
        UIAccessibility.post(notification: .layoutChanged, argument: "Filter applied")
        bus.pump()
        #expect(bus.events.map(\.description).contains("org.a11y.atspi.Event.Object.Announcement(, 0, 0, Filter applied) from \(path)"),
                "\(bus.events)")
    }
}
