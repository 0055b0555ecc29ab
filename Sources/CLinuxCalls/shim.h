// Linux calls that Swift's Glibc module leaves out: glibc declares them only for _GNU_SOURCE
// (or, for openat2, not at all); and printf for one double, which Swift reaches only through
// CVarArg.
// They are in glibc since 2.28 (renameat2), 2.14 (syncfs), 2.9 (pipe2) and 2.34 (addclosefrom_np).
#include <fcntl.h>
#include <malloc.h>
#include <pthread.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/openat2.h>

int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
int syncfs(int fd);
int pipe2(int fds[2], int flags);
// A thread's name as the kernel shows it (15 bytes), since glibc 2.12.
int pthread_setname_np(pthread_t thread, const char *name);
// Closes every descriptor from `from` up in the spawned child, in one close_range(2).
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

// renameat2's flag that swaps the two paths in one step (linux/fs.h).
#define CLINUX_RENAME_EXCHANGE (1 << 1)

// openat2(2), which glibc does not wrap: `path` opened beneath `directory` with `resolve`'s rules
// (RESOLVE_BENEATH, RESOLVE_NO_SYMLINKS...), checked by the kernel in the same step as the open,
// so no rename between a check and the open can lead outside. -1 with errno on failure.
static inline int clinux_openat2(int directory, const char *path, uint64_t flags, uint64_t resolve) {
    struct open_how how = { .flags = flags, .mode = 0, .resolve = resolve };
    return (int)syscall(SYS_openat2, directory, path, &how, sizeof how);
}

// Makes the pages wholly inside [start, start + bytes) present and writable in one call
// (MADV_POPULATE_WRITE, Linux 5.14), where writing a fresh buffer would trap once a page. A
// kernel that refuses leaves them to be faulted in as they are written, as before.
static inline void clinux_prefault(void *start, size_t bytes) {
    const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    const uintptr_t first = ((uintptr_t)start + page - 1) & ~(page - 1), end = ((uintptr_t)start + bytes) & ~(page - 1);
    if (end > first) (void)madvise((void *)first, end - first, MADV_POPULATE_WRITE);
}

// glibc's allocator tuning (malloc.h): a server's frame buffers handed back to the system.
static const int CLINUX_M_MMAP_THRESHOLD = M_MMAP_THRESHOLD;
static const int CLINUX_M_ARENA_MAX = M_ARENA_MAX;
static const int CLINUX_M_TRIM_THRESHOLD = M_TRIM_THRESHOLD;

// O_PATH (a descriptor that names a folder without reading it), which fcntl.h hides without _GNU_SOURCE.
#define CLINUX_O_PATH 010000000
#define CLINUX_RESOLVE_BENEATH RESOLVE_BENEATH
#define CLINUX_RESOLVE_NO_SYMLINKS RESOLVE_NO_SYMLINKS
#define CLINUX_RESOLVE_NO_MAGICLINKS RESOLVE_NO_MAGICLINKS
#define CLINUX_RESOLVE_NO_XDEV RESOLVE_NO_XDEV

// printf's "%.*f" of one double into `buffer` (`size` bytes with the NUL; nil and 0 to ask the
// length). Swift reaches a C variadic through CVarArg, which boxes each argument and casts it
// at run time; a process's first such cast scans every protocol conformance of the binary.
static inline int clinux_format_fixed(char *buffer, size_t size, int decimals, double value) {
    return snprintf(buffer, size, "%.*f", decimals, value);
}
