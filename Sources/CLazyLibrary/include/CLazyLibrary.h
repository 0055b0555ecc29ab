// A shared library opened with dlopen on first use instead of linked: its pages, and those of
// everything it links, are mapped only by the runs that call it. librsvg's tree (gdk-pixbuf,
// gio, libxml2, ICU...) costs about 4.5 MB of resident memory at load and libmicrohttpd's
// (gnutls, p11-kit, nettle...) about 2.7 MB, which a game GIF, the commonest run, never needs.
// Docs/Design.md has the figures.
#ifndef CLAZYLIBRARY_H
#define CLAZYLIBRARY_H

#include <pthread.h>

/// One library and the functions taken from it. Statically initialised with CM_LAZY_LIBRARY,
/// then only ever touched through cm_lazy_load and cm_lazy_failure.
struct cm_lazy_library {
    /// The versioned file name dlopen looks for, such as "librsvg-2.so.2".
    const char *soname;
    /// The functions' names, ending with NULL.
    const char *const *names;
    /// Where each function's address goes, in the order of `names`.
    void **functions;
    pthread_mutex_t lock;
    /// 0 not tried yet, 1 loaded, 2 failed; read without the lock once it is not 0.
    int state;
    /// Why it failed: "SONAME could not be loaded: " and dlerror's words or the function lacking.
    char failure[512];
};

#define CM_LAZY_LIBRARY(soname, names, functions) { (soname), (names), (functions), PTHREAD_MUTEX_INITIALIZER, 0, "" }

/// Opens the library and resolves every function the first time it is called, from any thread;
/// later calls return the first one's answer at once. 1 when every function was found, else 0
/// (the library is then closed again and no function pointer is set).
int cm_lazy_load(struct cm_lazy_library *library);

/// NULL once loaded; otherwise "SONAME could not be loaded: REASON" (tried first if it was not).
const char *cm_lazy_failure(struct cm_lazy_library *library);

#endif
