import Foundation
import ButtonGridScene
import WayKit

/// Connects the grid's scene: a window whose root controller's view is the
/// 10×10 grid of buttons at the harness's size. A tapped button is
/// relabelled "Tapped N" (the frame the benchmark times) and reported.
@MainActor
final class GridSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The size the harness asked for (`--size`).
    static var size = CGSize(width: 1280, height: 720)

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = "WayKit button grid"
        windowScene.size = Self.size
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = GridController(size: Self.size)
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // The window was closed; the harness ends the run.
        window = nil
    }
}

/// The grid's controller: its view is the grid, each button's action its
/// tap count.
@MainActor
final class GridController: UIViewController {
    private let size: CGSize
    private var taps: [Int] = []

    init(size: CGSize) {
        self.size = size
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let grid = ButtonGridView(frame: CGRect(origin: .zero, size: size))
        taps = [Int](repeating: 0, count: grid.buttons.count)
        for (i, button) in grid.buttons.enumerated() {
            button.addAction(UIAction { [unowned self, unowned button] _ in
                taps[i] += 1
                button.setTitle("Tapped \(taps[i])", for: .normal)
                say("button \(i + 1) tapped")
            }, for: .touchUpInside)
        }
        view = grid
    }
}
