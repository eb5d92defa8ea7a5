import CPixman
import Foundation
import WayKit
import WayKitRender

/// Issue 9's animation bar: 100 views animating frame and alpha at once in a
/// 1920×1080 window. Per frame: the frame clock's tick (sampling every
/// animation, setting presentation values, damaging what moved), then the
/// render of that damage — what a frame callback costs. The clock is manual,
/// stepped at 60 Hz, so the animation runs its whole second.
@MainActor
func runAnimationBenchmark(iterations: Int) {
    UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
    let clock = UIApplication.shared.clock
    guard let buffer = PixmanImage(format: PIXMAN_a8r8g8b8, width: 1920, height: 1080), let base = buffer.data else {
        print("cannot allocate the frame buffer"); return
    }
    let pb = PixelBuffer(base: base, width: 1920, height: 1080, stride: buffer.stride)
    let renderer = PixmanRenderer()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .systemGray6
    var views: [UIView] = []
    for i in 0..<100 {
        let v = UIView(frame: CGRect(x: CGFloat(i % 10) * 192 + 8, y: CGFloat(i / 10) * 108 + 8, width: 120, height: 80))
        v.backgroundColor = .systemBlue
        v.layer.cornerRadius = 12
        window.addSubview(v)
        views.append(v)
    }
    window.makeKeyAndVisible()
    _ = renderer.render(window, into: pb, scale: 1, damage: nil)
    _ = window.takeDamage()

    var frames: [Double] = []
    var idleFrames = 0
    for round in 0..<max(1, iterations / 60) {
        let dx: CGFloat = round % 2 == 0 ? 60 : -60
        UIView.animate(withDuration: 1, animations: {
            for v in views {
                v.frame = v.frame.offsetBy(dx: dx, dy: 10).insetBy(dx: 4, dy: 4)
                v.alpha = round % 2 == 0 ? 0.4 : 1
            }
        })
        // 60 frames of the animation, then the frame that ends it.
        for _ in 0...60 {
            clock.advance(by: 1.0 / 60)
            frames.append(milliseconds {
                UIApplication.shared.frameClock.tick(at: clock.now)
                _ = renderer.render(window, into: pb, scale: 1, damage: window.takeDamage())
            })
        }
        // After it ends nothing wants a frame: no tick, no draw (idle CPU 0).
        let wanted = UIApplication.shared.frameClock.needsFrames
        if !wanted && window.pendingDamage?.isEmpty == true { idleFrames += 1 }
    }
    print("Animation benchmark (1920×1080, 100 views animating frame and alpha at once)")
    print("  frame (tick + render of the damage): \(summary(frames))   target median ≤ 2 ms")
    print("  after each animation ended: frames wanted \(max(1, iterations / 60) - idleFrames) times of \(max(1, iterations / 60)) (0 = idle, no frame requested)")
}
