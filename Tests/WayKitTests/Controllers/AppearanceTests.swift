import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// A controller that writes each lifecycle call to a shared log.
@MainActor
class LoggingController: UIViewController {
    let name: String
    let log: CallLog
    init(_ name: String, _ log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    override func viewDidLoad() { super.viewDidLoad(); log.add("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name) viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log.add("\(name) viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name) viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); log.add("\(name) willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); log.add("\(name) didMove(\(parent == nil ? "nil" : "parent"))") }
}

@MainActor
final class CallLog {
    private(set) var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    /// The lines since the last take.
    func take() -> [String] { defer { lines.removeAll() }; return lines }
}

@MainActor
@Suite(.serialized)
struct AppearanceTests {
    @Test("V2: a window's root controller loads, then appears with the window (will, isAppearing, did) and disappears when it hides")
    func rootAppearsWithWindow() {
        let backend = HeadlessBackend()
        let log = CallLog()
        let window = UIWindow()
        let root = LoggingController("A", log)
        window.rootViewController = root
        #expect(log.take() == ["A viewDidLoad"], "a hidden window shows nothing: no appearance yet")
        window.makeKeyAndVisible()
        #expect(log.take() == ["A viewWillAppear", "A viewIsAppearing", "A viewDidAppear"])
        window.isHidden = true
        #expect(log.take() == ["A viewWillDisappear", "A viewDidDisappear"])
        _ = backend
    }

    @Test("V2: containment: addChild calls willMove, the child appears with its view, didMove is the app's; removal mirrors it")
    func containment() {
        let backend = HeadlessBackend()
        let log = CallLog()
        let window = UIWindow()
        let parent = LoggingController("P", log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        _ = log.take()
        let child = LoggingController("C", log)
        parent.addChild(child)
        #expect(child.isMovingToParent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == ["C willMove(parent)", "C viewDidLoad", "C viewWillAppear", "C viewIsAppearing", "C viewDidAppear", "C didMove(parent)"])
        #expect(parent.children.first === child && child.parent === parent)
        #expect(!child.isMovingToParent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["C willMove(nil)", "C viewWillDisappear", "C viewDidDisappear", "C didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
        // A parent that appears later brings its children with it, parent first.
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.isHidden = true
        _ = log.take()
        window.isHidden = false
        #expect(log.take() == ["P viewWillAppear", "P viewIsAppearing", "C viewWillAppear", "C viewIsAppearing", "P viewDidAppear", "C viewDidAppear"])
        _ = backend
    }

    @Test("V2: a full-screen presentation: presenter viewWillDisappear, presented will, isAppearing, did, then presenter viewDidDisappear; dismissal mirrors it")
    func fullScreenPresentation() {
        let backend = HeadlessBackend()
        let log = CallLog()
        let window = UIWindow()
        let a = LoggingController("A", log)
        window.rootViewController = a
        window.makeKeyAndVisible()
        _ = log.take()
        let b = LoggingController("B", log)
        b.modalPresentationStyle = .fullScreen
        var presented = false
        a.present(b, animated: true) { presented = true }
        #expect(!presented && log.lines.last == "B viewIsAppearing", "the did-calls wait for the slide")
        backend.advanceTime(by: 1)
        #expect(presented)
        #expect(log.take() == ["A viewWillDisappear", "B viewDidLoad", "B viewWillAppear", "B viewIsAppearing", "B viewDidAppear", "A viewDidDisappear"])
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        a.dismiss(animated: true)
        backend.advanceTime(by: 1)
        #expect(log.take() == ["B viewWillDisappear", "A viewWillAppear", "A viewIsAppearing", "A viewDidAppear", "B viewDidDisappear"])
        #expect(a.presentedViewController == nil)
        _ = backend
    }

    @Test("V2: a page sheet (.automatic) sends the presenter nothing")
    func sheetSendsPresenterNothing() {
        let backend = HeadlessBackend()
        let log = CallLog()
        let window = UIWindow()
        let a = LoggingController("A", log)
        window.rootViewController = a
        window.makeKeyAndVisible()
        _ = log.take()
        let b = LoggingController("B", log)
        #expect(b.modalPresentationStyle == .automatic)
        a.present(b, animated: false)
        b.dismiss(animated: false)
        #expect(log.take() == ["B viewDidLoad", "B viewWillAppear", "B viewIsAppearing", "B viewDidAppear", "B viewWillDisappear", "B viewDidDisappear"])
        _ = backend
    }

    @Test("V2: a cancelled transition in UIKit's order: top will-disappear, lower will-appear, then lower will- and did-disappear, top will- and did-appear")
    func cancelledTransition() {
        let backend = HeadlessBackend()
        let log = CallLog()
        let top = LoggingController("Top", log), lower = LoggingController("Lower", log)
        top._appear(true, animated: false)
        lower.loadViewIfNeeded()
        _ = log.take()
        top.beginAppearanceTransition(false, animated: true)
        lower.beginAppearanceTransition(true, animated: true)
        // Cancelled.
        lower.beginAppearanceTransition(false, animated: true)
        lower.endAppearanceTransition()
        top.beginAppearanceTransition(true, animated: true)
        top.endAppearanceTransition()
        #expect(log.take() == ["Top viewWillDisappear", "Lower viewWillAppear", "Lower viewWillDisappear", "Lower viewDidDisappear",
                               "Top viewWillAppear", "Top viewIsAppearing", "Top viewDidAppear"])
        _ = backend
    }

    @Test("V2, V8: unbalanced appearance calls and bad presentations are logged and ignored; the state stays consistent")
    func unbalanced() {
        let backend = HeadlessBackend()
        let log = CallLog()
        let window = UIWindow()
        let a = LoggingController("A", log)
        window.rootViewController = a
        window.makeKeyAndVisible()
        _ = log.take()
        a.beginAppearanceTransition(true, animated: false)   // already appeared
        a.endAppearanceTransition()                           // nothing under way
        #expect(log.take().isEmpty)
        let b = LoggingController("B", log), c = LoggingController("C", log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        a.present(c, animated: false)       // already presenting
        #expect(a.presentedViewController === b)
        #expect(c.presentingViewController == nil)
        let offscreen = LoggingController("D", log)
        offscreen.present(c, animated: false)  // in no window
        #expect(offscreen.presentedViewController == nil)
        a.addChild(a)
        #expect(a.children.isEmpty)
        _ = backend
    }

    @Test("V2: init(nibName:bundle:) with nil, the title feeding the navigation and tab bar items, and editButtonItem toggling editing")
    func itemsAndEditing() {
        final class Editing: UIViewController {
            var calls: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append(editing)
            }
        }
        let vc = Editing(nibName: nil, bundle: nil)
        #expect(vc.nibName == nil)
        vc.title = "Inbox"
        #expect(vc.navigationItem.title == "Inbox")
        #expect(vc.tabBarItem.title == "Inbox")
        vc.title = "Mail"
        #expect(vc.navigationItem.title == "Mail")
        vc.navigationItem.title = "Own"
        vc.title = "Later"
        #expect(vc.navigationItem.title == "Own", "an item's own title wins")
        let edit = vc.editButtonItem
        #expect(edit.title == "Edit")
        edit._perform(sender: nil)
        #expect(vc.isEditing && vc.calls == [true])
        #expect(edit.title == "Done" && edit.style == .done)
        edit._perform(sender: nil)
        #expect(!vc.isEditing && edit.title == "Edit")
    }
}
