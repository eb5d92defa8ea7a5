import Foundation

/// The caret's blink (K1): shown solid for a moment after each edit or
/// move, then on and off every half second on the application's clock, so
/// tests step it on the virtual clock. It stops when editing ends, so an
/// idle app with no focused field makes no frames.
@MainActor
final class CaretBlinker {
    static let interval: TimeInterval = 0.5
    private(set) var isVisible = true
    private var timer: EventTimer?
    private let redraw: @MainActor () -> Void

    init(redraw: @escaping @MainActor () -> Void) { self.redraw = redraw }

    /// Shows the caret now and restarts the blink.
    func restart() {
        timer?.invalidate()
        if !isVisible { isVisible = true; redraw() }
        schedule()
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        isVisible = true
    }

    private func schedule() {
        timer = UIApplication.shared.clock.schedule(after: Self.interval) { [weak self] in
            guard let self else { return }
            self.isVisible.toggle()
            self.redraw()
            self.schedule()
        }
    }
}
