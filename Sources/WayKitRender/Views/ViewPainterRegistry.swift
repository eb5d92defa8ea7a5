import Foundation
import WayKit

/// Painters by view class. Lookup walks from the view's class up to `UIView`,
/// so a subclass of a painted control is painted the same way unless it has a
/// painter of its own.
@MainActor
public final class ViewPainterRegistry {
    private var painters: [ObjectIdentifier: any ViewPainter] = [:]
    private var resolved: [ObjectIdentifier: (any ViewPainter)?] = [:]

    public init() {}

    public func register(_ painter: any ViewPainter, for type: UIView.Type) {
        painters[ObjectIdentifier(type)] = painter
        resolved.removeAll()
    }

    func painter(for view: UIView) -> (any ViewPainter)? {
        let key = ObjectIdentifier(type(of: view))
        if let r = resolved[key] { return r }
        var cls: AnyClass? = type(of: view)
        var found: (any ViewPainter)?
        while let c = cls {
            if let p = painters[ObjectIdentifier(c)] { found = p; break }
            cls = _getSuperclass(c)
        }
        resolved[key] = found
        return found
    }
}
