import Foundation

// UILabel's attributed text and font shrinking (U3).
extension UILabel {
    /// How far the font shrinks to fit (`adjustsFontSizeToFitWidth`): 1, or
    /// the largest factor down to `minimumScaleFactor` at which the text
    /// fits `rect` on `numberOfLines` lines untruncated (on one line: in
    /// its width). A factor of 0 (UIKit's default) never shrinks.
    func _fittingScale(in rect: CGRect) -> CGFloat {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1,
              let service = RenderingServices.text, let text, !text.isEmpty, rect.width > 0 else { return 1 }
        func fits(_ scale: CGFloat) -> Bool {
            if numberOfLines == 1 {
                let size = _measure(service, scale: scale, maxWidth: nil, lines: 1)
                return size.width <= rect.width + 0.01
            }
            let all = _measure(service, scale: scale, maxWidth: rect.width, lines: 0)
            guard all.height <= rect.height + 0.01 else { return false }
            return numberOfLines == 0 || _measure(service, scale: scale, maxWidth: rect.width, lines: numberOfLines).height
                >= all.height - 0.01
        }
        if fits(1) { return 1 }
        if !fits(minimumScaleFactor) { return minimumScaleFactor }
        // The largest factor that fits, to a hundredth of a point of the size.
        var lo = minimumScaleFactor, hi: CGFloat = 1
        while (hi - lo) * font.pointSize > 0.01 {
            let mid = (lo + hi) / 2
            if fits(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }

    private func _measure(_ service: any TextMeasuring, scale: CGFloat, maxWidth: CGFloat?, lines: Int) -> CGSize {
        if let a = _attributedText {
            return service.size(of: scale < 1 ? a._scalingFonts(by: scale, default: font) : a, font: font._scaled(by: scale),
                                maxWidth: maxWidth, numberOfLines: lines, lineBreakMode: .byWordWrapping)
        }
        return service.size(of: text ?? "", font: font._scaled(by: scale), maxWidth: maxWidth, numberOfLines: lines,
                            lineBreakMode: .byWordWrapping)
    }

    /// Gives the attributed text's Dynamic Type fonts (preferred or
    /// `UIFontMetrics`-scaled ones) their size at `traits`.
    func _adjustFonts(to traits: UITraitCollection) {
        guard let a = _attributedText else {
            font = font._adjusted(to: traits)
            return
        }
        let m = NSMutableAttributedString(attributedString: a)
        var changed = false
        a.enumerateAttribute(.font, in: NSRange(location: 0, length: a.length), options: []) { value, range, _ in
            guard let f = value as? UIFont else { return }
            let adjusted = f._adjusted(to: traits)
            if adjusted != f { m.addAttribute(.font, value: adjusted, range: range); changed = true }
        }
        let labelFont = font._adjusted(to: traits)
        if changed || labelFont != font {
            // The label's own font stands for runs without one; set without
            // applying it to the whole string.
            _attributedText = nil
            font = labelFont
            _attributedText = m
            _textDidChange()
        }
    }
}

extension UIFont {
    /// This font at `scale` times its size, still following Dynamic Type.
    func _scaled(by scale: CGFloat) -> UIFont { scale == 1 ? self : _with(pointSize: pointSize * scale) }
}

extension NSAttributedString {
    /// The string with `attributes` set over all of it.
    func _applying(_ attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        let m = NSMutableAttributedString(attributedString: self)
        m.addAttributes(attributes, range: NSRange(location: 0, length: length))
        return m
    }

    /// The string with `change` made to every paragraph style (a default
    /// one where a range has none).
    func _settingParagraphs(_ change: (NSMutableParagraphStyle) -> Void) -> NSAttributedString {
        var runs: [(NSRange, NSParagraphStyle?)] = []
        enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: length), options: []) { value, range, _ in
            runs.append((range, value as? NSParagraphStyle))
        }
        let m = NSMutableAttributedString(attributedString: self)
        for (range, old) in runs {
            let style = NSMutableParagraphStyle()
            if let old { style.setParagraphStyle(old) }
            change(style)
            m.addAttribute(.paragraphStyle, value: style, range: range)
        }
        return m
    }

    /// The string with every font (and `default` where there is none) at
    /// `scale` times its size.
    func _scalingFonts(by scale: CGFloat, default font: UIFont) -> NSAttributedString {
        let m = NSMutableAttributedString(attributedString: self)
        enumerateAttribute(.font, in: NSRange(location: 0, length: length), options: []) { value, range, _ in
            m.addAttribute(.font, value: ((value as? UIFont) ?? font)._scaled(by: scale), range: range)
        }
        return m
    }
}
