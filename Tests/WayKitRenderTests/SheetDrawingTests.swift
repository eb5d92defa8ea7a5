import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// M3 drawn: a medium sheet with its grabber over a dimmed red presenter.
@MainActor
@Suite("Sheets drawn (M3)")
struct SheetDrawingTests {
    init() { RenderServices.install() }

    static func channels(_ p: UInt32) -> (r: Int, g: Int, b: Int) {
        (Int((p >> 16) & 0xff), Int((p >> 8) & 0xff), Int(p & 0xff))
    }

    /// Red under the 40 % black dimming: (153, 0, 0), give or take rounding.
    static func isDimmedRed(_ p: UInt32) -> Bool {
        let c = channels(p)
        return abs(c.r - 153) <= 3 && c.g <= 3 && c.b <= 3
    }

    @Test("M3: a medium sheet draws white from half-way down with rounded top corners and a grey 36 × 5 grabber 5 points from its top, over the presenter dimmed by 40 % black")
    func mediumSheetDraws() throws {
        let w = Scene.window(width: 390, height: 500)
        let root = UIViewController()
        root.view.backgroundColor = .red
        w.rootViewController = root
        w.makeKeyAndVisible()
        let b = UIViewController()
        b.view.backgroundColor = .white
        let sheet = try #require(b.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        root.present(b, animated: false)
        w.layoutIfNeeded()
        let image = try Scene.render(w)
        // .large is 10 points down, so .medium is (500 - 10) / 2 = 245 tall.
        let top = 500 - 245
        #expect(Self.isDimmedRed(image.pixel(x: 195, y: 100)), "dimmed presenter: \(Self.channels(image.pixel(x: 195, y: 100)))")
        #expect(Self.isDimmedRed(image.pixel(x: 100, y: top - 2)))
        #expect(image.pixel(x: 100, y: top + 1) == 0xFFFF_FFFF, "the sheet's own background")
        #expect(image.pixel(x: 195, y: 490) == 0xFFFF_FFFF, "down to the bottom")
        // Rounded top corners: the corner pixel is the dimmed presenter,
        // 20 points in it is the sheet.
        #expect(Self.isDimmedRed(image.pixel(x: 0, y: top)) && Self.isDimmedRed(image.pixel(x: 389, y: top)))
        #expect(image.pixel(x: 20, y: top + 1) == 0xFFFF_FFFF)
        // The grabber: grey, 36 wide, centred, 5 points below the top.
        let grabberRow = top + 7
        let grey = (0..<390).filter { x in
            let c = Self.channels(image.pixel(x: x, y: grabberRow))
            return c.r < 200 && c.r > 100 && abs(c.r - c.g) < 4 && abs(c.g - c.b) < 4
        }
        #expect(grey.count >= 34 && grey.count <= 37, "grabber width: \(grey.count)")
        #expect(grey.first.map { abs($0 - 177) <= 1 } == true && grey.last.map { abs($0 - 212) <= 1 } == true)
        #expect(image.pixel(x: 195, y: top + 3) == 0xFFFF_FFFF && image.pixel(x: 195, y: top + 11) == 0xFFFF_FFFF,
                "white above and below the grabber")
    }
}
