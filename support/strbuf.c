/*
 * strbuf.c: growable byte buffer (see strbuf.h).
 */
#include "support/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sb_init(StrBuf *b) {
  b->data = NULL;
  b->len = 0;
  b->cap = 0;
  b->oom = false;
}

void sb_free(StrBuf *b) {
  free(b->data);
  sb_init(b);
}

void sb_clear(StrBuf *b) {
  b->len = 0;
  if (b->data) b->data[0] = 0;
}

static bool sb_reserve(StrBuf *b, size_t extra) {
  if (b->oom) return false;
  size_t need = b->len + extra + 1;
  if (need <= b->cap) return true;
  size_t cap = b->cap ? b->cap : 64;
  while (cap < need) {
    if (cap > ((size_t)-1) / 2) {
      b->oom = true;
      return false;
    }
    cap *= 2;
  }
  char *p = realloc(b->data, cap);
  if (!p) {
    b->oom = true;
    return false;
  }
  b->data = p;
  b->cap = cap;
  return true;
}

void sb_append(StrBuf *b, const char *s, size_t n) {
  if (!sb_reserve(b, n)) return;
  if (n) memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}

void sb_puts(StrBuf *b, const char *s) { sb_append(b, s, strlen(s)); }

void sb_putc(StrBuf *b, char c) { sb_append(b, &c, 1); }

void sb_vprintf(StrBuf *b, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  if (n < 0 || !sb_reserve(b, (size_t)n)) {
    va_end(ap2);
    return;
  }
  vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  b->len += (size_t)n;
}

void sb_printf(StrBuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(b, fmt, ap);
  va_end(ap);
}

const char *sb_cstr(const StrBuf *b) { return b->data ? b->data : ""; }

char *sb_take(StrBuf *b) {
  char *p = b->data;
  if (!p) {
    p = malloc(1);
    if (p) p[0] = 0;
  }
  sb_init(b);
  return p;
}

void sb_truncate(StrBuf *b, size_t n) {
  if (n < b->len) {
    b->len = n;
    b->data[n] = 0;
  }
}

void sb_json_string(StrBuf *b, const char *s) {
  if (!s) {
    sb_puts(b, "null");
    return;
  }
  sb_putc(b, '"');
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') {
      sb_putc(b, '\\');
      sb_putc(b, (char)*p);
    } else if (*p == '\n') {
      sb_puts(b, "\\n");
    } else if (*p < 0x20) {
      sb_printf(b, "\\u%04x", *p);
    } else {
      sb_putc(b, (char)*p);
    }
  }
  sb_putc(b, '"');
}

char *sb_read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  StrBuf b = STRBUF_INIT;
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    sb_append(&b, buf, n);
  fclose(f);
  if (!b.data) sb_puts(&b, "");
  return sb_take(&b);
}

bool sb_write_file(const char *path, const char *s) {
  FILE *f = fopen(path, "wb");
  if (!f) return false;
  size_t n = strlen(s);
  bool ok = fwrite(s, 1, n, f) == n;
  return (fclose(f) == 0) && ok;
}
