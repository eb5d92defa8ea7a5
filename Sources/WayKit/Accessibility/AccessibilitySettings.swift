import Foundation

/// The person's accessibility settings (Y4): what iOS keeps in Settings >
/// Accessibility. The app and its tests read them through `UIAccessibility`;
/// on Linux they come from `WAYKIT_ACCESSIBILITY` (a comma-separated list:
/// `reduce-motion`, `bold-text`, `increase-contrast`, `reduce-transparency`,
/// `full-keyboard-access`) and can be changed at run time, for example by a
/// kiosk that turns full keyboard access on for its keypad. Each change posts
/// UIKit's notification for it; the built-in views follow them.
///
/// - Important: main actor only.
@MainActor
public final class AccessibilitySettings {
    public static let shared = AccessibilitySettings(environment: ProcessInfo.processInfo.environment["WAYKIT_ACCESSIBILITY"])

    /// Slides become fades (navigation pushes, sheets, alerts).
    public var reduceMotion = false {
        didSet { changed(reduceMotion != oldValue, UIAccessibility.reduceMotionStatusDidChangeNotification) }
    }
    /// Text one weight heavier.
    public var boldText = false {
        didSet {
            UIFont._drawsBold = boldText
            changed(boldText != oldValue, UIAccessibility.boldTextStatusDidChangeNotification, traits: true)
        }
    }
    /// Colours with more contrast (UIKit's "darker system colors").
    public var increaseContrast = false {
        didSet { changed(increaseContrast != oldValue, UIAccessibility.darkerSystemColorsStatusDidChangeNotification, traits: true) }
    }
    public var reduceTransparency = false {
        didSet { changed(reduceTransparency != oldValue, UIAccessibility.reduceTransparencyStatusDidChangeNotification) }
    }
    /// Every control takes keyboard focus, not only text inputs and cells:
    /// what a kiosk with a keypad turns on (Y4).
    public var fullKeyboardAccess = false {
        didSet { changed(fullKeyboardAccess != oldValue, UIAccessibility.fullKeyboardAccessStatusDidChangeNotification) }
    }

    /// Reads `WAYKIT_ACCESSIBILITY`; unknown words are logged once and ignored.
    /// True while the environment is read: no windows to tell yet.
    private var isStarting = true

    init(environment value: String?) {
        // Observers do not run for what an initialiser sets, so the font
        // flag is set here too.
        defer { isStarting = false; UIFont._drawsBold = boldText }
        for word in (value ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
            switch word {
            case "reduce-motion": reduceMotion = true
            case "bold-text": boldText = true
            case "increase-contrast": increaseContrast = true
            case "reduce-transparency": reduceTransparency = true
            case "full-keyboard-access": fullKeyboardAccess = true
            default:
                FileHandle.standardError.write(Data(
                    "WayKit: WAYKIT_ACCESSIBILITY: unknown setting \"\(word)\" ignored (known: reduce-motion, bold-text, increase-contrast, reduce-transparency, full-keyboard-access)\n".utf8))
            }
        }
    }

    /// Observers of every setting: the built-in views' reactions (bold
    /// text redraws labels, increased contrast redraws colours).
    var _onChange: [@MainActor () -> Void] = []

    /// Posts the setting's notification; a setting that is a trait
    /// (contrast, legibility weight) first gives every window its new
    /// traits, which redraws or re-measures the views.
    private func changed(_ didChange: Bool, _ name: Notification.Name, traits: Bool = false) {
        guard didChange else { return }
        if traits, !isStarting {
            for window in UIApplication.shared.windows { window._updateTraits() }
        }
        for observer in _onChange { observer() }
        NotificationCenter.default.post(name: name, object: nil)
    }
}
