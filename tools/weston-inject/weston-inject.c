/*
 * weston-inject: a Weston 10 module that gives the headless backend a seat
 * with touch, pointer and keyboard, feeds it input read from a FIFO, and can
 * log the protocol stream with CLOCK_MONOTONIC timestamps.
 *
 * Why: headless Weston has no input devices, so until now WayKit's end-to-end
 * runs injected touches into the app's own event model. With this module a tap
 * goes through the compositor (pick, focus, wl_touch.down to the client) as it
 * does on a device, and the log times the client from outside it.
 *
 * Build (scripts/build-weston-inject.sh does this, on demand, into .build/):
 *     gcc -shared -fPIC -O2 $(pkg-config --cflags libweston-10 wayland-server) \
 *         weston-inject.c -o weston-inject.so
 * Load:
 *     WESTON_INJECT_FIFO=/run/x/inject WESTON_INJECT_LOG=/run/x/protocol.log \
 *     weston --backend=headless-backend.so --use-pixman --modules=/abs/weston-inject.so
 *
 * WESTON_INJECT_CAPS lists the seat's capabilities, comma-separated, from
 * touch, pointer and keyboard (default all three); commands for a missing
 * one are ignored. A touch-only seat is what a touch kiosk has, and spares
 * its clients a cursor theme and a keymap.
 *
 * WESTON_INJECT_FIFO (default $XDG_RUNTIME_DIR/weston-inject) is created
 * (mkfifo) if missing. Commands, one a line; coordinates are in the
 * compositor's global space (the headless output starts at 0,0):
 *     touch down ID X Y | touch motion ID X Y | touch up ID | touch frame | touch cancel
 *     pointer motion X Y | pointer button CODE down|up   (each ends a pointer frame)
 *     key CODE down|up                                   (evdev codes: KEY_A is 30)
 *     mark TEXT                                          (copied into the log)
 * Lines it cannot parse are logged and ignored.
 *
 * WESTON_INJECT_LOG, when set, names a file that gets one line per injected
 * command, per input event sent to a client and per interesting request from
 * a client (surface attach/damage_buffer/commit, shm pools, buffer release):
 *     <CLOCK_MONOTONIC ns> <pid> <-> or <->> interface.message(args)
 * "->" is a request the compositor received, "<-" an event it queued (sent
 * at the end of the same event loop iteration, when Weston flushes clients).
 *
 * Weston 10's libweston exports the notify_* and seat functions but installs
 * no header for them (they are in libweston/backend.h and
 * libweston-internal.h of its source tree), so their prototypes are declared
 * below exactly as Weston 10.0.1 defines them; a libweston of another major
 * version will not load this module (its soname differs).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <wayland-server.h>
#include <libweston/libweston.h>

/* Weston 10.0.1, libweston/backend.h. */
void notify_motion_absolute(struct weston_seat *seat, const struct timespec *time, double x, double y);
void notify_button(struct weston_seat *seat, const struct timespec *time, int32_t button,
                   enum wl_pointer_button_state state);
void notify_pointer_frame(struct weston_seat *seat);
void notify_key(struct weston_seat *seat, const struct timespec *time, uint32_t key,
                enum wl_keyboard_key_state state, enum weston_key_state_update update_state);
void notify_touch_normalized(struct weston_touch_device *device, const struct timespec *time, int touch_id,
                             double x, double y, const void *norm, int touch_type);
void notify_touch_frame(struct weston_touch_device *device);
void notify_touch_cancel(struct weston_touch_device *device);
/* Weston 10.0.1, libweston/libweston-internal.h (return values unused). */
void weston_seat_init(struct weston_seat *seat, struct weston_compositor *ec, const char *seat_name);
void weston_seat_init_pointer(struct weston_seat *seat);
int weston_seat_init_keyboard(struct weston_seat *seat, struct xkb_keymap *keymap);
void weston_seat_init_touch(struct weston_seat *seat);
struct weston_touch_device *weston_touch_create_touch_device(struct weston_touch *touch, const char *syspath,
                                                             void *backend_data, const void *ops);

struct inject {
    struct weston_compositor *compositor;
    struct weston_seat seat;
    bool has_touch, has_pointer, has_keyboard;
    struct weston_touch_device *touch;
    int fifo;
    int fifo_keepalive;     /* our own writer: the FIFO never reads EOF */
    struct wl_event_source *source;
    char line[4096];
    size_t used;
    FILE *log;
    struct wl_protocol_logger *logger;
};

