// Loads libdecor-0.so.0 on first use and calls it. See include/CLibdecor.h
// for why libdecor is not linked.
#define _GNU_SOURCE
#include "CLibdecor.h"
#include <dirent.h>
#include <dlfcn.h>
#include <libgen.h>
#include <stdlib.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct waykit_libdecor_state;

/// `struct libdecor_interface` (libdecor.h): error, then ten reserved slots.
struct libdecor_interface_abi {
    void (*error)(struct waykit_libdecor *context, int error, const char *message);
    void (*reserved[10])(void);
};

static struct waykit_libdecor *(*p_new)(struct wl_display *, struct libdecor_interface_abi *);
static void (*p_unref)(struct waykit_libdecor *);
static struct waykit_libdecor_frame *(*p_decorate)(struct waykit_libdecor *, struct wl_surface *,
                                                   const struct waykit_libdecor_frame_interface *, void *);
static void (*p_frame_unref)(struct waykit_libdecor_frame *);
static void (*p_set_title)(struct waykit_libdecor_frame *, const char *);
static void (*p_set_app_id)(struct waykit_libdecor_frame *, const char *);
static void (*p_set_min)(struct waykit_libdecor_frame *, int, int);
static void (*p_set_maximized)(struct waykit_libdecor_frame *);
static void (*p_unset_maximized)(struct waykit_libdecor_frame *);
static void (*p_set_fullscreen)(struct waykit_libdecor_frame *, struct wl_output *);
static void (*p_unset_fullscreen)(struct waykit_libdecor_frame *);
static void (*p_map)(struct waykit_libdecor_frame *);
static void (*p_move)(struct waykit_libdecor_frame *, struct wl_seat *, uint32_t);
static void (*p_resize)(struct waykit_libdecor_frame *, struct wl_seat *, uint32_t, int);
static void (*p_set_minimized)(struct waykit_libdecor_frame *);
static void (*p_close)(struct waykit_libdecor_frame *);
static bool (*p_has_capability)(struct waykit_libdecor_frame *, int);
static void *(*p_get_xdg_surface)(struct waykit_libdecor_frame *);
static bool (*p_content_size)(struct waykit_libdecor_configuration *, struct waykit_libdecor_frame *, int *, int *);
static bool (*p_window_state)(struct waykit_libdecor_configuration *, uint32_t *);
static struct waykit_libdecor_state *(*p_state_new)(int, int);
static void (*p_state_free)(struct waykit_libdecor_state *);
static void (*p_commit)(struct waykit_libdecor_frame *, struct waykit_libdecor_state *,
                        struct waykit_libdecor_configuration *);

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded;
static char load_error[256];
static waykit_libdecor_error_handler error_handler;

#define LOAD(var, name) \
    do { \
        *(void **)(&var) = dlsym(lib, name); \
        if (!var) { snprintf(load_error, sizeof load_error, "libdecor-0.so.0 has no %s", name); return; } \
    } while (0)

static void load(void) {
    void *lib = dlopen("libdecor-0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        const char *e = dlerror();
        snprintf(load_error, sizeof load_error, "%s", e ? e : "libdecor-0.so.0 not found");
        return;
    }
    LOAD(p_new, "libdecor_new");
    LOAD(p_unref, "libdecor_unref");
    LOAD(p_decorate, "libdecor_decorate");
    LOAD(p_frame_unref, "libdecor_frame_unref");
    LOAD(p_set_title, "libdecor_frame_set_title");
    LOAD(p_set_app_id, "libdecor_frame_set_app_id");
    LOAD(p_set_min, "libdecor_frame_set_min_content_size");
    LOAD(p_set_maximized, "libdecor_frame_set_maximized");
    LOAD(p_unset_maximized, "libdecor_frame_unset_maximized");
    LOAD(p_set_fullscreen, "libdecor_frame_set_fullscreen");
    LOAD(p_unset_fullscreen, "libdecor_frame_unset_fullscreen");
    LOAD(p_map, "libdecor_frame_map");
    LOAD(p_move, "libdecor_frame_move");
    LOAD(p_resize, "libdecor_frame_resize");
    LOAD(p_set_minimized, "libdecor_frame_set_minimized");
    LOAD(p_close, "libdecor_frame_close");
    LOAD(p_has_capability, "libdecor_frame_has_capability");
    LOAD(p_get_xdg_surface, "libdecor_frame_get_xdg_surface");
    LOAD(p_content_size, "libdecor_configuration_get_content_size");
    LOAD(p_window_state, "libdecor_configuration_get_window_state");
    LOAD(p_state_new, "libdecor_state_new");
    LOAD(p_state_free, "libdecor_state_free");
    LOAD(p_commit, "libdecor_frame_commit");
    loaded = true;
}

bool waykit_libdecor_available(void) {
    pthread_once(&once, load);
    return loaded;
}
const char *waykit_libdecor_load_error(void) { return load_error[0] ? load_error : NULL; }

// Whether `dir` holds a libdecor plugin, as libdecor's init_plugins
// (libdecor.c, 0.1.1) recognises one.
static bool dir_has_plugin(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) return false;
    bool found = false;
    struct dirent *e;
    while (!found && (e = readdir(d))) {
        const char *ext = strrchr(e->d_name, '.');
        if (!ext || strcmp(ext, ".so") != 0) continue;
        char path[4096];
        if (snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path) continue;
        // Left loaded: libdecor is about to load it too.
        void *lib = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
        found = lib && dlsym(lib, "libdecor_plugin_description");
    }
    closedir(d);
    return found;
}

