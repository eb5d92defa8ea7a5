import Foundation
import Testing
@testable import WayKit
import WayKitRender

/// Y4: Bold Text changes what text measures and draws with.
@MainActor
@Suite(.serialized)
struct BoldTextTests {
    @Test("Y4: with Bold Text a label measures wider (a heavier face), and back when it is off")
    func boldTextMeasuresWider() {
        RenderServices.install()
        let settings = AccessibilitySettings.shared
        let label = UILabel()
        label.text = "Departures"
        label.font = .systemFont(ofSize: 17)
        let regular = label.intrinsicContentSize.width
        settings.boldText = true
        defer { settings.boldText = false }
        let bold = label.intrinsicContentSize.width
        #expect(bold > regular + 1, "\(bold) vs \(regular)")
        settings.boldText = false
        #expect(abs(label.intrinsicContentSize.width - regular) < 0.01)
    }
}
