import Foundation

/// What a custom detent's resolver is given (M3): the largest height a
/// detent may have in the sheet's container, and the container's traits.
///
/// - Important: main actor only.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the `.large()` detent.
    var maximumDetentValue: CGFloat { get }
}

/// The context WayKit hands resolvers.
@MainActor
final class SheetDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    init(traits: UITraitCollection, maximumDetentValue: CGFloat) {
        containerTraitCollection = traits
        self.maximumDetentValue = maximumDetentValue
    }
}

extension UISheetPresentationController {
    /// A height a sheet rests at (M3): `.medium()` (about half the window),
    /// `.large()` (the full sheet), or a custom height from a resolver.
    ///
    /// - Important: main actor only.
    @MainActor
    public final class Detent {
        /// A detent's name, as ``UISheetPresentationController/selectedDetentIdentifier``
        /// and ``UISheetPresentationController/largestUndimmedDetentIdentifier`` refer to it.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// UIKit's own names, so identifiers compare as they do on iOS.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        enum Kind {
            case medium, large
            case custom(@MainActor (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        }

        public let identifier: Identifier
        let kind: Kind

        init(identifier: Identifier, kind: Kind) {
            self.identifier = identifier
            self.kind = kind
        }

        public static func medium() -> Detent { Detent(identifier: .medium, kind: .medium) }
        public static func large() -> Detent { Detent(identifier: .large, kind: .large) }

        /// A detent whose height the resolver gives (nil: the detent is not
        /// shown now). Without an identifier it gets a unique one.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom-\(UUID().uuidString)"), kind: .custom(resolver))
        }

        /// The height in `context`, or nil when the detent is inactive. The
        /// resolver's answer is taken as given here; the sheet drops or clamps
        /// a bad one (UISheetPresentationController+Geometry).
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            switch kind {
            case .large: return context.maximumDetentValue
            case .medium: return (context.maximumDetentValue * SheetMetrics.mediumFraction).rounded()
            case .custom(let resolver): return resolver(context)
            }
        }
    }
}
