import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// U6: a cell drawn from its list content and background configurations, in
/// light and dark appearance.
@MainActor
struct ListConfigurationDrawingTests {
    init() { RenderServices.install() }

    func render(_ style: UIUserInterfaceStyle) throws -> PixmanImage {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 70))
        w.overrideUserInterfaceStyle = style
        w.backgroundColor = .systemGroupedBackground
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 10, y: 5, width: 300, height: 60)
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Subtitle text"
        content.image = UIImage(color: .systemOrange, size: CGSize(width: 28, height: 28))
        content.imageProperties.cornerRadius = 6
        cell.contentConfiguration = content
        var bg = UIBackgroundConfiguration.listGroupedCell()
        bg.cornerRadius = 10
        cell.backgroundConfiguration = bg
        w.addSubview(cell)
        cell.layoutIfNeeded()
        return try Scene.render(w)
    }

    @Test("U6: text, secondary text and a rounded image drawn in a grouped cell, light and dark")
    func drawn() throws {
        let light = try render(.light), dark = try render(.dark)
        // The grouped cell's background: white in light, #1C1C1E in dark.
        #expect(light.pixel(x: 250, y: 35) == 0xFFFFFFFF)
        #expect(dark.pixel(x: 250, y: 35) == PremultipliedColor(UIColor(rgb: 0x1C1C1E)).argb32)
        // The cell's corner is rounded: the grouped background shows there.
        #expect(light.pixel(x: 10, y: 5) != 0xFFFFFFFF)
        // The image sits at the leading margin, centred.
        #expect(dark.pixel(x: 10 + 16 + 14, y: 35) != dark.pixel(x: 250, y: 35))
        try Snapshot.assertMatches(light, "list-configuration-light")
        try Snapshot.assertMatches(dark, "list-configuration-dark")
    }
}
