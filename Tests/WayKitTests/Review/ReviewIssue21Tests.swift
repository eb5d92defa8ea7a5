import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Behaviour of issue 21's U4–U6 work that its own tests left out.
@MainActor
struct ReviewIssue21Tests {
    final class LayoutProbe: UIView {
        var stylesSeen: [UIUserInterfaceStyle] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            // The iOS idiom for a border that follows dark mode.
            stylesSeen.append(UITraitCollection.current.userInterfaceStyle)
            layer.borderColor = UIColor.label.cgColor
        }
    }

    @Test("U4: layoutSubviews under a dark override resolves dynamic colours dark (UITraitCollection.current is the view's)")
    func layoutSeesViewTraits() {
        let backend = HeadlessBackend(size: CGSize(width: 200, height: 200))
        _ = backend
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let container = UIView(frame: window.bounds)
        container.overrideUserInterfaceStyle = .dark
        let probe = LayoutProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(probe)
        window.addSubview(container)
        probe.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(probe.traitCollection.userInterfaceStyle == .dark)
        #expect(probe.stylesSeen.last == .dark, "UIKit makes the view's traits current during layoutSubviews")
        #expect(probe.layer.borderColor?.red == 1, "UIColor.label resolved dark is white")
    }

    final class RestylingCell: UITableViewCell {
        var updates = 0
        // Apple's samples override without calling super.
        override func updateConfiguration(using state: UICellConfigurationState) {
            updates += 1
            var content = defaultContentConfiguration().updated(for: state)
            content.text = state.isSelected ? "selected" : "plain"
            contentConfiguration = content
        }
    }

    @Test("U6: selecting a cell calls its updateConfiguration(using:) override, configurations set or not")
    func overrideHearsStateChange() {
        let cell = RestylingCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        let before = cell.updates
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.updates == before + 1, "the override is UIKit's hook for the cell's state")
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "selected")
    }

    @Test("U6: a cell's updateConfiguration(using:) runs before the cell is first shown, in a table too")
    func updateBeforeFirstShown() throws {
        let cell = RestylingCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.updates == 1)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "plain")

        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "r", for: indexPath)
            }
        }
        let backend = HeadlessBackend(size: CGSize(width: 320, height: 480))
        _ = backend
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds)
        table.register(RestylingCell.self, forCellReuseIdentifier: "r")
        let rows = Rows()
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        let shown = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? RestylingCell)
        #expect(shown.updates >= 1 && (shown.contentConfiguration as? UIListContentConfiguration)?.text == "plain",
                "configured before its first frame")
    }

    @Test("U6: a cell's updateConfiguration(using:) override without super runs once per state change, not at every layout")
    func updateRunsOncePerChange() {
        let cell = RestylingCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.contentConfiguration = cell.defaultContentConfiguration()
        cell.layoutIfNeeded()
        let before = cell.updates
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.updates == before + 1)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.updates == before + 1, "nothing asked for another update")
    }

    @Test("U6: a layer with an endless animation that never joins a window is freed when the app drops it")
    func endlessAnimationOutsideWindowIsFreed() {
        let backend = HeadlessBackend(size: CGSize(width: 200, height: 200))
        weak var weakLayer: CALayer?
        weak var weakView: UIView?
        do {
            // A controller's view made and never shown, with a spinner layer.
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let spinner = CALayer()
            view.layer.addSublayer(spinner)
            let spin = CABasicAnimation(keyPath: "opacity")
            spin.fromValue = 1.0
            spin.toValue = 0.2
            spin.duration = 1
            spin.repeatCount = .infinity
            spinner.add(spin, forKey: "spin")
            weakLayer = spinner
            weakView = view
        }
        backend.advanceTime(by: 2)
        #expect(weakView == nil, "the view is dropped by the app")
        #expect(weakLayer == nil, "the layer is dropped by the app")
    }
}

@MainActor
struct ReviewIssue21ConfigurationTests {
    @Test("U6: a background configuration without a stroke or custom view leaves none of the previous one's on the cell")
    func backgroundReplacedWhole() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var selected = UIBackgroundConfiguration.listPlainCell()
        selected.strokeColor = .red
        selected.strokeWidth = 2
        selected.cornerRadius = 8
        let custom = UIView()
        selected.customView = custom
        cell.backgroundConfiguration = selected
        #expect(cell.layer.borderWidth == 2)
        #expect(custom.superview === cell)
        // The handler's usual shape: a stroke and a view only when selected.
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.layer.borderWidth == 0, "the stroke went with its configuration")
        #expect(custom.superview == nil, "the custom view went with its configuration")
        #expect(cell.layer.cornerRadius == 0, "the corners went with their configuration")
    }

    final class RestyledButton: UIButton {
        var updates = 0
        override func updateConfiguration() {
            updates += 1
            var c = configuration ?? .filled()
            c.title = isHighlighted ? "Down" : "Up"
            configuration = c
        }
    }

    @Test("U6: a button's updateConfiguration() override without super runs once per state change, not at every layout")
    func buttonUpdateRunsOnce() {
        let button = RestyledButton(configuration: .filled())
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.layoutIfNeeded()
        let before = button.updates
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(button.updates == before + 1)
        #expect(button.configuration?.title == "Down")
        button.setNeedsLayout()
        button.layoutIfNeeded()
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(button.updates == before + 1, "nothing asked for another update")
    }
}

/// U5 / F: an image whose few header bytes claim a huge picture is refused
/// before anything is allocated.
struct ReviewIssue21ImageTests {
    func png(width: UInt32, height: UInt32) -> Data {
        var d: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for v in [width, height] { d += [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)] }
        d += [8, 6, 0, 0, 0, 0, 0, 0, 0]                 // depth, colour type, …, CRC (unchecked here)
        d += [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]  // IEND
        return Data(d)
    }

    @Test("U5: a header claiming 16000 × 16000 pixels (1 GiB) gives nil; a plausible size is read from the header")
    @MainActor func hugeHeaderRefused() {
        #expect(UIImage(data: png(width: 16000, height: 16000)) == nil)
        #expect(UIImage(data: png(width: 4000, height: 3000))?.size == CGSize(width: 4000, height: 3000))
    }
}

/// U5: colour-set components as Xcode and hand-written catalogs give them.
struct ReviewIssue21ColourSetTests {
    @Test("U5: an alpha written \"1\" (or as a JSON number 1) is opaque, not a byte; byte and float components stay as they were")
    func alphaOne() throws {
        let opaque = try #require(AssetColor.parse(["components": ["red": "255", "green": "0", "blue": "0x80", "alpha": "1"]]))
        #expect(opaque.alpha == 1 && opaque.red == 1 && abs(opaque.blue - 128.0 / 255) < 1e-6)
        let number = try #require(AssetColor.parse(["components": ["red": "0.5", "green": "0.5", "blue": "0.5", "alpha": NSNumber(value: 1)]]))
        #expect(number.alpha == 1)
        let half = try #require(AssetColor.parse(["components": ["white": "0.5", "alpha": "0.500"]]))
        #expect(half.alpha == 0.5)
    }
}
