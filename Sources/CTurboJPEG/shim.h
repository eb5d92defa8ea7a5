// libjpeg-turbo's TurboJPEG API (Debian: libturbojpeg0-dev): JPEG decoding
// and encoding with error codes instead of libjpeg's longjmp (U5).
#include <turbojpeg.h>
