// ICU's break iterators (unicode/ubrk.h), opened with dlopen at the first
// text that needs breaking (K7). Not linked: a linked libicuuc is mapped at
// every app's start (0.7 MiB resident even in apps that never wrap text,
// docs/performance.md); loaded on demand it costs nothing until then.
//
// Declared with plain C types instead of through ICU's headers: Foundation
// brings its own copy of ICU's headers (module _FoundationICU), and Swift
// refuses two modules that define `UErrorCode` and friends differently. The
// functions below match ubrk.h's (ICU 72) in the C ABI: enums are ints,
// UChar is a 16-bit unit, the iterator is opaque.
#ifndef WAYKIT_CICUBREAK_H
#define WAYKIT_CICUBREAK_H
#include <stdint.h>

/// UBreakIteratorType (ubrk.h): UBRK_WORD and UBRK_LINE.
static const int waykit_ubrk_word = 1;
static const int waykit_ubrk_line = 2;
/// UBRK_DONE (ubrk.h): no more boundaries.
static const int32_t waykit_ubrk_done = -1;
/// UBRK_WORD_NONE_LIMIT (ubrk.h): word rule statuses from here up are words
/// (numbers, letters, kana, ideographs), below are spaces and punctuation.
static const int32_t waykit_ubrk_word_none_limit = 100;

/// Whether libicuuc could be loaded (loads it on the first call).
int waykit_icu_available(void);
/// The corresponding C function is `ubrk_open` (default locale rules); NULL
/// when ICU can't be loaded.
void *waykit_ubrk_open(int type, int *status);
/// The corresponding C function is `ubrk_setText`.
void waykit_ubrk_setText(void *bi, const uint16_t *text, int32_t length, int *status);
/// The corresponding C function is `ubrk_first`.
int32_t waykit_ubrk_first(void *bi);
/// The corresponding C function is `ubrk_next`.
int32_t waykit_ubrk_next(void *bi);
/// The corresponding C function is `ubrk_getRuleStatus`.
int32_t waykit_ubrk_getRuleStatus(void *bi);
/// The corresponding C function is `ubrk_close`.
void waykit_ubrk_close(void *bi);
#endif
