// rlottie's C API (Debian librlottie-dev): an independent Lottie player that judges the
// exported animations against Cairo's frames.
#include <rlottie_capi.h>