static uint64_t monotonic_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* MARK: the protocol log */

static int interesting(const char *interface, const char *message, enum wl_protocol_logger_type type) {
    if (type == WL_PROTOCOL_LOGGER_EVENT)
        return !strcmp(interface, "wl_touch") || !strcmp(interface, "wl_pointer") ||
               !strcmp(interface, "wl_keyboard") || !strcmp(interface, "wl_buffer") ||
               (!strcmp(interface, "wl_callback") && !strcmp(message, "done"));
    return !strcmp(interface, "wl_shm") || !strcmp(interface, "wl_shm_pool") ||
           (!strcmp(interface, "wl_surface") &&
            (!strcmp(message, "attach") || !strcmp(message, "damage_buffer") || !strcmp(message, "damage") ||
             !strcmp(message, "commit") || !strcmp(message, "frame")));
}

static void log_message(void *data, enum wl_protocol_logger_type type, const struct wl_protocol_logger_message *m) {
    struct inject *in = data;
    uint64_t now = monotonic_ns();
    const char *interface = wl_resource_get_class(m->resource);
    if (!in->log || !interesting(interface, m->message->name, type)) return;
    pid_t pid = 0;
    wl_client_get_credentials(wl_resource_get_client(m->resource), &pid, NULL, NULL);
    fprintf(in->log, "%" PRIu64 " %d %s %s@%u.%s(", now, (int)pid, type == WL_PROTOCOL_LOGGER_REQUEST ? "->" : "<-",
            interface, wl_resource_get_id(m->resource), m->message->name);
    /* Integer arguments only: enough for damage rectangles, pool sizes, ids. */
    const char *sig = m->message->signature;
    for (int i = 0; i < m->arguments_count; i++) {
        while (*sig && (*sig == '?' || (*sig >= '0' && *sig <= '9'))) sig++;
        char t = *sig ? *sig++ : 'x';
        if (i) fputs(", ", in->log);
        switch (t) {
        case 'i': fprintf(in->log, "%d", m->arguments[i].i); break;
        case 'u': fprintf(in->log, "%u", m->arguments[i].u); break;
        case 'f': fprintf(in->log, "%.2f", wl_fixed_to_double(m->arguments[i].f)); break;
        case 'h': fputs("fd", in->log); break;
        default: fputs("_", in->log); break;
        }
    }
    fputs(")\n", in->log);
}

static void log_line(struct inject *in, const char *text) {
    if (!in->log) return;
    fprintf(in->log, "%" PRIu64 " 0 inject %s\n", monotonic_ns(), text);
}

/* MARK: commands */

static void now(struct timespec *ts) { weston_compositor_get_time(ts); }

