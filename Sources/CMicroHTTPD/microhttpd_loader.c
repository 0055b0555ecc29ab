#include "CMicroHTTPD.h"
#include "microhttpd_loader.h"

#include <CLazyLibrary.h>

#define CM_MHD_NAME(name) #name,
static const char *const names[cm_mhd_function_count + 1] = { CM_MHD_FUNCTIONS(CM_MHD_NAME) NULL };
#undef CM_MHD_NAME

void *cm_mhd_functions[cm_mhd_function_count];
static struct cm_lazy_library microhttpd = CM_LAZY_LIBRARY("libmicrohttpd.so.12", names, cm_mhd_functions);

int cm_mhd_load(void) { return cm_lazy_load(&microhttpd); }

const char *cm_microhttpd_failure(void) { return cm_lazy_failure(&microhttpd); }
