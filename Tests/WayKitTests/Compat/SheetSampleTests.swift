import Foundation
import Testing
import WayKit          // on iOS: import UIKit; nothing else below changes
import WayKitTesting

// iOS-style sheet code as apps write it: a filter sheet with medium and
// large detents and a grabber, a custom detent, an NSObject delegate that
// refuses to dismiss while there are unsaved changes, and a presentation
// controller subclass for a .custom presentation. Only public API: the file
// must compile unchanged against UIKit. The sample above the suite also
// type-checks standalone in Swift 5 and 6 language modes.
final class SampleSheetDelegate: NSObject, UISheetPresentationControllerDelegate {
    var hasChanges = false
    var events: [String] = []
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { !hasChanges }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("attempt")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("dismissed") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        events.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "none")")
    }
}

final class SampleCardPresentationController: UIPresentationController {
    private let dimmingView = UIView()
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.height - 200, width: container.bounds.width, height: 200)
    }
    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
    }
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

final class SampleCardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SampleCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class SampleFilterController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

final class SampleShopController: UIViewController {
    let sheetDelegate = SampleSheetDelegate()
    let cardTransitioning = SampleCardTransitioning()
    static let compact = UISheetPresentationController.Detent.Identifier("compact")

    func showFilters() {
        let filters = SampleFilterController()
        if let sheet = filters.sheetPresentationController {
            sheet.detents = [
                .custom(identifier: Self.compact) { context in context.maximumDetentValue * 0.25 },
                .medium(),
                .large(),
            ]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = Self.compact
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.preferredCornerRadius = 16
            sheet.delegate = sheetDelegate
        }
        filters.isModalInPresentation = false
        present(filters, animated: true, completion: nil)
    }

    func showCard() {
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransitioning
        present(card, animated: true)
    }

    func collapseFilters() {
        guard let sheet = presentedViewController?.sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = Self.compact
        }
    }
}

@MainActor
@Suite(.serialized)
struct SheetSampleTests {
    @Test("U1, M1, M3: iOS-style sheet code (detents with a custom one, grabber, an NSObject delegate refusing to dismiss, animateChanges, a UIPresentationController subclass) compiles with only its import changed and runs")
    func sampleRuns() throws {
        let backend = HeadlessBackend(size: CGSize(width: 390, height: 844))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let shop = SampleShopController()
        window.rootViewController = shop
        window.makeKeyAndVisible()
        shop.showFilters()
        backend.advanceTime(by: 1)
        let filters = try #require(shop.presentedViewController)
        let sheet = try #require(filters.sheetPresentationController)
        #expect(sheet.selectedDetentIdentifier == .medium && sheet.presentedView?.layer.cornerRadius == 16)
        shop.collapseFilters()
        backend.advanceTime(by: 1)
        let height = ((844 - (window.safeAreaInsets.top + 10)) * 0.25).rounded()
        #expect(filters.view.frame.height == height, "the custom detent's height: \(filters.view.frame.height)")
        // Undimmed at the compact detent: the shop behind can be touched.
        #expect(window.hitTest(CGPoint(x: 195, y: 100), with: nil) === shop.view)
        // Unsaved changes: a swipe down springs back.
        shop.sheetDelegate.hasChanges = true
        backend.drag(from: CGPoint(x: 195, y: 844 - height + 20), to: CGPoint(x: 195, y: 844), steps: 4)
        backend.advanceTime(by: 1)
        #expect(shop.sheetDelegate.events == ["attempt"] && shop.presentedViewController === filters)
        shop.sheetDelegate.hasChanges = false
        backend.drag(from: CGPoint(x: 195, y: 844 - height + 20), to: CGPoint(x: 195, y: 844), steps: 4)
        backend.advanceTime(by: 1)
        #expect(shop.sheetDelegate.events == ["attempt", "dismissed"] && shop.presentedViewController == nil)

        shop.showCard()
        backend.advanceTime(by: 1)
        let card = try #require(shop.presentedViewController)
        #expect(card.view.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
        #expect(card.presentationController is SampleCardPresentationController)
        shop.dismiss(animated: false)
        #expect(shop.presentedViewController == nil && window.subviews.count == 1)
    }
}
