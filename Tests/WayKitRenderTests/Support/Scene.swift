import CPixman
import Foundation
import Testing
import WayKit
import WayKitRender

/// Builds a window for a snapshot and renders it offscreen.
@MainActor
enum Scene {
    static func window(width: CGFloat, height: CGFloat, background: UIColor = .white) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        w.backgroundColor = background
        return w
    }

    static func render(_ window: UIWindow, scale: CGFloat = 1, renderer: PixmanRenderer = PixmanRenderer()) throws -> PixmanImage {
        try #require(renderer.renderImage(window, scale: scale))
    }

    static func view(_ frame: CGRect, _ color: UIColor?, radius: CGFloat = 0) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = color
        if radius > 0 { v.layer.cornerRadius = radius }
        return v
    }

    /// A 2-pixel-checkered test image with a transparent corner, made through
    /// the PNG encoder and decoder so that both are exercised.
    static func testImage() throws -> UIImage {
        let w = 32, h = 24
        var px = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let o = (y * w + x) * 4
                let dark = ((x / 4) + (y / 4)) % 2 == 0
                let r: UInt8 = dark ? 200 : 255, g: UInt8 = dark ? 60 : 210, b: UInt8 = dark ? 40 : 80
                let a: UInt8 = (x < 8 && y < 8) ? 0 : 255
                px[o] = UInt8(Int(b) * Int(a) / 255); px[o + 1] = UInt8(Int(g) * Int(a) / 255)
                px[o + 2] = UInt8(Int(r) * Int(a) / 255); px[o + 3] = a
            }
        }
        let raw = try #require(UIImage(pixelWidth: w, pixelHeight: h, pixels: px))
        let png = try #require(raw.pngData())
        return try #require(UIImage(data: png))
    }
}
