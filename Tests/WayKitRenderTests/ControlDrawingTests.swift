import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// Issue 5 §4: controls drawn so a person recognises them, redrawn on state
/// changes.
@MainActor
@Suite("Controls (issue 5 controls drawn)")
struct ControlDrawingTests {
    init() { RenderServices.install() }

    func systemButton(_ title: String, _ frame: CGRect) -> UIButton {
        let b = UIButton(type: .system)
        b.frame = frame
        b.setTitle(title, for: .normal)
        return b
    }

    func customButton(_ title: String, _ frame: CGRect) -> UIButton {
        let b = UIButton(type: .custom)
        b.frame = frame
        b.setTitle(title, for: .normal)
        b.backgroundColor = .systemBlue
        b.layer.cornerRadius = 10
        return b
    }

    @Test("issue 5: buttons in normal, highlighted, disabled and selected states, with an image")
    func buttons() throws {
        let w = Scene.window(width: 360, height: 150)
        w.addSubview(systemButton("Normal", CGRect(x: 10, y: 10, width: 100, height: 40)))
        let hl = systemButton("Pressed", CGRect(x: 120, y: 10, width: 100, height: 40))
        hl.isHighlighted = true
        w.addSubview(hl)
        let off = systemButton("Disabled", CGRect(x: 230, y: 10, width: 100, height: 40))
        off.isEnabled = false
        w.addSubview(off)
        w.addSubview(customButton("Buy", CGRect(x: 10, y: 60, width: 100, height: 40)))
        let pressed = customButton("Buy", CGRect(x: 120, y: 60, width: 100, height: 40))
        pressed.isHighlighted = true
        w.addSubview(pressed)
        let selected = systemButton("Selected", CGRect(x: 230, y: 60, width: 100, height: 40))
        selected.isSelected = true
        w.addSubview(selected)
        let withImage = customButton("Photo", CGRect(x: 10, y: 106, width: 140, height: 40))
        withImage.setImage(UIImage(color: .white, size: CGSize(width: 18, height: 18)), for: .normal)
        w.addSubview(withImage)
        let image = try Scene.render(w)
        // Highlighting a custom button darkens its fill.
        let normalFill = image.pixel(x: 14, y: 80), pressedFill = image.pixel(x: 124, y: 80)
        #expect(normalFill == PremultipliedColor(UIColor.systemBlue).argb32)
        #expect(pressedFill != normalFill && (pressedFill & 0xff) < (normalFill & 0xff))
        try Snapshot.assertMatches(image, "controls-buttons")
    }

