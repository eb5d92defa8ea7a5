import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Fast scrolling: a scroll step of an opaque scroll view tells the window
/// which pixels moved, and damages only the strip that appears.
@MainActor
@Suite(.serialized)
struct FastScrollingTests {
    private func scene() -> (HeadlessBackend, UIWindow, UIScrollView) {
        let backend = HeadlessBackend(size: CGSize(width: 400, height: 400))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 50, width: 400, height: 300))
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 400, height: 3000)
        for i in 0..<30 {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 400, height: 50))
            band.backgroundColor = .systemBlue
            scroll.addSubview(band)
        }
        window.addSubview(scroll)
        window.layoutIfNeededForDisplay()
        _ = window.takeDamage()
        return (backend, window, scroll)
    }

    @Test("S1: a scroll step of an opaque scroll view is a pixel move plus the strip that appears")
    func moveAndStrip() {
        let (_, window, scroll) = scene()
        scroll.contentOffset = CGPoint(x: 0, y: 12)
        let (damage, moves) = window.takeDamageAndScrollMoves()
        #expect(moves == [WindowScrollMove(rect: CGRect(x: 0, y: 50, width: 400, height: 300), dx: 0, dy: -12)])
        #expect(damage == [CGRect(x: 0, y: 338, width: 400, height: 12)])
    }

    @Test("S1: without taking the moves, the moved area is damage, as before")
    func legacyDamage() {
        let (_, window, scroll) = scene()
        scroll.contentOffset = CGPoint(x: 0, y: 12)
        let damage = window.takeDamage() ?? []
        #expect(damage.contains { $0.contains(CGRect(x: 0, y: 50, width: 400, height: 300)) })
    }

    @Test("S1: damage recorded before the step inside the area is carried along with it")
    func carriedDamage() {
        let (_, window, scroll) = scene()
        let band = scroll.subviews[1]
        band.backgroundColor = .systemRed
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        let (damage, _) = window.takeDamageAndScrollMoves()
        // The band at content y 100 was at window y 150, now 130.
        #expect(damage?.contains(CGRect(x: 0, y: 150, width: 400, height: 50)) == true)
        #expect(damage?.contains(CGRect(x: 0, y: 130, width: 400, height: 50)) == true)
    }

    @Test("S1: a translucent, rounded or covered scroll view, or one in a translucent parent, is repainted instead")
    func ineligible() {
        let (_, window, scroll) = scene()
        scroll.backgroundColor = UIColor(white: 1, alpha: 0.5)
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        #expect(window.takeDamageAndScrollMoves().moves.isEmpty)
        scroll.backgroundColor = .white
        scroll.layer.cornerRadius = 8
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        #expect(window.takeDamageAndScrollMoves().moves.isEmpty)
        scroll.layer.cornerRadius = 0
        let badge = UIView(frame: CGRect(x: 10, y: 340, width: 20, height: 20))
        badge.backgroundColor = .systemRed
        window.addSubview(badge)
        _ = window.takeDamage()
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        #expect(window.takeDamageAndScrollMoves().moves.isEmpty)
        badge.removeFromSuperview()
        _ = window.takeDamage()
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        #expect(window.takeDamageAndScrollMoves().moves.count == 1)
    }

    @Test("S4: a glide moves by whole points until it rests, so its steps are pixel moves")
    func wholePointSteps() {
        let (backend, window, scroll) = scene()
        backend.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), steps: 5)
        var moves = 0
        for _ in 0..<30 {
            backend.stepFrame()
            let y = scroll.contentOffset.y
            if scroll.isDecelerating { #expect(y == y.rounded()) }
            moves += window.takeDamageAndScrollMoves().moves.count
        }
        #expect(moves >= 20)
    }

    @Test("S1: PixelBuffer.move shifts the pixels of a rectangle and leaves the uncovered ones")
    func pixelMove() {
        var storage = [UInt32](repeating: 0, count: 16)
        for i in 0..<16 { storage[i] = UInt32(i) }
        storage.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            let buffer = PixelBuffer(base: base, width: 4, height: 4, stride: 16)
            buffer.move((x: 0, y: 0, width: 4, height: 4), dx: 0, dy: 1)
            buffer.move((x: 1, y: 0, width: 3, height: 4), dx: -1, dy: 0)
        }
        // Down one row: row 0 kept, rows 1–3 are old rows 0–2; then columns
        // 2–3 moved left into 1–2 within x 1…3.
        #expect(storage == [0, 2, 3, 3,
                            0, 2, 3, 3,
                            4, 6, 7, 7,
                            8, 10, 11, 11])
    }
}
