import Foundation
import WayKit

/// The Style tab (U4, U6): the appearance switch (light or dark for the
/// whole window, through `overrideUserInterfaceStyle`), buttons drawn from
/// configurations, and rows drawn from list content configurations, all in
/// system colours, so one switch restyles every view that uses them.
@MainActor
final class StyleController: UIViewController {
    let darkSwitch = UISwitch()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Style"
        tabBarItem = UITabBarItem(title: "Style", image: nil, tag: 2)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let label = UILabel(frame: CGRect(x: 40, y: 110, width: 220, height: 31))
        label.text = "Dark appearance"
        darkSwitch.frame.origin = CGPoint(x: 270, y: 110)
        darkSwitch.accessibilityIdentifier = "DarkSwitch"
        darkSwitch.addAction(UIAction { [weak self] _ in self?.appearanceChanged() }, for: .valueChanged)
        view.addSubview(label)
        view.addSubview(darkSwitch)

        var buy = UIButton.Configuration.filled()
        buy.title = "Buy ticket"
        buy.subtitle = "€ 2.40"
        buy.cornerStyle = .capsule
        buy.buttonSize = .large
        var follow = UIButton.Configuration.tinted()
        follow.title = "Follow"
        let followButton = UIButton(configuration: follow)
        followButton.configurationUpdateHandler = { button in
            var c = button.configuration
            c?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = c
        }
        followButton.addAction(UIAction { [weak followButton] _ in followButton?.isSelected.toggle() }, for: .touchUpInside)
        var share = UIButton.Configuration.gray()
        share.title = "Share"
        let buttons = [UIButton(configuration: buy), followButton, UIButton(configuration: share)]
        var x: CGFloat = 40
        for b in buttons {
            let size = b.intrinsicContentSize
            b.frame = CGRect(x: x, y: 170, width: size.width, height: max(size.height, 44))
            x += size.width + 16
            view.addSubview(b)
        }

        let rows: [(String, String)] = [("Appearance", "Follows the window"), ("Configurations", "Buttons and rows")]
        for (i, (text, secondary)) in rows.enumerated() {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.frame = CGRect(x: 40, y: 250 + CGFloat(i) * 61, width: 420, height: 60)
            var content = cell.defaultContentConfiguration()
            content.text = text
            content.secondaryText = secondary
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 10
            cell.backgroundConfiguration = background
            view.addSubview(cell)
        }
        addAccessibilityRows()
    }

    /// The accessibility settings (Y4) and the kiosk screen reader (Y3),
    /// as switches: each row is one element ("Bold text, switch button,
    /// off"), reachable by Tab with Full Keyboard Access.
    private func addAccessibilityRows() {
        let settings = AccessibilitySettings.shared
        let rows: [(String, Bool, (Bool) -> Void)] = [
            ("Bold text", settings.boldText, { settings.boldText = $0 }),
            ("Increase contrast", settings.increaseContrast, { settings.increaseContrast = $0 }),
            ("Reduce motion", settings.reduceMotion, { settings.reduceMotion = $0 }),
            ("Full keyboard access", settings.fullKeyboardAccess, { settings.fullKeyboardAccess = $0 }),
            ("Screen reader", SpeechMode.shared.isRunning, { $0 ? SpeechMode.shared.start() : SpeechMode.shared.stop() }),
        ]
        for (i, (title, isOn, apply)) in rows.enumerated() {
            let y = 390 + CGFloat(i) * 44
            let label = UILabel(frame: CGRect(x: 40, y: y, width: 220, height: 31))
            label.text = title
            let toggle = UISwitch()
            toggle.frame.origin = CGPoint(x: 270, y: y)
            toggle.isOn = isOn
            // The switch is read by the row's title, as a settings row is.
            toggle.accessibilityLabel = title
            label.isAccessibilityElement = false
            toggle.addAction(UIAction { [weak toggle] _ in
                guard let toggle else { return }
                apply(toggle.isOn)
                DemoLog.action("\(title.lowercased()) \(toggle.isOn ? "on" : "off")")
            }, for: .valueChanged)
            view.addSubview(label)
            view.addSubview(toggle)
        }
    }

    private func appearanceChanged() {
        view.window?.overrideUserInterfaceStyle = darkSwitch.isOn ? .dark : .light
        DemoLog.action("appearance \(darkSwitch.isOn ? "dark" : "light")")
        StyleInput.appearanceChanged()
    }
}

/// The input test's style phase (U4), after the modals: a tap on the Style
/// tab, then on the appearance switch; the window turns dark
/// (`style shown dark`, the script's cue for a screenshot).
@MainActor
enum StyleInput {
    static let actions = ["tab Style", "appearance dark"]
    private static var demo: DemoScene?
    private static var done: (() -> Void)?

    static func start(_ demo: DemoScene, done: @escaping () -> Void) {
        self.demo = demo
        self.done = done
        tap("Style")
        UIApplication.shared.clock.schedule(after: 0.8) { tap("DarkSwitch") }
    }

    static func appearanceChanged() {
        guard demo != nil else { return }
        say("waykit-demo: style shown dark")
        demo = nil
        let finished = done
        done = nil
        UIApplication.shared.clock.schedule(after: NavigationInput.pause) { finished?() }
    }

    private static func tap(_ identifier: String) {
        guard let demo else { return }
        DemoInput.announceTap(identifier, in: demo.window)
    }
}
