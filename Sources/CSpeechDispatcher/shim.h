// speech-dispatcher's client library (Debian: libspeechd-dev): the speech
// mode's voice on a device with a speech daemon (Y3). Every call used is
// non-variadic (spd_open2, spd_say, spd_cancel, spd_pause, spd_resume,
// spd_set_voice_rate, spd_set_synthesis_voice, spd_close).
// Only the header: libspeechd is opened with dlopen when the speech mode
// first speaks (Sources/WayKitSpeech/SpeechLibraries.swift), not linked.
#include <speech-dispatcher/libspeechd.h>
