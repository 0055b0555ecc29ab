// Linux calls that Swift's Glibc module leaves out: glibc declares them only for _GNU_SOURCE.
// Both are in glibc since 2.28 (renameat2) and 2.14 (syncfs).
#include <fcntl.h>

int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
int syncfs(int fd);

// renameat2's flag that swaps the two paths in one step (linux/fs.h).
#define CLINUX_RENAME_EXCHANGE (1 << 1)
