import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Y4: Reduce Motion, Bold Text, Increase Contrast, and the environment.
@MainActor
@Suite(.serialized)
struct AccessibilitySettingsTests {
    final class Count: @unchecked Sendable { var value = 0 }

    func observe(_ name: Notification.Name) -> (Count, NSObjectProtocol) {
        let count = Count()
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in count.value += 1 }
        return (count, token)
    }

    @Test("Y4: WAYKIT_ACCESSIBILITY turns settings on; an unknown word is ignored")
    func environment() {
        let s = AccessibilitySettings(environment: "reduce-motion, bold-text,increase-contrast,full-keyboard-access,sparkles")
        #expect(s.reduceMotion && s.boldText && s.increaseContrast && s.fullKeyboardAccess && !s.reduceTransparency)
        UIFont._drawsBold = AccessibilitySettings.shared.boldText
        let none = AccessibilitySettings(environment: nil)
        #expect(!none.reduceMotion && !none.boldText)
        UIFont._drawsBold = AccessibilitySettings.shared.boldText
    }

    @Test("Y4: with Reduce Motion a push cross-fades in place instead of sliding in")
    func reduceMotionFades() throws {
        let settings = AccessibilitySettings.shared
        let (count, token) = observe(UIAccessibility.reduceMotionStatusDidChangeNotification)
        defer { NotificationCenter.default.removeObserver(token) }
        settings.reduceMotion = true
        defer { settings.reduceMotion = false }
        #expect(UIAccessibility.isReduceMotionEnabled && count.value == 1)
        let nav = UINavigationController(rootViewController: UIViewController())
        let f = AccessibilityFixture(root: nav)
        let next = UIViewController()
        nav.pushViewController(next, animated: true)
        f.backend.advanceTime(by: 0.15)
        let alpha = next.view._presentedAlpha
        #expect(next.view.frame.minX == 0 && next.view._presentedCenter.x == next.view.bounds.width / 2, "no slide")
        #expect(alpha > 0.05 && alpha < 0.95, "half way through a fade: \(alpha)")
        f.backend.advanceTime(by: 1)
        #expect(next.view.alpha == 1 && nav.topViewController === next)

        settings.reduceMotion = false
        nav.pushViewController(UIViewController(), animated: true)
        f.backend.advanceTime(by: 0.15)
        let sliding = try #require(nav.topViewController?.view)
        #expect(sliding._presentedCenter.x > sliding.bounds.width / 2 + 1, "without it, the push slides")
    }

    @Test("Y4: with Reduce Motion an alert fades in without zooming, and a sheet fades in and out where it rests instead of sliding")
    func reduceMotionAlertsAndSheets() throws {
        let settings = AccessibilitySettings.shared
        settings.reduceMotion = true
        defer { settings.reduceMotion = false }

        let f = AccessibilityFixture()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        f.root.present(alert, animated: true)
        f.backend.stepFrame()
        f.backend.advanceTime(by: 0.08)
        let panel = try #require(alert._alertView?.panel)
        let alpha = panel._presentedAlpha
        #expect(alpha > 0.02 && alpha < 0.98, "half way through a fade: \(alpha)")
        #expect(panel.transform == .identity, "no zoom: \(panel.transform)")
        f.backend.advanceTime(by: 1)
        #expect(panel.alpha == 1)

        let s = SheetScene()
        let b = UIViewController()
        s.a.present(b, animated: true)
        s.backend.stepFrame()
        let sheet = try #require(b.sheetPresentationController)
        s.backend.advanceTime(by: 0.12)
        let sheetView = try #require(sheet.presentedView)
        #expect(abs(s.sheetY(sheet) - s.largeY) < 1, "no slide: at rest from the start, \(s.sheetY(sheet))")
        let fading = sheetView._presentedAlpha
        #expect(fading > 0.02 && fading < 0.98, "fading in: \(fading)")
        s.backend.advanceTime(by: 1)
        #expect(sheetView.alpha == 1)
        b.dismiss(animated: true)
        s.backend.stepFrame()
        s.backend.advanceTime(by: 0.12)
        #expect(abs(s.sheetY(sheet) - s.largeY) < 1, "fades out where it is")
        #expect(sheetView._presentedAlpha < 0.98)
        s.backend.advanceTime(by: 1)
        #expect(s.a.presentedViewController == nil)

        settings.reduceMotion = false
        let c = UIViewController()
        s.a.present(c, animated: true)
        s.backend.stepFrame()
        s.backend.advanceTime(by: 0.12)
        let sliding = try #require(c.sheetPresentationController)
        #expect(s.sheetY(sliding) > s.largeY + 5, "without it, the sheet slides up")
    }

    @Test("Y4: Bold Text is a trait every window gets, with its notification")
    func boldTextTrait() {
        let settings = AccessibilitySettings.shared
        let f = AccessibilityFixture()
        let label = UILabel()
        f.root.view.addSubview(label)
        #expect(label.traitCollection.legibilityWeight == .regular)
        let (count, token) = observe(UIAccessibility.boldTextStatusDidChangeNotification)
        defer { NotificationCenter.default.removeObserver(token) }
        settings.boldText = true
        defer { settings.boldText = false }
        #expect(UIAccessibility.isBoldTextEnabled && count.value == 1)
        #expect(label.traitCollection.legibilityWeight == .bold)
        #expect(UIFont.systemFont(ofSize: 17)._drawnOpenTypeWeight == 600)
        #expect(UIFont.boldSystemFont(ofSize: 17)._drawnOpenTypeWeight == 900)
        settings.boldText = false
        #expect(UIFont.systemFont(ofSize: 17)._drawnOpenTypeWeight == 400)
    }

    @Test("Y4: Increase Contrast gives system colours their high-contrast values and redraws")
    func increaseContrast() {
        let settings = AccessibilitySettings.shared
        let f = AccessibilityFixture()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBlue
        f.root.view.addSubview(view)
        var high = UITraitCollection()
        high.accessibilityContrast = .high
        #expect(UIColor.systemBlue.resolvedColor(with: high) == UIColor(rgb: 0x0040DD))
        var highDark = high
        highDark.userInterfaceStyle = .dark
        #expect(UIColor.systemBlue.resolvedColor(with: highDark) == UIColor(rgb: 0x409CFF))
        let (count, token) = observe(UIAccessibility.darkerSystemColorsStatusDidChangeNotification)
        defer { NotificationCenter.default.removeObserver(token) }
        settings.increaseContrast = true
        defer { settings.increaseContrast = false }
        #expect(UIAccessibility.isDarkerSystemColorsEnabled && count.value == 1)
        #expect(view.traitCollection.accessibilityContrast == .high)
        var drawn: CGFloat = 0
        view.traitCollection.performAsCurrent { drawn = view.backgroundColor?._components.blue ?? 0 }
        #expect(abs(drawn - CGFloat(0xDD) / 255) < 0.01)
    }
}
