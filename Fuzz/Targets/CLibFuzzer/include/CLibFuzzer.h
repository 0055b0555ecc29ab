#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program with its own main (SwiftPM renames every executable's
/// main, so libFuzzer's cannot be the program's). Present in the toolchain's libFuzzer, linked
/// by -sanitize=fuzzer.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
