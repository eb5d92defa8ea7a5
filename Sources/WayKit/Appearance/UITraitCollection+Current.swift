import Foundation
import Synchronization

// U4: the traits dynamic colours are resolved for. UIKit keeps one current
// trait collection per thread and sets it around drawing, layout and trait
// callbacks; WayKit keeps one for the process, set by the main actor (the
// renderer around each view it draws, the trait callbacks, and
// `performAsCurrent`). When nothing has set it, it is the app's appearance,
// so a colour read outside drawing (`UIColor.separator.cgColor` in
// `viewDidLoad`) follows the app rather than always being light.
extension UITraitCollection {
    /// Guarded by its lock: colours may be resolved off the main thread
    /// (they are `Sendable`), while only the main actor sets it.
    private static let _currentStorage = Mutex<UITraitCollection?>(nil)
    /// The app's appearance (`WAYKIT_APPEARANCE`, or
    /// `UIApplication._setUserInterfaceStyle`); guarded by its lock for the
    /// same reason.
    private static let _appStyleStorage = Mutex<UIUserInterfaceStyle>(
        UITraitCollection._environmentStyle(ProcessInfo.processInfo.environment["WAYKIT_APPEARANCE"]))

    /// The traits that dynamic colours resolve for now.
    public static var current: UITraitCollection {
        get { _currentStorage.withLock { $0 } ?? UITraitCollection(userInterfaceStyle: _appStyle) }
        set { _currentStorage.withLock { $0 = newValue } }
    }

    /// What `current` holds, nil when nothing set it (the renderer restores
    /// exactly what it found).
    public static var _currentIfSet: UITraitCollection? {
        get { _currentStorage.withLock { $0 } }
        set { _currentStorage.withLock { $0 = newValue } }
    }

    static var _appStyle: UIUserInterfaceStyle {
        get { _appStyleStorage.withLock { $0 } }
        set { _appStyleStorage.withLock { $0 = newValue } }
    }

    /// Runs `actions` with these traits current, as UIKit's.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Self._currentIfSet
        Self._currentIfSet = self
        defer { Self._currentIfSet = saved }
        try actions()
    }

    /// Whether a colour can resolve differently in `other` (only the
    /// appearance decides that here).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// UIKit's combination: each trait from the last collection that
    /// specifies it.
    public init(traitsFrom collections: [UITraitCollection]) {
        self.init()
        for c in collections {
            if c.displayScale != 0 { displayScale = c.displayScale }
            if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
            if c.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = c.preferredContentSizeCategory }
            if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
        }
    }

    /// The appearance an environment value names: `dark` or `light`
    /// (light when unset or unknown; an unknown value is reported).
    static func _environmentStyle(_ value: String?) -> UIUserInterfaceStyle {
        switch value?.lowercased() {
        case nil, "", "light": return .light
        case "dark": return .dark
        case let other?:
            FileHandle.standardError.write(Data("WayKit: WAYKIT_APPEARANCE=\(other) is neither light nor dark; light is used\n".utf8))
            return .light
        }
    }
}
