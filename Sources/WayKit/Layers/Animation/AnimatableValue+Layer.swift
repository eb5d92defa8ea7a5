import Foundation

// The values Core Animation's API passes as `Any` (numbers, points, sizes,
// rects, colours, affine transforms), as the engine's values.
extension AnimatableValue {
    /// The value `any` holds; nil for a kind WayKit does not animate.
    init?(layerValue any: Any?) {
        switch any {
        case let v as CGFloat: self = .scalar(v)
        case let v as Double: self = .scalar(CGFloat(v))
        case let v as Float: self = .scalar(CGFloat(v))
        case let v as Int: self = .scalar(CGFloat(v))
        case let v as NSNumber: self = .scalar(CGFloat(v.doubleValue))
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .rect(CGRect(origin: .zero, size: v))
        case let v as CGRect: self = .rect(v)
        case let v as CGColor: self = .color(RGBA(v))
        case let v as UIColor: self = .color(RGBA(v))
        case let v as CGAffineTransform: self = .transform(v)
        case let v as CATransform3D: self = .transform(CATransform3DGetAffineTransform(v))
        default: return nil
        }
    }

    /// The sum of two values of one kind (`byValue`, additive animations);
    /// `other` when the kinds differ.
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(a.concatenating(b))
        default: return other
        }
    }

    var negated: AnimatableValue {
        switch self {
        case let .scalar(a): return .scalar(-a)
        case let .point(p): return .point(CGPoint(x: -p.x, y: -p.y))
        case let .rect(r): return .rect(CGRect(x: -r.minX, y: -r.minY, width: -r.width, height: -r.height))
        case let .transform(t): return .transform(t.inverted())
        case .color: return self
        }
    }
}
