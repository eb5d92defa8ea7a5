import Foundation
import Testing
@testable import WayKit
import WayKitTesting

private let header = UICollectionView.elementKindSectionHeader
private let footer = UICollectionView.elementKindSectionFooter

/// A headless 300×400 window with a collection view of `counts` items laid
/// out by `layout`; headers are NotingHeaders (SupplementaryViewTests).
@MainActor
private final class CompositionalScene {
    let backend = HeadlessBackend(size: CGSize(width: 300, height: 400))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let collection: UICollectionView
    let model: SectionedModel

    init(counts: [Int], layout: UICollectionViewLayout) {
        window.makeKeyAndVisible()
        collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(NotingHeader.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "h")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: footer, withReuseIdentifier: "f")
        model = SectionedModel(counts)
        collection.dataSource = model
        window.addSubview(collection)
        collection.layoutIfNeeded()
    }

    func item(_ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func cell(_ item: Int, _ section: Int = 0) -> CGRect? {
        collection.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func frame(_ kind: String, _ section: Int) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    func view(_ kind: String, _ section: Int) -> UICollectionReusableView? {
        collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
    }
}

@MainActor
private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// Full-width rows of `height` points.
@MainActor
private func listSection(height: NSCollectionLayoutDimension) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), height))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), height), subitems: [item])
    return NSCollectionLayoutSection(group: group)
}

@MainActor
struct CompositionalLayoutTests {
    @Test("U1: a compositional list (items fractionalWidth 1 by absolute 44) stacks full-width rows; estimated dimensions count as their value")
    func list() {
        let scene = CompositionalScene(counts: [5], layout: UICollectionViewCompositionalLayout(section: listSection(height: .absolute(44))))
        for i in 0..<5 { #expect(scene.item(i) == CGRect(x: 0, y: CGFloat(44 * i), width: 300, height: 44)) }
        #expect(scene.cell(4) == CGRect(x: 0, y: 176, width: 300, height: 44))
        #expect(scene.collection.contentSize == CGSize(width: 300, height: 220))
        #expect(scene.collection.indexPathsForVisibleItems.count == 5)
        #expect(scene.item(5) == nil)

        let estimated = NSCollectionLayoutDimension.estimated(44)
        #expect(estimated.isEstimated && !estimated.isAbsolute && estimated.dimension == 44)
        #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
        #expect(NSCollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
        scene.collection.collectionViewLayout = UICollectionViewCompositionalLayout(section: listSection(height: estimated))
        scene.collection.layoutIfNeeded()
        #expect(scene.cell(4) == CGRect(x: 0, y: 176, width: 300, height: 44))
    }

    @Test("U1: a 2-column compositional grid: section insets, the group's length shared by count less the fixed inter-item spacing, inter-group spacing, item insets")
    func twoColumnGrid() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.interGroupSpacing = 12
        let scene = CompositionalScene(counts: [5], layout: UICollectionViewCompositionalLayout(section: section))
        // 268 points between the insets, less 10: 129 a column.
        #expect(scene.item(0) == CGRect(x: 18, y: 10, width: 125, height: 96))
        #expect(scene.item(1) == CGRect(x: 157, y: 10, width: 125, height: 96))
        #expect(scene.item(2) == CGRect(x: 18, y: 122, width: 125, height: 96))
        #expect(scene.cell(4) == CGRect(x: 18, y: 234, width: 125, height: 96))
        // Three groups, two gaps, the insets; the last group is full height.
        #expect(scene.collection.contentSize == CGSize(width: 300, height: 8 + 300 + 24 + 8))
        #expect(scene.collection.indexPathForItem(at: CGPoint(x: 200, y: 130)) == IndexPath(item: 3, section: 0))
    }

    @Test("U1: a compositional group's subitems repeat while the next fits, flexible spacing sharing the room left")
    func repeatingSubitemsAndFlexibleSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(90), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        #expect(group.interItemSpacing?.isFlexibleSpacing == true && group.interItemSpacing?.spacing == 10)
        let scene = CompositionalScene(counts: [4], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        // Three of 90 fit in 300 with 10 between; the 10 left widens both gaps to 15.
        #expect(scene.item(0) == CGRect(x: 0, y: 0, width: 90, height: 50))
        #expect(scene.item(1) == CGRect(x: 105, y: 0, width: 90, height: 50))
        #expect(scene.item(2) == CGRect(x: 210, y: 0, width: 90, height: 50))
        #expect(scene.item(3) == CGRect(x: 0, y: 50, width: 90, height: 50))
    }

