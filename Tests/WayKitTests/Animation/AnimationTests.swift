import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A1–A3 on the headless backend: frames are stepped on the virtual clock.
@MainActor
@Suite("Animation")
struct AnimationTests {
    func setUp() -> (HeadlessBackend, UIWindow, UIView) {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "card"
        window.addSubview(view)
        return (backend, window, view)
    }

    @Test("A1: the model takes the new value at once; the presentation goes there over the duration with the curve")
    func modelAndPresentation() {
        let (backend, _, view) = setUp()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 250, y: 50)
            view.alpha = 0.5
        }, completion: { finished = $0 })
        #expect(view.center == CGPoint(x: 250, y: 50))   // the model
        #expect(view.alpha == 0.5)
        #expect(view._presentedCenter == CGPoint(x: 50, y: 50))
        backend.advanceTime(by: 0.5)
        #expect(abs(view._presentedCenter.x - 150) < 3.5)    // linear: half way (within a frame)
        #expect(abs(view._presentedAlpha - 0.75) < 0.02)
        #expect(finished == nil)
        backend.advanceTime(by: 0.6)
        #expect(view._presentedCenter == CGPoint(x: 250, y: 50))
        #expect(!view._isAnimating)
        #expect(finished == true)
    }

    @Test("A1: the default curve is ease-in-out; ease-in starts slow, ease-out starts fast")
    func curves() {
        // What is drawn against the curve at the last frame's time.
        func check(_ options: UIView.AnimationOptions, _ curve: CubicBezier) {
            let (backend, _, view) = setUp()
            let start = backend.now
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.center.x = 150 })
            backend.advanceTime(by: 0.25)
            let t = UIApplication.shared.frameClock.timestamp - start
            #expect(abs((view._presentedCenter.x - 50) - 100 * CGFloat(curve.value(at: t))) < 0.01)
        }
        check([], CubicBezier(0.42, 0, 0.58, 1))
        check(.curveEaseIn, CubicBezier(0.42, 0, 1, 1))
        check(.curveEaseOut, CubicBezier(0, 0, 0.58, 1))
        check(.curveLinear, CubicBezier(0, 0, 1, 1))
        // The curves themselves at t = 0.25: easeInOut 0.129, easeIn 0.093,
        // easeOut 0.378 (Core Animation's control points).
        #expect(abs(AnimationTiming.easeInOut.progress(0.25, duration: 1) - 0.1291) < 0.001)
        #expect(abs(AnimationTiming.easeIn.progress(0.25, duration: 1) - 0.0935) < 0.001)
        #expect(abs(AnimationTiming.easeOut.progress(0.25, duration: 1) - 0.3781) < 0.001)
        #expect(abs(CubicBezier(0.42, 0, 0.58, 1).value(at: 0.5) - 0.5) < 1e-6)
    }

    @Test("A1: a new animation of the property starts from what is drawn and completes the old one with false")
    func interruption() {
        let (backend, _, view) = setUp()
        var results: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
                       completion: { results.append("first \($0)") })
        backend.advanceTime(by: 0.5)
        let midway = view._presentedCenter.x
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.center.x = 50 }, completion: { results.append("second \($0)") })
        #expect(abs(view._presentedCenter.x - midway) < 0.001)
        backend.advanceTime(by: 0.05)
        #expect(results == ["first false"])
        backend.advanceTime(by: 1.1)
        #expect(results == ["first false", "second true"])
        #expect(view._presentedCenter.x == 50)
    }

    @Test("A1: setting an animated property outside an animation removes the animation (completion false)")
    func plainSetRemoves() {
        let (backend, _, view) = setUp()
        var result: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { result = $0 })
        backend.advanceTime(by: 0.2)
        view.alpha = 1
        #expect(view._presentedAlpha == 1)
        backend.advanceTime(by: 0.05)
        #expect(result == false)
    }

    @Test("A1: delay shows the old value first; repeat with autoreverse goes there and back and never completes")
    func delayRepeatAutoreverse() {
        let (backend, _, view) = setUp()
        UIView.animate(withDuration: 0.5, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 0 })
        backend.advanceTime(by: 0.4)
        #expect(view._presentedAlpha == 1)
        backend.advanceTime(by: 0.35)
        #expect(view._presentedAlpha < 0.6)

        let (backend2, _, view2) = setUp()
        var completed = false
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                       animations: { view2.center.x = 150 }, completion: { _ in completed = true })
        backend2.advanceTime(by: 0.5)
        #expect(abs(view2._presentedCenter.x - 150) < 4)
        backend2.advanceTime(by: 0.5)
        #expect(abs(view2._presentedCenter.x - 50) < 4)
        backend2.advanceTime(by: 5)
        #expect(!completed && view2._isAnimating)
    }

    @Test("A1: a spring overshoots with low damping and settles at the end; velocity starts it faster")
    func spring() {
        let (backend, _, view) = setUp()
        var maxX: CGFloat = 0
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 150 })
        for _ in 0..<60 {
            backend.stepFrame()
            maxX = max(maxX, view._presentedCenter.x)
        }
        #expect(maxX > 155)   // overshoot past 150
        backend.advanceTime(by: 0.2)
        #expect(view._presentedCenter.x == 150 && !view._isAnimating)
        let slow = SpringSolver(dampingRatio: 1, velocity: 0, duration: 1).value(at: 0.05)
        let fast = SpringSolver(dampingRatio: 1, velocity: 10, duration: 1).value(at: 0.05)
        #expect(fast > slow)
    }

    @Test("A1: performWithoutAnimation inside a block applies at once; duration 0 completes at the next frame")
    func withoutAnimation() {
        let (backend, _, view) = setUp()
        var done = false
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
            view.backgroundColor = .red
        }, completion: { _ in done = true })
        #expect(view._presentedAlpha == 0.2)
        #expect(view._presentation?.values[.backgroundColor] != nil)
        var zero = false
        UIView.animate(withDuration: 0, animations: { view.center.x = 10 }, completion: { zero = $0 })
        #expect(view._presentedCenter.x == 10 && !zero)
        backend.stepFrame()
        #expect(zero)
        backend.advanceTime(by: 1.1)
        #expect(done)
    }

    @Test("A1: keyframes run one after another on the same property")
    func keyframes() {
        let (backend, _, view) = setUp()
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
        }, completion: { finished = $0 })
        backend.advanceTime(by: 0.5)
        #expect(abs(view._presentedCenter.x - 150) < 4)
        backend.advanceTime(by: 0.25)
        #expect(view._presentedCenter.x < 140 && view._presentedCenter.x > 60)
        backend.advanceTime(by: 0.3)
        #expect(view._presentedCenter.x == 50 && finished == true)
    }

    @Test("A2: hit-testing uses model values; an animating view takes no touches unless .allowUserInteraction")
    func interactionDuringAnimation() {
        let (backend, window, view) = setUp()
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 300, y: 300) })
        backend.advanceTime(by: 0.1)
        // Where it is drawn (near the start) it isn't hit; where the model is,
        // it isn't either: it is animating.
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === window)
        #expect(view.frame.midX == 300)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction,
                       animations: { view.center = CGPoint(x: 200, y: 200) })
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === view)
        backend.advanceTime(by: 1.1)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === view)
    }

    @Test("A1: an animation of a view that leaves its window completes with false")
    func leavesWindow() {
        let (backend, _, view) = setUp()
        var result: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { result = $0 })
        backend.advanceTime(by: 0.1)
        view.removeFromSuperview()
        backend.advanceTime(by: 0.1)
        #expect(result == false)
        #expect(!view._isAnimating)
    }

    @Test("A1: a property animator pauses, scrubs, reverses and continues; completion reports the position")
    func propertyAnimator() {
        let (backend, _, view) = setUp()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { position = $0 }
        animator.pauseAnimation()
        #expect(animator.state == .active && view.center.x == 250)
        animator.fractionComplete = 0.25
        #expect(abs(view._presentedCenter.x - 100) < 0.001)
        animator.startAnimation()
        backend.advanceTime(by: 0.25)
        #expect(abs(view._presentedCenter.x - 150) < 4)
        animator.isReversed = true
        backend.advanceTime(by: 0.6)
        #expect(position == .start)
        #expect(view.center.x == 50 && !view._isAnimating)

        let (backend2, _, view2) = setUp()
        let scrub = UIViewPropertyAnimator(duration: 1, curve: .linear) { view2.alpha = 0 }
        scrub.fractionComplete = 0.5
        #expect(abs(view2._presentedAlpha - 0.5) < 0.001)
        scrub.stopAnimation(false)
        scrub.finishAnimation(at: .current)
        #expect(abs(view2.alpha - 0.5) < 0.001 && scrub.state == .inactive)
        backend2.advanceTime(by: 0.1)
        #expect(!view2._isAnimating)
    }

    @Test("A3: a display link runs once per frame with timestamps; nothing animating, no frame is ticked")
    func displayLink() {
        let (backend, _, _) = setUp()
        final class Counter { var stamps: [(TimeInterval, TimeInterval)] = [] }
        let counter = Counter()
        let link = CADisplayLink { counter.stamps.append(($0.timestamp, $0.targetTimestamp)) }
        link.add(to: .main, forMode: .common)
        backend.advanceTime(by: 0.1)
        #expect(counter.stamps.count == 6)
        if let first = counter.stamps.first { #expect(abs(first.1 - first.0 - 1.0 / 60) < 1e-9) }
        link.preferredFramesPerSecond = 30
        backend.advanceTime(by: 0.1)
        #expect(counter.stamps.count == 9)
        link.isPaused = true
        let frames = backend.frameCount
        backend.advanceTime(by: 10)
        #expect(backend.frameCount == frames)   // idle: no frames at all
        link.preferredFramesPerSecond = 0   // the display's rate again
        link.isPaused = false
        backend.advanceTime(by: 0.051)
        #expect(counter.stamps.count == 12)
        link.invalidate()
        backend.advanceTime(by: 1)
        #expect(counter.stamps.count == 12)
        #expect(!UIApplication.shared.frameClock.needsFrames)
    }

    @Test("A1: only animated views are redrawn: the damage is the old and new rectangle of what moved")
    func damageIsWhatMoved() {
        let (backend, window, view) = setUp()
        let other = UIView(frame: CGRect(x: 300, y: 300, width: 50, height: 50))
        window.addSubview(other)
        _ = window.takeDamage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        _ = window.takeDamage()
        backend.stepFrame()
        let damage = window.takeDamage() ?? []
        let union = damage.reduce(CGRect.null) { $0.union($1) }
        #expect(!union.isNull)
        #expect(!union.intersects(other.frame))
        #expect(union.minX <= 0 && union.maxX < 200)
    }

    @Test("A1: A5: changing a constraint's constant and calling layoutIfNeeded inside an animation block animates the layout")
    func animatedConstraintChange() {
        let (backend, window, _) = setUp()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(box.frame.minX == 0)
        leading.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
        #expect(box.frame.minX == 200)
        backend.advanceTime(by: 0.5)
        #expect(abs(box._presentedCenter.x - 125) < 4)
        backend.advanceTime(by: 0.6)
        #expect(box._presentedCenter.x == 225)
    }

    @Test("A3: C1: a switch's knob slides to its new end over frames after a tap; setOn(_:animated: false) jumps")
    func switchKnobSlides() {
        let (backend, window, _) = setUp()
        let toggle = UISwitch(frame: CGRect(x: 200, y: 200, width: 0, height: 0))
        window.addSubview(toggle)
        backend.tap(at: CGPoint(x: 210, y: 215))
        #expect(toggle.isOn)
        var positions: [CGFloat] = []
        for _ in 0..<20 {
            backend.stepFrame()
            if let p = toggle.knobDragPosition { positions.append(p) }
        }
        #expect(positions.count >= 3, "\(positions)")
        #expect(positions == positions.sorted())
        #expect(positions.allSatisfy { $0 >= 0 && $0 <= 1 } && positions.contains { $0 > 0.2 && $0 < 0.8 }, "\(positions)")
        #expect(toggle.knobDragPosition == nil)
        #expect(!UIApplication.shared.frameClock.needsFrames)
        toggle.setOn(false, animated: false)
        #expect(toggle.knobDragPosition == nil && !toggle.isOn)
    }
}
