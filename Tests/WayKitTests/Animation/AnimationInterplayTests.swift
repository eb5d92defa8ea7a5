import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Animation meeting scrolling, layout and bad input: what a review of the
/// merged work found, kept as tests.
@MainActor
@Suite("Animation interplay")
struct AnimationInterplayTests {
    func setUp() -> (HeadlessBackend, UIWindow) {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        return (backend, window)
    }

    func scrollView(in window: UIWindow, opaque: Bool) -> UIScrollView {
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        sv.contentSize = CGSize(width: 400, height: 4_000)
        if opaque { sv.backgroundColor = .white }
        window.addSubview(sv)
        return sv
    }

    @Test("A1: a NaN control point in a property animator never reaches the presentation")
    func nanControlPoint() {
        let (backend, window) = setUp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(v)
        let a = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.3, y: .nan),
                                       controlPoint2: CGPoint(x: 0.6, y: 1)) { v.center.x = 150 }
        a.pauseAnimation()
        a.fractionComplete = 0.5
        #expect(v._presentedCenter.x.isFinite)
        _ = backend
    }

    @Test("A1: S1: UIView.animate of an opaque scroll view's contentOffset animates (no pixel move jumps it)")
    func animatedOffsetOpaque() {
        let (backend, window) = setUp()
        let sv = scrollView(in: window, opaque: true)
        UIView.animate(withDuration: 0.5) { sv.contentOffset = CGPoint(x: 0, y: 300) }
        backend.stepFrame()
        backend.stepFrame()
        #expect(sv._presentedBounds.minY > 0 && sv._presentedBounds.minY < 300)
        #expect(sv.contentOffset.y == 300)
    }

    @Test("A1: S4: scrolling while the scroll view's size animates keeps the size animation")
    func scrollDuringSizeAnimation() {
        let (backend, window) = setUp()
        let sv = scrollView(in: window, opaque: false)
        var finished: Bool?
        UIView.animate(withDuration: 0.5, animations: { sv.frame.size.height = 200 }, completion: { finished = $0 })
        backend.stepFrame()
        sv.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        for _ in 0..<5 { backend.stepFrame() }
        #expect(sv._presentedBounds.height > 200 && sv._presentedBounds.height < 400)
        backend.advanceTime(by: 1)
        #expect(finished == true)
        #expect(sv.contentOffset.y == 300)
    }

    @Test("A1: S4: setContentOffset(animated:) during a block animation of the offset continues from what is drawn")
    func setOffsetDuringBlockAnimation() {
        let (backend, window) = setUp()
        let sv = scrollView(in: window, opaque: false)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { sv.contentOffset.y = 1_000 }
        for _ in 0..<6 { backend.stepFrame() }
        let drawn = sv._presentedBounds.minY
        #expect(drawn > 0 && drawn < 200)
        sv.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        backend.stepFrame()
        #expect(abs(sv._presentedBounds.minY - drawn) < 60)
    }

    @Test("A2: a property animator's views take touches while it runs or is scrubbed (UIKit's isUserInteractionEnabled)")
    func animatorTakesTouches() {
        let (_, window) = setUp()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0.5 }
        a.pauseAnimation()
        a.fractionComplete = 0.3
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === v)
        let b = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 60 }
        b.isUserInteractionEnabled = false
        b.startAnimation()
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) !== v)
    }

    @Test("S1: a content offset far past 16,384 points (a 2·10⁹-point list) scrolls and still draws")
    func hugeOffsets() {
        let (_, window) = setUp()
        let sv = scrollView(in: window, opaque: false)
        sv.contentSize = CGSize(width: 400, height: 2e9)
        sv.setContentOffset(CGPoint(x: 0, y: 2e9 - 400), animated: false)
        #expect(sv.contentOffset.y == 2e9 - 400)
        #expect(!sv.hasInvalidGeometry)
    }

    @Test("A1, A2: a view allocated where an animating view died animates, completes true and takes touches (issue 18)")
    func animationAfterAddressReuse() {
        let (backend, window) = setUp()
        // A view animates, then leaves and is freed mid-animation.
        var deadAddress: ObjectIdentifier?
        do {
            let dying = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(dying)
            UIView.animate(withDuration: 1) { dying.center.x = 300 }
            backend.stepFrame()
            deadAddress = ObjectIdentifier(dying)
            dying.removeFromSuperview()
        }
        // Before the next frame, views are made until one takes its address
        // (malloc hands the freed block straight back: the first try).
        var kept: [UIView] = []
        var reborn: UIView?
        for _ in 0..<64 {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            if ObjectIdentifier(v) == deadAddress { reborn = v; break }
            kept.append(v)
        }
        guard let v = reborn else {
            Issue.record("no view was allocated at the freed view's address; the case did not reproduce")
            return
        }
        window.addSubview(v)
        var finished: Bool?
        UIView.animate(withDuration: 0.5, animations: { v.center.x = 200 }, completion: { finished = $0 })
        backend.stepFrame()
        backend.stepFrame()
        #expect(v._presentedCenter.x > 25 && v._presentedCenter.x < 200, "the new view's animation is drawn")
        backend.advanceTime(by: 1)
        backend.stepFrame()
        #expect(finished == true)
        #expect(v._presentedCenter.x == 200)
        #expect(window.hitTest(CGPoint(x: 200, y: 25), with: nil) === v, "A2: no longer animating, it takes touches")
        _ = kept
    }
}
