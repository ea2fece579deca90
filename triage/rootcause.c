/*
 * rootcause.c: root causes of findings and their keys (see rootcause.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/rootcause.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/hash.h"
#include "triage/signature.h"

bool rootcause_kind_is_wrong_code(const char *kind) {
  return sig_kind_is_wrong_code(kind) || (kind && !strcmp(kind, "exec-mismatch"));
}

/* A quoted op name: letters, digits, '_' and at least one '.' inside. */
static bool is_op_name(const char *s, size_t n) {
  bool dot = false;
  if (n < 3 || !isalpha((unsigned char)s[0])) return false;
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '.')
      dot = true;
    else if (!isalnum((unsigned char)s[i]) && s[i] != '_')
      return false;
  }
  return dot && s[n - 1] != '.';
}

void rootcause_normalize_diag(const char *diag, StrBuf *out) {
  StrBuf n = STRBUF_INIT;
  sig_normalize_diag(diag, &n);
  const char *p = sb_cstr(&n);
  while (*p) {
    if (*p == '\'' || *p == '"') {
      const char *e = strchr(p + 1, *p);
      if (e) {
        if (is_op_name(p + 1, (size_t)(e - p - 1)))
          sb_append(out, p, (size_t)(e - p + 1));
        else
          sb_puts(out, "''");
        p = e + 1;
        continue;
      }
    }
    sb_putc(out, *p++);
  }
  sb_free(&n);
}

bool rootcause_diag_op(const char *diag, char *out, size_t n) {
  for (const char *p = diag ? diag : ""; *p; p++) {
    if (*p != '\'' && *p != '"') continue;
    const char *e = strchr(p + 1, *p);
    if (!e) return false;
    if (is_op_name(p + 1, (size_t)(e - p - 1))) {
      snprintf(out, n, "%.*s", (int)(e - p - 1), p + 1);
      return true;
    }
    p = e;
  }
  return false;
}

/* ---- op kinds of a module text ---- */

typedef struct KindCount {
  char name[64];
  int before, after;
} KindCount;

/* The op name a line of MLIR starts with: after "%results = " in custom
 * form, quoted in generic form; "" for lines that start no op. */
static bool line_op(const char *p, const char *end, char *name, size_t n) {
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  if (p < end && *p == '%') {
    const char *eq = memchr(p, '=', (size_t)(end - p));
    if (!eq) return false;
    p = eq + 1;
    while (p < end && *p == ' ')
      p++;
  }
  if (p < end && *p == '"') p++;
  const char *s = p;
  while (p < end && (isalnum((unsigned char)*p) || *p == '_' || *p == '.'))
    p++;
  if (!is_op_name(s, (size_t)(p - s)) || (size_t)(p - s) >= n) return false;
  snprintf(name, n, "%.*s", (int)(p - s), s);
  return true;
}

static void count_kinds(const char *text, KindCount *k, int *nk, int max, bool after) {
  for (const char *p = text; p && *p;) {
    const char *e = strchr(p, '\n');
    if (!e) e = p + strlen(p);
    char name[64];
    if (line_op(p, e, name, sizeof name)) {
      int i = 0;
      while (i < *nk && strcmp(k[i].name, name) != 0)
        i++;
      if (i == *nk && *nk < max) {
        memset(&k[i], 0, sizeof k[i]);
        snprintf(k[i].name, sizeof k[i].name, "%s", name);
        (*nk)++;
      }
      if (i < *nk) {
        if (after)
          k[i].after++;
        else
          k[i].before++;
      }
    }
    p = *e ? e + 1 : e;
  }
}

static int cmp_kind(const void *a, const void *b) {
  return strcmp(((const KindCount *)a)->name, ((const KindCount *)b)->name);
}

bool rootcause_structural_op(const char *name) {
  static const char *skip[] = {"tosa.const",  "tosa.const_shape", "arith.constant", "tensor.empty",
                               "func.return", "linalg.yield",     "tosa.yield",     "scf.yield"};
  for (size_t i = 0; i < sizeof skip / sizeof skip[0]; i++)
    if (!strcmp(name, skip[i])) return true;
  return false;
}

