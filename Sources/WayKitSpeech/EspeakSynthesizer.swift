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

    /// Utterances of this synthesizer not yet told as ended.
    private var unfinished: Set<Int> = []

    public func speak(_ text: String, interrupting: Bool) {
        speak(text, interrupting: interrupting, finished: nil)
    }

    public func speak(_ text: String, interrupting: Bool, finished: @escaping @MainActor (Bool) -> Void) {
        speak(text, interrupting: interrupting, finished: Optional(finished))
    }

    private func speak(_ text: String, interrupting: Bool, finished: (@MainActor (Bool) -> Void)?) {
        let url = wavURL
        if interrupting, url == nil { endAll() }
        let id = finished.map { EspeakUtterances.begin($0) } ?? 0
        if id > 0 {
            // Ended ones are dropped now and then: a kiosk speaks for months.
            if unfinished.count >= 64 { unfinished = unfinished.filter(EspeakUtterances.isWaiting) }
            unfinished.insert(id)
        }
        queue.async {
            if interrupting, url == nil { EspeakEngine.cancel() }
            EspeakEngine.say(text, into: url, id: id)
        }
    }

    /// What espeak-ng is cancelling never reaches its end: told as cut off
    /// now (espeak-ng drops the queued events of a cancelled message).
    private func endAll() {
        for id in unfinished { EspeakUtterances.end(id, spoken: false) }
        unfinished.removeAll()
    }

    public func stopSpeaking() {
        endAll()
        queue.async { EspeakEngine.cancel() }
    }
    // espeak-ng has no pause: pausing stops, as VoiceOver's pause then
    // resumes with the next element.
    public func pause() {
        endAll()
        queue.async { EspeakEngine.cancel() }
    }
    public func resume() {}

    /// Waits until everything asked so far is spoken or written (tests).
    public func finish() { queue.sync {} }

    isolated deinit { endAll() }
}

/// Utterances waiting for espeak-ng's end-of-message event, by the number
/// passed to espeak_Synth as its user data. The event comes on espeak-ng's
/// thread and is handed to the main queue.
@MainActor
enum EspeakUtterances {
    private static var waiting: [Int: @MainActor (Bool) -> Void] = [:]
    private static var next = 1

    static func begin(_ finished: @escaping @MainActor (Bool) -> Void) -> Int {
        let id = next
        // Numbers travel as a pointer's bits: kept positive and non-zero
        // (0 is "nobody waits").
        next = next >= Int(Int32.max) ? 1 : next + 1
        waiting[id] = finished
        return id
    }

    /// The first end told wins; later ones (a cancelled message's event
    /// arriving after all) find nothing.
    static func end(_ id: Int, spoken: Bool) {
        waiting.removeValue(forKey: id)?(spoken)
    }

    nonisolated static func ended(_ id: Int) {
        guard id > 0 else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { end(id, spoken: true) } }
    }

    static func isWaiting(_ id: Int) -> Bool { waiting[id] != nil }
}

/// The process's espeak-ng, touched only on synthesizers' queues (and
/// under `lock` for its one-time start).
enum EspeakEngine {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var started: Bool?
    nonisolated(unsafe) private static var sampleRate = 22_050
    nonisolated(unsafe) private static var wav: WAVFile?
    nonisolated(unsafe) private static var wavFailureLogged = false
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
            espeak.setSynthCallback { samples, count, events in
                // Called on the synthesizing thread: inside espeak_Synth when
                // synchronous, espeak-ng's own as it plays otherwise.
                if let samples, count > 0 {
                    EspeakEngine.collected.append(contentsOf: UnsafeBufferPointer(start: samples, count: Int(count)))
                }
                // The events end with LIST_TERMINATED; a message's end
                // carries the number `say` passed (bounded walk: the list
                // is espeak-ng's, not ours). espeak-ng sends MSG_TERMINATED
                // only when it plays; a synchronous `say` tells the end
                // itself.
                if let events {
                    var i = 0
                    while i < 4_096, events[i].type != espeakEVENT_LIST_TERMINATED {
                        if events[i].type == espeakEVENT_MSG_TERMINATED {
                            EspeakUtterances.ended(Int(bitPattern: events[i].user_data))
                        }
                        i += 1
                    }
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

    static func say(_ text: String, into url: URL?, id: Int = 0) {
        guard let library else {
            // Nothing will speak it: told as not spoken.
            if id > 0 { DispatchQueue.main.async { MainActor.assumeIsolated { EspeakUtterances.end(id, spoken: false) } } }
            return
        }
        collected.removeAll(keepingCapacity: true)
        let bytes = Array(text.utf8) + [0]
        let result = bytes.withUnsafeBufferPointer { buffer in
            library.synth(buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0,
                         UInt32(espeakCHARS_UTF8), nil, UnsafeMutableRawPointer(bitPattern: id))
        }
        if result != EE_OK, id > 0 {
            DispatchQueue.main.async { MainActor.assumeIsolated { EspeakUtterances.end(id, spoken: false) } }
        }
        guard let url else { return }
        // Synchronous mode: the samples are all here now.
        _ = library.synchronize()
        if wav == nil || wav?.url != url { wav = WAVFile(url: url, sampleRate: sampleRate) }
        wav?.append(collected)
        do { try wav?.write() } catch {
            // Once: a full disk would otherwise say it at every utterance.
            if !wavFailureLogged {
                wavFailureLogged = true
                FileHandle.standardError.write(Data("WayKit speech: cannot write \(url.path): \(error)\n".utf8))
            }
        }
        // Written whole: spoken, as far as a WAV file goes (synchronous
        // synthesis sends no end-of-message event).
        EspeakUtterances.ended(id)

    }
}
