#include "CLazyLibrary.h"

#include <dlfcn.h>
#include <stdio.h>

enum { untried = 0, loaded = 1, failed = 2 };

static void fail(struct cm_lazy_library *library, const char *reason) {
    snprintf(library->failure, sizeof library->failure, "%s could not be loaded: %s", library->soname,
             reason ? reason : "dlopen gave no reason");
    __atomic_store_n(&library->state, failed, __ATOMIC_RELEASE);
}

static void open_library(struct cm_lazy_library *library) {
    // RTLD_LOCAL: the library's symbols are found only through this handle, so they can never
    // stand in for another library's of the same name.
    void *handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        fail(library, dlerror());
        return;
    }
    size_t count = 0;
    while (library->names[count] != NULL) count += 1;
    // Resolved into a scratch list first: a library lacking one function leaves every pointer
    // unset, so no caller can reach a half-loaded library.
    void *found[count > 0 ? count : 1];
    for (size_t index = 0; index < count; index += 1) {
        dlerror();
        found[index] = dlsym(handle, library->names[index]);
        if (found[index] == NULL) {
            char reason[sizeof library->failure];
            snprintf(reason, sizeof reason, "it has no function %s", library->names[index]);
            dlclose(handle);
            fail(library, reason);
            return;
        }
    }
    for (size_t index = 0; index < count; index += 1) library->functions[index] = found[index];
    __atomic_store_n(&library->state, loaded, __ATOMIC_RELEASE);
}

int cm_lazy_load(struct cm_lazy_library *library) {
    int state = __atomic_load_n(&library->state, __ATOMIC_ACQUIRE);
    if (state == untried) {
        pthread_mutex_lock(&library->lock);
        if (__atomic_load_n(&library->state, __ATOMIC_ACQUIRE) == untried) open_library(library);
        pthread_mutex_unlock(&library->lock);
        state = __atomic_load_n(&library->state, __ATOMIC_ACQUIRE);
    }
    return state == loaded;
}

const char *cm_lazy_failure(struct cm_lazy_library *library) {
    return cm_lazy_load(library) ? NULL : library->failure;
}
