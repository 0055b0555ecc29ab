// giflib, Debian's libgif-dev: the tests' independent GIF decoder.
#include <gif_lib.h>
