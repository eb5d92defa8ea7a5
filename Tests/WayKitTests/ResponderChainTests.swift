import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite("Responder chain")
struct ResponderChainTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("delegate began") }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("delegate pressesBegan \(presses.first?.key?.characters ?? "")")
        }
    }
    final class PlainDelegate: UIApplicationDelegate {}
    final class TextField: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    func chainNames(from responder: UIResponder) -> [String] {
        var names: [String] = []
        var r: UIResponder? = responder
        while let current = r {
            names.append(String(describing: type(of: current)))
            r = current.next
        }
        return names
    }

    @Test("R6: R1: R2: R3: 004's chain TextField → UIView → UIView → UIViewController → UIWindow → UIWindowScene → UIApplication → AppDelegate")
    func seed004Chain() {
        let backend = HeadlessBackend()
        let delegate = AppDelegate()
        UIApplication.shared.delegate = delegate
        let window = makeWindow(backend)
        let vc = UIViewController()
        window.rootViewController = vc
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        vc.view.addSubview(container)
        container.addSubview(field)
        #expect(chainNames(from: field) == ["TextField", "UIView", "UIView", "UIViewController", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])

        // The default touchesBegan walks exactly that chain to the delegate.
        let trace = DeliveryTrace.start()
        backend.touchDown(at: CGPoint(x: 20, y: 20))
        trace.stop()
        let calls = trace.entries.compactMap { e -> String? in
            if case .responder(let name, .touchesBegan) = e { return name }
            return nil
        }
        #expect(calls == ["TextField", "UIView", "UIView", "UIViewController", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
        #expect(delegate.log == ["delegate began"])
        _ = backend
    }

    @Test("R1: a view's next is its controller when it is the controller's root view, else its superview")
    func viewNext() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let vc = UIViewController()
        let root = vc.view!
        let child = UIView()
        root.addSubview(child)
        window.addSubview(root)
        #expect(root.next === vc)
        #expect(child.next === root)
        #expect(vc.next === window)
    }

    @Test("R2: a presented controller's next is its presenting controller; a child's is its view's superview")
    func controllerNext() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let root = UIViewController()
        window.rootViewController = root
        #expect(root.next === window)

        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        #expect(child.next === root.view)
        #expect(child.parent === root && root.children.first === child)

        let modal = UIViewController()
        root.present(modal, animated: false)
        #expect(modal.presentingViewController === root)
        #expect(root.presentedViewController === modal)
        #expect(modal.next === root)
        #expect(modal.view.window === window)
        // A touch on the presented view travels modal → presenting controller.
        // (.automatic is a sheet (M3): its top is 10 points down, so the
        // touch is made inside it.)
        let trace = DeliveryTrace.start()
        backend.touchDown(at: CGPoint(x: 5, y: 100))
        trace.stop()
        let calls = trace.entries.compactMap { e -> String? in
            if case .responder(let name, .touchesBegan) = e { return name }
            return nil
        }
        #expect(calls == ["UIView", "UIViewController", "UIViewController", "UIWindow", "UIWindowScene", "UIApplication"])
        root.dismiss(animated: false)
        #expect(modal.presentingViewController == nil && modal.viewIfLoaded?.superview == nil)
    }

    @Test("R3: a window's next is its scene, a UIResponder; the scene's is the application; the application's is its delegate only when that is a responder")
    func applicationNext() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let scene = try! #require(window.windowScene)
        #expect(window.next === scene)
        #expect((scene as UIResponder).next === UIApplication.shared)
        let plain = PlainDelegate()
        UIApplication.shared.delegate = plain
        #expect(UIApplication.shared.next == nil)
        let responderDelegate = AppDelegate()
        UIApplication.shared.delegate = responderDelegate
        #expect(UIApplication.shared.next === responderDelegate)
    }

    @Test("R5: a touch nobody handles walks the whole chain and is dropped at its end; the next touch is delivered as usual")
    func offTheEnd() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.accessibilityIdentifier = "Plain"
        window.addSubview(view)
        UIApplication.shared.delegate = PlainDelegate()
        let trace = DeliveryTrace.start()
        backend.tap(at: CGPoint(x: 10, y: 10))
        trace.stop()
        // Every link was called, ending with the application, whose next is
        // nil: the event stops there, with nothing after it and nothing left down.
        let began = trace.entries.compactMap { e -> String? in
            if case let .responder(name, .touchesBegan) = e { return name }
            return nil
        }
        #expect(began == ["Plain", "UIWindow", "UIWindowScene", "UIApplication"])
        #expect(UIApplication.shared.activeTouches.isEmpty)
        // Dropping it changed nothing: a view that handles touches gets the next one.
        let handler = Handler(frame: CGRect(x: 60, y: 0, width: 40, height: 40))
        handler.mode = .stop
        window.addSubview(handler)
        backend.tap(at: CGPoint(x: 70, y: 10))
        #expect(handler.log == ["handled"])
    }

    final class Handler: UIView {
        enum Mode { case forward, stop, handleAndForward }
        var mode: Mode = .forward
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            switch mode {
            case .forward: super.touchesBegan(touches, with: event)
            case .stop: log.append("handled")
            case .handleAndForward:
                log.append("handled")
                super.touchesBegan(touches, with: event)
            }
        }
    }

    @Test("R4: 004's three choices: default forwards; override without super stops; override with super handles and passes on")
    func threeChoices() {
        for mode in [Handler.Mode.forward, .stop, .handleAndForward] {
            let backend = HeadlessBackend()
            let window = makeWindow(backend)
            let parent = LoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            parent.accessibilityIdentifier = "parent"
            let child = Handler(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            child.mode = mode
            window.addSubview(parent)
            parent.addSubview(child)
            backend.touchDown(at: CGPoint(x: 10, y: 10))
            switch mode {
            case .forward:
                #expect(child.log.isEmpty)
                #expect(parent.log == ["parent began 1"])
            case .stop:
                #expect(child.log == ["handled"])
                #expect(parent.log.isEmpty)
            case .handleAndForward:
                #expect(child.log == ["handled"])
                #expect(parent.log == ["parent began 1"])
            }
        }
    }

    @Test("R7: W2: key presses go to the key window's first responder, then along next")
    func keyPresses() {
        let backend = HeadlessBackend()
        let delegate = AppDelegate()
        UIApplication.shared.delegate = delegate
        let window = makeWindow(backend)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        let trace = DeliveryTrace.start()
        backend.type(.character("a"))
        trace.stop()
        let calls = trace.entries.compactMap { e -> String? in
            if case .responder(let name, let m) = e, m == .pressesBegan { return name }
            return nil
        }
        #expect(calls == ["TextField", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
        #expect(delegate.log == ["delegate pressesBegan a"])

        // A second key window takes the presses (W2).
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.makeKeyAndVisible()
        #expect(other.isKeyWindow && !window.isKeyWindow)
        let trace2 = DeliveryTrace.start()
        backend.type(.character("b"))
        trace2.stop()
        let calls2 = trace2.entries.compactMap { e -> String? in
            if case .responder(let name, .pressesBegan) = e { return name }
            return nil
        }
        #expect(calls2 == ["UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    @Test("R7: first responder rules: only responders that can become one; resigning; one per window")
    func firstResponderRules() {
        let backend = HeadlessBackend()
        let window = makeWindow(backend)
        let plain = UIView()
        let a = TextField(), b = TextField()
        window.addSubview(plain); window.addSubview(a); window.addSubview(b)
        #expect(!plain.becomeFirstResponder())
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(!a.isFirstResponder && b.isFirstResponder)
        #expect(b.resignFirstResponder())
        #expect(!b.isFirstResponder)
        let orphan = TextField()
        #expect(!orphan.becomeFirstResponder())
    }
}
