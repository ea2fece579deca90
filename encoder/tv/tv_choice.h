/*
 * tv_choice.h: quantifying src's nondeterministic choices in refinement
 * queries (EncState.choices; TOSA's either-sign zero results, sem_tosa.c).
 *
 * Purpose: the refinement query for a nondeterministic src is
 * exists input . forall src choice . violation. Z3's own quantifier
 * reasoning gives up on such queries over floating point ("incomplete
 * quantifiers"), so tv.c asks these helpers which choice variables a
 * condition really mentions and expands the universal quantifier over
 * those by substitution (every combination of their values, conjoined);
 * only a condition with more than TVC_EXPAND_MAX of them is left to a Z3
 * quantifier.
 */
#ifndef TVF_ENCODER_TV_CHOICE_H
#define TVF_ENCODER_TV_CHOICE_H

#include "encoder/smt/smt.h"
#include "support/arena.h"

/* Choice variables expanded by substitution at most (2^this copies). */
#define TVC_EXPAND_MAX 8

typedef struct TvcVars {
  const SmtTerm *vars; /* Bool constants */
  char **names;        /* their printed names */
  int n;
} TvcVars;

/* Names of vars[0..n) for tvc_vars_in (arena copies). False on OOM. */
bool tvc_init(TvcVars *cv, SmtCtx *c, Arena *a, const SmtTerm *vars, int n);
/* Indices (into cv->vars) of the variables occurring in t, written to out
 * (room for cv->n); returns their number. Exact: it reads t's full
 * SMT-LIB text (complete, with let-abbreviations, never elided). */
int tvc_vars_in(const TvcVars *cv, SmtCtx *c, SmtTerm t, int *out);
/* forall vars[idx[0..nidx)] . body: the conjunction of body under every
 * assignment of those variables (substitution as beta reduction of a
 * lambda, then simplification) when nidx <= TVC_EXPAND_MAX, else a Z3
 * quantifier (nested blocks of 64). Bit-vector variables (NaN encodings)
 * are always left to a Z3 quantifier. */
SmtTerm tvc_forall(const TvcVars *cv, SmtCtx *c, const int *idx, int nidx, SmtTerm body);

#endif
