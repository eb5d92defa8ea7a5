import Foundation
import Testing
import WayKit
import WayKitTesting

@MainActor
@Suite("Headless backend: reading back what was drawn")
struct HeadlessRenderingTests {
    @Test("Headless backend: app authors can render a window offscreen and check its pixels after a touch changes it")
    func renderAfterTouch() throws {
        let backend = HeadlessBackend()
        final class Toggle: UIView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                backgroundColor = backgroundColor == .systemRed ? .systemGreen : .systemRed
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let toggle = Toggle(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        toggle.backgroundColor = .systemRed
        window.addSubview(toggle)
        window.makeKeyAndVisible()

        let before = try #require(backend.render(window))
        #expect(before.width == 200 && before.height == 100)
        #expect(before.pixel(at: CGPoint(x: 30, y: 30), matches: .systemRed))
        #expect(before.pixel(at: CGPoint(x: 100, y: 50), matches: .white))

        backend.tap(at: CGPoint(x: 30, y: 30))
        let after = try #require(backend.render(window, scale: 2))
        #expect(after.width == 400)
        #expect(after.pixel(at: CGPoint(x: 30, y: 30), matches: .systemGreen))
        let png = try after.pngData()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
