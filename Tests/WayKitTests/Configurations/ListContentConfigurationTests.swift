import Foundation
import Testing
import WayKit
import WayKitTesting

/// U6: list content and background configurations on table and collection
/// cells, as iOS 14+ code writes them.
@MainActor
struct ListContentConfigurationTests {
    /// A content configuration of an app's own, with its own view.
    struct BadgeConfiguration: UIContentConfiguration, Hashable {
        var count = 0
        var highlighted = false
        func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
        func updated(for state: UIConfigurationState) -> BadgeConfiguration {
            var c = self
            if let s = state as? UICellConfigurationState { c.highlighted = s.isHighlighted }
            return c
        }
    }

    final class BadgeView: UIView, UIContentView {
        var configuration: UIContentConfiguration { didSet { made += 0 } }
        var made = 1
        init(configuration: BadgeConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
    }

    func labels(in view: UIView) -> [UILabel] {
        var out: [UILabel] = []
        for s in view.subviews {
            if let l = s as? UILabel, !l.isHidden { out.append(l) }
            out += labels(in: s)
        }
        return out
    }

    @Test("U6: defaultContentConfiguration with text, secondary text and image is shown in the cell's content view")
    func tableCellContent() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "c")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "3 unread"
        content.image = UIImage(color: .systemBlue, size: CGSize(width: 24, height: 24))
        content.imageProperties.tintColor = .systemRed
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let shown = labels(in: cell.contentView)
        #expect(shown.map(\.text) == ["Inbox", "3 unread"])
        let title = shown[0], subtitle = shown[1]
        #expect(title.frame.maxY <= subtitle.frame.minY)          // subtitle under the text
        #expect(title.frame.minX >= 16 + 24 + 16 - 0.5)           // after the image and its padding
        #expect(subtitle.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Inbox")
        // Setting another list configuration updates the same view.
        let view = cell.contentView.subviews.last
        content.text = "Archive"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.last === view)
        #expect(labels(in: cell.contentView).first?.text == "Archive")
    }

    @Test("U6: value cells put the secondary text at the trailing edge; grouped headers are upper-case")
    func valueCellAndHeader() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var c = cell.defaultContentConfiguration()
        c.text = "Wi-Fi"
        c.secondaryText = "Home"
        cell.contentConfiguration = c
        cell.layoutIfNeeded()
        let shown = labels(in: cell.contentView)
        #expect(shown.count == 2 && shown[1].frame.minX > shown[0].frame.minX)
        #expect(abs(shown[1].frame.maxX - (cell.contentView.bounds.width - 16)) < 1)
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Network"
        let view = header.makeContentView()
        #expect(labels(in: view).first?.text == "NETWORK")
        #expect(view.supports(UIListContentConfiguration.cell()))
    }

    @Test("U6: a state change updates the configurations before the next layout: the handler, an app's configuration, the background")
    func updatesForState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.contentConfiguration = BadgeConfiguration(count: 3)
        cell.backgroundConfiguration = .listPlainCell()
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isHighlighted) }
        cell.layoutIfNeeded()
        states.removeAll()
        cell.setHighlighted(true, animated: false)
        #expect(states.isEmpty)
        cell.layoutIfNeeded()
        #expect(states == [true])
        // UIKit sets the updated configuration back on the cell.
        #expect((cell.contentConfiguration as? BadgeConfiguration)?.highlighted == true)
        let badge = cell.contentView.subviews.compactMap { $0 as? BadgeView }.first
        #expect((badge?.configuration as? BadgeConfiguration)?.highlighted == true)
        #expect(cell.backgroundColor == .systemGray4)
        cell.setHighlighted(false, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.backgroundColor == .systemBackground)
        #expect(cell.configurationState.isHighlighted == false)
    }

    @Test("U6: collection view cells take content and background configurations too")
    func collectionCell() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        var c = cell.defaultContentConfiguration()
        c.text = "Photos"
        cell.contentConfiguration = c
        var bg = UIBackgroundConfiguration.listGroupedCell()
        bg.cornerRadius = 10
        cell.backgroundConfiguration = bg
        cell.layoutIfNeeded()
        #expect(labels(in: cell.contentView).map(\.text) == ["Photos"])
        #expect(cell.layer.cornerRadius == 10)
        #expect(cell.backgroundColor == .secondarySystemGroupedBackground)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundColor == .systemGray4)
    }
}
