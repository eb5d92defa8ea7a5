import Foundation

// What the controls' intrinsic sizes are made of (A4): UIKit's fixed sizes
// for switches, steppers, sliders and page dots, and text measured for the
// titles of buttons and segments.
extension UIView {
    /// One unbounded line of `text` in `font`, rounded up: the renderer's
    /// measurement when one is registered, an estimate otherwise (so layout
    /// code runs headless without fonts).
    static func _measureTitle(_ text: String, font: UIFont) -> CGSize {
        if let service = RenderingServices.text {
            let s = service.size(of: text, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping)
            return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
        }
        return CGSize(width: (CGFloat(text.count) * font.pointSize * 0.55).rounded(.up),
                      height: font.lineHeight.rounded(.up))
    }
}

extension UIButton {
    /// The title's font, as the renderer draws it.
    static let _titleFont = UIFont.systemFont(ofSize: 17)
    /// UIKit's least height for a system button.
    static let _minimumHeight: CGFloat = 30

    /// The title's width; the title's line plus 6 points above and below,
    /// at least 30 high (UIKit's system button). No title: 30 × 30. An
    /// image adds its width (and the painter's 6-point gap before a title)
    /// and is at least as high as the button (U5).
    var _intrinsicSize: CGSize {
        if let size = _configurationSize { return size }
        if let attributed = currentAttributedTitle, attributed.length > 0, let service = RenderingServices.text {
            let text = service.size(of: attributed, font: UIButton._titleFont, maxWidth: nil, numberOfLines: 1,
                                    lineBreakMode: .byTruncatingMiddle)
            return CGSize(width: text.width, height: Swift.max(UIButton._minimumHeight, text.height + 12))
        }
        let insets = _contentEdgeInsets
        guard insets == .zero else {
            let plain = _plainIntrinsicSize
            return CGSize(width: plain.width + insets.left + insets.right, height: plain.height + insets.top + insets.bottom)
        }
        return _plainIntrinsicSize
    }

    private var _plainIntrinsicSize: CGSize {
        let image = currentImage?.size
        guard let title = currentTitle, !title.isEmpty else {
            guard let image, image.width > 0 else {
                return CGSize(width: UIButton._minimumHeight, height: UIButton._minimumHeight)
            }
            return CGSize(width: image.width, height: Swift.max(UIButton._minimumHeight, image.height))
        }
        let text = UIView._measureTitle(title, font: _titleLabel?.font ?? UIButton._titleFont)
        let imageWidth = image.map { $0.width > 0 ? $0.width + 6 : 0 } ?? 0
        return CGSize(width: text.width + imageWidth,
                      height: Swift.max(UIButton._minimumHeight, text.height + 12, image?.height ?? 0))
    }
}

extension UISegmentedControl {
    static let _titleFont = UIFont.systemFont(ofSize: 13)
    /// Room either side of a title in its segment.
    static let _titlePadding: CGFloat = 12

    /// Equal segments as wide as the widest title plus padding, 32 high
    /// (UIKit since iOS 13).
    var _intrinsicSize: CGSize {
        var widest: CGFloat = 0
        for i in 0..<numberOfSegments {
            if let title = titleForSegment(at: i) {
                widest = Swift.max(widest, UIView._measureTitle(title, font: UISegmentedControl._titleFont).width)
            }
        }
        let segment = widest + 2 * UISegmentedControl._titlePadding
        return CGSize(width: CGFloat(numberOfSegments) * segment, height: 32)
    }
}

extension UIPageControl {
    /// UIKit's dot row: 7-point dots 16 apart, in a bar 37 high.
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(Swift.max(0, pageCount))
        return CGSize(width: Swift.max(0, n * UIPageControl.dotSpacing - 9), height: 37)
    }
}
