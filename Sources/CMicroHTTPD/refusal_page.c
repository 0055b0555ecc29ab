// libmicrohttpd writes its own error pages (a head past its buffer, a chunk it cannot parse)
// with fixed HTML and no callback of ours in between. The one way in is the call that queues
// the page: MHD makes it through its own exported MHD_queue_response, which this binary
// defines and exports (Package.swift's --export-dynamic-symbol), so the loaded library binds
// its call here. The logger has just made our answer on the same thread (shim.c's error_log);
// it goes out in the page's place. Every other call is forwarded unchanged.
#include "refusal_page.h"
#include "microhttpd_loader.h"

#include <stdlib.h>
#include <sys/socket.h>

struct kept_refusal {
    unsigned int mhd_status;
    struct cm_refusal_answer answer;
};

// Per thread: MHD logs and queues a page on the connection's own thread, with no other
// connection's work in between.
static _Thread_local struct kept_refusal kept;

void cm_refusal_keep(unsigned int mhd_status, struct cm_refusal_answer answer) {
    cm_refusal_drop();
    kept = (struct kept_refusal){ mhd_status, answer };
}

static void release(struct cm_refusal_answer *answer) {
    if (answer->response != NULL && cm_mhd_load()) CM_MHD(MHD_destroy_response)(answer->response);
    free(answer->bytes);
    *answer = (struct cm_refusal_answer){ 0 };
}

void cm_refusal_drop(void) {
    release(&kept.answer);
    kept.mhd_status = 0;
}

const char *cm_reason_phrase(unsigned int status) {
    return cm_mhd_load() ? CM_MHD(MHD_get_reason_phrase_for)(status) : "";
}

// The answer's bytes straight to the client's socket, then MHD told the page could not be
// queued, so it closes the connection without writing anything of its own.
static enum MHD_Result write_whole(struct MHD_Connection *connection, const struct cm_refusal_answer *answer) {
    int socket = cm_connection_fd(connection);
    if (socket < 0) return MHD_NO;
    size_t sent = 0;
    while (sent < answer->length) {
        ssize_t count = send(socket, answer->bytes + sent, answer->length - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (count <= 0) break;
        sent += (size_t)count;
    }
    shutdown(socket, SHUT_WR);
    return MHD_NO;
}

__attribute__((visibility("default")))
enum MHD_Result MHD_queue_response(struct MHD_Connection *connection, unsigned int status_code, struct MHD_Response *response) {
    if (!cm_mhd_load()) return MHD_NO;
    struct kept_refusal taken = kept;
    kept = (struct kept_refusal){ 0 };
    enum MHD_Result queued;
    if (taken.mhd_status != status_code || (taken.answer.response == NULL && taken.answer.bytes == NULL))
        queued = CM_MHD(MHD_queue_response)(connection, status_code, response);
    else if (taken.answer.bytes != NULL)
        queued = write_whole(connection, &taken.answer);
    else
        queued = CM_MHD(MHD_queue_response)(connection, taken.answer.status, taken.answer.response);
    release(&taken.answer);
    return queued;
}
