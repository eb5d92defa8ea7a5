import CWayKitRuntime
import Foundation

/// Starts an app as UIKit's does (V1): makes the delegate named by
/// `delegateClassName` (module-qualified: "MyApp.AppDelegate", as
/// `NSStringFromClass` gives it), runs the launch sequence on the backend the
/// platform installed (``UIApplication/_platformLauncher``: Wayland, through
/// the `WayKit` library product) and runs its event loop until the last scene
/// closes. Never returns, as UIKit's doesn't, except when called again while
/// an app runs: that is logged and returns 0.
///
/// `principalClassName` must be nil or "UIApplication": WayKit's application
/// is not subclassed.
@MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let app = UIApplication.shared
    if let principal = principalClassName, principal != "UIApplication", !principal.hasSuffix(".UIApplication") {
        app._lifecycle.log(once: "principal class", "UIApplicationMain: WayKit's application is not subclassed; \(principal) is ignored")
    }
    guard let name = delegateClassName else {
        app._lifecycle.log(once: "no delegate class", "UIApplicationMain: no delegate class named; the app needs one")
        return app._lifecycle.hasLaunched ? 0 : UIApplication._exit(1)
    }
    guard let cls = ApplicationClasses.lookUp(name) else {
        app._lifecycle.log(once: "delegate class \(name)", "UIApplicationMain: no class named \(name) (name it with its module: NSStringFromClass(AppDelegate.self))")
        return app._lifecycle.hasLaunched ? 0 : UIApplication._exit(1)
    }
    return UIApplication._main(delegateClass: cls)
}

extension UIApplication {
    /// Keys of the launch options (none are passed by WayKit yet: the
    /// options are nil, as UIKit's are for an ordinary launch).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    }

    /// Installed by a backend module before `main` runs (the Wayland
    /// backend's, through a C constructor in `CWayKitLauncher`, which the
    /// `WayKit` library product links into every app): makes the backend an
    /// app launched by `UIApplicationMain` or `@main` runs on. The headless
    /// backend (`HeadlessBackend.launch`) passes itself instead. Written once,
    /// before `main`; read on the main thread.
    nonisolated(unsafe) public static var _platformLauncher: (@MainActor () -> (any _UIApplicationPlatform)?)?

    /// `UIApplicationMain` and `@main`: makes the delegate, launches on the
    /// installed platform, runs it, exits when it returns.
    static func _main(delegateClass: AnyClass) -> Int32 {
        let app = shared
        if app._lifecycle.hasLaunched {
            app._lifecycle.log(once: "second main", "UIApplicationMain was called again while the app runs; ignored")
            return 0
        }
        guard let delegate = ApplicationClasses.makeApplicationDelegate(delegateClass, log: app._lifecycle) else {
            return _exit(1)
        }
        guard let platform = _platformLauncher?() else {
            app._lifecycle.log(once: "no platform", "no platform backend is linked (an app gets Wayland's from the WayKit library product; tests use HeadlessBackend.launch)")
            return _exit(1)
        }
        app._launch(delegate: delegate, platform: platform)
        platform._run()
        return _exit(0)
    }

    static func _exit(_ status: Int32) -> Int32 { exit(status) }

    /// Makes a delegate of `delegateClass` by its `init()` and launches on
    /// `platform` (the headless backend's `launch`); nil, logged, when the
    /// class is no `UIResponder` conforming to `UIApplicationDelegate` or
    /// the app launched already.
    @discardableResult
    public func _launch(delegateClass: AnyClass, platform: (any _UIApplicationPlatform)?) -> UIApplicationDelegate? {
        if _lifecycle.hasLaunched {
            _lifecycle.log(once: "second main", "UIApplicationMain was called again while the app runs; ignored")
            return nil
        }
        guard let delegate = ApplicationClasses.makeApplicationDelegate(delegateClass, log: _lifecycle) else { return nil }
        _launch(delegate: delegate, platform: platform)
        return delegate
    }

    /// Where the scene life's misuse is logged, each kind once (V1); the
    /// default writes to standard error. For tests.
    public var _lifecycleLog: @MainActor (String) -> Void {
        get { _lifecycle.sink }
        set { _lifecycle.sink = newValue }
    }

