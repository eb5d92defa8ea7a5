import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A scroll view can go while its pan is recognizing: the app removes it
/// mid-drag and nothing else holds it. The recognizer outlives it (the
/// touch and the gesture environment hold their recognizers until the
/// touch ends), and its remaining changes must not reach the freed view.
@MainActor
@Suite(.serialized)
struct ScrollViewLifetimeTests {
    /// Adds a scroll view held only by `window` and returns a weak reference.
    private func addScrollView(to window: UIWindow) -> Weak<UIScrollView> {
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        // The touches land on content: a touch holds its view, not that
        // view's ancestors.
        scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000)))
        window.addSubview(scrollView)
        return Weak(scrollView)
    }

    private func move(_ backend: HeadlessBackend, _ id: Int, from a: CGPoint, to b: CGPoint, steps: Int = 5) {
        for i in 1...steps {
            backend.advanceTime(by: backend.eventInterval)
            let f = CGFloat(i) / CGFloat(steps)
            backend.touchMove(id, to: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
        }
    }

    @Test("S4, G3: a scroll view removed and freed mid-drag: the drag's later moves and its end reach no freed view")
    func freedMidDrag() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let scroll = addScrollView(to: window)
        let id = backend.touchDown(at: CGPoint(x: 200, y: 300))
        move(backend, id, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200))
        #expect(scroll.value?.isDragging == true)
        scroll.value?.removeFromSuperview()
        #expect(scroll.value == nil, "nothing else holds the scroll view")
        move(backend, id, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 100))
        backend.advanceTime(by: backend.eventInterval)
        backend.touchUp(id)
        // The next gesture starts clean.
        let again = addScrollView(to: window)
        backend.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), steps: 5)
        #expect((again.value?.contentOffset.y ?? 0) > 0)
    }

    @Test("S4, G3: a scroll view freed mid-drag, then the touches cancelled (the connection went): nothing reaches the freed view")
    func freedMidDragThenCancelled() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let scroll = addScrollView(to: window)
        let id = backend.touchDown(at: CGPoint(x: 200, y: 300))
        move(backend, id, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200))
        scroll.value?.removeFromSuperview()
        #expect(scroll.value == nil)
        backend.cancelTouches()
    }
}

/// A weak reference, to see that an object went.
@MainActor
struct Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
