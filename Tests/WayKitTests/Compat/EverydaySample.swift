import WayKit          // on iOS: import UIKit; nothing else below changes

// Idioms a second corpus of public UIKit programs used that WayKit lacked:
// a button subclass overriding init(frame:) and made with `()`, a
// `UIButton(primaryAction:)` and a handler typed `UIActionHandler`, a
// placeholder `NSLayoutConstraint()`, the readable content guide, the
// status bar's style and orientation, a window given its scene by the
// setter and sized by the scene's coordinate space. Public API only:
// CorpusAPITests type-checks this file on its own in Swift 5 and Swift 6
// modes; EverydayAPITests runs it.

final class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 10
        setTitleColor(.white, for: .normal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    convenience init(title: String) {
        self.init(frame: .zero)
        setTitle(title, for: .normal)
    }
}

final class ArticleViewController: UIViewController {
    let body = UILabel()
    let pill = PillButton()
    var bodyTop = NSLayoutConstraint()
    var tapped = 0

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        let handler: UIActionHandler = { [weak self] _ in self?.tapped += 1 }
        let plain = UIButton(primaryAction: UIAction(title: "Share", handler: handler))
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        view.addSubview(plain)
        bodyTop = body.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor, constant: 20)
        NSLayoutConstraint.activate([
            bodyTop,
            body.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])
        if UIApplication.shared.statusBarOrientation.isLandscape { bodyTop.constant = 8 }
        setNeedsStatusBarAppearanceUpdate()
    }
}

final class ArticleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(frame: windowScene.coordinateSpace.bounds)
        window?.windowScene = windowScene
        window?.rootViewController = ArticleViewController()
        window?.makeKeyAndVisible()
    }
}

final class ThemeAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UINavigationBar.appearance().barTintColor = .systemIndigo
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().isTranslucent = false
        UINavigationBar.appearance().tintColor = .white
        UITabBar.appearance().tintColor = .systemOrange
        UITabBar.appearance().isTranslucent = false
        return true
    }
}
