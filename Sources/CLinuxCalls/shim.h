// Linux calls that Swift's Glibc module leaves out: glibc declares them only for _GNU_SOURCE.
// They are in glibc since 2.28 (renameat2), 2.14 (syncfs), 2.9 (pipe2) and 2.34 (addclosefrom_np).
#include <fcntl.h>
#include <spawn.h>

int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
int syncfs(int fd);
int pipe2(int fds[2], int flags);
// Closes every descriptor from `from` up in the spawned child, in one close_range(2).
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

// renameat2's flag that swaps the two paths in one step (linux/fs.h).
#define CLINUX_RENAME_EXCHANGE (1 << 1)
