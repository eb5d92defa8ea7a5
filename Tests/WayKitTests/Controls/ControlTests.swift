import Foundation
import Testing
@testable import WayKit

/// Records every control event a control sends, by name, from the trace.
@MainActor
private func sent(_ trace: DeliveryTrace, by control: String? = nil) -> [String] {
    trace.entries.compactMap {
        if case .controlEvent(let c, let e) = $0, control == nil || c == control { return e } else { return nil }
    }
}

/// A plain view that records its touches and passes them on (calls super).
private final class PassingView: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
        super.touchesBegan(touches, with: event)
    }
}

@MainActor
@Suite(.serialized)
struct ControlTests {
    private func button(_ h: GestureHarness, in parent: UIView? = nil) -> UIButton {
        let b = UIButton(type: .system)
        b.accessibilityIdentifier = "B"
        return h.add(b, frame: CGRect(x: 100, y: 100, width: 100, height: 44), to: parent)
    }

    @Test("C1: a tap sends touchDown, touchUpInside and primaryActionTriggered; the button highlights while tracking")
    func buttonTap() {
        let h = GestureHarness()
        let b = button(h)
        var fired = 0
        b.addAction(UIAction { action in
            fired += 1
            #expect(action.sender as AnyObject? === b)
        }, for: .primaryActionTriggered)
        let trace = DeliveryTrace.start()
        h.down(CGPoint(x: 150, y: 120))
        #expect(b.isHighlighted && b.isTracking && b.isTouchInside)
        #expect(b.state == .highlighted)
        h.up(CGPoint(x: 150, y: 120))
        trace.stop()
        #expect(sent(trace) == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(fired == 1)
        #expect(!b.isHighlighted && !b.isTracking)
    }

