// Renders a gallery of what WayKitRender draws (labels in several scripts,
// controls in their states, images, corner radii, borders, transforms, group
// opacity) into a PNG, so a person can look at it.
//
//     swift run waykit-render-gallery [out.png] [scale]
//
// Defaults: out/gallery.png at 2×.
import Foundation
import WayKit
import WayKitRender

@MainActor
func label(_ text: String, _ frame: CGRect, size: CGFloat = 17, weight: UIFont.Weight = .regular,
           color: UIColor = .label, lines: Int = 1, align: NSTextAlignment = .natural) -> UILabel {
    let l = UILabel(frame: frame)
    l.text = text
    l.font = .systemFont(ofSize: size, weight: weight)
    l.textColor = color
    l.numberOfLines = lines
    l.textAlignment = align
    return l
}

@MainActor
func card(_ frame: CGRect) -> UIView {
    let v = UIView(frame: frame)
    v.backgroundColor = .white
    v.layer.cornerRadius = 14
    v.layer.borderWidth = 0.5
    v.layer.borderColor = UIColor.separator.cgColor
    return v
}

@MainActor
func gallery() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 720, height: 520))
    window.backgroundColor = .secondarySystemBackground
    window.addSubview(label("WayKit rendering", CGRect(x: 24, y: 16, width: 400, height: 40), size: 30, weight: .bold))

    // Settings-style card: labels with a switch, a slider, a stepper.
    let settings = card(CGRect(x: 24, y: 70, width: 330, height: 200))
    window.addSubview(settings)
    settings.addSubview(label("Wi-Fi", CGRect(x: 16, y: 12, width: 200, height: 31)))
    let wifi = UISwitch(frame: CGRect(x: 263, y: 12, width: 0, height: 0))
    wifi.isOn = true
    settings.addSubview(wifi)
    settings.addSubview(label("Bluetooth", CGRect(x: 16, y: 54, width: 200, height: 31)))
    settings.addSubview(UISwitch(frame: CGRect(x: 263, y: 54, width: 0, height: 0)))
    let slider = UISlider(frame: CGRect(x: 16, y: 96, width: 298, height: 34))
    slider.value = 0.65
    settings.addSubview(slider)
    settings.addSubview(label("Copies: 3", CGRect(x: 16, y: 146, width: 150, height: 32)))
    let stepper = UIStepper(frame: CGRect(x: 220, y: 146, width: 0, height: 0))
    stepper.value = 3
    settings.addSubview(stepper)
    // A spinner (drawn as it is between steps) and a progress bar.
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.hidesWhenStopped = false
    spinner.frame.origin = CGPoint(x: 180, y: 152)
    settings.addSubview(spinner)
    let progress = UIProgressView(progressViewStyle: .default)
    progress.frame = CGRect(x: 16, y: 188, width: 298, height: 4)
    progress.progress = 0.4
    settings.addSubview(progress)

    // Buttons in their states and a segmented control.
    let buttons = card(CGRect(x: 370, y: 70, width: 326, height: 200))
    window.addSubview(buttons)
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    segments.frame = CGRect(x: 16, y: 16, width: 294, height: 32)
    segments.selectedSegmentIndex = 0
    buttons.addSubview(segments)
    let buy = UIButton(type: .custom)
    buy.frame = CGRect(x: 16, y: 64, width: 140, height: 44)
    buy.backgroundColor = .systemBlue
    buy.layer.cornerRadius = 10
    buy.setTitle("Buy now", for: .normal)
    buttons.addSubview(buy)
    let pressed = UIButton(type: .custom)
    pressed.frame = CGRect(x: 170, y: 64, width: 140, height: 44)
    pressed.backgroundColor = .systemGreen
    pressed.layer.cornerRadius = 22
    pressed.setTitle("Pressed", for: .normal)
    pressed.isHighlighted = true
    buttons.addSubview(pressed)
    let system = UIButton(type: .system)
    system.frame = CGRect(x: 16, y: 128, width: 140, height: 44)
    system.setTitle("Learn more", for: .normal)
    buttons.addSubview(system)
    let disabled = UIButton(type: .system)
    disabled.frame = CGRect(x: 170, y: 128, width: 140, height: 44)
    disabled.setTitle("Disabled", for: .normal)
    disabled.isEnabled = false
    buttons.addSubview(disabled)

    // Text: wrapping, scripts through fallback fonts, alignment.
    let text = card(CGRect(x: 24, y: 286, width: 330, height: 210))
    window.addSubview(text)
    text.addSubview(label("Labels wrap their words onto as many lines as numberOfLines allows, and truncate the rest…",
                          CGRect(x: 16, y: 10, width: 298, height: 66), size: 15, lines: 3))
    text.addSubview(label("中文：你好，世界", CGRect(x: 16, y: 82, width: 298, height: 26)))
    text.addSubview(label("العربية: مرحبا بالعالم", CGRect(x: 16, y: 112, width: 298, height: 26)))
    text.addSubview(label("Symbols: ✓ ★ ☂ ♫ \u{1F600}", CGRect(x: 16, y: 142, width: 298, height: 26)))
    text.addSubview(label("Centred, secondary", CGRect(x: 16, y: 172, width: 298, height: 26), size: 15,
                          color: .secondaryLabel, align: .center))

    // Shapes: corner radius, border, clipping, rotation, group opacity.
    let shapes = card(CGRect(x: 370, y: 286, width: 326, height: 210))
    window.addSubview(shapes)
    let pill = UIView(frame: CGRect(x: 16, y: 16, width: 90, height: 36))
    pill.backgroundColor = .systemOrange
    pill.layer.cornerRadius = 18
    shapes.addSubview(pill)
    let ring = UIView(frame: CGRect(x: 120, y: 16, width: 36, height: 36))
    ring.layer.cornerRadius = 18
    ring.layer.borderWidth = 4
    ring.layer.borderColor = UIColor.systemRed.cgColor
    shapes.addSubview(ring)
    let clip = UIView(frame: CGRect(x: 170, y: 16, width: 60, height: 60))
    clip.backgroundColor = .systemGray5
    clip.layer.cornerRadius = 30
    clip.clipsToBounds = true
    let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    stripe.backgroundColor = .systemBlue
    clip.addSubview(stripe)
    shapes.addSubview(clip)
    let badge = UIView(frame: CGRect(x: 246, y: 20, width: 60, height: 40))
    badge.backgroundColor = .systemRed
    badge.layer.cornerRadius = 8
    badge.addSubview(label("NEW", badge.bounds, size: 15, weight: .bold, color: .white, align: .center))
    badge.transform = CGAffineTransform(rotationAngle: -.pi / 10)
    shapes.addSubview(badge)
    let group = UIView(frame: CGRect(x: 16, y: 96, width: 180, height: 96))
    group.alpha = 0.5
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 96))
    back.backgroundColor = .systemBlue
    back.layer.cornerRadius = 12
    let front = UIView(frame: CGRect(x: 60, y: 24, width: 120, height: 48))
    front.backgroundColor = .systemPurpleish
    front.layer.cornerRadius = 12
    group.addSubview(back)
    group.addSubview(front)
    shapes.addSubview(group)
    shapes.addSubview(label("alpha 0.5 group", CGRect(x: 200, y: 128, width: 120, height: 24), size: 13,
                            color: .secondaryLabel))
    return window
}

extension UIColor {
    static let systemPurpleish = UIColor(rgb: 0xAF52DE)
}

@MainActor
func run() {
    let args = CommandLine.arguments.dropFirst()
    let out = args.first ?? "out/gallery.png"
    let scale = CGFloat(args.dropFirst().first.flatMap(Double.init) ?? 2)
    let renderer = PixmanRenderer()
    let window = gallery()
    guard let image = renderer.renderImage(window, scale: scale), let png = try? PNGCodec.encode(image) else {
        print("render-gallery: rendering failed")
        exit(1)
    }
    let url = URL(fileURLWithPath: out)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    do {
        try png.write(to: url)
        print("render-gallery: \(image.width)×\(image.height) written to \(out)")
    } catch {
        print("render-gallery: cannot write \(out): \(error)")
        exit(1)
    }
}

MainActor.assumeIsolated { run() }
