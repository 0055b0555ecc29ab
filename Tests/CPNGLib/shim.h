// libpng, Debian's libpng-dev: the tests' independent PNG decoder.
#include <png.h>
