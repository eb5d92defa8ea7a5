import Foundation

extension UIButton {
    /// The size a button draws its image at in `bounds` (U5): its own size,
    /// shrunk to fit where the button is smaller, never stretched, as UIKit
    /// sizes a button's image (`imageRect(forContentRect:)`). Each side is cut
    /// to the button's, which changes a non-square image's proportions, as
    /// UIKit's image view does at its default content mode (scale to fill).
    public func _imageSize(for imageSize: CGSize, in bounds: CGRect) -> CGSize {
        guard imageSize.width.isFinite, imageSize.height.isFinite else { return .zero }
        return CGSize(width: max(0, min(imageSize.width, bounds.width)),
                      height: max(0, min(imageSize.height, bounds.height)))
    }
}
