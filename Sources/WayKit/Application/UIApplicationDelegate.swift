import Foundation

/// The application's delegate, with UIKit's methods (V1): told about launch,
/// asked for each scene's configuration, told when sessions are discarded and
/// when the app terminates. When it is a `UIResponder` it is the last link of
/// the responder chain (R3).
///
/// An app that uses scenes (its delegate implements
/// `application(_:configurationForConnecting:options:)`, or its module has a
/// `SceneDelegate` class) gets the active/background calls in its scene
/// delegates; the application delegate then gets none of them, though
/// `UIApplication`'s notifications are still posted. An app without scenes
/// (the pre-iOS 13 style) sets ``window`` in `didFinishLaunching` and gets
/// them here. Every method is optional. See docs/app-structure.md.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window in the pre-scene style.
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    /// WayKit's: a scene's toplevel was closed by the user
    /// (xdg_toplevel.close), before its scene disconnects. The default hides
    /// the scene's windows.
    func application(_ application: UIApplication, didRequestCloseOf scene: UIWindowScene)
}

extension UIApplicationDelegate {
    public var window: UIWindow? { get { nil } set {} }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// The default: a configuration naming no delegate class, marked as not
    /// the app's choice, so that an app that doesn't implement this runs in
    /// the pre-scene style unless its module has a `SceneDelegate`.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration._isImplicit = true
        return configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, didRequestCloseOf scene: UIWindowScene) {
        for w in scene.windows { w.isHidden = true }
    }

    /// `@main` on the app delegate class: starts the app as
    /// `UIApplicationMain` does, on the backend the platform installed
    /// (Wayland; docs/app-structure.md). Never returns.
    public static func main() {
        _ = UIApplication._main(delegateClass: self)
    }
}
