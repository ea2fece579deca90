/*
 * features.c: semantic features and their publication to libFuzzer and AFL++ (see features.h).
 *
 * Hashing is FNV-1a over the parts of a feature (category, context, op names) so features are
 * stable across runs and processes. The process-wide statistics use one open-addressing set of
 * hashes; when it is three quarters full new hashes are no longer counted (the statistics then
 * undercount, nothing else changes).
 */
#define _POSIX_C_SOURCE 200809L
#include "fuzz/engines/features.h"

#include <stdlib.h>
#include <string.h>

/* ---- hashing ---- */

#define FNV_INIT 0xcbf29ce484222325ull

static uint64_t fnv(uint64_t h, const void *p, size_t n) {
  const unsigned char *s = p;
  for (size_t i = 0; i < n; i++) {
    h ^= s[i];
    h *= 0x100000001b3ull;
  }
  return h;
}

static uint64_t fnv_str(uint64_t h, const char *s) { return fnv(h, s ? s : "", s ? strlen(s) + 1 : 1); }

/* Final mix so that nearby hashes spread over the counter array. */
static uint64_t mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* ---- the per-iteration set ---- */

void fz_features_clear(FzFeatures *f) {
  f->n = 0;
  f->dropped = 0;
}

void fz_features_add(FzFeatures *f, FzCategory c, uint64_t h) {
  if (f->n >= FZ_FEATURES_MAX) {
    f->dropped++;
    return;
  }
  f->h[f->n] = mix(fnv(h, &c, sizeof c));
  f->cat[f->n++] = (uint8_t)c;
}

/* ---- op scanning ---- */

