/*
 * confirm_exec.h: confirmation of a reduced execution finding (exec-mismatch,
 * exec-crash, exec-timeout, exec-oom: exec/exec.h) and what its report says
 * about the blame.
 *
 * The reducer's job already re-ran the reduced program through the pipeline
 * and the execution oracle and got the same kind bisected to the same pass
 * (triage/job.h); that is what makes the finding stand. This adds:
 *   - outside tvfuzz's runner (real passes only): mlir-opt-22 runs the
 *     pipeline up to the blamed pass, and up to the step before it, on the
 *     reduced program; each output is compiled with the fixed lowering and run
 *     against the interpreter (exec_check, no bisection). Confirmed when the
 *     output after the pass shows the finding's kind and the output before it
 *     matches. Planted test passes do not exist in mlir-opt-22: their findings
 *     are confirmed by the in-process re-run alone, and say so;
 *   - the validator's view of the blamed pass: its pair (IR before, IR after)
 *     is validated. A miscompile (or an unconfirmed counterexample) means the
 *     validator confirms the blame too; unsupported IR (the LLVM dialect, any
 *     op without validator semantics) or no pass at all ("exec-lowering")
 *     means the blame rests on execution alone; a proof of correctness is
 *     reported as a disagreement between the two oracles.
 * Never fails: problems end up in `how` / `validator_note`.
 */
#ifndef TVF_TRIAGE_CONFIRM_EXEC_H
#define TVF_TRIAGE_CONFIRM_EXEC_H

#include "exec/exec.h"
#include "mlirx/pair_validate.h"
#include "triage/interest.h"

typedef struct ExecConfirm {
  char status[24];            /* "confirmed" or "unconfirmed" */
  char how[640];              /* one line: what confirmed it, or why not */
  char blame[24];             /* "execution-alone" or "validator-too" */
  char validator_verdict[24]; /* verdict on the blamed pass's pair; "" when there is none */
  char validator_note[1024];  /* one line: what that verdict means for the blame */
  char mlir_opt_after[16384]; /* pipeline mlir-opt-22 ran to get the IR after the pass ("" if not run) */
} ExecConfirm;

/* Confirm outcome o (execution mode) of the reduced program `program`.
 * `pipeline` is the expanded pipeline (steps up to o->step form the
 * mlir-opt-22 run), `planted` says the blamed pass is a planted test pass,
 * `workdir` receives the mlir-opt outputs (exec.after.mlir,
 * exec.before.mlir; created if missing). */
void confirm_exec_finding(MlirxSession *s, ExecEngine *x, const Outcome *o, const char *program,
                          const char *pipeline, const ValidateOptions *vopt, bool planted,
                          const char *workdir, ExecConfirm *r);

#endif
