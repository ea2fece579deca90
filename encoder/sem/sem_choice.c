/*
 * sem_choice.c: nondeterministic results (docs/DESIGN.md "Nondeterministic
 * results"): fresh choice variables recorded in the encoder state, and the
 * either-sign zero that TOSA's max/min family and dot products allow. Used by
 * the tosa and arith rules alike; tv.c quantifies src's choices.
 */
#include <stdio.h>
#include <string.h>

#include "encoder/sem/sem.h"

/* A new choice for result element `elem` of `op` (see the top comment):
 * a fresh Bool recorded in st->choices, or the test hook's constant. */
static SmtTerm new_choice(EncState *st, const IrOp *op, int64_t elem, SmtTerm key, SmtTerm wit) {
  if (st->choice_fixed) return smt_bool(st->c, st->choice_fixed(st->choice_ctx, op, elem));
  return sem_choice_var(st, op, smt_sort_bool(st->c), "zero_sign", key, wit);
}

SmtTerm sem_choice_var(EncState *st, const IrOp *op, SmtSort sort, const char *tag, SmtTerm key,
                       SmtTerm wit) {
  if (st->nchoices == st->choices_cap) {
    int cap = st->choices_cap ? 2 * st->choices_cap : 16;
    SmtTerm *grown = arena_calloc(st->a, (size_t)cap, sizeof(SmtTerm));
    SmtTerm *keys = arena_calloc(st->a, (size_t)cap, sizeof(SmtTerm));
    SmtTerm *wits = arena_calloc(st->a, (size_t)cap, sizeof(SmtTerm));
    if (!grown || !keys || !wits) {
      enc_unsupported(st, op, "out of memory (choices)");
      return smt_var(st->c, "choice_oom_", sort);
    }
    if (st->nchoices) memcpy(grown, st->choices, (size_t)st->nchoices * sizeof(SmtTerm));
    if (st->nchoices) memcpy(keys, st->choice_keys, (size_t)st->nchoices * sizeof(SmtTerm));
    if (st->nchoices) memcpy(wits, st->choice_wit, (size_t)st->nchoices * sizeof(SmtTerm));
    st->choices = grown;
    st->choice_keys = keys;
    st->choice_wit = wits;
    st->choices_cap = cap;
  }
  /* Unique per side, and ending in '_' so that no name is a prefix of
   * another (tv_choice.c finds them in printed terms). */
  char name[64];
  snprintf(name, sizeof name, "%s_%s_%d_", st->side ? st->side : "x", tag, st->nchoices);
  SmtTerm t = smt_var(st->c, name, sort);
  st->choice_keys[st->nchoices] = key;
  st->choice_wit[st->nchoices] = wit;
  st->choices[st->nchoices++] = t;
  return t;
}

SmtTerm sem_zero_sign_choice(EncState *st, const IrOp *op, int64_t elem, IrElem e, SmtTerm r, SmtTerm z,
                             SmtTerm pref_neg) {
  SmtCtx *c = st->c;
  if (st->opt && st->opt->literal_zero_sign) return r; /* --fp-policy=strict */
  if (enc_is_false(st, z)) return r;
  SmtTerm pz = fpdom_const(st->fp, e, 0), nz = fpdom_const(st->fp, e, enc_float_bits(e, -0.0));
  SmtTerm sign = fpdom_sign_bit(st->fp, e, r);
  SmtTerm other = smt_ite(c, sign, pz, nz);
  SmtTerm wit = smt_and(c, z, smt_xor(c, sign, pref_neg));
  return smt_ite(c, smt_and(c, z, new_choice(st, op, elem, r, wit)), other, r);
}
