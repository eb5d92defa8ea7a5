import Foundation
import WayKit

/// UISegmentedControl: a grey rounded plate with equal segments, the selected
/// one on a raised white plate with a semibold title, hairline separators
/// between unselected neighbours, and a darker plate under the pressed one.
struct SegmentedControlPainter: ViewPainter {
    /// The selected segment's plate: white in light appearance, iOS's
    /// raised grey in dark (U4).
    static let plateColor = UIColor(dynamicProvider: {
        $0.userInterfaceStyle == .dark ? UIColor(red: 0x63 / 255, green: 0x63 / 255, blue: 0x66 / 255, alpha: 1) : .white
    })

    func paint(_ view: UIView, in canvas: Canvas, context: PaintContext) {
        guard let s = view as? UISegmentedControl else { return }
        ControlTheme.drawing(in: canvas, covering: s.bounds, opacity: s.isEnabled ? 1 : ControlTheme.disabledAlpha) {
            draw(s, in: canvas, context: context)
        }
    }

    private func draw(_ s: UISegmentedControl, in canvas: Canvas, context: PaintContext) {
        let b = s.bounds
        let n = s.numberOfSegments
        canvas.fill(roundedRect: b, radius: 9, color: PremultipliedColor(ControlTheme.fill))
        guard n > 0 else { return }
        let w = b.width / CGFloat(n)
        func rect(_ i: Int) -> CGRect { CGRect(x: b.minX + CGFloat(i) * w, y: b.minY, width: w, height: b.height) }
        let selected = s.selectedSegmentIndex
        let pressed = s.highlightedSegmentIndex
        if pressed >= 0, pressed < n, pressed != selected {
            canvas.fill(roundedRect: rect(pressed).insetBy(dx: 2, dy: 2), radius: 7,
                        color: PremultipliedColor(ControlTheme.fill))
        }
        if selected >= 0, selected < n {
            let plate = rect(selected).insetBy(dx: 2, dy: 2)
            canvas.fill(roundedRect: plate.offsetBy(dx: 0, dy: 1), radius: 7, color: PremultipliedColor(ControlTheme.shadow))
            canvas.fill(roundedRect: plate.insetBy(dx: -0.5, dy: -0.5), radius: 7.5,
                        color: PremultipliedColor(ControlTheme.hairline))
            canvas.fill(roundedRect: plate, radius: 7, color: PremultipliedColor(s.selectedSegmentTintColor ?? Self.plateColor))
        }
        for i in 1..<max(n, 1) where i != selected && i - 1 != selected {
            canvas.fill(CGRect(x: b.minX + CGFloat(i) * w - 0.5, y: b.midY - 8, width: 1, height: 16),
                        color: PremultipliedColor(ControlTheme.separator))
        }
        for i in 0..<n {
            guard let title = s.titleForSegment(at: i), !title.isEmpty else { continue }
            let font = UIFont.systemFont(ofSize: 13, weight: i == selected ? .semibold : .regular)
            let enabled = s.isEnabledForSegment(at: i)
            let color = enabled ? UIColor.label : UIColor.systemGray.withAlphaComponent(0.6)
            ControlTheme.drawTitle(title, font: font, color: color, in: rect(i).insetBy(dx: 6, dy: 0),
                                   canvas: canvas, context: context)
        }
    }
}
