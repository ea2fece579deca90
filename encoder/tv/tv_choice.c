/*
 * tv_choice.c: quantifying src's nondeterministic choices (see
 * tv_choice.h).
 *
 * Occurrence is read from the printed term: choice variables have unique
 * names ending in '_' (sem_tosa.c), so one name can never be a prefix of
 * another, and Z3 prints a term completely. That is linear in the term,
 * where asking the solver or simplifying once per variable would be
 * quadratic in the number of choices of a large tensor.
 */
#include "encoder/tv/tv_choice.h"

#include <string.h>

#include "support/strbuf.h"

bool tvc_init(TvcVars *cv, SmtCtx *c, Arena *a, const SmtTerm *vars, int n) {
  cv->vars = vars;
  cv->n = n;
  cv->names = arena_calloc(a, (size_t)(n > 0 ? n : 1), sizeof(char *));
  if (!cv->names) return false;
  for (int i = 0; i < n; i++) {
    StrBuf sb = STRBUF_INIT;
    smt_term_print(c, vars[i], &sb);
    cv->names[i] = arena_strdup(a, sb_cstr(&sb));
    sb_free(&sb);
    if (!cv->names[i]) return false;
  }
  return true;
}

int tvc_vars_in(const TvcVars *cv, SmtCtx *c, SmtTerm t, int *out) {
  if (cv->n == 0) return 0;
  StrBuf sb = STRBUF_INIT;
  smt_term_print(c, t, &sb);
  const char *text = sb_cstr(&sb);
  int k = 0;
  for (int i = 0; i < cv->n; i++)
    if (strstr(text, cv->names[i])) out[k++] = i;
  sb_free(&sb);
  return k;
}

SmtTerm tvc_forall(const TvcVars *cv, SmtCtx *c, const int *idx, int nidx, SmtTerm body) {
  if (nidx <= TVC_EXPAND_MAX) {
    /* One Bool variable at a time: body := body[v:=true] && body[v:=false].
     * A bit-vector (the NaN encoding of a bitcast) has too many values to
     * expand: it stays a Z3 quantifier. */
    SmtTerm wide[TVC_EXPAND_MAX];
    int nwide = 0;
    for (int j = 0; j < nidx; j++) {
      SmtTerm v = cv->vars[idx[j]];
      if (!smt_sort_is_bool(c, smt_sort_of(c, v))) {
        wide[nwide++] = v;
        continue;
      }
      SmtTerm lam = smt_lambda(c, &v, 1, body);
      SmtTerm t = smt_simplify(c, smt_select(c, lam, smt_true(c)));
      SmtTerm f = smt_simplify(c, smt_select(c, lam, smt_false(c)));
      body = smt_term_same(t, f) ? t : smt_and(c, t, f);
    }
    return smt_forall(c, wide, nwide, body);
  }
  SmtTerm bound[64];
  for (int k = nidx; k > 0; k -= 64) {
    int n = k < 64 ? k : 64;
    for (int j = 0; j < n; j++)
      bound[j] = cv->vars[idx[k - n + j]];
    body = smt_forall(c, bound, n, body);
  }
  return body;
}