static void run_command(struct inject *in, char *cmd) {
    char what[16] = "", verb[16] = "", state[8] = "";
    int id = 0;
    double x = 0, y = 0;
    unsigned code = 0;
    struct timespec t;
    now(&t);
    if (!strncmp(cmd, "mark ", 5)) { log_line(in, cmd); return; }
    if (sscanf(cmd, "%15s %15s", what, verb) < 1) return;
    log_line(in, cmd);
    if ((!strcmp(what, "touch") && !in->has_touch) || (!strcmp(what, "pointer") && !in->has_pointer) ||
        (!strcmp(what, "key") && !in->has_keyboard)) {
        weston_log("weston-inject: no %s on this seat: ignored \"%s\"\n", what, cmd);
        return;
    }
    if (!strcmp(what, "touch")) {
        if (!strcmp(verb, "down") && sscanf(cmd, "%*s %*s %d %lf %lf", &id, &x, &y) == 3)
            notify_touch_normalized(in->touch, &t, id, x, y, NULL, WL_TOUCH_DOWN);
        else if (!strcmp(verb, "motion") && sscanf(cmd, "%*s %*s %d %lf %lf", &id, &x, &y) == 3)
            notify_touch_normalized(in->touch, &t, id, x, y, NULL, WL_TOUCH_MOTION);
        else if (!strcmp(verb, "up") && sscanf(cmd, "%*s %*s %d", &id) == 1)
            notify_touch_normalized(in->touch, &t, id, 0, 0, NULL, WL_TOUCH_UP);
        else if (!strcmp(verb, "frame")) notify_touch_frame(in->touch);
        else if (!strcmp(verb, "cancel")) notify_touch_cancel(in->touch);
        else goto bad;
    } else if (!strcmp(what, "pointer")) {
        if (!strcmp(verb, "motion") && sscanf(cmd, "%*s %*s %lf %lf", &x, &y) == 2)
            notify_motion_absolute(&in->seat, &t, x, y);
        else if (!strcmp(verb, "button") && sscanf(cmd, "%*s %*s %u %7s", &code, state) == 2)
            notify_button(&in->seat, &t, (int32_t)code,
                          !strcmp(state, "down") ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
        else goto bad;
        notify_pointer_frame(&in->seat);
    } else if (!strcmp(what, "key") && sscanf(cmd, "%*s %u %7s", &code, state) == 2) {
        notify_key(&in->seat, &t, code,
                   !strcmp(state, "down") ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED,
                   STATE_UPDATE_AUTOMATIC);
    } else {
        goto bad;
    }
    if (in->log) fflush(in->log);
    return;
bad:
    weston_log("weston-inject: ignored \"%s\"\n", cmd);
}

static int fifo_readable(int fd, uint32_t mask, void *data) {
    struct inject *in = data;
    (void)mask;
    for (;;) {
        ssize_t n = read(fd, in->line + in->used, sizeof in->line - 1 - in->used);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        in->used += (size_t)n;
        char *start = in->line, *end;
        while ((end = memchr(start, '\n', in->used - (size_t)(start - in->line)))) {
            *end = '\0';
            run_command(in, start);
            start = end + 1;
        }
        in->used -= (size_t)(start - in->line);
        memmove(in->line, start, in->used);
        /* A line longer than the buffer is dropped rather than read for ever. */
        if (in->used == sizeof in->line - 1) in->used = 0;
    }
    if (in->log) fflush(in->log);
    return 0;
}

/* MARK: module entry */

WL_EXPORT int wet_module_init(struct weston_compositor *compositor, int *argc, char *argv[]) {
    (void)argc; (void)argv;
    struct inject *in = calloc(1, sizeof *in);
    if (!in) return -1;
    in->compositor = compositor;

    const char *log = getenv("WESTON_INJECT_LOG");
    if (log && *log) {
        in->log = fopen(log, "w");
        if (!in->log) weston_log("weston-inject: cannot open %s: %s\n", log, strerror(errno));
        else in->logger = wl_display_add_protocol_logger(compositor->wl_display, log_message, in);
    }

    char path[4096];
    const char *fifo = getenv("WESTON_INJECT_FIFO");
    if (!fifo || !*fifo) {
        const char *runtime = getenv("XDG_RUNTIME_DIR");
        snprintf(path, sizeof path, "%s/weston-inject", runtime ? runtime : "/tmp");
        fifo = path;
    }
    if (mkfifo(fifo, 0600) < 0 && errno != EEXIST) {
        weston_log("weston-inject: mkfifo %s: %s\n", fifo, strerror(errno));
        return -1;
    }
    in->fifo = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    in->fifo_keepalive = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (in->fifo < 0 || in->fifo_keepalive < 0) {
        weston_log("weston-inject: cannot open %s: %s\n", fifo, strerror(errno));
        return -1;
    }
    in->source = wl_event_loop_add_fd(wl_display_get_event_loop(compositor->wl_display), in->fifo,
                                      WL_EVENT_READABLE, fifo_readable, in);

    /* The headless backend makes no seat: this one has the capabilities asked for. */
    const char *caps = getenv("WESTON_INJECT_CAPS");
    if (!caps || !*caps) caps = "touch,pointer,keyboard";
    in->has_touch = strstr(caps, "touch") != NULL;
    in->has_pointer = strstr(caps, "pointer") != NULL;
    in->has_keyboard = strstr(caps, "keyboard") != NULL;
    weston_seat_init(&in->seat, compositor, "weston-inject");
    if (in->has_pointer) weston_seat_init_pointer(&in->seat);
    if (in->has_keyboard) weston_seat_init_keyboard(&in->seat, NULL);
    if (in->has_touch) {
        weston_seat_init_touch(&in->seat);
        in->touch = weston_touch_create_touch_device(in->seat.touch_state, "weston-inject-touch", NULL, NULL);
        if (!in->touch) {
            weston_log("weston-inject: cannot create the touch device\n");
            return -1;
        }
    }
    weston_log("weston-inject: seat with %s%s%s; commands from %s%s%s\n", in->has_touch ? "touch " : "",
               in->has_pointer ? "pointer " : "", in->has_keyboard ? "keyboard" : "", fifo,
               in->log ? ", protocol log in " : "", in->log ? log : "");
    return 0;
}
