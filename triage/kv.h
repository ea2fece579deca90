/*
 * kv.h: a tiny ordered key/value record saved as "key: value" lines
 * (newlines and backslashes escaped). Triage keeps one per finding
 * (DIR/findings/<sig>/triage.txt) so re-running triage does not reduce again
 * and reports can be regenerated from disk.
 */
#ifndef TVF_TRIAGE_KV_H
#define TVF_TRIAGE_KV_H

#include <stdbool.h>

#define KV_MAX 96

typedef struct KV {
  char *k[KV_MAX];
  char *v[KV_MAX];
  int n;
} KV;

void kv_free(KV *kv);
/* Set (copying) key to value; NULL value stores "". Cannot fail except on
 * OOM (then the key is left unset). */
void kv_set(KV *kv, const char *key, const char *value);
void kv_setf(KV *kv, const char *key, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Value or "" when absent (never NULL). */
const char *kv_get(const KV *kv, const char *key);
long kv_get_long(const KV *kv, const char *key);
bool kv_write(const KV *kv, const char *path);
/* False when the file cannot be read. */
bool kv_read(KV *kv, const char *path);

#endif
