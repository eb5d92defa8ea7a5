import Foundation
import Testing
@testable import WayKit

/// Target–action API an app author reaches for (C1, G12).
@MainActor
@Suite("Control and recognizer targets")
struct ControlAPITests {
    @MainActor
    final class Target {
        var log: [String] = []
        func first(_ sender: UIButton) { log.append("first") }
        func second(_ sender: UIButton) { log.append("second") }
        func pan(_ r: UIPanGestureRecognizer) { log.append("pan \(r.state.rawValue)") }
    }

    @Test("C1: removeTarget(_:action:for:) removes one registration and keeps the target's others and their other events")
    func removeOneRegistration() {
        let button = UIButton()
        let target = Target()
        let first = button.addTarget(target, action: Target.first, for: [.touchUpInside, .touchDown])
        button.addTarget(target, action: Target.second, for: .touchUpInside)
        button.removeTarget(target, action: first, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchDown)
        #expect(target.log == ["second", "first"])
        // A nil action removes every registration of the target.
        button.removeTarget(target, action: nil, for: [.touchUpInside, .touchDown])
        button.sendActions(for: [.touchUpInside, .touchDown])
        #expect(target.log == ["second", "first"])
        #expect(button.allTargets.isEmpty)
    }

    @Test("C1: performPrimaryAction() runs the control's primary action")
    func performPrimaryAction() {
        var ran = 0
        let button = UIButton()
        button.addAction(UIAction { _ in ran += 1 }, for: .primaryActionTriggered)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.performPrimaryAction()
        #expect(ran == 1 && taps == 0)
    }

    @Test("G12: removeTarget(_:action:) on a recognizer removes one action, all of a target's, or all")
    func recognizerTargets() {
        let h = GestureHarness()
        let view = h.add(UIView(), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let target = Target()
        let pan = UIPanGestureRecognizer()
        let token = pan.addTarget(target, action: Target.pan)
        var closures = 0
        pan.addTarget { _ in closures += 1 }
        view.addGestureRecognizer(pan)
        pan.removeTarget(target, action: token)
        h.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), steps: 4)
        #expect(target.log.isEmpty)
        #expect(closures > 0)
        pan.removeTarget(nil, action: nil)
        let before = closures
        h.clock.advance(by: 1)
        h.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), steps: 4)
        #expect(closures == before)
    }

    @Test("UIViewController.loadViewIfNeeded() loads the view once, calling viewDidLoad")
    func loadViewIfNeeded() {
        _ = GestureHarness()
        final class VC: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let vc = VC()
        #expect(!vc.isViewLoaded)
        vc.loadViewIfNeeded()
        vc.loadViewIfNeeded()
        #expect(vc.isViewLoaded && vc.loads == 1)
    }

    @Test("G1: UITouch.gestureRecognizers is nil when no recognizer has the touch, as in UIKit")
    func touchRecognizersOptional() {
        let h = GestureHarness()
        h.add(UIView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.down(CGPoint(x: 10, y: 10))
        #expect(h.app.activeTouches.first?.gestureRecognizers == nil)
        h.up(CGPoint(x: 10, y: 10))
    }
}
