import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Review findings on M3's scroll handoff (UIScrollView._dragMoveFilter):
/// only a scroll view that scrolls vertically hands its drag to the sheet
/// (SheetPanGestureRecognizer's own rule).
@MainActor
@Suite(.serialized)
struct ReviewSheetTests {
    /// A presented controller holding a horizontal strip (a carousel): a
    /// scroll view that scrolls sideways only.
    final class CarouselController: LoggingController {
        let scrollView = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            scrollView.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
            scrollView.contentSize = CGSize(width: 3000, height: 200)
            scrollView.backgroundColor = .white
            view.addSubview(scrollView)
        }
    }

    @Test("M3: a sideways swipe on a horizontal scroll view in a sheet, drifting down a little, scrolls it sideways only: the sheet does not move and the content is not shifted vertically")
    func horizontalScrollViewDoesNotDriveTheSheet() throws {
        let s = SheetScene()
        let b = CarouselController("B", s.log)
        let sheet = s.presentSheet(b) { $0.detents = [.medium(), .large()]; $0.selectedDetentIdentifier = .large }
        #expect(s.sheetY(sheet) == s.largeY)
        #expect(!b.scrollView._canScrollVertically, "precondition: the strip scrolls sideways only")
        // Inside the strip: 200 points left, drifting 40 down, then 40 up.
        let start = CGPoint(x: 300, y: s.largeY + 200)
        let down = (1...10).map { CGPoint(x: start.x - CGFloat($0) * 10, y: start.y + CGFloat($0) * 4) }
        let id = s.press(at: start, moves: down)
        let sheetYMid = s.sheetY(sheet)
        let offsetMid = b.scrollView.contentOffset
        let up = (1...10).map { CGPoint(x: 200 - CGFloat($0) * 10, y: start.y + 40 - CGFloat($0) * 4) }
        s.move(id, through: up)
        let offsetEnd = b.scrollView.contentOffset
        #expect(sheetYMid == s.largeY, "the sheet stays while the strip scrolls sideways: \(sheetYMid) vs \(s.largeY)")
        #expect(offsetMid.x > 50, "precondition: the strip scrolled sideways: \(offsetMid)")
        #expect(offsetMid.y == 0 && offsetEnd.y == 0, "no vertical shift of a strip that can't scroll vertically: \(offsetMid) then \(offsetEnd)")
        s.lift(id)
        #expect(s.a.presentedViewController === b)
    }
}
