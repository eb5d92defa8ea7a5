import CSpeechDispatcher
import Foundation
import WayKit

/// Speech through speech-dispatcher (Y3), the desktop's speech service: the
/// person's own voice, rate and language settings, any synthesizer the
/// device has. The connection lives on a serial queue of ours: opening it
/// (which may start the daemon) and every request run there, so a slow or
/// dead daemon never holds up the main thread. A connection that fails is
/// logged once; `onFailure` lets the caller fall back to espeak-ng.
@MainActor
public final class SpeechDispatcherSynthesizer: SpeechSynthesizing {
    public var rate = 175 { didSet { let r = rate; run { _ = $1.setVoiceRate($0, Self.spdRate(r)) } } }
    public var voice: String? {
        didSet {
            guard let v = voice else { return }
            run { connection, library in _ = v.withCString { library.setSynthesisVoice(connection, $0) } }
        }
    }
    /// Told on the main actor when the daemon cannot be reached.
    public var onFailure: (@MainActor () -> Void)?

    private let queue = DispatchQueue(label: "org.waykit.speechd")
    private let box = ConnectionBox()

    /// The connection, touched only on `queue`.
    private final class ConnectionBox: @unchecked Sendable {
        var connection: UnsafeMutablePointer<SPDConnection>?
        var failed = false
        var library: SpeechDispatcherLibrary?
    }

    public init(clientName: String = "waykit") {
        // A daemon that dies mid-session must cost an EPIPE, not the app.
        waykit_speech_ignore_sigpipe()
        let box = self.box
        queue.async { [weak self] in
            var error: UnsafeMutablePointer<CChar>?
            let (library, reason) = SpeechDispatcherLibrary.loaded
            let c = library?.open2(clientName, "main", nil, SPD_MODE_SINGLE, nil, 1, &error)
            if let c {
                box.connection = c
                box.library = library
            } else {
                box.failed = true
                let why = library == nil ? reason : error.map { String(cString: $0) } ?? "no reason given"
                free(error)
                FileHandle.standardError.write(Data("WayKit speech: speech-dispatcher unavailable (\(why)); using espeak-ng\n".utf8))
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.onFailure?() } }
            }
        }
    }

    isolated deinit {
        let box = self.box
        queue.async {
            if let c = box.connection { box.library?.close(c) }
            box.connection = nil
        }
    }

    public func speak(_ text: String, interrupting: Bool) {
        let box = self.box
        run { [weak self] c, library in
            if interrupting { _ = library.cancel(c) }
            // A daemon that died answers with an error: the connection is
            // closed, logged once, and espeak-ng takes over (`onFailure`).
            guard library.say(c, interrupting ? SPD_IMPORTANT : SPD_TEXT, text) < 0 else { return }
            library.close(c)
            box.connection = nil
            box.failed = true
            FileHandle.standardError.write(Data("WayKit speech: speech-dispatcher stopped answering; using espeak-ng\n".utf8))
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.onFailure?() } }
        }
    }

    public func stopSpeaking() { run { _ = $1.cancel($0) } }
    public func pause() { run { _ = $1.pause($0) } }
    public func resume() { run { _ = $1.resume($0) } }

    /// Waits until the queue has handled everything asked so far (tests).
    public func finish() { queue.sync {} }

    private func run(_ body: @escaping @Sendable (UnsafeMutablePointer<SPDConnection>, SpeechDispatcherLibrary) -> Void) {
        let box = self.box
        queue.async {
            guard let c = box.connection, let library = box.library else { return }
            body(c, library)
        }
    }

    /// speech-dispatcher's rate is -100…100 around the voice's default;
    /// ours is words per minute around espeak-ng's 175.
    nonisolated static func spdRate(_ wpm: Int) -> Int32 {
        Int32(max(-100, min(100, (wpm - 175) * 100 / 275)))
    }
}
