import Foundation
import Testing
@testable import WayKit
@testable import WayKitSpeech
import WayKitTesting

/// Y3: real speech, end to end: a touch in speech mode, through the
/// recognizers and the speech mode, to espeak-ng's voice written to a WAV
/// file (no sound card needed).
@MainActor
@Suite(.serialized)
struct SpeechOutputTests {
    @Test("Y3: a tap in speech mode is spoken by espeak-ng into a WAV file (WAYKIT_SPEECH_WAV)")
    func speaksIntoWAV() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-speech-\(getpid()).wav")
        try? FileManager.default.removeItem(at: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let synthesizer = SystemSpeech.makeSynthesizer(environment: ["WAYKIT_SPEECH_WAV": url.path])
        let espeak = try #require(synthesizer as? EspeakSynthesizer, "espeak-ng's library and voices are installed")
        let f = AccessibilityFixture()
        let button = UIButton(type: .system)
        button.setTitle("Print ticket", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        f.root.view.addSubview(button)
        SpeechMode.shared.synthesizer = espeak
        SpeechMode.shared.start()
        defer {
            SpeechMode.shared.stop()
            SpeechMode.shared.synthesizer = RecordingSpeechSynthesizer()
        }
        f.backend.tap(at: CGPoint(x: 100, y: 220))
        f.backend.advanceTime(by: 0.5)
        espeak.finish()
        let data = try Data(contentsOf: url)
        #expect(data.count > 44 && data.prefix(4) == Data("RIFF".utf8) && data[8..<12] == Data("WAVE".utf8))
        let rate = data[24..<28].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        let samples = (data.count - 44) / 2
        // "Screen reader on", the first element, and "Print ticket, button":
        // well over a second of speech.
        #expect(rate > 8_000 && Double(samples) / Double(rate) > 1.0, "\(samples) samples at \(rate) Hz")
        var energy = 0.0
        data.dropFirst(44).withUnsafeBytes { raw in
            for s in raw.bindMemory(to: Int16.self) { energy += Double(s) * Double(s) }
        }
        #expect((energy / Double(max(1, samples))).squareRoot() > 100, "not silence")
    }

    @Test("Y3: espeak-ng tells when an utterance has been spoken (written whole into the WAV file; when it plays, by its end-of-message event), so the speech mode can post announcementDidFinishNotification")
    func espeakTellsTheEnd() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-speech-end-\(getpid()).wav")
        try? FileManager.default.removeItem(at: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let espeak = try #require(EspeakSynthesizer(wavURL: url), "espeak-ng's library and voices are installed")
        var ends: [Bool] = []
        espeak.speak("Ticket printed", interrupting: false) { ends.append($0) }
        espeak.speak("Take your card", interrupting: false) { ends.append($0) }
        espeak.finish()
        // The ends come through the main queue: a block queued now runs
        // after them.
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(ends == [true, true])
        #expect(try Data(contentsOf: url).count > 44)
    }

    @Test("Y3: espeak-ng's rate is settable (the same words at 350 words a minute take well under half the samples of 100) and its voice too; an unknown voice keeps speaking in the last good one")
    func espeakRateAndVoice() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-rate-\(getpid()).wav")
        try? FileManager.default.removeItem(at: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let espeak = try #require(EspeakSynthesizer(wavURL: url), "espeak-ng's library and voices are installed")
        func samples() throws -> Int {
            espeak.finish()
            return max(0, (try Data(contentsOf: url).count - 44) / 2)
        }
        let text = "Print ticket, button. Double tap to activate."
        espeak.rate = 100
        espeak.speak(text, interrupting: false)
        let slow = try samples()
        espeak.rate = 350
        espeak.speak(text, interrupting: false)
        let fast = try samples() - slow
        #expect(slow > 0 && fast > 0 && Double(fast) < Double(slow) * 0.5, "\(slow) samples at 100, \(fast) at 350")

        espeak.rate = 175
        espeak.voice = "de"
        espeak.speak("Fahrkarte drucken", interrupting: false)
        let german = try samples()
        espeak.voice = "no-such-voice"
        espeak.speak(text, interrupting: false)
        #expect(try samples() > german, "still speaking after an unknown voice")
        espeak.voice = nil
    }

    @Test("Y3: a speech-dispatcher that cannot be reached costs the main thread nothing, is logged once, and espeak-ng takes over")
    func speechDispatcherMissing() async throws {
        // An address where no daemon listens (libspeechd reads
        // SPEECHD_ADDRESS): what a device without the daemon, or with one
        // that died and left its socket path, gives.
        let previous = ProcessInfo.processInfo.environment["SPEECHD_ADDRESS"]
        setenv("SPEECHD_ADDRESS", "unix_socket:/nonexistent/waykit-speechd.sock", 1)
        defer {
            if let previous { setenv("SPEECHD_ADDRESS", previous, 1) } else { unsetenv("SPEECHD_ADDRESS") }
        }
        let clock = ContinuousClock()
        var failures = 0
        let start = clock.now
        let speechd = SpeechDispatcherSynthesizer(clientName: "waykit-test")
        speechd.onFailure = { failures += 1 }
        speechd.speak("Print ticket", interrupting: true)
        speechd.rate = 200
        let onMain = clock.now - start
        #expect(onMain < .milliseconds(50), "opening and speaking run on the synthesizer's queue: \(onMain)")
        speechd.finish()
        for _ in 0..<1_000 where failures == 0 { await Task.yield() }
        #expect(failures == 1, "told once, however many requests followed")
        // What SystemSpeech then does: espeak-ng speaks instead.
        let espeak = try #require(EspeakSynthesizer(), "espeak-ng's library and voices are installed")
        SpeechMode.shared.synthesizer = espeak
        defer { SpeechMode.shared.synthesizer = RecordingSpeechSynthesizer() }
        espeak.speak("Print ticket", interrupting: true)
        espeak.finish()
    }

    @Test("Y3: SystemSpeech picks speech-dispatcher where its socket is, and when the daemon cannot be reached the speech mode's voice becomes espeak-ng")
    func systemSpeechFallsBack() async throws {
        // A runtime folder with the daemon's socket path in it, where
        // nothing listens (whether or not the daemon is installed here).
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-speechd-\(getpid())")
        try FileManager.default.createDirectory(at: runtime.appendingPathComponent("speech-dispatcher"), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: runtime.appendingPathComponent("speech-dispatcher/speechd.sock").path, contents: nil)
        defer { try? FileManager.default.removeItem(at: runtime) }
        let previous = ProcessInfo.processInfo.environment["SPEECHD_ADDRESS"]
        setenv("SPEECHD_ADDRESS", "unix_socket:/nonexistent/waykit-speechd.sock", 1)
        defer {
            if let previous { setenv("SPEECHD_ADDRESS", previous, 1) } else { unsetenv("SPEECHD_ADDRESS") }
            SpeechMode.shared.synthesizer = RecordingSpeechSynthesizer()
        }
        let chosen = SystemSpeech.makeSynthesizer(environment: ["XDG_RUNTIME_DIR": runtime.path])
        let speechd = try #require(chosen as? SpeechDispatcherSynthesizer, "where speech-dispatcher's socket is, it is chosen first")
        SpeechMode.shared.synthesizer = speechd
        // What the fallback chose, read in the same main-actor turn as it
        // chose it: other suites reset the shared speech mode's voice while
        // this one awaits.
        var chosenAfterFailure: SpeechSynthesizing?
        let fallback = speechd.onFailure
        speechd.onFailure = {
            fallback?()
            chosenAfterFailure = SpeechMode.shared.synthesizer
        }
        speechd.speak("Print ticket", interrupting: true)
        speechd.finish()
        for _ in 0..<10_000 where chosenAfterFailure == nil { await Task.yield() }
        #expect(chosenAfterFailure is EspeakSynthesizer, "espeak-ng took over")
    }
}

/// Y3: a speech-dispatcher that dies mid-session. A fake daemon of the
/// test's own speaks SSIP (speech-dispatcher's protocol, a line at a time)
/// on a Unix socket, answers the first utterance, then closes its
/// connection and its socket, as a daemon that crashed does.
@MainActor
@Suite(.serialized)
struct SpeechDaemonDeathTests {
    @Test("Y3: speech-dispatcher dying mid-session: the utterances after it cost the main thread nothing, the loss is told once, and the synthesizer stays quiet instead of retrying")
    func daemonDiesMidSession() async throws {
        let daemon = try FakeSpeechDaemon()
        let previous = ProcessInfo.processInfo.environment["SPEECHD_ADDRESS"]
        setenv("SPEECHD_ADDRESS", "unix_socket:\(daemon.path)", 1)
        defer {
            if let previous { setenv("SPEECHD_ADDRESS", previous, 1) } else { unsetenv("SPEECHD_ADDRESS") }
            daemon.stop()
        }
        var failures = 0
        let speechd = SpeechDispatcherSynthesizer(clientName: "waykit-test")
        speechd.onFailure = { failures += 1 }
        speechd.speak("Print ticket", interrupting: false)
        speechd.finish()
        #expect(daemon.spoken == ["Print ticket"], "the daemon heard the first utterance")
        #expect(failures == 0)

        daemon.die()
        let clock = ContinuousClock()
        var slowest = Duration.zero
        for text in ["Pay", "Cancel", "Help"] {
            let start = clock.now
            speechd.speak(text, interrupting: true)
            slowest = max(slowest, clock.now - start)
        }
        #expect(slowest < .milliseconds(20), "a request waited on the dead daemon: \(slowest)")
        speechd.finish()
        for _ in 0..<1_000 where failures == 0 { await Task.yield() }
        #expect(failures == 1, "told once")
        speechd.speak("Again", interrupting: false)
        speechd.finish()
        for _ in 0..<100 { await Task.yield() }
        #expect(failures == 1, "a closed connection is not retried per utterance")
        #expect(daemon.spoken == ["Print ticket"])
    }
}

/// Just enough of speech-dispatcher's SSIP for libspeechd: every command is
/// answered "OK", SPEAK takes the text up to a line with a lone dot.
final class FakeSpeechDaemon: @unchecked Sendable {
    let path: String
    private let listener: Int32
    private let lock = NSLock()
    private var client: Int32 = -1
    private var _spoken: [String] = []
    private var thread: Thread?

