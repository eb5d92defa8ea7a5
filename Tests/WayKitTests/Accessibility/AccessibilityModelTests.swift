import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Y1: the UIAccessibility model on built-in views and app views.
@MainActor
@Suite(.serialized)
struct AccessibilityModelTests {
    @Test("Y1: controls, labels and text inputs are elements by default; plain views and image views are not")
    func defaultElements() {
        #expect(UIButton(type: .system).isAccessibilityElement)
        #expect(UILabel().isAccessibilityElement)
        #expect(UITextField().isAccessibilityElement)
        #expect(UITextView().isAccessibilityElement)
        #expect(UISwitch().isAccessibilityElement)
        #expect(!UIView().isAccessibilityElement)
        #expect(!UIImageView().isAccessibilityElement)
        let view = UIView()
        view.isAccessibilityElement = true
        #expect(view.isAccessibilityElement, "an app can make any view an element")
    }

    @Test("Y1: built-in views derive label, value and traits from what they show")
    func builtInLabelsValuesTraits() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        #expect(button.accessibilityLabel == "Play")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])

        let label = UILabel()
        label.text = "Inbox"
        #expect(label.accessibilityLabel == "Inbox" && label.accessibilityTraits == .staticText)

        let field = UITextField()
        field.placeholder = "Name"
        field.text = "Zoe"
        #expect(field.accessibilityLabel == "Name" && field.accessibilityValue == "Zoe")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••", "a secure field's value hides its characters")

        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1" && toggle.accessibilityTraits.contains(.button))

        let slider = UISlider()
        slider.value = 0.5
        #expect(slider.accessibilityValue == "50%" && slider.accessibilityTraits == .adjustable)