static int is_alpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static int is_ident(int c) {
  return is_alpha(c) || (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.';
}

/* The op name defined by the line [b, e), or false. */
static int line_op(const char *s, size_t b, size_t e, FzOpName *out) {
  size_t i = b;
  while (i < e && (s[i] == ' ' || s[i] == '\t'))
    i++;
  if (i >= e) return 0;
  if (s[i] == '%') { /* results up to " = " */
    size_t j = i;
    while (j < e && s[j] != '=' && s[j] != '"' && s[j] != '{')
      j++;
    if (j >= e || s[j] != '=') return 0;
    i = j + 1;
    while (i < e && s[i] == ' ')
      i++;
  }
  if (i < e && s[i] == '"') {
    size_t j = i + 1;
    while (j < e && s[j] != '"')
      j++;
    if (j >= e || j == i + 1) return 0;
    out->p = s + i + 1;
    out->n = j - i - 1;
    return memchr(out->p, '.', out->n) != NULL;
  }
  if (i >= e || !is_alpha(s[i])) return 0;
  size_t j = i;
  while (j < e && is_ident(s[j]))
    j++;
  if (j - i == 6 && memcmp(s + i, "return", 6) == 0) {
    out->p = "func.return";
    out->n = 11;
    return 1;
  }
  if (!memchr(s + i, '.', j - i)) return 0;
  out->p = s + i;
  out->n = j - i;
  return 1;
}

size_t fz_scan_ops(const char *ir, size_t len, FzOpName *ops, size_t max) {
  size_t n = 0, pos = 0;
  if (!ir) return 0;
  while (pos < len) {
    const char *nl = memchr(ir + pos, '\n', len - pos);
    size_t e = nl ? (size_t)(nl - ir) : len;
    FzOpName op;
    if (line_op(ir, pos, e, &op)) {
      if (n < max) ops[n] = op;
      n++;
    }
    pos = e + 1;
  }
  return n;
}

/* ---- feature builders ---- */

#define SCAN_MAX 2048

static uint64_t op_hash(uint64_t h, const FzOpName *o) { return fnv(fnv(h, o->p, o->n), "", 1); }

/* Scan into a static-size array; returns the count kept. */
static size_t scan(const char *ir, FzOpName *ops) {
  if (!ir) return 0;
  size_t n = fz_scan_ops(ir, strlen(ir), ops, SCAN_MAX);
  return n < SCAN_MAX ? n : SCAN_MAX;
}

static void ir_features(FzFeatures *f, uint64_t ctx, const FzOpName *ops, size_t n) {
  for (size_t i = 0; i < n; i++) {
    uint64_t a = op_hash(ctx, &ops[i]);
    fz_features_add(f, FZ_CAT_OP, a);
    if (i + 1 < n) fz_features_add(f, FZ_CAT_PAIR, op_hash(a, &ops[i + 1]));
  }
}

void fz_features_ir(FzFeatures *f, const char *ctx, const char *ir, size_t len) {
  static FzOpName ops[SCAN_MAX];
  size_t n = ir ? fz_scan_ops(ir, len, ops, SCAN_MAX) : 0;
  if (n > SCAN_MAX) n = SCAN_MAX;
  ir_features(f, fnv_str(FNV_INIT, ctx), ops, n);
}

static int has_op(const FzOpName *ops, size_t n, const FzOpName *o) {
  for (size_t i = 0; i < n; i++)
    if (ops[i].n == o->n && memcmp(ops[i].p, o->p, o->n) == 0) return 1;
  return 0;
}

void fz_features_pass(FzFeatures *f, const char *pass, const char *before, const char *after) {
  static FzOpName src[SCAN_MAX], tgt[SCAN_MAX];
  uint64_t p = fnv_str(FNV_INIT, pass);
  fz_features_add(f, FZ_CAT_CHANGED, p);
  size_t ns = scan(before, src), nt = scan(after, tgt);
  ir_features(f, fnv_str(p, "src"), src, ns);
  ir_features(f, fnv_str(p, "tgt"), tgt, nt);
  /* Op kinds the pass introduced / removed (once per kind). */
  uint64_t hn = fnv_str(p, "new"), hg = fnv_str(p, "gone");
  for (size_t i = 0; i < nt; i++)
    if (!has_op(src, ns, &tgt[i]) && !has_op(tgt, i, &tgt[i]))
      fz_features_add(f, FZ_CAT_NEWOP, op_hash(hn, &tgt[i]));
  for (size_t i = 0; i < ns; i++)
    if (!has_op(tgt, nt, &src[i]) && !has_op(src, i, &src[i]))
      fz_features_add(f, FZ_CAT_NEWOP, op_hash(hg, &src[i]));
}

void fz_features_verdict(FzFeatures *f, const char *pass, const char *verdict, const char *stage,
                         const char *src_class, const char *tgt_class, const char *decided_by) {
  uint64_t h = fnv_str(fnv_str(FNV_INIT, pass), verdict);
  fz_features_add(f, FZ_CAT_VERDICT, h);
  if (decided_by && *decided_by) fz_features_add(f, FZ_CAT_VERDICT, fnv_str(fnv_str(h, "by"), decided_by));
  if (stage && *stage) {
    h = fnv_str(h, stage);
    fz_features_add(f, FZ_CAT_VERDICT, h);
  }
  if ((src_class && *src_class) || (tgt_class && *tgt_class))
    fz_features_add(f, FZ_CAT_VERDICT, fnv_str(fnv_str(h, src_class), tgt_class));
}

void fz_features_step(FzFeatures *f, const char *pass, const char *status) {
  fz_features_add(f, FZ_CAT_STEP, fnv_str(fnv_str(FNV_INIT, pass), status));
}

/* ---- publication ---- */

/* libFuzzer finds this array through the section's __start/__stop symbols. */
__attribute__((used, section("__libfuzzer_extra_counters"))) static uint8_t fz_counters[FZ_COUNTERS_SIZE];

uint8_t *fz_feedback_counters(size_t *n) {
  if (n) *n = FZ_COUNTERS_SIZE;
  return fz_counters;
}

/* AFL++ runtime (afl-compiler-rt), present only in AFL++ builds. The map pointer __afl_area_ptr is
 * not named here: afl-clang-fast's instrumentation pass declares it in every object it compiles and
 * would rename a second declaration. The runtime's own trace-pc-guard callback writes the map
 * (with AFL++'s NeverZero increment), and __afl_manual_init tells that the runtime is linked. */
extern void __afl_manual_init(void) __attribute__((weak));
extern void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop) __attribute__((weak));
extern void __sanitizer_cov_trace_pc_guard(uint32_t *guard) __attribute__((weak));

