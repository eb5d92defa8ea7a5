import Foundation
import Testing
import WayKit          // on iOS: import UIKit; nothing else in the controllers changes
import WayKitTesting

// iOS-style iPad code as apps write it: a share button in the navigation
// bar opening an action sheet from the bar button item, a photo cell's
// "more" button opening one from a source view and rect, and a small
// options popover that stays a popover on iPhone too (the delegate returns
// .none). Only public API: the classes must compile unchanged against UIKit.
@MainActor
final class SampleGalleryController: UIViewController, UIPopoverPresentationControllerDelegate {
    let moreButton = UIButton(type: .system)
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in
            guard let self, let item = self.navigationItem.rightBarButtonItem else { return }
            self.share(from: item)
        })
        moreButton.setTitle("More", for: .normal)
        moreButton.frame = CGRect(x: 40, y: 300, width: 80, height: 44)
        moreButton.addAction(UIAction { [weak self] _ in self?.showOptions() }, for: .touchUpInside)
        view.addSubview(moreButton)
    }

    func share(from item: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Link", style: .default) { _ in self.events.append("copied") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in self.events.append("share cancelled") })
        if let popover = sheet.popoverPresentationController {
            popover.barButtonItem = item
            popover.permittedArrowDirections = [.up, .down]
        }
        present(sheet, animated: true, completion: nil)
    }

    func deletePhoto(from cell: UIView) {
        let sheet = UIAlertController(title: nil, message: "Delete this photo?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.events.append("deleted") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        sheet.popoverPresentationController?.sourceView = cell
        sheet.popoverPresentationController?.sourceRect = CGRect(x: cell.bounds.midX, y: cell.bounds.midY, width: 0, height: 0)
        present(sheet, animated: true)
    }

    func showOptions() {
        let options = UIViewController()
        options.view.backgroundColor = .secondarySystemBackground
        options.preferredContentSize = CGSize(width: 240, height: 160)
        options.modalPresentationStyle = .popover
        guard let popover = options.popoverPresentationController else { return }
        popover.sourceView = moreButton
        popover.sourceRect = moreButton.bounds
        popover.permittedArrowDirections = .any
        popover.delegate = self
        popover.passthroughViews = [view]
        present(options, animated: true)
    }

    // Keep the options a popover on iPhone.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        events.append("options dismissed")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.append("did dismiss")
    }
}

@MainActor
@Suite(.serialized)
struct PopoverSampleTests {
    @Test("U1, M1, M2: iPad-style code with action sheets from a bar button item and a source rect, and a popover whose delegate returns .none, compiles with only its import changed, and runs")
    func sampleRuns() throws {
        let backend = HeadlessBackend(size: CGSize(width: 1024, height: 768))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let gallery = SampleGalleryController()
        let nav = UINavigationController(rootViewController: gallery)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let item = try #require(gallery.navigationItem.rightBarButtonItem)
        gallery.share(from: item)
        backend.advanceTime(by: 0.5)
        let share = try #require(gallery.presentedViewController as? UIAlertController)
        #expect(share.popoverPresentationController?.arrowDirection == .up)
        backend.tap(at: CGPoint(x: 100, y: 600))
        backend.advanceTime(by: 0.5)
        #expect(gallery.events == ["share cancelled"] && gallery.presentedViewController == nil)

        let cell = UIView(frame: CGRect(x: 400, y: 400, width: 100, height: 100))
        gallery.view.addSubview(cell)
        gallery.deletePhoto(from: cell)
        backend.advanceTime(by: 0.5)
        let delete = try #require(gallery.presentedViewController as? UIAlertController)
        #expect(delete.popoverPresentationController?.arrowDirection != .unknown)
        backend.tap(at: CGPoint(x: 900, y: 700))
        backend.advanceTime(by: 0.5)
        #expect(gallery.presentedViewController == nil && gallery.events == ["share cancelled"])
    }

    @Test("U1, M1: the sample's options popover stays a popover in an iPhone-sized window (its delegate returns .none); its passthrough view keeps it up")
    func optionsStayPopoverOnPhone() throws {
        let phone = HeadlessBackend(size: CGSize(width: 390, height: 844))
        let phoneWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let small = SampleGalleryController()
        phoneWindow.rootViewController = small
        phoneWindow.makeKeyAndVisible()
        small.showOptions()
        phone.advanceTime(by: 0.5)
        let options = try #require(small.presentedViewController)
        #expect(options.popoverPresentationController?.arrowDirection != .unknown)
        #expect(options.view.frame.size == CGSize(width: 240, height: 160))
        // The view is a passthrough view: a touch on it reaches the button
        // and the popover stays.
        phone.tap(at: CGPoint(x: 300, y: 700))
        phone.advanceTime(by: 0.5)
        #expect(small.presentedViewController === options)
        options.dismiss(animated: true)
        phone.advanceTime(by: 0.5)
        #expect(small.events.isEmpty, "dismissed from code: no delegate calls")
    }
}
