import Foundation

// U: UIKit's responders are NSObjects, equal only to themselves and
// hashable by identity, so iOS code compares controllers with `==`, finds
// them with `firstIndex(of:)` and keeps views in sets. WayKit's responders
// are not NSObjects; identity gives them the same meaning.
extension UIResponder: Hashable {
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
