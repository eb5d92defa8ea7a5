import CWaylandClient
import CWaylandProtocols
#if canImport(Glibc)
import Glibc
#endif

/// `wp_presentation`: when the compositor actually showed a frame, and the
/// display's refresh interval (A3). While something animates, each window
/// commit asks for feedback; `presented` tells the frame clock the refresh
/// rate and the time of the last frame shown, from which it predicts when the
/// next one will be (`targetTimestamp`). Frame callbacks still pace drawing;
/// this only makes the timing right on a 120 Hz or 48 Hz display.
@MainActor
final class Presentation {
    let proxy: OpaquePointer
    /// The compositor's presentation clock (`clock_id`): its timestamps are
    /// comparable with the event clock only when it is CLOCK_MONOTONIC.
    private(set) var clockID: UInt32?
    /// Feedback objects waiting for their event (they are ours until then).
    var pending: [PresentationFeedback] = []

    init(proxy: OpaquePointer) {
        self.proxy = proxy
        wp_presentation_add_listener(proxy, presentationListener, listenerData(self))
    }

    fileprivate func clockIDEvent(_ id: UInt32) { clockID = id }

    var isMonotonic: Bool { clockID == UInt32(CLOCK_MONOTONIC) }

    /// Asks for feedback on the surface's next commit. The corresponding
    /// Wayland request is `wp_presentation.feedback`.
    func requestFeedback(for surface: OpaquePointer, onPresented: @escaping (PresentationFeedback.Presented) -> Void) {
        guard let feedback = wp_presentation_feedback(proxy, surface) else { return }
        pending.append(PresentationFeedback(proxy: feedback, presentation: self, onPresented: onPresented))
    }

    /// The corresponding Wayland request is `wp_presentation.destroy`.
    func destroy() {
        for f in pending { f.destroy() }
        pending.removeAll()
        wp_presentation_destroy(proxy)
    }
}

/// One `wp_presentation_feedback`: destroyed at its `presented` or
/// `discarded` event (the protocol destroys the object then).
@MainActor
final class PresentationFeedback {
    struct Presented {
        /// When the frame turned to light, seconds of the presentation clock.
        var time: Double
        /// The output's refresh interval in seconds; nil when unknown (0).
        var refresh: Double?
        /// Whether `time` is on CLOCK_MONOTONIC, the event clock's base.
        var monotonic: Bool
    }

    let proxy: OpaquePointer
    private unowned let presentation: Presentation
    private let onPresented: (Presented) -> Void

    init(proxy: OpaquePointer, presentation: Presentation, onPresented: @escaping (Presented) -> Void) {
        self.proxy = proxy
        self.presentation = presentation
        self.onPresented = onPresented
        wp_presentation_feedback_add_listener(proxy, feedbackListener, listenerData(self))
    }

    fileprivate func presented(secHi: UInt32, secLo: UInt32, nsec: UInt32, refresh: UInt32) {
        // 64-bit seconds from two halves; nanoseconds past 10⁹ are the
        // compositor's mistake: clamped (F1).
        let seconds = Double(UInt64(secHi) << 32 | UInt64(secLo)) + Double(min(nsec, 999_999_999)) / 1e9
        let interval = Double(refresh) / 1e9
        // A refresh outside 1 ms … 1 s (1000 Hz … 1 Hz) is no display's.
        let plausible = interval >= 0.001 && interval <= 1 ? interval : nil
        let monotonic = presentation.isMonotonic
        finish()
        onPresented(Presented(time: seconds, refresh: plausible, monotonic: monotonic))
    }

    fileprivate func finish() {
        destroy()
        presentation.pending.removeAll { $0 === self }
    }

    /// The corresponding Wayland request is `wp_presentation_feedback.destroy`
    /// (client side: the object has no destructor request).
    func destroy() { wp_presentation_feedback_destroy(proxy) }
}

private nonisolated(unsafe) let presentationListener = makeListener(wp_presentation_listener(
    clock_id: { data, _, id in
        guard let p = listenerOwner(data, as: Presentation.self) else { return }
        MainActor.assumeIsolated { p.clockIDEvent(id) }
    }
))

private nonisolated(unsafe) let feedbackListener = makeListener(wp_presentation_feedback_listener(
    sync_output: { _, _, _ in },
    presented: { data, _, secHi, secLo, nsec, refresh, _, _, _ in
        guard let f = listenerOwner(data, as: PresentationFeedback.self) else { return }
        MainActor.assumeIsolated { f.presented(secHi: secHi, secLo: secLo, nsec: nsec, refresh: refresh) }
    },
    discarded: { data, _ in
        guard let f = listenerOwner(data, as: PresentationFeedback.self) else { return }
        MainActor.assumeIsolated { f.finish() }
    }
))
