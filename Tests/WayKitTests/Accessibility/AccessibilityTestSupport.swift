import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A headless app with one key window, for the accessibility tests.
@MainActor
struct AccessibilityFixture {
    let backend: HeadlessBackend
    let window: UIWindow
    let root: UIViewController

    init(size: CGSize = CGSize(width: 390, height: 844), root: UIViewController = UIViewController()) {
        backend = HeadlessBackend(size: size)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        self.root = root
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    /// The labels of every reachable element, in reading order.
    func readingOrder() -> [String] {
        window.layoutIfNeeded()
        return AccessibilityHierarchy.orderedElements().map { $0.accessibilityLabel ?? "?" }
    }
}

/// Records what the core tells assistive technologies.
@MainActor
final class RecordingTechnology: AssistiveTechnology {
    var isScreenReader: Bool
    private(set) var events: [AccessibilityEvent] = []

    init(isScreenReader: Bool = false) { self.isScreenReader = isScreenReader }

    func accessibilityEvent(_ event: AccessibilityEvent) { events.append(event) }

    /// The notifications, as "name: argument".
    var notifications: [String] {
        events.compactMap {
            guard case .notification(let n, let argument) = $0 else { return nil }
            let name: String
            switch n {
            case .screenChanged: name = "screenChanged"
            case .layoutChanged: name = "layoutChanged"
            case .announcement: name = "announcement"
            case .pageScrolled: name = "pageScrolled"
            default: name = "\(n.rawValue)"
            }
            return "\(name): \(argument.map { "\($0)" } ?? "nil")"
        }
    }

    var valueChanges: Int {
        events.filter { if case .valueChanged = $0 { return true } else { return false } }.count
    }
}
