import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// Drawing of issue 21's U4 work that its own tests left out.
@MainActor
struct ReviewIssue21DrawingTests {
    init() { RenderServices.install() }

    @Test("U4: a translucent plain view with a dark override draws its dynamic background dark")
    func translucentOverride() throws {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.overrideUserInterfaceStyle = .light
        w.backgroundColor = .white
        let dimmed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        dimmed.backgroundColor = .systemBackground
        dimmed.overrideUserInterfaceStyle = .dark
        dimmed.alpha = 0.5
        w.addSubview(dimmed)
        let opaque = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        opaque.backgroundColor = .systemBackground
        opaque.overrideUserInterfaceStyle = .dark
        w.addSubview(opaque)
        let image = try Scene.render(w, scale: 1)
        #expect(image.pixel(x: 75, y: 75) & 0xFFFFFF == 0, "the opaque one is black (dark systemBackground)")
        let px = image.pixel(x: 25, y: 25)
        let red = Int((px >> 16) & 0xff)
        #expect(abs(red - 128) <= 2, "black at half alpha over white is mid grey, not white (red \(red))")
    }
}
