import Foundation
import WayKit

/// UISlider: a rounded track, tinted up to the thumb and grey after it, and a
/// white round thumb at the value.
struct SliderPainter: ViewPainter {
    static let trackHeight: CGFloat = 4

    func paint(_ view: UIView, in canvas: Canvas, context: PaintContext) {
        guard let s = view as? UISlider else { return }
        ControlTheme.drawing(in: canvas, covering: s.bounds, opacity: s.isEnabled ? 1 : ControlTheme.disabledAlpha) {
            draw(s, in: canvas, context: context)
        }
    }

    private func draw(_ s: UISlider, in canvas: Canvas, context: PaintContext) {
        let b = s.bounds
        let given = s.trackRect(forBounds: b)
        let h = max(given.height, Self.trackHeight)
        let track = CGRect(x: given.minX, y: given.midY - h / 2, width: given.width, height: h)
        let thumb = s.thumbRect(forBounds: b, trackRect: given, value: s.value)
        let split = min(max(thumb.midX, track.minX), track.maxX)
        canvas.fill(roundedRect: track, radius: h / 2,
                    color: PremultipliedColor(s.maximumTrackTintColor ?? .systemGray4))
        canvas.save()
        canvas.clip(to: CGRect(x: track.minX - 1, y: track.minY - 1, width: split - track.minX + 1, height: h + 2))
        canvas.fill(roundedRect: track, radius: h / 2,
                    color: PremultipliedColor(s.minimumTrackTintColor ?? s.tintColor ?? .systemBlue))
        canvas.restore()
        ControlTheme.drawKnob(thumb, color: s.thumbTintColor ?? .white, canvas: canvas)
    }
}
