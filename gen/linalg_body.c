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

/* A fresh constant as an op's first operand (body_const_lhs). The constant folders of the body ops
 * only fire on constant operands, and captured scalars and inlined splats rarely meet a constant
 * right operand; with one here, unary ops, shifts and divisions (whose right operand is always a
 * constant) fold at once. Some constants have another element type and are converted first, so
 * the folders of the arith casts (uitofp, fptoui, extf, trunci, ...) see constants too. */
static void body_const_lhs(Body *b, char *out, size_t cap) {
  GenState *st = b->st;
  if (gen_flip(st->c, P(body_const_cast), "body.const_cast")) {
    GenElem from = (GenElem)gen_upto(st->c, GE_COUNT, "body.const_cast_type");
    if (from != b->we) {
      char k[24];
      body_const(b, from, gen_const_value(st->c, st->p, from, NULL), k, sizeof k);
      body_convert(b, k, from, out, cap);
      gen_note_attr(st, "linalg.body.const_lhs=cast");
      return;
    }
  }
  body_const(b, b->we, gen_const_value(st->c, st->p, b->we, NULL), out, cap);
  gen_note_attr(st, "linalg.body.const_lhs=direct");
}

/* A special right operand (body_special_rhs): the identity and absorbing values the x-op-identity
 * folders test for, drawn directly instead of through the class pool, where they are one draw in
 * ten and the op must also be the one they fold. */
static void body_special(Body *b, const char *op, char *out, size_t cap) {
  const char *nm;
  body_const(b, b->we, gen_const_special(b->st->c, b->we, &nm, "body.special"), out, cap);
  /* the note names the value so a trigger count can tell maxui(x, 0) from maxui(x, -1) */
  gen_note_attr(b->st, "linalg.body.special_rhs=%s:%s", op, nm);
}

/* A narrower integer type than e (e an integer type wider than i1). */
static GenElem narrower(GenState *st, GenElem e) {
  if (e == GE_I8) return GE_I1;
  return (GenElem)gen_upto(st->c, (uint32_t)e, "idiom.narrow"); /* GE_I1 .. e-1 */
}

/* Emit `%r = OP x : from to to` and return r in out. */
static void body_cast1(Body *b, const char *op, const char *x, GenElem from, const char *to, char *out,
                       size_t cap) {
  body_name(b, out, cap);
  gen_linalg_put(b->st, "    %s = arith.%s %s : %s to %s\n", out, op, x, gen_elem_name(from), to);
}

/* A short idiom that one of the arith canonicalization patterns or folders rewrites (body_idiom).
 * Chains made by linalg-fuse-elementwise-ops are never canonicalized again in the presets, so
 * these patterns only see what a body spells out itself. Returns false when no idiom fits e. */
