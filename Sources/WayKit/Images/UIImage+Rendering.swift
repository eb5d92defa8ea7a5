import Foundation

extension UIImage {
    /// Whether an image is drawn in its own colours or as a template: its
    /// alpha filled with a tint colour.
    public enum RenderingMode: Int, Sendable {
        /// Decided by where the image is shown: symbols, and images in bar
        /// button items, tab bar items and system buttons, are templates;
        /// `UIImageView` draws others as they are.
        case automatic
        case alwaysOriginal
        case alwaysTemplate
    }

    /// How the middle of a resizable image fills its room.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var a = _attributes
        a.renderingMode = renderingMode
        return UIImage(bitmap: _bitmap, scale: scale, attributes: a)
    }

    /// The image drawn in `color` (its alpha filled with it) wherever it is
    /// shown, whatever the view's tint. UIKit gives the new image the
    /// original's rendering mode, and so does this.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        var a = _attributes
        a.tintColor = color
        a.renderingMode = renderingMode
        return UIImage(bitmap: _bitmap, scale: scale, attributes: a)
    }

    /// A stretchable image: the parts outside `capInsets` (points) keep their
    /// size, the middle tiles (UIKit's default for this method).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A stretchable image: the corners outside `capInsets` keep their size,
    /// the edges stretch or tile along their length and the middle both ways.
    /// Insets that are negative, not finite, or meet across the image are
    /// cut to fit.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        var a = _attributes
        a.capInsets = UIImage.fitting(capInsets, in: size)
        a.resizingMode = resizingMode
        return UIImage(bitmap: _bitmap, scale: scale, attributes: a)
    }

    /// UIKit's older form: a one-point middle after `leftCapWidth` and
    /// `topCapHeight`, stretched.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let w = CGFloat(max(0, leftCapWidth)), h = CGFloat(max(0, topCapHeight))
        let insets = UIEdgeInsets(top: h, left: w, bottom: h > 0 ? max(0, size.height - h - 1) : 0,
                                  right: w > 0 ? max(0, size.width - w - 1) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    private static func fitting(_ i: UIEdgeInsets, in size: CGSize) -> UIEdgeInsets {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        var r = UIEdgeInsets(top: clean(i.top), left: clean(i.left), bottom: clean(i.bottom), right: clean(i.right))
        if r.left + r.right > size.width {
            let k = size.width / (r.left + r.right)
            r.left *= k; r.right *= k
        }
        if r.top + r.bottom > size.height {
            let k = size.height / (r.top + r.bottom)
            r.top *= k; r.bottom *= k
        }
        return r
    }

    /// Whether the image stretches by cap insets.
    public var _isResizable: Bool { capInsets != .zero }

    /// What a view with `tintColor` draws: the image with its own tint when it
    /// has one; filled with the view's tint when it is a template (always, or
    /// `.automatic` in a place that makes `.automatic` images templates:
    /// `automaticIsTemplate`, and symbols everywhere); else itself.
    public func _forDrawing(tintColor: UIColor?, automaticIsTemplate: Bool) -> UIImage {
        if _tintColor != nil { return self }
        let template: Bool
        switch renderingMode {
        case .alwaysOriginal: template = false
        case .alwaysTemplate: template = true
        case .automatic: template = isSymbolImage || automaticIsTemplate
        }
        guard template, let tintColor else { return self }
        return withTintColor(tintColor)
    }
}
