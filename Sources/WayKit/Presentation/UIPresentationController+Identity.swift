import Foundation

// U1: UIKit's presentation controllers and sheet detents are NSObjects,
// equal only to themselves and hashable by identity; iOS code compares them
// with `==` and keeps them in sets. WayKit's are plain classes, and
// identity gives them the same meaning, as for responders
// (UIResponder+Identity).
extension UIPresentationController: Hashable, CustomStringConvertible {
    nonisolated public static func == (lhs: UIPresentationController, rhs: UIPresentationController) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    nonisolated public var description: String { "<\(type(of: self))>" }
}

extension UISheetPresentationController.Detent: Hashable, CustomStringConvertible {
    nonisolated public static func == (lhs: UISheetPresentationController.Detent, rhs: UISheetPresentationController.Detent) -> Bool {
        lhs === rhs
    }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    nonisolated public var description: String { "<UISheetPresentationControllerDetent: \(identifier.rawValue)>" }
}
