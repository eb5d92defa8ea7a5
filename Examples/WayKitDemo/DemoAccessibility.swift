import Foundation
import WayKit
import WayKitAccessibilityBus
import WayKitWayland

/// The AT-SPI bridge (Y2) on the harness's backend, as WayKit's launcher
/// puts it on every app's (WayKitLauncher/WaylandAppPlatform.swift): its
/// descriptors on the run loop, started at the first commit. Orca and
/// scripts/atspi-check.sh read the demo through it.
@MainActor
enum DemoAccessibility {
    static func attach(to backend: WaylandBackend) -> AccessibilityBus? {
        let bus = AccessibilityBus(applicationName: "WayKit demo")
        guard bus.mode != .off else { return nil }
        backend.addPollSource(prepare: {
            (bus.pollRequests.map { PollSource.Descriptor(fileDescriptor: $0.fileDescriptor, events: $0.events) },
             bus.pollTimeout)
        }, dispatch: { bus.dispatch() })
        let previous = backend.onCommit
        backend.onCommit = { window in
            previous?(window)
            bus.windowCommitted()
        }
        return bus
    }
}
