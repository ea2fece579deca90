/*
 * interest.h: the interestingness oracle for findings.
 *
 * An Interest runs one pipeline pass by pass on a program (crash-isolated
 * fork server), validates the pass under suspicion (validator isolated too)
 * and describes what went wrong as an Outcome: kind (miscompile, crash,
 * pass-failure, invalid-ir, timeout, inconclusive), blamed pass, failing
 * stage or diagnostic, the pair, and the op kinds on the path to the
 * mismatch. A *key* (fixed from the original program's outcome) says what
 * "still interesting" means during reduction: same kind, same pass, and
 *   - wrong code: miscompile or inconclusive (one family; an inconclusive key
 *     is upgraded once a candidate is confirmed), any failing stage (a symptom
 *     of the surroundings the reducer is meant to strip); with the slippage
 *     guard, the op kinds on the mismatch path of the candidate are a subset
 *     of the original's (so reduction cannot slide to another bug of the pass);
 *   - failures: the same normalised diagnostic (triage/signature.h).
 * The key deliberately ignores the counterexample and its FP classes, which
 * the solver picks freely.
 *
 * Execution mode (InterestConfig.exec set; findings of kind exec-mismatch,
 * exec-crash, exec-timeout, exec-oom): the pipeline must succeed, then the
 * execution oracle checks the run (exec_check with bisection, as a campaign's
 * --exec-share does): the final IR is compiled and run against the reference
 * interpreter's run of the program, and a difference is bisected over the
 * snapshots to the first pass that shows it. The outcome is the oracle's
 * kind, blamed on that pass ("exec-lowering" when the program itself already
 * differs under the fixed lowering, "unbisected" when no snapshot shows it:
 * the names fuzz/campaign/campaign.c records); the key is the same kind at the same
 * pass. No validator runs in this mode.
 */
#ifndef TVF_TRIAGE_INTEREST_H
#define TVF_TRIAGE_INTEREST_H

#include <stdbool.h>

#include "exec/exec.h"
#include "mlirx/pair_validate.h"
#include "mlirx/pipeline.h"
#include "triage/reduce.h"

typedef struct InterestConfig {
  const char *pipeline;  /* preset name or pipeline text */
  const char *pass;      /* step (short name or element) to blame; NULL = first bad step */
  const char *kind;      /* expected kind; NULL = whatever the first bad step shows */
  ValidateOptions vopt;  /* validator options (policy, domain, timeouts) */
  unsigned pipe_wall_ms; /* pipeline budget per program (default 20000) */
  unsigned val_wall_ms;  /* validation budget per pair (default 60000) */
  bool slippage_guard;   /* default true */
  /* Execution mode: the engine (borrowed: one per process, it registers the
   * LLVM translations in the session's context) and the oracle's options
   * (default: exec_check_options_default, bisection on). NULL = validator. */
  ExecEngine *exec;
  ExecCheckOptions exec_opt;
  /* Test hook (planted bugs): called once on the runner after creation. */
  void (*setup_runner)(PipeRunner *r, void *user);
  void *user;
} InterestConfig;

void interest_config_default(InterestConfig *c);

typedef struct Outcome {
  char kind[24];      /* "" when nothing is wrong */
  char pass[128];     /* short step name */
  char element[512];  /* full step element ("func.func(canonicalize{...})") */
  int step;           /* step index, -1 if none */
  char verdict[24];   /* validator verdict or step status */
  char stage[16];     /* failing stage (wrong code) */
  char src_class[24]; /* FP classes of the mismatching values (reported only) */
  char tgt_class[24];
  char func[128];       /* function of the mismatch */
  int out_index;        /* result of the mismatch, -1 if unknown */
  char detail[2048];    /* validator detail or failure text, one line */
  char *pair;           /* pair text (wrong code) */
  char *before, *after; /* IR around the blamed step (when it ran) */
  char *report;         /* validator report / crash text */
  char *json;           /* validator JSON */
  char *src_ops;        /* op kinds on the mismatch path (wrong code) */
  char *tgt_ops;
  char *delta_ops; /* kinds whose count differs between the paths (sigfacts.h) */
  /* execution mode (src_ops then holds the op kinds of the whole program) */
  char exec_sig_detail[1024]; /* what the provisional signature hashes (as fuzz/campaign/campaign.c records
                                 it) */
  char exec_where[96];        /* "result #0 element 3 [0, 3]" */
  char exec_expected[96];     /* the reference interpreter's value */
  char exec_actual[96];       /* the compiled code's value */
  int exec_input;             /* index of the failing input vector, -1 */
  char *exec_inputs;          /* the failing input vector ("%arg0 : tensor<2xf32> = [...]") */
  char *exec_bisect;          /* one line per snapshot run */
  /* pass "exec-lowering": the fixed lowering's step the interpreter first
   * disagrees after (ExecCheck.lowering_pass), and the IR around it */
  char exec_lowering_pass[160];
  char *exec_lowering_before, *exec_lowering_after;
  char exec_lowering_status[24]; /* the lowering's step crashed or failed: its status ... */
  char *exec_lowering_diag;      /* ... and diagnostic */
  /* the validator on the blamed pass's before/after pair of an execution
   * finding, run once (job.c, for the root cause) and reported by
   * confirm_exec.c; exec_tv_done false when it was not run */
  bool exec_tv_done;
  int exec_tv_verdict; /* TvVerdict */
  char exec_tv_verdict_name[24];
  char exec_tv_stage[16];
  char exec_tv_detail[2048];
  char *exec_tv_report; /* the validator's report of a miscompile (owned) */
} Outcome;

void outcome_free(Outcome *o);

typedef struct Interest Interest;

/* Build the runner and validator. TVF_EINPUT when the pipeline does not
 * parse. The session must outlive the Interest. */
Interest *interest_create(MlirxSession *s, const InterestConfig *c, Diag *d);
void interest_destroy(Interest *it);
PipeRunner *interest_runner(Interest *it);
Validator *interest_validator(Interest *it);
/* The pipeline as expanded by MLIR. */
const char *interest_pipeline(Interest *it);

/* Run and describe. Returns TVF_OK when an outcome was produced (including
 * "nothing wrong": o->kind == ""); an error only when the runner failed. */
TvfStatus interest_evaluate(Interest *it, const char *text, size_t len, Outcome *o, Diag *d);

/* Fix the key from an outcome (normally the original program's). */
void interest_set_key(Interest *it, const Outcome *o);
/* From now on candidates must be valid programs for their dialects (no
 * ERROR_IF of a TOSA op, as the interpreter checks them on zeros), when
 * `text` (the original) is one: a reproducer a maintainer takes as it is,
 * not one that only MLIR 22's lax verifiers accept. Returns whether the
 * requirement is on. */
bool interest_require_valid(Interest *it, const char *text, size_t len);
/* Is the program invalid for its dialects by the rule interest_require_valid
 * applies to candidates? `why` gets the reason. */
bool interest_program_invalid(MlirxSession *s, const char *text, size_t len, char *why, size_t n);
/* Weaken a `miscompile` key to `inconclusive` (which still accepts, and
 * upgrades back on, confirmed miscompiles): for originals whose exact
 * confirmation is near the solver budget and flips between runs. False when
 * there is nothing to relax. */
bool interest_relax_key(Interest *it);
/* Does o match the key? `why` gets the first difference. */
bool interest_matches(Interest *it, const Outcome *o, char *why, size_t whylen);

/* A RedOracle over interest_evaluate + interest_matches. */
RedOracle interest_oracle(Interest *it);
/* Number of programs evaluated so far. */
long interest_evaluations(Interest *it);

#endif
