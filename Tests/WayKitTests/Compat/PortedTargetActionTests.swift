import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U2: the method-reference forms `waykit-port` rewrites `#selector` to, for
/// bar button items, recognizers without an argument, display links and
/// notification observers: each calls the method, and holds its target
/// weakly as UIKit does.
@MainActor
@Suite(.serialized)
struct PortedTargetActionTests {
    init() { UIApplication._resetShared(clock: EventClock(.manual(start: 0))) }

    @MainActor final class Controller {
        var calls: [String] = []
        func done() { calls.append("done") }
        func share(_ sender: UIBarButtonItem) { calls.append("share:\(sender.title ?? "-")") }
        func tapped() { calls.append("tapped") }
        func step() { calls.append("step") }
        func stepWithLink(_ link: CADisplayLink) { calls.append("link") }
        func changed(_ note: Notification) { calls.append("changed:\(note.name.rawValue)") }
        func reload() { calls.append("reload") }
    }

    @Test("U2: UIBarButtonItem(…target:action:) calls the method, with or without the item, while its target lives")
    func barButtonItems() {
        var controller: Controller? = Controller()
        weak let weakController = controller
        let items: [UIBarButtonItem] = { guard let c = controller else { return [] }; return [
            UIBarButtonItem(barButtonSystemItem: .done, target: c, action: Controller.done),
            UIBarButtonItem(title: "Share", style: .plain, target: c, action: Controller.share(_:)),
            UIBarButtonItem(image: nil, style: .plain, target: c, action: Controller.done),
            UIBarButtonItem(barButtonSystemItem: .action, target: c, action: Controller.share(_:)),
            UIBarButtonItem(title: "Done", style: .done, target: c, action: Controller.done),
            UIBarButtonItem(image: nil, style: .plain, target: c, action: Controller.share(_:)),
        ] }()
        for item in items { item._perform(sender: nil) }
        #expect(controller?.calls == ["done", "share:Share", "done", "share:Share", "done", "share:-"])
        #expect(items[3].title == "Share" && items[0].style == .done)
        controller = nil
        #expect(weakController == nil, "the items don't keep their target")
        for item in items { item._perform(sender: nil) }   // and do nothing once it is gone
    }

    @Test("U2: a recognizer's init(target:action:) and addTarget(_:action:) take a method without the recognizer")
    func recognizerWithoutArgument() {
        let backend = HeadlessBackend(size: CGSize(width: 200, height: 200))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var controller: Controller? = Controller()
        weak let weakController = controller
        if let c = controller {
            let tap = UITapGestureRecognizer(target: c, action: Controller.tapped)
            tap.addTarget(c, action: Controller.reload)
            view.addGestureRecognizer(tap)
        }
        backend.tap(at: CGPoint(x: 50, y: 50))
        #expect(controller?.calls == ["tapped", "reload"])
        controller = nil
        #expect(weakController == nil, "the recognizer doesn't keep its target")
        backend.tap(at: CGPoint(x: 50, y: 50))
    }

    @Test("U2: CADisplayLink(target:selector:) calls the method each frame, with or without the link")
    func displayLink() {
        let backend = HeadlessBackend(size: CGSize(width: 200, height: 200))
        let c = Controller()
        let withLink = CADisplayLink(target: c, selector: Controller.stepWithLink)
        let without = CADisplayLink(target: c, selector: Controller.step)
        withLink.add(to: .main, forMode: .common)
        without.add(to: .main, forMode: .common)
        backend.advanceTime(by: 0.05)
        #expect(c.calls.filter { $0 == "link" }.count == 3)
        #expect(c.calls.filter { $0 == "step" }.count == 3)
        withLink.invalidate()
        without.invalidate()
    }

    @Test("U2: addObserver(_:selector:name:object:) calls the method, with or without the notification; removeObserver(_:) and removeObserver(_:name:object:) stop it")
    func notificationObservers() {
        let center = NotificationCenter()
        let changed = Notification.Name("U2Changed"), other = Notification.Name("U2Other")
        let c = Controller()
        center.addObserver(c, selector: Controller.changed(_:), name: changed, object: nil)
        center.addObserver(c, selector: Controller.reload, name: other, object: nil)
        center.post(name: changed, object: nil)
        center.post(name: other, object: nil)
        #expect(c.calls == ["changed:U2Changed", "reload"])
        center.removeObserver(c, name: other, object: nil)
        center.post(name: other, object: nil)
        center.post(name: changed, object: nil)
        #expect(c.calls == ["changed:U2Changed", "reload", "changed:U2Changed"], "only the named observation ended")
        center.removeObserver(c)
        center.post(name: changed, object: nil)
        #expect(c.calls.count == 3, "removeObserver(self) ends the rest")

    }

    @Test("U2: a notification observer made with a method reference is held weakly, and ends with its observer")
    func notificationObserverEnds() {
        let center = NotificationCenter()
        let name = Notification.Name("U2Ends")
        var controller: Controller? = Controller()
        weak let weakController = controller
        if let c = controller { center.addObserver(c, selector: Controller.reload, name: name, object: nil) }
        center.post(name: name, object: nil)
        #expect(controller?.calls == ["reload"])
        controller = nil
        #expect(weakController == nil, "the center doesn't keep its observer")
        center.post(name: name, object: nil)   // nothing to call, and the observation ends
    }

    @Test("U2: a notification posted off the main thread reaches the method on the main thread")
    func notificationFromAnotherThread() async {
        final class Observer: @unchecked Sendable {
            var threads: [Thread] = []
            func changed(_ note: Notification) { threads.append(Thread.current) }
        }
        let center = NotificationCenter()
        let name = Notification.Name("U2Background")
        let observer = Observer()
        center.addObserver(observer, selector: Observer.changed, name: name, object: nil)
        let poster = Thread { center.post(name: name, object: nil) }
        poster.start()
        for _ in 0..<400 where observer.threads.isEmpty {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        // Delivered on the main actor (this test's), not on the posting thread.
        #expect(observer.threads.count == 1)
        #expect(observer.threads.first.map { $0 !== poster } == true)
    }
}
