import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U6: explicit animations on layers, on the one frame clock (virtual time).
@MainActor
@Suite("Layer animations (U6)")
struct LayerAnimationTests {
    final class Recorder: CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }

    func setUp() -> (HeadlessBackend, UIWindow, UIView) {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        window.addSubview(view)
        return (backend, window, view)
    }

    @Test("U6: CABasicAnimation draws from → to on the frame clock and leaves the model alone, then removes itself")
    func basic() {
        let (backend, _, view) = setUp()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1.0
        a.toValue = 0.0
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        let rec = Recorder()
        a.delegate = rec
        view.layer.add(a, forKey: "fade")
        #expect(view.layer.animationKeys() == ["fade"])
        #expect(view.alpha == 1, "the model is unchanged")
        backend.advanceTime(by: 0.5)
        #expect(abs(view._presentedAlpha - 0.5) < 0.03)
        #expect(rec.log == ["start"])
        backend.advanceTime(by: 0.6)
        #expect(view._presentedAlpha == 1, "removed at its end: the model shows")
        #expect(view.layer.animationKeys() == nil)
        #expect(rec.log == ["start", "stop true"])
    }

    @Test("U6: speed 0 holds an animation at its timeOffset, for as long as it is on the layer (scrubbing by hand)")
    func speedZeroFreezes() {
        let (backend, _, view) = setUp()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1.0
        a.toValue = 0.0
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        a.speed = 0
        a.timeOffset = 0.25
        view.layer.add(a, forKey: "scrub")
        backend.advanceTime(by: 0.1)
        #expect(abs(view._presentedAlpha - 0.75) < 0.03)
        backend.advanceTime(by: 5)
        #expect(abs(view._presentedAlpha - 0.75) < 0.03, "still held: not played at speed 1")
        #expect(view.layer.animationKeys() == ["scrub"])
    }

    @Test("U6: the shake — a keyframe animation of transform.translation.x through its values")
    func shake() {
        let (backend, _, view) = setUp()
        let a = CAKeyframeAnimation(keyPath: "transform.translation.x")
        a.values = [-10, 10, -8, 8, 0]
        a.duration = 0.4
        view.layer.add(a, forKey: "shake")
        backend.advanceTime(by: 0.001)
        #expect(abs(view._presentedTransform.tx - -10) < 1.5)
        // Key times are even: 10 at a quarter of the way.
        backend.advanceTime(by: 0.1 - 0.001)
        #expect(abs(view._presentedTransform.tx - 10) < 2)
        #expect(view.transform == .identity)
        #expect(view._presentedExtentInWindow()?.minX ?? 0 > 8, "the drawn extent follows the shake")
        backend.advanceTime(by: 0.4)
        #expect(view._presentedTransform == .identity)
        #expect(view.layer.animation(forKey: "shake") == nil)
    }

    @Test("U6: the pulse — transform.scale autoreverses and repeats; removeAnimation(forKey:) stops it with finished false")
    func pulse() {
        let (backend, _, view) = setUp()
        let a = CABasicAnimation(keyPath: "transform.scale")
        a.fromValue = 1
        a.toValue = 1.2
        a.duration = 0.5
        a.autoreverses = true
        a.repeatCount = .infinity
        let rec = Recorder()
        a.delegate = rec
        view.layer.add(a, forKey: "pulse")
        backend.advanceTime(by: 0.5)
        #expect(abs(view._presentedTransform.a - 1.2) < 0.02, "at the top after one duration")
        backend.advanceTime(by: 0.5)
        #expect(abs(view._presentedTransform.a - 1) < 0.02, "back after autoreversing")
        backend.advanceTime(by: 3)
        #expect(view.layer.animation(forKey: "pulse") != nil, "repeats for ever")
        view.layer.removeAnimation(forKey: "pulse")
        #expect(view._presentedTransform == .identity)
        backend.stepFrame()
        #expect(rec.log == ["start", "stop false"])
        #expect(!UIApplication.shared.frameClock.needsFrames, "idle again: no frames asked")
    }

    @Test("U6: fillMode forwards with isRemovedOnCompletion false holds the end value; a new animation under a key replaces the old")
    func fillForwards() {
        let (backend, _, view) = setUp()
        let ring = CAShapeLayer()
        view.layer.addSublayer(ring)
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0
        a.toValue = 0.75
        a.duration = 0.3
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        ring.add(a, forKey: "progress")
        backend.advanceTime(by: 0.15)
        let mid = ring._presentedStrokeEnd
        #expect(mid > 0.1 && mid < 0.7)
        backend.advanceTime(by: 0.5)
        #expect(abs(ring._presentedStrokeEnd - 0.75) < 1e-6)
        #expect(ring.strokeEnd == 1, "the model is unchanged")
        #expect(ring.animationKeys() == ["progress"])
        let rec = Recorder()
        let b = CABasicAnimation(keyPath: "strokeEnd")
        b.delegate = rec
        b.toValue = 0.5
        ring.add(b, forKey: "progress")
        #expect(ring.animationKeys() == ["progress"])
        ring.removeAllAnimations()
        #expect(ring._presentedStrokeEnd == 1)
        backend.stepFrame()
        #expect(rec.log == ["stop false"])
    }

    @Test("U6: CATransaction's completion runs after the longest of its animations, once")
    func transactionCompletion() {
        let (backend, _, view) = setUp()
        var completions = 0
        var doneAt: TimeInterval?
        let start = backend.now
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            completions += 1
            doneAt = backend.now - start
        }
        let short = CABasicAnimation(keyPath: "opacity")
        short.toValue = 0.2
        short.duration = 0.2
        view.layer.add(short, forKey: "short")
        let long = CABasicAnimation(keyPath: "position.x")
        long.toValue = 300
        long.duration = 0.6
        view.layer.add(long, forKey: "long")
        CATransaction.commit()
        backend.advanceTime(by: 0.4)
        #expect(completions == 0, "the long one still runs")
        backend.advanceTime(by: 0.5)
        #expect(completions == 1)
        #expect(abs((doneAt ?? 0) - 0.6) < 0.05)
        // With no animation the completion comes at the next frame, not inside commit.
        var empty = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { empty = true }
        CATransaction.setDisableActions(true)
        CATransaction.commit()
        #expect(!empty)
        backend.stepFrame()
        #expect(empty)
    }

    @Test("U6: a group runs its children on one timeline; a spring settles at the end value")
    func groupAndSpring() {
        let (backend, _, view) = setUp()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let grow = CABasicAnimation(keyPath: "bounds.size")
        grow.fromValue = CGSize(width: 10, height: 10)
        grow.toValue = CGSize(width: 100, height: 100)
        grow.beginTime = 0.5
        grow.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [fade, grow]
        group.duration = 1
        view.layer.add(group, forKey: "appear")
        backend.advanceTime(by: 0.25)
        #expect(view._presentedAlpha > 0.05 && view._presentedAlpha < 0.6)
        #expect(view._presentedBounds.size == CGSize(width: 100, height: 100), "the second child has not begun")
        backend.advanceTime(by: 0.5)
        #expect(view._presentedBounds.width > 10 && view._presentedBounds.width < 100)
        backend.advanceTime(by: 0.5)
        #expect(view.layer.animationKeys() == nil)

        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 200
        spring.damping = 8
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 0.3 && spring.settlingDuration < 5)
        view.layer.add(spring, forKey: "drop")
        var peak: CGFloat = 0
        for _ in 0..<30 {
            backend.stepFrame()
            peak = max(peak, view._presentedCenter.y)
        }
        #expect(peak > 200, "an underdamped spring overshoots")
        backend.advanceTime(by: spring.duration)
        #expect(view._presentedCenter.y == 50)
    }

    @Test("U6: beginTime from CACurrentMediaTime() delays; fillMode backwards shows the from-value before")
    func beginTime() {
        let (backend, _, view) = setUp()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.3
        a.toValue = 0.6
        a.duration = 0.2
        a.beginTime = CACurrentMediaTime() + 0.5
        view.layer.add(a, forKey: "later")
        backend.advanceTime(by: 0.2)
        #expect(view._presentedAlpha == 1, "before it begins, without a backwards fill: the model")
        view.layer.removeAllAnimations()
        a.fillMode = .backwards
        a.beginTime = CACurrentMediaTime() + 0.5
        view.layer.add(a, forKey: "later")
        backend.stepFrame()
        #expect(abs(view._presentedAlpha - 0.3) < 1e-6)
    }

    @Test("U6: CATransform3D: a view's layer.transform is its 2-D transform; a transform animation of CATransform3D values draws its scale")
    func transform3D() {
        let (backend, _, view) = setUp()
        view.layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(CATransform3DIsAffine(view.layer.transform))
        view.layer.transform = CATransform3DIdentity
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(r)
        #expect(abs(affine.b - 1) < 1e-9 && abs(affine.a) < 1e-9, "z rotation turns x towards y as CGAffineTransform(rotationAngle:)")
        let a = CABasicAnimation(keyPath: "transform")
        a.fromValue = CATransform3DIdentity
        a.toValue = CATransform3DMakeScale(3, 3, 1)
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        view.layer.add(a, forKey: "grow")
        backend.advanceTime(by: 0.5)
        #expect(abs(view._presentedTransform.a - 2) < 0.05)
    }

    @Test("U6: a CATransaction's completion also waits for UIView.animate blocks inside it")
    func transactionWaitsForViewAnimations() {
        let (backend, _, view) = setUp()
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        UIView.animate(withDuration: 0.5) { view.alpha = 0.2 }
        let a = CABasicAnimation(keyPath: "position.x")
        a.toValue = 10
        a.duration = 0.1
        view.layer.add(a, forKey: "nudge")
        CATransaction.commit()
        backend.advanceTime(by: 0.3)
        #expect(!done, "the view animation still runs")
        backend.advanceTime(by: 0.3)
        #expect(done)
    }
}
