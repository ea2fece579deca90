/*
 * regress.h: `tvfuzz regress`: does each kept finding still reproduce on the
 * installed MLIR?
 *
 * Three kinds of files, found recursively under the given directories:
 *   *.srctgt.mlir   pair with inline expectations (docs/FORMATS.md): validated
 *                   under each domain of DOMAINS (default abstract and exact);
 *                   the verdict must equal VERDICT[domain] / VERDICT (default
 *                   correct). A pair that expects miscompile "reproduces".
 *   *.pipeline.mlir program with `// PIPELINE:` and `// EXPECT:` (a verdict;
 *                   `error` for pass failures), optionally `// EXPECT-STATUS:`
 *                   (crash | pass-failure | invalid-ir | timeout) and
 *                   `// EXPECT-PASS:` (the step that must show it), and
 *                   `// TV-ARGS: --fp-policy=P` for a bug that holds only
 *                   under that policy. The pipeline runs pass by pass;
 *                   every changed pass is validated; the first bad step is
 *                   the outcome.
 *   other *.mlir    (seeds/): run through each preset of `presets`; any
 *                   finding is reported (a new finding in a seed is news, not
 *                   a failure, unless strict_seeds).
 * A line per file says PASS (behaves as expected: for bugs, still reproduces),
 * FAIL (differs: fixed upstream, or a tvfuzz regression) or FINDING (seed).
 * A file that cannot be read, parsed or verified is not checked: it gets one
 * "FILE:LINE:COL: reason" (or "FILE: reason") line on `err` and counts as
 * invalid.
 */
#ifndef TVF_TRIAGE_REGRESS_H
#define TVF_TRIAGE_REGRESS_H

#include <stdbool.h>
#include <stdio.h>

#include "mlirx/pair_validate.h"
#include "mlirx/session.h"
#include "support/diag.h"
#include "support/strbuf.h"

typedef struct RegressOptions {
  const char *presets; /* comma-separated presets for plain programs (default "tosa-lowering,tosa-opt") */
  bool strict_seeds;   /* a finding in a plain program counts as a failure */
  ValidateOptions vopt;
  FILE *out; /* report lines (default stdout) */
  FILE *err; /* one line per invalid file (default stderr) */
  /* When set: for every .pipeline.mlir bug that still reproduces and names
   * its docs/BUGS.md entry (`// BUGS-ENTRY: N`), one line of the documented
   * bugs table (triage/known.h): entry, root-cause key, the root cause in
   * words, the file. */
  FILE *root_causes;
  bool verbose;
} RegressOptions;

void regress_options_default(RegressOptions *o);

typedef struct RegressSummary {
  int files, pass, fail, findings, skipped;
  int invalid;   /* files that could not be read, parsed or verified (not checked) */
  int reproduce; /* bug files whose bug still reproduces */
  /* corpus files (tvfuzz corpus): per program, against what its campaign's
   * run recorded */
  int corpus_same, corpus_fixed, corpus_failing, corpus_changed;
} RegressSummary;

/* Check every file under the paths (files or directories). TVF_EIO when a
 * path cannot be read. */
TvfStatus regress_run(const RegressOptions *o, const char *const *paths, int npaths, RegressSummary *s,
                      Diag *d);

/* What a corpus program's run gives (tvfuzz corpus, docs/TRIAGE.md): the
 * pipeline runs on `text`, and every step that failed or changed the IR
 * appends "STEP PASS VERDICT HASH\n" to `steps` (the validator's verdict, or
 * the step's status; HASH is the hash of the step's output IR). TVF_EINPUT
 * with d set when the pipeline or the program cannot be used. */
TvfStatus regress_corpus_steps(MlirxSession *s, const char *pipeline, const ValidateOptions *vopt,
                               const char *text, const char *path, StrBuf *steps, Diag *d);
/* The recorded steps of a corpus file's header as "STEP PASS VERDICT HASH"
 * lines appended to `out`: each `// CORPUS-STEP: STEP PASS VERDICT HASH` line,
 * and each `STEP:HASH` of a `// CORPUS-CORRECT:` line (a step whose verdict
 * was correct, its pass read from the pipeline; PASS is "-" here). */
void regress_corpus_header_steps(const char *text, StrBuf *out);
/* Is a step's verdict a finding (miscompile, crash, pass-failure, invalid-ir,
 * hang, error)? Undecided verdicts are not. */
bool regress_verdict_is_finding(const char *v);

#endif
