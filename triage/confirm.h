/*
 * confirm.h: confirmation of a reduced finding outside the abstract domain.
 *
 * Wrong code (miscompile / inconclusive):
 *   1. exact re-check: validate the reduced pair with the exact IEEE domain
 *      (ValidateOptions.tv.fp = FPDOM_EXACT); its counterexample gives
 *      concrete inputs and the value the source semantics require (the
 *      validator's src value: TOSA spec pseudo-code for tosa ops, MLIR dialect
 *      docs + IEEE-754 for the rest);
 *   2. end to end: the IR right after the blamed pass (and, for comparison,
 *      right before it) gets a `@tvf_entry` wrapper that builds the
 *      counterexample's input tensors as constants (exact bit patterns),
 *      calls the function, and prints every result as raw bits
 *      (printMemrefI64 of a bitcast) so no decimal rounding hides a
 *      difference; it is lowered with mlir-opt-22 (CONFIRM_LOWERING) and run
 *      with mlir-runner-22 against libmlir_runner_utils / libmlir_c_runner_utils.
 *   A finding is `confirmed` when the exact re-check says miscompile and the
 *   compiled code produces, at the mismatching element, a value different from
 *   the spec value. The exact re-check alone is enough when the tools are
 *   missing (e2e says why it did not run); otherwise the finding stays
 *   `inconclusive`.
 *   When the signature's FP fact is "finite" (triage/sigfacts.h) and that
 *   counterexample has a NaN or infinite input, the exact re-check runs again
 *   on the finite-input pair and its inputs are mapped through the clamp, so
 *   the counterexample the report prints has finite inputs whenever one was
 *   found; cex_source says which pair gave it, cex_note why not the finite
 *   one.
 * Failures (crash / pass-failure / invalid-ir / timeout): the reduced program
 *   is run through `mlir-opt-22 --pass-pipeline=<pipeline up to the blamed
 *   pass>`; `confirmed` when mlir-opt fails the same way (non-zero exit with the
 *   same normalised diagnostic, or a crash). Planted test passes do not exist
 *   in mlir-opt: those are confirmed by the in-process runner only.
 * Single pass (every kind, real passes): the blamed pass alone, anchored as
 *   its step element says ("builtin.module(func.func(math-expand-ops))"), runs
 *   in mlir-opt-22 on the IR right before it (captured for wrong code; for
 *   failures produced by mlir-opt-22 from the steps before it) and must show
 *   the same finding: for wrong code, the validator's verdict on (that IR, its
 *   output) equals the finding's (exact re-check when that confirmed it); for
 *   failures, the same failure (same_failure: diagnostic, crash assertion,
 *   timeout). The report then shows that IR and that command instead of the
 *   whole pipeline on the reduced program.
 */
#ifndef TVF_TRIAGE_CONFIRM_H
#define TVF_TRIAGE_CONFIRM_H

#include "mlirx/pair_validate.h"
#include "mlirx/session.h"
#include "triage/interest.h"

/* The lowering used to compile IR for execution (after the pipeline under
 * test). Every tosa pass in it is a no-op on IR that has no tosa ops left. */
#define CONFIRM_LOWERING                                                                                     \
  "builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},"  \
  "tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries "                                        \
  "function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-loops),"               \
  "convert-scf-to-cf,expand-strided-metadata,lower-affine,convert-to-llvm,reconcile-unrealized-casts)"

typedef struct ConfirmResult {
  char status[24]; /* "confirmed" or "inconclusive" */
  char how[512];   /* one line: what confirmed it, or why not */
  /* wrong code */
  char exact_verdict[24]; /* verdict of the exact re-check */
  char exact_detail[1024];
  int out_index; /* mismatching result and element */
  long out_elem;
  char out_coords[64];
  char *inputs;             /* "%arg0 : tensor<2xf32> = [1, 2]\n..." (malloc'ed) */
  char spec_value[96];      /* validator src value (exact) */
  char tgt_value[96];       /* validator tgt value (exact) */
  bool e2e_ran;             /* the compiled program ran */
  char compiled_value[96];  /* value the compiled code (after the pass) produced */
  char compiled_before[96]; /* value the IR before the pass produces when compiled */
  char e2e_note[512];       /* what blocked end-to-end execution, if anything */
  /* failures and wrong code */
  char *mlir_opt_cmd; /* command line that reproduces with mlir-opt-22 (malloc'ed) */
  char *tool_output;  /* stderr/stdout of the external tools (malloc'ed, truncated) */
  /* the counterexample */
  char cex_source[16]; /* "finite-pair" (inputs clamped to finite values) or "pair" */
  char cex_note[512];  /* why a finite-input counterexample is not the one shown */
  char policy[16];     /* --fp-policy of the exact re-check */
  char cex_stage[16];  /* failing stage of the exact re-check's counterexample */
  /* the single-pass reproducer (workdir/single.before.mlir) */
  char single_pipeline[640]; /* "builtin.module(<step element>)" */
  char single_status[16];    /* "reproduces", "differs", or "" (not tried: planted pass) */
  char single_note[512];     /* why it differs */
} ConfirmResult;

void confirm_result_free(ConfirmResult *r);

/* Confirm outcome o of the reduced program `program` (o->pair, o->before and
 * o->after must be set for wrong code). `fp_fact` is the signature's FP fact
 * ("finite", "special", "" or NULL). `pipeline` is the expanded pipeline;
 * steps up to o->step form the mlir-opt command. `workdir` receives the
 * wrapper and lowered files (created if missing). `planted` says the blamed
 * pass is a test pass mlir-opt does not know. Never fails: problems end up in
 * r->how / r->e2e_note with status "inconclusive". */
void confirm_finding(MlirxSession *s, const Outcome *o, const char *program, const char *pipeline,
                     const ValidateOptions *vopt, const char *fp_fact, const char *workdir, bool planted,
                     ConfirmResult *r);

/* Are mlir-opt-22 and mlir-runner-22 (and the runner libraries) installed? */
bool confirm_tools_available(char *why, size_t n);

/* Run a shell command, capture stdout+stderr (truncated at 64 KiB). Returns
 * the exit status (128+signal for signals, -1 if it could not run). */
int confirm_run_cmd(const char *cmd, StrBuf *out);

/* The pipeline text made of steps 0..last of `pipeline` ("builtin.module(...)"). */
bool confirm_pipeline_prefix(MlirxSession *s, const char *pipeline, int last, StrBuf *out);

#endif
