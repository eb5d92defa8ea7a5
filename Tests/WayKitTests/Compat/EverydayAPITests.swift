import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U6: small everyday API iOS code uses: endEditing, UIDevice, NSValue's
/// geometry accessors, a stack view's custom spacing.
@MainActor
@Suite(.serialized)
struct EverydayAPITests {
    init() { UIApplication._resetShared(clock: EventClock(.manual(start: 0))) }

    final class Refusing: NSObject, UITextFieldDelegate {
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    }

    @Test("U6: endEditing resigns a first responder inside the view (not one elsewhere); force overrides a delegate's refusal")
    func endEditing() {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 300))
        _ = backend
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let form = UIView(frame: window.bounds), other = UIView(frame: window.bounds)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        form.addSubview(field)
        window.addSubview(form)
        window.addSubview(other)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        #expect(other.endEditing(false) && field.isFirstResponder, "a view that doesn't hold it leaves it")
        let refusing = Refusing()
        field.delegate = refusing
        #expect(!form.endEditing(false) && field.isFirstResponder, "the delegate refuses")
        #expect(form.endEditing(true) && !field.isFirstResponder, "forced")
        #expect(window.endEditing(true), "nothing to end")
    }

    @Test("U6: UIDevice describes a Linux pad; NSValue's CG accessors round-trip")
    func deviceAndValues() {
        let d = UIDevice.current
        #expect(d.userInterfaceIdiom == .pad && d.systemName == "Linux")
        #expect(!d.systemVersion.isEmpty && d.batteryLevel == -1 && d.orientation == .unknown)
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: r).cgRectValue == r)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }

    @Test("U6: setCustomSpacing(_:after:) gives one arranged view its own gap; the default marker and NaN go back to spacing")
    func customSpacing() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 110))
        stack.axis = .vertical
        stack.spacing = 10
        stack.distribution = .fill
        let views = (0..<3).map { _ -> UIView in
            let v = UIView()
            v.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return v
        }
        for v in views { stack.addArrangedSubview(v) }
        stack.setCustomSpacing(40, after: views[0])
        stack.layoutIfNeeded()
        #expect(views[1].frame.minY - views[0].frame.maxY == 40)
        #expect(views[2].frame.minY - views[1].frame.maxY == 10)
        #expect(stack.customSpacing(after: views[0]) == 40)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(.nan, after: views[0])
        stack.frame.size.height = 80
        stack.layoutIfNeeded()
        #expect(views[1].frame.minY - views[0].frame.maxY == 10)
    }
}

@MainActor
@Suite(.serialized)
struct SecondCorpusAPITests {
    init() { UIApplication._resetShared(clock: EventClock(.manual(start: 0))) }

