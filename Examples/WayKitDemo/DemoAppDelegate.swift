import Foundation
import WayKit

/// The demo's app delegate, as an iOS app writes one (V1): it names the
/// scene delegate through its configuration. Nothing here knows the
/// backend; main.swift is the harness that runs this app under Wayland and
/// watches it (trace, screenshots, the scripted input).
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        say("waykit-demo: application didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // A second screen gets the customer display (issue 23), as an iOS
        // app names a delegate for the external display's role.
        if connectingSceneSession.role == .windowExternalDisplayNonInteractive {
            let configuration = UISceneConfiguration(name: "Customer Display", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = CustomerDisplaySceneDelegate.self
            return configuration
        }
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = DemoSceneDelegate.self
        return configuration
    }
}
