// speech-dispatcher's client library (Debian: libspeechd-dev): the speech
// mode's voice on a device with a speech daemon (Y3). Every call used is
// non-variadic (spd_open2, spd_say, spd_cancel, spd_pause, spd_resume,
// spd_set_voice_rate, spd_set_synthesis_voice, spd_close).
// Only the header: libspeechd is opened with dlopen when the speech mode
// first speaks (Sources/WayKitSpeech/SpeechLibraries.swift), not linked.
#include <speech-dispatcher/libspeechd.h>

#include <signal.h>

/// libspeechd writes to the daemon's socket with plain write(2): when the
/// daemon has died, that raises SIGPIPE, whose default action ends the
/// whole app (a kiosk losing its speech daemon must not lose the app).
/// Ignores it, unless the app installed a handler of its own, so the write
/// fails with EPIPE and spd_say reports it. WayKitWayland does the same for
/// its clipboard pipes (waykit_ignore_sigpipe); a speech-only or headless
/// app may never load that.
static inline void waykit_speech_ignore_sigpipe(void) {
    struct sigaction current;
    if (sigaction(SIGPIPE, NULL, &current) == 0 && current.sa_handler == SIG_DFL && !(current.sa_flags & SA_SIGINFO))
        signal(SIGPIPE, SIG_IGN);
}
