import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite(.serialized)
struct ProgrammaticScrollingTests {
    @Test("S1: contentOffset is bounds.origin; the content's subviews move with it in hit-testing")
    func offsetIsBoundsOrigin() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 150)
        #expect(scene.scrollView.bounds.origin == CGPoint(x: 0, y: 150))
        // The button (content y 200) now shows at window y 50.
        #expect(scene.window.hitTest(CGPoint(x: 60, y: 70), with: nil) === scene.button)
        scene.backend.tap(at: CGPoint(x: 60, y: 70))
        #expect(scene.fired == 1)
    }

    @Test("S1: adjustedContentInset adds the safe area on scrollable axes; the offset's limits follow the insets")
    func insets() {
        let scene = ScrollScene()
        scene.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scene.scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        #expect(scene.scrollView._minOffset.y == -20)
        #expect(scene.scrollView._maxOffset.y == CGFloat(1630))
        scene.scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scene.scrollView.adjustedContentInset == scene.scrollView.contentInset)
    }

    @Test("S4: setContentOffset(_:animated:) moves over frames and ends with scrollViewDidEndScrollingAnimation")
    func animatedOffset() {
        let scene = ScrollScene()
        let trace = DeliveryTrace.start()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scene.scrollView.contentOffset.y == 0)
        scene.backend.stepFrame()
        scene.backend.stepFrame()
        let mid = scene.scrollView.contentOffset.y
        #expect(mid > 0 && mid < 300)
        scene.backend.advanceTime(by: 1)
        trace.stop()
        #expect(scene.scrollView.contentOffset.y == 300)
        #expect(foldedNotes(trace) == ["didScroll", "didEndScrollingAnimation"])
    }

    @Test("S4: scrollRectToVisible scrolls as little as needed and not at all for a visible rect")
    func rectToVisible() {
        let scene = ScrollScene()
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scene.scrollView.contentOffset.y == 0)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(scene.scrollView.contentOffset.y == 600)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 100), animated: false)
        #expect(scene.scrollView.contentOffset.y == 100)
    }

    @Test("S8: paging settles on a multiple of the viewport, a flick turns one page")
    func paging() {
        let scene = ScrollScene()
        scene.scrollView.contentSize = CGSize(width: 1600, height: 400)
        scene.scrollView.isPagingEnabled = true
        let id = scene.backend.touchDown(at: CGPoint(x: 350, y: 300))
        scene.move(id, from: CGPoint(x: 350, y: 300), to: CGPoint(x: 90, y: 300), steps: 13)
        scene.backend.advanceTime(by: 0.3)
        scene.backend.touchUp(id)
        scene.backend.advanceTime(by: 3)
        #expect(scene.scrollView.contentOffset.x == 400)
        // A short fast flick turns the page anyway.
        scene.backend.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 240, y: 300), steps: 3)
        scene.backend.advanceTime(by: 3)
        #expect(scene.scrollView.contentOffset.x == 800)
    }

    @Test("S8: zooming scales viewForZooming(in:) within its limits and the content size follows")
    func zoom() {
        let scene = ScrollScene()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scene.scrollView.addSubview(image)
        final class ZoomDelegate: UIScrollViewDelegate {
            let view: UIView
            init(_ view: UIView) { self.view = view }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let delegate = ZoomDelegate(image)
        scene.scrollView.delegate = delegate
        #expect(scene.scrollView.pinchGestureRecognizer == nil)
        scene.scrollView.maximumZoomScale = 3
        #expect(scene.scrollView.pinchGestureRecognizer != nil)
        scene.scrollView.setZoomScale(2, animated: false)
        #expect(scene.scrollView.zoomScale == 2)
        #expect(scene.scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        scene.scrollView.setZoomScale(10, animated: false)
        #expect(scene.scrollView.zoomScale == 3)
        // A pinch past the limit stretches, then settles back to it.
        let c = CGPoint(x: 200, y: 200)
        let h = GestureHarnessLike(scene.backend)
        h.pinch(center: c, from: 50, to: 150, lift: false)
        #expect(scene.scrollView.zoomScale > 3)
        #expect(scene.scrollView.zoomScale <= 3 * UIScrollView.zoomBounceFactor)
        h.lift(center: c, distance: 150)
        #expect(scene.scrollView.zoomScale == 3)
        // And in: a pinch together zooms out to the minimum.
        h.pinch(center: c, from: 200, to: 50)
        #expect(scene.scrollView.zoomScale == 1)
        #expect(scene.scrollView.contentSize == CGSize(width: 400, height: 300))
        _ = delegate
    }

    @Test("S8: a pinch scales about the fingers' centroid and pans with it; bouncesZoom is its own setting (issue 18)")
    func zoomAboutCentroid() {
        let scene = ScrollScene()
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.scrollView.addSubview(photo)
        final class ZoomDelegate: UIScrollViewDelegate {
            let view: UIView
            init(_ view: UIView) { self.view = view }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let delegate = ZoomDelegate(photo)
        scene.scrollView.delegate = delegate
        scene.scrollView.maximumZoomScale = 4
        scene.scrollView.contentSize = CGSize(width: 400, height: 400)
        let backend = scene.backend
        func fingers(_ c: CGPoint, _ d: CGFloat, _ phase: UITouch.Phase) {
            backend.sendTouches([TouchPoint(id: 801, phase: phase, location: CGPoint(x: c.x - d / 2, y: c.y)),
                                 TouchPoint(id: 802, phase: phase, location: CGPoint(x: c.x + d / 2, y: c.y))])
        }
        // Spread from 50 to 100 points apart about (100, 120): scale 2, and
        // the content point (100, 120) stays under the fingers.
        let c = CGPoint(x: 100, y: 120)
        fingers(c, 50, .began)
        for i in 1...10 {
            backend.advanceTime(by: backend.eventInterval)
            fingers(c, 50 + 5 * CGFloat(i), .moved)
        }
        #expect(abs(scene.scrollView.zoomScale - 2) < 0.001)
        #expect(abs(scene.scrollView.contentOffset.x - 100) < 0.5)
        #expect(abs(scene.scrollView.contentOffset.y - 120) < 0.5)
        // The fingers move together by (−40, −30): the content pans with them.
        for i in 1...10 {
            backend.advanceTime(by: backend.eventInterval)
            fingers(CGPoint(x: c.x - 4 * CGFloat(i), y: c.y - 3 * CGFloat(i)), 100, .moved)
        }
        #expect(abs(scene.scrollView.contentOffset.x - 140) < 0.5)
        #expect(abs(scene.scrollView.contentOffset.y - 150) < 0.5)
        backend.advanceTime(by: backend.eventInterval)
        fingers(CGPoint(x: 60, y: 90), 100, .ended)
        backend.advanceTime(by: 1)
        #expect(scene.scrollView.zoomScale == 2)

        // bouncesZoom false: a pinch stops at the limit; scroll bounce stays on.
        scene.scrollView.bouncesZoom = false
        #expect(scene.scrollView.bounces)
        let h = GestureHarnessLike(backend)
        h.pinch(center: CGPoint(x: 200, y: 200), from: 40, to: 200, lift: false)
        #expect(scene.scrollView.zoomScale == 4)
        h.lift(center: CGPoint(x: 200, y: 200), distance: 200)
        scene.scrollView.bounces = false
        #expect(!scene.scrollView.bouncesZoom)
        scene.scrollView.bouncesZoom = true
        #expect(!scene.scrollView.bounces)
        _ = delegate
    }

    @Test("S9: with no first responder, keys scroll the scroll view a person last dragged; a focused text field keeps them")
    func keysFollowLastDragged() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let left = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = UIScrollView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        for sv in [left, right] {
            sv.contentSize = CGSize(width: 200, height: 4000)
            window.addSubview(sv)
        }
        func pageDown() {
            backend.type(UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: [], keyCode: .keyboardPageDown))
            backend.advanceTime(by: 1)
        }
        pageDown()
        // None dragged yet: the frontmost shown scroll view takes them.
        #expect(right.contentOffset.y == 360)
        backend.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 260), steps: 4)
        backend.advanceTime(by: 2)
        let before = left.contentOffset.y
        pageDown()
        #expect(left.contentOffset.y == before + 360)
        #expect(right.contentOffset.y == 360)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        left.addSubview(field)
        #expect(field.becomeFirstResponder())
        backend.advanceTime(by: 1)
        let focused = left.contentOffset.y  // K5: the focused field was scrolled into view
        backend.type(UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: [], keyCode: .keyboardEnd))
        backend.advanceTime(by: 1)
        #expect(left.contentOffset.y == focused, "End moves the field's caret; the scroll view is not asked first")
    }

    @Test("S9: page down, space, end, home and arrows scroll the scroll view when no first responder takes them; a scroll view is no first responder (UIKit)")
    func keyboard() {
        let scene = ScrollScene()
        #expect(!scene.scrollView.canBecomeFirstResponder)
        #expect(!scene.scrollView.becomeFirstResponder())
        func press(_ code: UIKeyboardHIDUsage) {
            scene.backend.type(UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: [], keyCode: code))
            scene.backend.advanceTime(by: 1)
        }
        press(.keyboardPageDown)
        #expect(scene.scrollView.contentOffset.y == 360)
        press(.keyboardSpacebar)
        #expect(scene.scrollView.contentOffset.y == 720)
        press(.keyboardUpArrow)
        #expect(scene.scrollView.contentOffset.y == 680)
        press(.keyboardEnd)
        #expect(scene.scrollView.contentOffset.y == 1600)
        press(.keyboardHome)
        #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test("S9, R7: a key the scroll view took stays with it: its repeats scroll again, and its end and cancel do not go on along the chain, which never saw it begin (found by the fuzzer)")
    func takenPressesStay() {
        final class Container: UIView {
            var log: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("began") }
            override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("changed") }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("ended") }
            override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("cancelled") }
        }
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let container = Container(frame: window.bounds)
        window.addSubview(container)
        let scrollView = UIScrollView(frame: container.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        container.addSubview(scrollView)
        let app = UIApplication.shared
        let down = UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: [], keyCode: .keyboardDownArrow)
        app.handleKey(KeyInput(timestamp: backend.now, phase: .down, key: down))
        backend.advanceTime(by: 1)
        #expect(scrollView.contentOffset.y == 40)
        app.handleKey(KeyInput(timestamp: backend.now, phase: .repeat, key: down))
        backend.advanceTime(by: 1)
        #expect(scrollView.contentOffset.y == 80, "a repeat scrolls on")
        app.handleKey(KeyInput(timestamp: backend.now, phase: .up, key: down))
        app.handleKey(KeyInput(timestamp: backend.now, phase: .down, key: down))
        app.handleKey(KeyInput(timestamp: backend.now, phase: .cancelled, key: down))
        // A key the scroll view does not use goes along the chain, whole.
        let a = UIKey.character("a")
        app.handleKey(KeyInput(timestamp: backend.now, phase: .down, key: a))
        app.handleKey(KeyInput(timestamp: backend.now, phase: .up, key: a))
        #expect(container.log == ["began", "ended"])
    }

    @Test("S9: scroll indicators show while scrolling and fade after")
    func indicators() {
        let scene = ScrollScene()
        #expect(scene.scrollView._indicatorViews.isEmpty)
        let id = scene.backend.touchDown(at: CGPoint(x: 300, y: 300))
        scene.move(id, from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 200))
        let vertical = scene.scrollView._indicatorViews.first
        #expect(vertical?.alpha == 1)
        #expect(vertical?.superview === scene.scrollView)
        scene.backend.advanceTime(by: 0.5)
        scene.backend.touchUp(id)
        scene.backend.advanceTime(by: 2)
        #expect(vertical?.alpha == 0)
    }
}

