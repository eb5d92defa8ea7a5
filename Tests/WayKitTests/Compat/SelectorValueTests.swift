import Foundation
import Testing
import WayKit
import WayKitTesting

/// U2: selector values (what `waykit-port` rewrites a `#selector` outside
/// the method-reference calls to): passed to factories, kept in
/// `extension Selector`, and sent up the responder chain with a nil target.
/// A main-actor protocol of nil-target actions, as an app declares the
/// actions its responders share (the corpus's StarBucksResponder).
@MainActor protocol HomeResponder: AnyObject {
    func didTapHome(sender: UIButton?)
}

final class SelectorRoot: UIViewController, HomeResponder {
    var homes = 0
    func didTapHome(sender: UIButton?) { homes += 1 }
    var scans = 0
    var refreshes = 0
    func didTapScan(sender: UIButton) { scans += 1 }
    func refresh() { refreshes += 1 }
    @discardableResult func save(_ sender: Any?) -> Bool { true }
}

// The idiom of code that names its nil-target actions once.
extension Selector {
    static let didTapScan = Selector(SelectorRoot.didTapScan(sender:), name: "didTapScan(sender:)")
    // A protocol's method, as waykit-port writes it: through a closure, since
    // Swift 6 refuses the unapplied method of a main-actor protocol as a
    // main-actor function value.
    static let didTapHome = Selector({ (target: HomeResponder) in target.didTapHome(sender:) }, name: "didTapHome(sender:)")
}

@MainActor
struct SelectorValueTests {
    typealias Root = SelectorRoot


    func makeButton(target: Any?, selector: Selector) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.addTarget(target, action: selector, for: .primaryActionTriggered)
        return button
    }

    @Test("U2: a Selector value performs its method on an object of its type, and a nil target finds the responder that has it; a selector of a main-actor protocol method compiles in Swift 6 mode")
    func selectorValues() {
        let backend = HeadlessBackend()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = Root()
        window.rootViewController = root
        window.makeKeyAndVisible()
        // A factory taking a selector, with a target.
        let refresh = makeButton(target: root, selector: Selector(Root.refresh, name: "refresh"))
        refresh.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        // A nil target: sent up the chain from the button to the controller.
        let scan = makeButton(target: nil, selector: Selector.didTapScan)
        scan.frame = CGRect(x: 10, y: 80, width: 100, height: 44)
        root.view.addSubview(refresh)
        root.view.addSubview(scan)
        backend.advanceTime(by: 0.05)
        backend.tap(at: CGPoint(x: 50, y: 30))
        backend.tap(at: CGPoint(x: 50, y: 100))
        backend.advanceTime(by: 0.05)
        #expect(root.refreshes == 1 && root.scans == 1)
        // Performing on an object without the method answers false.
        #expect(!Selector.didTapScan.perform(on: UIView(), sender: scan))
        #expect(Selector(Root.save, name: "save:").perform(on: root, sender: nil))
        #expect(UIApplication.shared.sendAction(Selector.didTapScan, to: nil, from: scan, for: nil))
        #expect(root.scans == 2)
        #expect(Selector.didTapScan.description == "didTapScan(sender:)")
        // A protocol's method, found up the chain on the conforming controller.
        #expect(UIApplication.shared.sendAction(Selector.didTapHome, to: nil, from: scan, for: nil))
        #expect(root.homes == 1)
        #expect(!Selector.didTapHome.perform(on: UIView(), sender: scan))
        // Recognizers and bar button items take them too.
        let tap = UITapGestureRecognizer(target: root, action: Selector(Root.refresh, name: "refresh"))
        root.view.addGestureRecognizer(tap)
        backend.tap(at: CGPoint(x: 200, y: 300))
        backend.advanceTime(by: 0.5)
        #expect(root.refreshes == 2)
        let item = UIBarButtonItem(title: "Scan", style: .plain, target: root, action: Selector(Root.refresh, name: "refresh"))
        item.action?(item)
        #expect(root.refreshes == 3)
    }
}
