import Foundation

extension String {
    /// Draws the string in `rect` of the current context, wrapped to its
    /// width (`NSString.draw(in:withAttributes:)`). With only `.font`,
    /// `.foregroundColor` and `.textAlignment` it is drawn as plain text,
    /// with any other attribute as an `NSAttributedString`.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        if let attributes, attributes.keys.contains(where: { !Self._plainDrawingKeys.contains($0) }) {
            // Kern, lines, paragraph styles…: drawn as attributed text (U3).
            NSAttributedString(string: self, attributes: attributes).draw(in: rect)
            return
        }
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let color = (attributes?[.foregroundColor] as? UIColor ?? .black).cgColor
        let alignment = attributes?[.textAlignment] as? NSTextAlignment ?? .natural
        ctx.drawText(self, in: rect, CGContext.TextParameters(font: font, color: color, alignment: alignment))
    }

    /// The attributes a plain string draws with; any other makes it attributed.
    private static let _plainDrawingKeys: Set<NSAttributedString.Key> = [.font, .foregroundColor, .textAlignment]

    /// Draws the string on one line starting at `point`.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let size = size(withAttributes: attributes)
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let color = (attributes?[.foregroundColor] as? UIColor ?? .black).cgColor
        ctx.drawText(self, in: CGRect(origin: point, size: size),
                     CGContext.TextParameters(font: font, color: color, alignment: .left, numberOfLines: 1,
                                              lineBreakMode: .byClipping))
    }

    /// The size of the string on one line per paragraph, in points.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        return RenderingServices.text?.size(of: self, font: font, maxWidth: nil, numberOfLines: 0,
                                            lineBreakMode: .byClipping)
            ?? CGSize(width: CGFloat(count) * font.pointSize * 0.55, height: font.lineHeight.rounded(.up))
    }
}
