// libmicrohttpd as Swift can call it. MHD_start_daemon takes its options as C varargs, which
// Swift cannot pass, so the daemon is started here; the request deadline that MHD does not have
// (its timeout is per read, so a client sending a byte a second keeps a connection for ever) is
// kept here too, beside the connection callbacks it needs.
#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H

#include <microhttpd.h>
#include <stdint.h>
#include <stddef.h>

struct cm_daemon_settings {
    /// An IPv4 or IPv6 address to listen on.
    const char *host;
    /// 0 asks the kernel for a free port (see cm_bound_port).
    uint16_t port;
    /// Threads that read and write connections (never render).
    unsigned int io_threads;
    /// Seconds of silence after which MHD closes a connection.
    unsigned int idle_timeout;
    /// Seconds a request may take to arrive whole (head and body), however it trickles in.
    unsigned int request_deadline;
    /// Open connections at most; more are refused by MHD at accept.
    unsigned int connection_limit;
    /// Open connections from one client address at most, so that one client cannot hold them all.
    unsigned int per_client_limit;
    /// Bytes of buffer per connection; a request head longer than this is refused by MHD.
    size_t connection_memory;
};

struct cm_daemon;

/// Each connection's send buffer (the kernel doubles it for its own bookkeeping).
#define CM_SEND_BUFFER_BYTES (256 * 1024)

// MHD's result and termination enums are closed C enums; these name the values Swift needs.
static const enum MHD_Result CM_YES = MHD_YES;
static const enum MHD_Result CM_NO = MHD_NO;
static const enum MHD_ValueKind CM_HEADER_KIND = MHD_HEADER_KIND;
static const enum MHD_ValueKind CM_QUERY_KIND = MHD_GET_ARGUMENT_KIND;
static const enum MHD_ResponseMemoryMode CM_MUST_COPY = MHD_RESPMEM_MUST_COPY;
static inline int cm_completed_ok(enum MHD_RequestTerminationCode code) { return code == MHD_REQUEST_TERMINATED_COMPLETED_OK; }
static inline int cm_client_aborted(enum MHD_RequestTerminationCode code) { return code == MHD_REQUEST_TERMINATED_CLIENT_ABORT; }

/// A body-less answer whose length is not known without making it (a HEAD on a clip): MHD sends
/// no Content-Length for it, where an empty buffer would claim 0 bytes.
struct MHD_Response *cm_unmeasured_response(void);

/// NULL once libmicrohttpd is loaded (it is opened on the first call of this or cm_start, never
/// linked: Docs/Design.md says why); otherwise "libmicrohttpd.so.12 could not be loaded: " and
/// dlerror's reason.
const char *cm_microhttpd_failure(void);

/// What libmicrohttpd refused itself, before any callback of ours saw the request, told by the
/// page it was about to send (its text is the only record of the reason).
enum cm_refusal {
    /// The request line or headers do not fit the connection's buffer (MHD's 431 or 414).
    CM_REFUSED_HEAD_TOO_LARGE = 0,
    /// A request line or header line that does not parse.
    CM_REFUSED_MALFORMED = 1,
    /// An HTTP/1.1 request without a Host header.
    CM_REFUSED_NO_HOST = 2,
    CM_REFUSED_LENGTH_MALFORMED = 3,
    CM_REFUSED_LENGTH_TOO_LARGE = 4,
    CM_REFUSED_CHUNK_MALFORMED = 5,
    /// A chunk size past 64 bits.
    CM_REFUSED_CHUNK_TOO_LARGE = 6,
    /// A chunk line that does not fit the buffer (MHD's 500, which blames itself).
    CM_REFUSED_CHUNK_LINE_TOO_LONG = 7,
    /// An HTTP version other than 1.0 and 1.1.
    CM_REFUSED_VERSION = 8,
};

/// Our answer in place of a page libmicrohttpd was about to write.
struct cm_refusal_answer {
    /// In: MHD's status. Out: the status sent.
    unsigned int status;
    /// Out, unless the answer is written whole: the answer, made as any other (the module
    /// destroys it).
    struct MHD_Response *response;
    /// Out, when it is: the bytes sent, head and body, from malloc (the module frees them).
    char *bytes;
    size_t length;
};

/// Told of each page libmicrohttpd is about to write itself, on the connection's thread, to
/// fill in `answer`. `whole` is set where libmicrohttpd 0.9.75 would write the head of any page
/// twice (a refusal of the finished head: Content-Length): the answer is then written to the
/// socket as bytes, and the connection closed.
typedef void (*cm_refused_callback)(void *context, enum cm_refusal reason, int whole, struct cm_refusal_answer *answer);

/// MHD's reason phrase for `status` ("Bad Request"), for an answer written whole.
const char *cm_reason_phrase(unsigned int status);

/// Starts listening; NULL when libmicrohttpd cannot be loaded (errno ELIBACC), or when the
/// address does not parse or cannot be bound (errno says why).
struct cm_daemon *cm_start(const struct cm_daemon_settings *settings,
                           MHD_AccessHandlerCallback handler, void *handler_context,
                           MHD_RequestCompletedCallback completed, void *completed_context,
                           cm_refused_callback refused);

/// The port the daemon listens on (the chosen one when settings asked for 0).
uint16_t cm_bound_port(struct cm_daemon *daemon);

/// The MHD daemon, for MHD's own calls.
struct MHD_Daemon *cm_mhd(struct cm_daemon *daemon);

/// The status of the answer queued on `connection` (ours or MHD's own page), or 0 for none.
unsigned int cm_queued_status(struct MHD_Connection *connection);

/// The socket of `connection`, or -1.
int cm_connection_fd(struct MHD_Connection *connection);

/// Whether the peer of `fd` has closed its end (or the socket has failed): a peek that reads
/// end-of-file or an error other than "nothing yet". Bytes waiting (a pipelined request) are
/// not a departure.
int cm_peer_has_left(int fd);

/// The request on `connection` has arrived whole: its deadline no longer applies.
void cm_request_arrived(struct MHD_Connection *connection);

/// Stops accepting new connections; those open are served to the end.
void cm_quiesce(struct cm_daemon *daemon);

/// Connections open now.
unsigned int cm_open_connections(struct cm_daemon *daemon);

/// Stops the daemon, closing every connection, and frees it.
void cm_stop(struct cm_daemon *daemon);

#endif
