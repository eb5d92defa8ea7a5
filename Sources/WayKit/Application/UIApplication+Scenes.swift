import Foundation

/// The application's part of the scene life (V1): connecting scenes,
/// foreground, active, inactive and background as the backend reports the
/// compositor's states, and disconnecting a scene when its toplevel closes.
/// The scene delegates hear of every change; the application delegate only in
/// the pre-scene style; `UIApplication`'s notifications are posted either way.
extension UIApplication {
    /// The application's state: the most active of its scenes' (UIKit's).
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    public var applicationState: State { _lifecycle.state }

    /// The sessions of the connected scenes the application runs.
    public var openSessions: Set<UISceneSession> { _lifecycle.sessions }

    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    // MARK: Connecting

    /// Asks for a scene: a new one (a new toplevel) when `sceneSession` is
    /// nil, else that session's scene is brought to the foreground. Fails
    /// (through `errorHandler`, and logged) before launch, without scenes,
    /// or for a session that is no longer open.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        let lifecycle = _lifecycle
        guard lifecycle.hasLaunched, lifecycle.usesScenes, let delegate else {
            lifecycle.log(once: "activation without scenes", "requestSceneSessionActivation needs an app launched with scenes; ignored")
            errorHandler?(SceneActivationError.scenesUnavailable)
            return
        }
        if let sceneSession {
            guard lifecycle.sessions.contains(sceneSession), let scene = sceneSession.scene as? UIWindowScene else {
                errorHandler?(SceneActivationError.sessionClosed)
                return
            }
            _sceneVisibilityChanged(scene, isVisible: true)
            return
        }
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let connection = UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
        let configuration = delegate.application(self, configurationForConnecting: session, options: connection)
        _connect(session, configuration: configuration, options: connection)
    }

    /// Why `requestSceneSessionActivation` failed.
    public enum SceneActivationError: Error {
        case scenesUnavailable
        case sessionClosed
    }

    /// Connects a scene for `session`: its delegate made from the
    /// configuration, `willConnectTo`, shown by the backend, then brought to
    /// the foreground and made active.
    @discardableResult
    func _connect(_ session: UISceneSession, configuration: UISceneConfiguration,
                  options: UIScene.ConnectionOptions) -> UIWindowScene {
        let lifecycle = _lifecycle
        session.configuration = configuration
        if let cls = configuration.sceneClass, !(cls is UIWindowScene.Type) {
            lifecycle.log(once: "scene class", "scene class \(String(reflecting: cls)) is not a UIWindowScene; a UIWindowScene is used")
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        // An external display's scene is on its screen from the start, so
        // its delegate's window is made for it (issue 23).
        scene._screen = options._screen
        scene._fullscreenScreen = options._screen
        _connectedScenes.append(scene)
        lifecycle.sessions.insert(session)
        scene.delegate = _makeSceneDelegate(for: configuration)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        lifecycle.platform?._present(scene)
        _enterForeground(scene)
        _activate(scene)
        return scene
    }

    /// The configuration's delegate class, or the module's `SceneDelegate`
    /// when it names none; nil (logged once) when neither gives a usable
    /// class: the scene connects without a delegate, and so without a window.
    private func _makeSceneDelegate(for configuration: UISceneConfiguration) -> UISceneDelegate? {
        let lifecycle = _lifecycle
        let cls: AnyClass
        if let named = configuration.delegateClass {
            cls = named
        } else if let app = delegate, let found = ApplicationClasses.sceneDelegateClass(near: type(of: app)) {
            cls = found
        } else {
            let module = delegate.map { ApplicationClasses.moduleName(of: type(of: $0)) } ?? "the app's module"
            lifecycle.log(once: "no scene delegate", "the scene configuration names no delegateClass and \(module) has no SceneDelegate conforming to UIWindowSceneDelegate; the scene has no delegate")
            return nil
        }
        guard cls is UISceneDelegate.Type, let made = ApplicationClasses.make(cls) as? UISceneDelegate else {
            lifecycle.log(once: "bad scene delegate", "delegateClass \(String(reflecting: cls)) is not a UIResponder subclass conforming to UISceneDelegate; the scene has no delegate")
            return nil
        }
        return made
    }

    // MARK: Foreground and background

    /// The backend's report that the compositor showed (`isVisible`) or
    /// hid a scene's toplevel: `xdg_toplevel`'s `suspended` state set or
    /// cleared (xdg-shell 6), or a minimize where the compositor says so.
    /// Keyboard focus is not activity (V1): it changes the key window only.
    public func _sceneVisibilityChanged(_ scene: UIWindowScene, isVisible: Bool) {
        guard _lifecycle.sessions.contains(scene.session) else { return }
        if isVisible {
            if scene.activationState == .background { _enterForeground(scene) }
            _activate(scene)
        } else {
            if scene.activationState == .foregroundActive { _resignActive(scene) }
            if scene.activationState == .foregroundInactive { _enterBackground(scene) }
        }
    }

    func _enterForeground(_ scene: UIWindowScene) {
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        _updateApplicationState()
    }

    func _activate(_ scene: UIWindowScene) {
        guard scene.activationState != .foregroundActive else { return }
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        _updateApplicationState()
    }

    func _resignActive(_ scene: UIWindowScene) {
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillResignActive(scene)
        NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        _updateApplicationState()
    }

    func _enterBackground(_ scene: UIWindowScene) {
        scene.activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        _updateApplicationState()
    }

    /// The application's state follows its most active scene; each step
    /// is told to the app delegate (pre-scene style only) and posted.
    private func _updateApplicationState() {
        let lifecycle = _lifecycle
        guard !lifecycle.hasTerminated else { return }
        let states = _connectedScenes.filter { lifecycle.sessions.contains($0.session) }.map(\.activationState)
        let target: State = states.contains(.foregroundActive) ? .active
            : states.contains(.foregroundInactive) ? .inactive : .background
        while lifecycle.state != target {
            let tellDelegate = !lifecycle.usesScenes
            switch (lifecycle.state, target) {
            case (.active, _):
                lifecycle.state = .inactive
                if tellDelegate { delegate?.applicationWillResignActive(self) }
                NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
            case (.inactive, .active):
                lifecycle.state = .active
                if tellDelegate { delegate?.applicationDidBecomeActive(self) }
                NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
            case (.inactive, _):
                lifecycle.state = .background
                if tellDelegate { delegate?.applicationDidEnterBackground(self) }
                NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
            case (.background, _):
                lifecycle.state = .inactive
                if tellDelegate { delegate?.applicationWillEnterForeground(self) }
                NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
            }
        }
    }

    // MARK: Closing

    /// The backend's report that the compositor asked to close a scene's
    /// toplevel (`xdg_toplevel.close`): the delegate's
    /// `application(_:didRequestCloseOf:)` (which hides the windows by
    /// default), then, for a scene the application connected, its way out:
    /// resign and background if it was in front, `sceneDidDisconnect`, the
    /// session discarded (`didDiscardSceneSessions`), and when it was the
    /// last, `applicationWillTerminate` and the backend's loop stops. In the
    /// pre-scene style closing the window terminates the app.
    public func _sceneCloseRequested(_ scene: UIWindowScene) {
        if let delegate {
            delegate.application(self, didRequestCloseOf: scene)
        } else {
            for window in scene.windows { window.isHidden = true }
        }
        guard _lifecycle.sessions.contains(scene.session) else { return }
        _sceneVisibilityChanged(scene, isVisible: false)
        if _lifecycle.usesScenes {
            _disconnect(scene)
        } else {
            _lifecycle.sessions.remove(scene.session)
        }
        if _lifecycle.sessions.isEmpty { _terminate() }
    }

    func _disconnect(_ scene: UIWindowScene) {
        let session = scene.session
        scene.activationState = .unattached
        _lifecycle.sessions.remove(session)
        _connectedScenes.removeAll { $0 === scene }
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        _lifecycle.platform?._dismiss(scene)
        session.scene = nil
        delegate?.application(self, didDiscardSceneSessions: [session])
    }

    /// `applicationWillTerminate`, then the backend's loop returns.
    func _terminate() {
        let lifecycle = _lifecycle
        guard !lifecycle.hasTerminated else { return }
        lifecycle.hasTerminated = true
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
        lifecycle.platform?._stop()
    }
}

/// What the application keeps of the scene life (V1).
///
/// - Important: main actor only.
@MainActor
final class ApplicationLifecycle {
    var state: UIApplication.State = .inactive
    var hasLaunched = false
    var hasTerminated = false
    /// Whether the app runs scenes (else the pre-scene style).
    var usesScenes = false
    /// The sessions of the scenes the application runs.
    var sessions: Set<UISceneSession> = []
    var platform: (any _UIApplicationPlatform)?
    private var logged: Set<String> = []
    /// Where misuse is logged, each kind once (tests replace it).
    var sink: @MainActor (String) -> Void = { FileHandle.standardError.write(Data("WayKit: \($0)\n".utf8)) }

    func log(once kind: String, _ message: @autoclosure () -> String) {
        guard logged.insert(kind).inserted else { return }
        sink(message())
    }
}
