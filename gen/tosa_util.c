/*
 * tosa_util.c: shared helpers of the tosa productions (see tosa_internal.h).
 *
 * Op emission in MLIR 22 syntax, attribute dictionaries, nan_mode choice, broadcast-compatible
 * operand shapes, the cast legality table and zero-point constants.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gen/tosa_internal.h"

/* ---- emission helpers ---- */

void gen_attr(GenAttrs *a, const char *fmt, ...) {
  if (a->n >= (int)sizeof a->s - 2) return;
  if (a->n) a->n += snprintf(a->s + a->n, sizeof a->s - (size_t)a->n, ", ");
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(a->s + a->n, sizeof a->s - (size_t)a->n, fmt, ap);
  va_end(ap);
  if (k > 0) a->n += k;
  if (a->n > (int)sizeof a->s - 1) a->n = (int)sizeof a->s - 1;
}

void gen_attr_array(GenAttrs *a, const char *name, const int64_t *v, int n) {
  char buf[160];
  int k = snprintf(buf, sizeof buf, "%s = array<i64: ", name);
  for (int i = 0; i < n && k < (int)sizeof buf - 24; i++)
    k += snprintf(buf + k, sizeof buf - (size_t)k, "%s%lld", i ? ", " : "", (long long)v[i]);
  snprintf(buf + k, sizeof buf - (size_t)k, ">");
  gen_attr(a, "%s", buf);
}

void gen_tosa_emit(GenState *st, int r, GenOpId op, const GenOpd *a, int n, const GenAttrs *at) {
  StrBuf *b = &st->body;
  gen_def(st, r);
  sb_puts(b, gen_ops[op].name);
  for (int i = 0; i < n; i++) {
    sb_puts(b, i ? ", " : " ");
    if (a[i].vi >= 0)
      gen_use(st, a[i].vi);
    else
      sb_printf(b, "%%%d", a[i].sid);
  }
  if (at && at->n) sb_printf(b, " {%s}", at->s);
  sb_puts(b, " : (");
  for (int i = 0; i < n; i++) {
    if (i) sb_puts(b, ", ");
    if (a[i].vi >= 0)
      gen_ty(st, &V(a[i].vi)->t);
    else
      sb_printf(b, "!tosa.shape<%d>", a[i].sn);
  }
  sb_puts(b, ") -> ");
  gen_ty(st, &V(r)->t);
  sb_putc(b, '\n');
  gen_note_op(st, op, a[0].vi >= 0 ? (GenElem)V(a[0].vi)->t.et : GE_COUNT);
}

/* nan_mode for float operands: IGNORE more often when a NaN may reach the op. */
void gen_tosa_nan_mode(GenState *st, GenAttrs *a, GenOpId op, GenElem e, uint8_t fp) {
  if (!gen_elem_is_float(e)) return;
  bool ig = gen_flip(st->c, (fp & GF_NAN) ? P(nan_ignore_if_nan) : P(nan_ignore), "nan_mode");
  gen_note_attr(st, "%s.nan_mode=%s", gen_op_name(op), ig ? "IGNORE" : "PROPAGATE");
  if (ig)
    gen_attr(a, "nan_mode = IGNORE");
  else if (gen_flip(st->c, 20, "nan_mode.explicit"))
    gen_attr(a, "nan_mode = PROPAGATE");
}

/* ---- shapes ---- */

/* Broadcast partner of X: result R and other operand O (element types copied from X). */
void gen_tosa_bcast_pair(GenState *st, const GenType *X, GenType *R, GenType *O, GenOpId op) {
  *R = *X;
  *O = *X;
  if (X->rank <= 0 || !gen_flip(st->c, P(broadcast), "bcast")) return;
  if (gen_flip(st->c, 50, "bcast.mode")) {
    for (int i = 0; i < X->rank; i++)
      if (X->dims[i] > 1 && gen_flip(st->c, 50, "bcast.one")) O->dims[i] = 1;
    gen_note_attr(st, "%s.broadcast=operand", gen_op_name(op));
    return;
  }
  int64_t el = gen_type_elems(X);
  for (int i = 0; i < X->rank; i++) {
    if (X->dims[i] != 1) continue;
    int64_t room = st->o->max_elements / el;
    if (room < 2 || !gen_flip(st->c, 50, "bcast.grow")) continue;
    int64_t d = gen_range(st->c, 2, gen_min64(room, st->o->max_dim < 2 ? 2 : st->o->max_dim), "bcast.dim");
    R->dims[i] = (int32_t)d;
    el *= d;
  }
  for (int i = 0; i < X->rank; i++)
    O->dims[i] = R->dims[i] != X->dims[i] ? R->dims[i] : (gen_flip(st->c, 30, "bcast.o1") ? 1 : R->dims[i]);
  gen_note_attr(st, "%s.broadcast=result", gen_op_name(op));
}

/* Shape for another operand of a result of shape R: each dim either R's or 1. */
GenType gen_tosa_bcast_sub(GenState *st, const GenType *R, GenElem e) {
  GenType O = *R;
  O.et = (uint8_t)e;
  if (R->rank > 0 && gen_flip(st->c, P(broadcast), "bcast.sub"))
    for (int i = 0; i < R->rank; i++)
      if (gen_flip(st->c, 50, "bcast.sub1")) O.dims[i] = 1;
  return O;
}

/* ---- element-type rules beyond a single mask ---- */

static bool cast_allowed(const GenState *st, GenElem from, GenElem to) {
  if (!st->o->tosa_validate) return from != to;
  if (from == to) return false;
  /* TOSA 1.0 pro_int/pro_fp + bf16 extension (TosaComplianceData.h.inc) */
  switch (from) {
  case GE_I1: return gen_elem_is_int(to);
  case GE_I8:
  case GE_I16:
  case GE_I32: return true; /* to bool, the other integers, f16, bf16, f32 */
  case GE_F16: return gen_elem_is_int(to) || to == GE_F32;
  case GE_BF16: return gen_elem_is_int(to) || to == GE_F32;
  case GE_F32: return gen_elem_is_int(to) || to == GE_F16 || to == GE_BF16;
  default: return false;
  }
}

uint32_t gen_tosa_cast_targets(const GenState *st, const GenValue *x) {
  GenElem e = (GenElem)x->t.et;
  uint32_t m = 0;
  for (int t = 0; t < GE_COUNT; t++) {
    if (!cast_allowed(st, e, (GenElem)t)) continue;
    /* float -> int of a constant NaN has no defined result: do not make it certain */
    if (gen_elem_is_float(e) && !gen_elem_is_float((GenElem)t) && x->f.cst && (x->f.fp & GF_NAN)) continue;
    m |= GEM(t);
  }
  return m;
}

int gen_tosa_zero_point(GenState *st, GenElem e, bool may_nonzero) {
  uint64_t v = 0;
  if (e == GE_I8 && may_nonzero && gen_flip(st->c, P(zp_nonzero), "zp.nonzero"))
    v = gen_bits_of_int(e, gen_range(st->c, -128, 127, "zp.value"));
  return gen_const_splat(st, gen_type_make(e, 1, (int32_t[]){1}), v, true);
}
