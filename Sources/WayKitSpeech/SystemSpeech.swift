import Foundation
import WayKit

/// Chooses the speech mode's voice on a device (Y3):
/// - `WAYKIT_SPEECH_WAV=/path/file.wav`: espeak-ng, written to that file
///   (a kiosk's speech checked without a sound card);
/// - speech-dispatcher when its client can start (`speech-dispatcher` is
///   installed, or its socket is there), falling back to espeak-ng if the
///   daemon cannot be reached;
/// - espeak-ng otherwise;
/// - the recorder (silent) when neither can start: espeak-ng's failure
///   to start was logged once.
///
/// Nothing is opened until the speech mode starts.
@MainActor
public enum SystemSpeech {
    public static func install() {
        SpeechMode.shared._makeSynthesizer = { makeSynthesizer() }
    }

    public static func makeSynthesizer(environment: [String: String] = ProcessInfo.processInfo.environment) -> SpeechSynthesizing {
        if let path = environment["WAYKIT_SPEECH_WAV"], !path.isEmpty,
           let espeak = EspeakSynthesizer(wavURL: URL(fileURLWithPath: path)) {
            return espeak
        }
        if hasSpeechDispatcher(environment) {
            let speechd = SpeechDispatcherSynthesizer()
            speechd.onFailure = {
                if let espeak = EspeakSynthesizer() { SpeechMode.shared.synthesizer = espeak }
            }
            return speechd
        }
        if let espeak = EspeakSynthesizer() { return espeak }
        return RecordingSpeechSynthesizer()
    }

    static func hasSpeechDispatcher(_ environment: [String: String]) -> Bool {
        let runtime = environment["XDG_RUNTIME_DIR"] ?? ""
        let fm = FileManager.default
        return (!runtime.isEmpty && fm.fileExists(atPath: runtime + "/speech-dispatcher/speechd.sock"))
            || fm.isExecutableFile(atPath: "/usr/bin/speech-dispatcher")
    }
}
