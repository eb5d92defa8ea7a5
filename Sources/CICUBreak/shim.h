// ICU's break iterators (unicode/ubrk.h), declared here with plain C types
// instead of through ICU's headers: Foundation brings its own copy of ICU's
// headers (module _FoundationICU, ICU 76 on Swift 6.1), and Swift refuses
// two modules that define `UErrorCode` and friends differently. The
// declarations below match ubrk.h's (ICU 72) in the C ABI: enums are ints,
// UChar is a 16-bit unit, the iterator is opaque.
//
// ICU renames every C function after its version (`ubrk_open` is
// `ubrk_open_72` in ICU 72, unicode/urename.h); uvernum.h, which holds only
// macros, gives the suffix, so this builds against any ICU version.
#include <stdint.h>
#include <unicode/uvernum.h>

#define WAYKIT_ICU(name) U_ICU_ENTRY_POINT_RENAME(name)

void *WAYKIT_ICU(ubrk_open)(int type, const char *locale, const uint16_t *text, int32_t textLength, int *status);
void WAYKIT_ICU(ubrk_setText)(void *bi, const uint16_t *text, int32_t textLength, int *status);
int32_t WAYKIT_ICU(ubrk_first)(void *bi);
int32_t WAYKIT_ICU(ubrk_next)(void *bi);
int32_t WAYKIT_ICU(ubrk_getRuleStatus)(void *bi);
void WAYKIT_ICU(ubrk_close)(void *bi);

/// UBreakIteratorType (ubrk.h): UBRK_WORD and UBRK_LINE.
static const int waykit_ubrk_word = 1;
static const int waykit_ubrk_line = 2;
/// UBRK_DONE (ubrk.h): no more boundaries.
static const int32_t waykit_ubrk_done = -1;
/// UBRK_WORD_NONE_LIMIT (ubrk.h): word rule statuses from here up are words
/// (numbers, letters, kana, ideographs), below are spaces and punctuation.
static const int32_t waykit_ubrk_word_none_limit = 100;

/// The corresponding C function is `ubrk_open` (default locale rules).
static inline void *waykit_ubrk_open(int type, int *status) {
    return WAYKIT_ICU(ubrk_open)(type, 0, 0, 0, status);
}
/// The corresponding C function is `ubrk_setText`.
static inline void waykit_ubrk_setText(void *bi, const uint16_t *text, int32_t length, int *status) {
    WAYKIT_ICU(ubrk_setText)(bi, text, length, status);
}
/// The corresponding C function is `ubrk_first`.
static inline int32_t waykit_ubrk_first(void *bi) { return WAYKIT_ICU(ubrk_first)(bi); }
/// The corresponding C function is `ubrk_next`.
static inline int32_t waykit_ubrk_next(void *bi) { return WAYKIT_ICU(ubrk_next)(bi); }
/// The corresponding C function is `ubrk_getRuleStatus`.
static inline int32_t waykit_ubrk_getRuleStatus(void *bi) { return WAYKIT_ICU(ubrk_getRuleStatus)(bi); }
/// The corresponding C function is `ubrk_close`.
static inline void waykit_ubrk_close(void *bi) { WAYKIT_ICU(ubrk_close)(bi); }
