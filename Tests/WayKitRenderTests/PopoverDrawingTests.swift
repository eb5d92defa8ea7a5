import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// M1 drawn: a popover's card with rounded corners and its arrow pointing
/// up at the source, over an undimmed presenter.
@MainActor
@Suite("Popovers drawn (M1)")
struct PopoverDrawingTests {
    init() { RenderServices.install() }

    static let red: UInt32 = 0xFFFF_0000
    static let white: UInt32 = 0xFFFF_FFFF
    static let blue: UInt32 = 0xFF00_00FF

    @Test("M1: a popover draws a white card with 13-point corners 13 points below its source and a 26-wide arrow whose tip touches the source; nothing is dimmed")
    func popoverDraws() throws {
        let w = Scene.window(width: 700, height: 500)
        let root = UIViewController()
        root.view.backgroundColor = .red
        w.rootViewController = root
        w.makeKeyAndVisible()
        let source = UIView(frame: CGRect(x: 300, y: 100, width: 40, height: 30))
        source.backgroundColor = .blue
        root.view.addSubview(source)
        let b = UIViewController()
        b.view.backgroundColor = .white
        b.preferredContentSize = CGSize(width: 200, height: 150)
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = source
        root.present(b, animated: false)
        w.layoutIfNeeded()
        #expect(b.popoverPresentationController?.arrowDirection == .up)
        let image = try Scene.render(w)
        // The card: x 220-420, y 143-293.
        #expect(image.pixel(x: 320, y: 220) == Self.white, "the card")
        #expect(image.pixel(x: 221, y: 290) != Self.white && image.pixel(x: 220, y: 143) == Self.red, "rounded corners")
        #expect(image.pixel(x: 235, y: 145) == Self.white && image.pixel(x: 222, y: 160) == Self.white)
        // The arrow: 13 tall, its base 26 wide on the card's top edge, its
        // tip at the source's bottom middle (320, 130).
        #expect(image.pixel(x: 320, y: 133) == Self.white, "near the tip")
        #expect(image.pixel(x: 310, y: 141) == Self.white && image.pixel(x: 330, y: 141) == Self.white, "near the base")
        #expect(image.pixel(x: 300, y: 141) == Self.red && image.pixel(x: 340, y: 141) == Self.red, "beside the base")
        #expect(image.pixel(x: 312, y: 133) == Self.red && image.pixel(x: 328, y: 133) == Self.red, "beside the tip: a triangle")
        // No dimming: the presenter and the source keep their colours.
        #expect(image.pixel(x: 320, y: 115) == Self.blue && image.pixel(x: 600, y: 400) == Self.red)
    }
}
