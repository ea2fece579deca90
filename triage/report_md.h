/*
 * report_md.h: the Markdown bug reports and regression tests that
 * `tvfuzz triage` writes (DIR/reports/), from the per-finding triage records
 * (triage/kv.h). One report per unique final signature; duplicates are listed
 * and counted in it, not repeated.
 */
#ifndef TVF_TRIAGE_REPORT_MD_H
#define TVF_TRIAGE_REPORT_MD_H

#include <stdbool.h>

#include "support/strbuf.h"
#include "triage/kv.h"

typedef struct ReportGroup {
  char family[24];       /* "#N" for a documented bug's findings, else the final signature */
  char final_sig[17];    /* the representative's (the report's file name) */
  const KV *rep;         /* the representative (smallest confirmed) finding */
  const KV *members[64]; /* every finding row merged into this signature */
  int nmembers;
  long hits;       /* total campaign hits over the members */
  bool known;      /* listed in a known-signatures file */
  const char *cls; /* the representative's class (triage.c classify): new, known, limitation, ... */
  int known_entry; /* docs/BUGS.md entry when cls is "known", else 0 */
} ReportGroup;

/* Floating-point classes of the inputs of a counterexample as the report
 * prints it ("  %arg0 : tensor<2xf32> = [1.5 (0x3fc00000), nan (0x7fc00000)]"
 * lines; values read from their bit patterns). */
typedef struct InputClasses {
  bool any_float; /* at least one float value */
  bool normal, pzero, nzero, subnormal, nan, pinf, ninf;
} InputClasses;
void report_md_input_classes(const char *inputs, InputClasses *c);
/* No NaN, no infinity. */
bool report_md_classes_finite(const InputClasses *c);
/* "normal, -0.0, NaN" (fixed order), or "no floating-point inputs". */
void report_md_classes_print(const InputClasses *c, StrBuf *out);

/* Title line of a finding ("`tosa-to-linalg` miscompiles `tosa.maximum` ..."). */
void report_md_title(const KV *k, StrBuf *out);
/* The spec clauses behind the expectation, one Markdown bullet per op on
 * the path to the mismatch (triage/spec_cite.def: clause, URL, the rule), or
 * "no citation recorded for OP". */
void report_md_spec(const KV *k, StrBuf *out);
/* The rule for `op` from spec_cite.def (clause into *clause when not NULL),
 * NULL when there is no row for it. */
const char *report_md_cite(const char *op, const char **clause);
/* The regression test (tests/bugs/ format) for a finding. `name` receives the
 * suggested file name ("<sig>.srctgt.mlir" or "<sig>.pipeline.mlir"). */
void report_md_regression(const KV *k, const char *dir, StrBuf *out, char *name, size_t namelen);

/* Write DIR/reports/<sig>.md and the regression test beside it. */
bool report_md_write(const char *dir, const ReportGroup *g, const char *mlir_version);
/* Write DIR/reports/index.md over all groups and rows. */
bool report_md_index(const char *dir, const ReportGroup *g, int ng, KV *const *rows, int nrows,
                     const char *mlir_version);

/* Distinct docs/BUGS.md entries among the known groups (a documented bug
 * reached through several passes or ops has several signatures). */
int report_known_entries(const ReportGroup *g, int ng);

#endif