    @Test("U1/U6: idioms of a second corpus (a UIButton subclass made with (), UIButton(primaryAction:), UIActionHandler, NSLayoutConstraint(), readableContentGuide, the status bar's style and orientation, the windowScene setter, coordinateSpace) type-check in Swift 5 and Swift 6 modes")
    func sampleCompiles() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("EverydaySample.swift")
        try CorpusAPITests.typecheck(sample, swiftVersion: "5")
        try CorpusAPITests.typecheck(sample, swiftVersion: "6")
    }

    @Test("U6: a button subclass overriding init(frame:) is made with () and init(type:) is inherited; UIButton(type:) keeps its type; UIButton(primaryAction:) runs it")
    func buttons() {
        let pill = PillButton()
        #expect(pill.buttonType == .custom && pill.layer.cornerRadius == 10)
        let typed = PillButton(type: .system)
        #expect(typed.buttonType == .system)
        #expect(UIButton(type: .close).buttonType == .close)
        var runs = 0
        let handler: UIActionHandler = { _ in runs += 1 }
        let button = UIButton(primaryAction: UIAction(title: "Go", handler: handler))
        #expect(button.buttonType == .system && button.title(for: .normal) == "Go")
        button.performPrimaryAction()
        #expect(runs == 1)
    }

    @Test("U6: NSLayoutConstraint() has no items and activating it changes nothing; readableContentGuide is the margins, narrowed to 672 points (at the default text size) and centred on a wide view")
    func constraintsAndReadableGuide() {
        let placeholder = NSLayoutConstraint()
        #expect(placeholder.firstItem == nil && placeholder.secondItem == nil)
        placeholder.isActive = true
        #expect(!placeholder.isActive)

        let backend = HeadlessBackend(size: CGSize(width: 1200, height: 800))
        _ = backend
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1200, height: 800))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(text)
        let guide = window.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(text.frame.width == 672 && text.frame.midX == 600, "\(text.frame)")
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        window.layoutIfNeeded()
        let margins = window._effectiveLayoutMargins
        #expect(margins.left > 0 && text.frame.minX == margins.left && text.frame.maxX == 400 - margins.right,
                "narrow: the margins \(margins), \(text.frame)")
    }

    final class Ticker {
        var ticks: [Timer] = []
        var plain = 0
        func tick(_ timer: Timer) { ticks.append(timer) }
        func bump() { plain += 1 }
    }

    @Test("U2/U6: a target–selector Timer (what waykit-port makes of Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)) calls its method on the target, passing itself when the method takes it")
    func selectorTimers() {
        let ticker = Ticker()
        let once = Timer(timeInterval: 60, target: ticker, selector: Selector(Ticker.tick(_:), name: "tick(_:)"), userInfo: nil, repeats: false)
        once.fire()
        #expect(ticker.ticks.count == 1 && ticker.ticks.first === once)
        let scheduled = Timer.scheduledTimer(timeInterval: 60, target: ticker, selector: Selector(Ticker.bump, name: "bump"),
                                             userInfo: nil, repeats: true)
        scheduled.fire()
        scheduled.fire()
        #expect(ticker.plain == 2 && scheduled.isValid)
        scheduled.invalidate()
        #expect(!scheduled.isValid)
    }

    @Test("U6: UITapGestureRecognizer(target: view, action: UIView.endEditing) ends editing on a tap (the Bool reads true, as on iOS); a button with changesSelectionAsPrimaryAction toggles isSelected before its action runs")
    func endEditingTapAndToggle() {
        let backend = HeadlessBackend(size: CGSize(width: 320, height: 480))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        window.addGestureRecognizer(UITapGestureRecognizer(target: window, action: UIView.endEditing))
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        backend.tap(at: CGPoint(x: 160, y: 300))
        backend.advanceTime(by: 0.5)
        #expect(!field.isFirstResponder, "the tap ended editing")

        let toggle = UIButton(type: .system)
        toggle.frame = CGRect(x: 10, y: 100, width: 100, height: 44)
        toggle.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        toggle.addAction(UIAction { [unowned toggle] _ in seen.append(toggle.isSelected) }, for: .primaryActionTriggered)
        window.addSubview(toggle)
        for _ in 0..<2 {
            backend.tap(at: CGPoint(x: 60, y: 122))
            backend.advanceTime(by: 0.5)
        }
        #expect(seen == [true, false] && !toggle.isSelected)
    }

    @Test("U6: the windowScene setter moves a window to the scene; the scene's coordinate space has its size; the status bar's style is overridable and statusBarOrientation follows the screen")
    func scenesAndStatusBar() throws {
        let backend = HeadlessBackend(size: CGSize(width: 390, height: 844))
        _ = backend
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.coordinateSpace.bounds == CGRect(origin: .zero, size: scene.size))
        let window = UIWindow(frame: scene.coordinateSpace.bounds)
        window.windowScene = nil
        #expect(window.windowScene == nil && !scene.windows.contains(window))
        window.windowScene = scene
        #expect(window.windowScene === scene && scene.windows.contains(window))
        let controller = ArticleViewController()
        #expect(controller.preferredStatusBarStyle == .lightContent && !controller.prefersStatusBarHidden)
        #expect(UIApplication.shared.statusBarOrientation == UIScreen.main.interfaceOrientation)
    }
}

@MainActor
@Suite(.serialized)
struct AppearanceProxyTests {
    init() {
        UIApplication._resetShared(clock: EventClock(.manual(start: 0)))
        UIView._appearanceValues.removeAll()
        UIView._appearanceProxies.removeAll()
    }

    final class BrandBar: UINavigationBar {}

    @Test("U6: UINavigationBar.appearance() and UITabBar.appearance(): what is set on the proxy is every bar's when it enters a window (a subclass's own proxy wins), except what the app set on that bar itself; other views are untouched")
    func proxies() {
        defer {
            UIView._appearanceValues.removeAll()
            UIView._appearanceProxies.removeAll()
        }
        let proxy = UINavigationBar.appearance()
        #expect(proxy === UINavigationBar.appearance(), "one proxy a class")
        #expect(proxy.window == nil)
        proxy.barTintColor = .systemIndigo
        proxy.isTranslucent = false
        proxy.titleTextAttributes = [.foregroundColor: UIColor.white]
        proxy.tintColor = .white
        BrandBar.appearance().barTintColor = .systemPink
        UITabBar.appearance().unselectedItemTintColor = .systemGray
        UITabBar.appearance(whenContainedInInstancesOf: [UITabBarController.self]).barTintColor = .black

        let backend = HeadlessBackend(size: CGSize(width: 320, height: 480))
        _ = backend
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.barTintColor == nil, "not before it is in a window")
        window.addSubview(bar)
        #expect(bar.barTintColor == .systemIndigo && !bar.isTranslucent && bar.tintColor == .white)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        let mine = UINavigationBar(frame: .zero)
        mine.barTintColor = .systemGreen
        window.addSubview(mine)
        #expect(mine.barTintColor == .systemGreen && !mine.isTranslucent, "the app's own value stays")
        let brand = BrandBar(frame: .zero)
        window.addSubview(brand)
        #expect(brand.barTintColor == .systemPink && !brand.isTranslucent, "the subclass's proxy wins, the rest is inherited")
        let tabs = UITabBar(frame: .zero)
        window.addSubview(tabs)
        #expect(tabs.unselectedItemTintColor == .systemGray && tabs.barTintColor == .black)
        let plain = UIView(frame: .zero)
        window.addSubview(plain)
        #expect(plain.backgroundColor == nil && plain.tintColor == .systemBlue, "other views are untouched")
    }
}
