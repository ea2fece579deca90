/*
 * linalg_body.c: scalar region bodies of linalg.generic, linalg.map and linalg.reduce.
 *
 * A body converts its block arguments to the output element type, then applies random arith and
 * math ops (binary, unary, fma, compare+select, shifts by constants below the bit width, divisions
 * by constants that are neither 0 nor -1) and yields the last value, combined with the output
 * argument through a reduction combiner for reductions. Outer scalars may be captured.
 */
#include <stdio.h>
#include <string.h>

#include "gen/linalg_internal.h"

/* ---- scalar bodies ---- */

#define BODY_MAX 48

typedef struct Body {
  GenState *st;
  int rid;                  /* id of the op result, names body values %b<rid>_<n> */
  int n;                    /* next body value number */
  GenElem we;               /* working (output) element type */
  char avail[BODY_MAX][24]; /* names of values of type we */
  int navail;
} Body;

static void body_name(Body *b, char *out, size_t cap) { snprintf(out, cap, "%%b%d_%d", b->rid, b->n++); }

static void body_push(Body *b, const char *name) {
  char *slot =
      b->navail < BODY_MAX ? b->avail[b->navail++] : b->avail[gen_upto(b->st->c, BODY_MAX, "body.replace")];
  size_t n = strlen(name);
  if (n >= sizeof b->avail[0]) n = sizeof b->avail[0] - 1;
  memcpy(slot, name, n);
  slot[n] = 0;
}

static const char *body_pick(Body *b, const char *where) {
  return b->avail[gen_upto(b->st->c, (uint32_t)b->navail, where)];
}

/* A constant of type e inside the body. */
static void body_const(Body *b, GenElem e, uint64_t v, char *out, size_t cap) {
  body_name(b, out, cap);
  gen_linalg_put(b->st, "    %s = arith.constant ", out);
  gen_literal(&b->st->body, e, v);
  if (e != GE_I1) gen_linalg_put(b->st, " : %s", gen_elem_name(e));
  gen_linalg_put(b->st, "\n");
}

/* Convert scalar `in` of type from into b->we; writes the new name to out. */
static void body_convert(Body *b, const char *in, GenElem from, char *out, size_t cap) {
  GenState *st = b->st;
  GenElem to = b->we;
  if (from == to) {
    size_t n = strlen(in);
    if (n >= cap) n = cap - 1;
    memcpy(out, in, n);
    out[n] = 0;
    return;
  }
  char tmp[24];
  gen_note_attr(st, "linalg.body.cast=%s->%s", gen_elem_name(from), gen_elem_name(to));
  if (gen_elem_is_float(from) && gen_elem_is_float(to)) {
    if ((from == GE_F16 && to == GE_BF16) || (from == GE_BF16 && to == GE_F16)) {
      body_name(b, tmp, sizeof tmp);
      gen_linalg_put(st, "    %s = arith.extf %s : %s to f32\n", tmp, in, gen_elem_name(from));
      body_name(b, out, cap);
      gen_linalg_put(st, "    %s = arith.truncf %s : f32 to %s\n", out, tmp, gen_elem_name(to));
      return;
    }
    body_name(b, out, cap);
    gen_linalg_put(st, "    %s = arith.%s %s : %s to %s\n", out,
                   gen_elem_bits(from) < gen_elem_bits(to) ? "extf" : "truncf", in, gen_elem_name(from),
                   gen_elem_name(to));
    return;
  }
  if (!gen_elem_is_float(from) && !gen_elem_is_float(to)) {
    const char *op = gen_elem_bits(from) > gen_elem_bits(to)                ? "trunci"
                     : (from == GE_I1 || gen_flip(st->c, 30, "body.extui")) ? "extui"
                                                                            : "extsi";
    body_name(b, out, cap);
    gen_linalg_put(st, "    %s = arith.%s %s : %s to %s\n", out, op, in, gen_elem_name(from),
                   gen_elem_name(to));
    return;
  }
  if (!gen_elem_is_float(from)) { /* int -> float */
    const char *op = (from == GE_I1 || gen_flip(st->c, 25, "body.uitofp")) ? "uitofp" : "sitofp";
    body_name(b, out, cap);
    gen_linalg_put(st, "    %s = arith.%s %s : %s to %s\n", out, op, in, gen_elem_name(from),
                   gen_elem_name(to));
    return;
  }
  /* float -> int */
  if (to == GE_I1) {
    char z[24];
    body_const(b, from, 0, z, sizeof z);
    body_name(b, out, cap);
    gen_linalg_put(st, "    %s = arith.cmpf une, %s, %s : %s\n", out, in, z, gen_elem_name(from));
    return;
  }
  body_name(b, out, cap);
  gen_linalg_put(st, "    %s = arith.%s %s : %s to %s\n", out,
                 gen_flip(st->c, 25, "body.fptoui") ? "fptoui" : "fptosi", in, gen_elem_name(from),
                 gen_elem_name(to));
}

