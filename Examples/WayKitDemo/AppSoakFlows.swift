import Foundation
import WayKit

/// The kiosk's flows the app-level soak repeats (`AppSoak`), each through
/// the demo's own controls and ending where it began: the Touch tab's root,
/// nothing presented, no field editing. What left the screen is held weakly
/// and must be gone once the flow has settled.
@MainActor
enum AppSoakFlows {
    /// Details pushes the list; an edge swipe (odd cycles) or a tap on the
    /// selected Touch tab (even cycles) pops it.
    static func pushAndPop(_ soak: AppSoak, cycle: Int) {
        guard soak.tap("Details") else { return }
        soak.settle()
        weak let pushed = soak.navigation.topViewController
        weak let pushedView = pushed?.viewIfLoaded
        // No strong local: a debug build keeps locals to the end of scope.
        guard pushed != nil, pushed !== soak.cards else { return soak.problem("Details pushed nothing") }
        if cycle % 2 == 1 {
            let frame = soak.demo.window.frame
            let y = frame.midY
            soak.backend.drag(from: CGPoint(x: frame.minX + 2, y: y), to: CGPoint(x: frame.minX + frame.width * 0.7, y: y),
                              steps: 8)
        } else {
            soak.tap("Touch")
        }
        soak.settle()
        if soak.navigation.topViewController !== soak.cards { soak.problem("the pop left \(soak.navigation.viewControllers.count) controllers") }
        soak.expectFreed(pushed, "the pushed Details")
        soak.expectFreed(pushedView, "the pushed Details' view")
        soak.count("push and pop")
    }

    /// Pages, Style, then back to Touch.
    static func switchTabs(_ soak: AppSoak) {
        for tab in ["Pages", "Style", "Touch"] {
            guard soak.tap(tab) else { return }
            soak.settle(0.5)
        }
        if soak.demo.tabs.tabBarController.selectedIndex != 0 { soak.problem("the tabs did not come back to Touch") }
        soak.count("tab switches")
    }

    /// Rename: the alert's field is typed into and Return chooses Rename.
    static func alert(_ soak: AppSoak, cycle: Int) {
        guard soak.tap("Rename") else { return }
        soak.settle()
        weak let alert = soak.cards.presentedViewController as? UIAlertController
        weak let alertView = alert?.viewIfLoaded
        weak let field = alert?.textFields?.first
        guard alert != nil else { return soak.problem("Rename presented no alert") }
        let title = "Kiosk \(cycle % 7)"
        soak.backend.typeText(title)
        soak.backend.press(.keyboardReturnOrEnter, characters: "\r")
        soak.settle()
        if soak.cards.presentedViewController != nil { soak.problem("the alert stayed up") }
        if soak.cards.title != title { soak.problem("the alert renamed to \(soak.cards.title ?? "nil"), not \(title)") }
        soak.expectFreed(alert, "the alert")
        soak.expectFreed(alertView, "the alert's view")
        soak.expectFreed(field, "the alert's text field")
        soak.count("alerts")
    }

    /// List presents a sheet; a swipe down from its top dismisses it.
    static func sheet(_ soak: AppSoak) {
        guard soak.tap("List") else { return }
        soak.settle()
        weak let list = soak.cards.presentedViewController
        weak let listView = list?.viewIfLoaded
        weak let container = listView?.superview
        guard let top = container.map({ $0.convert(CGPoint(x: $0.bounds.midX, y: 12), to: nil) }) else {
            return soak.problem("List presented no sheet")
        }
        let bottom = soak.demo.window.frame.maxY - 4
        soak.backend.drag(from: top, to: CGPoint(x: top.x, y: bottom), steps: 10)
        soak.settle()
        if soak.cards.presentedViewController != nil { soak.problem("the sheet stayed up") }
        soak.expectFreed(list, "the sheet's controller")
        soak.expectFreed(listView, "the sheet's view")
        soak.expectFreed(container, "the sheet's container")
        soak.count("sheets")
    }

    /// The Name field: a tap focuses it (the on-screen keyboard slides up),
    /// a name is typed and deleted key by key, then editing ends.
    static func typeAndDelete(_ soak: AppSoak, cycle: Int) {
        guard soak.tap("Name") else { return }
        soak.settle(0.5)
        let field = soak.demo.form.name
        if !field.isFirstResponder { return soak.problem("the Name field did not take focus") }
        let text = "Customer \(cycle % 100)"
        soak.backend.typeText(text)
        if field.text != text { soak.problem("typed \(text), the field has \(field.text ?? "nil")") }
        for _ in text { soak.backend.press(.keyboardDeleteOrBackspace) }
        if field.text?.isEmpty == false { soak.problem("deleting left \(field.text ?? "")") }
        // The kiosk's own "done": editing ends and the keyboard goes down.
        soak.demo.window.endEditing(true)
        soak.settle()
        soak.count("typing and deleting")
    }

    /// The product table flung up (odd cycles) or down, left to decelerate.
    static func flingTable(_ soak: AppSoak, cycle: Int) {
        guard let table = soak.find("ProductTable") as? UITableView else { return soak.problem("no product table") }
        let c = soak.centre(of: table)
        let d: CGFloat = cycle % 2 == 1 ? 150 : -150
        soak.backend.drag(from: CGPoint(x: c.x, y: c.y + d), to: CGPoint(x: c.x, y: c.y - d), steps: 4)
        soak.settle(1)
        // Deceleration runs as long as the fling's speed says.
        var waited = 0
        while UIApplication.shared.frameClock.needsFrames, waited < 20 {
            soak.settle(0.5)
            waited += 1
        }
        if UIApplication.shared.frameClock.needsFrames { soak.problem("the table still moves 11 s after the fling") }
        soak.count("table flings")
    }
}
