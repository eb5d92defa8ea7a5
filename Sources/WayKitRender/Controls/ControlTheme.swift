import Foundation
import WayKit

/// Colours and shared drawing steps of the built-in control look, taken from
/// iOS's light appearance so that controls look like what people know.
@MainActor
enum ControlTheme {
    /// iOS's `tertiarySystemFill`: the grey of stepper and segmented-control
    /// backgrounds.
    /// Light and dark (U4), resolved for the control's appearance.
    static let fill = UIColor.tertiarySystemFill
    static let pressedFill = UIColor(dynamicProvider: {
        UIColor(rgb: 0x767680, alpha: $0.userInterfaceStyle == .dark ? 0.36 : 0.24)
    })
    static let switchOff = UIColor(dynamicProvider: {
        $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x39393D) : UIColor(rgb: 0xE9E9EA)
    })
    static let separator = UIColor(rgb: 0x8E8E93, alpha: 0.3)
    static let shadow = UIColor(white: 0, alpha: 0.12)
    static let hairline = UIColor(white: 0, alpha: 0.06)
    /// Opacity of a disabled control (UIKit dims rather than recolours).
    static let disabledAlpha = 0.45

    /// Draws one line of text centred in `rect`, truncated in the middle when
    /// too long (UIKit's default for button titles).
    static func drawTitle(_ text: String, font: UIFont, color: UIColor, in rect: CGRect, canvas: Canvas,
                          context: PaintContext, alignment: NSTextAlignment = .center) {
        let style = TextStyle(font: font, alignment: alignment, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        let layout = context.textSystem.layout(text, style: style, maxWidth: Double(rect.width), scale: context.scale)
        canvas.draw(layout, in: rect, alignment: style.alignment, color: PremultipliedColor(color),
                    textSystem: context.textSystem)
    }

    /// The width a single line of text takes, in points.
    static func titleWidth(_ text: String, font: UIFont, context: PaintContext) -> CGFloat {
        let style = TextStyle(font: font, alignment: .natural, numberOfLines: 1, lineBreakMode: .byClipping)
        return CGFloat(context.textSystem.layout(text, style: style, maxWidth: nil, scale: context.scale).size.width)
    }

    /// A white knob with a soft shadow under it, as iOS draws switch and
    /// slider thumbs.
    static func drawKnob(_ rect: CGRect, color: UIColor, canvas: Canvas) {
        canvas.fill(CGPath(ellipseIn: rect.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 1.5)),
                    color: PremultipliedColor(shadow))
        canvas.fill(CGPath(ellipseIn: rect.insetBy(dx: -0.5, dy: -0.5)), color: PremultipliedColor(hairline))
        canvas.fill(CGPath(ellipseIn: rect), color: PremultipliedColor(color))
    }

    /// Mixes two colours, `t` of the way from `a` to `b`.
    static func mix(_ a: UIColor, _ b: UIColor, _ t: CGFloat) -> UIColor {
        let t = min(max(t, 0), 1)
        return UIColor(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                       blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// Runs `body` so that what it draws is composited at `opacity` as one
    /// group: a dimmed switch's knob must not show its track through it.
    static func drawing(in canvas: Canvas, covering rect: CGRect, opacity: Double, _ body: () -> Void) {
        guard opacity < 1 else { body(); return }
        // A few points of margin for knob shadows.
        guard canvas.beginLayer(covering: rect.insetBy(dx: -4, dy: -4)) else { return }
        body()
        canvas.endLayer(opacity: opacity)
    }

    /// Registers the built-in painters.
    static func registerDefaults(in registry: ViewPainterRegistry) {
        registry.register(ButtonPainter(), for: UIButton.self)
        registry.register(SwitchPainter(), for: UISwitch.self)
        registry.register(SliderPainter(), for: UISlider.self)
        registry.register(StepperPainter(), for: UIStepper.self)
        registry.register(SegmentedControlPainter(), for: UISegmentedControl.self)
        registry.register(PageControlPainter(), for: UIPageControl.self)
        registry.register(ActivityIndicatorPainter(), for: UIActivityIndicatorView.self)
        registry.register(ProgressViewPainter(), for: UIProgressView.self)
    }
}
