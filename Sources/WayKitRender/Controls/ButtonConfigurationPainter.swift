import Foundation
import WayKit

/// U6: a button drawn from its `UIButton.Configuration`: the style's
/// background (none for plain, a tinted wash, a grey fill, the solid tint for
/// filled) with the corner style's radius, then image and text as one group
/// inside the content insets, the image on the side `imagePlacement` names,
/// the subtitle under the title.
@MainActor
enum ButtonConfigurationPainter {
    static func paint(_ button: UIButton, _ c: UIButton.Configuration, in canvas: Canvas, context: PaintContext) {
        let bounds = button.bounds
        let tint: UIColor = button.tintColor ?? .systemBlue
        let enabled = button.isEnabled, highlighted = button.isHighlighted
        if let background = c._backgroundColor(tint: tint, isHighlighted: highlighted, isEnabled: enabled) {
            let radius = min(c._cornerRadius(height: bounds.height), min(bounds.width, bounds.height) / 2)
            if let stroke = c.background.strokeColor, c.background.strokeWidth > 0 {
                // The stroke is the outer band: fill the outline in it, then
                // the background inside it.
                let w = min(c.background.strokeWidth, min(bounds.width, bounds.height) / 2)
                canvas.fill(roundedRect: bounds, radius: radius, color: PremultipliedColor(stroke))
                canvas.fill(roundedRect: bounds.insetBy(dx: w, dy: w), radius: max(0, radius - w),
                            color: PremultipliedColor(background))
            } else {
                canvas.fill(roundedRect: bounds, radius: radius, color: PremultipliedColor(background))
            }
        }
        let foreground = c._foregroundColor(tint: tint, isHighlighted: highlighted, isEnabled: enabled)
        let insets = c.contentInsets
        let box = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                         width: max(0, bounds.width - insets.leading - insets.trailing),
                         height: max(0, bounds.height - insets.top - insets.bottom))

        let showsText = button._titleLabelIfLoaded == nil
        let title = showsText ? c.title.flatMap { $0.isEmpty ? nil : $0 } : nil
        let subtitle = showsText ? c.subtitle.flatMap { $0.isEmpty ? nil : $0 } : nil
        let image = button._imageViewIfLoaded == nil ? c.image : nil
        let titleFont = c._titleFont, subtitleFont = c._subtitleFont
        let titleSize = title.map { CGSize(width: ControlTheme.titleWidth($0, font: titleFont, context: context), height: titleFont.lineHeight) } ?? .zero
        let subtitleSize = subtitle.map { CGSize(width: ControlTheme.titleWidth($0, font: subtitleFont, context: context), height: subtitleFont.lineHeight) } ?? .zero
        let textGap = title != nil && subtitle != nil ? c.titlePadding : 0
        var text = CGSize(width: max(titleSize.width, subtitleSize.width), height: titleSize.height + textGap + subtitleSize.height)
        var imageSize = image?.size ?? .zero
        // An image larger than the room is scaled down, aspect kept.
        if imageSize.width > box.width || imageSize.height > box.height, imageSize.width > 0, imageSize.height > 0 {
            let f = min(box.width / imageSize.width, box.height / imageSize.height)
            imageSize = CGSize(width: imageSize.width * f, height: imageSize.height * f)
        }
        let pad = image != nil && text.width > 0 ? c.imagePadding : 0
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        text.width = min(text.width, vertical ? box.width : max(0, box.width - imageSize.width - pad))
        let group = vertical
            ? CGSize(width: max(imageSize.width, text.width), height: imageSize.height + pad + text.height)
            : CGSize(width: imageSize.width + pad + text.width, height: max(imageSize.height, text.height))
        let alignment: NSTextAlignment
        switch c.titleAlignment {
        case .leading: alignment = .left
        case .trailing: alignment = .right
        case .automatic, .center: alignment = .center
        }
        let originX: CGFloat
        switch alignment {
        case .left: originX = box.minX
        case .right: originX = box.maxX - group.width
        default: originX = box.midX - group.width / 2
        }
        let origin = CGPoint(x: originX, y: box.midY - group.height / 2)
        var imageRect = CGRect.zero, textRect = CGRect.zero
        switch c.imagePlacement {
        case .trailing:
            textRect = CGRect(x: origin.x, y: box.midY - text.height / 2, width: text.width, height: text.height)
            imageRect = CGRect(x: textRect.maxX + pad, y: box.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        case .top:
            imageRect = CGRect(x: box.midX - imageSize.width / 2, y: origin.y, width: imageSize.width, height: imageSize.height)
            textRect = CGRect(x: box.midX - text.width / 2, y: imageRect.maxY + pad, width: text.width, height: text.height)
        case .bottom:
            textRect = CGRect(x: box.midX - text.width / 2, y: origin.y, width: text.width, height: text.height)
            imageRect = CGRect(x: box.midX - imageSize.width / 2, y: textRect.maxY + pad, width: imageSize.width, height: imageSize.height)
        default:
            imageRect = CGRect(x: origin.x, y: box.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
            textRect = CGRect(x: imageRect.maxX + pad, y: box.midY - text.height / 2, width: text.width, height: text.height)
        }
        if let image, let pixels = context.renderer.pixmanImage(for: image) {
            canvas.draw(pixels, in: imageRect)
        }
        if let title {
            ControlTheme.drawTitle(title, font: titleFont, color: foreground,
                                   in: CGRect(x: textRect.minX, y: textRect.minY, width: textRect.width, height: titleSize.height),
                                   canvas: canvas, context: context, alignment: alignment)
        }
        if let subtitle {
            ControlTheme.drawTitle(subtitle, font: subtitleFont, color: foreground.withAlphaComponent(0.8),
                                   in: CGRect(x: textRect.minX, y: textRect.maxY - subtitleSize.height,
                                              width: textRect.width, height: subtitleSize.height),
                                   canvas: canvas, context: context, alignment: alignment)
        }
    }
}
