#include "CMicroHTTPD.h"
#include "microhttpd_loader.h"
#include "refusal_page.h"

#include <arpa/inet.h>
#include <errno.h>
#include <stdarg.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

// One open connection as the deadline sweep sees it.
struct cm_connection {
    int fd;
    // When the request now arriving began (the connection's start, or the previous answer's end).
    struct timespec started;
    int arrived;
    struct cm_connection *previous, *next;
};

struct cm_daemon {
    struct MHD_Daemon *mhd;
    unsigned int request_deadline;
    MHD_RequestCompletedCallback completed;
    void *completed_context;
    cm_refused_callback refused;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    int stopping;
    unsigned int open;
    struct cm_connection *connections;
    pthread_t sweeper;
    MHD_socket quiesced;
};

static struct timespec now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time;
}

static void notify(void *context, struct MHD_Connection *connection, void **socket_context,
                   enum MHD_ConnectionNotificationCode code) {
    struct cm_daemon *daemon = context;
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        struct cm_connection *entry = calloc(1, sizeof *entry);
        if (entry == NULL) return;
        const union MHD_ConnectionInfo *info = CM_MHD(MHD_get_connection_info)(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
        entry->fd = info ? info->connect_fd : -1;
        entry->started = now();
        // A fixed send buffer instead of the kernel's growing one (up to 4 MiB): an answer that
        // a client does not read then waits in MHD, where the idle timeout ends it as cut short,
        // rather than vanishing into the buffer and being counted as sent.
        if (entry->fd >= 0) {
            int bytes = CM_SEND_BUFFER_BYTES;
            setsockopt(entry->fd, SOL_SOCKET, SO_SNDBUF, &bytes, sizeof bytes);
        }
        pthread_mutex_lock(&daemon->lock);
        entry->next = daemon->connections;
        if (daemon->connections) daemon->connections->previous = entry;
        daemon->connections = entry;
        daemon->open += 1;
        pthread_mutex_unlock(&daemon->lock);
        *socket_context = entry;
    } else {
        struct cm_connection *entry = *socket_context;
        if (entry == NULL) return;
        // MHD closes the socket after this call: with the entry gone under the lock, the sweep
        // can never shut down a descriptor number that was reused.
        pthread_mutex_lock(&daemon->lock);
        if (entry->previous) entry->previous->next = entry->next; else daemon->connections = entry->next;
        if (entry->next) entry->next->previous = entry->previous;
        daemon->open -= 1;
        pthread_mutex_unlock(&daemon->lock);
        free(entry);
        *socket_context = NULL;
    }
}

static struct cm_connection *entry_of(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = CM_MHD(MHD_get_connection_info)(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info ? info->socket_context : NULL;
}

unsigned int cm_queued_status(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = CM_MHD(MHD_get_connection_info)(connection, MHD_CONNECTION_INFO_HTTP_STATUS);
    return info ? info->http_status : 0;
}

int cm_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = CM_MHD(MHD_get_connection_info)(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? info->connect_fd : -1;
}

int cm_peer_has_left(int fd) {
    if (fd < 0) return 0;
    char byte;
    ssize_t got = recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    if (got == 0) return 1;
    return got < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR;
}

void cm_request_arrived(struct MHD_Connection *connection) {
    struct cm_connection *entry = entry_of(connection);
    // The flag is read by the sweep under the daemon's lock; a word-sized store it may see a
    // sweep late at worst, which only delays a shutdown that is no longer due.
    if (entry) __atomic_store_n(&entry->arrived, 1, __ATOMIC_RELEASE);
}

// The next request on a kept-alive connection starts its own deadline.
static void completed(void *context, struct MHD_Connection *connection, void **request_context,
                      enum MHD_RequestTerminationCode code) {
    struct cm_daemon *daemon = context;
    struct cm_connection *entry = entry_of(connection);
    if (entry) {
        pthread_mutex_lock(&daemon->lock);
        entry->started = now();
        __atomic_store_n(&entry->arrived, 0, __ATOMIC_RELEASE);
        pthread_mutex_unlock(&daemon->lock);
    }
    if (daemon->completed) daemon->completed(daemon->completed_context, connection, request_context, code);
}

// Every quarter second, shuts down the sockets whose request is overdue: MHD then sees the
// connection fail and closes it in its own thread.
static void *sweep(void *context) {
    struct cm_daemon *daemon = context;
    pthread_mutex_lock(&daemon->lock);
    while (!daemon->stopping) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 250000000L;
        if (until.tv_nsec >= 1000000000L) { until.tv_sec += 1; until.tv_nsec -= 1000000000L; }
        pthread_cond_timedwait(&daemon->wake, &daemon->lock, &until);
        struct timespec current = now();
        for (struct cm_connection *entry = daemon->connections; entry; entry = entry->next) {
            if (__atomic_load_n(&entry->arrived, __ATOMIC_ACQUIRE) || entry->fd < 0) continue;
            long long elapsed = (long long)(current.tv_sec - entry->started.tv_sec) * 1000
                + (current.tv_nsec - entry->started.tv_nsec) / 1000000;
            if (elapsed >= (long long)daemon->request_deadline * 1000) shutdown(entry->fd, SHUT_RDWR);
        }
    }
    pthread_mutex_unlock(&daemon->lock);
    return NULL;
}

