// Not generated: see include/WayKitSystem.h.
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>
#include "WayKitSystem.h"

int waykit_memfd_create(const char *name) { return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING); }

int waykit_seal_shrink(int fd) { return fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_SEAL); }

int waykit_clipboard_pipe(int fds[2]) {
    if (pipe2(fds, O_CLOEXEC) < 0) return -1;
    // Best effort: /proc/sys/fs/pipe-max-size (1 MiB by default) or the
    // user's pipe quota may refuse; 64 KiB pipes work too.
    (void)fcntl(fds[0], F_SETPIPE_SZ, 1 << 20);
    return waykit_set_nonblocking(fds[0]);
}

int waykit_set_nonblocking(int fd) {
    int flags = fcntl(fd, F_GETFL);
    return flags < 0 ? -1 : fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

void waykit_ignore_sigpipe(void) {
    struct sigaction current;
    if (sigaction(SIGPIPE, NULL, &current) == 0 && current.sa_handler == SIG_DFL && !(current.sa_flags & SA_SIGINFO))
        signal(SIGPIPE, SIG_IGN);
}

#include <link.h>
#include <stdint.h>
#include <unistd.h>

// No fault-around in the app's own code (issue 12's footprint). A page
// fault in a file mapping makes the kernel map the cached pages of the
// 64 KiB around it too, so the code an app runs at start drags in blocks of
// code that never runs: measured on the 100-button grid, its text went from
// 3.4 to 2.6 MiB resident with MADV_RANDOM on it, and VmRSS by about 0.5
// MiB, with no change to the time to first frame (docs/performance.md).
// Only the executable's own segments: doing the same to the shared
// libraries measured no better. Runs before main, as early as constructors
// go, so the least code is faulted in before it takes effect.
static int waykit_advise_segment(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size; (void)data;
    // The executable comes first, with an empty name; stop after it.
    if (info->dlpi_name && info->dlpi_name[0]) return 1;
    long page = sysconf(_SC_PAGESIZE);
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *p = &info->dlpi_phdr[i];
        if (p->p_type != PT_LOAD || !(p->p_flags & PF_X)) continue;
        uintptr_t start = (info->dlpi_addr + p->p_vaddr) & ~(uintptr_t)(page - 1);
        uintptr_t end = info->dlpi_addr + p->p_vaddr + p->p_memsz;
        madvise((void *)start, end - start, MADV_RANDOM);
    }
    return 1;
}
__attribute__((constructor(101))) static void waykit_no_fault_around(void) {
    dl_iterate_phdr(waykit_advise_segment, NULL);
}
