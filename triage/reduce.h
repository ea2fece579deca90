/*
 * reduce.h: the test-case reducer (C-Reduce's structure, MLIR's IR).
 *
 * A reduction pass is a stateless enumerator of candidate edits on the
 * current program text: count() says how many instances it sees, apply_nth()
 * produces the text with the n-th edit applied (RED_OK), says there is no
 * n-th instance (RED_STOP), or fails (RED_ERROR). Op-level passes parse the
 * text with the MLIR C API, edit a clone (erase an op and rewire its uses to
 * a new function argument, one of its operands, or a constant; inline a
 * region; drop an attribute or an unused argument/result) and print it;
 * text-level passes rewrite types and literals (shrink a dimension, drop a
 * unit dimension, splat or zero a constant) and rely on the verifier to
 * discard inconsistent candidates.
 *
 * The driver (reduce_run) owns everything else: the pass table with three
 * priority schedules (first, main, last), the fixpoint over the main
 * schedule, the cache of tried candidates (hash of the text), the measure
 * that every accepted candidate must strictly decrease (so reduction
 * terminates), the interestingness oracle, the sanity check on the original,
 * and pass-bug reports (a pass that claims RED_OK without changing the text).
 */
#ifndef TVF_TRIAGE_REDUCE_H
#define TVF_TRIAGE_REDUCE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "mlirx/session.h"
#include "support/diag.h"
#include "support/strbuf.h"

typedef enum RedResult { RED_OK, RED_STOP, RED_ERROR } RedResult;

/* The program a pass looks at. */
typedef struct RedInput {
  MlirxSession *s;
  const char *text; /* current program, printed by MLIR (custom form) */
  size_t len;
  MlirxModule *mod; /* the parsed text (borrowed; passes clone it before editing) */
} RedInput;

typedef struct RedPass {
  const char *name;    /* stable: logs, cache keys, the pass table */
  const char *summary; /* one line for --list-passes and docs/TRIAGE.md */
  /* Number of candidate edits (clang_delta's instances). */
  long (*count)(const RedInput *in);
  /* Write the program with the n-th edit applied into out (cleared first).
   * RED_STOP when n >= count. The text need not verify: the driver checks. */
  RedResult (*apply_nth)(const RedInput *in, long n, StrBuf *out, Diag *d);
} RedPass;

/* One row of the pass table: priorities per schedule, 0 = not scheduled. */
typedef struct RedPassEntry {
  const RedPass *pass;
  int first_pri, pri, last_pri;
} RedPassEntry;

/* The built-in table (triage/reduce_passes.c). */
const RedPassEntry *red_pass_table(int *n);
const RedPass *red_pass_find(const char *name);

/* Interestingness: true when `text` still shows the behaviour being reduced.
 * `why` gets a short reason when it does not (for the log). */
typedef struct RedOracle {
  bool (*test)(void *user, const char *text, size_t len, char *why, size_t whylen);
  void *user;
  /* Optional: the driver passes ReduceOptions.deadline_ns after the sanity
   * check (and 0 when it is done), so that a test in flight need not outlive
   * the deadline; a test cut short by it counts as not interesting. */
  void (*set_deadline)(void *user, uint64_t deadline_ns);
} RedOracle;

typedef struct ReduceOptions {
  long max_tests;            /* oracle calls, 0 = unlimited (default 3000) */
  double max_seconds;        /* wall clock, 0 = unlimited (default 900) */
  uint64_t deadline_ns;      /* absolute tvf_now_ns() after which no candidate is tried, 0 = none
                                (the deadline of a whole `tvfuzz triage --time` run) */
  int verbose;               /* 0 quiet, 1 one line per accepted edit, 2 every candidate */
  FILE *log;                 /* default stderr */
  const char *only;          /* run only this pass (tests), NULL = table */
  const RedPassEntry *table; /* pass table to use (contract tests), NULL = the built-in one */
  int ntable;
} ReduceOptions;

void reduce_options_default(ReduceOptions *o);

/* Size of a program, compared lexicographically in this field order; every
 * accepted candidate must be strictly smaller. */
typedef struct RedMeasure {
  long ops;      /* non-constant, non-terminator ops (incl. ops in linalg bodies) */
  long consts;   /* tosa.const / tosa.const_shape / arith.constant / tensor.empty */
  long elems;    /* sum of static element counts over all values and arguments */
  long args;     /* function arguments + results */
  long literals; /* numeric literals other than 0 and 1 */
  long bytes;    /* printed size */
} RedMeasure;

/* Parse and measure; false if the text does not parse/verify. */
bool red_measure(MlirxSession *s, const char *text, size_t len, RedMeasure *m);
/* a < b lexicographically. */
bool red_measure_less(const RedMeasure *a, const RedMeasure *b);

typedef struct RedPassStats {
  const char *name;
  long tried, accepted, invalid, not_smaller, cached, bugs;
} RedPassStats;

typedef struct ReduceStats {
  long tests, interesting, invalid, cache_hits, pass_bugs, rounds;
  RedMeasure before, after;
  double seconds;
  bool budget_exhausted;
  bool deadline_hit; /* stopped by ReduceOptions.deadline_ns (the result is the best so far) */
  /* The original is interesting as written but not once the MLIR printer
   * has re-printed it (reduce_run then fails with TVF_EINTERNAL): nothing
   * can be reduced, the original itself still stands. */
  bool reprint_differs;
  int npasses;
  RedPassStats passes[32];
  char first_pass_bug[256]; /* "pass X instance N failed to modify the variant" */
} ReduceStats;

/* Reduce `text` under `oracle`. The original must verify and be interesting:
 * otherwise returns TVF_EINPUT with d saying so (and nothing is reduced). On
 * TVF_OK, out holds the smallest interesting program found (the original,
 * re-printed, if nothing could be removed). Errors of the oracle count as
 * "not interesting". */
TvfStatus reduce_run(MlirxSession *s, const char *text, size_t len, const RedOracle *oracle,
                     const ReduceOptions *o, StrBuf *out, ReduceStats *st, Diag *d);

/* Print the pass table (name, priorities, summary) to f. */
void reduce_print_pass_table(FILE *f);

#endif
