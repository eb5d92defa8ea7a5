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