// MHD writes its own error page through one function, which logs this line first, with the
// status and the page: the only place that learns of the page before it is queued, so ours can
// be made here and put in its place (refusal_page.c).
static const char refusal_format[] = "Error processing request (HTTP response code is %u ('%s')). Closing connection.\n";

static enum cm_refusal refusal_reason(unsigned int status, const char *page) {
    if (page == NULL) page = "";
    if (strstr(page, "too big") != NULL) return CM_REFUSED_HEAD_TOO_LARGE;
    if (strstr(page, "Host") != NULL) return CM_REFUSED_NO_HOST;
    if (strstr(page, "Content-Length") != NULL)
        return status == MHD_HTTP_BAD_REQUEST ? CM_REFUSED_LENGTH_MALFORMED : CM_REFUSED_LENGTH_TOO_LARGE;
    if (strstr(page, "chunk size") != NULL) return CM_REFUSED_CHUNK_TOO_LARGE;
    if (strstr(page, "chunked") != NULL) return CM_REFUSED_CHUNK_MALFORMED;
    // A body left unread until the buffer filled: its page asks the developer to read the
    // documentation on blocking. Only a chunk line longer than the buffer leaves one so here.
    if (strstr(page, "blocking") != NULL) return CM_REFUSED_CHUNK_LINE_TOO_LONG;
    if (strstr(page, "version") != NULL) return CM_REFUSED_VERSION;
    return CM_REFUSED_MALFORMED;
}

// Refused as MHD parses the finished head: 0.9.75 then builds the head of its page once as it
// queues it and again as the request goes on, so any page it sends has two heads.
static int refusal_written_whole(enum cm_refusal reason) {
    return reason == CM_REFUSED_LENGTH_MALFORMED || reason == CM_REFUSED_LENGTH_TOO_LARGE || reason == CM_REFUSED_NO_HOST;
}

// MHD's messages: every other one (a client resetting, a failed send, "too late for an error
// page") is dropped, as it was before MHD's logging was on, and so is an answer made for a page
// MHD then did not send; the refusals are told to `refused`.
static void error_log(void *context, const char *format, va_list arguments) {
    struct cm_daemon *daemon = context;
    cm_refusal_drop();
    if (daemon->refused == NULL || strcmp(format, refusal_format) != 0) return;
    unsigned int status = va_arg(arguments, unsigned int);
    const char *page = va_arg(arguments, const char *);
    enum cm_refusal reason = refusal_reason(status, page);
    struct cm_refusal_answer answer = { .status = status };
    daemon->refused(daemon->completed_context, reason, refusal_written_whole(reason), &answer);
    cm_refusal_keep(status, answer);
}

static int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// MHD's own unescaping, except that %00 stays as written: a decoded NUL would end the C string
// MHD hands on, so "/a%00b" would be answered as "/a".
static size_t unescape(void *context, struct MHD_Connection *connection, char *text) {
    (void)context;
    (void)connection;
    char *read = text, *write = text;
    while (*read) {
        int high, low;
        if (read[0] == '%' && (high = hex_value(read[1])) >= 0 && (low = hex_value(read[2])) >= 0 && (high | low) != 0) {
            *write++ = (char)(high * 16 + low);
            read += 3;
        } else {
            *write++ = *read++;
        }
    }
    *write = '\0';
    return (size_t)(write - text);
}

