import Foundation

/// The view properties `UIView.animate` animates (A1): geometry, transform,
/// alpha, background colour and the layer's corner radius and border.
enum AnimatableProperty: Int, Hashable, Sendable, CaseIterable {
    /// The bounds' origin (a scroll view's offset) and size animate apart.
    case boundsOrigin, boundsSize, center, transform, alpha, backgroundColor, cornerRadius, borderWidth, borderColor

    var name: String {
        switch self {
        case .boundsOrigin: "bounds.origin"
        case .boundsSize: "bounds.size"
        case .center: "center"
        case .transform: "transform"
        case .alpha: "alpha"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        }
    }
}
