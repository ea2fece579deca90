/*
 * tv_eval.h: concrete confirmation of miscompile verdicts.
 *
 * Purpose: a counterexample found by the solver is only as good as the
 * encoding it came from. Before the validator reports `miscompile`, the
 * counterexample's inputs are replayed in the reference interpreter
 * (encoder/eval/), which shares no code with the SMT encoding of the ops:
 * the verdict stands only if the concrete outputs really violate refinement
 * (src without UB, and tgt with UB, or tgt poison where src is defined, or a
 * different value, any NaN matching any NaN). The concrete src/tgt values
 * go into the report (TvReport.concrete).
 */
#ifndef TVF_ENCODER_TV_EVAL_H
#define TVF_ENCODER_TV_EVAL_H

#include "encoder/eval/eval.h"
#include "encoder/verdict/verdict.h"

/* Outputs compared between src and tgt (shared with tv.c): results
 * 0..nresults-1, then, for each argument index a that is a memref in both
 * functions, the argument's block contents at return (EvalResult.final_args
 * [a], non-NULL on both sides exactly then) as output k = nresults + a. */
/* Output k of an evaluation: results[k] for k < nresults, else
 * final_args[k - nresults] (NULL when that argument is not a memref or k is
 * out of range). */
const EvalTensor *tv_eval_output(const EvalResult *er, int k);
/* Is element i of output k a float zero (either sign)? */
bool tv_eval_zero_at(const EvalResult *er, int k, int64_t i);
/* Name of input i of f: "%argN", or "@name" for an argument standing for
 * a mutable memref.global (ir_inline.h); allocated in a. */
const char *tv_input_name(Arena *a, const IrFunc *f, int i);
/* Name of the buffer of input i of f on return: "%argN buffer", or
 * "global @name"; allocated in a. */
const char *tv_buffer_name(Arena *a, const IrFunc *f, int i);
/* Name of element i of output k, "result #k element i" or "%argN buffer[i]"
 * (N = k - nresults; "global @name[i]" for a global's buffer, f may be
 * NULL); allocated in a. */
const char *tv_eval_output_name(Arena *a, const IrFunc *f, int nresults, int k, int64_t i);
/* Results of er, then the buffers compared with other ("%argN buffer
 * [...]"), separated by "; "; NULL when more than max_total elements. */
const char *tv_eval_outputs_text(Arena *a, const IrFunc *f, const EvalResult *er, const EvalResult *other,
                                 int64_t max_total);
/* Do the pair's verdicts rest on the assumption that memref arguments do
 * not alias (docs/DESIGN.md "Memory": two or more arguments that are a
 * memref in src or in tgt)? tv.c then appends
 * "assumes memref arguments do not alias" where it prints the verdict. */
bool tv_pair_has_aliasing_assumption(const IrFunc *src, const IrFunc *tgt);

/* Choice sites of a nondeterministic src whose resolutions are enumerated
 * before a concrete violation stands (2^this runs at most). */
#define TV_EVAL_MAX_CHOICES 12

/* Replay r's counterexample (a miscompile of src -> tgt) and return the
 * verdict to keep: TV_MISCOMPILE when the interpreter reproduces the
 * violation, TV_INCONCLUSIVE otherwise (r->message then says the concrete
 * evaluation did not reproduce it, and why). Static shape miscompiles are
 * kept as they are. Fills r->concrete; strings live in a. Cannot fail
 * otherwise (an interpreter failure is reported as "not reproduced"). */
TvVerdict tv_eval_confirm(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r);

/* A concrete refinement violation between two evaluations: output k (a
 * result, or an argument's buffer as above), element i (-1 for a shape
 * difference), its stage, and whether it depends on an approximated (libm)
 * value. */
typedef struct TvViolation {
  bool found;
  int k;
  int64_t i;
  TvStage stage;
  bool approx;
} TvViolation;

struct EvalResult;
/* Scan the outputs (results, then buffers) of src (es) and tgt (et) for refinement violations
 * (defined src element, tgt poison or a different value, NaN matching NaN):
 * `at` receives one at result want_k element want_i, `exact` the first that
 * does not depend on approximations (or a shape difference), `any` the first
 * of all; `at` and `any` may be NULL. UB is the caller's business. */
void tv_eval_scan(const struct EvalResult *es, const struct EvalResult *et, int want_k, int64_t want_i,
                  TvViolation *at, TvViolation *exact, TvViolation *any);

/* Nondeterministic src (eval.h EvalChoices): is there an allowed src
 * result on args with no violation against tgt's results et (tgt_ub: tgt
 * had UB; src UB under some resolution counts as a match)? want_k/want_i
 * name the solver's element (a violation there counts even when it
 * depends on approximations) or are -1; otherwise only violations free of
 * approximations count, and only under `strict`. Scratch memory from a is
 * released. EVAL_EXISTS_LIMIT when src met more than max_sites sites. */
EvalExists tv_eval_src_may_match(const IrFunc *src, EvalTensor **args, const EvalResult *et, bool tgt_ub,
                                 int want_k, int64_t want_i, bool strict, int max_sites, Arena *a,
                                 int *nsites);

/* Concrete screening (tv_screen.c): run src and tgt in the interpreter on
 * o->screen_vectors input vectors chosen to expose bugs (special values,
 * the pair's own constants and their neighbours, random values) and look
 * for a violation that does not depend on approximations. Strict policy
 * only. Returns true and fills r as a confirmed miscompile (counterexample,
 * stage, concrete section, r->screened) when one is found; false when none
 * was found or screening could not run (dynamic or unsupported types, an op
 * the interpreter lacks), r untouched but r->screen_ms. */
bool tv_eval_screen(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r);

/* The screening inputs, for other oracles (exec/exec.c): fill args (nargs
 * inputs made by eval_arg_for_type, none a shape) with input vector v of
 * nvec, exactly as tv_eval_screen builds them: the special-value schedule,
 * the constants of f1 and f2 (either may be NULL) and their one-ulp
 * neighbours, pseudo-random values. Values are canonical, flags cleared. */
void tv_screen_fill_inputs(const IrFunc *f1, const IrFunc *f2, EvalTensor **args, int nargs, int v, int nvec);

/* Report pieces for tv_report_print / tv_report_json (nothing when the
 * replay did not run; JSON: `,"concrete":{...}` or `,"concrete":null`). */
void tv_eval_print(const TvReport *r, StrBuf *out);
void tv_eval_json(const TvReport *r, StrBuf *out);

#endif
