import Foundation

/// A scene's record: its role and the configuration it was connected with
/// (V1). It lives from connection until the app is told it was discarded
/// (`application(_:didDiscardSceneSessions:)`, when its toplevel closes).
///
/// - Important: main actor only.
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
    /// What a session's scene is for: `.windowApplication` for the app's
    /// own toplevels, `.windowExternalDisplayNonInteractive` for a scene
    /// shown fullscreen on another screen (issue 23: a customer display).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A scene for a display other than the main one, offered when it
        /// connects: fullscreen there, and disconnected when it goes.
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        @available(*, deprecated, renamed: "windowExternalDisplayNonInteractive")
        public static let windowExternalDisplay = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    public let persistentIdentifier: String
    /// What the app delegate chose (`configurationForConnecting`).
    public internal(set) var configuration: UISceneConfiguration
    public var userInfo: [String: Any]?
    /// The scene while it is connected.
    public internal(set) weak var scene: UIScene?
    weak var _scene: UIScene? { get { scene } set { scene = newValue } }

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
    }

    /// The session of a scene made with `UIWindowScene()`.
    static func _standalone() -> UISceneSession {
        UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    }

    nonisolated public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Which delegate class (and scene class) a session's scene gets (V1). On
/// iOS it comes from Info.plist's scene manifest
/// (`UISceneDelegateClassName`); WayKit has no Info.plist, so the app names
/// the class here, or WayKit looks for a class named `SceneDelegate` in the
/// app delegate's module (docs/app-structure.md).
@preconcurrency @MainActor
public final class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    /// A `UIResponder` subclass conforming to ``UISceneDelegate``, made with
    /// its `init()` when the scene connects.
    public var delegateClass: AnyClass?
    /// Always ``UIWindowScene`` in WayKit; other classes are logged and
    /// ignored.
    public var sceneClass: AnyClass?
    /// Set on the configuration the protocol's default
    /// `configurationForConnecting` returns: the app did not choose one.
    var _isImplicit = false

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