bool waykit_libdecor_plugin_found(char *searched, int capacity) {
    if (capacity > 0) searched[0] = 0;
    if (!waykit_libdecor_available()) return false;
    char dirs[4096];
    const char *env = getenv("LIBDECOR_PLUGIN_DIR");
    if (env) {
        snprintf(dirs, sizeof dirs, "%s", env);
    } else {
        // libdecor's built-in directory: <libdir>/libdecor/plugins-1, next
        // to the libdecor-0.so.0 that was loaded.
        Dl_info info;
        if (!dladdr(*(void **)&p_new, &info) || !info.dli_fname) return false;
        char lib[4096];
        snprintf(lib, sizeof lib, "%s", info.dli_fname);
        snprintf(dirs, sizeof dirs, "%s/libdecor/plugins-1", dirname(lib));
    }
    if (capacity > 0) snprintf(searched, (size_t)capacity, "%s", dirs);
    char *save = NULL;
    for (char *dir = strtok_r(dirs, ":", &save); dir; dir = strtok_r(NULL, ":", &save))
        if (dir_has_plugin(dir)) return true;
    return false;
}

bool waykit_libdecor_version(int *minor, int *micro) {
    if (!waykit_libdecor_available()) return false;
    Dl_info info;
    if (!dladdr(*(void **)&p_new, &info) || !info.dli_fname) return false;
    char *path = realpath(info.dli_fname, NULL);
    if (!path) return false;
    // libdecor's meson.build names the file libdecor-0.so.0.<binary age>.<interface
    // age>, libtool style: binary age = 100 × minor + micro (0.1.1:
    // libdecor-0.so.0.100.1).
    unsigned age = 0, interface_age = 0;
    char tail = 0;
    bool parsed = sscanf(basename(path), "libdecor-0.so.0.%u.%u%c", &age, &interface_age, &tail) == 2;
    free(path);
    if (!parsed || age > 100000) return false;
    *minor = (int)(age / 100);
    *micro = (int)(age % 100);
    return true;
}

static void on_error(struct waykit_libdecor *context, int error, const char *message) {
    if (error_handler) error_handler(context, error, message);
}
static struct libdecor_interface_abi context_interface = { .error = on_error };

struct waykit_libdecor *waykit_libdecor_new(struct wl_display *display, waykit_libdecor_error_handler handler) {
    if (!waykit_libdecor_available()) return NULL;
    error_handler = handler;
    return p_new(display, &context_interface);
}
void waykit_libdecor_unref(struct waykit_libdecor *context) { if (loaded && context) p_unref(context); }
struct waykit_libdecor_frame *waykit_libdecor_decorate(struct waykit_libdecor *context, struct wl_surface *surface,
                                                        const struct waykit_libdecor_frame_interface *iface,
                                                        void *user_data) {
    return loaded && context ? p_decorate(context, surface, iface, user_data) : NULL;
}
void waykit_libdecor_frame_unref(struct waykit_libdecor_frame *f) { if (loaded && f) p_frame_unref(f); }
void waykit_libdecor_frame_set_title(struct waykit_libdecor_frame *f, const char *t) { if (loaded && f) p_set_title(f, t); }
void waykit_libdecor_frame_set_app_id(struct waykit_libdecor_frame *f, const char *a) { if (loaded && f) p_set_app_id(f, a); }
void waykit_libdecor_frame_set_min_content_size(struct waykit_libdecor_frame *f, int w, int h) { if (loaded && f) p_set_min(f, w, h); }
void waykit_libdecor_frame_set_maximized(struct waykit_libdecor_frame *f) { if (loaded && f) p_set_maximized(f); }
void waykit_libdecor_frame_unset_maximized(struct waykit_libdecor_frame *f) { if (loaded && f) p_unset_maximized(f); }
void waykit_libdecor_frame_set_fullscreen(struct waykit_libdecor_frame *f, struct wl_output *o) { if (loaded && f) p_set_fullscreen(f, o); }
void waykit_libdecor_frame_unset_fullscreen(struct waykit_libdecor_frame *f) { if (loaded && f) p_unset_fullscreen(f); }
void waykit_libdecor_frame_map(struct waykit_libdecor_frame *f) { if (loaded && f) p_map(f); }
void waykit_libdecor_frame_move(struct waykit_libdecor_frame *f, struct wl_seat *s, uint32_t serial) {
    if (loaded && f && s) p_move(f, s, serial);
}
void waykit_libdecor_frame_resize(struct waykit_libdecor_frame *f, struct wl_seat *s, uint32_t serial, int edge) {
    if (loaded && f && s) p_resize(f, s, serial, edge);
}
void waykit_libdecor_frame_set_minimized(struct waykit_libdecor_frame *f) { if (loaded && f) p_set_minimized(f); }
void waykit_libdecor_frame_close(struct waykit_libdecor_frame *f) { if (loaded && f) p_close(f); }
bool waykit_libdecor_frame_has_capability(struct waykit_libdecor_frame *f, int capability) {
    return loaded && f && p_has_capability(f, capability);
}
void *waykit_libdecor_frame_get_xdg_surface(struct waykit_libdecor_frame *f) {
    return (loaded && f) ? p_get_xdg_surface(f) : NULL;
}
bool waykit_libdecor_configuration_get_content_size(struct waykit_libdecor_configuration *c,
                                                    struct waykit_libdecor_frame *f, int *w, int *h) {
    return loaded && c && f && p_content_size(c, f, w, h);
}
bool waykit_libdecor_configuration_get_window_state(struct waykit_libdecor_configuration *c, uint32_t *state) {
    return loaded && c && p_window_state(c, state);
}
void waykit_libdecor_frame_commit(struct waykit_libdecor_frame *f, int w, int h,
                                  struct waykit_libdecor_configuration *c) {
    if (!loaded || !f) return;
    struct waykit_libdecor_state *state = p_state_new(w, h);
    if (!state) return;
    p_commit(f, state, c);
    p_state_free(state);
}
