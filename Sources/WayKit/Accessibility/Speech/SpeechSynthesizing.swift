import Foundation

/// Where the speech mode's words go (Y3): speech-dispatcher or espeak-ng on
/// a device (WayKitSpeech), a recorder in tests. Calls never block: a
/// synthesizer queues or hands off and returns.
@MainActor
public protocol SpeechSynthesizing: AnyObject {
    /// Says `text`; `interrupting` stops what is being said first (a new
    /// element under the finger), otherwise it is queued (read all).
    func speak(_ text: String, interrupting: Bool)
    /// Says `text` as `speak(_:interrupting:)` does, and calls `finished`
    /// once, on the main actor: true when it has all been spoken, false
    /// when it was stopped or interrupted first. The speech mode speaks
    /// announcements this way, to post
    /// `UIAccessibility.announcementDidFinishNotification`.
    ///
    /// The default only speaks: a synthesizer that cannot tell when speech
    /// ends never calls `finished`, and then no such notification is posted
    /// rather than a wrong one (speech-dispatcher, see docs/accessibility.md).
    func speak(_ text: String, interrupting: Bool, finished: @escaping @MainActor (Bool) -> Void)
    /// Stops speaking and forgets the queue.
    func stopSpeaking()
    func pause()
    func resume()
    /// Words per minute (espeak-ng's scale; 175 is its default).
    var rate: Int { get set }
    /// A voice name the synthesizer knows ("en", "de", "en-us+f3"); nil
    /// for its default.
    var voice: String? { get set }
}

extension SpeechSynthesizing {
    public func speak(_ text: String, interrupting: Bool, finished: @escaping @MainActor (Bool) -> Void) {
        speak(text, interrupting: interrupting)
    }
}

/// The speech request log tests read (Y3: "speech requests are checked
/// through a test speech sink"), also what a speech mode without a real
/// synthesizer uses, so nothing is lost: the last requests can be read.
@MainActor
public final class RecordingSpeechSynthesizer: SpeechSynthesizing {
    public enum Request: Equatable, Sendable {
        case speak(String, interrupting: Bool)
        case stop, pause, resume
    }

    public private(set) var requests: [Request] = []
    public var rate = 175
    public var voice: String?
    /// Keeps at most this many requests (a kiosk runs for months).
    let limit: Int
    /// Whether an utterance counts as spoken as soon as it is recorded
    /// (true: the recorder takes no time to speak). Tests that check what
    /// interrupting does set it false and end speech with
    /// ``finishSpeaking()``.
    public var finishesAtOnce = true
    private var unfinished: [@MainActor (Bool) -> Void] = []

    public init(limit: Int = 1_000) { self.limit = max(1, limit) }

    public func speak(_ text: String, interrupting: Bool) { speak(text, interrupting: interrupting) { _ in } }

    public func speak(_ text: String, interrupting: Bool, finished: @escaping @MainActor (Bool) -> Void) {
        if interrupting { end(spoken: false) }
        append(.speak(text, interrupting: interrupting))
        if finishesAtOnce { finished(true) } else { unfinished.append(finished) }
    }

    /// Everything asked so far has been spoken.
    public func finishSpeaking() { end(spoken: true) }

    private func end(spoken: Bool) {
        let ending = unfinished
        unfinished.removeAll()
        for finished in ending { finished(spoken) }
    }

    public func stopSpeaking() {
        end(spoken: false)
        append(.stop)
    }
    public func pause() { append(.pause) }
    public func resume() { append(.resume) }

    /// What was said, in order.
    public var spoken: [String] {
        requests.compactMap { if case .speak(let t, _) = $0 { return t } else { return nil } }
    }

    public func removeAll() { requests.removeAll() }

    private func append(_ request: Request) {
        if requests.count >= limit { requests.removeFirst(requests.count - limit + 1) }
        requests.append(request)
    }
}
