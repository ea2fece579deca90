/*
 * diag.h: one-line error messages carried as values.
 *
 * A Diag is filled by a failing function and read by its caller. Messages are
 * one line: "<file>:<line>:<col>: <what>" when a position is known, else
 * "<module>: <what>". Every diag_* function accepts d == NULL and then does
 * nothing, so callers that do not care pass NULL (Redis anetSetError style).
 */
#ifndef TVF_SUPPORT_DIAG_H
#define TVF_SUPPORT_DIAG_H

#include "support/status.h"

#define DIAG_MSG_MAX 1024

typedef struct Diag {
  TvfStatus status;       /* TVF_OK when nothing has been reported */
  char msg[DIAG_MSG_MAX]; /* one line, NUL-terminated, no trailing newline */
} Diag;

void diag_init(Diag *d);
/* Record a failure (overwrites any earlier message). Returns s so that
 * `return diag_set(d, TVF_EINPUT, "...")` works. Newlines in the formatted
 * text are replaced by spaces to keep the message on one line. */
TvfStatus diag_set(Diag *d, TvfStatus s, const char *fmt, ...) TVF_PRINTF(3, 4);
/* Prefix the existing message with "<prefix>: ". */
void diag_prefix(Diag *d, const char *fmt, ...) TVF_PRINTF(2, 3);
/* Copy one diag into another. */
void diag_copy(Diag *dst, const Diag *src);

#endif
