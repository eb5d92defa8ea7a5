import CEspeakNG
import CSpeechDispatcher
import Foundation

/// speech-dispatcher's and espeak-ng's client libraries, opened with `dlopen`
/// the first time the speech mode speaks (issue 23), as the AT-SPI bridge
/// opens libsystemd. Linked, they and what they need (PulseAudio, ALSA,
/// libsndfile and its codecs, X11's client libraries, GLib, D-Bus: 30
/// shared libraries) were loaded and relocated at every start of every
/// WayKit app: 4 ms before `main` and 3.4 MiB of the 100-button grid built
/// as an author's package (docs/performance.md, "The author's build"). The
/// headers still give the types; `Sources/CSpeechDispatcher` and
/// `Sources/CEspeakNG` no longer link the libraries.
struct SpeechLibrary {
    private let handle: UnsafeMutableRawPointer

    /// The library, or nil (with `dlerror`'s reason) when it cannot be opened.
    static func open(_ names: [String]) -> (SpeechLibrary?, String) {
        var reasons: [String] = []
        for name in names {
            if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return (SpeechLibrary(handle: handle), "") }
            reasons.append(dlerror().map { String(cString: $0) } ?? "\(name) not found")
        }
        return (nil, reasons.joined(separator: "; "))
    }

    func symbol<T>(_ name: String, as type: T.Type) -> T? {
        dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
}

/// The speech-dispatcher calls WayKit makes (libspeechd.so.2).
struct SpeechDispatcherLibrary: @unchecked Sendable {
    typealias Connection = UnsafeMutablePointer<SPDConnection>
    typealias Open2 = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, SPDConnectionMode,
                                      UnsafeMutablePointer<SPDConnectionAddress>?, Int32,
                                      UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Connection?
    typealias Close = @convention(c) (Connection?) -> Void
    typealias Say = @convention(c) (Connection?, SPDPriority, UnsafePointer<CChar>?) -> Int32
    typealias Command = @convention(c) (Connection?) -> Int32
    typealias SetInt = @convention(c) (Connection?, Int32) -> Int32
    typealias SetString = @convention(c) (Connection?, UnsafePointer<CChar>?) -> Int32

    let open2: Open2
    let close: Close
    let say: Say
    let cancel: Command
    let pause: Command
    let resume: Command
    let setVoiceRate: SetInt
    let setSynthesisVoice: SetString

    /// Opened once, on first use; nil, with the reason, when it cannot be.
    static let loaded: (library: SpeechDispatcherLibrary?, reason: String) = {
        let (library, reason) = SpeechLibrary.open(["libspeechd.so.2"])
        guard let library else { return (nil, reason) }
        guard let open2 = library.symbol("spd_open2", as: Open2.self),
              let close = library.symbol("spd_close", as: Close.self),
              let say = library.symbol("spd_say", as: Say.self),
              let cancel = library.symbol("spd_cancel", as: Command.self),
              let pause = library.symbol("spd_pause", as: Command.self),
              let resume = library.symbol("spd_resume", as: Command.self),
              let rate = library.symbol("spd_set_voice_rate", as: SetInt.self),
              let voice = library.symbol("spd_set_synthesis_voice", as: SetString.self)
        else { return (nil, "libspeechd.so.2 lacks a function WayKit calls") }
        return (SpeechDispatcherLibrary(open2: open2, close: close, say: say, cancel: cancel, pause: pause, resume: resume,
                                        setVoiceRate: rate, setSynthesisVoice: voice), "")
    }()
}

/// The espeak-ng calls WayKit makes (libespeak-ng.so.1).
struct EspeakLibrary: @unchecked Sendable {
    typealias SynthCallback = @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32
    typealias Initialize = @convention(c) (espeak_AUDIO_OUTPUT, Int32, UnsafePointer<CChar>?, Int32) -> Int32
    typealias SetSynthCallback = @convention(c) (SynthCallback?) -> Void
    typealias SetParameter = @convention(c) (espeak_PARAMETER, Int32, Int32) -> espeak_ERROR
    typealias SetVoiceByName = @convention(c) (UnsafePointer<CChar>?) -> espeak_ERROR
    typealias Command = @convention(c) () -> espeak_ERROR
    typealias Synth = @convention(c) (UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32,
                                      UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?) -> espeak_ERROR

    let initialize: Initialize
    let setSynthCallback: SetSynthCallback
    let setParameter: SetParameter
    let setVoiceByName: SetVoiceByName
    let cancel: Command
    let synth: Synth
    let synchronize: Command

    static let loaded: (library: EspeakLibrary?, reason: String) = {
        let (library, reason) = SpeechLibrary.open(["libespeak-ng.so.1"])
        guard let library else { return (nil, reason) }
        guard let initialize = library.symbol("espeak_Initialize", as: Initialize.self),
              let callback = library.symbol("espeak_SetSynthCallback", as: SetSynthCallback.self),
              let parameter = library.symbol("espeak_SetParameter", as: SetParameter.self),
              let voice = library.symbol("espeak_SetVoiceByName", as: SetVoiceByName.self),
              let cancel = library.symbol("espeak_Cancel", as: Command.self),
              let synth = library.symbol("espeak_Synth", as: Synth.self),
              let synchronize = library.symbol("espeak_Synchronize", as: Command.self)
        else { return (nil, "libespeak-ng.so.1 lacks a function WayKit calls") }
        return (EspeakLibrary(initialize: initialize, setSynthCallback: callback, setParameter: parameter,
                              setVoiceByName: voice, cancel: cancel, synth: synth, synchronize: synchronize), "")
    }()
}
