import Foundation

/// The view a sheet's presentation happens in (M3): it covers the window,
/// holds the dimming and the sheet, and lays them out through its
/// presentation controller's `containerViewWillLayoutSubviews` /
/// `DidLayoutSubviews`, as UIKit's transition view does.
///
/// A sheet's container is never the target of a touch itself: a touch that
/// lands on no subview (outside the sheet while the dimming is off, M3's
/// `largestUndimmedDetentIdentifier`) passes through to the presenter below.
/// An app's presentation controller's container takes such touches, as
/// UIKit's transition view does.
///
/// - Important: main actor only.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?
    var passesTouchesThrough = true

    // It draws nothing of its own: with its dimming and sheet shown as
    // compositing layers, it is nothing in the window's pixels.
    override var _drawsOnlyBackground: Bool { true }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let pc = presentationController else { return }
        pc.containerViewWillLayoutSubviews()
        pc._layoutContainer()
        pc.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && passesTouchesThrough ? nil : hit
    }
}
