import Foundation
import WayKit

/// Issue 10's scene: a horizontal carousel of categories above a table of
/// products whose rows hold an "Add" button and a switch. Try: tap a button
/// (it fires), drag starting on a button (the list scrolls, the button never
/// sees it), hold a button then drag (it keeps the finger, nothing scrolls),
/// flick the list and tap it while it glides (it stops; nothing fires),
/// swipe the carousel sideways and the list up and down. The scroll views'
/// content-touch decisions ("S content touch: …") are notes in the delivery
/// trace, beside the actions.
///
/// Self-contained: the demo adds it with
/// `steps += ScrollingScene.add(to: window, frame: someCardFrame)`.
@MainActor
enum ScrollingScene {
    static let products = (1...500).map { "Product \($0)" }
    static let categories = ["Fruit", "Bread", "Dairy", "Drinks", "Snacks", "Frozen", "Household", "Garden", "Toys", "Books"]

    static func add(to window: UIView, frame: CGRect) -> [SelfTestStep] {
        let card = DemoStyle.card(frame)
        // The other scenes put their views beside their card; this one's
        // scroll views live in it, so the card takes touches.
        card.isUserInteractionEnabled = true
        DemoStyle.caption(title: "Scrolling · table and carousel",
                          hint: "Tap Add, drag from Add, hold Add then drag, flick and tap, swipe the carousel.",
                          in: card)
        window.addSubview(card)

        let carousel = UIScrollView(frame: CGRect(x: 12, y: 74, width: frame.width - 24, height: 56))
        carousel.accessibilityIdentifier = "Carousel"
        carousel.showsHorizontalScrollIndicator = true
        var x: CGFloat = 0
        for name in categories {
            let chip = UIButton(type: .custom)
            chip.frame = CGRect(x: x, y: 8, width: 110, height: 40)
            chip.backgroundColor = .systemGray5
            chip.layer.cornerRadius = 20
            chip.setTitle(name, for: .normal)
            chip.setTitleColor(.label, for: .normal)
            chip.accessibilityIdentifier = "Chip \(name)"
            chip.addAction(UIAction { _ in DemoLog.action("category \(name)") }, for: .touchUpInside)
            carousel.addSubview(chip)
            x += 120
        }
        carousel.contentSize = CGSize(width: x - 10, height: 56)
        card.addSubview(carousel)

        let table = UITableView(frame: CGRect(x: 12, y: 138, width: frame.width - 24, height: frame.height - 150),
                                style: .plain)
        table.accessibilityIdentifier = "ProductTable"
        table.layer.cornerRadius = 10
        table.rowHeight = 56
        table.register(ProductCell.self, forCellReuseIdentifier: ProductCell.identifier)
        let model = ProductList()
        table.dataSource = model
        table.delegate = model
        // The table holds its data source weakly, as UIKit's does: the
        // scene keeps it alive for the window's life.
        card.addSubview(table)
        // After the table has a superview: the holder goes beside it.
        keepAlive(model, by: table)
        table.layoutIfNeeded()

        var steps: [SelfTestStep] = []
        if let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ProductCell {
            steps.append(SelfTestStep(name: "Add on the first product (S2: a quick tap in a scroll view fires the button)",
                                      gesture: .tap(cell.addButton.convert(CGPoint(x: 30, y: 16), to: nil)),
                                      hitView: "Add Product 1", actions: ["add Product 1"]))
            steps.append(SelfTestStep(name: "a drag starting on Add scrolls the list (S2: the button never sees it)",
                                      gesture: .drag(cell.addButton.convert(CGPoint(x: 30, y: 16), to: nil),
                                                     cell.addButton.convert(CGPoint(x: 30, y: -120), to: nil)),
                                      hitView: "Add Product 1", actions: ["list scrolled to a later row"]))
        }
        return steps
    }
}

/// Keeps `object` alive as long as `owner`: a view's reference that the demo
/// never reads, because UIKit's tables hold their data sources weakly.
@MainActor
private func keepAlive(_ object: AnyObject, by owner: UIView) {
    let holder = RetainingView(frame: .zero)
    holder.retained = object
    holder.isHidden = true
    owner.superview?.addSubview(holder)
}

private final class RetainingView: UIView {
    var retained: AnyObject?
}

/// A product row: the name, an "Add" button and an "in stock" switch.
@MainActor
final class ProductCell: UITableViewCell {
    static let identifier = "Product"
    let addButton = UIButton(type: .custom)
    let stockSwitch = UISwitch()
    var product = ""

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addButton.backgroundColor = .systemBlue
        addButton.layer.cornerRadius = 8
        addButton.setTitle("Add", for: .normal)
        addButton.addAction(UIAction { [unowned self] _ in DemoLog.action("add \(self.product)") }, for: .touchUpInside)
        stockSwitch.addAction(UIAction { [unowned self] _ in
            DemoLog.action("\(self.product) in stock: \(self.stockSwitch.isOn)")
        }, for: .valueChanged)
        contentView.addSubview(addButton)
        contentView.addSubview(stockSwitch)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        stockSwitch.frame = CGRect(x: b.width - 67, y: (b.height - 31) / 2, width: 51, height: 31)
        addButton.frame = CGRect(x: b.width - 147, y: (b.height - 32) / 2, width: 64, height: 32)
        textLabel?.frame = CGRect(x: 16, y: 0, width: max(0, b.width - 175), height: b.height)
    }
}

/// The table's rows: the products, and a note of each selection.
@MainActor
final class ProductList: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { ScrollingScene.products.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ProductCell.identifier, for: indexPath)
        let name = ScrollingScene.products[indexPath.row]
        cell.textLabel?.text = name
        if let product = cell as? ProductCell {
            product.product = name
            product.addButton.accessibilityIdentifier = "Add \(name)"
            product.stockSwitch.accessibilityIdentifier = "Stock \(name)"
        }
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        DemoLog.action("selected \(ScrollingScene.products[indexPath.row])")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// A drag that scrolled the list is an action too, so the self-test and
    /// the input test see that the drag scrolled rather than nothing happening.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        DemoLog.action("list scrolled to \(scrollView.contentOffset.y > 0 ? "a later row" : "the top")")
    }
}
