import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U1: API that the public UIKit programs of the compatibility corpus
/// (docs/compatibility.md) needed: Foundation through `import WayKit`, UIKit's
/// lenient main-actor checking in Swift 5 mode, a table's header and footer
/// views, a navigation bar's title attributes, the URL-opening option keys.
@MainActor
@Suite(.serialized)
struct CorpusAPITests {
    init() { UIApplication._resetShared(clock: EventClock(.manual(start: 0))) }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    @Test("U1: tableHeaderView sits above the first row and tableFooterView below the last; the rows move by the header's height")
    func tableHeaderAndFooter() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = rows
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)

        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 80))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.layoutIfNeeded()
        #expect(table.tableHeaderView === header && header.superview === table)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 80)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 80), "the table's width, the view's height")
        #expect(footer.frame == CGRect(x: 0, y: 80 + 3 * 44, width: 320, height: 30))
        #expect(table.contentSize.height == CGFloat(80 + 3 * 44 + 30))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 40)) == nil, "the header is no row")

        // The classic way to end a plain table: an empty footer takes no room.
        table.tableFooterView = UIView()
        table.tableHeaderView = nil
        table.layoutIfNeeded()
        #expect(footer.superview == nil && header.superview == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(table.contentSize.height == CGFloat(3 * 44))
    }

    @Test("U1: titleTextAttributes and largeTitleTextAttributes colour and size the navigation bar's titles; nil brings the defaults back")
    func navigationTitleAttributes() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let big = UIFont.systemFont(ofSize: 40)
        bar.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20)]
        bar.largeTitleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.red, NSAttributedString.Key.font: big]
        #expect(bar._titleLabel.textColor == .white)
        #expect(bar._titleLabel.font.pointSize == 20)
        #expect(bar._largeTitleLabel.textColor == .red)
        #expect(bar._largeTitleLabel.font == big)
        bar.titleTextAttributes = nil
        #expect(bar._titleLabel.textColor == .label)
        #expect(bar._titleLabel.font.pointSize == 17)
    }

    @Test("U1: a bar button item's tintColor colours its button in a navigation bar and a toolbar; nil takes the bar's tint")
    func barButtonItemTint() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.tintColor = .systemGreen
        let navigationItem = UINavigationItem(title: "List")
        let add = UIBarButtonItem(title: "Add", style: .plain)
        add.tintColor = .white
        navigationItem.rightBarButtonItem = add
        bar.items = [navigationItem]
        bar.layoutIfNeeded()
        let shown = add._shownView as? UIButton
        #expect(shown != nil && shown?.superview != nil)
        #expect(shown?.tintColor == .white)
        add.tintColor = nil
        bar.layoutIfNeeded()
        #expect((add._shownView as? UIButton)?.tintColor == .systemGreen)

        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let done = UIBarButtonItem(title: "Done", style: .plain)
        done.tintColor = .red
        toolbar.items = [done]
        #expect((done._shownView as? UIButton)?.tintColor == .red)
    }

    @Test("U1: UIApplication.OpenURLOptionsKey has UIKit's keys and raw values")
    func openURLOptionsKeys() {
        let options: [UIApplication.OpenURLOptionsKey: Any] = [.sourceApplication: "org.example"]
        #expect(options[.sourceApplication] as? String == "org.example")
        #expect(UIApplication.OpenURLOptionsKey.sourceApplication.rawValue == "UIApplicationOpenURLOptionsSourceApplicationKey")
        #expect(UIApplication.OpenURLOptionsKey.openInPlace.rawValue == "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// iOS code as the corpus has it: Foundation's types with only UIKit
    /// imported, and a nonisolated factory function that makes and styles a
    /// button (UIKit's classes are `@preconcurrency` main-actor classes, so
    /// Swift 5 mode accepts it on iOS).
    static let swift5Snippet = """
        import WayKit

        func makeButton(withText text: String) -> UIButton {
            let button = UIButton()
            button.translatesAutoresizingMaskIntoConstraints = false
            button.setTitle(text, for: .normal)
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 8
            return button
        }

        final class HistoryViewController: UIViewController {
            let formatter = NumberFormatter()
            let path = IndexPath(row: 0, section: 0)
            let bundle: Bundle = .main
            var total: Decimal = 0
            required init?(coder: NSCoder) { fatalError() }
            init() { super.init(nibName: nil, bundle: nil) }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(makeButton(withText: "Add"))
            }
        }
        """

    @Test("U1: iOS code compiles in Swift 5 mode with only `import WayKit`: Foundation comes with it, and nonisolated code may use views as on iOS")
    func swift5ModeCompiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-swift5-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Sample.swift")
        try Self.swift5Snippet.write(to: file, atomically: true, encoding: .utf8)
        try Self.typecheck(file, swiftVersion: "5")
    }

    @Test("U1: a UICollectionViewController subclass with a registered UICollectionReusableView header (register(_:forSupplementaryViewOfKind:withReuseIdentifier:), elementKindSectionHeader, viewForSupplementaryElementOfKind) type-checks in Swift 5 and Swift 6 modes")
    func collectionHeaderSampleCompiles() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("CollectionHeaderSample.swift")
        try Self.typecheck(sample, swiftVersion: "5")
        try Self.typecheck(sample, swiftVersion: "6")
    }

    @Test("U1: iOS code that relies on UIKit's NSObject classes (a CALayer subclass with init(), init(layer:) and init?(coder:), recognizers compared with ==, constraints and bar items found by equality, images in a Set, isKind(of:)) type-checks in Swift 5 and Swift 6 modes")
    func nsObjectSampleCompiles() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("NSObjectSample.swift")
        try Self.typecheck(sample, swiftVersion: "5")
        try Self.typecheck(sample, swiftVersion: "6")
    }

    /// Type-checks one file on its own against the WayKit modules of the
    /// debug build, as an app's code in that language mode.
    static func typecheck(_ file: URL, swiftVersion: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let bin = root.appendingPathComponent(".build/debug")
        let modules = bin.appendingPathComponent("Modules")
        let runtimeMap = bin.appendingPathComponent("CWayKitRuntime.build/module.modulemap")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("WayKit.swiftmodule").path) else {
            Issue.record("WayKit is not built at \(modules.path)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // -emit-sil, not -typecheck: Swift 6's data-race errors are SIL
        // diagnostics, which a type-check alone never reports.
        process.arguments = ["swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", swiftVersion, "-parse-as-library", "-I", modules.path,
                             "-Xcc", "-fmodule-map-file=\(runtimeMap.path)", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc -emit-sil -swift-version \(swiftVersion) \(file.lastPathComponent) failed:\n\(output)")
    }
}

/// V3: hidesBarsOnTap, as the corpus's LargeTitles uses it.
@MainActor
struct HidesBarsOnTapTests {
    @Test("U1: hidesBarsOnTap toggles the navigation bar on a tap of the content; off removes the recognizer")
    func hidesBarsOnTap() {
        let backend = HeadlessBackend()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let nav = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = nav
        window.makeKeyAndVisible()
        backend.advanceTime(by: 0.1)
        nav.hidesBarsOnTap = true
        #expect(nav.barHideOnTapGestureRecognizer != nil)
        backend.tap(at: CGPoint(x: 160, y: 300))
        backend.advanceTime(by: 0.6)
        #expect(nav.isNavigationBarHidden)
        backend.tap(at: CGPoint(x: 160, y: 300))
        backend.advanceTime(by: 0.6)
        #expect(!nav.isNavigationBarHidden)
        nav.hidesBarsOnTap = false
        #expect(nav.barHideOnTapGestureRecognizer == nil)
        backend.tap(at: CGPoint(x: 160, y: 300))
        backend.advanceTime(by: 0.6)
        #expect(!nav.isNavigationBarHidden)
    }

    /// A cell as iOS code writes it, with the nib hook it never needs here.
    final class NibStyleCell: UITableViewCell {
        var awoke = false
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = true
        }
    }

    @Test("U1: awakeFromNib can be overridden and calls super (no nib is loaded, so WayKit never calls it)")
    func awakeFromNibCompiles() {
        let cell = NibStyleCell(style: .default, reuseIdentifier: "cell")
        #expect(!cell.awoke, "nothing loads nibs")
        cell.awakeFromNib()
        #expect(cell.awoke)
    }
}
