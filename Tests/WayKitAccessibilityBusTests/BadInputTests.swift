import Foundation
import Testing
import WayKit
import WayKitTesting
@testable import WayKitAccessibilityBus

/// Y2: what a reader (or anything on the bus) may send: wrong signatures,
/// unknown methods, freed elements, and what an app may show: huge labels.
@MainActor
@Suite(.serialized)
struct BadInputTests {
    let accessible = ATSPIInterface.accessible.rawValue

    @Test("Y2: wrong signatures, unknown methods and interfaces are answered with D-Bus errors, and the bridge goes on")
    func wrongCalls() throws {
        let fixture = BridgeFixture()
        let button = fixture.add(UIButton(type: .system), CGRect(x: 0, y: 0, width: 50, height: 30))
        button.setTitle("Go", for: .normal)
        let bus = try PeerBus()
        let path = bus.path(button)
        #expect(bus.errorName(path, accessible, "GetChildAtIndex", arguments: { $0.append("zero") }) == BusErrorName.invalidArgs)
        #expect(bus.errorName(path, accessible, "GetChildAtIndex") == BusErrorName.invalidArgs)
        #expect(bus.errorName(path, accessible, "GetRole", arguments: { $0.append(Int32(1)) }) == BusErrorName.invalidArgs)
        #expect(bus.errorName(path, accessible, "Explode") == BusErrorName.unknownMethod)
        #expect(bus.errorName(path, "org.a11y.atspi.Table", "GetRowAtIndex") == BusErrorName.unknownMethod)
        #expect(bus.errorName(path, ATSPIInterface.text.rawValue, "GetText",
                              arguments: { $0.append(Int32(0)); $0.append(Int32(1)) }) == BusErrorName.unknownMethod,
                "a button has no Text")
        #expect(bus.errorName(path, "org.freedesktop.DBus.Properties", "Get", arguments: { $0.append(accessible) })
                == BusErrorName.invalidArgs)
        #expect(bus.errorName(path, "org.freedesktop.DBus.Properties", "Get",
                              arguments: { $0.append(accessible); $0.append("Colour") }) == BusErrorName.unknownProperty)
        #expect(bus.errorName(path, "org.freedesktop.DBus.Properties", "Set", arguments: { w in
            w.append(ATSPIInterface.value.rawValue); w.append("CurrentValue"); w.variant("s") { $0.append("high") }
        }) == BusErrorName.unknownProperty, "a button has no Value")
        #expect(bus.errorName(ATSPIPath.root, "org.freedesktop.DBus.Properties", "Set", arguments: { w in
            w.append(ATSPIInterface.application.rawValue); w.append("Id"); w.variant("s") { $0.append("7") }
        }) == BusErrorName.invalidArgs)
        #expect(bus.errorName(ATSPIPath.cache, ATSPIServer.cacheInterface, "GetItems", arguments: { $0.append(true) })
                == BusErrorName.invalidArgs)
        #expect(bus.errorName(ATSPIPath.root, ATSPIInterface.application.rawValue, "GetApplicationBusAddress")
                == BusErrorName.unknownMethod, "libatspi's first call: unanswered, it stays on the bus")
        #expect(bus.name(path) == "Go", "still answering")
    }

    @Test("Y2: a freed or removed element, or a path that never was, is answered UnknownObject (defunct)")
    func defunct() throws {
        let fixture = BridgeFixture()
        var label: UILabel? = fixture.add(UILabel(), CGRect(x: 0, y: 0, width: 50, height: 30))
        label?.text = "Gone soon"
        let kept = fixture.add(UILabel(), CGRect(x: 0, y: 40, width: 50, height: 30))
        kept.text = "Removed"
        let bus = try PeerBus()
        let freedPath = bus.path(try #require(label))
        let removedPath = bus.path(kept)
        #expect(bus.name(freedPath) == "Gone soon")
        label?.removeFromSuperview()
        label = nil
        kept.removeFromSuperview()
        #expect(bus.errorName(freedPath, accessible, "GetRole") == BusErrorName.unknownObject)
        #expect(bus.errorName(removedPath, accessible, "GetRole") == BusErrorName.unknownObject)
        #expect(bus.errorName(ATSPIPath.path(for: 987_654_321), accessible, "GetRole") == BusErrorName.unknownObject)
        #expect(bus.errorName("/org/a11y/atspi/accessible/xyz", "org.freedesktop.DBus.Properties", "GetAll",
                              arguments: { $0.append(accessible) }) == BusErrorName.unknownObject)
    }

    @Test("Y2: a huge label is cut to 64 KiB on the bus, logged once")
    func hugeLabel() throws {
        let fixture = BridgeFixture()
        let label = fixture.add(UILabel(), CGRect(x: 0, y: 0, width: 50, height: 30))
        label.text = String(repeating: "ü", count: 100_000)  // 200,000 bytes
        let bus = try PeerBus()
        let name = try #require(bus.name(bus.path(label)))
        #expect(name.utf8.count == 65_536 && name.unicodeScalars.allSatisfy { $0 == "ü" })
        _ = bus.name(bus.path(label))
        #expect(bus.log.count == 1 && bus.log[0].contains("cut"), "\(bus.log)")
    }
}
