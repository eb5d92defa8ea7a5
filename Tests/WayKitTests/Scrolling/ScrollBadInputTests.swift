import Foundation
import Testing
@testable import WayKit
import WayKitTesting

@MainActor
@Suite(.serialized)
struct ScrollBadInputTests {
    @Test("S1: negative, non-finite and huge content sizes and a zero-sized scroll view scroll or stay still without trapping")
    func badSizes() {
        let scene = ScrollScene()
        scene.scrollView.contentSize = CGSize(width: -5, height: CGFloat.nan)
        #expect(scene.scrollView.contentSize == .zero)
        scene.scrollView.contentSize = CGSize(width: CGFloat.infinity, height: 10)
        #expect(scene.scrollView.contentSize.width == 0)
        scene.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        #expect(scene.scrollView.contentOffset == .zero)
        scene.backend.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 100))
        scene.backend.advanceTime(by: 3)
        #expect(scene.scrollView.contentOffset == .zero)

        scene.scrollView.contentSize = CGSize(width: 400, height: 1e9)
        for _ in 0..<5 { scene.backend.drag(from: CGPoint(x: 300, y: 390), to: CGPoint(x: 300, y: 10), steps: 3) }
        scene.backend.advanceTime(by: 1)
        #expect(scene.scrollView.contentOffset.y > 1000)
        scene.backend.type(UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: [], keyCode: .keyboardEnd))
        _ = scene.scrollView.becomeFirstResponder()
        scene.backend.type(UIKey(characters: "", charactersIgnoringModifiers: "", modifierFlags: [], keyCode: .keyboardEnd))
        scene.backend.advanceTime(by: 1)
        #expect(scene.scrollView.contentOffset.y == 1e9 - 400)

        scene.scrollView.frame = .zero
        scene.scrollView.contentSize = CGSize(width: 100, height: 100)
        #expect(ScrollMotion.rubberBand(50, dimension: 0) == 0)
        scene.scrollView.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        scene.scrollView.setZoomScale(.nan, animated: false)
        scene.scrollView.scrollRectToVisible(CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1), animated: true)
        scene.backend.advanceTime(by: 1)
    }
}
