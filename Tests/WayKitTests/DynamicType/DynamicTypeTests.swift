import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U3: text styles and Dynamic Type: the HIG's sizes per style and
/// category, `UIFontMetrics`, the app's text size with its notification,
/// and views that adjust their fonts.
@MainActor
@Suite(.serialized)
struct DynamicTypeTests {
    init() { UIApplication._resetShared(clock: EventClock(.manual(start: 0))) }

    @Test("U3: preferredFont(forTextStyle:) has the HIG's size and weight at the default text size and at an accessibility size")
    func preferredFonts() {
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .body).weight == .regular)
        var ax3 = UITraitCollection()
        ax3.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax3).pointSize == 40)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: ax3).pointSize == 33)
        var xs = UITraitCollection()
        xs.preferredContentSizeCategory = .extraSmall
        #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: xs).pointSize == 25)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.large < .accessibilityMedium)
    }

    @Test("U3: UIFontMetrics scales values and custom fonts as its style grows, with a ceiling; bad values pass through")
    func fontMetrics() {
        var xxl = UITraitCollection()
        xxl.preferredContentSizeCategory = .extraExtraLarge
        let body = UIFontMetrics.default
        #expect(body.scaledValue(for: 17, compatibleWith: xxl) == 21)
        #expect(body.scaledValue(for: 10) == 10)
        let custom = UIFont(name: "DejaVu Serif", size: 20) ?? .systemFont(ofSize: 20)
        let scaled = UIFontMetrics(forTextStyle: .title1).scaledFont(for: custom, compatibleWith: xxl)
        #expect(scaled.pointSize == 23 && scaled.familyName == custom.familyName, "\(scaled)")
        let capped = body.scaledFont(for: custom, maximumPointSize: 22, compatibleWith: xxl)
        #expect(capped.pointSize == 22)
        #expect(body.scaledValue(for: .nan).isNaN)
        #expect(body.scaledFont(for: custom, maximumPointSize: .infinity, compatibleWith: xxl).pointSize > 20)
    }

    @Test("U3: changing the text size posts the notification with the new value, adjusts the fonts of views that ask (and no others), and tells controllers and views their traits changed")
    func changeAtRunTime() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 300))
        _ = backend
        final class Root: UIViewController {
            var changes: [UIContentSizeCategory] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                changes.append(traitCollection.preferredContentSizeCategory)
            }
        }
        let root = Root()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let adjusting = UILabel(), fixed = UILabel(), field = UITextField(), scaledLabel = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        field.font = .preferredFont(forTextStyle: .headline)
        field.adjustsFontForContentSizeCategory = true
        scaledLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 30, weight: .bold))
        scaledLabel.adjustsFontForContentSizeCategory = true
        for v in [adjusting, fixed, field, scaledLabel] { root.view.addSubview(v) }
        final class Posted: @unchecked Sendable { var values: [UIContentSizeCategory] = [] }
        let box = Posted()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { n in
            if let c = n.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { box.values.append(c) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIApplication.shared._setPreferredContentSizeCategory(.accessibilityMedium)
        #expect(box.values == [.accessibilityMedium])
        #expect(adjusting.font.pointSize == 28, "\(adjusting.font)")
        #expect(fixed.font.pointSize == 17, "a label that doesn't adjust keeps its font")
        #expect(field.font?.pointSize == 28 && field.font?.weight == .semibold)
        #expect(scaledLabel.font.pointSize == 49.5 && scaledLabel.font.weight == .bold, "\(scaledLabel.font)")
        #expect(root.changes == [.accessibilityMedium])
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 28)
        // The same again, or no size at all: nothing happens.
        UIApplication.shared._setPreferredContentSizeCategory(.accessibilityMedium)
        UIApplication.shared._setPreferredContentSizeCategory(.unspecified)
        #expect(box.values.count == 1 && root.changes.count == 1)
        adjusting.adjustsFontForContentSizeCategory = false
        UIApplication.shared._setPreferredContentSizeCategory(.small)
        #expect(adjusting.font.pointSize == 28, "no longer adjusting")
        #expect(field.font?.pointSize == 15)
    }

    @Test("U3: the environment's text size: short names and raw values; unknown values fall back to large")
    func environment() {
        #expect(UIApplication._environmentContentSizeCategory(nil) == .large)
        #expect(UIApplication._environmentContentSizeCategory("xxl") == .extraExtraLarge)
        #expect(UIApplication._environmentContentSizeCategory("AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(UIApplication._environmentContentSizeCategory("UICTContentSizeCategoryS") == .small)
        #expect(UIApplication._environmentContentSizeCategory("huge") == .large)
    }
}

extension DynamicTypeTests {
    @Test("U3: monospacedSystemFont is the monospace family at the size and weight asked")
    func monospaced() {
        let f = UIFont.monospacedSystemFont(ofSize: 13, weight: .bold)
        #expect(f.familyName == "monospace" && f.pointSize == 13 && f.weight == .bold)
    }
}
