import Foundation
@testable import WayKit

// The Xcode iOS App template's delegates with `import UIKit` changed to
// `import WayKit` (V1), each method also writing a line to `TemplateLog`, so
// that AppEntryTests can check UIKit's order. Top level, as in an app: WayKit
// finds `SceneDelegate` by its name beside `AppDelegate`, as Info.plist's
// "$(PRODUCT_MODULE_NAME).SceneDelegate" names it on iOS.

@MainActor
enum TemplateLog {
    static var lines: [String] = []
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TemplateLog.lines.append("app didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        TemplateLog.lines.append("app configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        TemplateLog.lines.append("app didDiscardSceneSessions \(sceneSessions.count)")
    }

    // Not the template's: with scenes, UIKit calls none of these.
    func applicationDidBecomeActive(_ application: UIApplication) { TemplateLog.lines.append("app didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { TemplateLog.lines.append("app willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { TemplateLog.lines.append("app didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { TemplateLog.lines.append("app willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { TemplateLog.lines.append("app willTerminate") }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        TemplateLog.lines.append("scene willConnectTo")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = ViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { TemplateLog.lines.append("scene didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { TemplateLog.lines.append("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { TemplateLog.lines.append("scene willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { TemplateLog.lines.append("scene willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { TemplateLog.lines.append("scene didEnterBackground") }
}

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
