import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Y4: keyboard focus as UIKit's focus system.
@MainActor
@Suite(.serialized)
struct FocusSystemTests {
    var focused: UIView? { UIFocusSystem._main.focusedItem }

    func field(_ placeholder: String, y: CGFloat, in view: UIView) -> UITextField {
        let f = UITextField(frame: CGRect(x: 20, y: y, width: 200, height: 34))
        f.placeholder = placeholder
        view.addSubview(f)
        return f
    }

    @Test("Y4: Tab and Shift-Tab walk a form's text fields in reading order, each its own group; the focused field edits")
    func tabThroughFields() {
        let f = AccessibilityFixture()
        let root = f.root.view!
        let last = field("Last", y: 200, in: root)
        let first = field("First", y: 100, in: root)
        let button = UIButton(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
        button.setTitle("Save", for: .normal)
        root.addSubview(button)
        f.backend.press(.keyboardTab)
        #expect(focused === first && first.isFirstResponder)
        f.backend.press(.keyboardTab)
        #expect(focused === last && last.isFirstResponder && !first.isFirstResponder)
        f.backend.press(.keyboardTab)
        #expect(focused === first, "the button is not focusable without Full Keyboard Access; Tab wraps")
        f.backend.press(.keyboardTab, .shift)
        #expect(focused === last)
    }

    @Test("Y4: with Full Keyboard Access every enabled control takes focus; Return and Space press it")
    func fullKeyboardAccess() {
        let settings = AccessibilitySettings.shared
        settings.fullKeyboardAccess = true
        defer { settings.fullKeyboardAccess = false }
        let f = AccessibilityFixture()
        var presses = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.setTitle("Buy", for: .normal)
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        let disabled = UIButton(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        disabled.isEnabled = false
        let toggle = UISwitch(frame: CGRect(x: 20, y: 300, width: 51, height: 31))
        for v in [button, disabled, toggle] { f.root.view.addSubview(v) }
        f.backend.press(.keyboardTab)
        #expect(focused === button)
        f.backend.press(.keyboardReturnOrEnter)
        #expect(presses == 1)
        f.backend.press(.keyboardTab)
        #expect(focused === toggle, "a disabled control is skipped")
        f.backend.press(.keyboardSpacebar, characters: " ")
        #expect(toggle.isOn)
    }

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var selected: [Int] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    }

    @Test("Y4: a list is one focus group: arrows move between its cells, Tab leaves and comes back to the same cell, Return selects")
    func listGroup() throws {
        let f = AccessibilityFixture()
        let search = field("Search", y: 20, in: f.root.view)
        let table = UITableView(frame: CGRect(x: 0, y: 80, width: 390, height: 400))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        f.root.view.addSubview(table)
        f.window.layoutIfNeeded()
        f.backend.press(.keyboardTab)
        #expect(focused === search)
        f.backend.press(.keyboardTab)
        let row0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(focused === row0)
        #expect(!search.isFirstResponder, "leaving a text field ends its editing")
        f.backend.press(.keyboardDownArrow)
        f.backend.press(.keyboardDownArrow)
        let row2 = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(focused === row2)
        f.backend.press(.keyboardUpArrow)
        let row1 = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(focused === row1)
        f.backend.press(.keyboardTab)
        #expect(focused === search)
        f.backend.press(.keyboardTab)
        #expect(focused === row1, "the list remembers where focus was")
        search.resignFirstResponder()
        f.backend.press(.keyboardReturnOrEnter)
        #expect(rows.selected == [1])
    }

    @Test("Y4: focus is drawn around the focused item and hidden by a touch; views hear didUpdateFocus and the app the notification")
    func focusDrawnAndTold() throws {
        final class Probe: UITextField {
            var updates: [Bool] = []
            override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
                updates.append(context.nextFocusedView === self)
            }
        }
        let f = AccessibilityFixture()
        let probe = Probe(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        f.root.view.addSubview(probe)
        let other = field("Other", y: 200, in: f.root.view)
        final class Count: @unchecked Sendable { var value = 0 }
        let notified = Count()
        let token = NotificationCenter.default.addObserver(forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil) { _ in
            notified.value += 1
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let recorder = RecordingTechnology()
        AccessibilityCenter.shared.attach(recorder)
        defer { AccessibilityCenter.shared.detach(recorder) }
        f.backend.press(.keyboardTab)
        let ring = try #require(f.window.subviews.last as? FocusRingView)
        #expect(ring.frame == probe.frame.insetBy(dx: -FocusRingView.outset, dy: -FocusRingView.outset))
        #expect(!ring.isAccessibilityElement && ring.accessibilityElementsHidden)
        f.backend.press(.keyboardTab)
        #expect(focused === other && ring.frame.midY == other.frame.midY)
        #expect(probe.updates == [true, false] && notified.value == 2)
        #expect(recorder.events.contains { if case .focusChanged(let v) = $0 { return v === other } else { return false } })
        #expect(AccessibilityHierarchy.states(of: other).contains(.focused))
        f.backend.tap(at: CGPoint(x: 300, y: 600))
        #expect(focused == nil && ring.superview == nil, "a touch hides focus")
    }

    @Test("Y4: an alert keeps focus inside it; Escape performs escape (cancel, then back)")
    func alertAndEscape() throws {
        let settings = AccessibilitySettings.shared
        settings.fullKeyboardAccess = true
        defer { settings.fullKeyboardAccess = false }
        let nav = UINavigationController(rootViewController: UIViewController())
        let f = AccessibilityFixture(root: nav)
        let second = UIViewController()
        nav.pushViewController(second, animated: false)
        f.backend.advanceTime(by: 0.5)
        let behind = UIButton(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
        second.view.addSubview(behind)
        var chosen: [String] = []
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { _ in chosen.append("Stay") })
        alert.addAction(UIAlertAction(title: "Leave", style: .default) { _ in chosen.append("Leave") })
        second.present(alert, animated: false)
        f.backend.advanceTime(by: 0.5)
        f.backend.press(.keyboardTab)
        f.backend.press(.keyboardTab)
        f.backend.press(.keyboardTab)
        let inAlert = try #require(focused)
        #expect(inAlert is AlertActionView, "never the button behind the alert")
        f.backend.press(.keyboardTab)
        #expect(focused is AlertActionView)
        f.backend.press(.keyboardEscape)
        f.backend.advanceTime(by: 0.5)
        #expect(chosen == ["Stay"], "the alert's own Escape chooses its cancel action")
        #expect(nav.viewControllers.count == 2)
        for _ in 0..<4 where focused !== behind { f.backend.press(.keyboardTab) }
        #expect(focused === behind, "the back button and the button behind are reachable again")
        f.backend.press(.keyboardEscape)
        f.backend.advanceTime(by: 1)
        #expect(nav.viewControllers.count == 1, "Escape goes back")
    }
}
