import CEspeakNG
import Foundation
import WayKit

/// Speech through espeak-ng's library (Y3): played by espeak-ng's own audio
/// thread, or written to a WAV file (`WAYKIT_SPEECH_WAV`, and the test that
/// checks real speech end to end).
///
/// espeak-ng is one engine per process: it is initialised once, in the mode
/// the first synthesizer asks for. Playback calls return at once (espeak-ng
/// queues and speaks on its thread); WAV synthesis runs on a serial queue of
/// ours, so the main thread never waits for either.
@MainActor
public final class EspeakSynthesizer: SpeechSynthesizing {
    public var rate = 175 { didSet { let r = rate; queue.async { EspeakEngine.setRate(r) } } }
    public var voice: String? { didSet { let v = voice; queue.async { EspeakEngine.setVoice(v) } } }
    private let queue = DispatchQueue(label: "org.waykit.espeak")
    private let wavURL: URL?

    /// Plays speech, or, with `wavURL`, appends it to that WAV file. Nil
    /// when espeak-ng cannot start (no voice data): logged once.
    public init?(wavURL: URL? = nil) {
        self.wavURL = wavURL
        guard EspeakEngine.start(synchronous: wavURL != nil) else { return nil }
        let r = rate
        queue.async { EspeakEngine.setRate(r) }
    }

    public func speak(_ text: String, interrupting: Bool) {
        let url = wavURL
        queue.async {
            if interrupting, url == nil { EspeakEngine.cancel() }
            EspeakEngine.say(text, into: url)
        }
    }

    public func stopSpeaking() { queue.async { EspeakEngine.cancel() } }
    // espeak-ng has no pause: pausing stops, as VoiceOver's pause then
    // resumes with the next element.
    public func pause() { queue.async { EspeakEngine.cancel() } }
    public func resume() {}

    /// Waits until everything asked so far is spoken or written (tests).
    public func finish() { queue.sync {} }
}

/// The process's espeak-ng, touched only on synthesizers' queues (and
/// under `lock` for its one-time start).
enum EspeakEngine {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var started: Bool?
    nonisolated(unsafe) private static var sampleRate = 22_050
    nonisolated(unsafe) private static var wav: WAVFile?
    /// Samples of the utterance being synthesized (synchronous mode).
    nonisolated(unsafe) static var collected: [Int16] = []
    /// The library, once `start` opened it.
    nonisolated(unsafe) private static var library: EspeakLibrary?

    static func start(synchronous: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let started { return started }
        let output = synchronous ? AUDIO_OUTPUT_SYNCHRONOUS : AUDIO_OUTPUT_PLAYBACK
        guard let espeak = EspeakLibrary.loaded.library else {
            FileHandle.standardError.write(Data("WayKit speech: espeak-ng unavailable (\(EspeakLibrary.loaded.reason)); speech is off\n".utf8))
            started = false
            return false
        }
        let rate = espeak.initialize(output, 0, nil, 0)
        let ok = rate > 0
        if ok {
            library = espeak
            sampleRate = Int(rate)
            espeak.setSynthCallback { samples, count, _ in
                // Called on the synthesizing thread, inside espeak_Synth.
                if let samples, count > 0 {
                    EspeakEngine.collected.append(contentsOf: UnsafeBufferPointer(start: samples, count: Int(count)))
                }
                return 0
            }
        } else {
            FileHandle.standardError.write(Data("WayKit speech: espeak-ng could not start (no voice data?); speech is off\n".utf8))
        }
        started = ok
        return ok
    }

    static func setRate(_ wpm: Int) {
        _ = library?.setParameter(espeakRATE, Int32(min(450, max(80, wpm))), 0)
    }

    static func setVoice(_ name: String?) {
        _ = library?.setVoiceByName(name ?? "en")
    }

    static func cancel() { _ = library?.cancel() }

    static func say(_ text: String, into url: URL?) {
        guard let library else { return }
        collected.removeAll(keepingCapacity: true)
        let bytes = Array(text.utf8) + [0]
        _ = bytes.withUnsafeBufferPointer { buffer in
            library.synth(buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0,
                         UInt32(espeakCHARS_UTF8), nil, nil)
        }
        guard let url else { return }
        // Synchronous mode: the samples are all here now.
        _ = library.synchronize()
        if wav == nil || wav?.url != url { wav = WAVFile(url: url, sampleRate: sampleRate) }
        wav?.append(collected)
        do { try wav?.write() } catch {
            FileHandle.standardError.write(Data("WayKit speech: cannot write \(url.path): \(error)\n".utf8))
        }
    }
}