/// Two-finger pinches through a headless backend.
@MainActor
struct GestureHarnessLike {
    let backend: HeadlessBackend
    init(_ backend: HeadlessBackend) { self.backend = backend }

    /// Two fingers on a horizontal line through `center`, going from
    /// `from` to `to` points apart, then lifted.
    func pinch(center c: CGPoint, from: CGFloat, to: CGFloat, steps: Int = 10, lift: Bool = true) {
        backend.sendTouches(points(c, from, .began))
        for i in 1...steps {
            backend.advanceTime(by: backend.eventInterval)
            backend.sendTouches(points(c, from + (to - from) * CGFloat(i) / CGFloat(steps), .moved))
        }
        if lift { self.lift(center: c, distance: to) }
    }

    /// Lifts both fingers and lets any settling animation finish.
    func lift(center c: CGPoint, distance: CGFloat) {
        backend.advanceTime(by: backend.eventInterval)
        backend.sendTouches(points(c, distance, .ended))
        backend.advanceTime(by: 1)
    }

    private func points(_ c: CGPoint, _ d: CGFloat, _ phase: UITouch.Phase) -> [TouchPoint] {
        [TouchPoint(id: 901, phase: phase, location: CGPoint(x: c.x - d / 2, y: c.y)),
         TouchPoint(id: 902, phase: phase, location: CGPoint(x: c.x + d / 2, y: c.y))]
    }
}