static bool body_idiom(Body *b, const char *a) {
  GenState *st = b->st;
  GenElem e = b->we;
  const char *ty = gen_elem_name(e);
  const char *c = body_pick(b, "idiom.b");
  char t[24], u[24], v[24], w[24], r[24], k1[24], k2[24];
  if (e == GE_I1) return false;
  if (gen_elem_is_float(e)) {
    uint32_t k = gen_upto(st->c, e == GE_F32 ? 2 : 3, "idiom.float");
    if (k == 0) { /* mulf/divf of two negf: the negations cancel */
      const char *op = gen_flip(st->c, 50, "idiom.negop") ? "mulf" : "divf";
      body_name(b, t, sizeof t);
      gen_linalg_put(st, "    %s = arith.negf %s : %s\n", t, a, ty);
      body_name(b, u, sizeof u);
      gen_linalg_put(st, "    %s = arith.negf %s : %s\n", u, c, ty);
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = arith.%s %s, %s : %s\n", r, op, t, u, ty);
      gen_note_attr(st, "linalg.body.idiom=%s-neg-neg", op);
    } else { /* an integer converted to float, then compared with a constant or truncated */
      GenElem ni = (GenElem)gen_range(st->c, GE_I8, GE_I32, "idiom.int");
      const char *cv = gen_flip(st->c, 30, "idiom.uitofp") ? "uitofp" : "sitofp";
      body_cast1(b, "fptosi", a, e, gen_elem_name(ni), t, sizeof t);
      if (k == 1) { /* cmpf(sitofp x, c) becomes an integer compare or a constant */
        const char *p = fpred[gen_upto(st->c, TVF_ARRAY_LEN(fpred), "idiom.fpred")];
        body_cast1(b, cv, t, ni, ty, u, sizeof u);
        body_const(b, e, gen_const_value(st->c, st->p, e, NULL), k1, sizeof k1);
        body_name(b, v, sizeof v);
        gen_linalg_put(st, "    %s = arith.cmpf %s, %s, %s : %s\n", v, p, u, k1, ty);
        body_name(b, r, sizeof r);
        gen_linalg_put(st, "    %s = arith.select %s, %s, %s : %s\n", r, v, a, c, ty);
        gen_note_attr(st, "linalg.body.idiom=cmpf-of-%s", cv);
      } else { /* truncf(sitofp x to f32) becomes sitofp x to the narrow type */
        body_cast1(b, cv, t, ni, "f32", u, sizeof u);
        body_cast1(b, "truncf", u, GE_F32, ty, r, sizeof r);
        gen_note_attr(st, "linalg.body.idiom=truncf-of-%s", cv);
      }
    }
    body_push(b, r);
    return true;
  }
  uint32_t k = gen_upto(st->c, 11, "idiom.int");
  if (k == 10 && e == GE_I8) k = 5; /* the shrsi idiom needs a wider type than e (i8 -> i32 works) */
  switch (k) {
  case 0: { /* (a op1 c1) op2 c2 with op in {addi, subi}, constants on either side: the DRR
               add/sub-of-constant chain patterns */
    const char *o1 = gen_flip(st->c, 50, "idiom.op1") ? "addi" : "subi";
    const char *o2 = gen_flip(st->c, 50, "idiom.op2") ? "addi" : "subi";
    body_const(b, e, gen_const_value(st->c, st->p, e, NULL), k1, sizeof k1);
    body_const(b, e, gen_const_value(st->c, st->p, e, NULL), k2, sizeof k2);
    bool s1 = gen_flip(st->c, 50, "idiom.swap1"), s2 = gen_flip(st->c, 50, "idiom.swap2");
    body_name(b, t, sizeof t);
    gen_linalg_put(st, "    %s = arith.%s %s, %s : %s\n", t, o1, s1 ? k1 : a, s1 ? a : k1, ty);
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = arith.%s %s, %s : %s\n", r, o2, s2 ? k2 : t, s2 ? t : k2, ty);
    /* the note says which side each constant is on (l/r: inner, outer): each side is its own pattern */
    gen_note_attr(st, "linalg.body.idiom=%s-%s-const:%c%c", o2, o1, s1 ? 'l' : 'r', s2 ? 'l' : 'r');
    break;
  }
  case 1: /* (a * c1) * c2 */
    body_const(b, e, gen_const_value(st->c, st->p, e, NULL), k1, sizeof k1);
    body_const(b, e, gen_const_value(st->c, st->p, e, NULL), k2, sizeof k2);
    body_name(b, t, sizeof t);
    gen_linalg_put(st, "    %s = arith.muli %s, %s : %s\n", t, a, k1, ty);
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = arith.muli %s, %s : %s\n", r, t, k2, ty);
    gen_note_attr(st, "linalg.body.idiom=mul-mul-const");
    break;
  case 2: { /* a + c * -1 (either order): becomes a - c */
    bool sw = gen_flip(st->c, 50, "idiom.swap");
    body_const(b, e, gen_bits_of_int(e, -1), k1, sizeof k1);
    body_name(b, t, sizeof t);
    gen_linalg_put(st, "    %s = arith.muli %s, %s : %s\n", t, c, k1, ty);
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = arith.addi %s, %s : %s\n", r, sw ? t : a, sw ? a : t, ty);
    gen_note_attr(st, "linalg.body.idiom=add-mul-neg1:%s", sw ? "lhs" : "rhs");
    break;
  }
  case 3: { /* add/sub cancellation: (a + c) - c, (a - c) + c, (a - c) - a */
    uint32_t w3 = gen_upto(st->c, 3, "idiom.cancel");
    body_name(b, t, sizeof t);
    gen_linalg_put(st, "    %s = arith.%s %s, %s : %s\n", t, w3 == 0 ? "addi" : "subi", a, c, ty);
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = arith.%s %s, %s : %s\n", r, w3 == 1 ? "addi" : "subi", t, w3 == 2 ? a : c,
                   ty);
    gen_note_attr(st, "linalg.body.idiom=cancel-%u", w3);
    break;
  }
  case 4: /* a & (a & c) folds to the inner and; a | (a ^ -1) folds to all ones */
    body_name(b, t, sizeof t);
    if (gen_flip(st->c, 50, "idiom.andand")) {
      gen_linalg_put(st, "    %s = arith.andi %s, %s : %s\n", t, a, c, ty);
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = arith.andi %s, %s : %s\n", r, a, t, ty);
      gen_note_attr(st, "linalg.body.idiom=and-of-and");
    } else {
      body_const(b, e, gen_bits_of_int(e, -1), k1, sizeof k1);
      gen_linalg_put(st, "    %s = arith.xori %s, %s : %s\n", t, a, k1, ty);
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = arith.ori %s, %s : %s\n", r, a, t, ty);
      gen_note_attr(st, "linalg.body.idiom=x-or-not-x");
    }
    break;
  case 5: { /* op(ext x, ext y) with x, y narrow: and/or/xor/cmpi eq|ne move below the ext */
    GenElem n = narrower(st, e);
    const char *nn = gen_elem_name(n);
    const char *ext = gen_flip(st->c, 50, "idiom.extsi") ? "extsi" : "extui";
    body_cast1(b, "trunci", a, e, nn, t, sizeof t);
    body_cast1(b, "trunci", c, e, nn, u, sizeof u);
    body_cast1(b, ext, t, n, ty, v, sizeof v);
    body_cast1(b, ext, u, n, ty, w, sizeof w);
    uint32_t o = gen_upto(st->c, 4, "idiom.extop");
    body_name(b, r, sizeof r);
    if (o < 3) {
      static const char *const bw[] = {"andi", "ori", "xori"};
      gen_linalg_put(st, "    %s = arith.%s %s, %s : %s\n", r, bw[o], v, w, ty);
      gen_note_attr(st, "linalg.body.idiom=%s-of-%s", bw[o], ext);
    } else {
      const char *p = gen_flip(st->c, 50, "idiom.eq") ? "eq" : "ne";
      gen_linalg_put(st, "    %s = arith.cmpi %s, %s, %s : %s\n", r, p, v, w, ty);
      snprintf(k1, sizeof k1, "%s", r);
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = arith.select %s, %s, %s : %s\n", r, k1, a, c, ty);
      gen_note_attr(st, "linalg.body.idiom=cmpi-of-%s", ext);
    }
    break;
  }
  case 6: { /* ext/trunc round trips: trunci(ext x) to a width between x and the ext, and
               extsi(extui x) */
    GenElem n = e == GE_I32 ? (GenElem)gen_range(st->c, GE_I1, GE_I8, "idiom.narrow") : GE_I1;
    GenElem mid = (GenElem)(n + 1);
    if (mid >= e) { /* e == i8: no middle width, trunc to i1 and zero-extend */
      body_cast1(b, "trunci", a, e, "i1", t, sizeof t);
      body_cast1(b, "extui", t, GE_I1, ty, r, sizeof r);
      gen_note_attr(st, "linalg.body.idiom=ext-of-trunc");
      break;
    }
    body_cast1(b, "trunci", a, e, gen_elem_name(n), t, sizeof t);
    if (gen_flip(st->c, 50, "idiom.extsi_of_extui")) {
      body_cast1(b, "extui", t, n, gen_elem_name(mid), u, sizeof u);
      body_cast1(b, "extsi", u, mid, ty, r, sizeof r);
      gen_note_attr(st, "linalg.body.idiom=extsi-of-extui");
    } else {
      const char *ext = gen_flip(st->c, 50, "idiom.extsi") ? "extsi" : "extui";
      body_cast1(b, ext, t, n, ty, u, sizeof u);
      body_cast1(b, "trunci", u, e, gen_elem_name(mid), v, sizeof v);
      body_cast1(b, ext, v, mid, ty, r, sizeof r);
      gen_note_attr(st, "linalg.body.idiom=trunci-of-%s", ext);
    }
    break;
  }
  case 7: { /* select(xori(cond, true), a, c): the not moves into the compare or swaps the
               branches */
    bool cmp = gen_flip(st->c, 50, "idiom.cmp_cond");
    if (cmp) {
      const char *p = ipred[gen_upto(st->c, TVF_ARRAY_LEN(ipred), "idiom.ipred")];
      body_name(b, t, sizeof t);
      gen_linalg_put(st, "    %s = arith.cmpi %s, %s, %s : %s\n", t, p, a, c, ty);
    } else {
      body_cast1(b, "trunci", a, e, "i1", t, sizeof t);
    }
    body_const(b, GE_I1, 1, k1, sizeof k1);
    body_name(b, u, sizeof u);
    gen_linalg_put(st, "    %s = arith.xori %s, %s : i1\n", u, t, k1);
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = arith.select %s, %s, %s : %s\n", r, u, a, c, ty);
    gen_note_attr(st, "linalg.body.idiom=select-not:%s", cmp ? "cmpi" : "trunci");
    break;
  }
  case 8: { /* select(p, 1, 0) is extui p; select(p, 0, 1) is extui(not p) */
    const char *p = ipred[gen_upto(st->c, TVF_ARRAY_LEN(ipred), "idiom.ipred")];
    bool inv = gen_flip(st->c, 50, "idiom.inv");
    body_name(b, t, sizeof t);
    gen_linalg_put(st, "    %s = arith.cmpi %s, %s, %s : %s\n", t, p, a, c, ty);
    body_const(b, e, 1, k1, sizeof k1);
    body_const(b, e, 0, k2, sizeof k2);
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = arith.select %s, %s, %s : %s\n", r, t, inv ? k2 : k1, inv ? k1 : k2, ty);
    gen_note_attr(st, "linalg.body.idiom=select-one-zero");
    break;
  }
  case 9: { /* nested selects on the same condition, or an index_cast round trip */
    if (gen_flip(st->c, 50, "idiom.nested")) {
      const char *p = ipred[gen_upto(st->c, TVF_ARRAY_LEN(ipred), "idiom.ipred")];
      const char *d = body_pick(b, "idiom.d");
      bool inner_true = gen_flip(st->c, 50, "idiom.inner_true");
      body_name(b, t, sizeof t);
      gen_linalg_put(st, "    %s = arith.cmpi %s, %s, %s : %s\n", t, p, a, c, ty);
      body_name(b, u, sizeof u);
      gen_linalg_put(st, "    %s = arith.select %s, %s, %s : %s\n", u, t, a, c, ty);
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = arith.select %s, %s, %s : %s\n", r, t, inner_true ? u : d,
                     inner_true ? d : u, ty);
      gen_note_attr(st, "linalg.body.idiom=nested-select:%s", inner_true ? "true" : "false");
      break;
    }
    /* index_cast(index_cast(x)) back to x's type folds to x (in MLIR 22 also through a narrower
       middle type, which loses bits), and index_cast(extsi x) drops the extsi */
    uint32_t w3 = gen_upto(st->c, 3, "idiom.index");
    if (w3 == 0) {
      body_cast1(b, "index_cast", a, e, "index", t, sizeof t);
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = arith.index_cast %s : index to %s\n", r, t, ty);
    } else if (w3 == 1) {
      GenElem n = narrower(st, e);
      body_cast1(b, "index_cast", a, e, "index", t, sizeof t);
      body_name(b, u, sizeof u);
      gen_linalg_put(st, "    %s = arith.index_cast %s : index to %s\n", u, t, gen_elem_name(n));
      body_name(b, v, sizeof v);
      gen_linalg_put(st, "    %s = arith.index_cast %s : %s to index\n", v, u, gen_elem_name(n));
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = arith.index_cast %s : index to %s\n", r, v, ty);
    } else {
      GenElem n = narrower(st, e);
      body_cast1(b, "trunci", a, e, gen_elem_name(n), t, sizeof t);
      body_cast1(b, "extsi", t, n, ty, u, sizeof u);
      body_cast1(b, "index_cast", u, e, "index", v, sizeof v);
      body_name(b, r, sizeof r);
      gen_linalg_put(st, "    %s = arith.index_cast %s : index to %s\n", r, v, ty);
    }
    gen_note_attr(st, "linalg.body.idiom=index-cast-%u", w3);
    break;
  }
  default: { /* trunci(shrsi(extsi x, d)) where d is the dropped width: becomes shrui */
    GenElem wide = e == GE_I32 ? GE_I32 : (GenElem)gen_range(st->c, e + 1, GE_I32, "idiom.wide");
    GenElem n = e == GE_I32 ? GE_I16 : e;
    const char *src = a;
    if (e == GE_I32) {
      body_cast1(b, "trunci", a, e, "i16", t, sizeof t);
      src = t;
    }
    body_cast1(b, "extsi", src, n, gen_elem_name(wide), u, sizeof u);
    body_const(b, wide, (uint64_t)(gen_elem_bits(wide) - gen_elem_bits(n)), k1, sizeof k1);
    body_name(b, v, sizeof v);
    gen_linalg_put(st, "    %s = arith.shrsi %s, %s : %s\n", v, u, k1, gen_elem_name(wide));
    body_cast1(b, "trunci", v, wide, gen_elem_name(n), r, sizeof r);
    if (e == GE_I32) {
      snprintf(w, sizeof w, "%s", r);
      body_cast1(b, "extsi", w, n, ty, r, sizeof r);
    }
    gen_note_attr(st, "linalg.body.idiom=trunci-of-shrsi");
    break;
  }
  }
  body_push(b, r);
  return true;
}