    @Test("C1: drags send drag inside/outside, enter/exit; the touch-up-inside tolerance is 70 points")
    func buttonDrags() {
        let h = GestureHarness()
        let b = button(h)
        #expect(UIControl.touchUpInsideTolerance == 70)
        var trace = DeliveryTrace.start()
        h.down(CGPoint(x: 150, y: 120))
        h.move(CGPoint(x: 150, y: 200))     // 56 below: still inside the tolerance
        #expect(b.isHighlighted)
        h.move(CGPoint(x: 150, y: 250))     // 106 below: outside
        #expect(!b.isHighlighted && !b.isTouchInside)
        h.move(CGPoint(x: 150, y: 130))
        h.move(CGPoint(x: 150, y: 300))
        h.up(CGPoint(x: 150, y: 300))
        trace.stop()
        #expect(sent(trace) == ["touchDown", "touchDragInside", "touchDragOutside", "touchDragExit",
                                "touchDragInside", "touchDragEnter", "touchDragOutside", "touchDragExit", "touchUpOutside"])
        h.clock.advance(by: 1)
        trace = DeliveryTrace.start()
        h.down(CGPoint(x: 150, y: 120))
        h.up(CGPoint(x: 150 + 50 + 60, y: 120))   // 60 right of the edge
        trace.stop()
        #expect(sent(trace).contains("touchUpInside"))
    }

    @Test("C1: a quick second tap sends touchDownRepeat; a cancelled touch sends touchCancel")
    func repeatAndCancel() {
        let h = GestureHarness()
        _ = button(h)
        var trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 150, y: 120))
        h.tap(CGPoint(x: 150, y: 120))
        trace.stop()
        #expect(sent(trace).filter { $0 == "touchDownRepeat" }.count == 1)
        h.clock.advance(by: 1)
        trace = DeliveryTrace.start()
        h.down(CGPoint(x: 150, y: 120))
        h.app.cancelAllTouches()
        trace.stop()
        #expect(sent(trace) == ["touchDown", "touchCancel"])
    }

    @Test("C1: addTarget holds its target weakly; removeTarget, removeAction, identifier replacement and sendActions(for:)")
    func targetsAndActions() {
        let h = GestureHarness()
        let b = button(h)
        final class Owner {
            var taps = 0
            var downs = 0
            func tapped(_ sender: UIButton) { taps += 1 }
            func down() { downs += 1 }
        }
        var owner: Owner? = Owner()
        b.addTarget(owner!, action: Owner.tapped, for: .touchUpInside)
        b.addTarget(owner!, action: Owner.down, for: .touchDown)
        #expect(b.allTargets.count == 1)
        h.tap(CGPoint(x: 150, y: 120))
        #expect(owner?.taps == 1 && owner?.downs == 1)
        b.removeTarget(owner, for: .touchDown)
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 150, y: 120))
        #expect(owner?.taps == 2 && owner?.downs == 1)
        weak let gone = owner
        owner = nil
        #expect(gone == nil)   // the control didn't keep it alive
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 150, y: 120))
        #expect(b.allTargets.isEmpty)

        var log: [String] = []
        b.addAction(UIAction(identifier: "x") { _ in log.append("old") }, for: .valueChanged)
        b.addAction(UIAction(identifier: "x") { _ in log.append("new") }, for: .valueChanged)
        let trace = DeliveryTrace.start()
        b.sendActions(for: .valueChanged)
        trace.stop()
        #expect(log == ["new"])
        #expect(trace.entries.contains(.controlEvent("B", "valueChanged")))
        b.removeAction(identifiedBy: "x", for: .valueChanged)
        b.sendActions(for: .valueChanged)
        #expect(log == ["new"])
    }

    @Test("C2: a control keeps its touches: its superview's touchesBegan is never called; a plain view passes them on")
    func controlStopsTouches() {
        let h = GestureHarness()
        let parent = h.add(PassingView(), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        _ = button(h, in: parent)
        let plain = h.add(UIView(), frame: CGRect(x: 100, y: 250, width: 100, height: 44), to: parent)
        _ = plain
        h.tap(CGPoint(x: 150, y: 120))
        #expect(parent.began == 0)
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 150, y: 270))
        #expect(parent.began == 1)
    }

    @Test("C3: overlapping ancestor recognizers lose to the control's default action — switch, stepper, segmented control, page control")
    func defaultActionsBeatAncestorTaps() {
        let h = GestureHarness()
        let parent = h.add(stoppingView("P"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var taps = 0
        parent.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let toggle = h.add(UISwitch(), frame: CGRect(x: 10, y: 10, width: 0, height: 0), to: parent)
        let stepper = h.add(UIStepper(), frame: CGRect(x: 10, y: 60, width: 94, height: 32), to: parent)
        let segments = UISegmentedControl(items: ["a", "b", "c"])
        h.add(segments, frame: CGRect(x: 10, y: 120, width: 180, height: 32), to: parent)
        let pages = h.add(UIPageControl(), frame: CGRect(x: 10, y: 200, width: 200, height: 30), to: parent)
        pages.numberOfPages = 5
        h.tap(CGPoint(x: 30, y: 25))
        #expect(toggle.isOn)
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 90, y: 75))
        #expect(stepper.value == 1)
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 160, y: 135))
        #expect(segments.selectedSegmentIndex == 2)
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 200, y: 215))   // right of the first dot: next page
        #expect(pages.currentPage == 1)
        #expect(taps == 0)
        // Outside the controls the ancestor's tap works.
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 300, y: 300))
        #expect(taps == 1)
    }

    @Test("C3: a switch's knob pan beats an ancestor's pan; a slider's knob swipe beats an ancestor's swipe")
    func knobGestures() {
        let h = GestureHarness()
        let parent = h.add(stoppingView("P"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var log: [String] = []
        parent.addGestureRecognizer(UIPanGestureRecognizer { if $0.state == .began { log.append("pan") } })
        let toggle = h.add(UISwitch(), frame: CGRect(x: 10, y: 10, width: 0, height: 0), to: parent)
        h.drag(from: CGPoint(x: 20, y: 25), to: CGPoint(x: 55, y: 25), steps: 5)
        #expect(toggle.isOn)
        #expect(log.isEmpty)
        // The same drag on the background pans.
        h.clock.advance(by: 1)
        h.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 260, y: 200), steps: 5)
        #expect(log == ["pan"])

        let h2 = GestureHarness()
        let parent2 = h2.add(stoppingView("P"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var swipes = 0
        let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
        parent2.addGestureRecognizer(swipe)
        let slider = h2.add(UISlider(), frame: CGRect(x: 20, y: 100, width: 300, height: 40), to: parent2)
        // The thumb is at the start (value 0): centred 14 points in.
        h2.drag(from: CGPoint(x: 34, y: 120), to: CGPoint(x: 234, y: 120), steps: 5)
        #expect(swipes == 0)
        #expect(slider.value > 0.5)
        // A swipe that starts on the track away from the thumb is not the knob's.
        h2.clock.advance(by: 1)
        slider.value = 0
        h2.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 300, y: 120), steps: 5)
        #expect(swipes == 1)
        #expect(slider.value == 0)
    }

    @Test("C3: recognizers that don't overlap a button's tap still work — a double tap and a long press on an ancestor")
    func nonOverlappingStillWork() {
        let h = GestureHarness()
        let parent = h.add(stoppingView("P"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var log: [String] = []
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let press = UILongPressGestureRecognizer { if $0.state == .began { log.append("press") } }
        parent.addGestureRecognizer(double)
        parent.addGestureRecognizer(press)
        let b = button(h, in: parent)
        var cancels = 0
        b.addAction(UIAction { _ in cancels += 1 }, for: .touchCancel)
        h.tap(CGPoint(x: 150, y: 120))
        h.clock.advance(by: 0.1)
        h.tap(CGPoint(x: 150, y: 120))
        #expect(log == ["double"])
        h.clock.advance(by: 1)
        h.down(CGPoint(x: 150, y: 120))
        h.clock.advance(by: 0.6)
        h.up(CGPoint(x: 150, y: 120))
        #expect(log == ["double", "press"])
        #expect(cancels == 2)
    }

    @Test("C4: a recognizer on the switch itself beats its toggle")
    func ownRecognizerBeatsSwitch() {
        let h = GestureHarness()
        let toggle = h.add(UISwitch(), frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        var taps = 0
        toggle.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        h.tap(CGPoint(x: 30, y: 25))
        #expect(taps == 1)
        #expect(!toggle.isOn)
    }

    @Test("C5: a pan on the button's superview beats the button (touchCancel); a tap fires the button; both beat plain responder touches")
    func panOverButton() {
        let h = GestureHarness()
        let parent = h.add(PassingView(), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var pans: [UIGestureRecognizer.State] = []
        parent.addGestureRecognizer(UIPanGestureRecognizer { pans.append($0.state) })
        let b = button(h, in: parent)
        var trace = DeliveryTrace.start()
        h.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 300, y: 120))
        trace.stop()
        #expect(pans.first == .began && pans.last == .ended)
        #expect(sent(trace) == ["touchDown", "touchCancel"])
        #expect(!b.isHighlighted)
        h.clock.advance(by: 1)
        pans.removeAll()
        trace = DeliveryTrace.start()
        h.tap(CGPoint(x: 150, y: 120))
        trace.stop()
        #expect(pans.isEmpty)
        #expect(sent(trace) == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(parent.began == 0)
    }

    @Test("C6: a disabled control neither highlights nor sends, and doesn't keep an ancestor's tap from firing")
    func disabled() {
        let h = GestureHarness()
        let parent = h.add(stoppingView("P"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var taps = 0
        parent.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let b = button(h, in: parent)
        b.isEnabled = false
        #expect(b.state == .disabled)
        var highlighted = false
        let trace = DeliveryTrace.start()
        h.down(CGPoint(x: 150, y: 120))
        highlighted = b.isHighlighted
        h.up(CGPoint(x: 150, y: 120))
        trace.stop()
        #expect(!highlighted)
        #expect(sent(trace).isEmpty)
        #expect(taps == 1)
    }

    @Test("E6: a secondary-button click doesn't fire a button's primary action; a primary click does")
    func secondaryClick() {
        let h = GestureHarness()
        let b = button(h)
        var fired = 0
        b.addAction(UIAction { _ in fired += 1 }, for: .primaryActionTriggered)
        h.click(CGPoint(x: 150, y: 120), buttons: .secondary)
        #expect(fired == 0)
        h.clock.advance(by: 1)
        h.click(CGPoint(x: 150, y: 120), buttons: .primary)
        #expect(fired == 1)
    }

    @Test("C1: a switch toggles on a tap and follows its knob when dragged, sending valueChanged once per change")
    func switchBehaviour() {
        let h = GestureHarness()
        let toggle = h.add(UISwitch(), frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        #expect(toggle.bounds.size == UISwitch.defaultSize)
        var changes: [Bool] = []
        toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
        h.tap(CGPoint(x: 30, y: 25))
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 30, y: 25))
        #expect(changes == [true, false])
        // Drag the knob right then back left: it ends off, so nothing changes.
        h.clock.advance(by: 1)
        h.down(CGPoint(x: 20, y: 25))
        h.move(CGPoint(x: 45, y: 25))
        #expect(toggle.knobDragPosition ?? 0 > 0.5)
        h.move(CGPoint(x: 15, y: 25))
        h.up(CGPoint(x: 15, y: 25))
        #expect(changes == [true, false])
        #expect(!toggle.isOn && toggle.knobDragPosition == nil)
    }

    @Test("C1: a slider's thumb drag changes value continuously; a touch off the thumb doesn't jump; non-continuous sends once")
    func sliderBehaviour() {
        let h = GestureHarness()
        let slider = h.add(UISlider(), frame: CGRect(x: 0, y: 0, width: 228, height: 40))
        slider.minimumValue = 0
        slider.maximumValue = 100
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        // Track span is 228 - 28 = 200 points for 100 units.
        h.drag(from: CGPoint(x: 14, y: 20), to: CGPoint(x: 114, y: 20), steps: 4)
        #expect(slider.value == 50)
        #expect(changes == 4)
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 200, y: 20))
        #expect(slider.value == 50)
        slider.isContinuous = false
        changes = 0
        h.clock.advance(by: 1)
        h.drag(from: CGPoint(x: 114, y: 20), to: CGPoint(x: 500, y: 20), steps: 4)
        #expect(slider.value == 100)
        #expect(changes == 1)
    }

    @Test("C1: G13: a stepper steps on touch-down, repeats while held on the virtual clock, clamps, and wraps when asked")
    func stepperBehaviour() {
        let h = GestureHarness()
        let stepper = h.add(UIStepper(), frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        stepper.maximumValue = 10
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let plus = CGPoint(x: 80, y: 16), minus = CGPoint(x: 10, y: 16)
        h.tap(plus)
        #expect(stepper.value == 1 && changes == 1)
        h.clock.advance(by: 1)
        h.down(plus)
        #expect(stepper.value == 2)
        h.clock.advance(by: UIStepper.autorepeatDelay)
        #expect(stepper.value == 3)
        h.clock.advance(by: UIStepper.autorepeatInterval * 3)
        #expect(stepper.value == 6)
        h.clock.advance(by: 5)
        #expect(stepper.value == 10)      // clamped at the maximum
        h.up(plus)
        let settled = stepper.value
        h.clock.advance(by: 1)
        #expect(stepper.value == settled)
        // At the maximum the plus half is disabled unless the stepper wraps.
        h.tap(plus)
        #expect(stepper.value == 10)
        stepper.wraps = true
        h.clock.advance(by: 1)
        h.tap(plus)
        #expect(stepper.value == 0)
        h.clock.advance(by: 1)
        h.tap(minus)
        #expect(stepper.value == 10)
    }

    @Test("C1: a segmented control selects the tapped segment and sends valueChanged; titles and counts for drawing")
    func segmentedBehaviour() {
        let h = GestureHarness()
        let control = UISegmentedControl(frame: .zero)
        control.insertSegment(withTitle: "One", at: 0, animated: false)
        control.insertSegment(withTitle: "Three", at: 1, animated: false)
        control.insertSegment(withTitle: "Two", at: 1, animated: false)
        h.add(control, frame: CGRect(x: 0, y: 0, width: 300, height: 32))
        #expect(control.numberOfSegments == 3)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["One", "Two", "Three"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        h.tap(CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1 && changes == 1)
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 160, y: 16))
        #expect(changes == 1)   // same segment: no change
        control.setEnabled(false, forSegmentAt: 2)
        h.clock.advance(by: 1)
        h.tap(CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 1)
    }
}

@MainActor
@Suite(.serialized)
struct ControlPointerTests {
    @Test("E6: C3: a right-click tap recognizer on a button's superview still fires over the button; the button doesn't")
    func secondaryTapOverButton() {
        let h = GestureHarness()
        let parent = h.add(stoppingView("P"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var menus = 0
        let rightClick = UITapGestureRecognizer { _ in menus += 1 }
        rightClick.buttonMaskRequired = .secondary
        parent.addGestureRecognizer(rightClick)
        let b = h.add(UIButton(type: .system), frame: CGRect(x: 100, y: 100, width: 100, height: 44), to: parent)
        var fired = 0
        b.addAction(UIAction { _ in fired += 1 }, for: .primaryActionTriggered)
        h.click(CGPoint(x: 150, y: 120), buttons: .secondary)
        #expect(menus == 1 && fired == 0)
        h.clock.advance(by: 1)
        h.click(CGPoint(x: 150, y: 120), buttons: .primary)
        #expect(menus == 1 && fired == 1)
    }
}
