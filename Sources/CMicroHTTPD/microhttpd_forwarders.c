// The MHD functions HTTPServer's Swift calls by name, defined here under their own names and
// forwarded to the loaded library, so the Swift reads as MHD's documentation does
// (MHD_queue_response, which MHD calls too, is refusal_page.c's). Each needs a
// connection or response, which only a loaded MHD can have made; the load checks keep a stray
// call harmless all the same.
#include "CMicroHTTPD.h"
#include "microhttpd_loader.h"

CM_FORWARDER int MHD_get_connection_values(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                                           MHD_KeyValueIterator iterator, void *iterator_cls) {
    if (!cm_mhd_load()) return 0;
    return CM_MHD(MHD_get_connection_values)(connection, kind, iterator, iterator_cls);
}

CM_FORWARDER void MHD_suspend_connection(struct MHD_Connection *connection) {
    if (cm_mhd_load()) CM_MHD(MHD_suspend_connection)(connection);
}

CM_FORWARDER void MHD_resume_connection(struct MHD_Connection *connection) {
    if (cm_mhd_load()) CM_MHD(MHD_resume_connection)(connection);
}

CM_FORWARDER struct MHD_Response *MHD_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode) {
    if (!cm_mhd_load()) return NULL;
    return CM_MHD(MHD_create_response_from_buffer)(size, buffer, mode);
}

CM_FORWARDER struct MHD_Response *MHD_create_response_from_fd64(uint64_t size, int fd) {
    if (!cm_mhd_load()) return NULL;
    return CM_MHD(MHD_create_response_from_fd64)(size, fd);
}

CM_FORWARDER enum MHD_Result MHD_add_response_header(struct MHD_Response *response, const char *header, const char *content) {
    if (!cm_mhd_load()) return MHD_NO;
    return CM_MHD(MHD_add_response_header)(response, header, content);
}

CM_FORWARDER void MHD_destroy_response(struct MHD_Response *response) {
    if (cm_mhd_load()) CM_MHD(MHD_destroy_response)(response);
}
