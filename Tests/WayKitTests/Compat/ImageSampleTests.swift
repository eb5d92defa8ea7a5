import Foundation
import Testing
import WayKit          // on iOS: import UIKit; nothing else below changes
import WayKitTesting

// iOS-style image code as apps write it: a profile header with an avatar
// from a package's asset catalog, a brand colour set, SF Symbols in a
// toolbar-like row of buttons and in tab bar items, a tinted template image
// and a stretchable bubble. Only public API: the file must compile
// unchanged against UIKit.
final class SampleProfileController: UIViewController {
    let avatar = UIImageView()
    let like = UIButton(type: .system)
    let share = UIButton(type: .system)
    let bubble = UIImageView()
    let badge = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "Brand", in: .module, compatibleWith: traitCollection) ?? .systemBackground
        avatar.image = UIImage(named: "Logo", in: .module, compatibleWith: traitCollection)
        avatar.contentMode = .scaleAspectFit
        avatar.frame = CGRect(x: 20, y: 20, width: 64, height: 64)
        let config = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold)
        like.setImage(UIImage(systemName: "heart", withConfiguration: config), for: .normal)
        like.setImage(UIImage(systemName: "heart.fill", withConfiguration: config), for: .selected)
        like.frame = CGRect(x: 100, y: 20, width: 44, height: 44)
        like.tintColor = .systemPink
        like.addAction(UIAction { [weak self] _ in self?.like.isSelected.toggle() }, for: .touchUpInside)
        share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        share.frame = CGRect(x: 150, y: 20, width: 44, height: 44)
        if let bubbleImage = UIImage(named: "badge", in: .module, compatibleWith: nil) {
            bubble.image = bubbleImage.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4),
                                                      resizingMode: .stretch)
        }
        bubble.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
        badge.image = UIImage(named: "Glyph", in: .module, compatibleWith: nil)?.withTintColor(.white)
        badge.frame = CGRect(x: 230, y: 100, width: 12, height: 12)
        [avatar, like, share, bubble, badge].forEach(view.addSubview)
        tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.circle"),
                                  selectedImage: UIImage(systemName: "person.circle.fill"))
    }
}

@MainActor
@Suite(.serialized)
struct ImageSampleTests {
    @Test("U1, U5: iOS-style image code (asset catalog image and colour from Bundle.module, SF Symbols with a configuration in buttons and tab items, withTintColor, a stretchable image) compiles with only its import changed and draws")
    func sampleRuns() throws {
        let backend = HeadlessBackend(size: CGSize(width: 320, height: 480))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let profile = SampleProfileController()
        let tabs = UITabBarController()
        tabs.viewControllers = [profile]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        backend.advanceTime(by: 0.1)
        #expect(profile.avatar.image?.size == CGSize(width: 8, height: 8))
        #expect(profile.tabBarItem.image?.isSymbolImage == true)
        let rendered = try #require(backend.render(window))
        // The brand colour behind, the 1× logo (red) scaled into the avatar,
        // the bubble's stretched middle (the 1× badge, red), the pink heart.
        #expect(rendered.pixel(at: CGPoint(x: 300, y: 300), matches: UIColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)))
        #expect(rendered.pixel(at: CGPoint(x: 52, y: 52), matches: .red))
        #expect(rendered.pixel(at: CGPoint(x: 120, y: 120), matches: .red))
        let heart = (0..<44).flatMap { y in (0..<44).map { CGPoint(x: 100 + $0, y: 20 + y) } }
        #expect(heart.contains { rendered.pixel(at: $0, matches: .systemPink, tolerance: 4) })
        backend.tap(at: CGPoint(x: 122, y: 42))
        backend.advanceTime(by: 0.5)
        #expect(profile.like.isSelected)
        #expect(profile.like.currentImage?.isSymbolImage == true)
    }
}
