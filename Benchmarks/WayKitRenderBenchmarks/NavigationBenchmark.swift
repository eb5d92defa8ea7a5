import CPixman
import Foundation
import WayKit
import WayKitRender

/// Issue 19's bar: a push, a pop and a tab switch at 1280×800, each screen
/// 50 views (cards with labels), drawn as a frame callback would: the frame
/// clock's tick, then the render of the damage. The first push of the run is
/// reported apart (it may not stall), then the medians over many.
@MainActor
func runNavigationBenchmark(rounds: Int) {
    UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
    let clock = UIApplication.shared.clock
    let size = CGSize(width: 1280, height: 800)
    guard let buffer = PixmanImage(format: PIXMAN_a8r8g8b8, width: Int(size.width), height: Int(size.height)),
          let base = buffer.data else { print("cannot allocate the frame buffer"); return }
    let pb = PixelBuffer(base: base, width: Int(size.width), height: Int(size.height), stride: buffer.stride)
    let renderer = PixmanRenderer()

    /// A screen of 50 views: 25 cards, each with a title label.
    func screen(_ title: String) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        vc.view.backgroundColor = .systemBackground
        for i in 0..<25 {
            let card = UIView(frame: CGRect(x: 20 + CGFloat(i % 5) * 250, y: 80 + CGFloat(i / 5) * 130, width: 230, height: 110))
            card.backgroundColor = .secondarySystemBackground
            card.layer.cornerRadius = 12
            let label = UILabel(frame: CGRect(x: 12, y: 12, width: 200, height: 24))
            label.text = "\(title) item \(i + 1)"
            card.addSubview(label)
            vc.view.addSubview(card)
        }
        return vc
    }

    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let first = UINavigationController(rootViewController: screen("Home"))
    let second = UINavigationController(rootViewController: screen("Settings"))
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeededForDisplay()
    _ = renderer.render(window, into: pb, scale: 1, damage: nil)
    _ = window.takeDamage()

    /// Frames at 60 Hz until nothing wants one; each frame's time.
    func animateFrames() -> [Double] {
        var frames: [Double] = []
        var n = 0
        repeat {
            clock.advance(by: 1.0 / 60)
            frames.append(milliseconds {
                UIApplication.shared.frameClock.tick(at: clock.now)
                window.layoutIfNeededForDisplay()
                _ = renderer.render(window, into: pb, scale: 1, damage: window.takeDamage())
            })
            n += 1
        } while UIApplication.shared.frameClock.needsFrames && n < 600
        return frames
    }

    var push: [Double] = [], pop: [Double] = [], tabSwitch: [Double] = []
    var firstPush: [Double] = []
    var idleAfter = 0, transitions = 0
    for round in 0..<rounds {
        first.pushViewController(screen("Detail \(round)"), animated: true)
        let frames = animateFrames()
        if round == 0 { firstPush = frames }
        push += frames
        first.popViewController(animated: true)
        pop += animateFrames()
        tabs.selectedIndex = round % 2 == 0 ? 1 : 0
        tabSwitch.append(milliseconds {
            window.layoutIfNeededForDisplay()
            _ = renderer.render(window, into: pb, scale: 1, damage: window.takeDamage())
        })
        transitions += 3
        if !UIApplication.shared.frameClock.needsFrames && clock.nextDeadline == nil { idleAfter += 1 }
        if tabs.selectedIndex == 1 { tabs.selectedIndex = 0; _ = renderer.render(window, into: pb, scale: 1, damage: window.takeDamage()) }
    }
    print("Navigation benchmark (1280×800, screens of 50 views, tick + layout + render of the damage per frame)")
    print(String(format: "  first push of the run: first frame %.3f ms, median %.3f ms over %d frames",
                 firstPush.first ?? 0, firstPush.sorted()[firstPush.count / 2], firstPush.count))
    print("  push frames:       \(summary(push))   target median ≤ 2 ms")
    print("  pop frames:        \(summary(pop))   target median ≤ 2 ms")
    print("  tab switch frame:  \(summary(tabSwitch))   target median ≤ 2 ms")
    print("  idle after a push, pop and switch: \(idleAfter) of \(rounds) rounds (no frame wanted, no timer)")
}
