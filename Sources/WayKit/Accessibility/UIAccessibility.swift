import Foundation

/// UIKit's accessibility namespace (Y1, Y4): notifications an app posts to
/// assistive technologies, and the settings they read.
///
/// Posting reaches every assistive technology attached to the app through
/// ``AccessibilityCenter``: the AT-SPI bridge and the built-in speech mode.
/// With none attached, a post costs a check of an empty list.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// What changed, for ``post(notification:argument:)``.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to focus (or a
        /// string to speak), nil for the first element.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to focus.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument, a string, is spoken.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll by page finished; the argument is the status to speak.
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// `accessibilityScroll(_:)`'s direction.
    public enum ScrollDirection: Int, Sendable {
        case right = 1, left, up, down, next, previous
    }

    /// Tells assistive technologies that something changed (Y1).
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityCenter.shared._post(notification, argument: argument)
    }

    /// The element an assistive technology has focused (the speech mode's
    /// cursor), if any.
    public static func focusedElement(using assistiveTechnologyIdentifier: String? = nil) -> Any? {
        AccessibilityCenter.shared.focusedElement
    }

    /// Rectangles are already in the coordinates assistive technologies use
    /// (the scene's); this converts one from `view`'s coordinates.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view._accessibilityScreenRect(rect)
    }

    // MARK: VoiceOver (Y3)

    /// Whether a screen reader is using the app: the built-in speech mode,
    /// or Orca through AT-SPI.
    public static var isVoiceOverRunning: Bool { AccessibilityCenter.shared.isScreenReaderRunning }
    public static let voiceOverStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when a spoken announcement finished or was interrupted.
    public static let announcementDidFinishNotification =
        Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    public static let elementFocusedNotification =
        Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"

    public static var isSwitchControlRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }

    // MARK: Settings (Y4)

    /// Slides become fades and parallax stops.
    public static var isReduceMotionEnabled: Bool { AccessibilitySettings.shared.reduceMotion }
    public static let reduceMotionStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Text is drawn one weight heavier.
    public static var isBoldTextEnabled: Bool { AccessibilitySettings.shared.boldText }
    public static let boldTextStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Increase contrast: system colours take their high-contrast values.
    public static var isDarkerSystemColorsEnabled: Bool { AccessibilitySettings.shared.increaseContrast }
    public static let darkerSystemColorsStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Full keyboard access: every control takes keyboard focus (Y4).
    public static var isFullKeyboardAccessEnabled: Bool { AccessibilitySettings.shared.fullKeyboardAccess }
    public static let fullKeyboardAccessStatusDidChangeNotification =
        Foundation.Notification.Name("WayKitFullKeyboardAccessStatusDidChangeNotification")
    public static var isReduceTransparencyEnabled: Bool { AccessibilitySettings.shared.reduceTransparency }
    public static let reduceTransparencyStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
}
