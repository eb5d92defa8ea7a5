import Foundation
import Testing
import WayKit
@testable import WayKitWayland
import WaylandTestCompositor

/// Review findings on compositing layers (UIView+CompositingLayer,
/// WindowSurface+Layers): what the compositor shows must be what the window
/// would have drawn.
@MainActor
@Suite(.serialized)
struct ReviewCompositingLayerTests {
    typealias Screen = PlainLayerTestScreen

    func rgb(_ p: UInt32) -> (Int, Int, Int) { layerTestRGB(p) }

    func frames(_ h: Harness, _ n: Int) throws {
        for _ in 0..<n {
            h.clock.advance(by: 1.0 / 60)
            h.compositor.sendFrameDone()
            try h.roundtrip()
        }
    }

    /// A red presenter in a 400×700 window with a blue sheet at the large
    /// detent over it.
    func sheetScene() throws -> (Harness, UIWindow, Screen, Screen) {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 700))
        let root = Screen("Home", .red)
        window.rootViewController = root
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let sheet = Screen("Sheet", .blue)
        root.present(sheet, animated: true)
        try frames(h, 40)
        return (h, window, root, sheet)
    }

    @Test("M2: an alert presented from a sheet leaves the sheet on screen under the alert's dimming (the alert's clear container is not drawn over the sheet)")
    func alertOverSheetKeepsSheet() throws {
        let (h, _, _, sheet) = try sheetScene()
        let c = h.compositor
        let root0 = c.toplevelSurface(0)
        let before = rgb(c.scenePixel(root0, x: 200, y: 650))
        #expect(before.2 > 200 && before.0 < 40, "precondition, the sheet: \(before)")
        let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.present(alert, animated: true)
        try frames(h, 40)
        // Below the card: the sheet, dimmed by the alert's dimming.
        let under = rgb(c.scenePixel(root0, x: 200, y: 650))
        #expect(under.2 > under.0, "the sheet under the alert's dimming, not the presenter: \(under)")
        #expect(c.viewportViolations == 0)
    }

    @Test("M3: a sheet presented from a sheet leaves the first sheet on screen around the second")
    func sheetOverSheetKeepsFirst() throws {
        let (h, _, _, sheet) = try sheetScene()
        let c = h.compositor
        let root0 = c.toplevelSurface(0)
        let second = Screen("Second", .green)
        second.sheetPresentationController?.detents = [.medium()]
        sheet.present(second, animated: true)
        try frames(h, 40)
        // Above the medium second sheet: the first sheet (blue), dimmed.
        let first = rgb(c.scenePixel(root0, x: 200, y: 150))
        #expect(first.2 > first.0, "the first sheet above the second: \(first)")
    }


    @Test("V3: a push inside a sheet (a navigation controller presented as a sheet) shows its screens while they slide")
    func pushInsideSheet() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 700))
        let root = Screen("Home", .red)
        window.rootViewController = root
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let c = h.compositor
        let root0 = c.toplevelSurface(0)
        let nav = UINavigationController(rootViewController: Screen("List", .green))
        root.present(nav, animated: true)
        try frames(h, 40)
        let before = rgb(c.scenePixel(root0, x: 390, y: 500))
        #expect(before.1 > 100 && before.0 < 40, "precondition, the sheet's root screen: \(before)")
        nav.pushViewController(Screen("Detail", .blue), animated: true)
        var mid: (Int, Int, Int)?
        var lower: (Int, Int, Int)?
        for i in 0..<12 {
            h.clock.advance(by: 1.0 / 60)
            c.sendFrameDone()
            try h.roundtrip()
            if i == 8 {
                mid = rgb(c.scenePixel(root0, x: 390, y: 500))
                lower = rgb(c.scenePixel(root0, x: 10, y: 500))
            }
        }
        // Part-way: the pushed screen at the trailing edge, the old one
        // (dimmed) at the leading edge.
        #expect(mid.map { $0.2 > 150 && $0.0 < 40 } == true, "mid-slide at the trailing edge: \(String(describing: mid))")
        #expect(lower.map { $0.1 > 60 && $0.2 < 40 } == true, "mid-slide at the leading edge: \(String(describing: lower))")
        try frames(h, 40)
        #expect(nav.viewControllers.count == 2)
    }

    @Test("M2: an alert whose dimming was drawn in the window (declined while a view lay over it) and then taken as a layer leaves no dimmed pixels behind after it is dismissed")
    func declinedThenTakenLeavesNoStalePixels() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 300))
        let root = Screen("Home", .red)
        window.rootViewController = root
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let c = h.compositor
        let root0 = c.toplevelSurface(0)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        // A small status view (a toast) over the window while the alert
        // comes in: the backend declines the layers and the window draws them.
        let toast = UIView(frame: CGRect(x: 300, y: 10, width: 80, height: 30))
        toast.backgroundColor = .white
        window.addSubview(toast)
        try frames(h, 40)
        let dimmedOnce = rgb(c.scenePixel(root0, x: 10, y: 290))
        #expect(dimmedOnce.0 > 150 && dimmedOnce.0 < 230, "precondition, the presenter dimmed: \(dimmedOnce)")
        // The toast goes: the alert's views become layers.
        toast.removeFromSuperview()
        try frames(h, 5)
        let stillOnce = rgb(c.scenePixel(root0, x: 10, y: 290))
        #expect(abs(stillOnce.0 - dimmedOnce.0) < 10, "dimmed as before, not twice: \(dimmedOnce) → \(stillOnce)")
        alert.dismiss(animated: true)
        try frames(h, 40)
        #expect(root.presentedViewController == nil)
        let after = rgb(c.scenePixel(root0, x: 10, y: 290))
        #expect(after.0 > 240 && after.1 < 20, "the presenter, no longer dimmed: \(after)")
        let centre = rgb(c.scenePixel(root0, x: 200, y: 150))
        #expect(centre.0 > 240 && centre.1 < 20, "no card left where the alert was: \(centre)")
    }

    @Test("M3: with the presenter touchable under an undimmed sheet (largestUndimmedDetentIdentifier), a push in the presenter shows its screens sliding above the sheet")
    func pushBehindUndimmedSheet() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 700))
        let nav = UINavigationController(rootViewController: Screen("Home", .red))
        window.rootViewController = nav
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let c = h.compositor
        let root0 = c.toplevelSurface(0)
        let sheet = Screen("Sheet", .green)
        sheet.sheetPresentationController?.detents = [.medium()]
        sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        nav.present(sheet, animated: true)
        try frames(h, 40)
        let before = rgb(c.scenePixel(root0, x: 390, y: 200))
        #expect(before.0 > 240 && before.1 < 20, "precondition, the presenter undimmed above the sheet: \(before)")
        nav.pushViewController(Screen("Detail", .blue), animated: true)
        var mid: (Int, Int, Int)?
        for i in 0..<12 {
            h.clock.advance(by: 1.0 / 60)
            c.sendFrameDone()
            try h.roundtrip()
            if i == 8 { mid = rgb(c.scenePixel(root0, x: 390, y: 200)) }
        }
        #expect(mid.map { $0.2 > 150 && $0.0 < 40 } == true, "mid-slide at the trailing edge, above the sheet: \(String(describing: mid))")
    }

    @Test("V3: under a transparent navigation bar a push's screens still show (the bar is not opaque, so a layer cropped below it leaves a hole)")
    func pushUnderClearBar() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 300))
        let nav = UINavigationController(rootViewController: Screen("Home", .red))
        nav.navigationBar.barTintColor = .clear
        window.rootViewController = nav
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let c = h.compositor
        let root0 = c.toplevelSurface(0)
        try frames(h, 2)
        let before = rgb(c.scenePixel(root0, x: 390, y: 20))
        #expect(before.0 > 240 && before.1 < 20, "precondition, the screen under the clear bar: \(before)")
        nav.pushViewController(Screen("Detail", .blue), animated: true)
        var mid: (Int, Int, Int)?
        for i in 0..<12 {
            h.clock.advance(by: 1.0 / 60)
            c.sendFrameDone()
            try h.roundtrip()
            if i == 8 { mid = rgb(c.scenePixel(root0, x: 390, y: 20)) }
        }
        #expect(mid.map { $0.2 > 150 && $0.0 < 40 } == true, "mid-slide under the bar at the trailing edge: \(String(describing: mid))")
    }

    @Test("V3: a push in a navigation controller held in a smaller clipping view stays clipped by that view while it slides")
    func pushInsideClippingAncestor() throws {
        let h = try Harness()
        let (_, window) = try h.showWindow(size: CGSize(width: 400, height: 300))
        let root = Screen("Root", .green)
        window.rootViewController = root
        // A card that clips, shorter than the navigation controller in it
        // (its lower 100 points are cut off).
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        card.clipsToBounds = true
        root.view.addSubview(card)
        let nav = UINavigationController(rootViewController: Screen("Home", .red))
        root.addChild(nav)
        nav.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        card.addSubview(nav.view)
        nav.didMove(toParent: root)
        h.compositor.sendFrameDone()
        try h.roundtrip()
        let c = h.compositor
        let root0 = c.toplevelSurface(0)
        try frames(h, 2)
        let before = rgb(c.scenePixel(root0, x: 340, y: 280))
        #expect(before.1 > 100 && before.0 < 40, "precondition, below the card: the root view: \(before)")
        nav.pushViewController(Screen("Detail", .blue), animated: true)
        var mid: (Int, Int, Int)?
        var inside: (Int, Int, Int)?
        for i in 0..<12 {
            h.clock.advance(by: 1.0 / 60)
            c.sendFrameDone()
            try h.roundtrip()
            if i == 8 {
                mid = rgb(c.scenePixel(root0, x: 340, y: 280))
                inside = rgb(c.scenePixel(root0, x: 340, y: 200))
            }
        }
        #expect(inside.map { $0.2 > 150 } == true, "precondition, inside the card the pushed screen: \(String(describing: inside))")
        #expect(mid.map { $0.1 > 100 && $0.2 < 40 } == true, "below the card, still the root view: \(String(describing: mid))")
    }
}
