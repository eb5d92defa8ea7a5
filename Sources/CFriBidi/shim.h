#include <fribidi.h>

// FriBidi's paragraph directions are macros built from other macros, which
// Swift does not import; these give them names Swift can see.
static const FriBidiParType waykit_fribidi_par_on = FRIBIDI_PAR_ON;
static const FriBidiParType waykit_fribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType waykit_fribidi_par_rtl = FRIBIDI_PAR_RTL;
