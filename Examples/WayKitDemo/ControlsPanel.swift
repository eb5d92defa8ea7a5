import Foundation
import WayKit

/// A card of real controls as WayKitRender draws them: buttons in their
/// styles, a switch, a slider, a stepper, a segmented control and a page
/// control. Each action
/// goes to the trace (`DemoLog`) and to the status line at the bottom.
@MainActor
enum ControlsPanel {
    static func add(to window: UIView, frame: CGRect) -> [SelfTestStep] {
        let card = DemoStyle.card(frame)
        card.isUserInteractionEnabled = true  // it holds the controls
        card.accessibilityIdentifier = "Controls"
        DemoStyle.caption(title: "Controls", hint: "Each action is written to the trace and shown below.", in: card)
        window.addSubview(card)
        let inset: CGFloat = 14
        let width = frame.width - 2 * inset

        // Buttons: filled, pill, system (tinted text), disabled.
        let buy = UIButton(type: .custom)
        buy.frame = CGRect(x: inset, y: 76, width: (width - 12) / 2, height: 44)
        buy.backgroundColor = .systemBlue
        buy.layer.cornerRadius = 10
        buy.setTitle("Buy now", for: .normal)
        buy.addAction(UIAction { _ in DemoLog.action("Buy now tapped") }, for: .touchUpInside)
        let pill = UIButton(type: .custom)
        pill.frame = CGRect(x: buy.frame.maxX + 12, y: 76, width: buy.frame.width, height: 44)
        pill.backgroundColor = .systemGreen
        pill.layer.cornerRadius = 22
        pill.setTitle("Pill", for: .normal)
        pill.addAction(UIAction { _ in DemoLog.action("Pill tapped") }, for: .touchUpInside)
        let system = UIButton(type: .system)
        system.frame = CGRect(x: inset, y: 128, width: buy.frame.width, height: 36)
        system.setTitle("Learn more", for: .normal)
        // A menu (D6): a popup of the toplevel under Wayland, below the button.
        system.menu = UIMenu(title: "Learn more", children: [
            UIAction(title: "Documentation") { _ in DemoLog.action("menu: Documentation") },
            UIAction(title: "Release notes") { _ in DemoLog.action("menu: Release notes") },
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Reset demo", attributes: .destructive) { _ in DemoLog.action("menu: Reset demo") },
            ]),
        ])
        system.showsMenuAsPrimaryAction = true
        let disabled = UIButton(type: .system)
        disabled.frame = CGRect(x: pill.frame.minX, y: 128, width: buy.frame.width, height: 36)
        disabled.setTitle("Disabled", for: .normal)
        disabled.accessibilityIdentifier = "DisabledButton"
        disabled.isEnabled = false
        disabled.addAction(UIAction { _ in DemoLog.action("Disabled tapped (C6 broken)") }, for: .touchUpInside)

        // A switch with its label.
        card.addSubview(DemoStyle.label("Wi-Fi", CGRect(x: inset, y: 180, width: 160, height: 31), size: 17))
        let wifi = UISwitch(frame: CGRect(x: frame.width - inset - UISwitch.defaultSize.width, y: 180, width: 0, height: 0))
        wifi.addAction(UIAction { [unowned wifi] _ in DemoLog.action("Wi-Fi switch \(wifi.isOn ? "on" : "off")") },
                       for: .valueChanged)

        // A slider with its value.
        let volume = DemoStyle.label("Volume 50 %", CGRect(x: inset, y: 222, width: width, height: 20), size: 13,
                                     color: .secondaryLabel)
        card.addSubview(volume)
        let slider = UISlider(frame: CGRect(x: inset, y: 242, width: width, height: 34))
        slider.value = 0.5
        // Continuous: one valueChanged per move; the trace gets the value at the lift.
        slider.addAction(UIAction { [unowned slider] _ in
            volume.text = "Volume \(Int((slider.value * 100).rounded())) %"
        }, for: .valueChanged)
        slider.addAction(UIAction { [unowned slider] _ in
            DemoLog.action("slider \(Int((slider.value * 100).rounded())) %")
        }, for: .touchUpInside)

        // A stepper with its value.
        let copies = DemoStyle.label("Copies: 1", CGRect(x: inset, y: 292, width: 150, height: 32), size: 17)
        card.addSubview(copies)
        let stepper = UIStepper(frame: CGRect(x: frame.width - inset - UIStepper.defaultSize.width, y: 292, width: 0, height: 0))
        stepper.minimumValue = 1
        stepper.maximumValue = 9
        stepper.value = 1
        stepper.addAction(UIAction { [unowned stepper] _ in
            copies.text = "Copies: \(Int(stepper.value))"
            DemoLog.action("stepper \(Int(stepper.value))")
        }, for: .valueChanged)

        // A segmented control.
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: inset, y: 340, width: width, height: 32)
        segments.selectedSegmentIndex = 0
        segments.addAction(UIAction { [unowned segments] _ in
            DemoLog.action("segment \(segments.titleForSegment(at: segments.selectedSegmentIndex) ?? "?")")
        }, for: .valueChanged)

        card.addSubview(DemoStyle.label("Try dragging the slider's knob or the switch's, and holding + to repeat.",
                                        CGRect(x: inset, y: 392, width: width, height: 34), size: 12,
                                        color: .secondaryLabel, lines: 2))

        // A page control: a tap right of the current dot turns one page on.
        let pages = UIPageControl(frame: CGRect(x: inset, y: 440, width: width, height: 28))
        pages.numberOfPages = 5
        pages.addAction(UIAction { [unowned pages] _ in DemoLog.action("page \(pages.currentPage + 1) of 5") },
                        for: .valueChanged)

        // The status line: the last action, for a person without a terminal.
        let status = DemoStyle.label("Last action: none yet", CGRect(x: inset, y: frame.height - 36, width: width, height: 22),
                                     size: 13, color: .secondaryLabel)
        card.addSubview(status)
        DemoLog.onAction = { status.text = "Last action: \($0)" }

        for control in [buy, pill, system, disabled, wifi, slider, stepper, segments, pages] as [UIControl] {
            card.addSubview(control)
        }

        func point(_ v: UIView, _ x: CGFloat, _ y: CGFloat) -> CGPoint { v.convert(CGPoint(x: x, y: y), to: nil) }
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                     value: slider.value)
        return [
            SelfTestStep(name: "Buy now", gesture: .tap(point(buy, 40, 22)), hitView: "UIButton",
                         actions: ["Buy now tapped"]),
            SelfTestStep(name: "the disabled button (C6: no action)", gesture: .tap(point(disabled, 40, 18)),
                         hitView: "DisabledButton"),
            SelfTestStep(name: "the Wi-Fi switch", gesture: .tap(point(wifi, 25, 15)), hitView: "UISwitch",
                         actions: ["Wi-Fi switch on"]),
            SelfTestStep(name: "the stepper's +", gesture: .tap(point(stepper, 70, 16)), hitView: "UIStepper",
                         actions: ["stepper 2"]),
            SelfTestStep(name: "the segment Week", gesture: .tap(point(segments, width / 2, 16)),
                         hitView: "UISegmentedControl", actions: ["segment Week"]),
            SelfTestStep(name: "the page control, right of the current dot",
                         gesture: .tap(point(pages, pages.currentDotCenter.x + 40, 14)),
                         hitView: "UIPageControl", actions: ["page 2 of 5"]),
            SelfTestStep(name: "the slider's knob, dragged right",
                         gesture: .drag(point(slider, thumb.midX, thumb.midY),
                                        point(slider, thumb.midX + (width - thumb.width) * 0.25, thumb.midY)),
                         hitView: "UISlider", actions: ["slider 75 %"]),
        ]
    }
}
