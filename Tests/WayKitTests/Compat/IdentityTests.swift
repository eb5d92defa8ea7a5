import Foundation
import Testing
@testable import WayKit

@MainActor
struct IdentityTests {
    @Test("U1: responders are equal only to themselves and hash by identity, as NSObjects: firstIndex(of:), ==, Set")
    func identity() {
        let pages = [UIViewController(), UIViewController(), UIViewController()]
        #expect(pages.firstIndex(of: pages[2]) == 2)
        #expect(pages[0] == pages[0] && pages[0] != pages[1])
        let a = UIView(), b = UIView()
        a.frame = b.frame
        #expect(a != b, "same frame, still two views")
        #expect(Set([a, b, a]).count == 2)
        let responders: [UIResponder] = [a, pages[1]]
        #expect(responders.contains(pages[1]) && !responders.contains(b))
    }
}

/// U1: UIColor is an NSObject, as UIKit's: NSObject equality and hashing,
/// and usable where UIKit code expects an NSObject.
@MainActor
struct ColorObjectTests {
    @Test("U1: UIColor is an NSObject: isEqual, hash and description; a dynamic colour equals only itself")
    func colorIsNSObject() {
        let a: NSObject = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(a.isEqual(UIColor.red))
        #expect(a.hash == UIColor.red.hash)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .label]).count == 2)
        #expect(!UIColor.label.isEqual(UIColor.black) && UIColor.label.isEqual(UIColor.label))
        #expect(UIColor.red.description.contains("UIColor"))
        let attributes: [NSAttributedString.Key: NSObject] = [.foregroundColor: UIColor.label]
        #expect(attributes[.foregroundColor] === UIColor.label)
    }
}
