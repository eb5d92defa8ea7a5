import Foundation
import Testing
import WayKit
import WayKitTesting

/// U6: `UIButton.Configuration`, its update handler, `titleLabel`,
/// `imageView` and `contentEdgeInsets`, as UIKit code uses them.
@MainActor
struct ButtonConfigurationTests {
    @Test("U6: the four styles and their defaults; sizes give UIKit's insets; the intrinsic size is the content inside them")
    func stylesAndSizes() {
        var c = UIButton.Configuration.filled()
        #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        c.buttonSize = .large
        #expect(c.contentInsets.leading == 20)
        c.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        c.buttonSize = .small
        #expect(c.contentInsets.trailing == 4)          // set insets win over the size's
        #expect(UIButton.Configuration.plain() != UIButton.Configuration.filled())
        #expect(UIButton.Configuration.borderedProminent() == UIButton.Configuration.filled())

        var small = UIButton.Configuration.filled()
        small.title = "Go"
        var long = small
        long.title = "Continue to checkout"
        let a = UIButton(configuration: small), b = UIButton(configuration: long)
        #expect(b.intrinsicContentSize.width > a.intrinsicContentSize.width)
        #expect(a.intrinsicContentSize.height >= 14 + small._titleFont.lineHeight - 1)
        var withSubtitle = small
        withSubtitle.subtitle = "Tomorrow"
        withSubtitle.titlePadding = 4
        #expect(UIButton(configuration: withSubtitle).intrinsicContentSize.height > a.intrinsicContentSize.height + 10)
        #expect(UIButton.Configuration.filled()._foregroundColor(tint: .systemRed, isHighlighted: false, isEnabled: true) == .white)
        #expect(UIButton.Configuration.plain()._backgroundColor(tint: .systemRed, isHighlighted: false, isEnabled: true) == nil)
        #expect(UIButton.Configuration.filled()._backgroundColor(tint: .systemRed, isHighlighted: false, isEnabled: true) == .systemRed)
    }

    @Test("U6: configurationUpdateHandler runs before the next layout after a state change, and can change the configuration")
    func updateHandler() {
        let backend = HeadlessBackend()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        var config = UIButton.Configuration.tinted()
        config.title = "Follow"
        var tapped = 0
        let button = UIButton(configuration: config, primaryAction: UIAction { _ in tapped += 1 })
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
        var seen: [Bool] = []
        button.configurationUpdateHandler = { b in
            seen.append(b.isHighlighted)
            var c = b.configuration
            c?.title = b.isHighlighted ? "Following…" : (b.isSelected ? "Following" : "Follow")
            b.configuration = c
        }
        window.addSubview(button)
        window.makeKeyAndVisible()
        backend.advanceTime(by: 0.05)
        seen.removeAll()
        button.isHighlighted = true
        #expect(seen.isEmpty)                         // deferred to the layout pass
        window.layoutIfNeeded()
        #expect(seen == [true] && button.configuration?.title == "Following…")
        button.isHighlighted = false
        button.isSelected = true
        window.layoutIfNeeded()
        #expect(button.configuration?.title == "Following")
        #expect(seen.count == 2)                      // two changes, one update
        backend.tap(at: CGPoint(x: 60, y: 40))
        backend.advanceTime(by: 0.05)
        #expect(tapped == 1)
    }

    @Test("U6: titleLabel and imageView are made on first use, show the state's title and image, and take the button's font")
    func titleLabelAndImageView() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .highlighted)
        let before = button.intrinsicContentSize
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        #expect(button.titleLabel?.text == "Save")
        #expect(button.titleLabel?.superview === button)
        #expect(button.intrinsicContentSize.height > before.height)
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Saving")
        let image = UIImage(color: .red, size: CGSize(width: 10, height: 10))
        button.setImage(image, for: .normal)
        #expect(button.imageView?.image === image)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let label = button.titleLabel!, imageView = button.imageView!
        #expect(imageView.frame.maxX <= label.frame.minX)   // image before the title
        #expect(abs(imageView.frame.midY - 22) < 0.5)
        // Touches go to the button, not its label.
        #expect(button.hitTest(CGPoint(x: label.frame.midX, y: 22), with: nil) === button)
    }

    @Test("U6: contentEdgeInsets grow the intrinsic size and move the content")
    func contentEdgeInsets() {
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        let plain = button.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize.width == plain.width + 30)
        #expect(button.intrinsicContentSize.height == plain.height + 8)
    }
}

/// U6: the pre-iOS 15 per-part insets.
@MainActor
struct ButtonEdgeInsetsTests {
    @Test("U6: imageEdgeInsets and titleEdgeInsets move the image view and title label by half their sides' difference")
    func partInsets() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Next", for: .normal)
        button.setImage(UIImage(color: .red, size: CGSize(width: 10, height: 10)), for: .normal)
        _ = button.titleLabel
        _ = button.imageView
        button.layoutIfNeeded()
        let title = button.titleLabel!.frame, image = button.imageView!.frame
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 20)
        button.titleEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == image.minX - 10)
        #expect(button.titleLabel!.frame.minX == title.minX + 5 && button.titleLabel!.frame.minY == title.minY + 2)
    }
}
