import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import WayKit
import WayKitTesting

private let header = UICollectionView.elementKindSectionHeader
private let footer = UICollectionView.elementKindSectionFooter

/// A section header that notes what the collection view does to it.
@MainActor
final class NotingHeader: UICollectionReusableView {
    var title = ""
    var prepared = 0
    var applied: [UICollectionViewLayoutAttributes] = []
    required init(frame: CGRect) { super.init(frame: frame) }
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
        title = ""
    }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { applied.append(layoutAttributes) }
}

/// Items in sections with headers and footers; notes each supplementary
/// view asked for and each display call.
@MainActor
final class SectionedModel: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var headerSizes: [Int: CGSize] = [:]
    var asked: [String] = []
    var display: [String] = []
    /// Every view handed out, held so identity checks are sound.
    var handedOut: [UICollectionReusableView] = []
    init(_ counts: [Int]) { self.counts = counts }

    static func name(_ kind: String) -> String {
        kind == header ? "header" : kind == footer ? "footer" : kind
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        asked.append("\(Self.name(kind)) \(indexPath.section).\(indexPath.item)")
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind == header ? "h" : "f",
                                                                   for: indexPath)
        (view as? NotingHeader)?.title = "S\(indexPath.section)"
        if !handedOut.contains(where: { $0 === view }) { handedOut.append(view) }
        return view
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        headerSizes[section] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        display.append("+\(Self.name(elementKind)) \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        display.append("-\(Self.name(elementKind)) \(indexPath.section).\(indexPath.item)")
    }
}

/// A headless 400×400 window with a flow layout of 90-point items, 10 apart,
/// 30-point headers and 20-point footers.
@MainActor
final class SectionedScene {
    let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let layout = UICollectionViewFlowLayout()
    let collection: UICollectionView
    let model: SectionedModel

    init(counts: [Int], direction: UICollectionView.ScrollDirection = .vertical,
         inset: UIEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)) {
        window.makeKeyAndVisible()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = inset
        layout.scrollDirection = direction
        layout.headerReferenceSize = CGSize(width: 30, height: 30)
        layout.footerReferenceSize = CGSize(width: 20, height: 20)
        collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(NotingHeader.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "h")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: footer, withReuseIdentifier: "f")
        model = SectionedModel(counts)
        collection.dataSource = model
        collection.delegate = model
        window.addSubview(collection)
        collection.layoutIfNeeded()
    }

    func frame(_ kind: String, _ section: Int) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    func item(_ item: Int, _ section: Int) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func view(_ kind: String, _ section: Int) -> UICollectionReusableView? {
        collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
    }
}

/// What `body` writes to the standard error (WayKit's log), for checking a
/// logged error. Other tests' lines written meanwhile land here too.
@MainActor
func capturingStandardError(_ body: () -> Void) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-stderr-\(UUID())").path
    let file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
    let saved = dup(2)
    dup2(file, 2)
    body()
    dup2(saved, 2)
    close(saved)
    close(file)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

