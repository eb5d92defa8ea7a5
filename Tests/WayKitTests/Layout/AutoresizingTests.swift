import Foundation
import Testing
@testable import WayKit

/// A4: autoresizing masks move and size subviews when the superview's size
/// changes, at once (UIKit's `resizeSubviewsWithOldSize:`).
@MainActor
@Suite("Autoresizing (A4)")
struct AutoresizingTests {
    func resize(_ mask: UIView.AutoresizingMask, _ frame: CGRect, to size: CGSize) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = size
        return child.frame
    }

    @Test("A4: no mask keeps the frame")
    func none() {
        #expect(resize([], CGRect(x: 10, y: 10, width: 50, height: 30), to: CGSize(width: 300, height: 200))
            == CGRect(x: 10, y: 10, width: 50, height: 30))
    }

    @Test("A4: flexibleWidth and flexibleHeight take the whole change")
    func flexibleSize() {
        #expect(resize([.flexibleWidth, .flexibleHeight], CGRect(x: 10, y: 10, width: 50, height: 30),
                       to: CGSize(width: 300, height: 150)) == CGRect(x: 10, y: 10, width: 150, height: 80))
    }

    @Test("A4: flexibleLeftMargin keeps the view at the right edge; flexibleTopMargin at the bottom")
    func pinnedToFarEdges() {
        #expect(resize([.flexibleLeftMargin, .flexibleTopMargin], CGRect(x: 140, y: 60, width: 50, height: 30),
                       to: CGSize(width: 300, height: 150)) == CGRect(x: 240, y: 110, width: 50, height: 30))
    }

    @Test("A4: flexible left and right margins keep a centred view centred")
    func centred() {
        let f = resize([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
                       CGRect(x: 50, y: 25, width: 100, height: 50), to: CGSize(width: 400, height: 300))
        #expect(f == CGRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test("A4: several flexible parts share the change in proportion to their lengths")
    func proportional() {
        // Width 50 and right margin 150 share +100 as 1 : 3.
        let f = resize([.flexibleWidth, .flexibleRightMargin], CGRect(x: 0, y: 0, width: 50, height: 100),
                       to: CGSize(width: 300, height: 100))
        #expect(f == CGRect(x: 0, y: 0, width: 75, height: 100))
    }

    @Test("A4: autoresizesSubviews false leaves subviews alone; resizing marks the superview for layout")
    func switchedOff() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 400
        #expect(child.frame.width == 50)
        parent.autoresizesSubviews = true
        parent.layoutIfNeeded()
        parent.frame.size.width = 300
        #expect(child.frame.width == 0, "−100 on a 50-point flexible width stops at 0")
    }
}
