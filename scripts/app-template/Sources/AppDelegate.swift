import WayKit

/// Where the app starts: `@main` on the app delegate, as Xcode's template
/// has it. WayKit makes the `UIApplication`, then this delegate, then the
/// scene delegate beside it (`SceneDelegate`, found by its name: there is
/// no Info.plist).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