    @Test("issue 5: switch, slider, stepper and segmented control")
    func otherControls() throws {
        let w = Scene.window(width: 320, height: 170)
        let off = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 70, y: 10, width: 0, height: 0))
        on.isOn = true
        let disabled = UISwitch(frame: CGRect(x: 130, y: 10, width: 0, height: 0))
        disabled.isOn = true
        disabled.isEnabled = false
        [off, on, disabled].forEach(w.addSubview)
        let slider = UISlider(frame: CGRect(x: 10, y: 50, width: 200, height: 34))
        slider.value = 0.3
        w.addSubview(slider)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 90, width: 0, height: 0))
        stepper.value = 0  // at the minimum: "−" greyed
        w.addSubview(stepper)
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 10, y: 130, width: 240, height: 32)
        segments.selectedSegmentIndex = 1
        w.addSubview(segments)
        let image = try Scene.render(w)
        // The on switch's track is green, the off one's grey.
        #expect(image.pixel(x: 75, y: 25) == PremultipliedColor(UIColor.systemGreen).argb32)
        #expect(image.pixel(x: 55, y: 25) == PremultipliedColor(UIColor(rgb: 0xE9E9EA)).argb32)
        // The slider is tinted left of the thumb and grey right of it.
        #expect(image.pixel(x: 30, y: 67) == PremultipliedColor(UIColor.systemBlue).argb32)
        #expect(image.pixel(x: 190, y: 67) == PremultipliedColor(UIColor.systemGray4).argb32)
        try Snapshot.assertMatches(image, "controls-others")
    }

    @Test("issue 5: a button's highlight redraws only the button's rectangle")
    func highlightDamage() throws {
        let w = Scene.window(width: 400, height: 300)
        var buttons: [UIButton] = []
        for i in 0..<12 {
            let b = customButton("B\(i)", CGRect(x: 10 + CGFloat(i % 4) * 95, y: 10 + CGFloat(i / 4) * 95,
                                                 width: 85, height: 85))
            w.addSubview(b)
            buttons.append(b)
        }
        let renderer = PixmanRenderer()
        let buffer = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: 400, height: 300))
        let pb = PixelBuffer(base: try #require(buffer.data), width: 400, height: 300, stride: buffer.stride)
        _ = renderer.render(w, into: pb, scale: 1, damage: nil)
        _ = w.takeDamage()
        buttons[6].isHighlighted = true
        let damage = try #require(w.takeDamage())
        let rects = renderer.render(w, into: pb, scale: 1, damage: damage)
        let union = rects.reduce(CGRect.null) { $0.union($1) }
        #expect(union.insetBy(dx: 1, dy: 1) == buttons[6].frame)
        #expect(renderer.viewsDrawnLastFrame == 2)  // the window and the button
        let reference = try #require(renderer.renderImage(w, scale: 1))
        #expect(buffer.pixel(x: 250, y: 150) == reference.pixel(x: 250, y: 150))
        #expect(buffer.pixel(x: 250, y: 150) != PremultipliedColor(UIColor.systemBlue).argb32)
    }

    enum Change: String, CaseIterable { case switchOn, sliderValue, stepperValue, segmentSelection, buttonSelected }

    @Test("issue 5: controls redraw their own rectangle when their state changes", arguments: Change.allCases)
    func stateChangeRedraws(change: Change) throws {
        let w = Scene.window(width: 260, height: 60)
        let control: UIView
        let mutate: () -> Void
        switch change {
        case .switchOn:
            let s = UISwitch(frame: CGRect(x: 20, y: 14, width: 0, height: 0))
            control = s; mutate = { s.isOn = true }
        case .sliderValue:
            let s = UISlider(frame: CGRect(x: 20, y: 13, width: 200, height: 34))
            control = s; mutate = { s.value = 0.8 }
        case .stepperValue:
            let s = UIStepper(frame: CGRect(x: 20, y: 14, width: 0, height: 0))
            control = s; mutate = { s.value = 5 }
        case .segmentSelection:
            let s = UISegmentedControl(items: ["One", "Two", "Three"])
            s.frame = CGRect(x: 20, y: 14, width: 210, height: 32)
            s.selectedSegmentIndex = 0
            control = s; mutate = { s.selectedSegmentIndex = 2 }
        case .buttonSelected:
            let b = systemButton("Toggle", CGRect(x: 20, y: 10, width: 120, height: 40))
            control = b; mutate = { b.isSelected = true }
        }
        w.addSubview(control)
        let renderer = PixmanRenderer()
        let buffer = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: 260, height: 60))
        let pb = PixelBuffer(base: try #require(buffer.data), width: 260, height: 60, stride: buffer.stride)
        _ = renderer.render(w, into: pb, scale: 1, damage: nil)
        _ = w.takeDamage()
        let before = try #require(renderer.renderImage(w, scale: 1))
        mutate()
        let damage = try #require(w.takeDamage())
        #expect(!damage.isEmpty)
        #expect(damage.allSatisfy { control.frame.contains($0) })
        _ = renderer.render(w, into: pb, scale: 1, damage: damage)
        var changed = 0
        for y in 0..<60 { for x in 0..<260 where buffer.pixel(x: x, y: y) != before.pixel(x: x, y: y) { changed += 1 } }
        #expect(changed > 20, "the new state shows")
        let after = try #require(renderer.renderImage(w, scale: 1))
        var mismatched = 0
        for y in 0..<60 { for x in 0..<260 where buffer.pixel(x: x, y: y) != after.pixel(x: x, y: y) { mismatched += 1 } }
        #expect(mismatched == 0, "the partial redraw equals a full one")
    }

    @Test("C1, issue 18: a page control draws its dots, the current one in its own colour, and redraws when the page changes")
    func pageControlDots() throws {
        let w = Scene.window(width: 200, height: 40)
        w.backgroundColor = .white
        let pc = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        pc.numberOfPages = 5
        pc.currentPage = 1
        pc.currentPageIndicatorTintColor = .systemRed
        pc.pageIndicatorTintColor = .systemBlue
        w.addSubview(pc)
        var image = try Scene.render(w)
        // Dots at 100 − 32, −16, 0, +16, +32; the second is current.
        #expect(image.pixel(x: 84, y: 20) == PremultipliedColor(UIColor.systemRed).argb32)
        for x in [68, 100, 116, 132] { #expect(image.pixel(x: x, y: 20) == PremultipliedColor(UIColor.systemBlue).argb32) }
        #expect(image.pixel(x: 92, y: 20) == PremultipliedColor(UIColor.white).argb32, "between dots")
        pc.currentPage = 3
        image = try Scene.render(w)
        #expect(image.pixel(x: 116, y: 20) == PremultipliedColor(UIColor.systemRed).argb32)
        #expect(image.pixel(x: 84, y: 20) == PremultipliedColor(UIColor.systemBlue).argb32)
        pc.numberOfPages = 1
        pc.hidesForSinglePage = true
        image = try Scene.render(w)
        #expect(image.pixel(x: 100, y: 20) == PremultipliedColor(UIColor.white).argb32)
    }
}
