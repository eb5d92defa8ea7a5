import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// V1: app entry as iOS apps write it, headless (HeadlessBackend.launch
/// runs UIApplicationMain's launch sequence and returns).
@MainActor
@Suite(.serialized)
struct AppEntryTests {
    /// Records the UIApplication notifications, in order.
    @MainActor
    final class NotificationLog {
        var names: [String] = []
        private var tokens: [NSObjectProtocol] = []
        init() {
            let short: [Notification.Name: String] = [
                UIApplication.didBecomeActiveNotification: "didBecomeActive",
                UIApplication.willResignActiveNotification: "willResignActive",
                UIApplication.didEnterBackgroundNotification: "didEnterBackground",
                UIApplication.willEnterForegroundNotification: "willEnterForeground",
                UIApplication.willTerminateNotification: "willTerminate",
            ]
            nonisolated(unsafe) let log = self
            for (name, label) in short {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                    MainActor.assumeIsolated { log.names.append(label) }
                })
            }
        }
        func stop() { for t in tokens { NotificationCenter.default.removeObserver(t) } }
    }

    @Test("V1: the Xcode template's delegates launch, connect, show, go to the background and back, disconnect and terminate in UIKit's order")
    func templateLifecycle() throws {
        TemplateLog.lines = []
        let notes = NotificationLog()
        defer { notes.stop() }
        let backend = HeadlessBackend.launch(AppDelegate.self)
        let app = UIApplication.shared
        #expect(TemplateLog.lines == ["app didFinishLaunching", "app configurationForConnecting", "scene willConnectTo",
                                      "scene willEnterForeground", "scene didBecomeActive"])
        #expect(app.delegate is AppDelegate)
        let scene = try #require(backend.launchedScenes.first)
        #expect(backend.launchedScenes.count == 1)
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(window.windowScene === scene)
        #expect(!window.isHidden && window.isKeyWindow)
        #expect(window.rootViewController is ViewController)
        #expect(window.rootViewController?.view.superview === window)
        #expect(window.bounds.size == backend.sceneSize)
        #expect(scene.activationState == .foregroundActive && app.applicationState == .active)
        #expect(scene.session.role == .windowApplication && scene.session.configuration.name == "Default Configuration")
        #expect(app.openSessions == [scene.session])

        TemplateLog.lines = []
        backend.suspend(scene)
        #expect(TemplateLog.lines == ["scene willResignActive", "scene didEnterBackground"])
        #expect(scene.activationState == .background && app.applicationState == .background)
        backend.resume(scene)
        #expect(TemplateLog.lines == ["scene willResignActive", "scene didEnterBackground",
                                      "scene willEnterForeground", "scene didBecomeActive"])
        #expect(scene.activationState == .foregroundActive)

        TemplateLog.lines = []
        backend.close(scene)
        #expect(TemplateLog.lines == ["scene willResignActive", "scene didEnterBackground", "scene didDisconnect",
                                      "app didDiscardSceneSessions 1", "app willTerminate"])
        #expect(scene.activationState == .unattached)
        #expect(app.openSessions.isEmpty && backend.launchedScenes.isEmpty)
        #expect(backend.isStopped)
        // The application's notifications are posted though its delegate
        // hears none of the active/background calls (no "app didBecomeActive"
        // lines above).
        #expect(notes.names == ["didBecomeActive", "willResignActive", "didEnterBackground", "willEnterForeground",
                                "didBecomeActive", "willResignActive", "didEnterBackground", "willTerminate"])
    }

    /// The pre-iOS 13 style: no scene configuration, no SceneDelegate beside
    /// the app delegate; the delegate's window.
    final class PreSceneAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var log: [String] = []
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.append("didFinishLaunching")
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = ViewController()
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
        func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
        func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate") }
    }

    @Test("V1: without scenes the delegate's window is shown and the app delegate gets the active and background calls")
    func preSceneStyle() throws {
        let backend = HeadlessBackend.launch(PreSceneAppDelegate.self)
        let delegate = try #require(UIApplication.shared.delegate as? PreSceneAppDelegate)
        #expect(delegate.log == ["didFinishLaunching", "didBecomeActive"])
        let window = try #require(delegate.window)
        #expect(!window.isHidden && window.isKeyWindow && window.rootViewController is ViewController)
        let scene = try #require(window.windowScene)
        #expect(scene.delegate == nil)
        #expect(UIApplication.shared.applicationState == .active)
        backend.suspend(scene)
        backend.resume(scene)
        backend.close(scene)
        #expect(delegate.log == ["didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground",
                                 "willEnterForeground", "didBecomeActive", "willResignActive", "didEnterBackground",
                                 "willTerminate"])
        #expect(backend.isStopped)
    }

    @Test("V1: requestSceneSessionActivation connects a second scene with its own delegate; the app ends with the last")
    func secondScene() throws {
        let backend = HeadlessBackend.launch(AppDelegate.self)
        let first = try #require(backend.launchedScenes.first)
        TemplateLog.lines = []
        var failed: (any Error)?
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { failed = $0 }
        #expect(failed == nil)
        #expect(backend.launchedScenes.count == 2)
        let second = try #require(backend.launchedScenes.last)
        #expect(second !== first && second.session != first.session)
        #expect(TemplateLog.lines == ["app configurationForConnecting", "scene willConnectTo",
                                      "scene willEnterForeground", "scene didBecomeActive"])
        let delegates = [first, second].compactMap { $0.delegate as? SceneDelegate }
        #expect(delegates.count == 2 && delegates[0] !== delegates[1])
        #expect(delegates[1].window?.windowScene === second && delegates[1].window?.isHidden == false)
        backend.close(first)
        #expect(!backend.isStopped && backend.launchedScenes.count == 1)
        #expect(!TemplateLog.lines.contains("app willTerminate"))
        backend.close(second)
        #expect(backend.isStopped && TemplateLog.lines.last == "app willTerminate")
    }

    final class NotADelegate: UIResponder {}
    final class BadConfigurationDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Bad", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = NotADelegate.self
            return configuration
        }
    }

    @Test("V1: a configuration naming no usable delegate class is logged once; the scene still connects, window-less")
    func unusableDelegateClass() throws {
        let backend = HeadlessBackend(size: CGSize(width: 390, height: 844))
        var logged: [String] = []
        UIApplication.shared._lifecycleLog = { logged.append($0) }
        UIApplication.shared._launch(delegateClass: BadConfigurationDelegate.self, platform: backend)
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        #expect(backend.launchedScenes.count == 2)
        for scene in backend.launchedScenes {
            #expect(scene.delegate == nil && scene.windows.isEmpty && scene.activationState == .foregroundActive)
        }
        #expect(logged.count == 1)
        #expect(logged.first?.contains("NotADelegate") == true)
    }

    @Test("V1: a second UIApplicationMain is logged and returns; the running app is untouched")
    func secondMain() throws {
        let backend = HeadlessBackend.launch(AppDelegate.self)
        let delegate = UIApplication.shared.delegate
        var logged: [String] = []
        UIApplication.shared._lifecycleLog = { logged.append($0) }
        #expect(NSStringFromClass(AppDelegate.self) == "WayKitTests.AppDelegate")
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
        #expect(status == 0)
        #expect(logged == ["UIApplicationMain was called again while the app runs; ignored"])
        #expect(UIApplication.shared.delegate === delegate && backend.launchedScenes.count == 1)
    }
}
