/*
 * diag.c: one-line error messages (see diag.h).
 */
#include "support/diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void diag_init(Diag *d) {
  if (!d) return;
  d->status = TVF_OK;
  d->msg[0] = 0;
}

static void one_line(char *s) {
  for (; *s; s++)
    if (*s == '\n' || *s == '\r') *s = ' ';
}

TvfStatus diag_set(Diag *d, TvfStatus s, const char *fmt, ...) {
  if (!d) return s;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(d->msg, sizeof d->msg, fmt, ap);
  va_end(ap);
  one_line(d->msg);
  d->status = s;
  return s;
}

void diag_prefix(Diag *d, const char *fmt, ...) {
  if (!d) return;
  char pre[DIAG_MSG_MAX], old[DIAG_MSG_MAX];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(pre, sizeof pre, fmt, ap);
  va_end(ap);
  memcpy(old, d->msg, sizeof old);
  size_t n = strlen(pre);
  if (n > DIAG_MSG_MAX - 3) n = DIAG_MSG_MAX - 3;
  memcpy(d->msg, pre, n);
  memcpy(d->msg + n, ": ", 2);
  size_t rest = DIAG_MSG_MAX - n - 3;
  size_t ol = strlen(old);
  if (ol > rest) ol = rest;
  memcpy(d->msg + n + 2, old, ol);
  d->msg[n + 2 + ol] = 0;
  one_line(d->msg);
}

void diag_copy(Diag *dst, const Diag *src) {
  if (!dst || !src) return;
  *dst = *src;
}
