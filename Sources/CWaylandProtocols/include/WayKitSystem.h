// Linux calls Swift's Glibc module hides (they need _GNU_SOURCE): memfd and
// file seals, for wl_shm pools and keymaps. Not generated; see WayKitSystem.c.
#ifndef WAYKIT_SYSTEM_H
#define WAYKIT_SYSTEM_H

/// An anonymous, close-on-exec, sealable memory file; -1 with errno on failure.
int waykit_memfd_create(const char *name);

/// Seals the file against shrinking (the compositor maps it; a shrink would
/// make its reads fault), and against further seal changes.
int waykit_seal_shrink(int fd);

/// A pipe for a clipboard transfer (K6): both ends close-on-exec, the read end
/// non-blocking. The write end is handed to another client, whose writes keep
/// the blocking behaviour it expects. Grown to 1 MiB where the system allows,
/// so a large text takes fewer wake-ups. 0, or -1 with errno.
int waykit_clipboard_pipe(int fds[2]);

/// Makes `fd` non-blocking; 0, or -1 with errno.
int waykit_set_nonblocking(int fd);

/// Writing to a pipe whose reader has gone raises SIGPIPE, whose default
/// action ends the process: ignores it, unless the app installed a handler of
/// its own. The write then fails with EPIPE, which the clipboard handles.
void waykit_ignore_sigpipe(void);
#endif
