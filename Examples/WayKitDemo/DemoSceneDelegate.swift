import Foundation
import WayKit

/// The demo's scene delegate (V1): the window and its controllers are made
/// when the scene connects; closing the window disconnects it.
final class DemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let demo = DemoScene(windowScene: windowScene, bcOverride: DemoHarness.bcOverride)
        window = demo.window
        demo.window.makeKeyAndVisible()
        DemoHarness.connected(demo)
    }

    func sceneDidBecomeActive(_ scene: UIScene) { say("waykit-demo: scene active") }

    func sceneDidDisconnect(_ scene: UIScene) {
        say("waykit-demo: scene disconnected")
        DemoHarness.disconnected()
    }
}
