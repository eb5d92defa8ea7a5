import CPixman
import Foundation
import Testing
@testable import WayKit
@testable import WayKitRender

/// The bad-input item: NaN, infinite or absurd geometry from app code
/// is reported once, naming the view, and the view is drawn as nothing.
@MainActor
@Suite("Bad geometry is drawn as nothing (A4)")
struct BadGeometryDrawingTests {
    init() { RenderServices.install() }

    @Test("A4: a view given a NaN frame, infinite bounds or an absurd size is drawn as nothing, reported once")
    func badGeometryDrawsNothing() throws {
        let red = PremultipliedColor(UIColor.systemRed).argb32
        let white = PremultipliedColor.white.argb32
        let w = Scene.window(width: 100, height: 100)
        let v = Scene.view(CGRect(x: 10, y: 10, width: 50, height: 50), .systemRed)
        v.accessibilityIdentifier = "badge"
        let child = Scene.view(CGRect(x: 0, y: 0, width: 10, height: 10), .systemRed)
        v.addSubview(child)
        w.addSubview(v)
        #expect(try Scene.render(w).pixel(x: 30, y: 30) == red)
        var messages: [String] = []
        let saved = LayoutDiagnostics.log
        LayoutDiagnostics.log = { messages.append($0) }
        defer { LayoutDiagnostics.log = saved }

        v.frame = CGRect(x: CGFloat.nan, y: 10, width: 50, height: 50)
        #expect(v.hasInvalidGeometry)
        var image = try Scene.render(w)
        #expect(image.pixel(x: 30, y: 30) == white)
        #expect(image.pixel(x: 15, y: 15) == white, "its subviews go with it")
        v.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        v.frame.size = CGSize(width: 20_000, height: 50)
        v.center = CGPoint(x: CGFloat.nan, y: 0)
        #expect(try Scene.render(w).pixel(x: 30, y: 30) == white)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("UIView(\"badge\")") == true)

        // Good geometry brings it back.
        v.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        #expect(!v.hasInvalidGeometry)
        image = try Scene.render(w)
        #expect(image.pixel(x: 30, y: 30) == red)
    }

    @Test("A4: a non-finite transform is refused and the view drawn as nothing; nothing traps")
    func nonFiniteTransform() throws {
        let w = Scene.window(width: 100, height: 100)
        let v = Scene.view(CGRect(x: 10, y: 10, width: 50, height: 50), .systemRed)
        w.addSubview(v)
        let saved = LayoutDiagnostics.log
        var messages: [String] = []
        LayoutDiagnostics.log = { messages.append($0) }
        defer { LayoutDiagnostics.log = saved }
        v.transform = CGAffineTransform(scaleX: .nan, y: 1)
        #expect(v.transform == .identity)
        let image = try Scene.render(w)
        #expect(image.pixel(x: 30, y: 30) == PremultipliedColor.white.argb32)
        #expect(messages.count == 1)
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(try Scene.render(w).pixel(x: 35, y: 35) == PremultipliedColor(UIColor.systemRed).argb32)
    }
}
