import Foundation
import WayKit

/// UIStepper: a grey rounded plate split in two, "−" on the left and "+" on
/// the right; the pressed half darkens, a half that can't step is greyed.
struct StepperPainter: ViewPainter {
    func paint(_ view: UIView, in canvas: Canvas, context: PaintContext) {
        guard let s = view as? UIStepper else { return }
        ControlTheme.drawing(in: canvas, covering: s.bounds, opacity: s.isEnabled ? 1 : ControlTheme.disabledAlpha) {
            draw(s, in: canvas, context: context)
        }
    }

    private func draw(_ s: UIStepper, in canvas: Canvas, context: PaintContext) {
        let b = s.bounds
        let radius: CGFloat = 8
        canvas.fill(roundedRect: b, radius: radius, color: PremultipliedColor(ControlTheme.fill))
        let left = CGRect(x: b.minX, y: b.minY, width: b.width / 2, height: b.height)
        let right = CGRect(x: b.midX, y: b.minY, width: b.width / 2, height: b.height)
        if let pressed = s.pressedHalf {
            canvas.save()
            canvas.clip(to: pressed == .decrement ? left : right)
            canvas.fill(roundedRect: b, radius: radius, color: PremultipliedColor(ControlTheme.pressedFill))
            canvas.restore()
        }
        canvas.fill(CGRect(x: b.midX - 0.5, y: b.midY - 9, width: 1, height: 18),
                    color: PremultipliedColor(ControlTheme.separator))
        let style = StrokeStyle(width: 2, cap: .round)
        func ink(_ half: UIStepper.Half) -> PremultipliedColor {
            PremultipliedColor(s.isEnabled(half) ? UIColor.label : UIColor.systemGray.withAlphaComponent(0.5))
        }
        let arm: CGFloat = 7
        let minus = CGMutablePath()
        minus.move(to: CGPoint(x: left.midX - arm, y: b.midY))
        minus.addLine(to: CGPoint(x: left.midX + arm, y: b.midY))
        canvas.stroke(minus, style: style, color: ink(.decrement))
        let plus = CGMutablePath()
        plus.move(to: CGPoint(x: right.midX - arm, y: b.midY))
        plus.addLine(to: CGPoint(x: right.midX + arm, y: b.midY))
        plus.move(to: CGPoint(x: right.midX, y: b.midY - arm))
        plus.addLine(to: CGPoint(x: right.midX, y: b.midY + arm))
        canvas.stroke(plus, style: style, color: ink(.increment))
    }
}
