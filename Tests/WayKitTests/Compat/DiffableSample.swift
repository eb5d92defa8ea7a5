import WayKit          // on iOS: import UIKit; nothing else below changes

// A shopping list as iOS apps write one with diffable data sources: a
// section enum, a Hashable item, a data source subclass giving section
// titles and allowing deletes, snapshots applied animated, and a
// collection view of the same items with a header provider. Public API
// only: CorpusAPITests-style type-check in Swift 5 and 6 modes
// (DiffableDataSourceTests), and run there.

enum ShoppingSection: Int, CaseIterable {
    case fruit, bakery
    var title: String { self == .fruit ? "Fruit" : "Bakery" }
}

struct ShoppingItem: Hashable {
    let id = UUID()
    var name: String
}

final class ShoppingDataSource: UITableViewDiffableDataSource<ShoppingSection, ShoppingItem> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.title
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = self.snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }
}

final class ShoppingListViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var dataSource: ShoppingDataSource!
    var items: [ShoppingSection: [ShoppingItem]] = [
        .fruit: [ShoppingItem(name: "Apples"), ShoppingItem(name: "Pears")],
        .bakery: [ShoppingItem(name: "Bread")],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        view.addSubview(tableView)
        dataSource = ShoppingDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item.name
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        applySnapshot(animatingDifferences: false)
    }

    func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<ShoppingSection, ShoppingItem>()
        snapshot.appendSections(ShoppingSection.allCases)
        for section in ShoppingSection.allCases {
            snapshot.appendItems(items[section] ?? [], toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func add(_ name: String) {
        var snapshot = dataSource.snapshot()
        snapshot.appendItems([ShoppingItem(name: name)], toSection: .fruit)
        dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in
            self?.title = "\(snapshot.numberOfItems) items"
        }
    }
}

final class ShoppingGridViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<ShoppingSection, ShoppingItem>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 100, height: 30)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        view.addSubview(collectionView)
        dataSource = UICollectionViewDiffableDataSource<ShoppingSection, ShoppingItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.backgroundColor = item.name.hasPrefix("A") ? .systemRed : .systemGreen
            return cell
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<ShoppingSection, ShoppingItem>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems([ShoppingItem(name: "Apples"), ShoppingItem(name: "Limes")])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
