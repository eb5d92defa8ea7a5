import Foundation

/// One animatable property's value: what an animation goes from and to, and
/// what the presentation shows between them.
enum AnimatableValue: Equatable, Sendable {
    case rect(CGRect)
    case point(CGPoint)
    case transform(CGAffineTransform)
    case scalar(CGFloat)
    case color(RGBA?)

    /// The value a fraction `t` of the way from `self` to `other` (t may
    /// leave 0…1 for a spring's overshoot). Values of different kinds can't
    /// mix: `other` wins.
    func interpolated(to other: AnimatableValue, _ t: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, other) {
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: max(0, mix(a.width, b.width)), height: max(0, mix(a.height, b.height))))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.transform(a), .transform(b)):
            // Component-wise, as Core Animation does for affine transforms
            // given as matrices.
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c),
                                                d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case let (.scalar(a), .scalar(b)):
            return .scalar(mix(a, b))
        case let (.color(a), .color(b)):
            // A missing colour is the other one made clear, so a fade from no
            // background doesn't pass through black.
            guard a != nil || b != nil else { return .color(nil) }
            let from = a ?? RGBA(r: b!.r, g: b!.g, b: b!.b, a: 0)
            let to = b ?? RGBA(r: from.r, g: from.g, b: from.b, a: 0)
            let alpha = min(1, max(0, mix(from.a, to.a)))
            return .color(RGBA(r: min(1, max(0, mix(from.r, to.r))), g: min(1, max(0, mix(from.g, to.g))),
                               b: min(1, max(0, mix(from.b, to.b))), a: alpha))
        default:
            return other
        }
    }

    /// Whether every number in it is finite: a NaN must never reach the
    /// renderer (pixman), whatever the app animates.
    var isFinite: Bool {
        switch self {
        case let .rect(r): r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
        case let .point(p): p.x.isFinite && p.y.isFinite
        case let .transform(t): [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        case let .scalar(s): s.isFinite
        case .color: true
        }
    }
}
