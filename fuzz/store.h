/*
 * store.h: the findings store of a campaign directory.
 *
 * DIR/findings.db is an SQLite database in WAL mode shared by every worker
 * process (busy timeout, short transactions). DIR/findings/<signature>/ holds
 * the files of each unique finding (program, pair, counterexample, repro
 * commands). Files are written and fsync'ed before the row that points to
 * them is committed, and commits use synchronous=FULL, so a finding reported
 * as recorded survives kill -9 of any process.
 */
#ifndef TVF_FUZZ_STORE_H
#define TVF_FUZZ_STORE_H

#include <stdbool.h>
#include <stdint.h>

#include "support/diag.h"

typedef struct Store Store;

typedef struct Finding {
  const char *signature; /* 16 hex digits, stable id of the root cause */
  const char *kind;      /* "miscompile", "crash", "timeout", "pass-failure", "invalid-ir", "inconclusive" */
  const char *pass;      /* pass that broke it ("" for generator/parse-level findings) */
  const char *pipeline;  /* pipeline text */
  const char *verdict;   /* validator verdict, or the step status */
  const char *stage;     /* failing stage for miscompiles */
  const char *detail;    /* one line: counterexample summary or diagnostic */
  const char *program;   /* the input program text */
  const char *pair;      /* pair file text (may be NULL) */
  const char *report;    /* multi-line validator report / crash text (may be NULL) */
  uint64_t seed;         /* generator seed (0 if from bytes or a file) */
  int worker;
} Finding;

typedef struct StatsRow {
  int worker;
  long executions, pairs, correct, miscompile, inconclusive, timeout, unsupported, error;
  long crashes, hangs, pass_failures, invalid_ir, unique_signatures;
  double gen_ms, mlir_ms, encode_ms, solve_ms;
} StatsRow;

/* Open (creating) the store in dir. */
Store *store_open(const char *dir, Diag *d);
void store_close(Store *s);
const char *store_dir(const Store *s);

/* Record a finding: insert (is_new = true, files written) or bump its count
 * and last-seen time. */
TvfStatus store_record_finding(Store *s, const Finding *f, bool *is_new, Diag *d);
TvfStatus store_record_stats(Store *s, const StatsRow *r, Diag *d);

/* Totals over the store. */
long store_count_findings(Store *s, const char *kind_or_null);
long store_count_signatures(Store *s);

/* Print a summary table of unique findings (signature, kind, pass, count,
 * detail) to stdout. */
void store_print_summary(Store *s);

#endif
