// Loads libicuuc on first use and calls its break iterators. See
// include/CICUBreak.h for why ICU is not linked.
#define _GNU_SOURCE
#include "CICUBreak.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <unicode/uvernum.h>

// ICU renames every C function after its version (`ubrk_open` is
// `ubrk_open_72` in ICU 72, unicode/urename.h); uvernum.h, which holds only
// macros, gives the suffix and the library's soname version.
#define WAYKIT_STR2(x) #x
#define WAYKIT_STR(x) WAYKIT_STR2(x)
#define WAYKIT_SYM(name) WAYKIT_STR(U_ICU_ENTRY_POINT_RENAME(name))
#define WAYKIT_LIB "libicuuc.so." WAYKIT_STR(U_ICU_VERSION_MAJOR_NUM)

static void *(*p_open)(int, const char *, const uint16_t *, int32_t, int *);
static void (*p_setText)(void *, const uint16_t *, int32_t, int *);
static int32_t (*p_first)(void *);
static int32_t (*p_next)(void *);
static int32_t (*p_status)(void *);
static void (*p_close)(void *);
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;

static void load(void) {
    void *lib = dlopen(WAYKIT_LIB, RTLD_NOW | RTLD_LOCAL);
    if (!lib) return;
    p_open = (void *(*)(int, const char *, const uint16_t *, int32_t, int *))dlsym(lib, WAYKIT_SYM(ubrk_open));
    p_setText = (void (*)(void *, const uint16_t *, int32_t, int *))dlsym(lib, WAYKIT_SYM(ubrk_setText));
    p_first = (int32_t (*)(void *))dlsym(lib, WAYKIT_SYM(ubrk_first));
    p_next = (int32_t (*)(void *))dlsym(lib, WAYKIT_SYM(ubrk_next));
    p_status = (int32_t (*)(void *))dlsym(lib, WAYKIT_SYM(ubrk_getRuleStatus));
    p_close = (void (*)(void *))dlsym(lib, WAYKIT_SYM(ubrk_close));
    loaded = p_open && p_setText && p_first && p_next && p_status && p_close;
}

int waykit_icu_available(void) {
    pthread_once(&once, load);
    return loaded;
}
void *waykit_ubrk_open(int type, int *status) {
    if (!waykit_icu_available()) return NULL;
    return p_open(type, NULL, NULL, 0, status);
}
void waykit_ubrk_setText(void *bi, const uint16_t *text, int32_t length, int *status) {
    if (loaded && bi) p_setText(bi, text, length, status);
}
int32_t waykit_ubrk_first(void *bi) { return loaded && bi ? p_first(bi) : waykit_ubrk_done; }
int32_t waykit_ubrk_next(void *bi) { return loaded && bi ? p_next(bi) : waykit_ubrk_done; }
int32_t waykit_ubrk_getRuleStatus(void *bi) { return loaded && bi ? p_status(bi) : 0; }
void waykit_ubrk_close(void *bi) { if (loaded && bi) p_close(bi); }
