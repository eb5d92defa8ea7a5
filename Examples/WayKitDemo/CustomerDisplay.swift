import Foundation
import WayKit

/// The demo's customer display (issue 23): on every screen besides the
/// main one, a scene of its own that the app is offered as iOS offers an
/// external display's (`.windowExternalDisplayNonInteractive`), shown
/// fullscreen there by the backend. Unplugging the screen disconnects it.
/// Its lines are what scripts/sway-screens-check.sh looks for.
final class CustomerDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = "WayKit customer display"
        let screen = windowScene.screen
        say("waykit-demo: customer display scene on \(screen.outputName ?? "an unnamed screen")")
        let window = UIWindow(windowScene: windowScene)
        window.backgroundColor = .systemBlue
        let label = UILabel()
        label.text = "Welcome"
        label.textColor = .white
        label.font = UIFont.systemFont(ofSize: 48, weight: .bold)
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.frame = window.bounds
        window.addSubview(label)
        window.isHidden = false
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        say("waykit-demo: customer display scene disconnected")
    }
}

/// The screens the demo sees, logged at launch and as displays come and go.
@MainActor
enum ScreenLog {
    private static var tokens: [any NSObjectProtocol] = []
    private static var committedSizes: Set<String> = []

    static func describe(_ screen: UIScreen) -> String {
        let name = screen.outputName ?? "unnamed"
        let size = "\(Int(screen.bounds.width))×\(Int(screen.bounds.height))"
        let place = screen.logicalFrame.map { " at (\(Int($0.minX)), \(Int($0.minY)))" } ?? ""
        return "\(name) \(size)\(place)\(screen === UIScreen.main ? " main" : "")"
    }

    static func start() {
        for screen in UIScreen.screens where screen._isConnected { say("waykit-demo: screen \(describe(screen))") }
        for (name, word) in [(UIScreen.didConnectNotification, "connected"), (UIScreen.didDisconnectNotification, "disconnected")] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated {
                    guard let screen = object as? UIScreen else { return }
                    say("waykit-demo: screen \(word) \(describe(screen))")
                }
            })
        }
    }

    /// A customer display's window committed: logged once per size.
    static func committed(_ window: UIWindow) {
        let size = "\(Int(window.bounds.width))×\(Int(window.bounds.height))"
        guard committedSizes.insert(size).inserted else { return }
        say("waykit-demo: customer display committed \(size) on \(window.windowScene?.screen.outputName ?? "?")")
    }
}
