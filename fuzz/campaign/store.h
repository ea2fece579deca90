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
  const char *kind;      /* "miscompile", "crash", "timeout", "pass-failure", "invalid-ir", "inconclusive",
                          * "exec-mismatch", "exec-crash", ... (docs/FORMATS.md "Finding kinds") */
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
  int worker; /* -1: totals over all workers */
  long executions, pairs, correct, miscompile, inconclusive, timeout, unsupported, error;
  long crashes, hangs, pass_failures, invalid_ir, unique_signatures;
  double gen_ms, mlir_ms, encode_ms, solve_ms;
  /* Oracle stages (docs/DESIGN.md "Deferred queue"): pairs decided by
   * concrete screening, pairs where decomposition discharged stage queries,
   * pairs deferred after the short first budget, deferred pairs re-checked
   * with the full budget and those that still timed out, pairs still waiting
   * in the queue; time in the validator (all of it: pair i/o, screening,
   * encoding, solving), in screening, and in deferred re-checks. */
  long screened, decomposed, deferred, rechecked, still_timeout, deferred_pending;
  double validate_ms, screen_ms, deferred_ms;
  /* Rewrite patterns (fuzz/campaign/patterns.h) fired at least once in the store:
   * with any evidence, and exactly. */
  long patterns_fired, patterns_exact;
  /* Execution oracle (exec/exec.h): programs compiled and run, those that
   * were findings, those selected but not checkable, and the wall time of
   * the checks (interpreter, compile, runs, bisection). The report divides
   * exec_runs by the time and the workers (rows with worker >= 0). */
  long exec_runs, exec_findings, exec_skipped;
  double exec_ms;
} StatsRow;

/* The pattern table a campaign measures against (table `pattern_catalog`,
 * replaced at the start of every campaign): one row per pattern of
 * docs/gen-coverage.tsv with its best detector class. */
typedef struct PatternCatalogRow {
  const char *id, *dialect, *op, *kind;
  const char *detector; /* "exact", "op-level", "none" */
} PatternCatalogRow;

/* Pairs in which a pattern fired since the last flush (table `pattern_hits`,
 * one row per (id, precision) with the first time it fired and its count). */
typedef struct PatternHitDelta {
  const char *id;
  const char *precision; /* "exact" or "op-level" */
  long delta;
  double first_seen; /* Unix time of the first hit in this run */
} PatternHitDelta;

/* A pair whose first check ran out of the short budget, queued for a re-check
 * with the full budget (table `deferred`). */
typedef struct DeferredItem {
  long id;
  uint64_t seed;       /* generator seed of the program */
  char *pipeline;      /* the campaign's pipeline (preset name or text) */
  char *pipeline_text; /* its expansion (what findings record) */
  int step;            /* step index in the pipeline */
  char *pass;          /* short pass name */
  char *first_verdict; /* verdict under the short budget */
  double first_ms;     /* time of the first check */
  unsigned first_budget_ms;
  int attempts;  /* re-checks begun, this claim included */
  char *pair;    /* pair file text */
  char *program; /* program text */
} DeferredItem;

/* Open (creating) the store in dir. */
Store *store_open(const char *dir, Diag *d);
void store_close(Store *s);
const char *store_dir(const Store *s);

/* Record a finding: insert (is_new = true, files written) or bump its count
 * and last-seen time. */
TvfStatus store_record_finding(Store *s, const Finding *f, bool *is_new, Diag *d);
TvfStatus store_record_stats(Store *s, const StatsRow *r, Diag *d);

/* Deferred queue. Rows go pending -> claimed (by one worker, in one
 * transaction) -> done (with the re-check's verdict). Every call commits
 * (synchronous=FULL), so a queued pair survives kill -9 like a finding. */
TvfStatus store_defer_pair(Store *s, const DeferredItem *it, int worker, Diag *d);
/* Claim a pending row for `worker`, fewest attempts first, then the oldest
 * (the re-check ladder: every queued pair gets its middle-budget re-check
 * before any gets the full budget): 1 claimed (it filled, free with
 * deferred_item_free), 0 queue empty, -1 error (d set). */
int store_claim_deferred(Store *s, int worker, DeferredItem *it, Diag *d);
/* A claimed row is done: the verdict of its re-check (or "tool-crash"...). */
TvfStatus store_finish_deferred(Store *s, long id, const char *verdict, double ms, Diag *d);
/* A claimed row goes back to pending (its worker was stopped, or its
 * middle-budget re-check ran out: the full-budget round takes it). */
TvfStatus store_release_deferred(Store *s, long id, Diag *d);
/* Every claimed row back to pending (start of a campaign: no worker runs, so
 * a claimed row was left by a process that died). Returns rows released. */
long store_release_all_claimed(Store *s);
/* Rows in a state ("pending", "claimed", "done"), or all rows for NULL. */
long store_count_deferred(Store *s, const char *state_or_null);
void deferred_item_free(DeferredItem *it);

/* Rewrite patterns. The catalog is replaced in one transaction; hits are
 * added (count += delta, first_seen = the earliest) in one transaction. */
TvfStatus store_record_pattern_catalog(Store *s, const PatternCatalogRow *rows, int n, Diag *d);
TvfStatus store_add_pattern_hits(Store *s, const PatternHitDelta *h, int n, Diag *d);
/* Patterns that fired at least once with this precision ("exact",
 * "op-level"), or with any for NULL. */
long store_count_patterns_fired(Store *s, const char *precision_or_null);

/* The pattern corpus (table `corpus`, `tvfuzz corpus`): per key
 * ("pattern <row id>" for a rewrite-pattern row of docs/GEN-COVERAGE.md that
 * fired, "pass <name>" for a pass that changed the IR) the smallest program
 * that did it, with its pipeline (preset name), what every step of that
 * run gave (`steps`: one line per step that changed the IR or failed,
 * "<step> <pass> <verdict> <hash of its output IR>") and every key the run
 * fired (`fired`, one per line), so that `tvfuzz corpus` can choose a small
 * set of programs that covers every key. */
typedef struct CorpusOffer {
  const char *pipeline;
  size_t bytes; /* the program's size, the measure of "smallest" */
  uint64_t seed;
  const char *program;
  const char *steps;
  const char *fired;
} CorpusOffer;
/* Offer one program for each of `keys`: it replaces a key's row when it is
 * smaller (or the key has none). */
TvfStatus store_offer_corpus(Store *s, const CorpusOffer *o, const char *const *keys, int nkeys, Diag *d);
/* Every corpus row, in key order (the strings live until fn returns; `fired`
 * is "" in stores written before it was recorded). */
typedef struct CorpusRow {
  const char *key;
  CorpusOffer offer;
} CorpusRow;
typedef void (*CorpusRowFn)(void *ctx, const CorpusRow *row);
TvfStatus store_each_corpus(Store *s, CorpusRowFn fn, void *ctx, Diag *d);

/* Totals over the store. */
long store_count_findings(Store *s, const char *kind_or_null);
long store_count_signatures(Store *s);

/* Print a summary table of unique findings (signature, kind, pass, count,
 * detail) to stdout. */
void store_print_summary(Store *s);

#endif
