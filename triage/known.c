/*
 * known.c: the documented bugs table (see known.h).
 */
#include "triage/known.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const char tvf_known_bugs_tsv[];
extern const size_t tvf_known_bugs_tsv_len;

#define KNOWN_MAX 512

int known_parse(char *text, KnownBug *out, int max) {
  int n = 0;
  for (char *line = text; line && *line && n < max;) {
    char *nl = strchr(line, '\n');
    if (nl) *nl = 0;
    char *f[4] = {0};
    int nf = 0;
    if (*line && *line != '#') {
      for (char *p = line; p && nf < 4;) {
        f[nf++] = p;
        char *tab = strchr(p, '\t');
        if (tab) *tab = 0;
        p = tab ? tab + 1 : NULL;
      }
    }
    if (nf >= 2 && isdigit((unsigned char)f[0][0]) && strlen(f[1]) == 16) {
      KnownBug *k = &out[n++];
      k->entry = atoi(f[0]);
      memcpy(k->key, f[1], 17);
      k->what = nf > 2 ? f[2] : "";
      k->test = nf > 3 ? f[3] : "";
    }
    line = nl ? nl + 1 : NULL;
  }
  return n;
}

static KnownBug table[KNOWN_MAX];
static int ntable = -1;

static void load(void) {
  if (ntable >= 0) return;
  char *copy = malloc(tvf_known_bugs_tsv_len + 1);
  ntable = 0;
  if (!copy) return;
  memcpy(copy, tvf_known_bugs_tsv, tvf_known_bugs_tsv_len);
  copy[tvf_known_bugs_tsv_len] = 0;
  ntable = known_parse(copy, table, KNOWN_MAX); /* copy lives as long as the process */
}

int known_count(void) {
  load();
  return ntable;
}

const KnownBug *known_lookup(const char *key) {
  load();
  /* the lowest entry when a key is listed for several (#15 and #22: one
   * mistake in a folder and in a canonicalization pattern) */
  const KnownBug *best = NULL;
  for (int i = 0; key && i < ntable; i++)
    if (!strcmp(table[i].key, key) && (!best || table[i].entry < best->entry)) best = &table[i];
  return best;
}

/* The parts of a folder failure's words: kind (before " in a folder"), and
 * rule (the last parenthesised part); false for anything else. */
static bool folder_failure_parts(const char *what, char *kind, size_t nk, const char **rule) {
  const char *f = what ? strstr(what, " in a folder (seen in ") : NULL;
  if (!f || !strncmp(what, "wrong-code", 10)) return false;
  snprintf(kind, nk, "%.*s", (int)(f - what), what);
  const char *colon = strstr(f, "): ");
  const char *r = colon ? strchr(colon + 3, '(') : NULL;
  if (!r) return false;
  *rule = r;
  return true;
}

const KnownBug *known_family(const char *what) {
  load();
  char kind[32], k2[32];
  const char *rule, *r2;
  if (!folder_failure_parts(what, kind, sizeof kind, &rule)) return NULL;
  for (int i = 0; i < ntable; i++) {
    if (!folder_failure_parts(table[i].what, k2, sizeof k2, &r2) || strcmp(kind, k2) || strcmp(rule, r2))
      continue;
    int same = 0;
    for (int j = 0; j < ntable; j++) {
      const char *r3;
      char k3[32];
      if (table[j].entry == table[i].entry && folder_failure_parts(table[j].what, k3, sizeof k3, &r3) &&
          !strcmp(kind, k3) && !strcmp(rule, r3))
        same++;
    }
    if (same >= 2) return &table[i];
  }
  return NULL;
}

bool known_entries(const char *key, char *out, size_t n) {
  load();
  /* ascending, each entry once */
  int entries[64], ne = 0;
  for (int i = 0; key && i < ntable && ne < 64; i++) {
    if (strcmp(table[i].key, key) != 0) continue;
    int at = 0;
    while (at < ne && entries[at] < table[i].entry)
      at++;
    if (at < ne && entries[at] == table[i].entry) continue;
    memmove(entries + at + 1, entries + at, sizeof *entries * (size_t)(ne - at));
    entries[at] = table[i].entry;
    ne++;
  }
  size_t len = 0;
  out[0] = 0;
  for (int i = 0; i < ne; i++) {
    int w = snprintf(out + len, n - len, "%s#%d", len ? ", " : "", entries[i]);
    if (w < 0 || (size_t)w >= n - len) break;
    len += (size_t)w;
  }
  return len > 0;
}
