import Foundation

/// Options of `boundingRect(with:options:context:)` (UIKit's
/// `NSStringDrawingOptions`). WayKit always measures line fragments from
/// the origin, as `.usesLineFragmentOrigin` asks.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Accepted by the drawing and measuring calls; WayKit does not shrink
/// text there (`actualScaleFactor` stays 1).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    public private(set) var actualScaleFactor: CGFloat = 1
    public private(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

extension NSAttributedString {
    /// The size the string needs on one line per paragraph (U3); runs
    /// without a font are in the 12-point system font, as UIKit's.
    @MainActor public func size() -> CGSize {
        Self._measure(self, maxWidth: nil)
    }

    /// The rectangle the string needs wrapped at `size.width` (0 or
    /// infinite: unbounded), from the origin.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        context: NSStringDrawingContext?) -> CGRect {
        let width: CGFloat? = size.width > 0 && size.width.isFinite && size.width < 1e7 ? size.width : nil
        return CGRect(origin: .zero, size: Self._measure(self, maxWidth: width))
    }

    /// Draws the string wrapped in `rect` of the current context.
    @MainActor public func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.drawText(self, in: rect, CGContext.TextParameters(font: .systemFont(ofSize: 12),
                                                              color: UIColor.black.cgColor))
    }

    /// Draws the string on one line per paragraph from `point`.
    @MainActor public func draw(at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.drawText(self, in: CGRect(origin: point, size: size()), CGContext.TextParameters(
            font: .systemFont(ofSize: 12), color: UIColor.black.cgColor, numberOfLines: 0, lineBreakMode: .byClipping))
    }

    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                context: NSStringDrawingContext?) {
        draw(in: rect)
    }

    @MainActor static func _measure(_ s: NSAttributedString, maxWidth: CGFloat?) -> CGSize {
        let font = UIFont.systemFont(ofSize: 12)
        if let service = RenderingServices.text {
            return service.size(of: s, font: font, maxWidth: maxWidth, numberOfLines: 0,
                                lineBreakMode: maxWidth == nil ? .byClipping : .byWordWrapping)
        }
        return s.string.size(withAttributes: [.font: font])
    }
}

extension String {
    /// The rectangle the string needs with `attributes`, wrapped at
    /// `size.width` (UIKit's `NSString.boundingRect`).
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil,
                                        context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }
}