@MainActor
@Suite(.serialized)
struct SupplementaryViewTests {
    @Test("U1, S11: a vertical flow layout puts each section's header above its items and its footer below them, as wide as the collection view, with the section insets between them and the items")
    func verticalFrames() {
        let scene = SectionedScene(counts: [3, 5], inset: UIEdgeInsets(top: 4, left: 7, bottom: 6, right: 11))
        scene.layout.headerReferenceSize = CGSize(width: 50, height: 30)  // the width is not used
        scene.collection.layoutIfNeeded()
        // 382 pt between the side insets: 3 items a line.
        #expect(scene.frame(header, 0) == CGRect(x: 0, y: 0, width: 400, height: 30))
        #expect(scene.item(0, 0) == CGRect(x: 7, y: 34, width: 90, height: 90))
        #expect(scene.frame(footer, 0) == CGRect(x: 0, y: 130, width: 400, height: 20))
        #expect(scene.frame(header, 1) == CGRect(x: 0, y: 150, width: 400, height: 30))
        #expect(scene.item(0, 1)?.origin == CGPoint(x: 7, y: 184))
        #expect(scene.item(3, 1)?.minY == 284)
        #expect(scene.frame(footer, 1) == CGRect(x: 0, y: 380, width: 400, height: 20))
        #expect(scene.collection.contentSize.height == 400)

        // The views are there, of the registered classes, at those frames.
        #expect((scene.view(header, 1) as? NotingHeader)?.title == "S1")
        #expect(scene.view(header, 1)?.frame == scene.frame(header, 1))
        #expect(scene.view(footer, 1)?.frame == scene.frame(footer, 1))
        #expect(scene.view(footer, 1)?.reuseIdentifier == "f")
        #expect(scene.collection.indexPathsForVisibleSupplementaryElements(ofKind: header) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(scene.collection.visibleSupplementaryViews(ofKind: footer).count == 2)
        #expect(scene.collection.indexPathForItem(at: CGPoint(x: 20, y: 10)) == nil, "a header is no item")
        #expect(scene.collection.indexPathForItem(at: CGPoint(x: 20, y: 40)) == IndexPath(item: 0, section: 0))

        let top = scene.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 40)) ?? []
        #expect(top.filter { $0.representedElementCategory == .supplementaryView }.map(\.representedElementKind) == [header])
        #expect(top.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item) == [0, 1, 2])
        #expect(top.allSatisfy { ($0.representedElementKind == nil) == ($0.representedElementCategory == .cell) })

        // Zero from the delegate for one section: no header there.
        scene.model.headerSizes[1] = .zero
        scene.layout.invalidateLayout()
        scene.collection.layoutIfNeeded()
        #expect(scene.frame(header, 1) == nil)
        #expect(scene.view(header, 1) == nil)
        #expect(scene.item(0, 1)?.minY == 154)
        #expect(scene.frame(header, 0) != nil)
    }

    @Test("U1, S11: a horizontal flow layout puts headers left of each section's items and footers right of them, as tall as the collection view, using the reference sizes' widths")
    func horizontalFrames() {
        let scene = SectionedScene(counts: [3, 5], direction: .horizontal, inset: UIEdgeInsets(top: 4, left: 7, bottom: 6, right: 11))
        scene.layout.headerReferenceSize = CGSize(width: 30, height: 999)  // the height is not used
        scene.collection.layoutIfNeeded()
        // 390 pt between top and bottom insets: 4 items a column.
        #expect(scene.frame(header, 0) == CGRect(x: 0, y: 0, width: 30, height: 400))
        #expect(scene.item(0, 0) == CGRect(x: 37, y: 4, width: 90, height: 90))
        #expect(scene.frame(footer, 0) == CGRect(x: 138, y: 0, width: 20, height: 400))
        #expect(scene.frame(header, 1) == CGRect(x: 158, y: 0, width: 30, height: 400))
        #expect(scene.item(0, 1)?.origin == CGPoint(x: 195, y: 4))
        #expect(scene.item(4, 1)?.minX == 295)
        #expect(scene.frame(footer, 1) == CGRect(x: 396, y: 0, width: 20, height: 400))
        #expect(scene.collection.contentSize == CGSize(width: 416, height: 400))
        #expect(scene.view(header, 1)?.frame == scene.frame(header, 1))

        // Headers tile sideways too: far right, only the near ones exist.
        let wide = SectionedScene(counts: Array(repeating: 8, count: 40), direction: .horizontal)
        wide.collection.contentOffset = CGPoint(x: 3000, y: 0)
        wide.collection.layoutIfNeeded()
        let shown = wide.collection._supplementary.keys.filter { $0.kind == header }.map(\.indexPath.section).sorted()
        // Sections are 30 + 5 + 190 + 5 + 20 = 250 wide: the range 2900…3500
        // holds the headers of 12 and 13.
        #expect(shown == [12, 13])
    }

    @Test("U1, S11: headers are tiled like cells: only those near the viewport exist, and one scrolled out is reused (prepareForReuse) for a section scrolled in")
    func reuseWhileScrolling() {
        // 50 sections of two lines: 250 pt each.
        let scene = SectionedScene(counts: Array(repeating: 8, count: 50))
        let first = scene.view(header, 0) as? NotingHeader
        #expect(first?.title == "S0")
        #expect(scene.collection._supplementary.keys.filter { $0.kind == header }.count == 2)

        for y in stride(from: 0, through: 5000, by: 40) {
            scene.collection.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            scene.collection.layoutIfNeeded()
        }
        #expect(scene.view(header, 0) == nil)
        #expect(scene.collection.indexPathsForVisibleSupplementaryElements(ofKind: header) == [IndexPath(item: 0, section: 20), IndexPath(item: 0, section: 21)])
        let headersMade = scene.model.handedOut.filter { $0 is NotingHeader }
        #expect(headersMade.count <= 4, "a screenful and the margin, then reuse: \(headersMade.count) made")
        #expect(scene.collection.subviews.filter { $0 is NotingHeader }.count == headersMade.count)
        // Some section's header is the first one, reused.
        #expect((first?.prepared ?? 0) >= 1)
        let showsFirst = scene.collection._supplementary.first { $0.value === first }?.key
        if let showsFirst {
            #expect(first?.title == "S\(showsFirst.indexPath.section)")
            #expect(first?.isHidden == false)
        } else {
            #expect(first?.isHidden == true, "waiting in the queue, hidden")
        }
        // Dragged back up by touch, the first section's header is back.
        for _ in 0..<20 {
            scene.backend.drag(from: CGPoint(x: 200, y: 60), to: CGPoint(x: 200, y: 360), steps: 4)
            scene.backend.advanceTime(by: 0.5)
        }
        scene.backend.advanceTime(by: 2)
        #expect(scene.collection.contentOffset.y == 0)
        #expect((scene.view(header, 0) as? NotingHeader)?.title == "S0")
        #expect(scene.model.handedOut.filter { $0 is NotingHeader }.count <= 4)
    }

    @Test("U1, S11: the data source is asked for each header and footer with its kind and index path [section, 0]; the delegate hears willDisplaySupplementaryView and didEndDisplayingSupplementaryView; apply(_:) gets the view's attributes")
    func askedAndTold() {
        let scene = SectionedScene(counts: [3, 5])
        #expect(scene.model.asked.count == 4)
        #expect(Set(scene.model.asked) == ["header 0.0", "footer 0.0", "header 1.0", "footer 1.0"])
        #expect(Set(scene.model.display) == ["+header 0.0", "+footer 0.0", "+header 1.0", "+footer 1.0"])
        let view = scene.view(header, 1) as? NotingHeader
        let applied = view?.applied.last
        #expect(applied?.representedElementCategory == .supplementaryView)
        #expect(applied?.representedElementKind == header)
        #expect(applied?.indexPath == IndexPath(item: 0, section: 1))
        #expect(applied?.frame == view?.frame)

        // reloadData: every view goes back and the data source is asked again.
        scene.model.asked.removeAll()
        scene.model.display.removeAll()
        scene.collection.reloadData()
        scene.collection.layoutIfNeeded()
        #expect(Set(scene.model.asked) == ["header 0.0", "footer 0.0", "header 1.0", "footer 1.0"])
        #expect(Set(scene.model.display.filter { $0.hasPrefix("-") }) == ["-header 0.0", "-footer 0.0", "-header 1.0", "-footer 1.0"])
        #expect(scene.model.display.filter { $0.hasPrefix("+") }.count == 4)
        #expect(scene.model.handedOut.count == 4, "the views came back from the queue")

        // Scrolled out, a view is told it ended.
        let long = SectionedScene(counts: [40, 40])
        long.model.display.removeAll()
        long.collection.contentOffset = CGPoint(x: 0, y: 2000)
        long.collection.layoutIfNeeded()
        #expect(long.model.display.contains("-header 0.0"))
    }

    @Test("U1, S11: inserting and deleting sections brings their headers and footers and takes them away; inserting items moves the next section's header")
    func updates() {
        // Sections of one line: 30 + 5 + 90 + 5 + 20 = 150 pt.
        let scene = SectionedScene(counts: [2, 2])
        scene.model.counts = [2, 2, 2]
        scene.collection.insertSections(IndexSet(integer: 2))
        scene.collection.layoutIfNeeded()
        #expect(scene.view(header, 2)?.frame == CGRect(x: 0, y: 300, width: 400, height: 30))
        #expect(scene.model.asked.contains("footer 2.0"))

        scene.model.counts = [2, 2]
        scene.collection.deleteSections(IndexSet(integer: 0))
        scene.collection.layoutIfNeeded()
        #expect(scene.view(header, 2) == nil)
        #expect(scene.collection.indexPathsForVisibleSupplementaryElements(ofKind: footer) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(scene.collection.subviews.filter { $0 is NotingHeader && !$0.isHidden }.count == 2)

        // Three more items in section 0 make a second line: section 1 moves
        // down 100 pt, animated, with the same view.
        let moving = scene.view(header, 1)
        scene.model.counts = [5, 2]
        scene.collection.insertItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
        scene.backend.advanceTime(by: 0.5)
        scene.backend.stepFrame()
        #expect(scene.view(header, 1) === moving)
        #expect(scene.view(header, 1)?.frame.minY == 250)
        #expect(scene.view(footer, 0)?.frame.minY == 230)
    }

    @Test("U1, S11: sectionHeadersPinToVisibleBounds keeps a header at the top, in front of the items, while its section passes, until the section's end pushes it up; footers pin to the bottom")
    func pinned() {
        // Section 0: header 0–30, items 35–525, footer 530–550.
        let scene = SectionedScene(counts: [20, 20])
        scene.layout.sectionHeadersPinToVisibleBounds = true
        scene.collection.contentOffset = CGPoint(x: 0, y: 100)
        scene.collection.layoutIfNeeded()
        let pinned = scene.view(header, 0)
        #expect(pinned?.frame.minY == 100)
        let subviews = scene.collection.subviews
        let at = subviews.firstIndex { $0 === pinned } ?? -1
        #expect(subviews.enumerated().allSatisfy { !($0.element is UICollectionViewCell) || $0.offset < at }, "in front of every cell")
        #expect((scene.collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.zIndex ?? 0) > 0)
        #expect((pinned as? NotingHeader)?.applied.last?.frame == pinned?.frame, "told of the new frame")
        scene.collection.contentOffset = CGPoint(x: 0, y: 510)
        scene.collection.layoutIfNeeded()
        #expect(pinned?.frame.minY == 500, "pushed up by the footer")
        #expect(scene.view(header, 1)?.frame.minY == 550)
        scene.collection.contentOffset = CGPoint(x: 0, y: 600)
        scene.collection.layoutIfNeeded()
        #expect(scene.view(header, 1)?.frame.minY == 600)

        scene.layout.sectionFootersPinToVisibleBounds = true
        scene.collection.contentOffset = .zero
        scene.collection.layoutIfNeeded()
        #expect(scene.view(footer, 0)?.frame.minY == 380)
        #expect(scene.view(header, 0)?.frame.minY == 0)
    }

    @Test("U1: a supplementary view of a kind or identifier never registered is logged once, naming the call, and gets a plain view; nil unregisters; a class that is no reusable view is refused")
    func registrationErrors() {
        let scene = SectionedScene(counts: [1])
        let c = scene.collection
        var made: [UICollectionReusableView] = []
        let log = capturingStandardError {
            made.append(c.dequeueReusableSupplementaryView(ofKind: "badge", withReuseIdentifier: "b", for: IndexPath(item: 0, section: 0)))
            made.append(c.dequeueReusableSupplementaryView(ofKind: "badge", withReuseIdentifier: "b", for: IndexPath(item: 1, section: 0)))
        }
        #expect(made.allSatisfy { type(of: $0) == UICollectionReusableView.self && $0.reuseIdentifier == "b" })
        #expect(log.components(separatedBy: "no class registered for reuse identifier \"b\"").count == 2, "logged once:\n\(log)")
        #expect(log.contains("dequeueReusableSupplementaryView(ofKind: \"badge\", withReuseIdentifier: \"b\", for: [0, 0])"))
        #expect(log.contains("using a plain view (UIKit raises)"))

        // Registered for headers is not registered for footers.
        let other = capturingStandardError {
            _ = c.dequeueReusableSupplementaryView(ofKind: footer, withReuseIdentifier: "h", for: IndexPath(item: 0, section: 0))
        }
        #expect(other.contains("no class registered for reuse identifier \"h\""))

        // nil unregisters.
        c.register(nil, forSupplementaryViewOfKind: header, withReuseIdentifier: "h")
        var after: UICollectionReusableView?
        let gone = capturingStandardError {
            after = c.dequeueReusableSupplementaryView(ofKind: header, withReuseIdentifier: "h", for: IndexPath(item: 0, section: 0))
        }
        #expect(!(after is NotingHeader))
        #expect(gone.contains("no class registered for reuse identifier \"h\""))

        let refused = capturingStandardError {
            c.register(UIView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "v")
        }
        #expect(refused.contains("not a UICollectionReusableView subclass"))
    }

    @Test("U1: a data source without viewForSupplementaryElementOfKind under a layout with headers is logged once and shows empty views, never a crash")
    func dataSourceWithoutSupplementaryViews() {
        final class ItemsOnly: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            }
        }
        let scene = SectionedScene(counts: [3])
        let items = ItemsOnly()
        let log = capturingStandardError {
            scene.collection.dataSource = items
            scene.collection.layoutIfNeeded()
            scene.collection.reloadData()
            scene.collection.layoutIfNeeded()
        }
        #expect(log.components(separatedBy: "does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)").count == 3,
                "once for headers, once for footers:\n\(log)")
        let empty = scene.view(header, 0)
        #expect(empty != nil && !(empty is NotingHeader))
        #expect(empty?.frame == CGRect(x: 0, y: 0, width: 400, height: 30))
        #expect(scene.collection.cellForItem(at: IndexPath(item: 2, section: 0)) != nil)
    }

    @Test("U1: layout attributes for a supplementary view name its kind and category; center and size follow the frame; UIKit's kind strings; UICollectionViewCell is a UICollectionReusableView")
    func attributes() {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: header, with: IndexPath(item: 0, section: 3))
        #expect(a.representedElementCategory == .supplementaryView && a.representedElementKind == header)
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(a.center == CGPoint(x: 60, y: 40))
        a.size = CGSize(width: 50, height: 20)
        #expect(a.frame == CGRect(x: 35, y: 30, width: 50, height: 20), "the center stays")
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
        let reusable: UICollectionReusableView = UICollectionViewCell(frame: .zero)
        #expect(reusable.reuseIdentifier == nil)
        let layout = UICollectionViewFlowLayout()
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        let direction: UICollectionView.ScrollDirection = layout.scrollDirection
        #expect(direction == .vertical)
    }

    @Test("U1: an iOS-style UICollectionViewController subclass with a registered header class and a viewForSupplementaryElementOfKind override shows its headers and footer")
    func controllerSample() {
        let backend = HeadlessBackend(size: CGSize(width: 390, height: 844))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let albums = AlbumsViewController()
        window.rootViewController = albums
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collection = albums.collectionView!
        let first = collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) as? AlbumSectionHeader
        #expect(first?.titleLabel.text == "Disc 1")
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        // 358 pt between the insets: 3 items a line; section 0 is one line.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == CGPoint(x: 16, y: 52))
        // Header, inset, a line, inset.
        #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame.minY == CGFloat(44 + 8 + 100 + 8))
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: footer) == [IndexPath(item: 0, section: 2)])
        #expect(collection.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 2))?.frame.height == 1)
        backend.advanceTime(by: 0.1)
    }
}
