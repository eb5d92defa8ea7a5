import Foundation
import WayKit

/// The benchmark scene the project's performance bar names: a 10×10 grid of
/// labelled buttons filling its bounds (white, rounded, bordered, blue titles,
/// as `WayKitRenderBenchmarks`' kiosk screen). Shared by the `waykit-button-grid`
/// app and `waykit-wayland-bench`, so both measure the same views.
///
/// - Important: main actor only.
@MainActor
public final class ButtonGridView: UIView {
    public static let columns = 10
    public static let rows = 10
    /// Space around each button, in points.
    public static let gap: CGFloat = 6

    public private(set) var buttons: [UIButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        for i in 0..<(Self.columns * Self.rows) {
            let button = UIButton(type: .custom)
            button.backgroundColor = .white
            button.layer.cornerRadius = 10
            button.layer.borderWidth = 1
            button.layer.borderColor = UIColor.systemGray4.cgColor
            button.setTitle("Button \(i + 1)", for: .normal)
            button.setTitleColor(.systemBlue, for: .normal)
            addSubview(button)
            buttons.append(button)
        }
    }

    /// The grid follows the window's size (a configure lays the window out).
    public override func layoutSubviews() {
        super.layoutSubviews()
        let cellW = bounds.width / CGFloat(Self.columns), cellH = bounds.height / CGFloat(Self.rows)
        let width = (cellW - Self.gap).rounded(), height = (cellH - Self.gap).rounded()
        for (i, button) in buttons.enumerated() {
            let column = CGFloat(i % Self.columns), row = CGFloat(i / Self.columns)
            let x: CGFloat = (column * cellW + Self.gap / 2).rounded()
            let y: CGFloat = (row * cellH + Self.gap / 2).rounded()
            button.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// The centre of button `index`, in window coordinates: where a benchmark
    /// touches it.
    public func centre(ofButton index: Int) -> CGPoint {
        let b = buttons[index]
        return b.convert(CGPoint(x: b.bounds.midX, y: b.bounds.midY), to: nil)
    }
}
