import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// M2 and issue 20 drawn: an alert and an action sheet over a dimmed window,
/// the activity indicator's spokes and the progress view's fill.
@MainActor
@Suite("Alerts, spinners and progress bars drawn (M2, issue 20)")
struct AlertDrawingTests {
    init() { RenderServices.install() }

    /// A shown window with a white root controller that presents `alert`
    /// without animation.
    func present(_ alert: UIAlertController, width: CGFloat = 390, height: CGFloat = 500) -> UIWindow {
        let w = Scene.window(width: width, height: height)
        let root = UIViewController()
        root.view.backgroundColor = .white
        w.rootViewController = root
        w.makeKeyAndVisible()
        root.present(alert, animated: false)
        w.layoutIfNeeded()
        return w
    }

    static func channels(_ p: UInt32) -> (r: Int, g: Int, b: Int) {
        (Int((p >> 16) & 0xff), Int((p >> 8) & 0xff), Int(p & 0xff))
    }

    /// White under the 20 % black dimming (204), give or take rounding.
    static func isDimmed(_ p: UInt32) -> Bool {
        let c = channels(p)
        return [c.r, c.g, c.b].allSatisfy { abs($0 - 204) <= 2 }
    }

    @Test("M2: an alert draws a rounded 270-point card over the dimmed window: title, hairlines, the cancel action blue and the destructive one red")
    func alertDraws() throws {
        let alert = UIAlertController(title: "Delete photo?", message: "This can't be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let w = present(alert)
        let image = try Scene.render(w)
        let card: UInt32 = 0xFFF2_F2F2
        #expect(Self.isDimmed(image.pixel(x: 5, y: 5)))
        // The card's column 10 pixels in from its left edge (x = 60), where
        // the 14-point corners take less than a pixel.
        let column = (0..<500).filter { image.pixel(x: 70, y: $0) == card }
        let top = try #require(column.first), bottom = try #require(column.last)
        #expect(abs((top + bottom) - 500) <= 2, "centred: \(top)…\(bottom)")
        #expect(bottom - top > 100 && bottom - top < 200)
        #expect(Self.isDimmed(image.pixel(x: 59, y: 250)) && image.pixel(x: 61, y: 250) == card, "270 wide, from x = 60")
        #expect(Self.isDimmed(image.pixel(x: 331, y: 250)) && image.pixel(x: 328, y: 250) == card)
        #expect(image.pixel(x: 60, y: top) != card, "rounded corner")
        // The buttons' row: the cancel action on the left in blue, the
        // destructive one on the right in red.
        let row = (bottom - 40)...(bottom - 4)
        var blue = 0, red = 0, dark = 0
        for y in row {
            for x in 60..<195 where Self.channels(image.pixel(x: x, y: y)).b > Self.channels(image.pixel(x: x, y: y)).r + 80 { blue += 1 }
            for x in 195..<330 where Self.channels(image.pixel(x: x, y: y)).r > Self.channels(image.pixel(x: x, y: y)).b + 80 { red += 1 }
        }
        for y in top..<(top + 45) {
            for x in 60..<330 where Self.channels(image.pixel(x: x, y: y)).r < 100 { dark += 1 }
        }
        #expect(blue > 40 && red > 40, "blue \(blue), red \(red)")
        #expect(dark > 100, "the title's black text: \(dark)")
        // The hairline above the buttons, darker than the card.
        #expect(((bottom - 47)...(bottom - 41)).contains { Self.channels(image.pixel(x: 70, y: $0)).g < 0xF0 })
        // And the one between the two buttons.
        #expect((193...197).contains { Self.channels(image.pixel(x: $0, y: bottom - 10)).g < 0xF0 })
        try Snapshot.assertMatches(image, "alert")
    }

    @Test("M2: an action sheet draws its actions' card and the cancel card apart at the bottom, 8 points from the edges")
    func actionSheetDraws() throws {
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let w = present(sheet)
        let image = try Scene.render(w)
        let card: UInt32 = 0xFFF2_F2F2
        #expect(Self.isDimmed(image.pixel(x: 4, y: 490)), "the margin is dimmed")
        // Down the column x = 20: the group card, a dimmed gap, the cancel card.
        let column = (0..<500).map { image.pixel(x: 20, y: $0) == card }
        let cancelBottom = try #require(column.lastIndex(of: true))
        #expect(abs(cancelBottom - (500 - 9)) <= 1)
        let gap = try #require(column[..<(cancelBottom - 57)].lastIndex(of: true))
        #expect(cancelBottom - 57 - gap >= 7, "the cancel card set apart")
        try Snapshot.assertMatches(image, "alert-action-sheet")
    }

    @Test("issue 20: the activity indicator draws its leading spoke darkest and the progress view its fill to the progress")
    func spinnerAndProgressDraw() throws {
        let w = Scene.window(width: 200, height: 80)
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .black
        spinner.hidesWhenStopped = false
        spinner.frame = CGRect(x: 10, y: 10, width: 37, height: 37)
        w.addSubview(spinner)
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 60, y: 30, width: 120, height: 4)
        bar.progress = 0.25
        w.addSubview(bar)
        w.isHidden = false
        let image = try Scene.render(w)
        // Spoke 0 leads (top, black); the one after it clockwise (to the
        // right) is the faintest.
        let cx = 10 + 18, cy = 10 + 18
        let top = Self.channels(image.pixel(x: cx, y: cy - 13))
        let right = Self.channels(image.pixel(x: cx + 13, y: cy))
        let left = Self.channels(image.pixel(x: cx - 13, y: cy))
        #expect(top.r < 40, "leading spoke black: \(top)")
        #expect(right.r > 150, "faintest spoke: \(right)")
        #expect(left.r < right.r && left.r > top.r, "fading behind the leader: \(left)")
        #expect(image.pixel(x: cx, y: cy) == 0xFFFF_FFFF, "nothing in the middle")
        // The fill is the tint colour up to a quarter, then the grey track.
        let fill = Self.channels(image.pixel(x: 70, y: 32))
        let track = Self.channels(image.pixel(x: 150, y: 32))
        #expect(fill.b > 200 && fill.r < 40, "blue fill: \(fill)")
        #expect(track.r == track.b || abs(track.r - track.b) < 12, "grey track: \(track)")
        #expect(track.r < 250 && track.r > 180)
        try Snapshot.assertMatches(image, "spinner-progress")
    }
}