/* One body op over the available values; its result becomes available. `first` forces operand
 * one (the primary input) so it is always used. */
static void body_op(Body *b, const char *first) {
  GenState *st = b->st;
  GenElem e = b->we;
  char r[24], t[24];
  const char *a = first ? first : body_pick(b, "body.a");
  char lhs[24];
  if (gen_flip(st->c, P(body_const_lhs), "body.const_lhs")) {
    body_const_lhs(b, lhs, sizeof lhs);
    a = lhs;
  }
  if (gen_flip(st->c, P(body_idiom), "body.idiom") && body_idiom(b, a)) return;
  const char *c = body_pick(b, "body.b");
  const char *ty = gen_elem_name(e);
  if (gen_elem_is_float(e)) {
    uint32_t kind = gen_upto(st->c, 10, "body.kind");
    if (kind < 5) {
      const char *op = fbin[gen_upto(st->c, TVF_ARRAY_LEN(fbin), "body.fbin")];
      if (gen_flip(st->c, P(body_special_rhs), "body.special_rhs")) {
        body_special(b, op, t, sizeof t);
        c = t;
      } else if (gen_flip(st->c, 20, "body.const_operand")) {
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
    if (gen_flip(st->c, P(body_special_rhs), "body.special_rhs")) {
      /* i1 identities: x and/or/xor a constant; cmpi ne x, false and cmpi eq x, true are x;
       * select(p, true, false) is p and select(p, false, true) becomes xori(p, true) */
      char k2[24];
      uint64_t i1v = gen_bits(st->c, 1, "body.i1_const");
      body_const(b, GE_I1, i1v, t, sizeof t);
      uint32_t k = gen_upto(st->c, 5, "body.i1_special");
      body_name(b, r, sizeof r);
      if (k < 3) {
        static const char *const lo[] = {"andi", "ori", "xori"};
        gen_linalg_put(st, "    %s = arith.%s %s, %s : i1\n", r, lo[k], a, t);
      } else if (k == 3) {
        gen_linalg_put(st, "    %s = arith.cmpi %s, %s, %s : i1\n", r,
                       gen_flip(st->c, 50, "body.i1_eq") ? "eq" : "ne", a, t);
      } else {
        body_const(b, GE_I1, !i1v, k2, sizeof k2); /* select(p, c, !c): p or not p */
        gen_linalg_put(st, "    %s = arith.select %s, %s, %s : i1\n", r, a, t, k2);
      }
      gen_note_attr(st, "linalg.body.special_rhs=i1.%s:%s",
                    k == 0   ? "andi"
                    : k == 1 ? "ori"
                    : k == 2 ? "xori"
                    : k == 3 ? "cmpi"
                             : "select",
                    i1v ? "true" : "false");
      body_push(b, r);
      return;
    }
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
    if (gen_flip(st->c, P(body_special_rhs), "body.special_rhs")) {
      body_special(b, op, t, sizeof t);
      c = t;
    } else if (gen_flip(st->c, 20, "body.const_operand")) {
      body_const(b, e, gen_const_value(st->c, st->p, e, NULL), t, sizeof t);
      c = t;
    }
    body_name(b, r, sizeof r);
    gen_linalg_put(st, "    %s = %s %s, %s : %s\n", r, op, a, c, ty);
    gen_note_attr(st, "linalg.body.op=%s", op);
  } else if (kind == 5) { /* shift by a constant amount below the width */
    static const char *const sh[] = {"arith.shli", "arith.shrsi", "arith.shrui"};
    const char *op = sh[gen_upto(st->c, 3, "body.shift")];
    int64_t amt;
    if (gen_flip(st->c, P(body_special_rhs), "body.special_rhs")) { /* shift by 0 folds to x */
      amt = gen_flip(st->c, 50, "body.shift_edge") ? bits - 1 : 0;
      gen_note_attr(st, "linalg.body.special_rhs=%s", op);
    } else {
      amt = gen_range(st->c, 0, bits - 1, "body.shift_amount");
    }
    body_const(b, e, (uint64_t)amt, t, sizeof t);
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
