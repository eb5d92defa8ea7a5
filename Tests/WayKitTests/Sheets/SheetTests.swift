import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// M3: a sheet's detents and geometry, and the drag between detents.
@MainActor
@Suite(.serialized)
struct SheetTests {
    @Test("M3: .medium and .large detents: the sheet is the window's width with 10-point corners; nil selects the smallest; selectedDetentIdentifier from code moves it and tells the delegate nothing; the grabber is 36 × 5, 5 points down")
    func detentsAndSelection() throws {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let delegate = SheetDelegateLog()
        let sheet = s.presentSheet(b) {
            $0.detents = [.medium(), .large()]
            $0.prefersGrabberVisible = true
            $0.delegate = delegate
        }
        let sheetView = try #require(sheet.presentedView)
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(s.sheetY(sheet) == s.mediumY, "nil: the smallest detent, medium")
        #expect(abs(s.mediumY - 844 / 2) < 10, "medium is about half the window: \(s.mediumY)")
        #expect(sheetView.frame.minX == 0 && sheetView.frame.width == 390)
        #expect(sheetView.layer.cornerRadius == 10 && sheetView.clipsToBounds)
        #expect(b.view.frame.height == 844 - s.mediumY, "the content is the detent's height")
        #expect(b.view.isDescendant(of: sheetView))
        let grabber = try #require((sheetView as? SheetView)?.grabber)
        #expect(!grabber.isHidden && grabber.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
        #expect(sheet.frameOfPresentedViewInContainerView.minY == s.mediumY)

        sheet.selectedDetentIdentifier = .large
        #expect(s.sheetY(sheet) == s.largeY, "at once outside animateChanges")
        #expect(b.view.frame.height == 844 - s.largeY)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        s.backend.stepFrame()
        s.backend.advanceTime(by: 0.1)
        let mid = s.sheetY(sheet)
        #expect(mid > s.largeY + 1 && mid < s.mediumY - 1, "animated: \(mid)")
        s.backend.advanceTime(by: 1)
        #expect(s.sheetY(sheet) == s.mediumY)
        #expect(delegate.take().isEmpty, "changes from code tell the delegate nothing")
        sheet.prefersGrabberVisible = false
        #expect(grabber.isHidden)
    }

