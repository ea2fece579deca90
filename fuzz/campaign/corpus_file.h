/*
 * corpus_file.h: the files of the pattern corpus (`tvfuzz corpus`,
 * docs/TRIAGE.md "The pattern corpus"), and their shrinking.
 *
 * A corpus file is a program with a header: the marker line, one
 * `// CORPUS-KEY: KIND NAME` per key it covers ("pattern ROW-ID" for a row
 * of docs/gen-coverage.tsv that fired, "pass NAME" for a pass that changed
 * the IR), `// CORPUS-SEED:`, `// PIPELINE:`, and the steps that failed or
 * changed the IR: `// CORPUS-CORRECT: STEP:HASH ...` for those whose verdict
 * was correct (five per line), `// CORPUS-STEP: STEP PASS VERDICT HASH` for
 * the others. `tvfuzz regress` replays the steps (triage/regress.h).
 *
 * Shrinking reduces the program with the test-case reducer
 * (triage/reduce.h) under the oracle "the pipeline still fires every key of
 * the file, and no step fails that did not fail before", then records the
 * steps of the smaller program afresh. A file of several keys is also
 * reduced key by key (each program then covers the keys it still fires);
 * the smaller of the two outcomes is written. A campaign keeps the smallest
 * *generated* program per key, which still carries every other op the
 * generator put there; the reduced one keeps what the keys need.
 */
#ifndef TVF_FUZZ_CAMPAIGN_CORPUS_FILE_H
#define TVF_FUZZ_CAMPAIGN_CORPUS_FILE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "mlirx/pair_validate.h"
#include "mlirx/session.h"
#include "support/diag.h"
#include "support/strbuf.h"

#define CORPUS_FILE_MARKER "// tvfuzz corpus"
#define CORPUS_MAX_FILE_KEYS 256

/* Write a corpus file's text into t: `keys` are newline-separated
 * "KIND NAME" lines, `steps` newline-separated "STEP PASS VERDICT HASH"
 * lines; `program` loses a generator header line if it has one. */
void corpus_file_format(StrBuf *t, const char *keys, uint64_t seed, const char *pipeline, const char *steps,
                        const char *program);

/* The file name of a corpus program: hex hash of pipeline and program. */
void corpus_file_name(const char *pipeline, const char *program, char hex[17]);

typedef struct CorpusShrinkOptions {
  long max_tests;       /* reducer candidates per file (default 400) */
  double max_seconds;   /* per file (default 60) */
  ValidateOptions vopt; /* for the recorded verdicts (those of `tvfuzz regress`) */
  FILE *log;            /* one line per file (NULL = quiet) */
  int verbose;          /* the reducer's log level (reduce.h ReduceOptions.verbose) */
} CorpusShrinkOptions;

void corpus_shrink_options_default(CorpusShrinkOptions *o);

typedef struct CorpusShrinkStats {
  int files, shrunk, kept; /* kept: the original stays (not smaller, or a new finding) */
  int split;               /* shrunk files written as one program per key (or group of keys) */
  int stale_keys;          /* keys the file's program no longer fires on this MLIR: dropped */
  int removed;             /* files none of whose keys fires any more: removed */
  size_t bytes_before, bytes_after;
} CorpusShrinkStats;

/* Shrink one corpus file in place: the smaller program is written to
 * DIR/<new name>.mlir and the old file removed. TVF_EINPUT with d set (file
 * and reason) when the file is not a corpus file or its pipeline cannot
 * run; the file is then left as it was. */
TvfStatus corpus_shrink_file(MlirxSession *s, const char *path, const CorpusShrinkOptions *o,
                             CorpusShrinkStats *st, Diag *d);

#endif
