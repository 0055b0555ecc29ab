// libmicrohttpd's functions as this module reaches them: opened on first use, never linked
// (CLazyLibrary.h says why). Private to the module; Swift sees only CMicroHTTPD.h.
#ifndef CMICROHTTPD_LOADER_H
#define CMICROHTTPD_LOADER_H

#include <microhttpd.h>

// Every MHD function the module calls, for the names list, the indices and the pointer table.
#define CM_MHD_FUNCTIONS(X) \
    X(MHD_start_daemon) X(MHD_stop_daemon) X(MHD_quiesce_daemon) X(MHD_get_daemon_info) \
    X(MHD_get_connection_info) X(MHD_get_connection_values) X(MHD_suspend_connection) X(MHD_resume_connection) \
    X(MHD_create_response_from_buffer) X(MHD_create_response_from_fd64) X(MHD_create_response_from_callback) \
    X(MHD_set_response_options) X(MHD_add_response_header) X(MHD_queue_response) X(MHD_destroy_response) \
    X(MHD_get_reason_phrase_for)

#define CM_MHD_INDEX(name) cm_index_##name,
enum { CM_MHD_FUNCTIONS(CM_MHD_INDEX) cm_mhd_function_count };
#undef CM_MHD_INDEX

extern void *cm_mhd_functions[cm_mhd_function_count];

/// 1 once libmicrohttpd is loaded with every function above; tried on the first call.
int cm_mhd_load(void);

/// On each function defined here under MHD's own name: never exported from the binary (some
/// link modes export every global), so the loaded library's calls to its own functions can never
/// be bound to these instead.
#define CM_FORWARDER __attribute__((visibility("hidden")))

/// The loaded library's `name`, typed as <microhttpd.h> declares it (so a call with the wrong
/// arguments does not compile). Only after cm_mhd_load has returned 1.
#define CM_MHD(name) ((__typeof__(&name))cm_mhd_functions[cm_index_##name])

#endif
