import Foundation
import Testing
@testable import WayKit

/// U4 (light appearance): the system and semantic colours UIKit code names,
/// at iOS's light values, and colours from hue, saturation and brightness.
@MainActor
struct SystemColorTests {
    func hex(_ c: UIColor) -> UInt32 {
        func b(_ v: CGFloat) -> UInt32 { UInt32((v * 255).rounded()) }
        return b(c.red) << 16 | b(c.green) << 8 | b(c.blue)
    }

    @Test("U4: system and semantic colours have iOS's light values")
    func lightValues() {
        #expect(hex(.systemTeal) == 0x30B0C7)
        #expect(hex(.systemPink) == 0xFF2D55)
        #expect(hex(.systemIndigo) == 0x5856D6)
        #expect(hex(.tertiaryLabel) == 0x3C3C43 && abs(UIColor.tertiaryLabel.alpha - 0.3) < 0.001)
        #expect(hex(.systemGroupedBackground) == 0xF2F2F7)
        #expect(hex(.secondarySystemGroupedBackground) == 0xFFFFFF)
        #expect(UIColor.tintColor == .systemBlue && hex(.link) == 0x007AFF)
    }

    @Test("U4: UIColor(hue:saturation:brightness:alpha:) as UIKit's; out-of-range and NaN inputs are clamped")
    func hsb() {
        #expect(hex(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == 0xFF0000)
        #expect(hex(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == 0x00FF00)
        #expect(hex(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)) == 0x0000FF)
        #expect(hex(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)) == 0x66CCCC)
        #expect(hex(UIColor(hue: 0.2, saturation: 0, brightness: 0.5, alpha: 1)) == 0x808080)
        #expect(hex(UIColor(hue: .nan, saturation: 2, brightness: 1, alpha: 0.5)) == 0xFF0000)
        #expect(hex(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)) == 0xFF0000)
    }
}
