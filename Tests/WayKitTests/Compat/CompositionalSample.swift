import WayKit          // on iOS: import UIKit; nothing else below changes

// A photo grid as an iOS app writes it with a compositional layout: a view
// controller that makes its collection view in viewDidLoad, a layout built
// from an item, a group of two (the pre-iOS 16 `subitem:count:` spelling
// many apps still use), a section with insets and spacing, and a pinned
// header from NSCollectionLayoutBoundarySupplementaryItem, shown through a
// registered UICollectionReusableView subclass.
// Public API only: CorpusAPITests type-checks this file on its own in
// Swift 5 and Swift 6 modes; CompositionalSampleTests runs it.
//
// The one change from iOS is the one waykit-port makes: a registered view's
// `override init(frame:)` becomes `required init(frame:)`.

final class PhotoGridHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "photo-grid-header"
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .title3)
        backgroundColor = .systemBackground
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 10, dy: 0)
    }
}

final class PhotoGridViewController: UIViewController {
    static let sectionHeaderElementKind = "section-header-element-kind"

    let albums: [(title: String, photos: Int)] = [("Summer", 5), ("Winter", 8)]
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Photos"
        configureHierarchy()
    }

    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalWidth(0.5))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 20, trailing: 10)

        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                heightDimension: .estimated(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize,
            elementKind: PhotoGridViewController.sectionHeaderElementKind, alignment: .top)
        sectionHeader.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [sectionHeader]

        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A carousel of album covers above the grid, as App Store-like screens
    /// write it: the first section scrolls sideways a group at a time.
    func createCarouselLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                 heightDimension: .fractionalHeight(1.0)))
            guard sectionIndex == 0 else { return nil }
            let width = environment.container.effectiveContentSize.width * 0.85
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(180)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.interGroupSpacing = 8
            return section
        }
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(PhotoGridHeaderView.self,
                                forSupplementaryViewOfKind: PhotoGridViewController.sectionHeaderElementKind,
                                withReuseIdentifier: PhotoGridHeaderView.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
}

extension PhotoGridViewController: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        albums.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums[section].photos
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.backgroundColor = indexPath.section == 0 ? .systemOrange : .systemBlue
        cell.layer.cornerRadius = 8
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        guard let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: PhotoGridHeaderView.reuseIdentifier, for: indexPath) as? PhotoGridHeaderView else {
            fatalError("Cannot create new supplementary")
        }
        header.label.text = albums[indexPath.section].title
        return header
    }
}
