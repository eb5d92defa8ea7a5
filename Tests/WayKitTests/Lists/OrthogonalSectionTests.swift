import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// U1: compositional sections that scroll sideways (orthogonalScrollingBehavior),
/// driven by touches through the headless backend: a band of its own that a
/// sideways drag scrolls and a vertical one passes to the collection view,
/// cells tiled and tapped inside it, and the behaviours' resting places.
@MainActor
struct OrthogonalSectionTests {
    /// A 300×400 window: section 0 a band of 200×120 groups, 10 apart,
    /// inset 16 at the sides and 8 above and below; section 1 a list of
    /// 44-point rows.
    @MainActor final class Scene {
        let backend = HeadlessBackend(size: CGSize(width: 300, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let collection: UICollectionView
        let model: SectionedModel

        init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, items: Int = 10, rows: Int = 20) {
            window.makeKeyAndVisible()
            let layout = UICollectionViewCompositionalLayout { s, _ in Self.section(s == 0 ? behavior : .none, band: s == 0) }
            collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            model = SectionedModel([items, rows])
            collection.dataSource = model
            window.addSubview(collection)
            collection.layoutIfNeeded()
        }

        static func section(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, band: Bool) -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            let size = band ? NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(120))
                : NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
            if band {
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            }
            section.orthogonalScrollingBehavior = behavior
            return section
        }

        var band: UIScrollView? { collection._orthogonalScrollers[0] }

        func item(_ item: Int, _ section: Int = 0) -> CGRect? {
            collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewCell? {
            collection.cellForItem(at: IndexPath(item: item, section: section))
        }

        /// A drag, then time for any deceleration or snap to end.
        func drag(_ from: CGPoint, _ to: CGPoint, steps: Int = 10) {
            backend.drag(from: from, to: to, steps: steps)
            for _ in 0..<300 { backend.advanceTime(by: 0.016) }
            collection.layoutIfNeeded()
        }
    }

    @Test("U1: an orthogonal section is a band one group tall across the collection view, its cells inside a horizontal scroll view as wide as its groups and insets; the next section follows the band")
    func band() throws {
        let scene = Scene(.continuous)
        let band = try #require(scene.band)
        #expect(band.frame == CGRect(x: 0, y: 0, width: 300, height: 136))
        #expect(band.contentSize == CGSize(width: 16 + 10 * 200 + 9 * 10 + 16, height: 136))
        #expect(scene.item(0) == CGRect(x: 16, y: 8, width: 200, height: 120))
        #expect(scene.item(1) == CGRect(x: 226, y: 8, width: 200, height: 120))
        #expect(scene.item(0, 1) == CGRect(x: 0, y: 136, width: 300, height: 44))
        #expect(scene.collection.contentSize == CGSize(width: 300, height: 136 + 20 * 44))
        let first = try #require(scene.cell(0))
        #expect(first.superview === band && first.frame == CGRect(x: 16, y: 8, width: 200, height: 120))
        #expect(scene.cell(0, 1)?.superview === scene.collection)
        let visible = scene.collection.indexPathsForVisibleItems.filter { $0.section == 0 }
        #expect(visible == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)], "\(visible)")
        #expect(scene.cell(8) == nil, "only the band's visible groups and a margin have cells")
    }

    @Test("U1: a sideways drag in the band scrolls the band, not the collection view, and tiles the groups it brings in; a vertical drag in the band scrolls the collection view")
    func dragging() throws {
        let scene = Scene(.continuous)
        let band = try #require(scene.band)
        scene.drag(CGPoint(x: 280, y: 60), CGPoint(x: 40, y: 60), steps: 30)
        #expect(band.contentOffset.x > 150, "\(band.contentOffset)")
        #expect(scene.collection.contentOffset.y == 0)
        let offset = band.contentOffset.x
        let third = try #require(scene.cell(2), "the third group came into view")
        #expect(third.superview === band && third.frame.minX == 16 + 2 * 210)
        #expect(scene.item(2)?.minX == 16 + 2 * 210 - offset, "the layout's frame is where it shows")
        #expect(scene.collection.indexPathsForVisibleItems.contains(IndexPath(item: 2, section: 0)))

        scene.drag(CGPoint(x: 150, y: 120), CGPoint(x: 150, y: 20), steps: 30)
        #expect(scene.collection.contentOffset.y > 50, "\(scene.collection.contentOffset)")
        #expect(band.contentOffset.x == offset, "the band kept its place")
    }

    @Test("U1: a tap on a cell in the band selects that item")
    func tapSelects() {
        let scene = Scene(.continuous)
        scene.backend.tap(at: CGPoint(x: 260, y: 60))
        scene.backend.advanceTime(by: 0.3)
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(scene.cell(1)?.isSelected == true)
    }

    @Test("U1: groupPaging moves one group a swipe and rests with a group at the leading inset; groupPagingCentered rests with it centred; continuousGroupLeadingBoundary rests on a group's start; paging pages by the band's width")
    func restingPlaces() throws {
        let paging = Scene(.groupPaging)
        let band = try #require(paging.band)
        paging.drag(CGPoint(x: 250, y: 60), CGPoint(x: 170, y: 60))
        #expect(band.contentOffset.x == 226, "one group on: \(band.contentOffset)")
        // A long fast swipe still moves one group.
        paging.drag(CGPoint(x: 290, y: 60), CGPoint(x: 10, y: 60), steps: 4)
        #expect(band.contentOffset.x == 436, "\(band.contentOffset)")
        paging.drag(CGPoint(x: 100, y: 60), CGPoint(x: 180, y: 60))
        #expect(band.contentOffset.x == 226, "and one back: \(band.contentOffset)")

        let centred = Scene(.groupPagingCentered)
        let centredBand = try #require(centred.band)
        centred.drag(CGPoint(x: 250, y: 60), CGPoint(x: 170, y: 60))
        // Group 1 starts at 226 and is 200 wide in a 300-point band.
        #expect(centredBand.contentOffset.x == 176, "\(centredBand.contentOffset)")

        let leading = Scene(.continuousGroupLeadingBoundary)
        let leadingBand = try #require(leading.band)
        leading.drag(CGPoint(x: 290, y: 60), CGPoint(x: 20, y: 60), steps: 12)
        let x = leadingBand.contentOffset.x
        #expect(x > 0 && x < 2122 - 300 && (x - 16).truncatingRemainder(dividingBy: 210) == 0, "rests on a group's start: \(x)")

        let pages = Scene(.paging)
        #expect(pages.band?.isPagingEnabled == true)
        pages.drag(CGPoint(x: 250, y: 60), CGPoint(x: 150, y: 60))
        #expect(pages.band?.contentOffset.x == 300, "\(String(describing: pages.band?.contentOffset))")
    }

    @Test("U1: a layout without orthogonal sections takes the band's scroll view away, and its cells come back to the collection view")
    func bandRemoved() throws {
        let scene = Scene(.continuous)
        #expect(scene.band != nil)
        scene.collection.collectionViewLayout = UICollectionViewCompositionalLayout { _, _ in Scene.section(.none, band: false) }
        scene.collection.layoutIfNeeded()
        #expect(scene.band == nil)
        #expect(!scene.collection.subviews.contains { $0 is UICollectionView.OrthogonalScrollView })
        #expect(scene.cell(0)?.superview === scene.collection)
        #expect(scene.item(0) == CGRect(x: 0, y: 0, width: 300, height: 44))
    }
}
