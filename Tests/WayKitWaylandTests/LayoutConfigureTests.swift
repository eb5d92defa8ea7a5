import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// A4: "A configure that resizes the window lays the tree out again within
/// the same frame: no frame is committed with stale layout."
@MainActor
@Suite(.serialized)
struct LayoutConfigureTests {
    @Test("A4: a configure to a new size commits a frame whose pixels show the relaid-out views")
    func configureRelaysOut() throws {
        let h = try Harness()
        let scene = UIWindowScene()
        scene.size = CGSize(width: 200, height: 100)
        let window = UIWindow(windowScene: scene)
        window.backgroundColor = .white
        let controller = UIViewController()
        window.rootViewController = controller
        // Constrained to the right edge.
        let pinned = UIView()
        pinned.backgroundColor = .red
        pinned.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -10),
            pinned.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
            pinned.widthAnchor.constraint(equalToConstant: 20),
            pinned.heightAnchor.constraint(equalToConstant: 20),
        ])
        // Kept at the bottom-right corner by its autoresizing mask.
        let corner = UIView(frame: CGRect(x: 170, y: 70, width: 20, height: 20))
        corner.backgroundColor = .blue
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        controller.view.addSubview(corner)
        window.makeKeyAndVisible()
        h.backend.show(scene)
        try h.roundtrip()
        h.compositor.configure(0, width: 200, height: 100)
        try h.roundtrip()
        let surface = h.windowSurface()
        #expect(h.compositor.pixel(surface, x: 180, y: 20) == 0xFFFF_0000)
        #expect(h.compositor.pixel(surface, x: 180, y: 80) == 0xFF00_00FF)

        // What each commit from here on was drawn from.
        var committed: [(CGSize, CGRect, CGRect)] = []
        let previous = h.backend.onCommit
        h.backend.onCommit = { w in
            committed.append((w.bounds.size, pinned.frame, corner.frame))
            previous?(w)
        }
        h.compositor.configure(0, width: 400, height: 300)
        try h.roundtrip()
        #expect(!committed.isEmpty)
        for (size, pinnedFrame, cornerFrame) in committed {
            #expect(size == CGSize(width: 400, height: 300))
            #expect(pinnedFrame == CGRect(x: 370, y: 10, width: 20, height: 20))
            #expect(cornerFrame == CGRect(x: 370, y: 270, width: 20, height: 20))
        }
        #expect(h.compositor.bufferSize(surface) == .init(width: 400, height: 300))
        #expect(h.compositor.pixel(surface, x: 380, y: 20) == 0xFFFF_0000)
        #expect(h.compositor.pixel(surface, x: 380, y: 280) == 0xFF00_00FF)
        // Nothing left where they were.
        #expect(h.compositor.pixel(surface, x: 180, y: 20) == 0xFFFF_FFFF)
        #expect(h.compositor.pixel(surface, x: 180, y: 80) == 0xFFFF_FFFF)
    }
}