    @Test("M3: a drag on the sheet follows the finger (less the pan's threshold) and settles on the nearest detent by position; the delegate hears of a change")
    func dragSettlesByPosition() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let delegate = SheetDelegateLog()
        let sheet = s.presentSheet(b) {
            $0.detents = [.medium(), .large()]
            $0.delegate = delegate
        }
        let start = CGPoint(x: 195, y: s.mediumY + 50)
        // 100 up: nearer medium; held still, so by position alone.
        var id = s.press(at: start, moves: s.line(from: start, dy: -100, steps: 5))
        #expect(abs(s.sheetY(sheet) - (s.mediumY - 90)) <= 1, "follows the finger: \(s.sheetY(sheet))")
        s.lift(id)
        #expect(s.sheetY(sheet) == s.mediumY && sheet.selectedDetentIdentifier == nil)
        #expect(delegate.take().isEmpty, "no change")
        // 300 up: nearer large.
        id = s.press(at: start, moves: s.line(from: start, dy: -300, steps: 10))
        #expect(abs(s.sheetY(sheet) - (s.mediumY - 290)) <= 1)
        s.lift(id)
        #expect(s.sheetY(sheet) == s.largeY && sheet.selectedDetentIdentifier == .large)
        #expect(delegate.take() == ["didChangeDetent com.apple.UIKit.large"])
        #expect(b.view.frame.height == 844 - s.largeY, "the content grows with the detent")
        // Pulled above large it resists (rubber band) and comes back.
        let top = CGPoint(x: 195, y: s.largeY + 100)
        id = s.press(at: top, moves: s.line(from: top, dy: -90, steps: 6))
        let y = s.sheetY(sheet)
        #expect(y < s.largeY - 1 && y > s.largeY - 80, "rubber band above the largest detent: \(y)")
        s.lift(id)
        #expect(s.sheetY(sheet) == s.largeY)
    }

    @Test("M3: a flick settles by velocity: a short fast drag up from medium reaches large, though by position it would fall back")
    func dragSettlesByVelocity() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        let sheet = s.presentSheet(b) { $0.detents = [.medium(), .large()] }
        let start = CGPoint(x: 195, y: s.mediumY + 50)
        var id = s.press(at: start, moves: s.line(from: start, dy: -70, steps: 3))
        #expect(s.sheetY(sheet) > (s.mediumY + s.largeY) / 2, "by position it is nearer medium")
        s.lift(id, still: false)
        #expect(sheet.selectedDetentIdentifier == .large && s.sheetY(sheet) == s.largeY)
        // And a flick down from large goes back to medium.
        let top = CGPoint(x: 195, y: s.largeY + 50)
        id = s.press(at: top, moves: s.line(from: top, dy: 70, steps: 3))
        s.lift(id, still: false)
        #expect(sheet.selectedDetentIdentifier == .medium && s.sheetY(sheet) == s.mediumY)
    }

    @Test("M3: a custom detent's resolver gets the large height as maximumDetentValue; the sheet rests at its height")
    func customDetent() {
        let s = SheetScene()
        let b = LoggingController("B", s.log)
        var maximum: CGFloat = 0
        let small = UISheetPresentationController.Detent.Identifier("small")
        let sheet = s.presentSheet(b) {
            $0.detents = [.custom(identifier: small) { context in
                maximum = context.maximumDetentValue
                return 200
            }, .large()]
            $0.selectedDetentIdentifier = small
        }
        #expect(maximum == 844 - s.largeY)
        #expect(s.sheetY(sheet) == 844 - 200 && b.view.frame.height == 200)
    }

    @Test("M1, M3: a form sheet in a regular-width window is a centred 540 × 620 card (or its preferredContentSize), a page sheet a wider one; both without grabber, corners rounded")
    func regularWidthCards() throws {
        let s = SheetScene(size: CGSize(width: 1024, height: 768))
        #expect(s.window.traitCollection.horizontalSizeClass == .regular)
        let b = LoggingController("B", s.log)
        b.modalPresentationStyle = .formSheet
        let sheet = s.presentSheet(b) { $0.prefersGrabberVisible = true }
        let card = try #require(sheet.presentedView)
        let safe = s.window.safeAreaInsets
        #expect(card.frame.size == CGSize(width: 540, height: 620) && card.frame.midX == 512)
        #expect(abs(card.frame.midY - (safe.top + (768 - safe.top - safe.bottom) / 2)) <= 1)
        #expect(b.view.frame == card.bounds && card.layer.cornerRadius == 10)
        #expect((card as? SheetView)?.grabber.isHidden == true)
        b.dismiss(animated: false)

        let c = LoggingController("C", s.log)
        c.modalPresentationStyle = .pageSheet
        let page = s.presentSheet(c)
        let frame = try #require(page.presentedView?.frame)
        #expect(frame.width == 704 && frame.midX == 512 && frame.minY == safe.top + 20)
        #expect(frame.height > 620, "a page sheet is taller than a form sheet: \(frame)")
        // A short regular-width window shrinks the form sheet to fit.
        let short = SheetScene(size: CGSize(width: 700, height: 500))
        let d = LoggingController("D", short.log)
        d.modalPresentationStyle = .formSheet
        let small = short.presentSheet(d)
        let smallFrame = try #require(small.presentedView?.frame)
        #expect(smallFrame.width == 540 && smallFrame.height <= 500 - 40, "\(smallFrame)")
        // A preferredContentSize sets a form sheet's size, within the window.
        d.dismiss(animated: false)
        let e = LoggingController("E", short.log)
        e.modalPresentationStyle = .formSheet
        e.preferredContentSize = CGSize(width: 400, height: 300)
        let sized = short.presentSheet(e)
        #expect(sized.presentedView?.frame.size == CGSize(width: 400, height: 300) && sized.presentedView?.frame.midX == 350)
    }
}
