import Foundation
import WayKit

extension PixmanRenderer {
    /// Plays back what a view's `draw(_:)` recorded. A clip to a rectangle on
    /// an axis-aligned transform narrows the pixman clip; any other clip path
    /// opens a layer that is masked by the path when its graphics state is
    /// restored.
    func replay(_ operations: [CGContext.Operation], in canvas: Canvas) {
        // Per saved state: clip-path layers opened since, closed on restore.
        var masks: [[CGPath]] = [[]]
        canvas.save()
        func closeMasks() {
            for path in (masks.popLast() ?? []).reversed() {
                canvas.endLayer(maskPath: path)
            }
        }
        for op in operations {
            switch op {
            case .saveGState:
                canvas.save()
                masks.append([])
            case .restoreGState:
                guard masks.count > 1 else { continue }
                closeMasks()
                canvas.restore()
            case .concatenate(let t):
                canvas.concatenate(t)
            case .setAlpha(let a):
                canvas.alpha = Double(a)
            case .clip(let path, let rule):
                if canvas.isAxisAligned, rule == .winding, let rect = path.asRectangle {
                    canvas.clip(to: rect)
                } else {
                    // The layer starts at full opacity; the current alpha
                    // applies once, when the layer is composited back.
                    if canvas.beginLayer(covering: path.boundingBox) {
                        masks[masks.count - 1].append(path)
                    } else {
                        // Nothing of the clip is visible: clip everything away.
                        canvas.clip(to: .zero)
                    }
                }
            case .fill(let path, let color, let rule):
                if let rect = path.asRectangle {
                    canvas.fill(rect, color: PremultipliedColor(color))
                } else if let r = path.asRoundedRectangle {
                    // From the shape cache: a text field's border or a
                    // keyboard's caps are not tessellated again each frame.
                    canvas.fill(roundedRect: r.rect, radius: r.radius, color: PremultipliedColor(color))
                } else {
                    canvas.fill(path, color: PremultipliedColor(color), rule: rule == .evenOdd ? .evenOdd : .nonZero)
                }
            case .stroke(let path, let color, let params):
                let style = StrokeStyle(params)
                if let r = path.asRoundedRectangle, style.width > 0, style.width <= 2 * r.radius {
                    // A rounded rectangle's stroke is the ring between the
                    // rounded rectangles half a width outside and inside it
                    // (its outline has no corners, so joins and caps play no
                    // part): from the shape cache, as above.
                    let w = CGFloat(style.width)
                    canvas.fill(roundedRect: r.rect.insetBy(dx: -w / 2, dy: -w / 2), radius: r.radius + w / 2,
                                ring: w, color: PremultipliedColor(color))
                } else {
                    canvas.stroke(path, style: style, color: PremultipliedColor(color))
                }
            case .image(let image, let rect):
                // An image with a tint of its own (`withTintColor`, or a
                // template a view tinted) is drawn as a mask of that colour.
                if let p = pixmanImage(for: image) {
                    canvas.draw(image, pixels: p, in: rect, tint: image._tintColor.map { PremultipliedColor($0) })
                }
            case .text(let string, let rect, let params):
                let style = TextStyle(font: params.font, alignment: params.alignment,
                                      numberOfLines: params.numberOfLines, lineBreakMode: params.lineBreakMode)
                let layout = textSystem.layout(string, style: style, maxWidth: Double(rect.width),
                                               scale: canvasScale(canvas))
                canvas.draw(layout, in: rect, alignment: style.alignment, color: PremultipliedColor(params.color),
                            textSystem: textSystem, verticallyCentered: params.verticallyCentered)
            case .attributedText(let string, let rect, let params):
                let style = TextStyle(font: params.font, alignment: params.alignment,
                                      numberOfLines: params.numberOfLines, lineBreakMode: params.lineBreakMode)
                let layout = textSystem.layout(AttributedText(string, font: params.font), style: style,
                                               maxWidth: Double(rect.width), scale: canvasScale(canvas))
                canvas.draw(layout, in: rect, alignment: style.alignment, color: PremultipliedColor(params.color),
                            textSystem: textSystem, verticallyCentered: params.verticallyCentered)
            }
        }
        while masks.count > 1 {
            closeMasks()
            canvas.restore()
        }
        closeMasks()
        canvas.restore()
    }
}

extension CGPath {
    /// The rectangle and corner radius of this path, when it is exactly one
    /// rounded rectangle with circular corners, as `addRoundedRect` makes
    /// (`UIBezierPath(roundedRect:cornerRadius:)`).
    var asRoundedRectangle: (rect: CGRect, radius: CGFloat)? {
        guard elements.count == 10, case .moveTo(let start) = elements[0],
              case .addCurveTo(_, _, let right) = elements[2], case .addCurveTo(_, _, let bottom) = elements[4],
              case .addCurveTo(_, _, let left) = elements[6] else { return nil }
        let rect = CGRect(x: left.x, y: start.y, width: right.x - left.x, height: bottom.y - start.y)
        let rx = start.x - rect.minX, ry = right.y - rect.minY
        guard rect.width > 0, rect.height > 0, rx > 0, abs(rx - ry) < 1e-9 else { return nil }
        let canonical = CGMutablePath()
        canonical.addRoundedRect(in: rect, cornerWidth: rx, cornerHeight: ry)
        guard canonical.elements.count == elements.count else { return nil }
        for (a, b) in zip(canonical.elements, elements) where !a.isClose(to: b) { return nil }
        return (rect, rx)
    }

    /// The rectangle this path is, when it is exactly one axis-aligned
    /// rectangle (as `addRect` makes).
    var asRectangle: CGRect? {
        guard elements.count == 5 || elements.count == 4 else { return nil }
        guard case .moveTo(let p0) = elements[0], case .addLineTo(let p1) = elements[1],
              case .addLineTo(let p2) = elements[2], case .addLineTo(let p3) = elements[3] else { return nil }
        if elements.count == 5, elements[4] != .closeSubpath { return nil }
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
        return CGRect(x: min(p0.x, p2.x), y: min(p0.y, p2.y), width: abs(p2.x - p0.x), height: abs(p2.y - p0.y))
    }
}

extension CGPath.Element {
    /// The same element, its points within a millionth of a point.
    fileprivate func isClose(to other: CGPath.Element) -> Bool {
        func near(_ p: CGPoint, _ q: CGPoint) -> Bool { abs(p.x - q.x) < 1e-6 && abs(p.y - q.y) < 1e-6 }
        switch (self, other) {
        case (.moveTo(let p), .moveTo(let q)), (.addLineTo(let p), .addLineTo(let q)): return near(p, q)
        case (.addQuadCurveTo(let c, let p), .addQuadCurveTo(let d, let q)): return near(c, d) && near(p, q)
        case (.addCurveTo(let c1, let c2, let p), .addCurveTo(let d1, let d2, let q)):
            return near(c1, d1) && near(c2, d2) && near(p, q)
        case (.closeSubpath, .closeSubpath): return true
        default: return false
        }
    }
}