struct cm_daemon *cm_start(const struct cm_daemon_settings *settings,
                           MHD_AccessHandlerCallback handler, void *handler_context,
                           MHD_RequestCompletedCallback completed_callback, void *completed_context,
                           cm_refused_callback refused) {
    if (!cm_mhd_load()) {
        errno = ELIBACC;
        return NULL;
    }
    struct sockaddr_storage address;
    memset(&address, 0, sizeof address);
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ITC | MHD_USE_ERROR_LOG;
    struct sockaddr_in *v4 = (struct sockaddr_in *)&address;
    struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&address;
    if (inet_pton(AF_INET, settings->host, &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(settings->port);
    } else if (inet_pton(AF_INET6, settings->host, &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(settings->port);
        flags |= MHD_USE_IPv6;
    } else {
        errno = EINVAL;
        return NULL;
    }
    struct cm_daemon *daemon = calloc(1, sizeof *daemon);
    if (daemon == NULL) return NULL;
    daemon->request_deadline = settings->request_deadline;
    daemon->completed = completed_callback;
    daemon->completed_context = completed_context;
    daemon->refused = refused;
    daemon->quiesced = MHD_INVALID_SOCKET;
    pthread_mutex_init(&daemon->lock, NULL);
    pthread_cond_init(&daemon->wake, NULL);
    daemon->mhd = CM_MHD(MHD_start_daemon)(
        flags, 0, NULL, NULL, handler, handler_context,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
        MHD_OPTION_THREAD_POOL_SIZE, settings->io_threads,
        MHD_OPTION_CONNECTION_TIMEOUT, settings->idle_timeout,
        MHD_OPTION_CONNECTION_LIMIT, settings->connection_limit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, settings->per_client_limit,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, settings->connection_memory,
        MHD_OPTION_LISTENING_ADDRESS_REUSE, 1,
        MHD_OPTION_NOTIFY_COMPLETED, completed, daemon,
        MHD_OPTION_NOTIFY_CONNECTION, notify, daemon,
        MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL,
        MHD_OPTION_EXTERNAL_LOGGER, error_log, daemon,
        MHD_OPTION_END);
    if (daemon->mhd == NULL || pthread_create(&daemon->sweeper, NULL, sweep, daemon) != 0) {
        int saved = errno;
        if (daemon->mhd) CM_MHD(MHD_stop_daemon)(daemon->mhd);
        free(daemon);
        errno = saved ? saved : EADDRINUSE;
        return NULL;
    }
    return daemon;
}

uint16_t cm_bound_port(struct cm_daemon *daemon) {
    const union MHD_DaemonInfo *info = CM_MHD(MHD_get_daemon_info)(daemon->mhd, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

struct MHD_Daemon *cm_mhd(struct cm_daemon *daemon) { return daemon->mhd; }

void cm_quiesce(struct cm_daemon *daemon) {
    if (daemon->quiesced != MHD_INVALID_SOCKET) return;
    daemon->quiesced = CM_MHD(MHD_quiesce_daemon)(daemon->mhd);
    // Closed at once, so a new client is refused rather than left waiting in the backlog.
    if (daemon->quiesced != MHD_INVALID_SOCKET) close(daemon->quiesced);
}

unsigned int cm_open_connections(struct cm_daemon *daemon) {
    pthread_mutex_lock(&daemon->lock);
    unsigned int open = daemon->open;
    pthread_mutex_unlock(&daemon->lock);
    return open;
}

void cm_stop(struct cm_daemon *daemon) {
    CM_MHD(MHD_stop_daemon)(daemon->mhd);
    pthread_mutex_lock(&daemon->lock);
    daemon->stopping = 1;
    pthread_cond_signal(&daemon->wake);
    pthread_mutex_unlock(&daemon->lock);
    pthread_join(daemon->sweeper, NULL);
    pthread_mutex_destroy(&daemon->lock);
    pthread_cond_destroy(&daemon->wake);
    free(daemon);
}

static ssize_t cm_no_content(void *context, uint64_t position, char *buffer, size_t max) {
    (void)context; (void)position; (void)buffer; (void)max;
    return MHD_CONTENT_READER_END_OF_STREAM;
}

struct MHD_Response *cm_unmeasured_response(void) {
    if (!cm_mhd_load()) return NULL;
    struct MHD_Response *response = CM_MHD(MHD_create_response_from_callback)(MHD_SIZE_UNKNOWN, 4096, cm_no_content, NULL, NULL);
    // Without this MHD would frame the unknown length as chunks and, for a HEAD, still send
    // the last chunk's five bytes; ended by closing the connection, nothing follows the head.
    if (response != NULL && CM_MHD(MHD_set_response_options)(response, MHD_RF_HTTP_1_0_COMPATIBLE_STRICT, MHD_RO_END) != MHD_YES) {
        MHD_destroy_response(response);
        return NULL;
    }
    return response;
}
