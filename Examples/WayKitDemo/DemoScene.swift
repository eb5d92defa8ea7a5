import Foundation
import WayKit

/// The demo's window (V1, V3, V5): a tab bar whose Touch tab holds, under
/// a navigation bar, 004's scenes in cards (hit-testing, outside the
/// parent's bounds, a button among tap recognizers), a card of controls, the
/// scrolling card and the form; its Pages tab is an onboarding pager. Each
/// card's caption says what to try.
@MainActor
struct DemoScene {
    let scene: UIWindowScene
    let window: UIWindow
    /// A dot in the navigation bar whose colour the demo changes to animate
    /// frames.
    let pulse: UIView
    /// What `--self-test` does and expects.
    let steps: [SelfTestStep]
    /// The cards, at the demo's design size: it stays centred when the
    /// window is larger or smaller (a kiosk output of another size), by its
    /// autoresizing mask (A4).
    let content: UIView
    /// The scenes' cards, which animate in at launch (A1).
    let cards: [UIView]
    /// The form typed with the on-screen keyboard (issue 11).
    let form: FormScene
    /// The tab bar and navigation controllers.
    let tabs: DemoTabs

    static let size = CGSize(width: 1276, height: 800)

    init(windowScene: UIWindowScene, bcOverride: Bool) {
        scene = windowScene
        // WayKit's initial size for the toplevel (the compositor may change it).
        scene.size = Self.size
        scene.title = "WayKit demo"
        window = UIWindow(windowScene: scene)
        window.backgroundColor = DemoStyle.background
        content = UIView(frame: CGRect(origin: .zero, size: Self.size))
        content.accessibilityIdentifier = "Content"
        content.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        pulse = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        pulse.backgroundColor = .systemBlue
        pulse.layer.cornerRadius = 8
        pulse.isUserInteractionEnabled = false
        let window = content

        // The cards sit between the navigation bar (44 points) and the tab
        // bar (49): 52…748 of the 800.
        var steps: [SelfTestStep] = []
        steps += HitTestingScene.add(to: window, frame: CGRect(x: 16, y: 52, width: 300, height: 564))
        steps += OutsideBoundsScene.add(to: window, frame: CGRect(x: 332, y: 52, width: 300, height: 262),
                                        bcOverride: bcOverride)
        steps += ButtonAmongRecognizersScene.add(to: window, frame: CGRect(x: 332, y: 326, width: 300, height: 290))
        steps += ControlsPanel.add(to: window, frame: CGRect(x: 648, y: 52, width: 296, height: 564))
        steps += ScrollingScene.add(to: window, frame: CGRect(x: 960, y: 52, width: 300, height: 564))
        form = FormScene(in: window, frame: CGRect(x: 16, y: 624, width: 1244, height: 124))
        // The last step of the first phase: the Seats field takes focus and
        // the number pad slides up (the input test's later phases type on it).
        steps.append(SelfTestStep(name: "Seats field", gesture: .tap(form.centre(of: form.number, in: window)),
                                  hitView: "Seats"))
        self.steps = steps
        cards = window.subviews
        tabs = DemoTabs(content: content, pulse: pulse)
        self.window.rootViewController = tabs.tabBarController
    }

    /// The steps in window coordinates: where the content is now.
    var stepsInWindow: [SelfTestStep] {
        func move(_ p: CGPoint) -> CGPoint { content.convert(p, to: nil) }
        return steps.map { step in
            var s = step
            switch step.gesture {
            case .tap(let p): s.gesture = .tap(move(p))
            case .drag(let a, let b): s.gesture = .drag(move(a), move(b))
            }
            return s
        }
    }

    /// The cards fade and rise into place one after another. They take
    /// touches meanwhile (`.allowUserInteraction`), so a first tap is never
    /// lost to the intro (A2).
    func animateIn(completion: @escaping () -> Void) {
        UIView.performWithoutAnimation {
            for card in cards {
                card.alpha = 0
                card.transform = CGAffineTransform(translationX: 0, y: 24)
            }
        }
        for (i, card) in cards.enumerated() {
            UIView.animate(withDuration: 0.45, delay: 0.08 * Double(i), options: [.curveEaseOut, .allowUserInteraction],
                           animations: {
                               card.alpha = 1
                               card.transform = .identity
                           }, completion: i == cards.count - 1 ? { _ in completion() } : nil)
        }
    }
}
