import Foundation

// U1: UIKit's sheet detents are NSObjects, equal only
// to themselves and hashable by identity; iOS code compares them with `==`
// and keeps them in sets. A detent is a plain class, and identity gives it the same
// meaning.
extension UISheetPresentationController.Detent: Hashable, CustomStringConvertible {
    nonisolated public static func == (lhs: UISheetPresentationController.Detent, rhs: UISheetPresentationController.Detent) -> Bool {
        lhs === rhs
    }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    nonisolated public var description: String { "<UISheetPresentationControllerDetent: \(identifier.rawValue)>" }
}
