import Foundation

/// Where the speech mode's words go (Y3): speech-dispatcher or espeak-ng on
/// a device (WayKitSpeech), a recorder in tests. Calls never block: a
/// synthesizer queues or hands off and returns.
@MainActor
public protocol SpeechSynthesizing: AnyObject {
    /// Says `text`; `interrupting` stops what is being said first (a new
    /// element under the finger), otherwise it is queued (read all).
    func speak(_ text: String, interrupting: Bool)
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

    public init(limit: Int = 1_000) { self.limit = max(1, limit) }

    public func speak(_ text: String, interrupting: Bool) { append(.speak(text, interrupting: interrupting)) }
    public func stopSpeaking() { append(.stop) }
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
