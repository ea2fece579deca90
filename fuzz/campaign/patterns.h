/*
 * patterns.h: which rewrite patterns of docs/gen-coverage.tsv a pass fired.
 *
 * The table of the rewrites under test (one row per MLIR 22 folder,
 * canonicalization, expansion and decomposition pattern) is embedded at build
 * time from docs/gen-coverage.tsv and parsed once, so the ids used here are
 * the ids of the TSV and the table is never typed twice. For a validated pass
 * pair (the pass name and the module text before and after it) pat_detect
 * names the rows whose rewrite happened, from evidence that is cheap in a
 * campaign worker: the printed IR only, no MLIR and no solver.
 *
 * Each row gets at most one detector class (docs/GEN-COVERAGE.md "How fired
 * is measured"):
 *  - exact: the row's trigger shape (a splat operand of a given value, two ops
 *    of a kind in a row, a type or attribute condition, or simply the op for
 *    an expansion or decomposition) occurs more often in src than in tgt, under
 *    a pass that runs the row;
 *  - op-level: an op of the row's kind disappeared under such a pass and the
 *    exact detectors of its other rows do not account for it (the trigger is
 *    not checked);
 *  - none: no detector (dialect-level or op-less rows, constants).
 * Pure C, no MLIR: the unit tests feed it small IR texts.
 */
#ifndef TVF_FUZZ_PATTERNS_H
#define TVF_FUZZ_PATTERNS_H

#include <stdbool.h>
#include <stddef.h>

#include "support/diag.h"

/* Most rows the campaign's shared counters hold (the TSV has 424). */
#define PAT_MAX_ROWS 512

typedef enum PatPrecision { PAT_NONE = 0, PAT_OPLEVEL = 1, PAT_EXACT = 2 } PatPrecision;

/* "none", "op-level", "exact". */
const char *pat_precision_name(PatPrecision p);

typedef struct PatRow {
  char *id, *dialect, *op, *kind, *passes, *trigger, *generator;
  PatPrecision detector; /* the best class a detector of this row has */
} PatRow;

typedef struct PatTable PatTable;

/* Parse a TSV with the header "id dialect op kind passes trigger generator"
 * (tab-separated). `what` names the source in messages. TVF_EINPUT with a
 * one-line message (file, line, what is wrong) on malformed input: a
 * missing or different header, a row without 7 fields, an empty or
 * duplicate id, more than PAT_MAX_ROWS rows. */
PatTable *pat_table_parse(const char *text, size_t len, const char *what, Diag *d);
/* The same, from a file (TVF_EIO when it cannot be read). */
PatTable *pat_table_load_file(const char *path, Diag *d);
/* The table embedded from docs/gen-coverage.tsv at build time, parsed on the
 * first call (NULL with d set if it does not parse). Never freed. */
const PatTable *pat_table_builtin(Diag *d);
void pat_table_free(PatTable *t);

int pat_table_rows(const PatTable *t);
const PatRow *pat_table_row(const PatTable *t, int i);
/* Row index of an id, -1 if absent. */
int pat_table_find(const PatTable *t, const char *id);
/* Rows per detector class. */
int pat_table_count_detectors(const PatTable *t, PatPrecision p);
/* Detector ids that name no row of the table: how many, and the first one
 * (tests check that the built-in table binds every detector). */
int pat_table_unbound(const PatTable *t, const char **first);

typedef struct PatHit {
  int row;
  PatPrecision prec;
} PatHit;

/* The rows that pass `pass` (short name, e.g. "canonicalize") fired between
 * module texts src and tgt: at most `max` hits, one per row (its strongest
 * evidence), in table order. Returns the number of hits written. */
int pat_detect(const PatTable *t, const char *pass, const char *src, const char *tgt, PatHit *hits, int max);

#endif
