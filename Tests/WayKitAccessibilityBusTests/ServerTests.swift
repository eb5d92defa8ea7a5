import Foundation
import Testing
import WayKit
import WayKitTesting
@testable import WayKitAccessibilityBus

/// Y2: the bridge's objects answer as libatspi 2.46 asks (the calls of
/// tools/atspi-prototype/NOTES.md §3), over a real sd-bus connection.
@MainActor
@Suite(.serialized)
struct ServerTests {
    let accessible = ATSPIInterface.accessible.rawValue
    let root = ATSPIPath.root

    /// OK button, "Name:" label, a text field with "hello", a slider.
    @MainActor
    final class Screen {
        let fixture = BridgeFixture()
        let button: UIButton
        let label: UILabel
        let field: UITextField
        let slider: UISlider
        var taps = 0

        init() {
            button = fixture.add(UIButton(type: .system), CGRect(x: 10, y: 10, width: 80, height: 30))
            button.setTitle("OK", for: .normal)
            button.accessibilityHint = "Confirms"
            label = fixture.add(UILabel(), CGRect(x: 10, y: 60, width: 100, height: 20))
            label.text = "Name:"
            field = fixture.add(UITextField(), CGRect(x: 10, y: 90, width: 200, height: 30))
            field.text = "hello"
            field.accessibilityIdentifier = "name"
            slider = fixture.add(UISlider(), CGRect(x: 10, y: 140, width: 200, height: 30))
            slider.value = 0.25
            button.addAction(UIAction { [unowned self] _ in self.taps += 1 }, for: .touchUpInside)
            fixture.window.layoutIfNeeded()
        }
    }

