/*
 * triage.h: `tvfuzz triage DIR`: turn a campaign directory into bug reports.
 *
 * For every finding row of DIR/findings.db (one per provisional signature):
 * reduce its program (triage/job.h) keeping the same finding, compute the
 * final signature, confirm (triage/confirm.h), and record the outcome in the
 * `triage` table of the same database plus files next to the finding
 * (DIR/findings/<sig>/reduced.mlir, reduced.srctgt.mlir, confirm/...).
 * Findings are then grouped by final signature: duplicates are counted (the
 * sum of the rows' hit counts), not repeated, and each unique signature gets
 * DIR/reports/<final>.md (ready to file upstream) and a regression test
 * DIR/reports/<final>.srctgt.mlir (or .pipeline.mlir for failures) in the
 * tests/bugs/ format. Signatures listed in DIR/known-signatures.txt or in
 * --known files are suppressed (listed, not reported). DIR/reports/index.md
 * lists confirmed, inconclusive, known and not-reproduced findings separately.
 *
 * Re-running triage is incremental: rows already triaged (with their reduced
 * program on disk) are not reduced again unless `force` is set.
 *
 * Time budget (`time_s`, `tvfuzz triage --time`): one wall-clock deadline for
 * the whole run. Each row's reduction gets what remains (capped by
 * max_seconds); a reduction that reaches the deadline stops with its best
 * program so far, is signed and recorded with `partial` set in triage.txt
 * (confirmation is skipped once the deadline has passed), and rows not
 * started before the deadline get status `pending` (no triage.txt). Both are
 * "not yet triaged": the next run resumes a partial row from its reduced
 * program and starts the pending ones; complete rows are not redone.
 */
#ifndef TVF_TRIAGE_TRIAGE_H
#define TVF_TRIAGE_TRIAGE_H

#include <stdbool.h>
#include <stdio.h>

#include "mlirx/pair_validate.h"
#include "support/diag.h"

typedef struct TriageOptions {
  const char *dir;      /* campaign directory */
  const char *known[8]; /* extra known-signature files */
  int nknown;
  const char *plants[8]; /* planted test passes to append to every pipeline (tests) */
  int nplants;
  const char *only_pass_prefix; /* triage only rows whose pass starts with this (NULL = all) */
  bool force;                   /* re-reduce rows already triaged */
  bool no_confirm;              /* skip exact re-check and end-to-end execution */
  long max_tests;               /* per finding reducer budget (default 2000) */
  double max_seconds;           /* per finding (default 600) */
  double time_s;                /* total wall-clock budget of the run, 0 = none (default) */
  ValidateOptions vopt;
  int verbose;
  FILE *log; /* progress lines (default stderr) */
} TriageOptions;

void triage_options_default(TriageOptions *o);

typedef struct TriageSummary {
  int rows;    /* findings rows looked at */
  int reduced; /* rows reduced now (not from the cache) */
  int not_reproduced;
  int unique;    /* unique final signatures */
  int reports;   /* reports written: one per root cause (a documented bug's signatures share one) */
  int confirmed; /* ... of which new confirmed bugs (class "new") */
  int inconclusive;
  int known;              /* ... documented bugs (docs/BUGS.md, triage/known.h) */
  int known_bugs;         /* distinct BUGS.md entries among the known signatures */
  int known_signatures;   /* final signatures of those findings (an entry's forms) */
  int limitation;         /* ... refusals the passes document (triage/limitation.h) */
  int literal_only;       /* ... differences only the literal pseudo-code sees */
  int suppressed;         /* ... listed in a known-signatures file */
  int tool;               /* tool-crash / tool-hang / tool-error / gen-invalid rows (tvfuzz's own bugs) */
  int pending;            /* rows the time budget did not reach (not started) */
  int partial;            /* rows whose reduction or confirmation the deadline cut short */
  char not_triaged[2048]; /* "sig (not started), sig (partial), ..." (truncated with "...") */
} TriageSummary;

/* Run triage. TVF_EIO / TVF_EINPUT when DIR has no readable findings.db. */
TvfStatus triage_run(const TriageOptions *o, TriageSummary *sum, Diag *d);

/* Is DIR a usable campaign directory (exists, is a directory, holds a
 * readable tvfuzz findings.db)? With may_be_new, a missing DIR or findings.db
 * is fine but what exists must be usable (fuzz --out). TVF_EINPUT with a
 * one-line "PATH: reason" naming DIR or DIR/findings.db otherwise. */
TvfStatus triage_check_campaign_dir(const char *dir, bool may_be_new, Diag *d);

/* Load a known-signatures file (one 16-hex-digit signature per line, text
 * after it and lines starting with '#' are comments) into `out`
 * (comma-separated, appended). Missing file = nothing, not an error. */
void triage_load_known(const char *path, char **sigs, int *n, int max);

#endif
