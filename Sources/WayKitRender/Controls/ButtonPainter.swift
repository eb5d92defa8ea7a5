import Foundation
import WayKit

/// UIButton: image and title centred as a group. A system button is tinted
/// text that fades while highlighted and sits on a light tinted plate when
/// selected; a custom button darkens its background while highlighted. Both
/// dim when disabled.
struct ButtonPainter: ViewPainter {
    static let imageTitleSpacing: CGFloat = 6

    func paint(_ view: UIView, in canvas: Canvas, context: PaintContext) {
        guard let button = view as? UIButton else { return }
        if let configuration = button.configuration {
            ButtonConfigurationPainter.paint(button, configuration, in: canvas, context: context)
            return
        }
        // Pre-iOS 15 insets (`contentEdgeInsets`) shrink the content's box.
        let full = button.bounds
        let bounds = full.inset(by: button.contentEdgeInsets)
        let radius = min(button.layerIfLoaded?.cornerRadius ?? 0, min(full.width, full.height) / 2)
        let isSystem = button.buttonType == .system
        if button.isSelected, isSystem {
            canvas.fill(roundedRect: full, radius: max(radius, 8),
                        color: PremultipliedColor(button.tintColor.withAlphaComponent(0.15)))
        }
        if button.isHighlighted, !isSystem {
            canvas.fill(roundedRect: full, radius: radius, color: PremultipliedColor(UIColor(white: 0, alpha: 0.18)))
        }
        var contentAlpha: Double = 1
        if !button.isEnabled { contentAlpha = ControlTheme.disabledAlpha }
        else if button.isHighlighted, isSystem { contentAlpha = 0.3 }
        canvas.alpha = contentAlpha

        let font = UIFont.systemFont(ofSize: 17, weight: isSystem ? .regular : .medium)
        // A title label or image view, once made, shows its part itself.
        let showsTitle = button._titleLabelIfLoaded == nil
        let attributed = showsTitle ? button.currentAttributedTitle.flatMap { $0.length == 0 ? nil : AttributedText($0, font: font) } : nil
        let title = showsTitle ? attributed?.string ?? button.currentTitle.flatMap { $0.isEmpty ? nil : $0 } : nil
        let image = button._imageViewIfLoaded != nil ? nil : button.currentImage
        let titleStyle = TextStyle(font: font, alignment: .left, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        let attributedWidth = attributed.map {
            CGFloat(context.textSystem.layout($0, style: titleStyle, maxWidth: nil, scale: context.scale).size.width)
        }
        let titleWidth = title.map { min(attributedWidth ?? ControlTheme.titleWidth($0, font: font, context: context),
                                         bounds.width) } ?? 0
        let imageSize = image.map { button._imageSize(for: $0.size, in: bounds) } ?? .zero
        let gap = title != nil && image != nil ? Self.imageTitleSpacing : 0
        let total = min(imageSize.width + gap + titleWidth, bounds.width)
        var x = bounds.midX - total / 2
        // Pre-iOS 15 per-part insets move the image and the title by half
        // the difference of their opposite sides, as UIKit lays them out.
        let imageShift = button.imageEdgeInsets.centreShift, titleShift = button.titleEdgeInsets.centreShift
        if let image, let pixels = context.renderer.pixmanImage(for: image) {
            // A system button's `.automatic` images, and symbols in any
            // button, are templates in the title's colour (U5).
            let shown = image._forDrawing(tintColor: button.currentTitleColor ?? button.tintColor,
                                          automaticIsTemplate: isSystem)
            canvas.draw(shown, pixels: pixels,
                        in: CGRect(x: x + imageShift.x, y: bounds.midY - imageSize.height / 2 + imageShift.y,
                                   width: imageSize.width, height: imageSize.height),
                        tint: shown._tintColor.map { PremultipliedColor($0) })
            x += imageSize.width + gap
        }
        if let title {
            let color = button.currentTitleColor ?? button.tintColor ?? .systemBlue
            let lineHeight = font.lineHeight
            if let attributed {
                // Attributed titles (U3): their runs' fonts and colours.
                let rect = CGRect(x: x + titleShift.x, y: bounds.minY + titleShift.y, width: max(0, bounds.maxX - x),
                                  height: bounds.height)
                let layout = context.textSystem.layout(attributed, style: titleStyle, maxWidth: Double(rect.width),
                                                       scale: context.scale)
                canvas.draw(layout, in: rect, alignment: .left, color: PremultipliedColor(color),
                            textSystem: context.textSystem)
                return
            }
            ControlTheme.drawTitle(title, font: font, color: color,
                                   in: CGRect(x: x + titleShift.x, y: bounds.midY - lineHeight + titleShift.y,
                                              width: max(0, bounds.maxX - x), height: lineHeight * 2),
                                   canvas: canvas, context: context, alignment: .left)
        }
    }
}

private extension UIEdgeInsets {
    /// Where insets move a centred part: half the difference of opposite sides.
    var centreShift: CGPoint { CGPoint(x: (left - right) / 2, y: (top - bottom) / 2) }
}
