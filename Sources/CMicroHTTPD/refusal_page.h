// Our answer in place of the error page libmicrohttpd writes itself. Private to the module.
#ifndef CMICROHTTPD_REFUSAL_PAGE_H
#define CMICROHTTPD_REFUSAL_PAGE_H

#include "CMicroHTTPD.h"

/// Keeps `answer` (its response or bytes owned from here on) for the page MHD is about to queue
/// on this thread with `mhd_status`.
void cm_refusal_keep(unsigned int mhd_status, struct cm_refusal_answer answer);

/// Drops an answer kept on this thread and not queued: MHD did not send its page after all.
void cm_refusal_drop(void);

#endif
