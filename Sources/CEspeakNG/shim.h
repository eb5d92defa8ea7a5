// espeak-ng's library (Debian: libespeak-ng-dev): the speech mode's voice
// where no speech-dispatcher runs, and the synthesizer that writes speech to
// a WAV file (Y3).
#include <espeak-ng/speak_lib.h>
