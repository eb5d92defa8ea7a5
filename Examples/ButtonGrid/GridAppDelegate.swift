import Foundation
import WayKit

/// The grid as an iOS app is written (V1): this app delegate names
/// `GridSceneDelegate` in its scene configuration, and the scene delegate
/// makes the window. Nothing here knows the backend; main.swift is the
/// benchmark's harness, which makes the backend (kiosk or not, its size, the
/// first-commit line the scripts read) and launches the app on it.
@MainActor
final class GridAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Grid", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = GridSceneDelegate.self
        return configuration
    }
}
