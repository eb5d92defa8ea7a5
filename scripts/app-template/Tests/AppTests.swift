import Testing
import WayKit
import WayKitTesting
@testable import __NAME__

/// The app launched headless, as `@main` launches it under a compositor:
/// the same delegates, on a virtual clock, with touches injected.
@MainActor
@Test func tapCountsOnTheButton() throws {
    let backend = HeadlessBackend.launch(AppDelegate.self)
    let window = try #require(backend.launchedScenes.first?.windows.first)
    let controller = try #require(window.rootViewController as? ViewController)
    window.layoutIfNeeded()

    let button = controller.button
    backend.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
    backend.advanceTime(by: 0.5)

    #expect(controller.taps == 1)
    #expect(button.title(for: .normal) == "Tapped 1")
    // What is drawn: the window's background where there is no button.
    let pixels = try #require(backend.render(window))
    #expect(pixels.pixel(at: CGPoint(x: 5, y: 5), matches: .systemBackground))
}