/* Kinds whose count changed (removed: fewer after; else more after). */
static void changed_ops(const char *before, const char *after, bool removed, const char *prefix, char *out,
                        size_t n) {
  KindCount k[128];
  int nk = 0;
  count_kinds(before, k, &nk, 128, false);
  count_kinds(after, k, &nk, 128, true);
  qsort(k, (size_t)nk, sizeof *k, cmp_kind);
  size_t len = 0;
  out[0] = 0;
  for (int i = 0; i < nk; i++) {
    bool changed = removed ? k[i].after < k[i].before : k[i].after > k[i].before;
    /* the function's own structure and constants are not what a pass mishandles */
    if (!changed || rootcause_structural_op(k[i].name) || !strncmp(k[i].name, "func.", 5) ||
        !strcmp(k[i].name, "affine.yield") || !strcmp(k[i].name, "builtin.module"))
      continue;
    int w = snprintf(out + len, n - len, "%s%s%s", len ? "," : "", prefix, k[i].name);
    if (w < 0 || (size_t)w >= n - len) break;
    len += (size_t)w;
  }
}

void rootcause_removed_ops(const char *before, const char *after, char *out, size_t n) {
  changed_ops(before, after, true, "", out, n);
}

static void added_ops(const char *before, const char *after, char *out, size_t n) {
  changed_ops(before, after, false, "+", out, n);
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Culprit op kinds from a path delta: the src side ("-k") when there is
 * one, else the tgt side ("+k", prefix kept: the pass added something), else
 * (an "=" delta: nothing was added or removed) the src kinds it lists. */
static void culprit_of_delta(const char *delta, const char *src_ops, char *out, size_t n) {
  out[0] = 0;
  if (!delta || !*delta) {
    snprintf(out, n, "%s", src_ops ? src_ops : "");
    return;
  }
  if (delta[0] == '=') {
    snprintf(out, n, "%s", delta + 1);
    return;
  }
  char *copy = strdup(delta);
  if (!copy) return;
  char *toks[256];
  int nt = 0;
  for (char *save = NULL, *t = strtok_r(copy, ",", &save); t && nt < 256; t = strtok_r(NULL, ",", &save))
    toks[nt++] = t;
  char *pick[256];
  int np = 0;
  for (int i = 0; i < nt; i++)
    if (toks[i][0] == '-') pick[np++] = toks[i] + 1;
  if (np == 0)
    for (int i = 0; i < nt; i++)
      if (toks[i][0] == '+') pick[np++] = toks[i];
  qsort(pick, (size_t)np, sizeof *pick, cmp_str);
  size_t len = 0;
  for (int i = 0; i < np; i++) {
    if (i && !strcmp(pick[i], pick[i - 1])) continue;
    int w = snprintf(out + len, n - len, "%s%s", len ? "," : "", pick[i]);
    if (w < 0 || (size_t)w >= n - len) break;
    len += (size_t)w;
  }
  free(copy);
}

static void added_ops(const char *before, const char *after, char *out, size_t n);

/* Passes whose greedy pattern driver folds every op it visits. */
static bool folds(const char *pass) {
  static const char *greedy[] = {"canonicalize",
                                 "tosa-make-broadcastable",
                                 "tosa-optional-decompositions",
                                 "tosa-layerwise-constant-fold",
                                 "linalg-fuse-elementwise-ops",
                                 "linalg-fold-unit-extent-dims",
                                 "linalg-specialize-generic-ops",
                                 "linalg-fold-into-elementwise"};
  for (size_t i = 0; pass && i < sizeof greedy / sizeof *greedy; i++)
    if (!strcmp(pass, greedy[i])) return true;
  return false;
}

/* Is the name `nm` (with its '%') used on [p, end) other than as the
 * line's own result? Uses end at a character that cannot continue a name. */
static bool line_uses(const char *p, const char *end, const char *nm, size_t len) {
  const char *from = p;
  while (from < end && (*from == ' ' || *from == '\t'))
    from++;
  if (from < end && *from == '%') { /* results first: search after the '=' */
    const char *eq = memchr(from, '=', (size_t)(end - from));
    from = eq ? eq + 1 : end;
  }
  for (const char *q = from; q + len <= end; q++) {
    if (memcmp(q, nm, len) != 0) continue;
    char c = q + len < end ? q[len] : ' ';
    if (!isalnum((unsigned char)c) && c != '_' && c != '.' && c != '$' && c != '-') return true;
  }
  return false;
}

/* Is `kind` in the comma-separated list? */
static bool in_list(const char *list, const char *kind) {
  size_t n = strlen(kind);
  for (const char *p = list; p && *p;) {
    const char *e = strchr(p, ',');
    size_t m = e ? (size_t)(e - p) : strlen(p);
    if (m == n && !memcmp(p, kind, n)) return true;
    p = e ? e + 1 : p + m;
  }
  return false;
}

/* Append `kind` to the comma-separated list buf (*len bytes so far). */
static void list_add(char *buf, size_t cap, size_t *len, const char *kind) {
  int w = snprintf(buf + *len, cap - *len, "%s%s", *len ? "," : "", kind);
  if (w > 0 && (size_t)w < cap - *len) *len += (size_t)w;
}

/* Of the kinds a fold removed, drop those removed only because they died:
 * every result of every one of their ops was used by ops of removed kinds
 * alone (or not at all). A folder that turns `x * 0` into 0 also erases the
 * reduction that computed x; the fold is the mul's, whichever op made x
 * (docs/BUGS.md #7 was reached through reduce_min, reduce_product, ...).
 * Text-level: results are the `%name` (or `%name:N`) before an op's `=`. */
static void drop_dead_producers(const char *before, char *removed, size_t n) {
  char keep[256] = "";
  size_t klen = 0;
  for (const char *k = removed; *k;) {
    const char *ke = strchr(k, ',');
    char kind[64];
    snprintf(kind, sizeof kind, "%.*s", (int)(ke ? (size_t)(ke - k) : strlen(k)), k);
    bool culprit = false;
    for (const char *p = before; p && *p && !culprit;) {
      const char *e = strchr(p, '\n');
      if (!e) e = p + strlen(p);
      char name[64];
      if (line_op(p, e, name, sizeof name) && !strcmp(name, kind)) {
        /* this op's results */
        const char *q = p;
        while (q < e && (*q == ' ' || *q == '\t'))
          q++;
        if (q < e && *q == '%') {
          const char *r = q + 1;
          while (r < e && (isalnum((unsigned char)*r) || *r == '_'))
            r++;
          char res[64];
          size_t rl = (size_t)(r - q);
          snprintf(res, sizeof res, "%.*s", (int)(rl < sizeof res ? rl : sizeof res - 1), q);
          /* a use by an op of a kind that stays makes this kind a culprit */
          for (const char *u = before; *u && !culprit;) {
            const char *ue = strchr(u, '\n');
            if (!ue) ue = u + strlen(u);
            char uk[64];
            if (u != p && line_uses(u, ue, res, strlen(res)) &&
                (!line_op(u, ue, uk, sizeof uk) || !in_list(removed, uk)))
              culprit = true;
            u = *ue ? ue + 1 : ue;
          }
        }
      }
      p = *e ? e + 1 : e;
    }
    if (culprit) list_add(keep, sizeof keep, &klen, kind);
    k = ke ? ke + 1 : k + strlen(k);
  }
  if (keep[0]) snprintf(removed, n, "%s", keep);
}

/* Of the removed kinds, keep those on the failing output's path (src_ops,
 * "a,b,c"), when any is: a reduced program can keep other results whose ops
 * the reducer could not drop without losing the finding's output index (a
 * lowering pass removes every tosa op, so they all were "removed"), and the
 * bug is the op that made the wrong value (docs/BUGS.md #4's argmax came
 * with pow, mul, add and maximum feeding other results). Unchanged when
 * none is on the path (stores are not on def chains). */
static void on_path_only(const char *path, char *culprit, size_t n) {
  char keep[256] = "";
  size_t klen = 0;
  for (const char *k = culprit; *k;) {
    const char *ke = strchr(k, ',');
    size_t m = ke ? (size_t)(ke - k) : strlen(k);
    char kind[80];
    snprintf(kind, sizeof kind, "%.*s", (int)(m < sizeof kind ? m : sizeof kind - 1), k);
    if (in_list(path, kind)) list_add(keep, sizeof keep, &klen, kind);
    k = ke ? ke + 1 : k + m;
  }
  if (keep[0]) snprintf(culprit, n, "%s", keep);
}

/* A greedy-driver pass that only removed ops: a fold (header). */
static void fold_pass(const RootCauseFacts *f, RootCause *rc) {
  if (!folds(rc->pass) || !f->before || !f->after) return;
  char removed[256], added[256];
  rootcause_removed_ops(f->before, f->after, removed, sizeof removed);
  added_ops(f->before, f->after, added, sizeof added);
  if (!removed[0] || added[0]) return;
  snprintf(rc->seen_in, sizeof rc->seen_in, "%s", rc->pass);
  snprintf(rc->pass, sizeof rc->pass, "fold");
}

bool rootcause_trigger_applies(const char *kind, const char *diag) {
  /* A refusal ("failed to legalize operation 'tosa.avg_pool2d'": dynamic
   * sizes the pattern documents it does not lower) is what the pass says,
   * not the declared type. */
  return kind && (!strcmp(kind, "invalid-ir") || !strcmp(kind, "pass-failure")) &&
         !(diag && strstr(diag, "failed to legalize operation"));
}

void rootcause_compute(const RootCauseFacts *f, RootCause *rc) {
  memset(rc, 0, sizeof *rc);
  bool wrong = rootcause_kind_is_wrong_code(f->kind);
  snprintf(rc->family, sizeof rc->family, "%s", wrong ? "wrong-code" : f->kind ? f->kind : "");
  snprintf(rc->pass, sizeof rc->pass, "%s", f->pass ? f->pass : "");
  fold_pass(f, rc);
  if (wrong) {
    /* The ops the pass removed, else the ops it added, else (it only rewired
     * values: swapped operands, a wrong map) the path's. A reduced program
     * keeps only what the bug needs, so what the pass removed from it is
     * what it mishandled, on tensors and on buffers alike (where the
     * mismatch path, made of def chains, misses the stores). */
    if (f->before && f->after) rootcause_removed_ops(f->before, f->after, rc->culprit, sizeof rc->culprit);
    if (rc->seen_in[0] && rc->culprit[0]) drop_dead_producers(f->before, rc->culprit, sizeof rc->culprit);
    if (rc->culprit[0] && f->src_ops && *f->src_ops)
      on_path_only(f->src_ops, rc->culprit, sizeof rc->culprit);
    if (!rc->culprit[0] && f->before && f->after)
      added_ops(f->before, f->after, rc->culprit, sizeof rc->culprit);
    if (!rc->culprit[0]) culprit_of_delta(f->delta_ops, f->src_ops, rc->culprit, sizeof rc->culprit);
    /* The execution oracle has no stage: it sees values. UB is about no
     * value, so it has no value class. */
    const char *stage = f->stage && *f->stage ? f->stage : "value";
    bool cls = f->value_class && *f->value_class && strcmp(stage, "ub") != 0;
    snprintf(rc->rule, sizeof rc->rule, "%s%s%s", stage, cls ? "/" : "", cls ? f->value_class : "");
    return;
  }
  if (f->kind && !strcmp(f->kind, "timeout")) return; /* its text only says which budget ran out */
  if (f->before && f->after) rootcause_removed_ops(f->before, f->after, rc->culprit, sizeof rc->culprit);
  if (!rc->culprit[0] && !rootcause_diag_op(f->diag, rc->culprit, sizeof rc->culprit)) rc->culprit[0] = 0;
  if (f->trigger && *f->trigger && rootcause_trigger_applies(f->kind, f->diag)) {
    /* the more-static trigger in any pass; the less-static one in a folder,
     * where returning the operand's type is the mistake (a lowering that
     * fails on a program with a '?' its operands fix fails for its own
     * reason) */
    bool more = !strcmp(f->trigger, ROOTCAUSE_MORE_STATIC);
    if (more || rc->seen_in[0]) {
      snprintf(rc->trigger, sizeof rc->trigger, "%s", f->trigger);
      snprintf(rc->rule, sizeof rc->rule, "%s", f->trigger);
      if (f->trigger_op && *f->trigger_op) snprintf(rc->culprit, sizeof rc->culprit, "%s", f->trigger_op);
      return;
    }
  }
  StrBuf n = STRBUF_INIT;
  rootcause_normalize_diag(f->diag, &n);
  snprintf(rc->rule, sizeof rc->rule, "%s", sb_cstr(&n));
  sb_free(&n);
  /* A pass that reads or writes out of bounds shows as a segmentation fault
   * on one run and as an allocation failure on the next (a garbage size:
   * BUGS.md #32 in expand-strided-metadata gives both): one memory fault,
   * one root cause. Assertions and other messages keep their text. */
  if (f->kind && !strcmp(f->kind, "crash") &&
      (strstr(rc->rule, "Segmentation fault") || strstr(rc->rule, "Bus error") ||
       strstr(rc->rule, "out of memory") || strstr(rc->rule, "Allocation failed") ||
       strstr(rc->rule, "bad_alloc")))
    snprintf(rc->rule, sizeof rc->rule, "memory fault: segmentation fault or failed allocation");
}

/* The culprit list with every min op spelled as its max twin
 * ("arith.minimumf" -> "arith.maximumf", "tosa.reduce_min" ->
 * "tosa.reduce_max"), sorted and unique again, in place. Only the part after
 * the dialect's dot is renamed, and only a whole "min" word part: an op
 * named "...minus" keeps its name. */
static void twin_ops(char *list, size_t cap) {
  char buf[64][128];
  char *sorted[64];
  int n = 0;
  for (const char *p = list; *p && n < 64;) {
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    snprintf(buf[n], sizeof buf[n], "%.*s", (int)len, p);
    p += len + (e ? 1 : 0);
    char *dot = strchr(buf[n], '.');
    for (char *q = dot ? dot + 1 : buf[n]; (q = strstr(q, "min")) != NULL; q += 3) {
      bool start = q == buf[n] || q[-1] == '.' || q[-1] == '_';
      const char *rest = q + 3;
      bool end = !isalpha((unsigned char)*rest) || !strncmp(rest, "imum", 4) || !strncmp(rest, "num", 3) ||
                 !strcmp(rest, "si") || !strcmp(rest, "ui") || !strcmp(rest, "f") || !strcmp(rest, "s") ||
                 !strcmp(rest, "u");
      if (start && end) q[1] = 'a', q[2] = 'x';
    }
    sorted[n] = buf[n];
    n++;
  }
  qsort(sorted, (size_t)n, sizeof *sorted, cmp_str);
  size_t len = 0;
  list[0] = 0;
  for (int i = 0; i < n && len < cap; i++) {
    if (i && !strcmp(sorted[i], sorted[i - 1])) continue;
    len += (size_t)snprintf(list + len, cap - len, "%s%s", len ? "," : "", sorted[i]);
  }
}

void rootcause_key(const RootCause *rc, char out[17]) {
  uint64_t h = TVF_HASH_INIT;
  /* A failure is keyed by its pass and diagnostic alone: one broken pattern
   * fails the same way on every op it serves (docs/BUGS.md #14: argmax,
   * gather, reverse, ... each lowered with a result type more static than
   * the operand), while wrong code is keyed by the ops it mishandles. */
  bool wrong = !strcmp(rc->family, "wrong-code");
  /* A folder is an op's own code, though: a failure seen in a folder is
   * keyed by that op too, unless a shape trigger says what it mishandled
   * (docs/BUGS.md #15's folders and #22's tosa.clamp pattern: one mistake). */
  bool by_op = (wrong || rc->seen_in[0]) && !rc->trigger[0];
  char culprit[sizeof rc->culprit], rule[sizeof rc->rule];
  snprintf(culprit, sizeof culprit, "%s", by_op ? rc->culprit : "");
  snprintf(rule, sizeof rule, "%s", rc->rule);
  if (wrong) {
    twin_ops(culprit, sizeof culprit);
    if (!strncmp(rule, "poison", 6)) {
      memmove(rule + 5, rule + 6, strlen(rule + 6) + 1);
      memcpy(rule, "value", 5);
    }
  }
  /* A folder that returns its operand where the declared type differs makes
   * the same mistake whichever way the types differ (docs/BUGS.md #15: a
   * no-op fold of tosa.reverse to a more or to a less static type). */
  if (rc->trigger[0] && rc->seen_in[0]) snprintf(rule, sizeof rule, "a fold ignores a declared result type");
  const char *fields[] = {"root-cause", rc->trigger[0] ? "failure" : rc->family, rc->pass, culprit, rule};
  for (size_t i = 0; i < sizeof fields / sizeof *fields; i++) {
    h = tvf_hash_str(h, fields[i]);
    h = tvf_hash_u64(h, 0x1f);
  }
  tvf_hash_hex(h, out);
}

void rootcause_describe(const RootCause *rc, StrBuf *out) {
  if (rc->seen_in[0])
    sb_printf(out, "%s in a folder (seen in %s)", rc->family, rc->seen_in);
  else
    sb_printf(out, "%s in %s", rc->family, rc->pass[0] ? rc->pass : "?");
  if (rc->culprit[0]) sb_printf(out, ": %s", rc->culprit);
  if (rc->rule[0]) sb_printf(out, " (%s)", rc->rule);
}

void rootcause_facts(const RootCause *rc, StrBuf *out) {
  sb_printf(out, "family=%s\npass=%s\n", rc->family, rc->pass);
  if (rc->seen_in[0]) sb_printf(out, "seen_in=%s\n", rc->seen_in);
  sb_printf(out, "culprit=%s\nrule=%s\n", rc->culprit, rc->rule);
}
