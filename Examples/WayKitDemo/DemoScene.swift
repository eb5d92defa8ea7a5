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
    /// Everything below the window, at the demo's design size: it stays
    /// centred when the window is larger or smaller (a kiosk output of
    /// another size), by its autoresizing mask (A4).
    let content: UIView
    /// The scenes' cards, which animate in at launch (A1).
    let cards: [UIView]
    /// The form typed with the on-screen keyboard (issue 11).
    let form: FormScene

    static let size = CGSize(width: 1276, height: 800)

    init(bcOverride: Bool) {
        scene = UIWindowScene()
        scene.title = "WayKit demo"
        scene.size = Self.size
        window = UIWindow(windowScene: scene)
        window.backgroundColor = DemoStyle.background
        content = UIView(frame: CGRect(origin: .zero, size: Self.size))
        content.accessibilityIdentifier = "Content"
        content.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        window.addSubview(content)
        let window = content

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

        let decorations = window.subviews.count
        var steps: [SelfTestStep] = []
        steps += HitTestingScene.add(to: window, frame: CGRect(x: 16, y: 60, width: 300, height: 564))
        steps += OutsideBoundsScene.add(to: window, frame: CGRect(x: 332, y: 60, width: 300, height: 262),
                                        bcOverride: bcOverride)
        steps += ButtonAmongRecognizersScene.add(to: window, frame: CGRect(x: 332, y: 334, width: 300, height: 290))
        steps += ControlsPanel.add(to: window, frame: CGRect(x: 648, y: 60, width: 296, height: 564))
        steps += ScrollingScene.add(to: window, frame: CGRect(x: 960, y: 60, width: 300, height: 564))
        form = FormScene(in: window, frame: CGRect(x: 16, y: 636, width: 1244, height: 152))
        // The last step of the first phase: the Seats field takes focus and
        // the number pad slides up (the input test's later phases type on it).
        steps.append(SelfTestStep(name: "Seats field", gesture: .tap(form.centre(of: form.number, in: window)),
                                  hitView: "Seats"))
        self.steps = steps
        cards = Array(window.subviews.dropFirst(decorations))
    }

    /// The steps in window coordinates: where the content is now.
    var stepsInWindow: [SelfTestStep] {
        let o = content.frame.origin
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + o.x, y: p.y + o.y) }
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