    @Test("U1: a nested compositional group: a large item beside a vertical group of two, with its own insets and spacing, repeated")
    func nestedGroup() {
        let large = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let trailing = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                        repeatingSubitem: small, count: 2)
        trailing.interItemSpacing = .fixed(4)
        trailing.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, trailing])
        #expect(group.subitems.count == 2)
        let scene = CompositionalScene(counts: [5], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        #expect(scene.item(0) == CGRect(x: 0, y: 0, width: 210, height: 200))
        #expect(scene.item(1) == CGRect(x: 215, y: 0, width: 85, height: 98))
        #expect(scene.item(2) == CGRect(x: 215, y: 102, width: 85, height: 98))
        #expect(scene.item(3) == CGRect(x: 0, y: 200, width: 210, height: 200))
        #expect(scene.item(4) == CGRect(x: 215, y: 200, width: 85, height: 98))
        #expect(scene.collection.contentSize.height == 400)
    }

    @Test("U1: a compositional section provider makes each section for its index and the container: a list, then a 4-column grid of squares")
    func sectionProvider() {
        var asked: [Int] = []
        var containers: [CGSize] = []
        var traits: UITraitCollection?
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            containers.append(environment.container.effectiveContentSize)
            traits = environment.traitCollection
            if index == 0 { return listSection(height: .absolute(50)) }
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let scene = CompositionalScene(counts: [2, 6], layout: layout)
        #expect(asked == [0, 1])
        #expect(traits?.userInterfaceIdiom == scene.collection.traitCollection.userInterfaceIdiom)
        #expect(containers == [CGSize(width: 300, height: 400), CGSize(width: 300, height: 400)])
        #expect(scene.item(1, 0) == CGRect(x: 0, y: 50, width: 300, height: 50))
        #expect(scene.item(0, 1) == CGRect(x: 0, y: 100, width: 75, height: 75))
        #expect(scene.item(3, 1) == CGRect(x: 225, y: 100, width: 75, height: 75))
        #expect(scene.cell(5, 1) == CGRect(x: 75, y: 175, width: 75, height: 75))
        #expect(scene.collection.contentSize == CGSize(width: 300, height: 250))
        // Asked again after an invalidation.
        layout.invalidateLayout()
        scene.collection.layoutIfNeeded()
        #expect(asked == [0, 1, 0, 1])
    }

    @Test("U1: compositional boundary supplementary items: a header above and a footer below each section's insets and items, through the collection view's registered supplementary views")
    func headerAndFooter() {
        let section = listSection(height: .absolute(44))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: header, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: footer, alignment: .bottom),
        ]
        let scene = CompositionalScene(counts: [3, 1], layout: UICollectionViewCompositionalLayout(section: section))
        #expect(scene.frame(header, 0) == CGRect(x: 16, y: 0, width: 268, height: 30))
        #expect(scene.item(0) == CGRect(x: 16, y: 40, width: 268, height: 44))
        #expect(scene.frame(footer, 0) == CGRect(x: 16, y: 182, width: 268, height: 20))
        #expect(scene.frame(header, 1) == CGRect(x: 16, y: 202, width: 268, height: 30))
        #expect(scene.item(0, 1) == CGRect(x: 16, y: 242, width: 268, height: 44))
        #expect(scene.collection.contentSize == CGSize(width: 300, height: 202 + 30 + 10 + 44 + 10 + 20))
        // Made by the data source from the registered classes.
        let first = scene.view(header, 1) as? NotingHeader
        #expect(first?.title == "S1")
        #expect(first?.frame == CGRect(x: 16, y: 202, width: 268, height: 30))
        #expect(scene.view(footer, 0)?.frame == CGRect(x: 16, y: 182, width: 268, height: 20))
        #expect(scene.model.asked.sorted() == ["footer 0.0", "footer 1.0", "header 0.0", "header 1.0"])

        // Across the whole width when they do not follow the insets; a
        // narrower one at its alignment's side.
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: header, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(100), .absolute(20)), elementKind: footer, alignment: .bottomTrailing),
        ]
        scene.collection.collectionViewLayout.invalidateLayout()
        scene.collection.layoutIfNeeded()
        #expect(scene.view(header, 0)?.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(scene.view(footer, 0)?.frame == CGRect(x: 200, y: 182, width: 100, height: 20))
    }

    @Test("U1: a compositional header with pinToVisibleBounds stays at the viewport's top while its section passes, in front of the cells, and is pushed out by the section's end")
    func pinnedHeader() {
        let section = listSection(height: .absolute(50))
        let pinned = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: header, alignment: .top)
        pinned.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [pinned]
        let scene = CompositionalScene(counts: [10, 10], layout: UICollectionViewCompositionalLayout(section: section))
        // Each section: 30 of header and 500 of rows.
        scene.collection.contentOffset = CGPoint(x: 0, y: 100)
        scene.collection.layoutIfNeeded()
        #expect(scene.view(header, 0)?.frame == CGRect(x: 0, y: 100, width: 300, height: 30))
        #expect(scene.collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.zIndex ?? 0 > 0)
        scene.collection.contentOffset = CGPoint(x: 0, y: 520)
        scene.collection.layoutIfNeeded()
        #expect(scene.view(header, 0)?.frame.minY == 500)
        #expect(scene.view(header, 1)?.frame.minY == 530)
    }

    @Test("U1: a right-to-left collection view mirrors the compositional layout: leading insets on the right, the first column rightmost")
    func rightToLeft() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let scene = CompositionalScene(counts: [2], layout: UICollectionViewCompositionalLayout(section: section))
        #expect(scene.item(0) == CGRect(x: 20, y: 0, width: 140, height: 40))
        scene.collection.semanticContentAttribute = .forceRightToLeft
        scene.collection.collectionViewLayout.invalidateLayout()
        scene.collection.layoutIfNeeded()
        #expect(scene.cell(0) == CGRect(x: 140, y: 0, width: 140, height: 40))
        #expect(scene.cell(1) == CGRect(x: 0, y: 0, width: 140, height: 40))
    }

    @Test("U1: a nil section from the compositional section provider is logged once and gives its items no place; the other sections follow")
    func nilSection() {
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? nil : listSection(height: .absolute(44)) }
        var scene: CompositionalScene?
        let log = capturingStandardError { scene = CompositionalScene(counts: [2, 1], layout: layout) }
        #expect(log.contains("section provider returned nil for section 0"))
        #expect(scene?.item(0, 0) == nil)
        #expect(scene?.item(0, 1) == CGRect(x: 0, y: 0, width: 300, height: 44))
    }

    @Test("U1: an iOS-style view controller building a UICollectionViewCompositionalLayout (item, group of two, section insets and spacing, a pinned NSCollectionLayoutBoundarySupplementaryItem header) type-checks on its own in Swift 5 and Swift 6 modes")
    func sampleCompiles() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Compat/CompositionalSample.swift")
        try CorpusAPITests.typecheck(sample, swiftVersion: "5")
        try CorpusAPITests.typecheck(sample, swiftVersion: "6")
    }

    @Test("U1: the iOS-style compositional sample runs headless: its headers and cells where UIKit puts them, the header pinned while scrolling")
    func sampleRuns() {
        let backend = HeadlessBackend(size: CGSize(width: 390, height: 844))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let photos = PhotoGridViewController()
        window.rootViewController = photos
        window.makeKeyAndVisible()
        backend.stepFrame()
        let collection = photos.collectionView!
        let kind = PhotoGridViewController.sectionHeaderElementKind
        // 370 between the insets: two 185-point items in a 185-point group,
        // each cell 5 in from its item.
        let frames = Dictionary(uniqueKeysWithValues: collection.visibleCells.map { (collection.indexPath(for: $0)!, $0.frame) })
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 15, y: 49, width: 175, height: 175))
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 200, y: 49, width: 175, height: 175))
        #expect(frames[IndexPath(item: 2, section: 0)] == CGRect(x: 15, y: 244, width: 175, height: 175))
        // Section 0: header 44, three groups of 185 with 10 between, 20 below.
        let secondStart: CGFloat = 44 + 3 * 185 + 20 + 20
        #expect(frames[IndexPath(item: 0, section: 1)] == CGRect(x: 15, y: secondStart + 44 + 5, width: 175, height: 175))
        let headers = collection.visibleSupplementaryViews(ofKind: kind).compactMap { $0 as? PhotoGridHeaderView }
        #expect(headers.map(\.label.text) == ["Summer", "Winter"])
        #expect(headers.first?.frame == CGRect(x: 10, y: 0, width: 370, height: 44))
        collection.contentOffset = CGPoint(x: 0, y: 300)
        backend.stepFrame()
        #expect(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 300)
    }
}
