/*
 * tv.h: the translation validator's entry point and verdicts.
 *
 * tv_check_funcs() decides whether `tgt` refines `src` (two IrFuncs with the
 * same signature): for every input, either src has undefined behaviour, or
 * tgt has none and returns the same values (poison in src may become
 * anything). It encodes both functions in one FP domain, asks Z3 for an input
 * violating refinement, and checks in fixed stages (UB, poison, shape, value);
 * the first failing stage is named in the report.
 *
 * Verdicts are honest: a timeout or an unsupported op is never "correct", and
 * a counterexample found with abstract FP semantics is "inconclusive" until it
 * is confirmed (by the exact domain or by concrete evaluation).
 *
 * Refinement ladder (ENCODING.md "Reductions", "Refinement and verdicts";
 * mlir-tv section 6.3): the abstract domain first encodes strict FP
 * reductions and dot products as folds of uninterpreted steps (level 0), and
 * only on a counterexample re-encodes them as the precise ordered folds
 * (level 1); a counterexample there is re-checked with exact IEEE semantics
 * (level 2). The first level that proves refinement or confirms a
 * counterexample decides; TvReport.refinement_level says which.
 */
#ifndef TVF_ENCODER_TV_H
#define TVF_ENCODER_TV_H

#include <stdbool.h>

#include "encoder/fp/fpdom.h"
#include "encoder/ir/ir.h"
#include "encoder/verdict/verdict.h"
#include "support/arena.h"
#include "support/diag.h"
#include "support/strbuf.h"

/* Verdicts, stages, options and the report: encoder/verdict/verdict.h. */

/* Check that tgt refines src. Fills r (allocations in a) and returns TVF_OK
 * whenever a verdict was reached, including unsupported/timeout/error
 * verdicts; returns an error status only for internal failures, with d set. */
TvfStatus tv_check_funcs(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r,
                         Diag *d);

/* Human-readable multi-line report (verdict, stage, counterexample). */
void tv_report_print(const TvReport *r, StrBuf *out);
/* JSON object (one line) for tools. */
void tv_report_json(const TvReport *r, StrBuf *out);

#endif
