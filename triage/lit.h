/*
 * lit.h: a finding written as a test in MLIR's own form (llvm-lit with
 * FileCheck), for whoever fixes the bug upstream or moves to the next MLIR.
 *
 * An execution finding becomes a program that lit runs end to end: the
 * reduced program plus a driver function @tvfuzz_lit_main that calls it on
 * the failing input (constants with the exact bit patterns) and prints every
 * result element with vector.print; the RUN lines run mlir-opt-22 up to the
 * blamed pass, finish with the execution oracle's fixed lowering and run the
 * driver with mlir-runner-22; the CHECK lines hold the values the
 * specification requires (the reference interpreter's run), so the test
 * fails while the bug is there and passes once it is fixed. Floats are
 * printed as their bit patterns (a NaN flag, then the bits), so one ulp and
 * the sign of a zero show. Elements whose expected value is not one pattern
 * (poison, uninitialized, approximate libm values, a zero of either sign
 * that TOSA allows) are printed but matched by any value.
 *
 * A failing pass (crash, pass failure, IR that does not parse back) becomes
 * RUN lines that must succeed (mlir-opt-22 up to the pass, its output parsed
 * again). Both carry `XFAIL: *` while the bug is in MLIR 22: flip it and the
 * test fails for the bug's reason.
 */
#ifndef TVF_TRIAGE_LIT_H
#define TVF_TRIAGE_LIT_H

#include <stdbool.h>

#include "exec/exec.h"
#include "mlirx/session.h"
#include "support/diag.h"
#include "support/strbuf.h"

/* The lowering and run part of every execution test's RUN lines (after the
 * pipeline prefix): what `tvfuzz exec` compiles with, as mlir-opt-22 runs it. */
#define LIT_RUNNER_LIBS "%mlir_runner_utils,%mlir_c_runner_utils"

/* An execution finding as a lit test. `program`: the source program text;
 * `prefix`: the pipeline up to and including the blamed pass (NULL or "":
 * the source itself differs when lowered); c: a check with a failing input
 * (c->failing_args set); `header`: comment lines to put on top (each
 * starting with "// "); `runner_env`: a command prefix for mlir-runner-22
 * (NULL: none; EXEC_LIT_RUNNER_ENV for a finding that reads uninitialized
 * memory). TVF_EINPUT when the finding cannot be written this way (memref
 * arguments or results, dynamic shapes of results; d says why). */
TvfStatus lit_exec_test(MlirxSession *s, const char *program, const char *prefix, const ExecCheck *c,
                        const char *header, const char *runner_env, StrBuf *out, Diag *d);

/* A failing step as a lit test: mlir-opt-22 with `prefix` (up to and
 * including the failing pass) must succeed and its output parse again. */
void lit_step_test(const char *program, const char *prefix, const char *header, StrBuf *out);

struct PipeResult;

/* The lit test of one run of `program` through `pipeline` (steps as the
 * runner that made pr numbers them): a failing step when pr has one, else
 * the execution finding of c (bisected: RUN lines up to the blamed pass).
 * The header gets a "// tvfuzz: ..." line naming the finding. TVF_EINPUT
 * with d saying why when there is nothing to write: no finding, a wrong
 * value that depends on uninitialized memory and does not show when glibc
 * fills every allocation with EXEC_LIT_FILL_BYTE (when it does, the test
 * runs mlir-runner-22 under EXEC_LIT_RUNNER_ENV), or a form lit_exec_test
 * does not write. */
TvfStatus lit_from_run(MlirxSession *s, const char *program, const char *pipeline,
                       const struct PipeResult *pr, const char *failed_step_name, const ExecCheck *c,
                       const char *header, StrBuf *out, Diag *d);

/* Run `program` through `pipeline` (preset or text) with snapshots, check
 * the result with the execution oracle x (bisecting a finding), and write
 * the lit test to `path` (lit_from_run). */
TvfStatus lit_write_for_program(MlirxSession *s, ExecEngine *x, const char *program, const char *pipeline,
                                const char *header, const char *path, Diag *d);

#endif