    /// Runs the launch sequence (V1) with `delegate` on `platform`: the
    /// delegate's `willFinishLaunching` and `didFinishLaunching`, then the
    /// first scene (or, without scenes, the delegate's window), connected,
    /// shown and made active. For backends; apps call `UIApplicationMain`.
    public func _launch(delegate: UIApplicationDelegate, platform: (any _UIApplicationPlatform)?) {
        let lifecycle = _lifecycle
        lifecycle.hasLaunched = true
        lifecycle.platform = platform
        self.delegate = delegate
        lifecycle.state = .inactive
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        // iOS decides by Info.plist's scene manifest; WayKit by whether the
        // delegate chooses configurations or the module has a SceneDelegate.
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        if configuration._isImplicit,
           ApplicationClasses.sceneDelegateClass(near: type(of: delegate)) == nil {
            _launchWithoutScenes(delegate)
        } else {
            lifecycle.usesScenes = true
            _connect(session, configuration: configuration, options: options)
            // Issue 23: displays already connected besides the main one.
            _offerExternalDisplaySessions()
        }
        SpeechMode._startFromEnvironment()  // Y3: WAYKIT_SPEECH=on
    }

    /// The pre-scene style: the delegate's window, in the default scene.
    private func _launchWithoutScenes(_ delegate: UIApplicationDelegate) {
        let scene = delegate.window?.windowScene ?? _defaultScene
        scene.activationState = .foregroundInactive
        _lifecycle.sessions.insert(scene.session)
        _lifecycle.platform?._present(scene)
        _activate(scene)
    }
}

/// A backend that runs a launched app (V1): shows and removes the scenes the
/// application connects and disconnects, and runs the event loop.
@preconcurrency @MainActor
public protocol _UIApplicationPlatform: AnyObject {
    /// Shows a connected scene (a toplevel).
    func _present(_ scene: UIWindowScene)
    /// Removes a disconnected scene's toplevel.
    func _dismiss(_ scene: UIWindowScene)
    /// Runs the event loop until ``_stop()``.
    func _run()
    /// Makes ``_run()`` return (the app terminated).
    func _stop()
}

/// Finding and making the app's delegate classes by name (V1). iOS names
/// them in Info.plist and makes them with the Objective-C runtime; WayKit
/// looks them up with Foundation's `NSClassFromString` (the Swift runtime's
/// `_typeByName`), which on Linux needs the module-qualified name, and makes
/// them through `CWayKitRuntime`.
@MainActor
enum ApplicationClasses {
    static func lookUp(_ name: String) -> AnyClass? {
        if let cls = _typeByName(name) as? AnyClass { return cls }
        // Foundation's logs (and refuses) nested names: only plain ones.
        return name.filter { $0 == "." }.count == 1 ? NSClassFromString(name) : nil
    }

    /// The module a class belongs to: "TemplateApp" for
    /// `TemplateApp.AppDelegate` (`String(reflecting:)`).
    static func moduleName(of cls: AnyClass) -> String {
        String(String(reflecting: cls).prefix { $0 != "." })
    }

    /// A class named `SceneDelegate` beside the app delegate that is a scene
    /// delegate: what the Xcode template names in Info.plist as
    /// "$(PRODUCT_MODULE_NAME).SceneDelegate". Beside: in the app delegate's
    /// module for a top-level `AppDelegate` ("TemplateApp.SceneDelegate"),
    /// in its enclosing type for a nested one (tests keep several apps in
    /// one module).
    static func sceneDelegateClass(near appDelegate: AnyClass) -> AnyClass? {
        let path = String(reflecting: appDelegate)
        let scope = path.lastIndex(of: ".").map { String(path[..<$0]) } ?? moduleName(of: appDelegate)
        guard let cls = lookUp(scope + ".SceneDelegate"),
              cls is UIResponder.Type, cls is UISceneDelegate.Type else { return nil }
        return cls
    }

    /// An instance of `cls` made by its `init()`, when it is a `UIResponder`.
    static func make(_ cls: AnyClass) -> UIResponder? {
        guard cls is UIResponder.Type else { return nil }
        let object = waykit_make_object(unsafeBitCast(cls, to: UnsafeRawPointer.self))
        return Unmanaged<UIResponder>.fromOpaque(object).takeRetainedValue()
    }

    static func makeApplicationDelegate(_ cls: AnyClass, log: ApplicationLifecycle) -> UIApplicationDelegate? {
        guard cls is UIApplicationDelegate.Type, let delegate = make(cls) as? UIApplicationDelegate else {
            log.log(once: "delegate class", "\(String(reflecting: cls)) is not a UIResponder subclass conforming to UIApplicationDelegate")
            return nil
        }
        return delegate
    }
}