    @Test("Y2: the tree: the application, its frame, and the elements with roles, names, descriptions and states")
    func tree() throws {
        let screen = Screen()
        let bus = try PeerBus()
        #expect(bus.role(root) == ATSPIRole.application.rawValue)
        #expect(bus.name(root) == "Tests")
        #expect(bus.property(root, ATSPIInterface.application.rawValue, "ToolkitName", "s") { $0.readString() } == "WayKit")
        let frame = try #require(bus.childPath(root, 0))
        #expect(bus.role(frame) == ATSPIRole.frame.rawValue)
        #expect(bus.name(frame) == "Fixture", "a window is named by its scene's title")
        #expect(bus.property(frame, accessible, "ChildCount", "i") { $0.readInt32() } == 4)
        let paths = (0..<4).compactMap { bus.childPath(frame, Int32($0)) }
        #expect(paths == [screen.button, screen.label, screen.field, screen.slider].map { bus.path($0) })
        #expect(paths.compactMap { bus.role($0) } == [43, 29, 79, 51])
        #expect(paths.compactMap { bus.name($0) } == ["OK", "Name:", "", ""])
        #expect(bus.property(paths[0], accessible, "Description", "s") { $0.readString() } == "Confirms")
        #expect(bus.property(paths[2], accessible, "AccessibleId", "s") { $0.readString() } == "name")
        #expect(bus.property(paths[0], accessible, "Parent", "(so)") { m -> String? in
            guard m.enter("r", "so"), m.readString() != nil else { return nil }
            return m.readString("o")
        } == frame)
        #expect(bus.call(paths[3], accessible, "GetIndexInParent") { $0.readInt32() } == 3)
        let states = try #require(bus.states(paths[0]))
        #expect(states.contains([.enabled, .sensitive, .visible, .showing, .focusable]) && !states.contains(.focused))
        #expect(bus.states(paths[2])?.contains([.editable, .singleLine]) == true)
        #expect(bus.childPath(frame, 99) == ATSPIPath.null, "no child there: the null reference")
        let interfaces = bus.call(paths[2], accessible, "GetInterfaces") { m -> [String] in
            var names: [String] = []
            guard m.enter("a", "s") else { return names }
            while let name = m.readString() { names.append(name) }
            return names
        }
        #expect(interfaces == ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component", "org.a11y.atspi.Text",
                               "org.a11y.atspi.EditableText"])
    }

    @Test("Y2: Cache.GetItems lists every accessible, parents first, with what libatspi caches")
    func getItems() throws {
        let screen = Screen()
        let bus = try PeerBus()
        let items = bus.call(ATSPIPath.cache, ATSPIServer.cacheInterface, "GetItems") { m -> [(String, String, Int32, Int32, String, UInt32)] in
            #expect(m.signature == "a((so)(so)(so)iiassusau)")
            var items: [(String, String, Int32, Int32, String, UInt32)] = []
            guard m.enter("a", "((so)(so)(so)iiassusau)") else { return items }
            while m.enter("r", "(so)(so)(so)iiassusau") {
                @MainActor func ref() -> String { _ = m.enter("r", "so"); _ = m.readString(); let p = m.readString("o") ?? ""; m.exit(); return p }
                let path = ref(); _ = ref(); let parent = ref()
                let index = m.readInt32() ?? -9, count = m.readInt32() ?? -9
                _ = m.skip("as")
                let name = m.readString() ?? "", role = m.readUInt32() ?? 0
                _ = m.skip("sau")
                m.exit()
                items.append((path, parent, index, count, name, role))
            }
            return items
        }
        let list = try #require(items)
        try #require(list.count == 6, "the application, the frame and four elements")
        #expect(list[0].0 == root && list[0].2 == -1 && list[0].3 == 1 && list[0].5 == 75)
        #expect(list[1].1 == root && list[1].5 == 23 && list[1].3 == 4)
        let button = try #require(list.first { $0.4 == "OK" })
        #expect(button.0 == bus.path(screen.button) && button.1 == list[1].0 && button.2 == 0 && button.5 == 43)
    }

    @Test("Y2: Action: the button's click runs its action through a tap, after the reply")
    func doAction() throws {
        let screen = Screen()
        let bus = try PeerBus()
        let button = bus.path(screen.button)
        let action = ATSPIInterface.action.rawValue
        #expect(bus.property(button, action, "NActions", "i") { $0.readInt32() } == 1)
        #expect(bus.call(button, action, "GetName", arguments: { $0.append(Int32(0)) }) { $0.readString() } == "click")
        #expect(bus.call(button, action, "DoAction", arguments: { $0.append(Int32(0)) }) { $0.readBool() } == true)
        screen.fixture.backend.advanceTime(by: 0.1)
        #expect(screen.taps == 1)
        #expect(bus.errorName(button, action, "DoAction", arguments: { $0.append(Int32(5)) }) == BusErrorName.invalidArgs)
        let slider = bus.path(screen.slider)
        #expect(bus.call(slider, action, "GetActions") { m -> [String] in
            var names: [String] = []
            guard m.enter("a", "(sss)") else { return names }
            while m.enter("r", "sss") { names.append(m.readString() ?? ""); _ = m.skip("ss"); m.exit() }
            return names
        } == ["increment", "decrement"], "an adjustable element steps; a tap would move its knob")
    }

    @Test("Y2: Value: a slider's range and value; setting CurrentValue moves it, clamped")
    func value() throws {
        let screen = Screen()
        let bus = try PeerBus()
        let slider = bus.path(screen.slider)
        let value = ATSPIInterface.value.rawValue
        #expect(bus.property(slider, value, "CurrentValue", "d") { $0.readDouble() } == 0.25)
        #expect(bus.property(slider, value, "MaximumValue", "d") { $0.readDouble() } == 1)
        func set(_ v: Double) -> String? {
            bus.errorName(slider, "org.freedesktop.DBus.Properties", "Set") { w in
                w.append(value)
                w.append("CurrentValue")
                w.variant("d") { $0.append(v) }
            }
        }
        #expect(set(0.75) == "")
        #expect(screen.slider.value == 0.75)
        #expect(set(40) == "" && screen.slider.value == 1, "clamped by the control")
        #expect(set(.nan) == BusErrorName.invalidArgs)
        #expect(bus.errorName(slider, "org.freedesktop.DBus.Properties", "Set") { w in
            w.append(value)
            w.append("MaximumValue")
            w.variant("d") { $0.append(3.0) }
        } == BusErrorName.propertyReadOnly)
    }

    @Test("Y2: Selection on a segmented control: the selected child and IsChildSelected follow it; SelectChild taps the segment; out-of-range indexes and deselecting answer false")
    func selection() throws {
        let fixture = BridgeFixture()
        let control = fixture.add(UISegmentedControl(items: ["Small", "Medium", "Large"]), CGRect(x: 10, y: 10, width: 300, height: 32))
        control.selectedSegmentIndex = 0
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        fixture.window.layoutIfNeeded()
        let bus = try PeerBus()
        let path = bus.path(control)
        let selection = ATSPIInterface.selection.rawValue
        func selectedChild() -> String? {
            bus.call(path, selection, "GetSelectedChild", arguments: { $0.append(Int32(0)) }) { m -> String in
                guard m.enter("r", "so") else { return "" }
                _ = m.readString()
                let p = m.readString("o") ?? ""
                m.exit()
                return p
            }
        }
        func isSelected(_ i: Int32) -> Bool? {
            bus.call(path, selection, "IsChildSelected", arguments: { $0.append(i) }) { $0.readBool() ?? false }
        }
        let first = try #require(selectedChild())
        #expect(first.hasPrefix(ATSPIPath.prefix), "a child's path: \(first)")
        #expect(isSelected(0) == true && isSelected(1) == false && isSelected(7) == false)
        #expect(bus.call(path, selection, "SelectChild", arguments: { $0.append(Int32(2)) }) { $0.readBool() } == true)
        fixture.backend.advanceTime(by: 0.2)
        #expect(control.selectedSegmentIndex == 2 && changes == 1, "selected by a tap, as a person would")
        #expect(isSelected(2) == true && isSelected(0) == false)
        #expect(selectedChild() != first)
        #expect(bus.call(path, selection, "SelectChild", arguments: { $0.append(Int32(9)) }) { $0.readBool() } == false)
        #expect(bus.call(path, selection, "DeselectChild", arguments: { $0.append(Int32(2)) }) { $0.readBool() } == false)
        #expect(bus.call(path, selection, "ClearSelection") { $0.readBool() ?? true } == false)
        #expect(control.selectedSegmentIndex == 2)
    }
}
