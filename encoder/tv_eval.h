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

#include "encoder/tv.h"

/* Replay r's counterexample (a miscompile of src -> tgt) and return the
 * verdict to keep: TV_MISCOMPILE when the interpreter reproduces the
 * violation, TV_INCONCLUSIVE otherwise (r->message then says the concrete
 * evaluation did not reproduce it, and why). Static shape miscompiles are
 * kept as they are. Fills r->concrete; strings live in a. Cannot fail
 * otherwise (an interpreter failure is reported as "not reproduced"). */
TvVerdict tv_eval_confirm(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r);

/* Report pieces for tv_report_print / tv_report_json (nothing when the
 * replay did not run; JSON: `,"concrete":{...}` or `,"concrete":null`). */
void tv_eval_print(const TvReport *r, StrBuf *out);
void tv_eval_json(const TvReport *r, StrBuf *out);

#endif
