import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U6: the layer tree UIKit code builds (sublayers, layerClass, mask) and
/// the damage of what layers draw outside their view.
@MainActor
@Suite("Layer tree (U6)")
struct LayerTreeTests {
    func setUp() -> (HeadlessBackend, UIWindow, UIView) {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 60))
        window.addSubview(view)
        return (backend, window, view)
    }

    @Test("U6: sublayers keep their order with the view's subviews; insertSublayer(at: 0) goes below them")
    func sublayerOrder() {
        let (_, _, view) = setUp()
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(label)
        let gradient = CAGradientLayer()
        let overlay = CAShapeLayer()
        view.layer.addSublayer(overlay)
        view.layer.insertSublayer(gradient, at: 0)
        #expect(view.layer.sublayers?.count == 3)
        #expect(view.layer.sublayers?[0] === gradient)
        #expect(view.layer.sublayers?[1] === label.layer)
        #expect(view.layer.sublayers?[2] === overlay)
        #expect(gradient.superlayer === view.layer)
        #expect(label.layer.superlayer === view.layer)
        let middle = CALayer()
        view.layer.insertSublayer(middle, below: overlay)
        #expect(view.layer.sublayers?[2] === middle)
        overlay.removeFromSuperlayer()
        #expect(overlay.superlayer == nil)
        #expect(view.layer.sublayers?.count == 3)
        // A plain layer's own tree.
        let parent = CALayer(), a = CALayer(), b = CALayer()
        parent.addSublayer(a)
        parent.insertSublayer(b, at: 0)
        #expect(parent.sublayers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(b), ObjectIdentifier(a)])
    }

    @Test("U6: layerClass makes the view's own layer a gradient layer; its geometry and opacity are the view's")
    func layerClass() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let v = GradientView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        let g = v.layer as? CAGradientLayer
        #expect(g != nil)
        #expect(g?.delegate === v)
        v.layer.opacity = 0.5
        #expect(v.alpha == 0.5)
        v.layer.position = CGPoint(x: 100, y: 100)
        #expect(v.center == CGPoint(x: 100, y: 100))
        #expect(v.layer.frame == v.frame)
        v.layer.masksToBounds = true
        #expect(v.clipsToBounds)
    }

    @Test("U6: a plain layer's frame, bounds, position and anchor point agree")
    func geometry() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(l.position == CGPoint(x: 60, y: 40))
        l.anchorPoint = .zero
        #expect(l.frame == CGRect(x: 60, y: 40, width: 100, height: 40))
    }

    @Test("U6: a shadow damages outside the view's bounds, and moving a shadowed view repaints its old shadow")
    func shadowDamage() {
        let (_, window, view) = setUp()
        _ = window.takeDamage()
        view.layer.shadowOpacity = 0.5
        view.layer.shadowRadius = 4
        view.layer.shadowOffset = CGSize(width: 0, height: 6)
        let damage = window.takeDamage() ?? []
        let union = damage.reduce(CGRect.null) { $0.union($1) }
        #expect(union.maxY >= 160 + 6 + 12, "the shadow's blur below the view is damaged: \(union)")
        #expect(union.minX <= 100 - 12)
        view.center.x += 50
        let moved = (window.takeDamage() ?? []).reduce(CGRect.null) { $0.union($1) }
        #expect(moved.minX <= 100 - 12, "the old shadow's area is repainted")
    }

    @Test("U6: masksToBounds turns the shadow off, as in Core Animation")
    func masksToBoundsCutsShadow() {
        let l = CALayer()
        l.shadowOpacity = 1
        #expect(l._castsShadow)
        l.masksToBounds = true
        #expect(!l._castsShadow)
    }

    @Test("U6: a mask layer belongs to its layer; presentation() copies the drawn values")
    func maskAndPresentation() {
        let (_, _, view) = setUp()
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: view.bounds).cgPath
        view.layer.mask = shape
        #expect(view.layer.mask === shape)
        #expect(shape._hostView === view)
        view.layer.mask = nil
        #expect(shape._hostView == nil)
        view.layer.cornerRadius = 8
        #expect(view.layer.presentation()?.cornerRadius == 8)
    }

    @Test("U6: a layer can't be added under itself or mask a layer it is inside (no endless drawing)")
    func cycles() {
        let a = CALayer(), b = CALayer()
        a.addSublayer(b)
        b.addSublayer(a)
        #expect(a.superlayer == nil, "refused: b is inside a")
        a.addSublayer(a)
        #expect(a.sublayers?.count == 1)
        b.mask = a
        #expect(b.mask == nil, "a holds b: it can't be b's mask")
        a.mask = a
        #expect(a.mask == nil)
    }
}
