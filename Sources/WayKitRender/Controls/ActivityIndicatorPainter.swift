import Foundation
import WayKit

/// UIActivityIndicatorView: eight rounded spokes around the centre, the
/// leading one at full colour and each one behind it fainter, so that the
/// brightness turns as `_leadingSpoke` steps (iOS 13's spinner).
struct ActivityIndicatorPainter: ViewPainter {
    /// The faintest spoke's opacity.
    static let minimumOpacity = 0.25

    func paint(_ view: UIView, in canvas: Canvas, context: PaintContext) {
        guard let spinner = view as? UIActivityIndicatorView else { return }
        let b = spinner.bounds
        let size = min(b.width, b.height)
        guard size > 0 else { return }
        let n = UIActivityIndicatorView.spokeCount
        // Spoke proportions of UIKit's: long and thin, a gap in the middle.
        let outer = size / 2
        let inner = outer * (spinner._isLarge ? 0.45 : 0.42)
        let width = max(1, size * (spinner._isLarge ? 0.085 : 0.1))
        let center = CGPoint(x: b.midX, y: b.midY)
        let color = spinner.color ?? .systemGray
        let spoke = CGRect(x: -width / 2, y: -outer, width: width, height: outer - inner)
        for i in 0..<n {
            // How many steps behind the leading spoke this one is.
            let behind = (spinner._leadingSpoke - i + n) % n
            let opacity = 1 - (1 - Self.minimumOpacity) * Double(behind) / Double(n - 1)
            let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(n)
            let t = CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            let path = CGPath(roundedRect: spoke, cornerWidth: width / 2, cornerHeight: width / 2, transform: t)
            canvas.fill(path, color: PremultipliedColor(color.withAlphaComponent(color.alpha * CGFloat(opacity))))
        }
    }
}
