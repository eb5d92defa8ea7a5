import Foundation
import WayKit

/// A view that prints its touches as the seeds' sample views log them, and
/// handles them (no `super`), as 004's samples do.
class SeedView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        say("\(_traceName) touchesBegan (\(touches.count))")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        say("\(_traceName) touchesMoved (\(touches.count))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        say("\(_traceName) touchesEnded (\(touches.count))")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        say("\(_traceName) touchesCancelled (\(touches.count))")
    }
}

// The seeds' class names, so traces read like their logs.
final class AView: SeedView {}
final class BView: SeedView {}
final class CView: SeedView {}
final class EView: SeedView {}
final class FView: SeedView {}

/// 004's second example: B's `point(inside:)` may be extended to its child C,
/// which lies partly outside B (over A). Toggle with `--bc-override`.
final class OutsideBView: SeedView {
    weak var child: UIView?
    var extendsToChild = false
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if extendsToChild, let c = child, c.point(inside: convert(point, to: c), with: event) { return true }
        return super.point(inside: point, with: event)
    }
}
