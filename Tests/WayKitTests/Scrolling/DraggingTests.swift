import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite(.serialized)
struct DraggingTests {
    @Test("S4: a drag follows the finger 1:1 once past the pan's threshold")
    func followsFinger() {
        let scene = ScrollScene()
        let id = scene.backend.touchDown(at: CGPoint(x: 300, y: 300))
        // 10 moves of 10 pt: the pan begins at the second (20 pt, past its
        // 10 pt hysteresis); only the threshold is dropped, so the content
        // trails the finger by 10 pt from there.
        scene.move(id, from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 200))
        #expect(scene.scrollView.isDragging)
        #expect(scene.scrollView.contentOffset.y == 90)
        scene.move(id, from: CGPoint(x: 300, y: 200), to: CGPoint(x: 300, y: 150), steps: 5)
        #expect(scene.scrollView.contentOffset.y == 140)
        scene.backend.advanceTime(by: 0.5)
        scene.backend.touchUp(id)
        #expect(!scene.scrollView.isDragging)
    }

    @Test("S4: delegate calls in UIKit's order for a fling, deceleration at 0.998 per ms ending where willEndDragging said")
    func flingOrderAndDeceleration() {
        let scene = ScrollScene()
        scene.scrollView.contentSize = CGSize(width: 400, height: 100_000)
        let trace = DeliveryTrace.start()
        scene.backend.drag(from: CGPoint(x: 300, y: 350), to: CGPoint(x: 300, y: 150), steps: 5)
        let released = scene.scrollView.contentOffset
        let releaseTime = scene.backend.now
        #expect(scene.scrollView.isDecelerating)
        let v = scene.delegate.lastVelocity ?? .zero
        let target = scene.delegate.proposedTarget ?? .zero
        // Velocity in points per millisecond, content moving down the page.
        #expect(v.y > 1)
        // The glide's end: the integral of v0·r^(1000·t).
        let expectedEnd = released.y + v.y * 1000 / (-1000 * log(0.998))
        #expect(abs(target.y - expectedEnd) < 0.5)
        // Part way: v(t) = v0·r^(1000·t), so the distance left shrinks by r^(1000·t).
        scene.backend.advanceTime(by: 0.5)
        let elapsed = scene.backend.now - releaseTime
        let left = (target.y - released.y) * pow(0.998, 1000 * CGFloat(elapsed))
        #expect(abs(scene.scrollView.contentOffset.y - (target.y - left)) < 40)
        scene.backend.advanceTime(by: 10)
        trace.stop()
        #expect(!scene.scrollView.isDecelerating)
        #expect(abs(scene.scrollView.contentOffset.y - target.y) < 0.001)
        #expect(foldedNotes(trace).filter { !$0.contains("content touch") } == [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: true)",
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
        // The frame clock stops once the content is at rest (A3).
        #expect(!UIApplication.shared.frameClock.needsFrames || scene.scrollView._indicatorViews.contains { $0.alpha > 0 })
    }

    @Test("S4: .fast decelerates at 0.99 per ms, and a changed targetContentOffset is where the glide ends")
    func fastRateAndTarget() {
        let scene = ScrollScene()
        scene.scrollView.contentSize = CGSize(width: 400, height: 100_000)
        scene.scrollView.decelerationRate = .fast
        scene.backend.drag(from: CGPoint(x: 300, y: 350), to: CGPoint(x: 300, y: 150), steps: 5)
        let released = scene.scrollView.contentOffset.y
        let v = scene.delegate.lastVelocity ?? .zero
        #expect(abs((scene.delegate.proposedTarget?.y ?? 0) - (released + v.y * 1000 / (-1000 * log(0.99)))) < 0.5)
        scene.delegate.targetOverride = CGPoint(x: 0, y: 1234)
        scene.backend.drag(from: CGPoint(x: 300, y: 350), to: CGPoint(x: 300, y: 150), steps: 5)
        scene.backend.advanceTime(by: 5)
        #expect(scene.scrollView.contentOffset.y == 1234)
    }

    @Test("S4: a release with no speed inside the limits doesn't decelerate")
    func slowRelease() {
        let scene = ScrollScene()
        let trace = DeliveryTrace.start()
        let id = scene.backend.touchDown(at: CGPoint(x: 300, y: 300))
        scene.move(id, from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 200))
        scene.backend.advanceTime(by: 0.3)
        scene.backend.touchUp(id)
        trace.stop()
        #expect(!scene.scrollView.isDecelerating)
        #expect(foldedNotes(trace).contains("didEndDragging(willDecelerate: false)"))
        #expect(!foldedNotes(trace).contains("willBeginDecelerating"))
    }

    @Test("S5: past the top edge the content follows with the rubber band's resistance and springs back")
    func rubberBand() {
        let scene = ScrollScene()
        let trace = DeliveryTrace.start()
        let id = scene.backend.touchDown(at: CGPoint(x: 300, y: 100))
        scene.move(id, from: CGPoint(x: 300, y: 100), to: CGPoint(x: 300, y: 200))
        // 90 pt of pull past the edge (100 less the pan's threshold) in a
        // 400 pt viewport.
        let b = (1 - 1 / (90 * 0.55 / 400 + 1)) * 400
        #expect(abs(scene.scrollView.contentOffset.y + b) < 0.001)
        scene.backend.advanceTime(by: 0.3)
        scene.backend.touchUp(id)
        #expect(scene.scrollView.isDecelerating)
        scene.backend.advanceTime(by: 2)
        trace.stop()
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(foldedNotes(trace).suffix(3) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test("S5: with bounces false the offset is clamped at the edges")
    func noBounce() {
        let scene = ScrollScene()
        scene.scrollView.bounces = false
        scene.backend.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 300, y: 300))
        #expect(scene.scrollView.contentOffset.y == 0)
        // A fling to the bottom stops there.
        for _ in 0..<6 { scene.backend.drag(from: CGPoint(x: 300, y: 390), to: CGPoint(x: 300, y: 10), steps: 4) }
        scene.backend.advanceTime(by: 5)
        #expect(scene.scrollView.contentOffset.y == 1600)
    }

    @Test("S5: a fling into the bottom edge overshoots and comes back to the edge")
    func flingBounces() {
        let scene = ScrollScene()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 1400), animated: false)
        var maximum: CGFloat = 0
        scene.backend.drag(from: CGPoint(x: 300, y: 390), to: CGPoint(x: 300, y: 190), steps: 4)
        for _ in 0..<120 {
            scene.backend.stepFrame()
            maximum = max(maximum, scene.scrollView.contentOffset.y)
        }
        #expect(maximum > 1600)
        #expect(scene.scrollView.contentOffset.y == 1600)
        #expect(!scene.scrollView.isDecelerating)
    }

    @Test("S7: a horizontal carousel inside a vertical list scrolls sideways and leaves vertical drags to the list")
    func carousel() {
        let scene = ScrollScene()
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 50, width: 400, height: 100))
        carousel.accessibilityIdentifier = "C"
        carousel.contentSize = CGSize(width: 2000, height: 100)
        scene.scrollView.addSubview(carousel)
        scene.backend.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100))
        scene.backend.advanceTime(by: 3)
        #expect(carousel.contentOffset.x > 100)
        #expect(scene.scrollView.contentOffset.y == 0)
        let x = carousel.contentOffset.x
        let trace = DeliveryTrace.start()
        scene.backend.drag(from: CGPoint(x: 200, y: 140), to: CGPoint(x: 200, y: 40))
        trace.stop()
        #expect(carousel.contentOffset.x == x)
        #expect(scene.scrollView.contentOffset.y > 50)
        #expect(trace.lines.contains("UIScrollViewPanGestureRecognizer@C possible -> failed"))
        #expect(trace.lines.contains("UIScrollViewPanGestureRecognizer@S possible -> began"))
    }

    @Test("S7: a scroll view with nothing to scroll takes no drag; alwaysBounceVertical makes it take them")
    func nothingToScroll() {
        let scene = ScrollScene()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        inner.contentSize = CGSize(width: 400, height: 300)
        scene.scrollView.addSubview(inner)
        scene.backend.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 100))
        #expect(scene.scrollView.contentOffset.y > 50)
        #expect(inner.contentOffset == .zero)
        scene.backend.advanceTime(by: 5)
        scene.scrollView.setContentOffset(.zero, animated: false)
        inner.alwaysBounceVertical = true
        let id = scene.backend.touchDown(at: CGPoint(x: 200, y: 250))
        scene.move(id, from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 100))
        #expect(inner.contentOffset.y > 0)
        #expect(scene.scrollView.contentOffset.y == 0)
        scene.backend.touchUp(id)
    }

    @Test("S7: isDirectionalLockEnabled keeps a mostly horizontal diagonal drag on its axis")
    func directionalLock() {
        let scene = ScrollScene()
        scene.scrollView.contentSize = CGSize(width: 2000, height: 2000)
        scene.scrollView.isDirectionalLockEnabled = true
        let id = scene.backend.touchDown(at: CGPoint(x: 300, y: 300))
        scene.move(id, from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 260))
        #expect(scene.scrollView.contentOffset.x > 100)
        #expect(scene.scrollView.contentOffset.y == 0)
        scene.backend.touchUp(id)
        scene.backend.advanceTime(by: 5)
        scene.scrollView.isDirectionalLockEnabled = false
        scene.scrollView.setContentOffset(CGPoint(x: 500, y: 500), animated: false)
        let id2 = scene.backend.touchDown(at: CGPoint(x: 300, y: 300))
        scene.move(id2, from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 260))
        #expect(scene.scrollView.contentOffset.y > 500)
        scene.backend.touchUp(id2)
    }

    @Test("S5: S6: a touch that stops a spring-back past the edge lets it go on when it lifts without dragging")
    func touchDuringSpringBack() {
        let scene = ScrollScene()
        let id = scene.backend.touchDown(at: CGPoint(x: 300, y: 100))
        scene.move(id, from: CGPoint(x: 300, y: 100), to: CGPoint(x: 300, y: 250))
        scene.backend.advanceTime(by: 0.3)
        scene.backend.touchUp(id)
        scene.backend.stepFrame()
        #expect(scene.scrollView.contentOffset.y < 0)
        let tap = scene.backend.touchDown(at: CGPoint(x: 300, y: 300))
        let held = scene.scrollView.contentOffset.y
        scene.backend.advanceTime(by: 0.1)
        #expect(scene.scrollView.contentOffset.y == held)
        scene.backend.touchUp(tap)
        scene.backend.advanceTime(by: 2)
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(!scene.scrollView.isDecelerating)
    }

    @Test("S2, S4: a 30-point first move on a button in a scroll view scrolls 20 points: only the pan's threshold is dropped (issue 18)")
    func firstMoveKeepsAllButThreshold() {
        let scene = ScrollScene()
        let start = scene.button.convert(CGPoint(x: scene.button.bounds.midX, y: scene.button.bounds.midY), to: nil)
        let id = scene.backend.touchDown(at: start)
        scene.backend.touchMove(id, to: CGPoint(x: start.x, y: start.y - 30))
        #expect(scene.scrollView.isDragging)
        #expect(scene.scrollView.contentOffset.y == 20)
        // From then on the content follows the finger 1:1.
        scene.backend.touchMove(id, to: CGPoint(x: start.x, y: start.y - 70))
        #expect(scene.scrollView.contentOffset.y == 60)
        scene.backend.advanceTime(by: 0.5)
        scene.backend.touchUp(id)
        #expect(scene.fired == 0)
    }

    @Test("S4: a glide ends smoothly: no frame moves further than the one before it, and it stops exactly at its end (issue 18)")
    func glideEndsSmoothly() {
        for rate in [UIScrollView.DecelerationRate.normal, .fast] {
            let motion = ScrollMotion(kind: .decelerate(from: .zero, to: CGPoint(x: 0, y: 900), rate: rate.rawValue), startTime: 0)
            var previous = motion.sample(at: 0).offset.y
            var lastStep = CGFloat.infinity
            var t = 0.0
            var finished = false
            while t < 20 {
                t += 1.0 / 60
                let s = motion.sample(at: t)
                let step = s.offset.y - previous
                #expect(step >= 0 && step <= lastStep + 1e-9, "frame at \(t) s moved \(step) after \(lastStep)")
                lastStep = step
                previous = s.offset.y
                if s.isFinished { finished = true; break }
            }
            #expect(finished)
            #expect(previous == 900)
            // It still glides under the old stop speed: the last steps are tiny.
            #expect(lastStep < 0.2)
        }
    }
}