        let symbolButton = UIButton(type: .system)
        symbolButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        #expect(symbolButton.accessibilityLabel == "square and arrow up", "a symbol is read by its name in words")
        let image = UIImage(systemName: "trash")
        image?.accessibilityLabel = "Delete"
        symbolButton.setImage(image, for: .normal)
        #expect(symbolButton.accessibilityLabel == "Delete", "an image's own label wins")
    }

    final class StarRating: UIView {
        var stars = 3
        override var isAccessibilityElement: Bool { get { true } set {} }
        override var accessibilityLabel: String? { get { "Rating" } set {} }
        override var accessibilityValue: String? { get { "\(stars) stars" } set {} }
        override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
        override func accessibilityIncrement() { stars = min(5, stars + 1) }
        override func accessibilityDecrement() { stars = max(0, stars - 1) }
    }

    @Test("Y1: an app view overrides the properties and the adjustable actions as on iOS")
    func appOverrides() {
        let rating = StarRating()
        #expect(rating.isAccessibilityElement && rating.accessibilityLabel == "Rating")
        rating.accessibilityIncrement()
        #expect(rating.accessibilityValue == "4 stars")
        rating.accessibilityDecrement()
        rating.accessibilityDecrement()
        #expect(rating.accessibilityValue == "2 stars")
        #expect(AccessibilityHierarchy.role(of: rating) == .slider)
    }

    @Test("Y1: reading order is top to bottom, then leading to trailing, whatever the subviews' order")
    func readingOrderByPosition() {
        let f = AccessibilityFixture()
        let root = f.root.view!
        func label(_ text: String, _ x: CGFloat, _ y: CGFloat) {
            let l = UILabel(frame: CGRect(x: x, y: y, width: 80, height: 20))
            l.text = text
            root.addSubview(l)
        }
        label("D", 200, 300)
        label("B", 200, 100)
        label("A", 10, 100)
        label("C", 10, 300)
        let container = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 50))
        let inner = UILabel(frame: CGRect(x: 5, y: 0, width: 50, height: 20))
        inner.text = "Middle"
        container.addSubview(inner)
        root.addSubview(container)
        #expect(f.readingOrder() == ["A", "B", "Middle", "C", "D"])

        root.semanticContentAttribute = .forceRightToLeft
        #expect(f.readingOrder() == ["B", "A", "Middle", "D", "C"], "right to left reads trailing first")
    }

    @Test("Y1: explicit accessibilityElements set the order, and UIAccessibilityElement frames follow their container")
    func explicitElements() {
        let f = AccessibilityFixture()
        let chart = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        let low = UIAccessibilityElement(accessibilityContainer: chart)
        low.accessibilityLabel = "Monday"
        low.accessibilityValue = "3 km"
        low.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 50, width: 20, height: 50)
        let high = UIAccessibilityElement(accessibilityContainer: chart)
        high.accessibilityLabel = "Tuesday"
        high.accessibilityFrameInContainerSpace = CGRect(x: 30, y: 0, width: 20, height: 100)
        chart.accessibilityElements = [low, high]
        f.root.view.addSubview(chart)
        #expect(f.readingOrder() == ["Monday", "Tuesday"], "the array's order, not the frames'")
        #expect(low.accessibilityFrame == CGRect(x: 20, y: 90, width: 20, height: 50))
        chart.frame.origin.y = 140
        #expect(low.accessibilityFrame.minY == 190, "the frame follows the container")
        #expect(AccessibilityHierarchy.parent(of: low) === chart)
        #expect(AccessibilityHierarchy.children(of: chart).count == 2)
    }

    @Test("Y1: hidden, transparent and accessibilityElementsHidden views are left out with all they hold; an element hides its subviews")
    func hiddenElements() {
        let f = AccessibilityFixture()
        let root = f.root.view!
        func add(_ text: String, y: CGFloat, to parent: UIView) -> UILabel {
            let l = UILabel(frame: CGRect(x: 0, y: y, width: 100, height: 20))
            l.text = text
            parent.addSubview(l)
            return l
        }
        _ = add("Shown", y: 0, to: root)
        add("Hidden", y: 30, to: root).isHidden = true
        add("Clear", y: 60, to: root).alpha = 0
        let box = UIView(frame: CGRect(x: 0, y: 90, width: 200, height: 100))
        _ = add("In box", y: 0, to: box)
        box.accessibilityElementsHidden = true
        root.addSubview(box)
        let button = UIButton(frame: CGRect(x: 0, y: 200, width: 100, height: 40))
        button.setTitle("Go", for: .normal)
        root.addSubview(button)
        #expect(f.readingOrder() == ["Shown", "Go"], "the button's title label is not read twice")
        box.accessibilityElementsHidden = false
        #expect(f.readingOrder() == ["Shown", "In box", "Go"])
    }

    @Test("Y1: a modal view hides its siblings; shouldGroupAccessibilityChildren reads a group before what follows it")
    func modalAndGrouping() {
        let f = AccessibilityFixture()
        let root = f.root.view!
        let group = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        for (i, text) in ["G1", "G2"].enumerated() {
            let l = UILabel(frame: CGRect(x: 0, y: CGFloat(i) * 200, width: 100, height: 20))
            l.text = text
            group.addSubview(l)
        }
        let beside = UILabel(frame: CGRect(x: 150, y: 100, width: 100, height: 20))
        beside.text = "Beside"
        root.addSubview(group)
        root.addSubview(beside)
        #expect(f.readingOrder() == ["G1", "Beside", "G2"])
        group.shouldGroupAccessibilityChildren = true
        #expect(f.readingOrder() == ["G1", "G2", "Beside"])

        let modal = UIView(frame: CGRect(x: 0, y: 400, width: 300, height: 100))
        let message = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        message.text = "Modal"
        modal.addSubview(message)
        root.addSubview(modal)
        modal.accessibilityViewIsModal = true
        #expect(f.readingOrder() == ["Modal"])
        modal.isHidden = true
        #expect(f.readingOrder() == ["G1", "G2", "Beside"])
    }

    @Test("Y1: an alert is modal: only its title, message and buttons are reachable; escape chooses its cancel action")
    func alertIsModal() throws {
        let f = AccessibilityFixture()
        let behind = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 20))
        behind.text = "Behind"
        f.root.view.addSubview(behind)
        var chosen: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in chosen.append("Delete") })
        f.root.present(alert, animated: false)
        f.backend.advanceTime(by: 0.5)
        let order = f.readingOrder()
        #expect(order == ["Delete?", "It cannot be undone.", "Cancel", "Delete"], "\(order)")
        let elements = AccessibilityHierarchy.orderedElements()
        let delete = try #require(elements.last)
        #expect(AccessibilityHierarchy.role(of: delete) == .button)
        #expect(AccessibilityCenter.shared.escape(from: delete))
        f.backend.advanceTime(by: 0.5)
        #expect(chosen == ["Cancel"])
        #expect(f.readingOrder() == ["Behind"])
    }

    @Test("Y1: a sheet that dims what is behind it is modal (only its content is reachable, escape dismisses it); a medium sheet that leaves the screen behind undimmed is not")
    func sheetModality() throws {
        let f = AccessibilityFixture()
        let behind = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 20))
        behind.text = "Behind"
        f.root.view.addSubview(behind)
        func content(_ text: String) -> UIViewController {
            let controller = UIViewController()
            let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 20))
            label.text = text
            controller.view.addSubview(label)
            return controller
        }

        let dimmed = content("In the sheet")
        f.root.present(dimmed, animated: false)
        f.backend.advanceTime(by: 0.5)
        #expect(f.readingOrder() == ["In the sheet"], "\(f.readingOrder())")
        let inside = try #require(AccessibilityHierarchy.orderedElements().first)
        #expect(AccessibilityCenter.shared.escape(from: inside))
        f.backend.advanceTime(by: 1)
        #expect(f.root.presentedViewController == nil, "escape dismissed the sheet")
        #expect(f.readingOrder() == ["Behind"])

        let undimmed = content("Beside")
        let sheet = try #require(undimmed.sheetPresentationController)
        sheet.detents = [.medium()]
        sheet.largestUndimmedDetentIdentifier = .medium
        f.root.present(undimmed, animated: false)
        f.backend.advanceTime(by: 0.5)
        let order = f.readingOrder()
        #expect(order.contains("Behind") && order.contains("Beside"), "\(order)")
    }

    @Test("Y1: activate falls back on a tap at the activation point, delivered like a real touch")
    func activateTaps() throws {
        let f = AccessibilityFixture()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 60, width: 120, height: 44)
        button.setTitle("Buy", for: .normal)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        f.root.view.addSubview(button)
        f.window.layoutIfNeeded()
        #expect(button.accessibilityActivationPoint == CGPoint(x: 100, y: 82))
        #expect(AccessibilityCenter.shared.activate(button))
        #expect(taps == 1)
        #expect(UIApplication.shared.activeTouches.isEmpty, "the simulated finger lifted")
    }

    final class Handled: UIView {
        var activations = 0
        override func accessibilityActivate() -> Bool { activations += 1; return true }
    }

    @Test("Y1: an element whose accessibilityActivate returns true gets no tap")
    func activateHandled() {
        let f = AccessibilityFixture()
        let view = Handled(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.isAccessibilityElement = true
        var touched = false
        let tap = UITapGestureRecognizer()
        tap.addTarget { _ in touched = true }
        view.addGestureRecognizer(tap)
        f.root.view.addSubview(view)
        AccessibilityCenter.shared.activate(view)
        #expect(view.activations == 1 && !touched)
    }

    @Test("Y1: sliders, steppers and page controls step on increment and decrement and send valueChanged")
    func adjustables() {
        let slider = UISlider()
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.value = 0.5
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.6) < 0.0001 && changes == 1)
        slider.value = 1
        slider.accessibilityIncrement()
        #expect(slider.value == 1 && changes == 1, "no change at the end, no event")

        let stepper = UIStepper()
        stepper.stepValue = 5
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 5)

        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 1 && pages.accessibilityValue == "page 2 of 3")
        pages.accessibilityDecrement()
        pages.accessibilityDecrement()
        #expect(pages.currentPage == 0)
    }

    @Test("Y1: custom actions run their handler or their selector")
    func customActions() throws {
        let view = UIView()
        var ran: [String] = []
        view.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Flag") { action in ran.append(action.name); return true },
        ]
        #expect(AccessibilityCenter.shared.performCustomAction(0, of: view))
        #expect(!AccessibilityCenter.shared.performCustomAction(1, of: view))
        #expect(ran == ["Flag"])
    }

    @Test("Y1: a scroll view scrolls by a page and posts pageScrolled with its position")
    func scrollByPage() {
        let f = AccessibilityFixture()
        let recorder = RecordingTechnology()
        AccessibilityCenter.shared.attach(recorder)
        defer { AccessibilityCenter.shared.detach(recorder) }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 1200)
        let label = UILabel(frame: CGRect(x: 0, y: 10, width: 100, height: 20))
        label.text = "Top"
        scroll.addSubview(label)
        f.root.view.addSubview(scroll)
        #expect(AccessibilityCenter.shared.scroll(.up, from: label), "the swipe up asks the label, then its scroll view")
        #expect(scroll.contentOffset.y == 400)
        #expect(AccessibilityCenter.shared.scroll(.up, from: label))
        #expect(!AccessibilityCenter.shared.scroll(.up, from: label), "no page past the end")
        #expect(recorder.notifications == ["pageScrolled: Page 2 of 3", "pageScrolled: Page 3 of 3"])
    }

    @Test("Y1: escape pops a navigation stack, then dismisses a presented controller")
    func escapeNavigation() throws {
        let nav = UINavigationController(rootViewController: UIViewController())
        let f = AccessibilityFixture(root: UIViewController())
        f.root.present(nav, animated: false)
        f.backend.advanceTime(by: 0.5)
        let second = UIViewController()
        second.title = "Second"
        nav.pushViewController(second, animated: false)
        f.backend.advanceTime(by: 0.5)
        let inside = UILabel()
        second.view.addSubview(inside)
        #expect(AccessibilityCenter.shared.escape(from: inside))
        f.backend.advanceTime(by: 1)
        #expect(nav.viewControllers.count == 1)
        #expect(AccessibilityCenter.shared.escape(from: nav.topViewController?.view))
        f.backend.advanceTime(by: 1)
        #expect(f.root.presentedViewController == nil)
    }

    @Test("Y1: posted notifications reach attached assistive technologies, and a freed element's token finds nothing")
    func notificationsAndTokens() {
        let recorder = RecordingTechnology(isScreenReader: true)
        #expect(!UIAccessibility.isVoiceOverRunning)
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil) { _ in count.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIAccessibility.post(notification: .announcement, argument: "Before")
        AccessibilityCenter.shared.attach(recorder)
        #expect(UIAccessibility.isVoiceOverRunning && count.value == 1)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        AccessibilityCenter.shared.detach(recorder)
        #expect(!UIAccessibility.isVoiceOverRunning && count.value == 2)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(recorder.notifications == ["announcement: Saved", "screenChanged: nil"])

        var token: UInt64 = 0
        do {
            let label = UILabel()
            token = AccessibilityCenter.shared.token(for: label)
            #expect(AccessibilityCenter.shared.object(forToken: token) === label)
            #expect(AccessibilityCenter.shared.token(for: label) == token, "stable")
        }
        #expect(AccessibilityCenter.shared.object(forToken: token) == nil, "defunct, not some other object")
        #expect(AccessibilityCenter.shared.token(for: UILabel()) != token, "never reused")
    }

    @Test("Y1: a segmented control's segments are elements, the selected one with the selected trait; a table cell is read as one")
    func segmentsAndCells() throws {
        let f = AccessibilityFixture()
        let segmented = UISegmentedControl(items: ["Day", "Week"])
        segmented.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        segmented.selectedSegmentIndex = 1
        f.root.view.addSubview(segmented)
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
        cell.textLabel?.text = "Inbox"
        cell.detailTextLabel?.text = "3"
        f.root.view.addSubview(cell)
        #expect(f.readingOrder() == ["Day", "Week", "Inbox, 3"])
        let elements = AccessibilityHierarchy.orderedElements()
        #expect(elements[1].accessibilityTraits == [.button, .selected])
        #expect(elements[0].accessibilityFrame == CGRect(x: 0, y: 0, width: 100, height: 32))
        #expect(AccessibilityHierarchy.role(of: elements[2]) == .listItem)
        #expect(AccessibilityHierarchy.children(of: segmented).map { $0 === elements[0] } == [true, false],
                "the same element objects each time")
    }
}
