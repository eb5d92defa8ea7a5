import Foundation
import WayKit

/// The demo's window: a header, then 004's scenes in cards (hit-testing,
/// outside the parent's bounds, a button among tap recognizers) and a card of
/// controls. Each card's caption says what to try.
@MainActor
struct DemoScene {
    let scene: UIWindowScene
    let window: UIWindow
    /// A dot in the header whose colour the demo changes to animate frames.
    let pulse: UIView
    /// What `--self-test` does and expects.
    let steps: [SelfTestStep]

    static let size = CGSize(width: 960, height: 640)

    init(bcOverride: Bool) {
        scene = UIWindowScene()
        scene.title = "WayKit demo"
        scene.size = Self.size
        window = UIWindow(windowScene: scene)
        window.backgroundColor = DemoStyle.background

        // Decoration first: hit-testing asks the last-added views first, so
        // the scenes below answer before the header is ever asked.
        window.addSubview(DemoStyle.label("WayKit demo", CGRect(x: 20, y: 14, width: 190, height: 30), size: 24,
                                          weight: .bold))
        window.addSubview(DemoStyle.label("UIKit's event model on Wayland. Touch the views; every decision is traced.",
                                          CGRect(x: 210, y: 22, width: 690, height: 20), size: 14,
                                          color: .secondaryLabel))
        pulse = UIView(frame: CGRect(x: Self.size.width - 36, y: 22, width: 16, height: 16))
        pulse.backgroundColor = .systemBlue
        pulse.layer.cornerRadius = 8
        pulse.isUserInteractionEnabled = false
        window.addSubview(pulse)

        var steps: [SelfTestStep] = []
        steps += HitTestingScene.add(to: window, frame: CGRect(x: 16, y: 60, width: 300, height: 564))
        steps += OutsideBoundsScene.add(to: window, frame: CGRect(x: 332, y: 60, width: 300, height: 262),
                                        bcOverride: bcOverride)
        steps += ButtonAmongRecognizersScene.add(to: window, frame: CGRect(x: 332, y: 334, width: 300, height: 290))
        steps += ControlsPanel.add(to: window, frame: CGRect(x: 648, y: 60, width: 296, height: 564))
        self.steps = steps
    }
}