static uint32_t fz_afl_guards[FZ_AFL_SLOTS];
static int fz_afl_on;

/* Register our extra guards before the fork server starts (constructors run before main, and the
 * AFL++ libFuzzer driver starts the fork server in main). The runtime numbers them after the
 * instrumented edges, so the map grows by FZ_AFL_SLOTS entries instead of colliding with edges.
 * Skipped when the AFL++ runtime is absent (libFuzzer builds: their sanitizer runtime also defines
 * the two callbacks, which must not be used there). */
__attribute__((constructor)) static void fz_afl_register(void) {
  if (!__afl_manual_init || !__sanitizer_cov_trace_pc_guard_init || !__sanitizer_cov_trace_pc_guard) return;
  __sanitizer_cov_trace_pc_guard_init(fz_afl_guards, fz_afl_guards + FZ_AFL_SLOTS);
  fz_afl_on = fz_afl_guards[0] != 0 && fz_afl_guards[FZ_AFL_SLOTS - 1] != 0;
}

bool fz_feedback_afl_active(void) { return fz_afl_on && fz_feedback_enabled(); }

bool fz_feedback_lean(void) {
  static int lean = -1;
  if (lean < 0) {
    const char *e = getenv("TVFUZZ_FEEDBACK");
    lean = e && !strcmp(e, "lean");
  }
  return lean == 1;
}

bool fz_feedback_enabled(void) {
  static int enabled = -1;
  if (enabled < 0) {
    const char *e = getenv("TVFUZZ_NO_FEEDBACK");
    enabled = !(e && *e && strcmp(e, "0") != 0);
  }
  return enabled == 1;
}

/* ---- process-wide statistics ---- */

#define SEEN_BITS 17
#define SEEN_SIZE (1u << SEEN_BITS)
static uint64_t *seen;
static size_t seen_n;
static FzFeedbackStats stats;

static int seen_insert(uint64_t h) {
  if (!seen) {
    seen = calloc(SEEN_SIZE, sizeof *seen);
    if (!seen) return 0;
  }
  if (h == 0) h = 1;
  size_t i = (size_t)(h & (SEEN_SIZE - 1));
  for (;;) {
    if (seen[i] == h) return 0;
    if (seen[i] == 0) break;
    i = (i + 1) & (SEEN_SIZE - 1);
  }
  if (seen_n >= SEEN_SIZE / 4 * 3) return 0;
  seen[i] = h;
  seen_n++;
  return 1;
}

void fz_features_commit(const FzFeatures *f) {
  stats.iterations++;
  stats.dropped += f->dropped;
  for (size_t i = 0; i < f->n; i++)
    if (seen_insert(f->h[i])) {
      stats.unique[f->cat[i]]++;
      stats.unique_total++;
    }
  if (!fz_feedback_enabled()) return;
  bool lean = fz_feedback_lean();
  for (size_t i = 0; i < f->n; i++) {
    if (lean && f->cat[i] == FZ_CAT_PAIR) continue;
    uint8_t *c = &fz_counters[f->h[i] % FZ_COUNTERS_SIZE];
    if (lean)
      *c = 1; /* presence only: no count buckets */
    else if (*c != 255)
      (*c)++;
  }
  if (fz_afl_on)
    for (size_t i = 0; i < f->n; i++)
      if (!(lean && f->cat[i] == FZ_CAT_PAIR))
        __sanitizer_cov_trace_pc_guard(&fz_afl_guards[(f->h[i] >> 20) % FZ_AFL_SLOTS]);
}

void fz_feedback_stats(FzFeedbackStats *s) { *s = stats; }

const char *fz_category_name(FzCategory c) {
  static const char *names[FZ_CAT_COUNT] = {"op", "pair", "changed", "newop", "verdict", "step"};
  return (unsigned)c < FZ_CAT_COUNT ? names[c] : "?";
}