    var spoken: [String] { lock.lock(); defer { lock.unlock() }; return _spoken }

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("waykit-ssip-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        unlink(path)
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.prefix(raw.count - 1).enumerated() { raw[i] = b }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard listener >= 0, bound == 0, listen(listener, 4) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let thread = Thread { [self] in serve() }
        self.thread = thread
        thread.start()
    }

    private func serve() {
        let fd = accept(listener, nil, nil)
        guard fd >= 0 else { return }
        lock.lock(); client = fd; lock.unlock()
        var pending = Data()
        var text: [String]?
        var buffer = [UInt8](repeating: 0, count: 4096)
        func send(_ s: String) { _ = s.utf8CString.withUnsafeBufferPointer { Foundation.send(fd, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL)) } }
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { return }
            pending.append(contentsOf: buffer[0..<n])
            while let end = pending.firstRange(of: Data("\r\n".utf8)) {
                let line = String(decoding: pending[pending.startIndex..<end.lowerBound], as: UTF8.self)
                pending.removeSubrange(pending.startIndex..<end.upperBound)
                if var lines = text {
                    if line == "." {
                        lock.lock(); _spoken.append(lines.joined(separator: "\n")); lock.unlock()
                        text = nil
                        send("225-1\r\n225 OK MESSAGE QUEUED\r\n")
                    } else {
                        lines.append(line.hasPrefix("..") ? String(line.dropFirst()) : line)
                        text = lines
                    }
                } else if line.uppercased() == "SPEAK" {
                    text = []
                    send("230 OK RECEIVING DATA\r\n")
                } else {
                    send("200 OK\r\n")
                }
            }
        }
    }

    /// Closes the connection and the socket, as a crash does.
    func die() {
        lock.lock(); let fd = client; client = -1; lock.unlock()
        if fd >= 0 { shutdown(fd, Int32(SHUT_RDWR)); close(fd) }
        close(listener)
        unlink(path)
    }

    func stop() { die() }
}
