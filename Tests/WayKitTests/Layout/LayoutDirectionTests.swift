import Foundation
import Testing
@testable import WayKit

/// A5: leading and trailing under a right-to-left semantic content attribute.
@MainActor
@Suite("Layout direction (A5)")
struct LayoutDirectionTests {
    @Test("A5: in a right-to-left view, leading is the right edge; left and right stay put")
    func leadingFlips() {
        let container = makeContainer(300, 100)
        let a = SizedView(50, 20), b = SizedView(50, 20)
        container.addSubview(a)
        container.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 20),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(a.frame.minX == 20)
        container.semanticContentAttribute = .forceRightToLeft
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        container.layoutIfNeeded()
        #expect(a.frame.maxX == 280, "leading + 20 is 20 in from the right")
        #expect(b.frame.minX == 20, "left is left in either direction")
        container.semanticContentAttribute = .unspecified
        container.layoutIfNeeded()
        #expect(a.frame.minX == 20)
    }

    @Test("A5: a right-to-left stack view lays its views out from the right; directional margins flip")
    func stackAndMargins() {
        let container = makeContainer(300, 50)
        let views = [SizedView(50, 20), SizedView(60, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.semanticContentAttribute = .forceRightToLeft
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            stack.leftAnchor.constraint(equalTo: container.leftAnchor),
            stack.rightAnchor.constraint(equalTo: container.rightAnchor),
        ])
        views[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        container.layoutIfNeeded()
        #expect(stack.layoutMargins.right == 30)
        #expect(stack.layoutMargins.left == 5)
        #expect(views[0].frame == CGRect(x: 220, y: 0, width: 50, height: 50))
        #expect(views[1].frame == CGRect(x: 5, y: 0, width: 205, height: 50))
    }
}
