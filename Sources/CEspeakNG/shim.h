// espeak-ng's library (Debian: libespeak-ng-dev): the speech mode's voice
// where no speech-dispatcher runs, and the synthesizer that writes speech to
// a WAV file (Y3).
// Only the header: libespeak-ng is opened with dlopen when the speech mode
// first speaks (Sources/WayKitSpeech/SpeechLibraries.swift), not linked.
#include <espeak-ng/speak_lib.h>
