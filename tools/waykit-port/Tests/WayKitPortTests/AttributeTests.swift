import Testing
@testable import WayKitPort

@Suite struct AttributeTests {
    @Test("U2: overrides in an extension move into their class's body, across files; others are reported")
    func overridesInExtensions() {
        let result = port([
            "List.swift": """
            import UIKit

            class ListController: UITableViewController {
                var items: [String] = []
            }

            """,
            "List+DataSource.swift": """
            import UIKit

            extension ListController {
                // Rows.
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    items.count
                }

                func helper() {}
            }

            extension UIView {
                override var intrinsicContentSize: CGSize { .zero }
            }

            extension UINavigationController {
                override open var preferredStatusBarStyle: UIStatusBarStyle {
                    return .lightContent
                }
            }

            """,
        ])
        let list = result.files.first { $0.path == "List.swift" }?.rewritten
        let source = result.files.first { $0.path == "List+DataSource.swift" }?.rewritten
        #expect(list == """
        import WayKit

        class ListController: UITableViewController {
            var items: [String] = []
            // Rows.
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count
            }
        }

        """)
        #expect(source?.contains("extension ListController {\n\n    func helper() {}\n}") == true)
        // A status-bar override in an extension of a UIKit class goes, with
        // a note: nothing draws a status bar, and Swift cannot override there.
        #expect(source?.contains("extension UINavigationController {\n    // waykit-port: `override var preferredStatusBarStyle` removed: Swift overrides only in a class's body, and nothing draws a status bar under Wayland\n}") == true,
                "\(source ?? "")")
        #expect(result.findings.map(\.description) == [
            "List+DataSource.swift:12: cannot rewrite: `override` in an extension of `UIView`, which is not declared in this folder: Swift overrides only in the class body",
        ])
        // A second run changes nothing.
        let again = port(result.files.map { ($0.path, $0.rewritten ?? $0.original) }.reduce(into: [:]) { $0[$1.0] = $1.1 })
        #expect(again.files.allSatisfy { !$0.changed })
    }

    @Test("U2: an untyped text-attribute literal gets the type UIKit's attribute APIs take; typed ones are left")
    func attributeLiterals() {
        let source = """
        import UIKit
        let attributes = [NSAttributedString.Key.foregroundColor: UIColor.label, .font: UIFont.systemFont(ofSize: 12)]
        let typed: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12)]
        var other = [.one: 1, .two: 2]

        """
        let (out, findings) = port(source)
        #expect(out == """
        import WayKit
        let attributes: [NSAttributedString.Key: Any] = [NSAttributedString.Key.foregroundColor: UIColor.label, .font: UIFont.systemFont(ofSize: 12)]
        let typed: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12)]
        var other = [.one: 1, .two: 2]

        """)
        #expect(findings.isEmpty)
        #expect(port(out).0 == out)
    }

    @Test("U2: @UIApplicationMain becomes @main, which WayKit's app delegates start with")
    func applicationMain() {
        let source = """
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }

        """
        let (out, findings) = port(source)
        #expect(out == """
        import WayKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }

        """)
        #expect(findings.isEmpty)
        #expect(port(out).0 == out)
    }

    @Test("U2: @objc, @objc(name) and @IBAction go, on the declaration's line or their own, keeping comments")
    func objcRemoved() {
        let source = """
        import UIKit

        @objc(SettingsController)
        class SettingsController: UIViewController {
            @objc
            func done() {}

            // Called by the switch.
            @objc(toggleWithSender:) func toggle(sender: UISwitch) {}

            @IBAction func save(_ sender: Any) {}
            @discardableResult @objc func reset() -> Bool { true }
            @objc @IBAction private func clear(_ sender: UIButton) {}
        }

        """
        let (out, findings) = port(source)
        #expect(out == """
        import WayKit

        class SettingsController: UIViewController {
            func done() {}

            // Called by the switch.
            func toggle(sender: UISwitch) {}

            func save(_ sender: Any) {}
            @discardableResult func reset() -> Bool { true }
            private func clear(_ sender: UIButton) {}
        }

        """)
        #expect(findings.isEmpty)
    }

    @Test("U2: @IBOutlet is removed and reported; `dynamic` for key-value observing is kept and reported")
    func outletsAndDynamic() {
        let source = """
        import UIKit

        class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @objc dynamic var score = 0
        }

        """
        let (out, findings) = port(source, file: "Profile.swift")
        #expect(out.contains("    weak var nameLabel: UILabel!\n"))
        #expect(out.contains("    dynamic var score = 0\n"))
        #expect(findings == [
            "Profile.swift:4: cannot rewrite: @IBOutlet removed from `nameLabel`: WayKit loads no storyboards or nibs, so create and assign it in code",
            "Profile.swift:5: cannot rewrite: `dynamic` on `score` serves key-value observing, which WayKit lacks; observe it another way (didSet)",
        ])
    }

    @Test("U2: what only the Objective-C runtime can do is reported with file and line, and its @objc kept")
    func refusals() {
        let source = """
        import UIKit

        class TimerViewController: UIViewController {
            @objc var title2 = ""
            override func viewDidLoad() {
                super.viewDidLoad()
                perform(#selector(refresh), with: nil, afterDelay: 1)
                if responds(to: #selector(refresh)) {}
                let item = UIBarButtonItem()
                item.action = #selector(refresh)
                let path = #keyPath(TimerViewController.title2)
                _ = value(forKey: "title2")
                _ = observe(\\.view, options: [.new]) { _, _ in }
            }
            @objc func refresh() {}
        }

        """
        let (out, findings) = port(source, file: "T.swift")
        #expect(out.contains("    @objc func refresh() {}"))
        #expect(out.contains("    @objc var title2 = \"\""))
        #expect(out.contains("perform(#selector(refresh), with: nil, afterDelay: 1)"))
        #expect(out.contains("let path = \"title2\""), "a key path is its string")
        #expect(findings == [
            "T.swift:4: cannot rewrite: @objc kept on `title2`: it is also reached by name at run time (the selector, key path or key reported for it)",
            "T.swift:7: cannot rewrite: #selector(refresh) in `perform(_:with:afterDelay:)`: WayKit cannot look a method up by name; use a closure",
            "T.swift:8: cannot rewrite: #selector(refresh) in `responds(to:)`: WayKit cannot look a method up by name; use a closure",
            "T.swift:10: cannot rewrite: #selector(refresh) assigned to `action`: WayKit's `action` properties take a closure; assign one (or a `primaryAction`)",
            "T.swift:12: cannot rewrite: key-value coding (`value(…forKey:)`) needs the Objective-C runtime",
            "T.swift:13: cannot rewrite: key-value observing (`observe(_:options:changeHandler:)`) needs the Objective-C runtime; observe the property another way (didSet, a closure)",
            "T.swift:15: cannot rewrite: @objc kept on `refresh`: it is also reached by name at run time (the selector, key path or key reported for it)",
        ])
    }

    @Test("U2: an @objc protocol's optional methods become requirements with empty defaults; their optional calls lose the `?`")
    func optionalProtocols() {
        let result = port([
            "P.swift": """
            import UIKit

            @objc protocol PickerDelegate {
                @objc optional func pickerDidCancel()
                func picker(didPick index: Int)
            }

            """,
            "V.swift": """
            import UIKit

            class Picker: UIView {
                weak var delegate: PickerDelegate?
                func cancel() { delegate?.pickerDidCancel?() }
            }

            """,
        ])
        #expect(result.files.first { $0.path == "P.swift" }?.rewritten == """
        import WayKit

        @MainActor protocol PickerDelegate: AnyObject {
            func pickerDidCancel()
            func picker(didPick index: Int)
        }

        // waykit-port: what were `@objc optional` requirements, with the default iOS gives a missing one (nothing happens).
        extension PickerDelegate {
            func pickerDidCancel() {}
        }

        """)
        #expect(result.files.first { $0.path == "V.swift" }?.rewritten?.contains("delegate?.pickerDidCancel()") == true)
        #expect(result.findings.isEmpty)
    }

    @Test("U2: an optional requirement with a result or a property is kept and reported")
    func optionalProtocolsRefused() {
        let source = """
        import UIKit

        @objc protocol Sizing: AnyObject {
            @objc optional func preferredHeight() -> CGFloat
        }

        """
        let (out, findings) = port(source, file: "P.swift")
        #expect(out == source.replacingOccurrences(of: "import UIKit", with: "import WayKit"))
        #expect(findings == [
            "P.swift:3: cannot rewrite: @objc protocol `Sizing` has optional requirements that are properties or return a value, which need the Objective-C runtime: make them required, with default implementations in an extension",
        ])
    }

    @Test("U2: #keyPath becomes its string; NSPredicate's SELF MATCHES a block; stored properties using self become lazy; URLSession imports FoundationNetworking")
    func runtimeIdioms() {
        let source = """
        import UIKit

        class Form: UIView {
            let button = makeButton(target: self)
            let label = UILabel()
            func shimmer() {
                let a = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.locations))
                _ = a
            }
            func load() { URLSession.shared.dataTask(with: URL(string: "https://example.org")!).resume() }
        }

        func makeButton(target: Any) -> UIButton { UIButton() }

        func isValidEmail(_ email: String) -> Bool {
            let pattern = "[a-z]+@[a-z]+"
            return NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: email)
        }

        """
        let (out, findings) = port(source, file: "F.swift")
        #expect(findings.isEmpty, "\(findings)")
        #expect(out.contains("import WayKit\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"))
        #expect(out.contains("    lazy var button = makeButton(target: self)"))
        #expect(out.contains("    let label = UILabel()"))
        #expect(out.contains("CABasicAnimation(keyPath: \"locations\")"))
        #expect(out.contains("NSPredicate { object, _ in (object as? String).map { $0.range(of: \"^(?:\" + (pattern) + \")$\", options: .regularExpression) != nil } ?? false }.evaluate(with: email)"))
    }

    @Test("U2: cells' registered initialisers become required; super.init(coder:) becomes the UIKit superclass's initializer from code (a zero frame, no nib), and is reported where there is none")
    func requiredInitialisers() {
        let source = """
        import UIKit

        class BaseCell: UITableViewCell {}

        final class MessageCell: BaseCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        class PhotoCell: UICollectionViewCell {
            public override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }

        class SectionHeader: UICollectionReusableView {
            init(frame: CGRect) { super.init(frame: frame) }
        }

        class PlainView: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
        }

        class Screen: UIViewController {
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }

        class Row: BaseCell {
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }

        struct Box {
            init?(coder: NSCoder) { super.init(coder: coder) }
        }

        """
        let (out, findings) = port(source, file: "Cells.swift")
        #expect(out.contains("required init?(coder: NSCoder) { super.init(frame: .zero) }"))
        #expect(out.contains("class Screen: UIViewController {\n    required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }"))
        #expect(out.contains("class Row: BaseCell {\n    required init?(coder: NSCoder) { super.init(style: .default, reuseIdentifier: nil) }"))
        #expect(out.contains("    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
        #expect(out.contains("    public required init(frame: CGRect) { super.init(frame: frame) }"))
        #expect(out.contains("    required init(frame: CGRect) { super.init(frame: frame) }"))
        #expect(out.contains("class PlainView: UIView {\n    override init(frame: CGRect)"))
        #expect(findings == [
            "Cells.swift:29: cannot rewrite: `Row` declares initialisers but not `init(style:reuseIdentifier:)`, which a registered cell needs (`required`): add it",
            "Cells.swift:34: cannot rewrite: `super.init(coder:)`: WayKit decodes no archives (storyboards, nibs); create the view in code",
        ])
    }

    @Test("U2: a selector of a method of a protocol the folder declares becomes a closure through the protocol (Swift 6 refuses the unapplied protocol method)")
    func protocolSelectors() {
        let source = """
        import UIKit
        @objc protocol HomeResponder: AnyObject {
            func didTapHome(sender: UIButton?)
        }
        extension Selector {
            static let didTapHome = #selector(HomeResponder.didTapHome(sender:))
        }
        class Home: UIViewController {
            let button = UIButton()
            func setUp() { button.addTarget(nil, action: #selector(HomeResponder.didTapHome(sender:)), for: .primaryActionTriggered) }
        }
        """
        let (out, findings) = port(source, file: "P.swift")
        #expect(out.contains("static let didTapHome = Selector({ (target: HomeResponder) in target.didTapHome(sender:) }, name: \"didTapHome(sender:)\")"))
        #expect(out.contains("button.addTarget(nil, action: Selector({ (target: HomeResponder) in target.didTapHome(sender:) }, name: \"didTapHome(sender:)\"), for: .primaryActionTriggered)"))
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test("U2: a stored or passed selector becomes a Selector value; runtime lookups by name are reported")
    func storedSelectors() {
        let source = """
        import UIKit
        struct MenuEntry {
            let title: String
            let action: Selector
        }
        extension Selector {
            static let didTapScan = #selector(ScanResponder.didTapScan(sender:))
        }
        func makeButton(target: Any, selector: Selector) -> UIButton { UIButton() }
        class Home: UIViewController {
            func setUp() { _ = makeButton(target: self, selector: #selector(refresh)) }
            @objc func refresh() {}
        }
        let cls: AnyClass? = NSClassFromString("DetailViewController")
        """
        let (out, findings) = port(source, file: "M.swift")
        #expect(out.contains("    let action: Selector\n"))
        #expect(out.contains("static let didTapScan = Selector(ScanResponder.didTapScan(sender:), name: \"didTapScan(sender:)\")"))
        #expect(out.contains("makeButton(target: self, selector: Selector(Home.refresh, name: \"refresh\"))"))
        #expect(out.contains("    func refresh() {}"))
        #expect(findings == [
            "M.swift:14: cannot rewrite: `NSClassFromString` looks a name up in the Objective-C runtime",
        ])
    }

    @Test("U2: a cell class whose own initialisers leave out the registered one is reported")
    func missingRegisteredInitialiser() {
        let source = """
        import UIKit
        final class ProductCell: UICollectionViewCell {
            init(product: String) { super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class PlainCell: UITableViewCell {
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (_, findings) = port(source, file: "C.swift")
        #expect(findings == [
            "C.swift:2: cannot rewrite: `ProductCell` declares initialisers but not `init(frame:)`, which a registered cell needs (`required`): add it",
            "C.swift:6: cannot rewrite: `PlainCell` declares initialisers but not `init(style:reuseIdentifier:)`, which a registered cell needs (`required`): add it",
        ])
    }
}
