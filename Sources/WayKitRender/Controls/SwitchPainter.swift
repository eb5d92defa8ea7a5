import Foundation
import WayKit

/// UISwitch: a pill track, grey when off and `onTintColor` (green) when on,
/// with a white knob at the matching end, or where the finger drags it.
struct SwitchPainter: ViewPainter {
    func paint(_ view: UIView, in canvas: Canvas, context: PaintContext) {
        guard let s = view as? UISwitch else { return }
        ControlTheme.drawing(in: canvas, covering: s.bounds, opacity: s.isEnabled ? 1 : ControlTheme.disabledAlpha) {
            draw(s, in: canvas, context: context)
        }
    }

    private func draw(_ s: UISwitch, in canvas: Canvas, context: PaintContext) {
        let b = s.bounds
        let position = s.knobDragPosition ?? (s.isOn ? 1 : 0)
        let track = ControlTheme.mix(ControlTheme.switchOff, s.onTintColor ?? .systemGreen, position)
        canvas.fill(roundedRect: b, radius: b.height / 2, color: PremultipliedColor(track))
        let inset: CGFloat = 2
        let d = b.height - 2 * inset
        let x = b.minX + inset + position * (b.width - 2 * inset - d)
        ControlTheme.drawKnob(CGRect(x: x, y: b.minY + inset, width: d, height: d),
                              color: s.thumbTintColor ?? .white, canvas: canvas)
    }
}
