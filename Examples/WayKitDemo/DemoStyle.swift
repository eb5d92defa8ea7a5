import Foundation
import WayKit

/// The demo's look: white rounded cards on a grouped background, a caption
/// at the top of each card saying what to try, and each seed view's name
/// written inside it.
@MainActor
enum DemoStyle {
    static let background = UIColor.secondarySystemBackground

    /// A card: decoration only. Cards are added to the window before the
    /// scenes they frame and never contain them, so hit-testing a scene visits
    /// the seed's own views and nothing else (the trace reads like 004's log).
    static func card(_ frame: CGRect) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = .white
        v.layer.cornerRadius = 14
        v.layer.borderWidth = 0.5
        v.layer.borderColor = UIColor.separator.cgColor
        v.isUserInteractionEnabled = false
        return v
    }

    /// A card's title and, below it, what to try there.
    static func caption(title: String, hint: String, in card: UIView) {
        let width = card.bounds.width - 28
        card.addSubview(label(title, CGRect(x: 14, y: 10, width: width, height: 22), size: 15, weight: .semibold))
        card.addSubview(label(hint, CGRect(x: 14, y: 32, width: width, height: 34), size: 12,
                              color: .secondaryLabel, lines: 2))
    }

    /// A seed view's name ("A", "B", …) in its top-left corner. Labels take no
    /// touches (UIKit's default), so a tap on the name reaches the view.
    static func name(_ text: String, on view: UIView, color: UIColor = .white) {
        view.addSubview(label(text, CGRect(x: 10, y: 6, width: 40, height: 26), size: 20, weight: .bold, color: color))
    }

    static func label(_ text: String, _ frame: CGRect, size: CGFloat, weight: UIFont.Weight = .regular,
                      color: UIColor = .label, lines: Int = 1, align: NSTextAlignment = .natural) -> UILabel {
        let l = UILabel(frame: frame)
        l.text = text
        l.font = .systemFont(ofSize: size, weight: weight)
        l.textColor = color
        l.numberOfLines = lines
        l.textAlignment = align
        return l
    }

    /// A seed view: a rounded rectangle in one colour.
    static func shape<V: UIView>(_ view: V, _ color: UIColor, radius: CGFloat = 12) -> V {
        view.backgroundColor = color
        view.layer.cornerRadius = radius
        return view
    }
}
