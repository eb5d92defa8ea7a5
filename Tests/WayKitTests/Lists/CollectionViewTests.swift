import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
final class GridModel: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var selected: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.accessibilityIdentifier = "item \(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (layout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
        DeliveryTrace.note("didSelectItemAt \(indexPath)")
    }
}

@MainActor
final class GridScene {
    let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let layout = UICollectionViewFlowLayout()
    let collection: UICollectionView
    let model: GridModel

    init(counts: [Int], direction: UICollectionViewFlowLayout.ScrollDirection = .vertical) {
        window.makeKeyAndVisible()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        layout.scrollDirection = direction
        collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.accessibilityIdentifier = "G"
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        model = GridModel(counts)
        collection.dataSource = model
        collection.delegate = model
        window.addSubview(collection)
        collection.layoutIfNeeded()
    }
}

@MainActor
@Suite(.serialized)
struct CollectionViewTests {
    @Test("S11: a vertical flow layout: item size, spacing and section insets place the items; only visible ones (and a margin) are cells")
    func verticalGrid() {
        let scene = GridScene(counts: [10_000])
        // 390 pt across: 4 items of 90 with spare room spread: pitch 100.
        #expect(scene.collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 5, y: 5, width: 90, height: 90))
        #expect(scene.collection.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 105, y: 105, width: 90, height: 90))
        #expect(scene.collection.contentSize == CGSize(width: 400, height: CGFloat(2500 * 100 - 10 + 10)))
        // 500 pt tall range (viewport + margin): 5 lines of 4, plus the line
        // touching the margin's edge.
        #expect(scene.collection._cells.count <= 24)
        #expect(scene.collection.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 5, section: 0))
        #expect(scene.collection.indexPathForItem(at: CGPoint(x: 99, y: 50)) == nil)
        scene.collection.contentOffset = CGPoint(x: 0, y: 100 * 1000)
        scene.collection.layoutIfNeeded()
        #expect(scene.collection.indexPathsForVisibleItems.first == IndexPath(item: 4000, section: 0))
        #expect(scene.collection.subviews.filter { $0 is UICollectionViewCell }.count <= 60)
    }

    @Test("S11: a horizontal flow layout scrolls sideways with items in columns")
    func horizontalGrid() {
        let scene = GridScene(counts: [100], direction: .horizontal)
        #expect(scene.collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 5)
        #expect(scene.collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minX == 105)
        #expect(scene.collection.contentSize.height == 400)
        scene.backend.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200))
        #expect(scene.collection.contentOffset.x > 100)
        #expect(scene.collection.contentOffset.y == 0)
    }

    @Test("S11: items of different sizes from the delegate flow into lines")
    func sizes() {
        let scene = GridScene(counts: [6])
        scene.model.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 250, height: 40)
        scene.collection.reloadData()
        scene.collection.layoutIfNeeded()
        #expect(scene.collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 105, y: 5, width: 250, height: 40))
        #expect(scene.collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 105)
    }

    @Test("S11: a tap selects an item after the highlight; a drag unhighlights it and selects nothing")
    func selection() {
        let scene = GridScene(counts: [100])
        let trace = DeliveryTrace.start()
        scene.backend.tap(at: CGPoint(x: 150, y: 150))
        #expect(notes(trace).filter { !$0.contains("content touch") } == ["G highlight [0, 5]", "G unhighlight [0, 5]", "G didSelect [0, 5]", "didSelectItemAt [0, 5]"])
        trace.clear()
        let id = scene.backend.touchDown(at: CGPoint(x: 50, y: 350))
        scene.backend.advanceTime(by: 0.2)
        #expect(scene.collection.cellForItem(at: IndexPath(item: 12, section: 0))?.isHighlighted == true)
        for i in 1...10 {
            scene.backend.advanceTime(by: 0.016)
            scene.backend.touchMove(id, to: CGPoint(x: 50, y: 350 - CGFloat(i) * 15))
        }
        scene.backend.touchUp(id)
        trace.stop()
        #expect(notes(trace).filter { !$0.contains("content touch") } == ["G highlight [0, 12]", "G unhighlight [0, 12]"])
        #expect(scene.model.selected == [IndexPath(item: 5, section: 0)])
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    }

    @Test("S11: inserts move the selection; a count that disagrees is logged, never a crash")
    func updates() {
        let scene = GridScene(counts: [10])
        scene.collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        scene.model.counts = [11]
        scene.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(scene.collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        scene.collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        scene.collection.layoutIfNeeded()
        #expect(scene.collection.numberOfItems(inSection: 0) == 11)
    }
}
