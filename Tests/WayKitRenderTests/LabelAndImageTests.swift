import CPixman
import Foundation
import Testing
import WayKit
@testable import WayKitRender

/// Issue 5 §2 and §3: UILabel and UIImageView as views.
@MainActor
@Suite("Labels and images (issue 5 text, images)")
struct LabelAndImageTests {
    init() { RenderServices.install() }

    func label(_ text: String, _ frame: CGRect, lines: Int = 1, align: NSTextAlignment = .natural,
               font: UIFont = .systemFont(ofSize: 15)) -> UILabel {
        let l = UILabel(frame: frame)
        l.text = text
        l.numberOfLines = lines
        l.textAlignment = align
        l.font = font
        l.backgroundColor = .systemGray6
        return l
    }

    @Test("issue 5: UILabel alignment, wrapping, numberOfLines and fonts by name")
    func labels() throws {
        let w = Scene.window(width: 320, height: 200)
        w.addSubview(label("Left", CGRect(x: 10, y: 10, width: 140, height: 24), align: .left))
        w.addSubview(label("Centre", CGRect(x: 10, y: 40, width: 140, height: 24), align: .center))
        w.addSubview(label("Right", CGRect(x: 10, y: 70, width: 140, height: 24), align: .right))
        let serif = try #require(UIFont(name: "DejaVu Serif", size: 16))
        w.addSubview(label("Serif by name", CGRect(x: 10, y: 100, width: 140, height: 24), font: serif))
        w.addSubview(label("Bold system", CGRect(x: 10, y: 130, width: 140, height: 24), font: .boldSystemFont(ofSize: 15)))
        let disabled = label("Disabled", CGRect(x: 10, y: 160, width: 140, height: 24))
        disabled.isEnabled = false
        w.addSubview(disabled)
        let long = "A label with numberOfLines = 0 wraps its words onto as many lines as it needs."
        w.addSubview(label(long, CGRect(x: 160, y: 10, width: 150, height: 100), lines: 0))
        w.addSubview(label(long, CGRect(x: 160, y: 120, width: 150, height: 40), lines: 2))
        w.addSubview(label("你好，WayKit — مرحبا", CGRect(x: 160, y: 166, width: 150, height: 24)))
        try Snapshot.assertMatches(try Scene.render(w), "labels")
    }

    @Test("issue 5: UILabel.sizeThatFits measures with the real fonts")
    func sizeThatFits() throws {
        let l = UILabel()
        l.text = "Measure me"
        l.font = .systemFont(ofSize: 20)
        let one = l.sizeThatFits(.zero)
        #expect(one.width > 80 && one.width < 160)
        #expect(one.height >= 20 && one.height < 30)
        #expect(one.height == l.font.lineHeight.rounded(.up))
        l.numberOfLines = 0
        let wrapped = l.sizeThatFits(CGSize(width: 70, height: 1000))
        #expect(wrapped.width <= 70)
        #expect(wrapped.height >= 2 * one.height)
        l.sizeToFit()
        #expect(l.bounds.size == l.sizeThatFits(l.bounds.size) || l.bounds.width > 0)
        #expect(UIFont(name: "No Such Font Family", size: 12) == nil)
        #expect(UIFont(name: "DejaVuSans-Bold", size: 12)?.weight == .bold)
    }

    @Test("issue 5: UIImageView content modes place a PNG image")
    func imageViewContentModes() throws {
        let image = try Scene.testImage()
        #expect(image.size == CGSize(width: 32, height: 24))
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft, .bottomRight]
        let w = Scene.window(width: 6 * 70 + 10, height: 80)
        for (i, mode) in modes.enumerated() {
            let v = UIImageView(frame: CGRect(x: 10 + CGFloat(i) * 70, y: 10, width: 60, height: 60))
            v.backgroundColor = .systemGray5
            v.image = image
            v.contentMode = mode
            v.clipsToBounds = mode == .scaleAspectFill
            w.addSubview(v)
        }
        let out = try Scene.render(w)
        // scaleAspectFit (60×45 centred): the bands above and below stay grey.
        #expect(out.pixel(x: 110, y: 12) == PremultipliedColor(UIColor.systemGray5).argb32)
        #expect(out.pixel(x: 110, y: 40) != PremultipliedColor(UIColor.systemGray5).argb32)
        try Snapshot.assertMatches(out, "imageview-content-modes")
    }

    @Test("issue 5: UIImage from a PNG file, with @2x files at scale 2")
    func imageFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = try #require(try Scene.testImage().pngData())
        try png.write(to: dir.appendingPathComponent("icon.png"))
        try png.write(to: dir.appendingPathComponent("badge@2x.png"))
        let one = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("icon.png").path))
        #expect(one.scale == 1 && one.size == CGSize(width: 32, height: 24))
        let two = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("badge@2x.png").path))
        #expect(two.scale == 2 && two.size == CGSize(width: 16, height: 12))
        let named = try #require(UIImage(named: dir.appendingPathComponent("badge").path))
        #expect(named.scale == 2)
        #expect(UIImage(named: dir.appendingPathComponent("missing").path) == nil)
    }

    @Test("issue 5: PNG round trip keeps pixels; corrupt data gives nil, not a crash")
    func pngCoding() throws {
        let image = try Scene.testImage()
        let png = try #require(image.pngData())
        let again = try #require(UIImage(data: png))
        #expect(again.pixels == image.pixels)
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 3])) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/file.png") == nil)
        var truncated = try #require(image.pngData())
        truncated.removeLast(truncated.count / 2)
        #expect(UIImage(data: truncated) == nil)
    }
}
