/*
 * kv.c: key/value records for triage (see kv.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/kv.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/strbuf.h"

void kv_free(KV *kv) {
  for (int i = 0; i < kv->n; i++) {
    free(kv->k[i]);
    free(kv->v[i]);
  }
  kv->n = 0;
}

void kv_set(KV *kv, const char *key, const char *value) {
  char *v = strdup(value ? value : "");
  if (!v) return;
  for (int i = 0; i < kv->n; i++)
    if (!strcmp(kv->k[i], key)) {
      free(kv->v[i]);
      kv->v[i] = v;
      return;
    }
  if (kv->n == KV_MAX) {
    free(v);
    return;
  }
  kv->k[kv->n] = strdup(key);
  kv->v[kv->n] = v;
  if (!kv->k[kv->n]) {
    free(v);
    return;
  }
  kv->n++;
}

void kv_setf(KV *kv, const char *key, const char *fmt, ...) {
  StrBuf b = STRBUF_INIT;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&b, fmt, ap);
  va_end(ap);
  kv_set(kv, key, sb_cstr(&b));
  sb_free(&b);
}

const char *kv_get(const KV *kv, const char *key) {
  for (int i = 0; i < kv->n; i++)
    if (!strcmp(kv->k[i], key)) return kv->v[i];
  return "";
}

long kv_get_long(const KV *kv, const char *key) { return strtol(kv_get(kv, key), NULL, 10); }

bool kv_write(const KV *kv, const char *path) {
  StrBuf b = STRBUF_INIT;
  for (int i = 0; i < kv->n; i++) {
    sb_printf(&b, "%s: ", kv->k[i]);
    for (const char *p = kv->v[i]; *p; p++) {
      if (*p == '\n')
        sb_puts(&b, "\\n");
      else if (*p == '\\')
        sb_puts(&b, "\\\\");
      else
        sb_putc(&b, *p);
    }
    sb_putc(&b, '\n');
  }
  char tmp[4200];
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen(tmp, "wb");
  bool ok = f && fwrite(b.data ? b.data : "", 1, b.len, f) == b.len;
  if (f) ok = (fclose(f) == 0) && ok;
  if (ok) ok = rename(tmp, path) == 0;
  sb_free(&b);
  return ok;
}

bool kv_read(KV *kv, const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return false;
  StrBuf line = STRBUF_INIT, val = STRBUF_INIT;
  int c;
  for (;;) {
    sb_clear(&line);
    while ((c = fgetc(f)) != EOF && c != '\n')
      sb_putc(&line, (char)c);
    if (line.len) {
      const char *s = sb_cstr(&line), *colon = strstr(s, ": ");
      if (colon) {
        sb_clear(&val);
        for (const char *p = colon + 2; *p; p++) {
          if (*p == '\\' && p[1] == 'n')
            sb_putc(&val, '\n'), p++;
          else if (*p == '\\' && p[1] == '\\')
            sb_putc(&val, '\\'), p++;
          else
            sb_putc(&val, *p);
        }
        char key[128];
        snprintf(key, sizeof key, "%.*s", (int)(colon - s), s);
        kv_set(kv, key, sb_cstr(&val));
      }
    }
    if (c == EOF) break;
  }
  fclose(f);
  sb_free(&line);
  sb_free(&val);
  return true;
}