static const char *const fbin[] = {"arith.addf",     "arith.subf",     "arith.mulf",    "arith.divf",
                                   "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf",
                                   "math.powf",      "math.copysign",  "arith.remf"};
static const char *const fun[] = {"arith.negf",     "math.absf",  "math.ceil", "math.floor", "math.round",
                                  "math.roundeven", "math.trunc", "math.exp",  "math.exp2",  "math.log",
                                  "math.log2",      "math.log1p", "math.sqrt", "math.rsqrt", "math.tanh",
                                  "math.sin",       "math.cos",   "math.erf",  "math.atan"};
static const char *const ibin[] = {"arith.addi", "arith.subi",  "arith.muli",  "arith.andi",  "arith.ori",
                                   "arith.xori", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui"};
static const char *const iun[] = {"math.absi", "math.ctlz", "math.cttz", "math.ctpop"};
static const char *const fpred[] = {"oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                    "ueq", "ugt", "uge", "ult", "ule", "une", "uno"};
static const char *const ipred[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};

/* One body op over the available values; its result becomes available. `first` forces operand
 * one (the primary input) so it is always used. */
static void body_op(Body *b, const char *first) {
  GenState *st = b->st;
  GenElem e = b->we;
  char r[24], t[24];
  const char *a = first ? first : body_pick(b, "body.a");
  const char *c = body_pick(b, "body.b");
  const char *ty = gen_elem_name(e);
  if (gen_elem_is_float(e)) {
    uint32_t kind = gen_upto(st->c, 10, "body.kind");
    if (kind < 5) {
      const char *op = fbin[gen_upto(st->c, TVF_ARRAY_LEN(fbin), "body.fbin")];
      if (gen_flip(st->c, 20, "body.const_operand")) {
        body_const(b, e, gen_const_value(st->c, st->p, e, NULL), t, sizeof t);
        c = t;
      }
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = %s %s, %s : %s\n", r, op, a, c, ty);
      gen_note_attr(st, "linalg.body.op=%s", op);
    } else if (kind < 8) {
      const char *op = fun[gen_upto(st->c, TVF_ARRAY_LEN(fun), "body.fun")];
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = %s %s : %s\n", r, op, a, ty);
      gen_note_attr(st, "linalg.body.op=%s", op);
    } else if (kind == 8) {
      const char *d = body_pick(b, "body.c");
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = math.fma %s, %s, %s : %s\n", r, a, c, d, ty);
      gen_note_attr(st, "linalg.body.op=math.fma");
    } else {
      const char *p = fpred[gen_upto(st->c, TVF_ARRAY_LEN(fpred), "body.fpred")];
      body_name(b, t, sizeof t);
      gen_linalg_put(st, "    %s = arith.cmpf %s, %s, %s : %s\n", t, p, a, c, ty);
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = arith.select %s, %s, %s : %s\n", r, t, a, c, ty);
      gen_note_attr(st, "linalg.body.cmpf=%s", p);
    }
    body_push(b, r);
    return;
  }
  if (e == GE_I1) {
    uint32_t k = gen_upto(st->c, 4, "body.i1");
    body_name(b, r, sizeof r);
    if (k < 3)
      gen_linalg_put(st, "    %s = arith.%s %s, %s : i1\n", r,
                     k == 0   ? "andi"
                     : k == 1 ? "ori"
                              : "xori",
                     a, c);
    else
      gen_linalg_put(st, "    %s = arith.select %s, %s, %s : i1\n", r, a, c, body_pick(b, "body.c"));
    body_push(b, r);
    return;
  }
  int bits = gen_elem_bits(e);
  uint32_t kind = gen_upto(st->c, 10, "body.kind");
  if (kind < 5) {
    const char *op = ibin[gen_upto(st->c, TVF_ARRAY_LEN(ibin), "body.ibin")];
    if (gen_flip(st->c, 20, "body.const_operand")) {
      body_const(b, e, gen_const_value(st->c, st->p, e, NULL), t, sizeof t);
      c = t;
    }
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = %s %s, %s : %s\n", r, op, a, c, ty);
    gen_note_attr(st, "linalg.body.op=%s", op);
  } else if (kind == 5) { /* shift by a constant amount below the width */
    static const char *const sh[] = {"arith.shli", "arith.shrsi", "arith.shrui"};
    const char *op = sh[gen_upto(st->c, 3, "body.shift")];
    body_const(b, e, (uint64_t)gen_range(st->c, 0, bits - 1, "body.shift_amount"), t, sizeof t);
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = %s %s, %s : %s\n", r, op, a, t, ty);
    gen_note_attr(st, "linalg.body.op=%s", op);
  } else if (kind == 6) { /* division by a constant that is neither 0 nor -1 */
    static const char *const dv[] = {"arith.divsi", "arith.remsi",     "arith.divui",
                                     "arith.remui", "arith.ceildivsi", "arith.floordivsi"};
    const char *op = dv[gen_upto(st->c, TVF_ARRAY_LEN(dv), "body.div")];
    int64_t k = gen_range(st->c, 1, 7, "body.divisor");
    if (gen_flip(st->c, 30, "body.divisor_neg")) k = -k - 1; /* -2 .. -8 */
    body_const(b, e, gen_bits_of_int(e, k), t, sizeof t);
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = %s %s, %s : %s\n", r, op, a, t, ty);
    gen_note_attr(st, "linalg.body.op=%s", op);
  } else if (kind == 7) {
    const char *op = iun[gen_upto(st->c, TVF_ARRAY_LEN(iun), "body.iun")];
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = %s %s : %s\n", r, op, a, ty);
    gen_note_attr(st, "linalg.body.op=%s", op);
  } else {
    const char *p = ipred[gen_upto(st->c, TVF_ARRAY_LEN(ipred), "body.ipred")];
    body_name(b, t, sizeof t);
    gen_linalg_put(st, "    %s = arith.cmpi %s, %s, %s : %s\n", t, p, a, c, ty);
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = arith.select %s, %s, %s : %s\n", r, t, a, c, ty);
    gen_note_attr(st, "linalg.body.cmpi=%s", p);
  }
  body_push(b, r);
}

const char *gen_linalg_combiner(GenState *st, GenElem e) {
  static const char *const fc[] = {"arith.addf",     "arith.mulf",    "arith.maximumf",
                                   "arith.minimumf", "arith.maxnumf", "arith.minnumf"};
  static const char *const ic[] = {"arith.addi", "arith.muli", "arith.maxsi", "arith.minsi", "arith.andi",
                                   "arith.ori",  "arith.xori", "arith.maxui", "arith.minui"};
  static const char *const bc[] = {"arith.andi", "arith.ori", "arith.xori"};
  if (gen_elem_is_float(e)) return fc[gen_upto(st->c, TVF_ARRAY_LEN(fc), "combiner")];
  if (e == GE_I1) return bc[gen_upto(st->c, TVF_ARRAY_LEN(bc), "combiner")];
  return ic[gen_upto(st->c, TVF_ARRAY_LEN(ic), "combiner")];
}

/* Captured outer scalars of type e, created before the op line. */
int gen_linalg_captures(GenState *st, GenElem e, int *cap, int max) {
  int n = 0;
  while (n < max && gen_flip(st->c, P(body_capture), "body.capture")) {
    int s = gen_linalg_scalar(st, e, true);
    if (s < 0) break;
    cap[n++] = s;
  }
  return n;
}

/* Emit a body: block args with the given types (args[nargs-1] is the output when has_out), then
 * ops, then linalg.yield (or the reduction combiner with the output arg). comb: NULL for parallel
 * bodies. out_readable: the output arg may be read. */
void gen_linalg_body(GenState *st, int rid, const GenElem *types, int nargs, bool has_out, bool out_readable,
                     const char *comb, const int *cap, int ncap, bool block_label) {
  Body b;
  memset(&b, 0, sizeof b);
  b.st = st;
  b.rid = rid;
  b.we = has_out ? types[nargs - 1] : types[0];
  char names[8][24];
  gen_linalg_put(st, "(");
  for (int i = 0; i < nargs && i < 8; i++) {
    body_name(&b, names[i], sizeof names[i]);
    gen_linalg_put(st, "%s%s: %s", i ? ", " : "", names[i], gen_elem_name(types[i]));
  }
  /* generic: "^bb0(args):" inside the region braces; map/reduce: "(args) {" opens the region */
  gen_linalg_put(st, block_label ? "):\n" : ") {\n");
  int nin = has_out ? nargs - 1 : nargs;
  char first[24];
  for (int i = 0; i < nin && i < 8; i++) {
    char cv[24];
    body_convert(&b, names[i], types[i], cv, sizeof cv);
    body_push(&b, cv);
    if (i == 0) snprintf(first, sizeof first, "%s", cv);
  }
  if (nin == 0) snprintf(first, sizeof first, "%s", names[0]);
  if (has_out && out_readable && !comb && gen_flip(st->c, P(body_use_out), "body.use_out")) {
    body_push(&b, names[nargs - 1]);
    gen_note_attr(st, "linalg.body.reads_out=yes");
  }
  for (int i = 0; i < ncap; i++) {
    char nm[24];
    snprintf(nm, sizeof nm, V(cap[i])->is_arg ? "%%arg%d" : "%%%d", V(cap[i])->id);
    V(cap[i])->uses++;
    body_push(&b, nm);
  }
  int k = (int)gen_range(st->c, 1, P(body_max_ops) > 0 ? P(body_max_ops) : 1, "body.ops");
  for (int i = 0; i < k; i++)
    body_op(&b, i == 0 ? first : NULL);
  const char *res = b.avail[b.navail - 1];
  char fin[24];
  if (comb) {
    body_name(&b, fin, sizeof fin);
    gen_linalg_put(st, "    %s = %s %s, %s : %s\n", fin, comb, res, names[nargs - 1], gen_elem_name(b.we));
    res = fin;
  }
  gen_linalg_put(st, "    linalg.yield %s : %s\n", res, gen_elem_name(b.we));
}
