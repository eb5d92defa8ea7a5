import Foundation

/// The device the app runs on (U6), as UIKit describes it: a Linux machine
/// whose interface is a pad's (touch first, any size), as WayKit's windows
/// are. Orientation follows nothing yet (`.unknown`, as on iOS before the
/// device reports one); battery figures are unknown (-1 and `.unknown`).
@preconcurrency @MainActor
public final class UIDevice: NSObject {
    public static let current = UIDevice()

    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    public let userInterfaceIdiom: UIUserInterfaceIdiom = .pad
    public let systemName = "Linux"
    public let model = "Linux"
    public let localizedModel = "Linux"
    public private(set) var orientation: Orientation = .unknown
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { -1 }
    public var batteryState: BatteryState { .unknown }
    public var isProximityMonitoringEnabled = false
    public var proximityState: Bool { false }
    public var isMultitaskingSupported: Bool { true }
    public let identifierForVendor: UUID? = nil

    /// The machine's host name.
    public var name: String { ProcessInfo.processInfo.hostName }

    /// The kernel's release (`uname -r`), e.g. "6.1.0-18-amd64".
    public var systemVersion: String {
        var u = utsname()
        guard uname(&u) == 0 else { return "" }
        return withUnsafeBytes(of: &u.release) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    public var isGeneratingDeviceOrientationNotifications: Bool { false }
    public func playInputClick() {}

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}
