import Foundation
import Testing
@testable import WayKit
import WayKitTesting

/// Issue 20's everyday controls: UIActivityIndicatorView animates only while
/// it animates and is shown (A3: no frames otherwise), UIProgressView clamps
/// and animates its progress.
@MainActor
@Suite(.serialized)
struct ActivityIndicatorAndProgressTests {
    var needsFrames: Bool { UIApplication.shared.frameClock.needsFrames }

    @Test("A3, issue 20: an activity indicator asks for frames only while it animates and is shown in a window")
    func spinnerFrames() {
        let backend = HeadlessBackend()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating, "hidden until started (hidesWhenStopped)")
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        #expect(!needsFrames, "in no window: no frames")
        window.addSubview(spinner)
        #expect(needsFrames)
        let frames = backend.frameCount
        var spokes: Set<Int> = []
        for _ in 0..<8 {
            backend.advanceTime(by: 0.125)
            spokes.insert(spinner._leadingSpoke)
        }
        #expect(backend.frameCount > frames + 30)
        #expect(spokes.count >= 6, "the bright spoke steps round: \(spokes)")
        spinner.isHidden = true
        #expect(!needsFrames, "hidden: no frames")
        spinner.isHidden = false
        #expect(needsFrames)
        spinner.removeFromSuperview()
        #expect(!needsFrames, "out of the window: no frames")
        window.addSubview(spinner)
        #expect(needsFrames)
        spinner.stopAnimating()
        #expect(!needsFrames && spinner.isHidden && !spinner.isAnimating)
        let idle = backend.frameCount
        backend.advanceTime(by: 1)
        #expect(backend.frameCount == idle, "stopped: idle costs nothing")
    }

    @Test("issue 20: an activity indicator's sizes, colour and hidesWhenStopped")
    func spinnerProperties() {
        _ = HeadlessBackend()
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(large.frame.size == CGSize(width: 37, height: 37))
        #expect(medium.color == .systemGray)
        medium.color = .systemRed
        #expect(medium.color == .systemRed)
        medium.color = nil
        #expect(medium.color == .systemGray, "null_resettable")
        medium.hidesWhenStopped = false
        #expect(!medium.isHidden, "shown stopped")
        medium.startAnimating()
        medium.stopAnimating()
        #expect(!medium.isHidden)
    }

    @Test("A3, issue 20: a progress view clamps its progress; setProgress(_:animated:) moves the drawn fill there, asking for frames only meanwhile")
    func progress() {
        let backend = HeadlessBackend()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.makeKeyAndVisible()
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 10, y: 10, width: 280, height: 4)
        #expect(bar.intrinsicContentSize.height == 4)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -2
        #expect(bar.progress == 0)
        bar.setProgress(.nan, animated: false)
        #expect(bar.progress == 0)
        // Not in a window: no animation.
        bar.setProgress(0.5, animated: true)
        #expect(bar._displayedProgress == 0.5 && !needsFrames)
        window.addSubview(bar)
        bar.setProgress(0.9, animated: false)
        #expect(bar._displayedProgress == 0.9 && !needsFrames)
        bar.setProgress(0.1, animated: true)
        #expect(bar.progress == Float(0.1), "the model value at once")
        #expect(bar._displayedProgress == 0.9 && needsFrames)
        backend.advanceTime(by: 0.1)
        #expect(bar._displayedProgress < 0.9 && bar._displayedProgress > 0.1)
        backend.advanceTime(by: 0.3)
        #expect(bar._displayedProgress == 0.1)
        #expect(!needsFrames)
        bar.setProgress(7, animated: true)
        #expect(bar.progress == 1)
        backend.advanceTime(by: 0.5)
        #expect(bar._displayedProgress == 1)
    }
}
