import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// U4: the built-in views drawn in light and dark appearance, and an
/// appearance change redrawing only the views it changed.
@MainActor
struct AppearanceDrawingTests {
    init() { RenderServices.install() }

    /// A screen of built-in views on the system background.
    func screen(_ style: UIUserInterfaceStyle) -> (UIWindow, UILabel) {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
        w.overrideUserInterfaceStyle = style
        w.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 24))
        label.text = "Appearance"
        w.addSubview(label)
        let secondary = UILabel(frame: CGRect(x: 10, y: 36, width: 200, height: 20))
        secondary.text = "Secondary"
        secondary.textColor = .secondaryLabel
        w.addSubview(secondary)
        w.addSubview(UISwitch(frame: CGRect(x: 10, y: 64, width: 0, height: 0)))
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.frame = CGRect(x: 80, y: 64, width: 100, height: 31)
        w.addSubview(button)
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.selectedSegmentIndex = 0
        segments.frame = CGRect(x: 10, y: 104, width: 200, height: 32)
        w.addSubview(segments)
        let field = UITextField(frame: CGRect(x: 10, y: 144, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        w.addSubview(field)
        let grouped = UIView(frame: CGRect(x: 0, y: 186, width: 320, height: 74))
        grouped.backgroundColor = .systemGroupedBackground
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 16, y: 10, width: 288, height: 44)
        cell.textLabel?.text = "Cell"
        cell.layoutIfNeeded()
        grouped.addSubview(cell)
        w.addSubview(grouped)
        let progress = UIProgressView(frame: CGRect(x: 220, y: 20, width: 90, height: 4))
        progress.progress = 0.5
        w.addSubview(progress)
        return (w, label)
    }

    func brightness(_ px: UInt32) -> Int { Int((px >> 16) & 0xff) + Int((px >> 8) & 0xff) + Int(px & 0xff) }

    /// The extreme brightness of the label's glyphs: the darkest pixel on a
    /// light background, the brightest on a dark one.
    func inkRange(_ image: PixmanImage, _ r: CGRect) -> (min: Int, max: Int) {
        var lo = Int.max, hi = 0
        for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) {
            let b = brightness(image.pixel(x: x, y: y))
            lo = min(lo, b); hi = max(hi, b)
        } }
        return (lo, hi)
    }

    @Test("U4: built-in views drawn in light appearance (background, label, switch, segmented control, field, cell)")
    func light() throws {
        let (w, label) = screen(.light)
        let image = try Scene.render(w, scale: 1)
        #expect(image.pixel(x: 300, y: 150) == PremultipliedColor(UIColor(rgb: 0xFFFFFF)).argb32)
        #expect(image.pixel(x: 2, y: 250) == PremultipliedColor(UIColor(rgb: 0xF2F2F7)).argb32)
        #expect(inkRange(image, label.frame).min < 100)        // black glyphs
        // The off switch's track: iOS's light grey.
        #expect(image.pixel(x: 40, y: 66) == PremultipliedColor(UIColor(rgb: 0xE9E9EA)).argb32)
        try Snapshot.assertMatches(image, "appearance-light")
    }

    @Test("U4: the same views in dark appearance use iOS's dark colours")
    func dark() throws {
        let (w, label) = screen(.dark)
        let image = try Scene.render(w, scale: 1)
        #expect(image.pixel(x: 300, y: 150) == PremultipliedColor(UIColor(rgb: 0x000000)).argb32)
        #expect(image.pixel(x: 2, y: 250) == PremultipliedColor(UIColor(rgb: 0x000000)).argb32)
        // The cell on the grouped background is the dark grouped cell grey.
        #expect(image.pixel(x: 200, y: 200) == PremultipliedColor(UIColor(rgb: 0x1C1C1E)).argb32
                || image.pixel(x: 200, y: 200) == PremultipliedColor(UIColor(rgb: 0x000000)).argb32)
        #expect(inkRange(image, label.frame).max > 600)       // white glyphs
        #expect(image.pixel(x: 40, y: 66) == PremultipliedColor(UIColor(rgb: 0x39393D)).argb32)
        try Snapshot.assertMatches(image, "appearance-dark")
    }

    @Test("U4: switching one view's appearance redraws only that view; the result equals a full redraw")
    func switchRedrawsOnlyWhatChanged() throws {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        w.backgroundColor = .white
        let tile = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        tile.backgroundColor = .secondarySystemBackground
        let fixed = UIView(frame: CGRect(x: 100, y: 10, width: 40, height: 40))
        fixed.backgroundColor = .systemBlue
        fixed.overrideUserInterfaceStyle = .light
        w.addSubview(tile)
        w.addSubview(fixed)
        let renderer = PixmanRenderer()
        let buffer = try #require(PixmanImage(format: PIXMAN_a8r8g8b8, width: 200, height: 100))
        let pb = PixelBuffer(base: try #require(buffer.data), width: 200, height: 100, stride: buffer.stride)
        _ = w.takeDamage()
        _ = renderer.render(w, into: pb, scale: 1, damage: nil)
        #expect(buffer.pixel(x: 20, y: 20) == PremultipliedColor(UIColor(rgb: 0xF2F2F7)).argb32)

        w.overrideUserInterfaceStyle = .dark
        let damage = try #require(w.takeDamage())
        let union = damage.reduce(CGRect.null) { $0.union($1) }
        // The window's own background is fixed white: only the tile changed.
        #expect(union.contains(tile.frame))
        #expect(!union.intersects(fixed.frame))
        _ = renderer.render(w, into: pb, scale: 1, damage: damage)
        #expect(buffer.pixel(x: 20, y: 20) == PremultipliedColor(UIColor(rgb: 0x1C1C1E)).argb32)
        #expect(buffer.pixel(x: 110, y: 20) == PremultipliedColor(UIColor(rgb: 0x007AFF)).argb32)
        let reference = try #require(renderer.renderImage(w, scale: 1))
        var differing = 0
        for y in 0..<100 { for x in 0..<200 where buffer.pixel(x: x, y: y) != reference.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }
}
