/*
 * signature.h: stable ids of root causes, computed from structured facts.
 *
 * Two findings of the same bug must share an id; two different bugs must not.
 * Ids never depend on raw program text, SSA names, positions, pointer values
 * or concrete numbers: diagnostics are normalised first, and facts that the
 * solver chooses freely (the concrete counterexample, the FP classes of its
 * values) are not hashed at all.
 *
 * Two levels, both computed by sig_compute():
 *   - provisional (what a campaign records, no reduction yet): "wrong code"
 *     (miscompile and inconclusive are one family: confirmation within a
 *     solver budget depends on the program, not the bug), pass and FP policy
 *     for wrong code -- not the failing stage, which is a symptom of the
 *     program around the bug (the same swapped operands surface as a value
 *     mismatch, or as poison when a later fptosi overflows); kind, pass and the
 *     normalised diagnostic for crashes, pass failures, invalid IR, timeouts.
 *   - final (what `tvfuzz triage` assigns after reduction, `final` set): the
 *     provisional facts plus the failing stage, the difference between the op
 *     kinds on the paths to the mismatching output in src and tgt of the
 *     *reduced* pair (triage/sigfacts.h) and the FP fact ("finite": the bug shows on finite
 *     inputs; "special": it needs NaN/Inf). On a minimal program the stage is
 *     the bug's own, not its surroundings'.
 * Failures hash the same facts at both levels.
 * Execution findings (exec-mismatch, exec-crash, exec-timeout, exec-oom: the
 * execution oracle, exec/exec.h) are failures at the provisional level
 * (kind, blamed pass and the campaign's short detail: "value", "approximate
 * value", "shape", or the compiled code's normalised failure message), and
 * at the final level hash kind, blamed pass and the op kinds of the *reduced*
 * program (src_ops): the compiled code has no validator path to walk, and on
 * a minimal program the ops left are the ones the bug needs.
 */
#ifndef TVF_TRIAGE_SIGNATURE_H
#define TVF_TRIAGE_SIGNATURE_H

#include <stdbool.h>

#include "support/strbuf.h"

typedef struct SigFacts {
  const char *kind;      /* miscompile, crash, timeout, pass-failure, invalid-ir, inconclusive, ... */
  const char *pass;      /* short pass name (no options) */
  const char *stage;     /* failing refinement stage (miscompiles) */
  const char *diag;      /* MLIR diagnostic / crash text (crashes, failures) */
  const char *src_ops;   /* op kinds on the path to the mismatch in src, sorted, comma-separated (final only);
                            execution findings: the op kinds of the reduced program */
  const char *tgt_ops;   /* same for tgt (final only; described, hashed only without delta_ops) */
  const char *delta_ops; /* kinds whose count differs between the two paths (final; triage/sigfacts.h) */
  const char *src_class; /* FP class of the mismatching src value: reported, never hashed (solver's choice) */
  const char *tgt_class; /* FP class of the mismatching tgt value: reported, never hashed */
  const char *policy;    /* FP policy: "strict" or "reassoc" */
  const char *fp_fact;   /* "finite" / "special" / NULL (final only, see triage/sigfacts.h) */
  bool final;            /* final signature (after reduction): also hash stage, op paths, FP fact */
} SigFacts;

/* Normalise a diagnostic: drop locations, SSA names, numbers, types' shapes,
 * quoted payloads and attached notes; keep the words. Appends to out. Cannot
 * fail (out->oom on allocation failure). */
void sig_normalize_diag(const char *diag, StrBuf *out);
/* Does this kind describe a wrong-code finding (miscompile / inconclusive)? */
bool sig_kind_is_wrong_code(const char *kind);
/* Does this kind come from the execution oracle (exec-mismatch, exec-crash, ...)? */
bool sig_kind_is_exec(const char *kind);
/* 16-hex-digit id into out[17]. Cannot fail. */
void sig_compute(const SigFacts *f, char out[17]);
/* The facts that went into the id, one "key=value" per line (for reports
 * and for debugging dedup). Appends to out. */
void sig_describe(const SigFacts *f, StrBuf *out);

#endif
