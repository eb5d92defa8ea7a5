import Foundation

/// One instance of the app's interface, as UIKit's (V1): a toplevel on
/// Wayland. ``UIWindowScene`` is the kind apps get; the application
/// connects one when it launches and one for each
/// `requestSceneSessionActivation`, tells its ``delegate`` as the compositor
/// shows, suspends and closes it, and disconnects it when it is closed
/// (UIApplication+Scenes.swift).
///
/// - Important: main actor only.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life (UIKit's, V1).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What a scene was connected with. WayKit has no URLs, activities or
    /// shortcut items to hand over yet: the options are empty.
    public final class ConnectionOptions {
        public let userActivities: Set<NSUserActivity>
        /// The screen an external display's scene connects for (issue 23).
        weak var _screen: UIScreen?
        init(userActivities: Set<NSUserActivity> = [], screen: UIScreen? = nil) {
            self.userActivities = userActivities
            _screen = screen
        }
    }

    /// What `requestSceneSessionActivation` was asked with.
    open class ActivationRequestOptions {
        public var requestingScene: UIScene?
        public init() {}
    }

    /// The scene's session (its role and configuration).
    public let session: UISceneSession
    /// Held strongly, as UIKit's scene holds it: nothing else keeps it.
    public var delegate: UISceneDelegate?
    public internal(set) var activationState: ActivationState = .unattached
    public var title: String = "" { didSet { _titleDidChange() } }

    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session._scene = self
    }

    func _titleDidChange() {}

    // MARK: Responder chain

    /// R3: a scene's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    // MARK: Notifications (posted with the scene as the object)

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// An app's activity handed to a scene. Foundation on Linux has none; this
/// carries what WayKit's scenes read (UIKit's from Foundation).
open class NSUserActivity: Hashable {
    public let activityType: String
    public var title: String?
    public var userInfo: [AnyHashable: Any]?
    public init(activityType: String) { self.activityType = activityType }
    public static func == (a: NSUserActivity, b: NSUserActivity) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
