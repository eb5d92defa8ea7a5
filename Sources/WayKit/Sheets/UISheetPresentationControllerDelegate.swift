import Foundation

/// A sheet's delegate (M3): what the adaptive delegate hears, and when the
/// user drags the sheet to another detent. Set it as the sheet's
/// `delegate` (the presentation controller's, as on iOS).
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent (not called when the
    /// app sets ``UISheetPresentationController/selectedDetentIdentifier``).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
