import WayKit          // on iOS: import UIKit; nothing else below changes

// A collection view controller with section headers and footers as an iOS
// app writes it: a registered UICollectionReusableView subclass, the
// controller's viewForSupplementaryElementOfKind override, and the flow
// layout's reference sizes from its properties and from the delegate.
// Public API only: CorpusAPITests type-checks this file on its own in
// Swift 5 and Swift 6 modes; SupplementaryViewTests runs it.
//
// The one change from iOS is the one waykit-port makes: a registered view's
// `override init(frame:)` becomes `required init(frame:)`.

final class AlbumSectionHeader: UICollectionReusableView {
    static let reuseIdentifier = "album-header"
    let titleLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        backgroundColor = .secondarySystemBackground
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 16, dy: 0)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

final class AlbumsViewController: UICollectionViewController {
    let albums = [["Overture", "The Grid", "Armory"], ["Arena", "Rinzler"], ["Fall", "Finale", "Derezzed", "Outlands"]]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionHeadersPinToVisibleBounds = true
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(AlbumSectionHeader.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: AlbumSectionHeader.reuseIdentifier)
        collectionView.register(UICollectionReusableView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "footer")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        albums.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums[section].count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .systemTeal
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            guard let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: AlbumSectionHeader.reuseIdentifier, for: indexPath) as? AlbumSectionHeader else {
                fatalError("Unexpected header type")
            }
            header.titleLabel.text = "Disc \(indexPath.section + 1)"
            return header
        default:
            let footer = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "footer", for: indexPath)
            footer.backgroundColor = .separator
            return footer
        }
    }
}

extension AlbumsViewController: UICollectionViewDelegateFlowLayout {
    // A footer under the last section only.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        section == albums.count - 1 ? CGSize(width: collectionView.bounds.width, height: 1) : .zero
    }
}
