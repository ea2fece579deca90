/*
 * features.h: semantic feedback for the fuzz engines.
 *
 * MLIR itself is not coverage-instrumented (the Debian libMLIR.so is a plain release build), so edge
 * coverage only sees tvfuzz's own code: the generator, the importer and the encoder. That says
 * little about which compiler behaviour an input reached. The harness therefore describes each
 * iteration by semantic features, computed from IR text without MLIR:
 *   - op kinds, and pairs of consecutive op kinds, of the src and tgt of every changed pass
 *     (keyed by pass), and of the input program;
 *   - which passes changed the IR;
 *   - which op kinds a pass introduced or removed (the target-op patterns a lowering produced);
 *   - the verdict of every validated pass (with failing stage, FP classes of the counterexample and
 *     the FP domain that decided it: abstract, or exact after refinement);
 *   - the status of passes that failed (pass failure, invalid IR).
 * Each feature is a 64-bit hash; an iteration collects them in an FzFeatures set, and
 * fz_features_commit() publishes the set to
 *   (a) libFuzzer's extra counters (a uint8_t array in section __libfuzzer_extra_counters, cleared
 *       by libFuzzer before each run and read after it: a feature is a (counter, count bucket)), and
 *   (b) the AFL++ shared map, when the AFL++ runtime is linked (detected through weak references to
 *       its symbols): the module registers FZ_AFL_SLOTS extra edge guards with the runtime at
 *       start-up, so the map grows by that many entries instead of colliding with real edges, and
 *       hits them through the runtime's trace-pc-guard callback.
 * The environment variable TVFUZZ_NO_FEEDBACK=1 turns publishing off (for comparisons); the features
 * are still computed and counted so both modes can be measured the same way. TVFUZZ_FEEDBACK=lean
 * publishes a coarser signal: no op-pair features and presence instead of counts.
 *
 * Nothing here calls MLIR or allocates per iteration; the functions cannot fail (a full set drops
 * further features and counts them). Not thread-safe: the scanners use static scratch arrays and the
 * statistics are process-global (the harnesses are single-threaded).
 */
#ifndef TVF_FUZZ_FEATURES_H
#define TVF_FUZZ_FEATURES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define FZ_COUNTERS_SIZE (1u << 16) /* libFuzzer extra counters */
#define FZ_AFL_SLOTS (1u << 15)     /* extra AFL++ map entries */
#define FZ_FEATURES_MAX 8192        /* features per iteration */

typedef enum FzCategory {
  FZ_CAT_OP = 0,  /* op kind in some IR (with its context) */
  FZ_CAT_PAIR,    /* consecutive op kinds */
  FZ_CAT_CHANGED, /* a pass changed the IR */
  FZ_CAT_NEWOP,   /* an op kind appeared or disappeared across a pass */
  FZ_CAT_VERDICT, /* verdict (+ stage, classes) of a validated pass */
  FZ_CAT_STEP,    /* status of a failed pass */
  FZ_CAT_COUNT
} FzCategory;

typedef struct FzFeatures {
  uint64_t h[FZ_FEATURES_MAX]; /* feature hashes, in insertion order (repeats = counts) */
  uint8_t cat[FZ_FEATURES_MAX];
  size_t n;
  size_t dropped; /* features that did not fit */
} FzFeatures;

/* An op name found in IR text (pointer into the text, not NUL-terminated). */
typedef struct FzOpName {
  const char *p;
  size_t n;
} FzOpName;

/* Empty the set. Cannot fail. */
void fz_features_clear(FzFeatures *f);
/* Add one feature hash of category c. */
void fz_features_add(FzFeatures *f, FzCategory c, uint64_t h);

/* Op names of the IR text in textual order: for every line, the op it defines
 * (`%r = dialect.op ...`, `dialect.op ...`, `"dialect.op"(...)`; `return` counts as func.return).
 * Fills ops[0..max) and returns how many were found in total (may exceed max). */
size_t fz_scan_ops(const char *ir, size_t len, FzOpName *ops, size_t max);

/* Op kinds (counted) and consecutive pairs of ir, keyed by ctx (e.g. "gen", "canonicalize/src"). */
void fz_features_ir(FzFeatures *f, const char *ctx, const char *ir, size_t len);
/* A pass that changed the IR: changed-flag, src/tgt op kinds and pairs, introduced and removed
 * op kinds. before/after are the IR texts (NUL-terminated). */
void fz_features_pass(FzFeatures *f, const char *pass, const char *before, const char *after);
/* Verdict of a validated pass; stage/classes/decided_by may be NULL or "". decided_by names the FP
 * domain that decided the verdict ("abstract", "exact": the validator's refinement level). */
void fz_features_verdict(FzFeatures *f, const char *pass, const char *verdict, const char *stage,
                         const char *src_class, const char *tgt_class, const char *decided_by);
/* A pass that did not succeed ("pass-failure", "invalid-ir", ...). */
void fz_features_step(FzFeatures *f, const char *pass, const char *status);

/* Publish the set to the engines (unless disabled) and count it in the process-wide statistics.
 * Call once per iteration, right before returning from LLVMFuzzerTestOneInput. */
void fz_features_commit(const FzFeatures *f);

/* Is publishing on (TVFUZZ_NO_FEEDBACK unset or "0")? Read once. */
bool fz_feedback_enabled(void);
/* TVFUZZ_FEEDBACK=lean: publish presence only (no count buckets) and no op-pair features. Read once. */
bool fz_feedback_lean(void);
/* Is the AFL++ map in use (runtime present and the extra guards registered)? */
bool fz_feedback_afl_active(void);
/* The libFuzzer counter array (for tests). */
uint8_t *fz_feedback_counters(size_t *n);

typedef struct FzFeedbackStats {
  size_t unique[FZ_CAT_COUNT]; /* distinct feature hashes seen in this process, per category */
  size_t unique_total;
  size_t iterations; /* fz_features_commit calls */
  size_t dropped;    /* features dropped from full sets */
} FzFeedbackStats;

/* Process-wide statistics so far. Cannot fail. */
void fz_feedback_stats(FzFeedbackStats *s);
/* Stable category name ("op", "pair", "changed", "newop", "verdict", "step"). */
const char *fz_category_name(FzCategory c);

#endif
