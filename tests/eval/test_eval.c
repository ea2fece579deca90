/*
 * test_eval.c: property test of the reference interpreter (encoder/eval/)
 * against the exact-mode encoder.
 *
 * For every op kind in the encoder's semantics table, small single-op (or
 * minimal) functions are built by hand (tests/encoder/irbuild.h) and run on
 * at least INPUTS_PER_CASE random concrete inputs, biased towards special
 * values (+-0, +-Inf, NaN, subnormals, +-max, +-min normal, +-1, integers
 * near overflow, zero divisors, in-range and out-of-range indices). Each
 * input is evaluated twice:
 *   (a) by the interpreter (eval_func), and
 *   (b) by the encoder in the exact FP domain with the arguments bound to
 *       constant terms, every result term simplified by Z3 to a constant;
 * and the two must agree: same UB, same poison/uninitialized flags, same
 * values (bit for bit, any NaN equals any NaN).
 *
 * Approximated ops (exp, log, tanh, sin, pow, rsqrt, ...): the encoder
 * constrains only their IEEE/Annex F special cases (the result is then a
 * constant after simplification); for other inputs its result is an
 * uninterpreted function and does not simplify to a constant. So the test
 * compares exactly what the encoder constrains: whenever the encoder's term
 * is a constant the interpreter must produce that value, and whenever the
 * interpreter says its value is exact (not approximate) the encoder's term
 * must be a constant. The same rule applies to UB and poison conditions.
 *
 * Nondeterministic results (a zero result of tosa.maximum/minimum/clamp/
 * reduce_max/reduce_min/max_pool2d may have either sign): both sides
 * resolve every choice site with the same pseudo-random bit per
 * (op, result element, input) (EncState.choice_fixed and eval.h
 * EvalChoices), all-literal for a third of the inputs, so each resolution
 * of the allowed set is compared member for member; the number of sites
 * the interpreter met is counted (nchoice_sites) and must be non-zero.
 *
 * Also checked: the interpreter's op table covers the encoder's SEM_TABLE
 * exactly, every covered op kind got >= INPUTS_PER_CASE inputs, a few
 * static-error inputs are rejected by both, and the f16/bf16 fma against a
 * brute-force reference.
 */
#include <fenv.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/eval/eval.h"
#include "encoder/fp/fp_ieee.h"
#include "encoder/sem/sem.h"
#include "encoder/sem/sem_state.h"
#include "encoder/tv/tv.h"
#include "encoder/tv/tv_eval.h"
#include "support/testhelp.h"
#include "tests/encoder/irbuild.h"

/* The encoder's memory side (encoder/sem/sem_memref.c) may land after this
 * test: memref cases run only when it is linked in (mem_case_ready). */
#pragma weak enc_bind_memref_arg

#define INPUTS_PER_CASE 200

static Arena build_arena;
static IrB B;

/* ---- statistics ---- */

static long kind_inputs[IR_OP_COUNT];
static int ncases;
static long ninputs, nub, napprox_skipped, nvalues_compared, nchoice_sites, nchoice_flipped, nnan_sites;

/* Resolution of a choice site shared by the encoder and the interpreter:
 * seed 0 keeps every literal result, otherwise a hash of (seed, op, elem). */
static bool pick_choice(void *ctx, const IrOp *op, int64_t elem) {
  uint64_t seed = *(const uint64_t *)ctx;
  if (!seed) return false;
  uint64_t h =
      seed ^ ((uint64_t)(uintptr_t)op * 0x9e3779b97f4a7c15ull) ^ ((uint64_t)elem * 0xbf58476d1ce4e5b9ull);
  h ^= h >> 31;
  h *= 0x94d049bb133111ebull;
  h ^= h >> 29;
  return h & 1;
}
static bool eval_pick_choice(void *ctx, const IrOp *op, int64_t elem) {
  bool b = pick_choice(ctx, op, elem);
  nchoice_flipped += b;
  return b;
}

/* ---- random inputs ---- */

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {
  uint64_t x = rng_state;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return rng_state = x;
}
static int64_t rnd_range(int64_t lo, int64_t hi) { return lo + (int64_t)(rnd() % (uint64_t)(hi - lo + 1)); }

typedef enum GenKind { G_DEFAULT, G_RANGE } GenKind;
typedef struct ArgHint {
  GenKind kind;
  int64_t lo, hi; /* G_RANGE: mostly in [lo, hi], sometimes just outside */
} ArgHint;

static uint64_t gen_float(IrElem e) {
  FpFmt f;
  fpi_fmt(e, &f);
  uint64_t mask = f.bits >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << f.bits) - 1;
  uint64_t sign = (rnd() & 1) ? f.sign_mask : 0;
  int r = (int)(rnd() % 100);
  if (r < 30) {
    switch (rnd() % 14) {
    case 0: return sign;                                                   /* +-0 */
    case 1: return sign | f.exp_mask;                                      /* +-Inf */
    case 2: return fpi_qnan(&f);                                           /* NaN */
    case 3: return (sign | f.exp_mask | (rnd() & f.frac_mask) | 1) & mask; /* NaN, any payload/sign */
    case 4: return sign | 1;                                               /* min subnormal */
    case 5: return sign | f.frac_mask;                                     /* max subnormal */
    case 6: return sign | fpi_min_normal(&f);                              /* min normal */
    case 7: return sign | fpi_fmax_mag(&f);                                /* max finite */
    case 8: return sign | fpi_one(&f);                                     /* +-1 */
    case 9: return sign | (rnd() & f.frac_mask);                           /* random subnormal */
    case 10: return sign | (fpi_fmax_mag(&f) - (rnd() & 7));               /* near max */
    case 11: return sign | ((fpi_one(&f) - (UINT64_C(1) << (f.sbits - 1))) + (rnd() & 3)); /* ~0.5 */
    case 12: return sign | (fpi_one(&f) + (rnd() & 1));                                    /* 1 + ulp */
    default: return sign | fpi_from_int(&f, false, rnd() % 5); /* small integers */
    }
  }
  if (r < 50) { /* halves and small integers: ties for rounding, exact sums */
    double v = (double)rnd_range(-40, 40) / 2.0;
    FpFmt f64;
    fpi_fmt(IR_F64, &f64);
    uint64_t b;
    memcpy(&b, &v, sizeof b);
    return fpi_convert(&f64, &f, b);
  }
  if (r < 75) { /* moderate magnitudes: exponent in [-6, 10] */
    int ex = (int)rnd_range(-6, 10);
    uint64_t mant = (UINT64_C(1) << (f.sbits - 1)) | (rnd() & f.frac_mask);
    return fpi_round(&f, sign != 0, mant, ex - (f.sbits - 1));
  }
  return rnd() & mask;
}

static uint64_t gen_int(IrElem e, const ArgHint *h) {
  int w = ir_elem_bits(e);
  uint64_t mask = w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1;
  if (w == 1) return rnd() & 1;
  if (h && h->kind == G_RANGE) {
    if (rnd() % 8 == 0) return (uint64_t)(rnd() & 1 ? h->hi + 1 + (int64_t)(rnd() % 3) : h->lo - 1) & mask;
    return (uint64_t)rnd_range(h->lo, h->hi) & mask;
  }
  int64_t min = w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1));
  int64_t max = w >= 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1;
  switch (rnd() % 10) {
  case 0:
  case 1: return (uint64_t)rnd_range(-3, 3) & mask;
  case 2: return (uint64_t)rnd_range(0, w + 1) & mask; /* shift amounts, counts */
  case 3: return (uint64_t)(min + (int64_t)(rnd() % 3)) & mask;
  case 4: return (uint64_t)(max - (int64_t)(rnd() % 3)) & mask;
  case 5: return (uint64_t)rnd_range(-100, 100) & mask;
  default: return rnd() & mask;
  }
}

/* ---- IR building helpers ---- */

static IrType *T(IrElem e, int rank, ...) {
  int64_t dims[8];
  va_list ap;
  va_start(ap, rank);
  for (int i = 0; i < rank; i++)
    dims[i] = va_arg(ap, int64_t);
  va_end(ap);
  return ib_type(&B, IR_TY_TENSOR, e, rank, dims);
}
static IrType *Tdims(IrElem e, int rank, const int64_t *dims) {
  return ib_type(&B, IR_TY_TENSOR, e, rank, dims);
}
static IrType *S(IrElem e) { return ib_scalar(&B, e); }

static IrBlock *fn_begin(int nargs, IrType **types) {
  B.next_id = 0;
  return ib_block(&B, nargs, types);
}

static IrFunc *fn_end(IrBlock *body, int nres, IrValue **res) {
  IrType *rt[8];
  for (int i = 0; i < nres; i++)
    rt[i] = res[i]->type;
  ib_op(&B, body, IR_OP_FUNC_RETURN, 0, NULL, nres, res);
  return ib_func(&B, "f", body, nres, rt);
}

static IrOp *op_n(IrBlock *blk, IrOpKind k, IrType *rt, int n, IrValue **ops) {
  return ib_op(&B, blk, k, rt ? 1 : 0, rt ? &rt : NULL, n, ops);
}

static IrValue *cshape(IrBlock *blk, int n, const int64_t *vals) {
  IrType *t = ib_shape(&B, n);
  IrOp *op = ib_op(&B, blk, IR_OP_TOSA_CONST_SHAPE, 1, &t, 0, NULL);
  ib_attr_ints(&B, op, "values", n, vals);
  return op->results[0];
}

static IrValue *tconst(IrBlock *blk, IrType *t, int n, const uint64_t *bits) {
  IrOp *op = ib_op(&B, blk, IR_OP_TOSA_CONST, 1, &t, 0, NULL);
  if (n == 1)
    ib_attr_dense_splat(&B, op, "values", t, bits[0]);
  else
    ib_attr_dense(&B, op, "values", t, n, bits);
  return op->results[0];
}

static IrValue *aconst_bits(IrBlock *blk, IrElem e, uint64_t bits) {
  IrType *t = S(e);
  IrOp *op = ib_op(&B, blk, IR_OP_ARITH_CONSTANT, 1, &t, 0, NULL);
  if (ir_elem_is_float(e)) {
    FpFmt f;
    fpi_fmt(e, &f);
    ib_attr_float(&B, op, "value", e, fpi_to_double(&f, bits), bits);
  } else {
    ib_attr_int(&B, op, "value", e, (int64_t)bits);
  }
  return op->results[0];
}

static uint64_t fbits(IrElem e, double v) {
  FpFmt f, f64;
  fpi_fmt(e, &f);
  fpi_fmt(IR_F64, &f64);
  uint64_t b;
  memcpy(&b, &v, sizeof b);
  return fpi_convert(&f64, &f, b);
}

/* Affine expressions beyond irbuild's dims and constants. */
static IrAffineExpr *aff(IrAffineKind k, IrAffineExpr *l, IrAffineExpr *r) {
  IrAffineExpr *e = arena_alloc(&build_arena, sizeof *e);
  e->kind = k;
  e->lhs = l;
  e->rhs = r;
  return e;
}
static IrAttr *map_exprs(int ndims, int nres, IrAffineExpr **exprs) {
  IrAttr *a = ib_attr(&B, NULL, NULL, IR_ATTR_MAP);
  a->map = arena_alloc(&build_arena, sizeof *a->map);
  a->map->ndims = ndims;
  a->map->nresults = nres;
  a->map->results = arena_calloc(&build_arena, (size_t)(nres > 0 ? nres : 1), sizeof(IrAffineExpr *));
  for (int i = 0; i < nres; i++)
    a->map->results[i] = exprs[i];
  a->text = "map";
  return a;
}
static IrAttr *map_dims(int ndims, int nres, const int *dims) { return ib_map(&B, ndims, nres, dims); }

/* A structured op: ins + outs operands, maps, iterators; returns the op and
 * its body (block args: one scalar per operand). */
static IrOp *structured(IrBlock *blk, IrOpKind k, int nin, IrValue **ins, int nout, IrValue **outs, int ndims,
                        IrAttr **maps, const char *iters, IrBlock **body_out) {
  IrValue *ops[16];
  IrType *rtypes[8], *bargs[16];
  for (int i = 0; i < nin; i++)
    ops[i] = ins[i];
  for (int i = 0; i < nout; i++) {
    ops[nin + i] = outs[i];
    rtypes[i] = outs[i]->type;
  }
  IrOp *op = ib_op(&B, blk, k, nout, rtypes, nin + nout, ops);
  ib_attr_array(&B, op, "indexing_maps", nin + nout, maps);
  ib_iterators(&B, op, iters);
  (void)ndims;
  for (int i = 0; i < nin + nout; i++)
    bargs[i] = S(ops[i]->type->elem);
  *body_out = ib_region(&B, op, nin + nout, bargs);
  return op;
}

static IrValue *bop(IrBlock *blk, IrOpKind k, IrType *rt, int n, ...) {
  IrValue *ops[8];
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    ops[i] = va_arg(ap, IrValue *);
  va_end(ap);
  return ib_op(&B, blk, k, 1, &rt, n, ops)->results[0];
}

static void yield(IrBlock *body, IrOpKind k, int n, IrValue **vals) { ib_op(&B, body, k, 0, NULL, n, vals); }

/* Memory op kinds (docs/DESIGN.md "Memory"): memref, bufferization and
 * affine ops, scf.for. */
static bool memory_kind(IrOpKind k) {
  const char *n = ir_op_kind_name(k);
  return strncmp(n, "memref.", 7) == 0 || strncmp(n, "bufferization.", 14) == 0 ||
         strncmp(n, "affine.", 7) == 0 || k == IR_OP_SCF_FOR;
}

/* ---- the comparison ---- */

static void mark_kinds(const IrBlock *b, bool *seen) {
  for (int i = 0; i < b->nops; i++) {
    const IrOp *o = b->ops[i];
    if ((unsigned)o->kind < IR_OP_COUNT) seen[o->kind] = true;
    for (int r = 0; r < o->nregions; r++)
      for (int k = 0; k < o->regions[r]->nblocks; k++)
        mark_kinds(o->regions[r]->blocks[k], seen);
  }
}

static bool const_bool(SmtCtx *c, SmtTerm t, bool *out) {
  return smt_term_get_bool(c, smt_simplify(c, t), out);
}

static void describe_args(EvalTensor **args, int nargs, char *buf, size_t n) {
  StrBuf sb = STRBUF_INIT;
  for (int i = 0; i < nargs; i++) {
    sb_printf(&sb, "%s%%arg%d = ", i ? ", " : "", i);
    eval_tensor_print(args[i], &sb, 16);
  }
  snprintf(buf, n, "%s", sb_cstr(&sb));
  sb_free(&sb);
}

/* Compare one output (a result or an argument's final contents) element by
 * element: poison/uninitialized flags, then values where the encoder's term
 * is a constant; why is set on the first disagreement. */
static void compare_output(SmtCtx *c, EncState *st, const EncVal *ev, const EvalTensor *xt, const char *what,
                           int k, char *why, size_t whylen) {
  if (ev->n != xt->n || ev->elem != xt->elem) {
    snprintf(why, whylen, "%s %d: shape/type differs", what, k);
    return;
  }
  for (int64_t i = 0; i < ev->n && !why[0]; i++) {
    EncElem ee = enc_get(st, ev, i);
    bool x_poison = (xt->poison && xt->poison[i]) || (xt->uninit && xt->uninit[i]);
    bool x_approx = xt->approx && xt->approx[i];
    bool e_poison;
    if (!const_bool(c, enc_or(st, ee.poison, ee.uninit), &e_poison)) {
      if (!x_approx)
        snprintf(why, whylen, "%s %d[%" PRId64 "]: encoder poison not constant", what, k, i);
      else
        napprox_skipped++;
      continue;
    }
    if (e_poison != x_poison) {
      snprintf(why, whylen, "%s %d[%" PRId64 "]: poison differs: encoder %d, eval %d", what, k, i, e_poison,
               x_poison);
      break;
    }
    if (e_poison) continue;
    SmtTerm sv = smt_simplify(c, ee.v);
    uint64_t eb;
    bool is_const =
        ir_elem_is_float(ev->elem) ? smt_term_get_fp_bits(c, sv, &eb) : smt_term_get_u64(c, sv, &eb);
    if (!is_const) {
      if (!x_approx)
        snprintf(why, whylen, "%s %d[%" PRId64 "]: encoder value not constant but eval is exact", what, k, i);
      else
        napprox_skipped++;
      continue;
    }
    nvalues_compared++;
    if (!eval_value_refines(ev->elem, eb, xt->bits[i]) || !eval_value_refines(ev->elem, xt->bits[i], eb)) {
      char xs[80], es2[80];
      eval_format_elem(xt, i, xs, sizeof xs);
      EvalTensor tmp = *xt;
      uint64_t one = eb;
      tmp.bits = &one;
      tmp.poison = tmp.uninit = tmp.approx = NULL;
      eval_format_elem(&tmp, 0, es2, sizeof es2);
      snprintf(why, whylen, "%s %d[%" PRId64 "]: encoder %s (0x%" PRIx64 "), eval %s (0x%" PRIx64 ")", what,
               k, i, es2, eb, xs, xt->bits[i]);
    }
  }
}

typedef enum Expect { EXPECT_OK, EXPECT_INVALID } Expect;

/* Runs one function on INPUTS_PER_CASE inputs; returns the number of
 * mismatching inputs (each one reported on stderr, at most 3 per case). */
static int run_case_ex(const char *name, IrFunc *f, const ArgHint *hints, Expect expect) {
  ncases++;
  bool seen[IR_OP_COUNT] = {0};
  mark_kinds(f->body, seen);
  Diag d;
  diag_init(&d);
  SmtCtx *c = smt_ctx_create(0, &d);
  TVF_CHECK_MSG(c != NULL, "%s: no SMT context: %s", name, d.msg);
  if (!c) return 1;
  Arena dom_arena, scratch;
  arena_init(&dom_arena, 0);
  arena_init(&scratch, 0);
  FpDomConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  FpDom *fp = fpdom_create(FPDOM_EXACT, c, &dom_arena, &cfg);
  TvOptions opt;
  tv_options_default(&opt);
  opt.fp = FPDOM_EXACT;
  int nargs = f->body->nargs, bad = 0, inputs = expect == EXPECT_OK ? INPUTS_PER_CASE : 4;
  for (int in = 0; in < inputs; in++) {
    ArenaMark mark = arena_mark(&scratch);
    EvalTensor *args[8];
    /* Two in five inputs draw every element from a pool of three values
     * (and their negations), so ties, x + -x, +0 vs -0 and equal operands
     * are frequent rather than once in a blue moon. */
    bool pooled = rnd() % 5 < 2;
    for (int i = 0; i < nargs; i++) {
      args[i] = eval_arg_for_type(&scratch, f->body->args[i]->type, NULL); /* a memref: its block */
      const ArgHint *h = hints ? &hints[i] : NULL;
      IrElem e = args[i]->elem;
      bool isf = ir_elem_is_float(e);
      bool ranged = h && h->kind == G_RANGE;
      uint64_t pool[3];
      for (int p = 0; p < 3; p++)
        pool[p] = isf ? gen_float(e) : gen_int(e, h);
      for (int64_t k = 0; k < args[i]->n; k++) {
        if (!pooled || ranged) {
          args[i]->bits[k] = isf ? gen_float(e) : gen_int(e, h);
          continue;
        }
        uint64_t v = pool[rnd() % 3];
        if (rnd() & 1) v = isf ? v ^ (UINT64_C(1) << (ir_elem_bits(e) - 1)) : (uint64_t)0 - v;
        args[i]->bits[k] = eval_canonical(e, v);
      }
    }
    EvalResult er;
    Diag ed;
    diag_init(&ed);
    uint64_t choice_seed = rnd() % 3 == 0 ? 0 : rnd() | 1;
    EvalChoices ch = {eval_pick_choice, &choice_seed, 0, false, 0, NULL, 0};
    TvfStatus es = eval_func_choices(f, args, &ch, &scratch, &er, &ed);
    nchoice_sites += ch.nsites;
    nnan_sites += ch.nan_sites;
    EncState st;
    sem_state_init(&st, c, fp, &scratch, &opt, f, "src");
    st.choice_fixed = pick_choice;
    st.choice_ctx = &choice_seed;
    for (int i = 0; i < nargs; i++) {
      const IrType *at = f->body->args[i]->type;
      EncVal *v = at->kind == IR_TY_MEMREF
                      ? enc_val_new(&st, NULL, ENC_TENSOR, args[i]->elem, args[i]->rank, args[i]->dims)
                      : enc_val_for_type(&st, NULL, at);
      for (int64_t k = 0; v && k < v->n; k++)
        v->v[k] = ir_elem_is_float(v->elem)
                      ? fpdom_const(fp, v->elem, args[i]->bits[k])
                      : smt_bv_u64(c, (unsigned)ir_elem_bits(v->elem), args[i]->bits[k]);
      if (at->kind == IR_TY_MEMREF) {
        if (v) enc_bind_memref_arg(&st, f->body->args[i], v); /* a block holding the input */
      } else {
        enc_bind(&st, f->body->args[i], v);
      }
    }
    bool eok = enc_func(&st);
    char why[600] = "";
    if (expect == EXPECT_INVALID) {
      if (es != TVF_EINPUT || eok || st.fail != TV_INVALID_INPUT)
        snprintf(why, sizeof why, "expected invalid input from both: eval %s (%.250s), encoder %s (%.250s)",
                 tvf_status_name(es), ed.msg, eok ? "ok" : tv_verdict_name(st.fail), st.msg);
    } else if (es != TVF_OK || !eok) {
      snprintf(why, sizeof why, "evaluation failed: eval %s (%.250s), encoder %s (%.250s)",
               tvf_status_name(es), ed.msg, eok ? "ok" : tv_verdict_name(st.fail), st.msg);
    } else {
      ninputs++;
      bool enc_ub;
      if (!const_bool(c, st.ub, &enc_ub)) {
        if (!er.ub_checks_approx)
          snprintf(why, sizeof why, "encoder UB is not a constant but eval is exact");
        else
          napprox_skipped++;
        enc_ub = er.ub; /* compare values only where defined on both */
      } else if (enc_ub != er.ub) {
        snprintf(why, sizeof why, "UB differs: encoder %d, eval %d (%s)", enc_ub, er.ub, er.ub_reason);
      }
      if (er.ub) nub++;
      if (!why[0] && !enc_ub && !er.ub) {
        for (int k = 0; k < st.nresults && !why[0]; k++)
          compare_output(c, &st, st.results[k], er.results[k], "result", k, why, sizeof why);
        /* memory: the final contents of memref arguments */
        for (int k = 0; k < nargs && !why[0]; k++) {
          const EncVal *ev = st.final_args && k < st.nargs ? st.final_args[k] : NULL;
          const EvalTensor *xt = er.final_args && k < er.nargs ? er.final_args[k] : NULL;
          if (!ev && !xt) continue;
          if (!ev || !xt)
            snprintf(why, sizeof why, "final contents of %%arg%d: encoder %s, eval %s", k, ev ? "yes" : "no",
                     xt ? "yes" : "no");
          else
            compare_output(c, &st, ev, xt, "%arg buffer", k, why, sizeof why);
        }
      }
    }
    if (why[0]) {
      if (bad < 3) {
        char a[400];
        describe_args(args, nargs, a, sizeof a);
        fprintf(stderr, "%s: input %d: %s; %s\n", name, in, why, a);
      }
      bad++;
    }
    arena_reset_to(&scratch, mark);
  }
  TVF_CHECK_MSG(bad == 0, "%s: %d of %d inputs disagree", name, bad, inputs);
  if (expect == EXPECT_OK)
    for (int k = 0; k < IR_OP_COUNT; k++)
      if (seen[k]) kind_inputs[k] += inputs;
  smt_ctx_destroy(c);
  arena_destroy(&dom_arena);
  arena_destroy(&scratch);
  return bad;
}

static void run_case(const char *name, IrFunc *f, const ArgHint *hints) {
  run_case_ex(name, f, hints, EXPECT_OK);
}

/* ---- TOSA ---- */

static IrFunc *tosa_bin_fn(IrOpKind k, IrType *ta, IrType *tb, IrType *tr, const char *nan_mode,
                           int64_t shift, bool round) {
  IrType *args[2] = {ta, tb};
  IrBlock *body = fn_begin(2, args);
  IrValue *ops[3] = {body->args[0], body->args[1], NULL};
  int n = 2;
  if (k == IR_OP_TOSA_MUL) {
    uint64_t s = (uint64_t)shift & 0xff;
    ops[2] = tconst(body, T(IR_I8, 1, (int64_t)1), 1, &s);
    n = 3;
  }
  IrOp *op = op_n(body, k, tr, n, ops);
  if (nan_mode) ib_attr_enum(&B, op, "nan_mode", nan_mode);
  if (round) ib_attr(&B, op, "round", IR_ATTR_UNIT);
  return fn_end(body, 1, op->results);
}

static IrFunc *tosa_un_fn(IrOpKind k, IrType *t, IrType *tr) {
  IrBlock *body = fn_begin(1, &t);
  IrValue *r = bop(body, k, tr, 1, body->args[0]);
  return fn_end(body, 1, &r);
}

static void tosa_elementwise_cases(void) {
  static const IrOpKind fbin[] = {IR_OP_TOSA_ADD,     IR_OP_TOSA_SUB,     IR_OP_TOSA_MUL,
                                  IR_OP_TOSA_MAXIMUM, IR_OP_TOSA_MINIMUM, IR_OP_TOSA_POW};
  static const IrElem fe[] = {IR_F32, IR_F16, IR_BF16};
  char name[128];
  for (size_t i = 0; i < TVF_ARRAY_LEN(fbin); i++)
    for (size_t j = 0; j < TVF_ARRAY_LEN(fe); j++) {
      IrElem e = fe[j];
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(fbin[i]), ir_elem_name(e));
      run_case(name,
               tosa_bin_fn(fbin[i], T(e, 2, (int64_t)2, (int64_t)2), T(e, 2, (int64_t)1, (int64_t)2),
                           T(e, 2, (int64_t)2, (int64_t)2), NULL, 0, false),
               NULL);
      if (fbin[i] == IR_OP_TOSA_MAXIMUM || fbin[i] == IR_OP_TOSA_MINIMUM) {
        snprintf(name, sizeof name, "%s %s IGNORE", ir_op_kind_name(fbin[i]), ir_elem_name(e));
        run_case(name,
                 tosa_bin_fn(fbin[i], T(e, 1, (int64_t)3), T(e, 1, (int64_t)3), T(e, 1, (int64_t)3), "IGNORE",
                             0, false),
                 NULL);
      }
    }
  run_case("tosa.add f64",
           tosa_bin_fn(IR_OP_TOSA_ADD, T(IR_F64, 1, (int64_t)2), T(IR_F64, 1, (int64_t)2),
                       T(IR_F64, 1, (int64_t)2), NULL, 0, false),
           NULL);
  static const IrOpKind ibin[] = {IR_OP_TOSA_ADD,
                                  IR_OP_TOSA_SUB,
                                  IR_OP_TOSA_MAXIMUM,
                                  IR_OP_TOSA_MINIMUM,
                                  IR_OP_TOSA_INTDIV,
                                  IR_OP_TOSA_BITWISE_AND,
                                  IR_OP_TOSA_BITWISE_OR,
                                  IR_OP_TOSA_BITWISE_XOR,
                                  IR_OP_TOSA_LOGICAL_LEFT_SHIFT,
                                  IR_OP_TOSA_LOGICAL_RIGHT_SHIFT,
                                  IR_OP_TOSA_ARITHMETIC_RIGHT_SHIFT};
  static const IrElem ie[] = {IR_I32, IR_I8, IR_I16};
  for (size_t i = 0; i < TVF_ARRAY_LEN(ibin); i++)
    for (size_t j = 0; j < TVF_ARRAY_LEN(ie); j++) {
      IrElem e = ie[j];
      bool shift = ibin[i] == IR_OP_TOSA_LOGICAL_LEFT_SHIFT || ibin[i] == IR_OP_TOSA_LOGICAL_RIGHT_SHIFT ||
                   ibin[i] == IR_OP_TOSA_ARITHMETIC_RIGHT_SHIFT;
      ArgHint h[2] = {{G_DEFAULT, 0, 0}, {G_RANGE, 0, ir_elem_bits(e) - 1}};
      for (int round = 0; round <= (ibin[i] == IR_OP_TOSA_ARITHMETIC_RIGHT_SHIFT); round++) {
        snprintf(name, sizeof name, "%s %s%s", ir_op_kind_name(ibin[i]), ir_elem_name(e),
                 round ? " round" : "");
        run_case(name,
                 tosa_bin_fn(ibin[i], T(e, 1, (int64_t)2), T(e, 1, (int64_t)2), T(e, 1, (int64_t)2), NULL, 0,
                             round),
                 shift ? h : NULL);
      }
    }
  /* mul: i32 with shifts (64-bit product, rounding, REQUIRE fits i32), i8/i16 -> i32 */
  static const int64_t shifts[] = {0, 1, 7, 31, 40};
  for (size_t s = 0; s < TVF_ARRAY_LEN(shifts); s++) {
    snprintf(name, sizeof name, "tosa.mul i32 shift %lld", (long long)shifts[s]);
    run_case(name,
             tosa_bin_fn(IR_OP_TOSA_MUL, T(IR_I32, 1, (int64_t)2), T(IR_I32, 1, (int64_t)2),
                         T(IR_I32, 1, (int64_t)2), NULL, shifts[s], false),
             NULL);
  }
  run_case("tosa.mul i8->i32",
           tosa_bin_fn(IR_OP_TOSA_MUL, T(IR_I8, 1, (int64_t)3), T(IR_I8, 1, (int64_t)3),
                       T(IR_I32, 1, (int64_t)3), NULL, 0, false),
           NULL);
  run_case("tosa.mul i16->i32",
           tosa_bin_fn(IR_OP_TOSA_MUL, T(IR_I16, 1, (int64_t)3), T(IR_I16, 1, (int64_t)3),
                       T(IR_I32, 1, (int64_t)3), NULL, 0, false),
           NULL);
  static const IrOpKind lbin[] = {IR_OP_TOSA_LOGICAL_AND, IR_OP_TOSA_LOGICAL_OR, IR_OP_TOSA_LOGICAL_XOR};
  for (size_t i = 0; i < TVF_ARRAY_LEN(lbin); i++)
    run_case(ir_op_kind_name(lbin[i]),
             tosa_bin_fn(lbin[i], T(IR_I1, 1, (int64_t)4), T(IR_I1, 1, (int64_t)4), T(IR_I1, 1, (int64_t)4),
                         NULL, 0, false),
             NULL);
  /* comparisons */
  static const IrOpKind cmp[] = {IR_OP_TOSA_EQUAL, IR_OP_TOSA_GREATER, IR_OP_TOSA_GREATER_EQUAL};
  static const IrElem ce[] = {IR_F32, IR_F16, IR_BF16, IR_I32, IR_I8};
  for (size_t i = 0; i < TVF_ARRAY_LEN(cmp); i++)
    for (size_t j = 0; j < TVF_ARRAY_LEN(ce); j++) {
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(cmp[i]), ir_elem_name(ce[j]));
      run_case(name,
               tosa_bin_fn(cmp[i], T(ce[j], 2, (int64_t)2, (int64_t)2), T(ce[j], 2, (int64_t)2, (int64_t)1),
                           T(IR_I1, 2, (int64_t)2, (int64_t)2), NULL, 0, false),
               NULL);
    }
  /* unary */
  static const IrOpKind fun[] = {IR_OP_TOSA_ABS,     IR_OP_TOSA_RECIPROCAL, IR_OP_TOSA_RSQRT, IR_OP_TOSA_EXP,
                                 IR_OP_TOSA_LOG,     IR_OP_TOSA_FLOOR,      IR_OP_TOSA_CEIL,  IR_OP_TOSA_TANH,
                                 IR_OP_TOSA_SIGMOID, IR_OP_TOSA_ERF,        IR_OP_TOSA_SIN,   IR_OP_TOSA_COS,
                                 IR_OP_TOSA_IDENTITY};
  for (size_t i = 0; i < TVF_ARRAY_LEN(fun); i++)
    for (size_t j = 0; j < TVF_ARRAY_LEN(fe); j++) {
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(fun[i]), ir_elem_name(fe[j]));
      run_case(name, tosa_un_fn(fun[i], T(fe[j], 1, (int64_t)3), T(fe[j], 1, (int64_t)3)), NULL);
    }
  static const struct {
    IrOpKind k;
    IrElem e;
  } iun[] = {{IR_OP_TOSA_ABS, IR_I32},         {IR_OP_TOSA_ABS, IR_I8},      {IR_OP_TOSA_BITWISE_NOT, IR_I8},
             {IR_OP_TOSA_BITWISE_NOT, IR_I32}, {IR_OP_TOSA_CLZ, IR_I32},     {IR_OP_TOSA_CLZ, IR_I8},
             {IR_OP_TOSA_LOGICAL_NOT, IR_I1},  {IR_OP_TOSA_IDENTITY, IR_I16}};
  for (size_t i = 0; i < TVF_ARRAY_LEN(iun); i++) {
    snprintf(name, sizeof name, "%s %s", ir_op_kind_name(iun[i].k), ir_elem_name(iun[i].e));
    run_case(name, tosa_un_fn(iun[i].k, T(iun[i].e, 1, (int64_t)3), T(iun[i].e, 1, (int64_t)3)), NULL);
  }
}

static IrFunc *negate_fn(IrElem e, int zp_mode /* 0 none, 1 const zero, 2 args */) {
  IrType *t = T(e, 1, (int64_t)3), *zt = T(e, 1, (int64_t)1);
  IrType *args[3] = {t, zt, zt};
  IrBlock *body = fn_begin(zp_mode == 2 ? 3 : 1, args);
  IrValue *ops[3] = {body->args[0], NULL, NULL};
  int n = 1;
  if (zp_mode == 1) {
    uint64_t z = 0;
    ops[1] = tconst(body, zt, 1, &z);
    ops[2] = tconst(body, zt, 1, &z);
    n = 3;
  } else if (zp_mode == 2) {
    ops[1] = body->args[1];
    ops[2] = body->args[2];
    n = 3;
  }
  IrValue *r = op_n(body, IR_OP_TOSA_NEGATE, t, n, ops)->results[0];
  return fn_end(body, 1, &r);
}

static IrFunc *clamp_fn(IrElem e, IrElem attr_e, double lo, double hi, int64_t ilo, int64_t ihi,
                        const char *nan_mode) {
  IrType *t = T(e, 1, (int64_t)4);
  IrBlock *body = fn_begin(1, &t);
  IrOp *op = op_n(body, IR_OP_TOSA_CLAMP, t, 1, body->args);
  if (ir_elem_is_float(e)) {
    ib_attr_float(&B, op, "min_val", attr_e, lo, fbits(attr_e, lo));
    ib_attr_float(&B, op, "max_val", attr_e, hi, fbits(attr_e, hi));
  } else {
    ib_attr_int(&B, op, "min_val", e, ilo);
    ib_attr_int(&B, op, "max_val", e, ihi);
  }
  if (nan_mode) ib_attr_enum(&B, op, "nan_mode", nan_mode);
  return fn_end(body, 1, op->results);
}

static IrFunc *select_fn(IrElem e) {
  IrType *args[3] = {T(IR_I1, 2, (int64_t)2, (int64_t)1), T(e, 2, (int64_t)2, (int64_t)2),
                     T(e, 2, (int64_t)1, (int64_t)2)};
  IrBlock *body = fn_begin(3, args);
  IrValue *r = bop(body, IR_OP_TOSA_SELECT, T(e, 2, (int64_t)2, (int64_t)2), 3, body->args[0], body->args[1],
                   body->args[2]);
  return fn_end(body, 1, &r);
}

static void tosa_misc_cases(void) {
  char name[128];
  static const IrElem ne[] = {IR_F32, IR_F16, IR_I8, IR_I16, IR_I32};
  for (size_t j = 0; j < TVF_ARRAY_LEN(ne); j++)
    for (int zp = 0; zp < 3; zp++) {
      if (zp == 2 && ne[j] != IR_I8 && !ir_elem_is_float(ne[j])) continue;
      snprintf(name, sizeof name, "tosa.negate %s zp%d", ir_elem_name(ne[j]), zp);
      ArgHint h[3] = {{G_DEFAULT, 0, 0}, {G_RANGE, -2, 2}, {G_RANGE, -2, 2}};
      run_case(name, negate_fn(ne[j], zp), h);
    }
  run_case("tosa.clamp f32", clamp_fn(IR_F32, IR_F32, -1.5, 2.0, 0, 0, NULL), NULL);
  run_case("tosa.clamp f32 IGNORE", clamp_fn(IR_F32, IR_F32, -0.0, 0.0, 0, 0, "IGNORE"), NULL);
  run_case("tosa.clamp f16 (f32 attrs)", clamp_fn(IR_F16, IR_F32, -0.1, 1e9, 0, 0, NULL), NULL);
  run_case("tosa.clamp bf16", clamp_fn(IR_BF16, IR_BF16, -3.0, 3.0, 0, 0, NULL), NULL);
  run_case("tosa.clamp i8", clamp_fn(IR_I8, IR_I8, 0, 0, -5, 100, NULL), NULL);
  run_case("tosa.clamp i32", clamp_fn(IR_I32, IR_I32, 0, 0, 0, 6, NULL), NULL);
  run_case("tosa.select f32", select_fn(IR_F32), NULL);
  run_case("tosa.select i8", select_fn(IR_I8), NULL);
  /* casts */
  static const IrElem from[] = {IR_F32,  IR_F32, IR_F32,  IR_F32, IR_F32, IR_F32, IR_F16,
                                IR_BF16, IR_I32, IR_I8,   IR_I32, IR_I8,  IR_I1,  IR_I1,
                                IR_I8,   IR_F16, IR_BF16, IR_I16, IR_I32, IR_F16};
  static const IrElem to[] = {IR_I32, IR_I8,  IR_I1,  IR_F16,  IR_BF16, IR_I16, IR_F32,
                              IR_F32, IR_F32, IR_F16, IR_I8,   IR_I32,  IR_I32, IR_F32,
                              IR_I1,  IR_I32, IR_I8,  IR_BF16, IR_F16,  IR_BF16};
  for (size_t i = 0; i < TVF_ARRAY_LEN(from); i++) {
    snprintf(name, sizeof name, "tosa.cast %s->%s", ir_elem_name(from[i]), ir_elem_name(to[i]));
    run_case(name, tosa_un_fn(IR_OP_TOSA_CAST, T(from[i], 1, (int64_t)3), T(to[i], 1, (int64_t)3)), NULL);
  }
  /* the const op itself, with special-value constants, feeding an add */
  for (int v = 0; v < 3; v++) {
    IrType *t = T(IR_F32, 1, (int64_t)4);
    IrBlock *body = fn_begin(1, &t);
    uint64_t bits[3][4] = {{0x80000000u, 0x7f800000u, 0x7fc00000u, 0x00000001u},
                           {0x3f800000u, 0xbf800000u, 0x7f7fffffu, 0xff800000u},
                           {0x00000000u, 0x3fc00000u, 0xc0200000u, 0x00800000u}};
    IrValue *k = tconst(body, t, 4, bits[v]);
    IrValue *r = bop(body, IR_OP_TOSA_ADD, t, 2, body->args[0], k);
    snprintf(name, sizeof name, "tosa.const f32 #%d + arg", v);
    run_case(name, fn_end(body, 1, &r), NULL);
  }
  {
    IrType *t = T(IR_I8, 1, (int64_t)3);
    IrBlock *body = fn_begin(1, &t);
    uint64_t bits[3] = {0x80, 0x7f, 0xff};
    IrValue *k = tconst(body, t, 3, bits);
    IrValue *r = bop(body, IR_OP_TOSA_SUB, t, 2, body->args[0], k);
    run_case("tosa.const i8 - arg", fn_end(body, 1, &r), NULL);
  }
}

static void tosa_layout_cases(void) {
  /* transpose */
  {
    IrType *t = T(IR_F32, 3, (int64_t)2, (int64_t)3, (int64_t)1);
    IrBlock *body = fn_begin(1, &t);
    IrOp *op =
        op_n(body, IR_OP_TOSA_TRANSPOSE, T(IR_F32, 3, (int64_t)3, (int64_t)1, (int64_t)2), 1, body->args);
    ib_attr_ints(&B, op, "perms", 3, (int64_t[]){1, 2, 0});
    run_case("tosa.transpose", fn_end(body, 1, op->results), NULL);
  }
  /* reshape with a shape operand */
  {
    IrType *t = T(IR_I16, 2, (int64_t)2, (int64_t)3);
    IrBlock *body = fn_begin(1, &t);
    IrValue *ops[2] = {body->args[0], cshape(body, 2, (int64_t[]){3, 2})};
    IrValue *r = op_n(body, IR_OP_TOSA_RESHAPE, T(IR_I16, 2, (int64_t)3, (int64_t)2), 2, ops)->results[0];
    run_case("tosa.reshape", fn_end(body, 1, &r), NULL);
  }
  /* slice */
  {
    IrType *t = T(IR_F16, 2, (int64_t)4, (int64_t)3);
    IrBlock *body = fn_begin(1, &t);
    IrValue *ops[3] = {body->args[0], cshape(body, 2, (int64_t[]){1, 1}), cshape(body, 2, (int64_t[]){2, 2})};
    IrValue *r = op_n(body, IR_OP_TOSA_SLICE, T(IR_F16, 2, (int64_t)2, (int64_t)2), 3, ops)->results[0];
    run_case("tosa.slice", fn_end(body, 1, &r), NULL);
  }
  /* pad with a pad-constant argument */
  {
    IrType *args[2] = {T(IR_F32, 2, (int64_t)2, (int64_t)2), T(IR_F32, 1, (int64_t)1)};
    IrBlock *body = fn_begin(2, args);
    IrValue *ops[3] = {body->args[0], cshape(body, 4, (int64_t[]){1, 0, 0, 2}), body->args[1]};
    IrValue *r = op_n(body, IR_OP_TOSA_PAD, T(IR_F32, 2, (int64_t)3, (int64_t)4), 3, ops)->results[0];
    run_case("tosa.pad", fn_end(body, 1, &r), NULL);
  }
  /* concat */
  {
    IrType *args[2] = {T(IR_I32, 2, (int64_t)1, (int64_t)2), T(IR_I32, 2, (int64_t)2, (int64_t)2)};
    IrBlock *body = fn_begin(2, args);
    IrOp *op = op_n(body, IR_OP_TOSA_CONCAT, T(IR_I32, 2, (int64_t)3, (int64_t)2), 2, body->args);
    ib_attr_int(&B, op, "axis", IR_I32, 0);
    run_case("tosa.concat", fn_end(body, 1, op->results), NULL);
  }
  /* tile */
  {
    IrType *t = T(IR_BF16, 2, (int64_t)2, (int64_t)1);
    IrBlock *body = fn_begin(1, &t);
    IrValue *ops[2] = {body->args[0], cshape(body, 2, (int64_t[]){2, 3})};
    IrValue *r = op_n(body, IR_OP_TOSA_TILE, T(IR_BF16, 2, (int64_t)4, (int64_t)3), 2, ops)->results[0];
    run_case("tosa.tile", fn_end(body, 1, &r), NULL);
  }
  /* reverse */
  {
    IrType *t = T(IR_F32, 2, (int64_t)2, (int64_t)3);
    IrBlock *body = fn_begin(1, &t);
    IrOp *op = op_n(body, IR_OP_TOSA_REVERSE, t, 1, body->args);
    ib_attr_int(&B, op, "axis", IR_I32, 1);
    run_case("tosa.reverse", fn_end(body, 1, op->results), NULL);
  }
  /* gather, indices mostly in range */
  static const IrElem ge[] = {IR_F32, IR_I8};
  for (size_t i = 0; i < TVF_ARRAY_LEN(ge); i++) {
    IrType *args[2] = {T(ge[i], 3, (int64_t)1, (int64_t)3, (int64_t)2), T(IR_I32, 2, (int64_t)1, (int64_t)2)};
    IrBlock *body = fn_begin(2, args);
    IrValue *r = bop(body, IR_OP_TOSA_GATHER, T(ge[i], 3, (int64_t)1, (int64_t)2, (int64_t)2), 2,
                     body->args[0], body->args[1]);
    ArgHint h[2] = {{G_DEFAULT, 0, 0}, {G_RANGE, 0, 2}};
    char name[64];
    snprintf(name, sizeof name, "tosa.gather %s", ir_elem_name(ge[i]));
    run_case(name, fn_end(body, 1, &r), h);
  }
  /* table (i8): every input indexes the 256 entries */
  {
    IrType *args[2] = {T(IR_I8, 1, (int64_t)4), T(IR_I8, 1, (int64_t)256)};
    IrBlock *body = fn_begin(2, args);
    IrValue *r = bop(body, IR_OP_TOSA_TABLE, T(IR_I8, 1, (int64_t)4), 2, body->args[0], body->args[1]);
    run_case("tosa.table", fn_end(body, 1, &r), NULL);
  }
  /* table (i16): apply_lookup's interpolation; random tables violate the
   * slope REQUIRE often, so both sides of it are exercised */
  {
    IrType *args[2] = {T(IR_I16, 1, (int64_t)2), T(IR_I16, 1, (int64_t)513)};
    IrBlock *body = fn_begin(2, args);
    IrValue *r = bop(body, IR_OP_TOSA_TABLE, T(IR_I32, 1, (int64_t)2), 2, body->args[0], body->args[1]);
    run_case("tosa.table i16", fn_end(body, 1, &r), NULL);
  }
}

static IrFunc *reduce_fn(IrOpKind k, IrElem e, int axis, const char *nan_mode) {
  IrType *t = T(e, 2, (int64_t)2, (int64_t)3);
  IrBlock *body = fn_begin(1, &t);
  IrType *rt = axis == 0 ? T(e, 2, (int64_t)1, (int64_t)3) : T(e, 2, (int64_t)2, (int64_t)1);
  IrOp *op = op_n(body, k, rt, 1, body->args);
  ib_attr_int(&B, op, "axis", IR_I32, axis);
  if (nan_mode) ib_attr_enum(&B, op, "nan_mode", nan_mode);
  return fn_end(body, 1, op->results);
}

static void tosa_reduce_cases(void) {
  char name[128];
  static const struct {
    IrOpKind k;
    IrElem e;
    const char *mode;
  } rc[] = {{IR_OP_TOSA_REDUCE_SUM, IR_F32, NULL},     {IR_OP_TOSA_REDUCE_SUM, IR_F16, NULL},
            {IR_OP_TOSA_REDUCE_SUM, IR_BF16, NULL},    {IR_OP_TOSA_REDUCE_SUM, IR_I32, NULL},
            {IR_OP_TOSA_REDUCE_PRODUCT, IR_F32, NULL}, {IR_OP_TOSA_REDUCE_PRODUCT, IR_BF16, NULL},
            {IR_OP_TOSA_REDUCE_MAX, IR_F32, NULL},     {IR_OP_TOSA_REDUCE_MAX, IR_F32, "IGNORE"},
            {IR_OP_TOSA_REDUCE_MAX, IR_I8, NULL},      {IR_OP_TOSA_REDUCE_MIN, IR_F16, NULL},
            {IR_OP_TOSA_REDUCE_MIN, IR_F32, "IGNORE"}, {IR_OP_TOSA_REDUCE_MIN, IR_I32, NULL},
            {IR_OP_TOSA_REDUCE_ALL, IR_I1, NULL},      {IR_OP_TOSA_REDUCE_ANY, IR_I1, NULL}};
  for (size_t i = 0; i < TVF_ARRAY_LEN(rc); i++)
    for (int axis = 0; axis < 2; axis++) {
      snprintf(name, sizeof name, "%s %s axis %d%s", ir_op_kind_name(rc[i].k), ir_elem_name(rc[i].e), axis,
               rc[i].mode ? " IGNORE" : "");
      run_case(name, reduce_fn(rc[i].k, rc[i].e, axis, rc[i].mode), NULL);
    }
  static const struct {
    IrElem e;
    const char *mode;
  } am[] = {{IR_F32, NULL}, {IR_F32, "IGNORE"}, {IR_F16, NULL}, {IR_I8, NULL}, {IR_I32, NULL}};
  for (size_t i = 0; i < TVF_ARRAY_LEN(am); i++) {
    IrType *t = T(am[i].e, 2, (int64_t)2, (int64_t)4);
    IrBlock *body = fn_begin(1, &t);
    IrOp *op = op_n(body, IR_OP_TOSA_ARGMAX, T(IR_I32, 1, (int64_t)2), 1, body->args);
    ib_attr_int(&B, op, "axis", IR_I32, 1);
    if (am[i].mode) ib_attr_enum(&B, op, "nan_mode", am[i].mode);
    snprintf(name, sizeof name, "tosa.argmax %s%s", ir_elem_name(am[i].e), am[i].mode ? " IGNORE" : "");
    run_case(name, fn_end(body, 1, op->results), NULL);
  }
}

static void tosa_compute_cases(void) {
  /* matmul f32 without / with constant zero points, f16, i8 with zp args */
  for (int v = 0; v < 4; v++) {
    IrElem e = v == 2 ? IR_F16 : v == 3 ? IR_I8 : IR_F32;
    IrElem oe = v == 3 ? IR_I32 : e;
    IrType *args[4] = {T(e, 3, (int64_t)1, (int64_t)2, (int64_t)3),
                       T(e, 3, (int64_t)1, (int64_t)3, (int64_t)2), T(e, 1, (int64_t)1), T(e, 1, (int64_t)1)};
    IrBlock *body = fn_begin(v == 3 ? 4 : 2, args);
    IrValue *ops[4] = {body->args[0], body->args[1], NULL, NULL};
    int n = 2;
    if (v == 1 || v == 2) {
      uint64_t z = 0;
      ops[2] = tconst(body, T(e, 1, (int64_t)1), 1, &z);
      ops[3] = tconst(body, T(e, 1, (int64_t)1), 1, &z);
      n = 4;
    } else if (v == 3) {
      ops[2] = body->args[2];
      ops[3] = body->args[3];
      n = 4;
    }
    IrValue *r =
        op_n(body, IR_OP_TOSA_MATMUL, T(oe, 3, (int64_t)1, (int64_t)2, (int64_t)2), n, ops)->results[0];
    char name[64];
    snprintf(name, sizeof name, "tosa.matmul %s #%d", ir_elem_name(e), v);
    ArgHint h[4] = {{G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_RANGE, -3, 3}, {G_RANGE, -3, 3}};
    run_case(name, fn_end(body, 1, &r), h);
  }
  /* conv2d / depthwise_conv2d, float and int8 */
  for (int dw = 0; dw < 2; dw++)
    for (int v = 0; v < 3; v++) {
      IrElem e = v == 2 ? IR_I8 : v == 1 ? IR_F16 : IR_F32, oe = v == 2 ? IR_I32 : e;
      IrType *in = T(e, 4, (int64_t)1, (int64_t)3, (int64_t)3, (int64_t)2);
      IrType *wt = dw ? T(e, 4, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)1)
                      : T(e, 4, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)2);
      IrType *bias = T(oe, 1, (int64_t)2);
      IrType *zt = T(e, 1, (int64_t)1);
      IrType *args[5] = {in, wt, bias, zt, zt};
      IrBlock *body = fn_begin(v == 2 ? 5 : 3, args);
      IrValue *ops[5] = {body->args[0], body->args[1], body->args[2], NULL, NULL};
      if (v == 2) {
        ops[3] = body->args[3];
        ops[4] = body->args[4];
      } else {
        uint64_t z = 0;
        ops[3] = tconst(body, zt, 1, &z);
        ops[4] = tconst(body, zt, 1, &z);
      }
      /* pad [top, bottom, left, right] = [1, 0, 0, 1], stride 1, dilation 1
       * -> output 3x3 */
      IrType *ot = T(oe, 4, (int64_t)1, (int64_t)3, (int64_t)3, (int64_t)2);
      IrOp *op = op_n(body, dw ? IR_OP_TOSA_DEPTHWISE_CONV2D : IR_OP_TOSA_CONV2D, ot, 5, ops);
      ib_attr_ints(&B, op, "pad", 4, (int64_t[]){1, 0, 0, 1});
      ib_attr_ints(&B, op, "stride", 2, (int64_t[]){1, 1});
      ib_attr_ints(&B, op, "dilation", 2, (int64_t[]){1, 1});
      char name[64];
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(op->kind), ir_elem_name(e));
      ArgHint h[5] = {
          {G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_RANGE, -2, 2}, {G_RANGE, -2, 2}};
      run_case(name, fn_end(body, 1, op->results), h);
    }
  /* conv3d, float and int8: input [1,2,2,2,1], weights [OC=1,KD=2,KH=2,KW=1,
   * IC=1], pad [d0, d1, top, bottom, left, right] = [1, 0, 0, 1, 0, 0]
   * -> output [1,2,2,2,1] */
  for (int v = 0; v < 2; v++) {
    IrElem e = v ? IR_I8 : IR_F32, oe = v ? IR_I32 : e;
    IrType *in = T(e, 5, (int64_t)1, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)1);
    IrType *wt = T(e, 5, (int64_t)1, (int64_t)2, (int64_t)2, (int64_t)1, (int64_t)1);
    IrType *bias = T(oe, 1, (int64_t)1), *zt = T(e, 1, (int64_t)1);
    IrType *args[5] = {in, wt, bias, zt, zt};
    IrBlock *body = fn_begin(v ? 5 : 3, args);
    IrValue *ops[5] = {body->args[0], body->args[1], body->args[2], NULL, NULL};
    if (v) {
      ops[3] = body->args[3];
      ops[4] = body->args[4];
    } else {
      uint64_t z = 0;
      ops[3] = tconst(body, zt, 1, &z);
      ops[4] = tconst(body, zt, 1, &z);
    }
    IrType *ot = T(oe, 5, (int64_t)1, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)1);
    IrOp *op = op_n(body, IR_OP_TOSA_CONV3D, ot, 5, ops);
    ib_attr_ints(&B, op, "pad", 6, (int64_t[]){1, 0, 0, 1, 0, 0});
    ib_attr_ints(&B, op, "stride", 3, (int64_t[]){1, 1, 1});
    ib_attr_ints(&B, op, "dilation", 3, (int64_t[]){1, 1, 1});
    char name[64];
    snprintf(name, sizeof name, "tosa.conv3d %s", ir_elem_name(e));
    ArgHint h[5] = {
        {G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_RANGE, -2, 2}, {G_RANGE, -2, 2}};
    run_case(name, fn_end(body, 1, op->results), h);
  }
  /* pools */
  for (int mx = 0; mx < 2; mx++)
    for (int v = 0; v < 4; v++) {
      IrElem e = v == 0 ? IR_F32 : v == 1 ? IR_F16 : v == 2 ? IR_I8 : IR_BF16;
      IrType *in = T(e, 4, (int64_t)1, (int64_t)3, (int64_t)3, (int64_t)1), *zt = T(e, 1, (int64_t)1);
      IrType *args[3] = {in, zt, zt};
      bool zp_args = !mx && e == IR_I8;
      IrBlock *body = fn_begin(zp_args ? 3 : 1, args);
      IrValue *ops[3] = {body->args[0], NULL, NULL};
      int n = 1;
      if (zp_args) {
        ops[1] = body->args[1];
        ops[2] = body->args[2];
        n = 3;
      } else if (!mx) {
        uint64_t z = 0;
        ops[1] = tconst(body, zt, 1, &z);
        ops[2] = tconst(body, zt, 1, &z);
        n = 3;
      }
      /* kernel 2x2, stride 1, pad [0, 1, 1, 0] -> output 3x3 */
      IrOp *op = op_n(body, mx ? IR_OP_TOSA_MAX_POOL2D : IR_OP_TOSA_AVG_POOL2D,
                      T(e, 4, (int64_t)1, (int64_t)3, (int64_t)3, (int64_t)1), n, ops);
      ib_attr_ints(&B, op, "kernel", 2, (int64_t[]){2, 2});
      ib_attr_ints(&B, op, "stride", 2, (int64_t[]){1, 1});
      ib_attr_ints(&B, op, "pad", 4, (int64_t[]){0, 1, 1, 0});
      if (!mx && ir_elem_is_float(e) && e != IR_F32) {
        IrAttr *a = ib_attr(&B, op, "acc_type", IR_ATTR_TYPE);
        a->type = S(IR_F32);
      }
      char name[64];
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(op->kind), ir_elem_name(e));
      ArgHint h[3] = {{G_DEFAULT, 0, 0}, {G_RANGE, -2, 2}, {G_RANGE, -2, 2}};
      run_case(name, fn_end(body, 1, op->results), h);
    }
}

/* ---- RESCALE and tosa.apply_scale ---- */

static void flag_attr(IrOp *op, const char *name, bool on) {
  IrAttr *a = ib_attr(&B, op, name, IR_ATTR_BOOL);
  a->i = on;
  a->text = on ? "true" : "false";
}

typedef struct RescaleSpec {
  IrElem in, out;
  int rank;
  int64_t dims[2];
  bool scale32, per_channel, in_u, out_u, dround;
  bool mul_arg, shift_arg, zp_arg; /* operands as arguments (runtime REQUIREs) or constants */
  int64_t mul, shift, izp, ozp;    /* the constants */
} RescaleSpec;

/* f(input[, multiplier, shift][, input_zp, output_zp]) = tosa.rescale. */
static IrFunc *rescale_fn(const RescaleSpec *r) {
  int64_t nc = r->per_channel ? r->dims[r->rank - 1] : 1;
  IrElem me = r->scale32 ? IR_I32 : IR_I16;
  IrType *tin = Tdims(r->in, r->rank, r->dims), *tout = Tdims(r->out, r->rank, r->dims);
  IrType *tm = T(me, 1, nc), *ts = T(IR_I8, 1, nc), *tiz = T(r->in, 1, (int64_t)1),
         *toz = T(r->out, 1, (int64_t)1);
  IrType *args[5];
  int nargs = 0;
  args[nargs++] = tin;
  if (r->mul_arg) args[nargs++] = tm;
  if (r->shift_arg) args[nargs++] = ts;
  if (r->zp_arg) {
    args[nargs++] = tiz;
    args[nargs++] = toz;
  }
  IrBlock *body = fn_begin(nargs, args);
  int k = 1;
  uint64_t mb[4], sb[4];
  for (int64_t c = 0; c < nc; c++) {
    mb[c] = (uint64_t)(r->mul - c) & (me == IR_I32 ? 0xffffffffu : 0xffffu);
    sb[c] = (uint64_t)(r->shift + c) & 0xff;
  }
  IrValue *ops[5] = {body->args[0], NULL, NULL, NULL, NULL};
  ops[1] = r->mul_arg ? body->args[k++] : tconst(body, tm, (int)nc, mb);
  ops[2] = r->shift_arg ? body->args[k++] : tconst(body, ts, (int)nc, sb);
  if (r->zp_arg) {
    ops[3] = body->args[k++];
    ops[4] = body->args[k++];
  } else {
    uint64_t iz = (uint64_t)r->izp & ((UINT64_C(1) << ir_elem_bits(r->in)) - 1),
             oz = (uint64_t)r->ozp & ((UINT64_C(1) << ir_elem_bits(r->out)) - 1);
    ops[3] = tconst(body, tiz, 1, &iz);
    ops[4] = tconst(body, toz, 1, &oz);
  }
  IrOp *op = op_n(body, IR_OP_TOSA_RESCALE, tout, 5, ops);
  flag_attr(op, "scale32", r->scale32);
  flag_attr(op, "per_channel", r->per_channel);
  flag_attr(op, "input_unsigned", r->in_u);
  flag_attr(op, "output_unsigned", r->out_u);
  ib_attr_enum(&B, op, "rounding_mode", r->dround ? "DOUBLE_ROUND" : "SINGLE_ROUND");
  return fn_end(body, 1, op->results);
}

static IrFunc *apply_scale_fn(IrElem ve, IrElem me, int n, const char *mode) {
  IrType *args[3] = {n ? T(ve, 1, (int64_t)n) : S(ve), n ? T(me, 1, (int64_t)n) : S(me),
                     n ? T(IR_I8, 1, (int64_t)n) : S(IR_I8)};
  IrBlock *body = fn_begin(3, args);
  IrOp *op = op_n(body, IR_OP_TOSA_APPLY_SCALE, n ? T(IR_I32, 1, (int64_t)n) : S(IR_I32), 3, body->args);
  ib_attr_enum(&B, op, "rounding_mode", mode);
  return fn_end(body, 1, op->results);
}

static void tosa_rescale_cases(void) {
  /* in, out, rank, dims, scale32, per_channel, in_u, out_u, dround, mul_arg, shift_arg, zp_arg,
   * mul, shift, izp, ozp */
  static const RescaleSpec rs[] = {
      {IR_I8, IR_I8, 1, {3, 0}, true, false, false, false, false, true, true, true, 0, 0, 0, 0},
      {IR_I8, IR_I8, 1, {3, 0}, true, false, false, false, false, false, false, false, 1431655765, 33, -3, 5},
      {IR_I8, IR_I8, 1, {4, 0}, true, false, false, false, false, false, false, false, 1 << 30, 31, 0, 0},
      {IR_I8, IR_I32, 1, {3, 0}, true, false, false, false, false, false, true, false, 1 << 30, 0, -128, 0},
      {IR_I16, IR_I8, 1, {3, 0}, false, false, false, false, false, true, true, false, 0, 0, 0, -7},
      {IR_I16, IR_I16, 1, {3, 0}, false, false, false, false, false, false, false, false, 16384, 3, 0, 0},
      {IR_I32, IR_I32, 1, {3, 0}, true, false, false, false, true, false, true, false, 2147483647, 0, 0, 0},
      {IR_I32, IR_I8, 1, {3, 0}, true, false, false, false, true, false, false, false, 1518500250, 38, 0, 0},
      {IR_I32, IR_I16, 1, {3, 0}, true, false, false, false, false, true, false, false, 0, 45, 0, 0},
      {IR_I48, IR_I16, 1, {3, 0}, false, false, false, false, false, true, true, false, 0, 0, 0, 0},
      {IR_I48, IR_I8, 1, {3, 0}, false, false, false, false, false, false, false, false, 32767, 62, 0, 3},
      {IR_I8, IR_I32, 2, {2, 3}, true, true, false, false, false, true, true, false, 0, 0, 2, 0},
      {IR_I8, IR_I8, 2, {2, 3}, true, true, false, false, true, false, false, false, 1518500250, 30, 2, -1},
      {IR_I8, IR_I8, 1, {3, 0}, true, false, true, false, false, false, false, true, 1 << 30, 30, 0, 0},
      {IR_I16, IR_I8, 1, {3, 0}, true, false, true, false, false, false, false, true, 1 << 30, 37, 0, 0},
      {IR_I8, IR_I8, 1, {3, 0}, true, false, false, true, false, false, false, true, 1 << 30, 30, 0, 0},
      {IR_I16,
       IR_I16,
       1,
       {3, 0},
       true,
       false,
       false,
       true,
       false,
       false,
       false,
       false,
       1 << 30,
       30,
       0,
       32768},
      {IR_I16, IR_I8, 1, {3, 0}, false, false, false, true, false, false, false, false, 32767, 18, 0, 100},
  };
  char name[160];
  for (size_t i = 0; i < TVF_ARRAY_LEN(rs); i++) {
    const RescaleSpec *r = &rs[i];
    snprintf(name, sizeof name, "tosa.rescale #%zu %s%s->%s%s%s%s", i, r->in_u ? "u" : "",
             ir_elem_name(r->in), r->out_u ? "u" : "", ir_elem_name(r->out), r->scale32 ? " scale32" : "",
             r->dround ? " double" : "");
    /* multiplier: mostly non-negative with edges; shift: mostly 2..62 */
    ArgHint h[5];
    int k = 0;
    h[k++] = (ArgHint){G_DEFAULT, 0, 0};
    if (r->mul_arg) h[k++] = r->scale32 ? (ArgHint){G_DEFAULT, 0, 0} : (ArgHint){G_RANGE, 0, 32767};
    if (r->shift_arg) h[k++] = (ArgHint){G_RANGE, 2, 62};
    if (r->zp_arg) {
      h[k++] = r->in == IR_I16 && r->in_u ? (ArgHint){G_RANGE, -32768, -32768} : (ArgHint){G_RANGE, -3, 3};
      h[k++] = (ArgHint){G_RANGE, -3, 3};
    }
    run_case(name, rescale_fn(r), h);
  }
  run_case("tosa.apply_scale i32 i32", apply_scale_fn(IR_I32, IR_I32, 0, "SINGLE_ROUND"),
           (ArgHint[]){{G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_RANGE, 2, 62}});
  run_case("tosa.apply_scale i32 i32 DOUBLE_ROUND", apply_scale_fn(IR_I32, IR_I32, 2, "DOUBLE_ROUND"),
           (ArgHint[]){{G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_RANGE, 28, 40}});
  run_case("tosa.apply_scale i48 i32", apply_scale_fn(IR_I48, IR_I32, 0, "SINGLE_ROUND"),
           (ArgHint[]){{G_DEFAULT, 0, 0}, {G_RANGE, -2, 40000}, {G_RANGE, 2, 62}});
  run_case("tosa.apply_scale i64 i16", apply_scale_fn(IR_I64, IR_I16, 2, "SINGLE_ROUND"),
           (ArgHint[]){{G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_RANGE, 2, 62}});
  run_case("tosa.apply_scale i8 i16", apply_scale_fn(IR_I8, IR_I16, 0, "SINGLE_ROUND"),
           (ArgHint[]){{G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_RANGE, 2, 10}});
  /* static ERROR_IFs */
  static const RescaleSpec bad[] = {
      {IR_I48, IR_I8, 1, {2, 0}, true, false, false, false, false, false, false, false, 1 << 30, 30, 0, 0},
      {IR_I8, IR_I8, 1, {2, 0}, false, false, false, false, true, false, false, false, 16384, 14, 0, 0},
      {IR_I16, IR_I8, 1, {2, 0}, true, false, false, false, false, false, false, false, 1 << 30, 30, 5, 0},
      {IR_I16, IR_I8, 1, {2, 0}, true, false, true, false, false, false, false, false, 1 << 30, 30, 5, 0},
      {IR_I8, IR_I32, 1, {2, 0}, true, false, true, false, false, false, false, false, 1 << 30, 30, 0, 0},
      {IR_I8, IR_I8, 1, {2, 0}, true, false, true, true, false, false, false, false, 1 << 30, 30, 0, 0},
  };
  for (size_t i = 0; i < TVF_ARRAY_LEN(bad); i++) {
    snprintf(name, sizeof name, "tosa.rescale ERROR_IF #%zu", i);
    run_case_ex(name, rescale_fn(&bad[i]), NULL, EXPECT_INVALID);
  }
}

/* ---- linalg ---- */

/* An elementwise structured op of kind k over rank-1 tensors of 3 elements
 * (outs from tensor.empty), with a body built by `body_fn`. */
typedef IrValue *(*BodyFn)(IrBlock *body, IrElem e);

static IrFunc *linalg_ew(IrOpKind k, IrElem e, IrElem oe, int nin, BodyFn fn) {
  IrType *t = T(e, 1, (int64_t)3), *ot = T(oe, 1, (int64_t)3);
  IrType *args[3] = {t, t, t};
  if (k == IR_OP_LINALG_SELECT) args[0] = T(IR_I1, 1, (int64_t)3);
  IrBlock *body = fn_begin(nin, args);
  IrValue *init = bop(body, IR_OP_TENSOR_EMPTY, ot, 0);
  int id[1] = {0};
  IrAttr *maps[4];
  for (int i = 0; i <= nin; i++)
    maps[i] = map_dims(1, 1, id);
  IrBlock *b;
  IrOp *op = structured(body, k, nin, body->args, 1, &init, 1, maps, "p", &b);
  IrValue *y = fn(b, e);
  yield(b, IR_OP_LINALG_YIELD, 1, &y);
  return fn_end(body, 1, op->results);
}

static IrValue *bf_add(IrBlock *b, IrElem e) {
  return bop(b, ir_elem_is_float(e) ? IR_OP_ARITH_ADDF : IR_OP_ARITH_ADDI, S(e), 2, b->args[0], b->args[1]);
}
static IrValue *bf_sub(IrBlock *b, IrElem e) {
  return bop(b, ir_elem_is_float(e) ? IR_OP_ARITH_SUBF : IR_OP_ARITH_SUBI, S(e), 2, b->args[0], b->args[1]);
}
static IrValue *bf_mul(IrBlock *b, IrElem e) {
  return bop(b, ir_elem_is_float(e) ? IR_OP_ARITH_MULF : IR_OP_ARITH_MULI, S(e), 2, b->args[0], b->args[1]);
}
static IrValue *bf_div(IrBlock *b, IrElem e) {
  return bop(b, ir_elem_is_float(e) ? IR_OP_ARITH_DIVF : IR_OP_ARITH_DIVSI, S(e), 2, b->args[0], b->args[1]);
}
static IrValue *bf_divu(IrBlock *b, IrElem e) {
  return bop(b, IR_OP_ARITH_DIVUI, S(e), 2, b->args[0], b->args[1]);
}
static IrValue *bf_max(IrBlock *b, IrElem e) {
  return bop(b, IR_OP_ARITH_MAXIMUMF, S(e), 2, b->args[0], b->args[1]);
}
static IrValue *bf_min(IrBlock *b, IrElem e) {
  return bop(b, IR_OP_ARITH_MINIMUMF, S(e), 2, b->args[0], b->args[1]);
}
static IrValue *bf_pow(IrBlock *b, IrElem e) {
  return bop(b, IR_OP_MATH_POWF, S(e), 2, b->args[0], b->args[1]);
}
static IrValue *bf_copy(IrBlock *b, IrElem e) {
  (void)e;
  return b->args[0];
}
#define UN_BODY(fname, kind)                                                                                 \
  static IrValue *fname(IrBlock *b, IrElem e) { return bop(b, kind, S(e), 1, b->args[0]); }
UN_BODY(bf_exp, IR_OP_MATH_EXP)
UN_BODY(bf_log, IR_OP_MATH_LOG)
UN_BODY(bf_abs, IR_OP_MATH_ABSF)
UN_BODY(bf_ceil, IR_OP_MATH_CEIL)
UN_BODY(bf_floor, IR_OP_MATH_FLOOR)
UN_BODY(bf_negf, IR_OP_ARITH_NEGF)
UN_BODY(bf_round, IR_OP_MATH_ROUND)
UN_BODY(bf_sqrt, IR_OP_MATH_SQRT)
UN_BODY(bf_rsqrt, IR_OP_MATH_RSQRT)
UN_BODY(bf_tanh, IR_OP_MATH_TANH)
UN_BODY(bf_erf, IR_OP_MATH_ERF)
static IrValue *bf_recip(IrBlock *b, IrElem e) {
  IrValue *one = aconst_bits(b, e, fbits(e, 1.0));
  return bop(b, IR_OP_ARITH_DIVF, S(e), 2, one, b->args[0]);
}
static IrValue *bf_square(IrBlock *b, IrElem e) {
  return bop(b, IR_OP_ARITH_MULF, S(e), 2, b->args[0], b->args[0]);
}
static IrValue *bf_select(IrBlock *b, IrElem e) {
  return bop(b, IR_OP_ARITH_SELECT, S(e), 3, b->args[0], b->args[1], b->args[2]);
}
/* linalg.elementwise with an index-dependent body (linalg.index) */
static IrValue *bf_index_mix(IrBlock *b, IrElem e) {
  IrOp *ix = op_n(b, IR_OP_LINALG_INDEX, S(IR_INDEX), 0, NULL);
  ib_attr_int(&B, ix, "dim", IR_I64, 0);
  IrValue *i32 = bop(b, IR_OP_ARITH_INDEX_CAST, S(IR_I32), 1, ix->results[0]);
  IrValue *f = bop(b, IR_OP_ARITH_SITOFP, S(e), 1, i32);
  return bop(b, IR_OP_ARITH_MULF, S(e), 2, b->args[0], f);
}

static void linalg_elementwise_cases(void) {
  static const struct {
    IrOpKind k;
    int nin;
    BodyFn fn;
    IrElem e;
  } c[] = {
      {IR_OP_LINALG_GENERIC, 2, bf_add, IR_F32},   {IR_OP_LINALG_GENERIC, 2, bf_add, IR_I32},
      {IR_OP_LINALG_MAP, 2, bf_mul, IR_F16},       {IR_OP_LINALG_ELEMENTWISE, 1, bf_index_mix, IR_F32},
      {IR_OP_LINALG_COPY, 1, bf_copy, IR_BF16},    {IR_OP_LINALG_ADD, 2, bf_add, IR_F32},
      {IR_OP_LINALG_ADD, 2, bf_add, IR_I8},        {IR_OP_LINALG_SUB, 2, bf_sub, IR_F32},
      {IR_OP_LINALG_SUB, 2, bf_sub, IR_I32},       {IR_OP_LINALG_MUL, 2, bf_mul, IR_BF16},
      {IR_OP_LINALG_MUL, 2, bf_mul, IR_I16},       {IR_OP_LINALG_DIV, 2, bf_div, IR_F32},
      {IR_OP_LINALG_DIV, 2, bf_div, IR_I32},       {IR_OP_LINALG_DIV_UNSIGNED, 2, bf_divu, IR_I32},
      {IR_OP_LINALG_MAX, 2, bf_max, IR_F32},       {IR_OP_LINALG_MIN, 2, bf_min, IR_F16},
      {IR_OP_LINALG_POWF, 2, bf_pow, IR_F32},      {IR_OP_LINALG_EXP, 1, bf_exp, IR_F32},
      {IR_OP_LINALG_LOG, 1, bf_log, IR_F16},       {IR_OP_LINALG_ABS, 1, bf_abs, IR_F32},
      {IR_OP_LINALG_CEIL, 1, bf_ceil, IR_BF16},    {IR_OP_LINALG_FLOOR, 1, bf_floor, IR_F32},
      {IR_OP_LINALG_NEGF, 1, bf_negf, IR_F32},     {IR_OP_LINALG_RECIPROCAL, 1, bf_recip, IR_F32},
      {IR_OP_LINALG_ROUND, 1, bf_round, IR_F16},   {IR_OP_LINALG_SQRT, 1, bf_sqrt, IR_F32},
      {IR_OP_LINALG_SQRT, 1, bf_sqrt, IR_BF16},    {IR_OP_LINALG_RSQRT, 1, bf_rsqrt, IR_F32},
      {IR_OP_LINALG_SQUARE, 1, bf_square, IR_F32}, {IR_OP_LINALG_TANH, 1, bf_tanh, IR_F32},
      {IR_OP_LINALG_ERF, 1, bf_erf, IR_F16},       {IR_OP_LINALG_SELECT, 3, bf_select, IR_F32},
  };
  char name[128];
  for (size_t i = 0; i < TVF_ARRAY_LEN(c); i++) {
    snprintf(name, sizeof name, "%s %s", ir_op_kind_name(c[i].k), ir_elem_name(c[i].e));
    run_case(name, linalg_ew(c[i].k, c[i].e, c[i].e, c[i].nin, c[i].fn), NULL);
  }
}

/* Reductions, broadcast, transpose, fill, matmul-likes, convs, pools: each a
 * structured op with explicit maps. */
static void linalg_structured_cases(void) {
  char name[128];
  /* linalg.fill: scalar arg into a 2x2 tensor */
  {
    IrType *args[1] = {S(IR_F32)};
    IrBlock *body = fn_begin(1, args);
    IrValue *init = bop(body, IR_OP_TENSOR_EMPTY, T(IR_F32, 2, (int64_t)2, (int64_t)2), 0);
    int id[2] = {0, 1};
    IrAttr *maps[2] = {map_dims(2, 0, NULL), map_dims(2, 2, id)};
    IrBlock *b;
    IrOp *op = structured(body, IR_OP_LINALG_FILL, 1, body->args, 1, &init, 2, maps, "pp", &b);
    yield(b, IR_OP_LINALG_YIELD, 1, &b->args[0]);
    run_case("linalg.fill f32", fn_end(body, 1, op->results), NULL);
  }
  /* linalg.broadcast [3] -> [2, 3] and linalg.transpose [3, 2] -> [2, 3] */
  for (int tr = 0; tr < 2; tr++) {
    IrType *args[1] = {tr ? T(IR_I32, 2, (int64_t)3, (int64_t)2) : T(IR_I32, 1, (int64_t)3)};
    IrBlock *body = fn_begin(1, args);
    IrValue *init = bop(body, IR_OP_TENSOR_EMPTY, T(IR_I32, 2, (int64_t)2, (int64_t)3), 0);
    int id[2] = {0, 1}, sw[2] = {1, 0}, bc[1] = {1};
    IrAttr *maps[2] = {tr ? map_dims(2, 2, sw) : map_dims(2, 1, bc), map_dims(2, 2, id)};
    IrBlock *b;
    IrOp *op = structured(body, tr ? IR_OP_LINALG_TRANSPOSE : IR_OP_LINALG_BROADCAST, 1, body->args, 1, &init,
                          2, maps, "pp", &b);
    yield(b, IR_OP_LINALG_YIELD, 1, &b->args[0]);
    run_case(tr ? "linalg.transpose" : "linalg.broadcast", fn_end(body, 1, op->results), NULL);
  }
  /* linalg.reduce (sum over d1, init from an argument), f32 / f16 / i32;
   * and a generic reduction whose init is tensor.empty: reading it is UB */
  static const IrElem re[] = {IR_F32, IR_F16, IR_I32};
  for (size_t i = 0; i < TVF_ARRAY_LEN(re) + 1; i++) {
    bool from_empty = i == TVF_ARRAY_LEN(re);
    IrElem e = from_empty ? IR_F32 : re[i];
    IrType *args[2] = {T(e, 2, (int64_t)2, (int64_t)3), T(e, 1, (int64_t)2)};
    IrBlock *body = fn_begin(from_empty ? 1 : 2, args);
    IrValue *init = from_empty ? bop(body, IR_OP_TENSOR_EMPTY, T(e, 1, (int64_t)2), 0) : body->args[1];
    int id[2] = {0, 1}, red[1] = {0};
    IrAttr *maps[2] = {map_dims(2, 2, id), map_dims(2, 1, red)};
    IrBlock *b;
    IrOp *op = structured(body, from_empty ? IR_OP_LINALG_GENERIC : IR_OP_LINALG_REDUCE, 1, body->args, 1,
                          &init, 2, maps, "pr", &b);
    IrValue *y = bf_add(b, e);
    yield(b, IR_OP_LINALG_YIELD, 1, &y);
    snprintf(name, sizeof name, "%s %s%s", ir_op_kind_name(op->kind), ir_elem_name(e),
             from_empty ? " (reads tensor.empty)" : "");
    run_case(name, fn_end(body, 1, op->results), NULL);
  }
  /* out-of-bounds accesses: an input smaller than the loop bound (static
   * shape mismatch) and a shifted map d0 + 1 reaching past the end; both UB */
  for (int v = 0; v < 2; v++) {
    IrType *args[1] = {T(IR_F32, 1, (int64_t)(v ? 3 : 2))};
    IrBlock *body = fn_begin(1, args);
    IrValue *init = bop(body, IR_OP_TENSOR_EMPTY, T(IR_F32, 1, (int64_t)3), 0);
    IrAffineExpr *shifted[1] = {aff(IR_AFF_ADD, ib_dim(&B, 0), ib_aconst(&B, 1))};
    int id[1] = {0};
    IrAttr *maps[2] = {v ? map_exprs(1, 1, shifted) : map_dims(1, 1, id), map_dims(1, 1, id)};
    IrBlock *b;
    IrOp *op = structured(body, IR_OP_LINALG_GENERIC, 1, body->args, 1, &init, 1, maps, "p", &b);
    IrValue *y = bf_negf(b, IR_F32);
    yield(b, IR_OP_LINALG_YIELD, 1, &y);
    run_case(v ? "linalg.generic map past the end (UB)" : "linalg.generic shape mismatch (UB)",
             fn_end(body, 1, op->results), NULL);
  }
  /* matmul / batch_matmul: C += A * B, init from an argument */
  for (int batch = 0; batch < 2; batch++)
    for (int v = 0; v < 2; v++) {
      IrElem e = v ? IR_I32 : IR_F32;
      int nd = batch ? 4 : 3;
      IrType *a = batch ? T(e, 3, (int64_t)1, (int64_t)2, (int64_t)3) : T(e, 2, (int64_t)2, (int64_t)3);
      IrType *bt = batch ? T(e, 3, (int64_t)1, (int64_t)3, (int64_t)2) : T(e, 2, (int64_t)3, (int64_t)2);
      IrType *ct = batch ? T(e, 3, (int64_t)1, (int64_t)2, (int64_t)2) : T(e, 2, (int64_t)2, (int64_t)2);
      IrType *args[3] = {a, bt, ct};
      IrBlock *body = fn_begin(3, args);
      /* dims: [b,] m, n, k */
      int o = batch;
      int ma[3] = {0, o + 0, o + 2}, mb[3] = {0, o + 2, o + 1}, mc[3] = {0, o + 0, o + 1};
      IrAttr *maps[3] = {map_dims(nd, 2 + batch, batch ? ma : ma + 1),
                         map_dims(nd, 2 + batch, batch ? mb : mb + 1),
                         map_dims(nd, 2 + batch, batch ? mc : mc + 1)};
      IrBlock *b;
      IrOp *op = structured(body, batch ? IR_OP_LINALG_BATCH_MATMUL : IR_OP_LINALG_MATMUL, 2, body->args, 1,
                            &body->args[2], nd, maps, batch ? "pppr" : "ppr", &b);
      IrValue *p =
          bop(b, ir_elem_is_float(e) ? IR_OP_ARITH_MULF : IR_OP_ARITH_MULI, S(e), 2, b->args[0], b->args[1]);
      IrValue *s = bop(b, ir_elem_is_float(e) ? IR_OP_ARITH_ADDF : IR_OP_ARITH_ADDI, S(e), 2, b->args[2], p);
      yield(b, IR_OP_LINALG_YIELD, 1, &s);
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(op->kind), ir_elem_name(e));
      run_case(name, fn_end(body, 1, op->results), NULL);
    }
  /* a named op the table does not list (linalg.dot: c += sum a*b), read as
   * the generic of its maps and body (IR_OP_LINALG_NAMED_STRUCTURED) */
  for (int v = 0; v < 2; v++) {
    IrElem e = v ? IR_I32 : IR_F32;
    IrType *args[3] = {T(e, 1, (int64_t)3), T(e, 1, (int64_t)3), T(e, 0)};
    IrBlock *body = fn_begin(3, args);
    int d0[1] = {0};
    IrAttr *maps[3] = {map_dims(1, 1, d0), map_dims(1, 1, d0), map_dims(1, 0, d0)};
    IrBlock *b;
    IrOp *op =
        structured(body, IR_OP_LINALG_NAMED_STRUCTURED, 2, body->args, 1, &body->args[2], 1, maps, "r", &b);
    IrValue *p =
        bop(b, ir_elem_is_float(e) ? IR_OP_ARITH_MULF : IR_OP_ARITH_MULI, S(e), 2, b->args[0], b->args[1]);
    IrValue *s = bop(b, ir_elem_is_float(e) ? IR_OP_ARITH_ADDF : IR_OP_ARITH_ADDI, S(e), 2, b->args[2], p);
    yield(b, IR_OP_LINALG_YIELD, 1, &s);
    snprintf(name, sizeof name, "linalg.dot (named structured) %s", ir_elem_name(e));
    run_case(name, fn_end(body, 1, op->results), NULL);
  }
  /* convolutions: input [1,3,3,C], 2x2 windows, stride 1, output [1,2,2,F] */
  for (int v = 0; v < 3; v++) {
    IrOpKind k = v == 0   ? IR_OP_LINALG_CONV_2D_NHWC_FHWC
                 : v == 1 ? IR_OP_LINALG_CONV_2D_NHWC_HWCF
                          : IR_OP_LINALG_DEPTHWISE_CONV_2D_NHWC_HWCM;
    IrType *in = T(IR_F32, 4, (int64_t)1, (int64_t)3, (int64_t)3, (int64_t)2);
    IrType *flt = v == 0   ? T(IR_F32, 4, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)2)
                  : v == 1 ? T(IR_F32, 4, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)2)
                           : T(IR_F32, 4, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)1);
    IrType *out = v == 2 ? T(IR_F32, 5, (int64_t)1, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)1)
                         : T(IR_F32, 4, (int64_t)1, (int64_t)2, (int64_t)2, (int64_t)2);
    IrType *args[3] = {in, flt, out};
    IrBlock *body = fn_begin(3, args);
    /* fhwc / hwcf dims: n oh ow f kh kw c; depthwise hwcm: n oh ow c m kh kw */
    IrAffineExpr *D[7];
    for (int d = 0; d < 7; d++)
      D[d] = ib_dim(&B, d);
    IrAttr *maps[3];
    if (v < 2) {
      IrAffineExpr *mi[4] = {D[0], aff(IR_AFF_ADD, D[1], D[4]), aff(IR_AFF_ADD, D[2], D[5]), D[6]};
      IrAffineExpr *mf_fhwc[4] = {D[3], D[4], D[5], D[6]}, *mf_hwcf[4] = {D[4], D[5], D[6], D[3]};
      IrAffineExpr *mo[4] = {D[0], D[1], D[2], D[3]};
      maps[0] = map_exprs(7, 4, mi);
      maps[1] = map_exprs(7, 4, v == 0 ? mf_fhwc : mf_hwcf);
      maps[2] = map_exprs(7, 4, mo);
    } else {
      IrAffineExpr *mi[4] = {D[0], aff(IR_AFF_ADD, D[1], D[5]), aff(IR_AFF_ADD, D[2], D[6]), D[3]};
      IrAffineExpr *mf[4] = {D[5], D[6], D[3], D[4]};
      IrAffineExpr *mo[5] = {D[0], D[1], D[2], D[3], D[4]};
      maps[0] = map_exprs(7, 4, mi);
      maps[1] = map_exprs(7, 4, mf);
      maps[2] = map_exprs(7, 5, mo);
    }
    IrBlock *b;
    IrOp *op = structured(body, k, 2, body->args, 1, &body->args[2], 7, maps,
                          v < 2 ? "ppppr"
                                  "rr"
                                : "pppp"
                                  "prr",
                          &b);
    IrValue *p = bop(b, IR_OP_ARITH_MULF, S(IR_F32), 2, b->args[0], b->args[1]);
    IrValue *s = bop(b, IR_OP_ARITH_ADDF, S(IR_F32), 2, b->args[2], p);
    yield(b, IR_OP_LINALG_YIELD, 1, &s);
    run_case(ir_op_kind_name(k), fn_end(body, 1, op->results), NULL);
  }
  /* quantized named ops (tosa-to-linalg-named with zero points): i8 data,
   * i32 zero points as scalar operands, i32 accumulator:
   * acc += (ext(x) - xzp) * (ext(y) - yzp). */
  for (int v = 0; v < 5; v++) {
    static const IrOpKind qk[5] = {IR_OP_LINALG_CONV_2D_NHWC_FHWC_Q, IR_OP_LINALG_CONV_2D_NHWC_HWCF_Q,
                                   IR_OP_LINALG_DEPTHWISE_CONV_2D_NHWC_HWCM_Q, IR_OP_LINALG_QUANTIZED_MATMUL,
                                   IR_OP_LINALG_QUANTIZED_BATCH_MATMUL};
    IrType *in, *flt, *out;
    int nd;
    IrAttr *maps[5];
    IrAffineExpr *D[7];
    for (int d = 0; d < 7; d++)
      D[d] = ib_dim(&B, d);
    if (v < 3) { /* as the float convolutions above */
      nd = 7;
      in = T(IR_I8, 4, (int64_t)1, (int64_t)3, (int64_t)3, (int64_t)2);
      flt = v == 2 ? T(IR_I8, 4, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)1)
                   : T(IR_I8, 4, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)2);
      out = v == 2 ? T(IR_I32, 5, (int64_t)1, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)1)
                   : T(IR_I32, 4, (int64_t)1, (int64_t)2, (int64_t)2, (int64_t)2);
      if (v < 2) {
        IrAffineExpr *mi[4] = {D[0], aff(IR_AFF_ADD, D[1], D[4]), aff(IR_AFF_ADD, D[2], D[5]), D[6]};
        IrAffineExpr *mf_fhwc[4] = {D[3], D[4], D[5], D[6]}, *mf_hwcf[4] = {D[4], D[5], D[6], D[3]};
        IrAffineExpr *mo[4] = {D[0], D[1], D[2], D[3]};
        maps[0] = map_exprs(7, 4, mi);
        maps[1] = map_exprs(7, 4, v == 0 ? mf_fhwc : mf_hwcf);
        maps[4] = map_exprs(7, 4, mo);
      } else {
        IrAffineExpr *mi[4] = {D[0], aff(IR_AFF_ADD, D[1], D[5]), aff(IR_AFF_ADD, D[2], D[6]), D[3]};
        IrAffineExpr *mf[4] = {D[5], D[6], D[3], D[4]};
        IrAffineExpr *mo[5] = {D[0], D[1], D[2], D[3], D[4]};
        maps[0] = map_exprs(7, 4, mi);
        maps[1] = map_exprs(7, 4, mf);
        maps[4] = map_exprs(7, 5, mo);
      }
    } else { /* [b,] m n k */
      int batch = v == 4, o = batch;
      nd = 3 + batch;
      in = batch ? T(IR_I8, 3, (int64_t)1, (int64_t)2, (int64_t)3) : T(IR_I8, 2, (int64_t)2, (int64_t)3);
      flt = batch ? T(IR_I8, 3, (int64_t)1, (int64_t)3, (int64_t)2) : T(IR_I8, 2, (int64_t)3, (int64_t)2);
      out = batch ? T(IR_I32, 3, (int64_t)1, (int64_t)2, (int64_t)2) : T(IR_I32, 2, (int64_t)2, (int64_t)2);
      int ma[3] = {0, o + 0, o + 2}, mb[3] = {0, o + 2, o + 1}, mc[3] = {0, o + 0, o + 1};
      maps[0] = map_dims(nd, 2 + batch, batch ? ma : ma + 1);
      maps[1] = map_dims(nd, 2 + batch, batch ? mb : mb + 1);
      maps[4] = map_dims(nd, 2 + batch, batch ? mc : mc + 1);
    }
    maps[2] = map_exprs(nd, 0, NULL);
    maps[3] = map_exprs(nd, 0, NULL);
    IrType *args[5] = {in, flt, S(IR_I32), S(IR_I32), out};
    IrBlock *body = fn_begin(5, args);
    IrBlock *b;
    IrOp *op = structured(body, qk[v], 4, body->args, 1, &body->args[4], nd, maps,
                          v == 0 || v == 1 ? "ppppr"
                                             "rr"
                          : v == 2         ? "pppp"
                                             "prr"
                          : v == 3         ? "ppr"
                                           : "pppr",
                          &b);
    IrValue *x = bop(b, IR_OP_ARITH_EXTSI, S(IR_I32), 1, b->args[0]);
    IrValue *y = bop(b, IR_OP_ARITH_EXTSI, S(IR_I32), 1, b->args[1]);
    IrValue *xs = bop(b, IR_OP_ARITH_SUBI, S(IR_I32), 2, x, b->args[2]);
    IrValue *ys = bop(b, IR_OP_ARITH_SUBI, S(IR_I32), 2, y, b->args[3]);
    IrValue *p = bop(b, IR_OP_ARITH_MULI, S(IR_I32), 2, xs, ys);
    IrValue *sum = bop(b, IR_OP_ARITH_ADDI, S(IR_I32), 2, b->args[4], p);
    yield(b, IR_OP_LINALG_YIELD, 1, &sum);
    run_case(ir_op_kind_name(qk[v]), fn_end(body, 1, op->results), NULL);
  }
  /* pooling: input [1,3,3,1], window tensor [2,2] (shape only), output [1,2,2,1] */
  for (int mx = 0; mx < 2; mx++) {
    IrType *in = T(IR_F32, 4, (int64_t)1, (int64_t)3, (int64_t)3, (int64_t)1),
           *out = T(IR_F32, 4, (int64_t)1, (int64_t)2, (int64_t)2, (int64_t)1);
    IrType *args[2] = {in, out};
    IrBlock *body = fn_begin(2, args);
    IrValue *win = bop(body, IR_OP_TENSOR_EMPTY, T(IR_F32, 2, (int64_t)2, (int64_t)2), 0);
    IrAffineExpr *D[6];
    for (int d = 0; d < 6; d++)
      D[d] = ib_dim(&B, d); /* n oh ow c kh kw */
    IrAffineExpr *mi[4] = {D[0], aff(IR_AFF_ADD, D[1], D[4]), aff(IR_AFF_ADD, D[2], D[5]), D[3]};
    IrAffineExpr *mw[2] = {D[4], D[5]}, *mo[4] = {D[0], D[1], D[2], D[3]};
    IrAttr *maps[3] = {map_exprs(6, 4, mi), map_exprs(6, 2, mw), map_exprs(6, 4, mo)};
    IrValue *ins[2] = {body->args[0], win};
    IrBlock *b;
    IrOp *op = structured(body, mx ? IR_OP_LINALG_POOLING_NHWC_MAX : IR_OP_LINALG_POOLING_NHWC_SUM, 2, ins, 1,
                          &body->args[1], 6, maps, "pppprr", &b);
    IrValue *s = bop(b, mx ? IR_OP_ARITH_MAXIMUMF : IR_OP_ARITH_ADDF, S(IR_F32), 2, b->args[2], b->args[0]);
    yield(b, IR_OP_LINALG_YIELD, 1, &s);
    run_case(ir_op_kind_name(op->kind), fn_end(body, 1, op->results), NULL);
  }
}

/* ---- tensor ---- */

static void tensor_cases(void) {
  ArgHint idx2[3] = {{G_DEFAULT, 0, 0}, {G_RANGE, 0, 1}, {G_RANGE, 0, 2}};
  /* storage casts: ui8 -> i8 (a tensor) and a quantized i16 scalar -> i16:
   * the bits, unchanged */
  for (int q = 0; q < 2; q++) {
    IrType *from = q ? S(IR_I16) : T(IR_I8, 1, (int64_t)4), *to = q ? S(IR_I16) : T(IR_I8, 1, (int64_t)4);
    from->int_kind = q ? IR_INT_QUANT : IR_INT_UNSIGNED;
    IrType *args[1] = {from};
    IrBlock *body = fn_begin(1, args);
    IrValue *r = bop(body, q ? IR_OP_QUANT_SCAST : IR_OP_BUILTIN_UNREALIZED_CAST, to, 1, body->args[0]);
    run_case(q ? "quant.scast" : "builtin.unrealized_conversion_cast", fn_end(body, 1, &r), NULL);
  }
  /* extract with index arguments (in and out of bounds) */
  {
    IrType *args[3] = {T(IR_F32, 2, (int64_t)2, (int64_t)3), S(IR_INDEX), S(IR_INDEX)};
    IrBlock *body = fn_begin(3, args);
    IrValue *r = bop(body, IR_OP_TENSOR_EXTRACT, S(IR_F32), 3, body->args[0], body->args[1], body->args[2]);
    run_case("tensor.extract", fn_end(body, 1, &r), idx2);
  }
  /* insert */
  {
    IrType *args[4] = {S(IR_I8), T(IR_I8, 2, (int64_t)2, (int64_t)3), S(IR_INDEX), S(IR_INDEX)};
    IrBlock *body = fn_begin(4, args);
    IrValue *r = bop(body, IR_OP_TENSOR_INSERT, args[1], 4, body->args[0], body->args[1], body->args[2],
                     body->args[3]);
    ArgHint h[4] = {{G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_RANGE, 0, 1}, {G_RANGE, 0, 2}};
    run_case("tensor.insert", fn_end(body, 1, &r), h);
  }
  /* extract_slice with a dynamic offset, insert_slice with static params */
  {
    IrType *args[2] = {T(IR_F16, 2, (int64_t)3, (int64_t)4), S(IR_INDEX)};
    IrBlock *body = fn_begin(2, args);
    IrOp *op = op_n(body, IR_OP_TENSOR_EXTRACT_SLICE, T(IR_F16, 2, (int64_t)2, (int64_t)2), 2, body->args);
    ib_attr_ints(&B, op, "static_offsets", 2, (int64_t[]){IR_DYN, 1});
    ib_attr_ints(&B, op, "static_sizes", 2, (int64_t[]){2, 2});
    ib_attr_ints(&B, op, "static_strides", 2, (int64_t[]){1, 2});
    ArgHint h[2] = {{G_DEFAULT, 0, 0}, {G_RANGE, 0, 1}};
    run_case("tensor.extract_slice", fn_end(body, 1, op->results), h);
  }
  {
    IrType *args[2] = {T(IR_F32, 2, (int64_t)1, (int64_t)2), T(IR_F32, 2, (int64_t)3, (int64_t)3)};
    IrBlock *body = fn_begin(2, args);
    IrOp *op = op_n(body, IR_OP_TENSOR_INSERT_SLICE, args[1], 2, body->args);
    ib_attr_ints(&B, op, "static_offsets", 2, (int64_t[]){2, 1});
    ib_attr_ints(&B, op, "static_sizes", 2, (int64_t[]){1, 2});
    ib_attr_ints(&B, op, "static_strides", 2, (int64_t[]){1, 1});
    run_case("tensor.insert_slice", fn_end(body, 1, op->results), NULL);
  }
  /* insert_slice into tensor.empty: the untouched elements stay
   * uninitialized, and returning them is poison */
  {
    IrType *args[1] = {T(IR_I32, 1, (int64_t)2)};
    IrBlock *body = fn_begin(1, args);
    IrValue *dest = bop(body, IR_OP_TENSOR_EMPTY, T(IR_I32, 1, (int64_t)4), 0);
    IrValue *ops[2] = {body->args[0], dest};
    IrOp *op = op_n(body, IR_OP_TENSOR_INSERT_SLICE, dest->type, 2, ops);
    ib_attr_ints(&B, op, "static_offsets", 1, (int64_t[]){1});
    ib_attr_ints(&B, op, "static_sizes", 1, (int64_t[]){2});
    ib_attr_ints(&B, op, "static_strides", 1, (int64_t[]){1});
    run_case("tensor.insert_slice into tensor.empty", fn_end(body, 1, op->results), NULL);
  }
  /* pad with a body yielding an argument */
  {
    IrType *args[2] = {T(IR_F32, 2, (int64_t)2, (int64_t)2), S(IR_F32)};
    IrBlock *body = fn_begin(2, args);
    IrOp *op = op_n(body, IR_OP_TENSOR_PAD, T(IR_F32, 2, (int64_t)3, (int64_t)5), 1, body->args);
    ib_attr_ints(&B, op, "static_low", 2, (int64_t[]){1, 2});
    ib_attr_ints(&B, op, "static_high", 2, (int64_t[]){0, 1});
    IrType *ia[2] = {S(IR_INDEX), S(IR_INDEX)};
    IrBlock *pb = ib_region(&B, op, 2, ia);
    yield(pb, IR_OP_TENSOR_YIELD, 1, &body->args[1]);
    run_case("tensor.pad", fn_end(body, 1, op->results), NULL);
  }
  /* expand / collapse / cast */
  {
    IrType *args[1] = {T(IR_BF16, 1, (int64_t)6)};
    IrBlock *body = fn_begin(1, args);
    IrValue *x =
        bop(body, IR_OP_TENSOR_EXPAND_SHAPE, T(IR_BF16, 2, (int64_t)2, (int64_t)3), 1, body->args[0]);
    IrValue *dyn = bop(body, IR_OP_TENSOR_CAST, Tdims(IR_BF16, 2, (int64_t[]){IR_DYN, 3}), 1, x);
    IrValue *back = bop(body, IR_OP_TENSOR_CAST, T(IR_BF16, 2, (int64_t)2, (int64_t)3), 1, dyn);
    IrValue *r = bop(body, IR_OP_TENSOR_COLLAPSE_SHAPE, T(IR_BF16, 1, (int64_t)6), 1, back);
    run_case("tensor.expand_shape/cast/collapse_shape", fn_end(body, 1, &r), NULL);
  }
  {
    /* a cast asserting a static size the value does not have: UB */
    IrType *args[1] = {T(IR_F32, 2, (int64_t)2, (int64_t)3)};
    IrBlock *body = fn_begin(1, args);
    IrValue *dyn = bop(body, IR_OP_TENSOR_CAST, Tdims(IR_F32, 2, (int64_t[]){IR_DYN, 3}), 1, body->args[0]);
    IrValue *bad = bop(body, IR_OP_TENSOR_CAST, T(IR_F32, 2, (int64_t)3, (int64_t)3), 1, dyn);
    run_case("tensor.cast size mismatch (UB)", fn_end(body, 1, &bad), NULL);
  }
  /* concat */
  {
    IrType *args[2] = {T(IR_I16, 2, (int64_t)2, (int64_t)1), T(IR_I16, 2, (int64_t)2, (int64_t)2)};
    IrBlock *body = fn_begin(2, args);
    IrOp *op = op_n(body, IR_OP_TENSOR_CONCAT, T(IR_I16, 2, (int64_t)2, (int64_t)3), 2, body->args);
    ib_attr_int(&B, op, "dim", IR_I64, 1);
    run_case("tensor.concat", fn_end(body, 1, op->results), NULL);
  }
  /* from_elements, splat, dim, generate */
  {
    IrType *args[3] = {S(IR_F32), S(IR_F32), S(IR_F32)};
    IrBlock *body = fn_begin(3, args);
    IrValue *r = bop(body, IR_OP_TENSOR_FROM_ELEMENTS, T(IR_F32, 1, (int64_t)3), 3, body->args[0],
                     body->args[1], body->args[2]);
    IrValue *s = bop(body, IR_OP_TENSOR_SPLAT, T(IR_F32, 2, (int64_t)2, (int64_t)2), 1, body->args[1]);
    IrValue *res[2] = {r, s};
    run_case("tensor.from_elements/splat", fn_end(body, 2, res), NULL);
  }
  {
    IrType *args[1] = {T(IR_I8, 2, (int64_t)2, (int64_t)5)};
    IrBlock *body = fn_begin(1, args);
    IrValue *c1 = aconst_bits(body, IR_INDEX, 1);
    IrValue *dm = bop(body, IR_OP_TENSOR_DIM, S(IR_INDEX), 2, body->args[0], c1);
    IrOp *g = op_n(body, IR_OP_TENSOR_GENERATE, T(IR_I32, 2, (int64_t)2, (int64_t)3), 0, NULL);
    IrType *ia[2] = {S(IR_INDEX), S(IR_INDEX)};
    IrBlock *gb = ib_region(&B, g, 2, ia);
    IrValue *sum = bop(gb, IR_OP_ARITH_ADDI, S(IR_INDEX), 2, gb->args[0], gb->args[1]);
    IrValue *sum2 = bop(gb, IR_OP_ARITH_MULI, S(IR_INDEX), 2, sum, dm);
    IrValue *i32 = bop(gb, IR_OP_ARITH_INDEX_CAST, S(IR_I32), 1, sum2);
    yield(gb, IR_OP_TENSOR_YIELD, 1, &i32);
    IrValue *res[2] = {dm, g->results[0]};
    run_case("tensor.dim/generate", fn_end(body, 2, res), NULL);
  }
  /* scf.if on a data-dependent condition: the encoder merges both regions
   * element by element, the evaluator runs the taken one. */
  {
    IrType *args[3] = {S(IR_I1), T(IR_F32, 1, (int64_t)2), T(IR_F32, 1, (int64_t)2)};
    IrBlock *body = fn_begin(3, args);
    IrValue *cv = body->args[0];
    IrOp *g = op_n(body, IR_OP_SCF_IF, T(IR_F32, 1, (int64_t)2), 1, &cv);
    IrBlock *tb = ib_region(&B, g, 0, NULL);
    IrValue *sum = bop(tb, IR_OP_ARITH_ADDF, T(IR_F32, 1, (int64_t)2), 2, body->args[1], body->args[2]);
    yield(tb, IR_OP_SCF_YIELD, 1, &sum);
    IrBlock *eb = ib_region(&B, g, 0, NULL);
    IrValue *q = bop(eb, IR_OP_ARITH_DIVF, T(IR_F32, 1, (int64_t)2), 2, body->args[1], body->args[2]);
    yield(eb, IR_OP_SCF_YIELD, 1, &q);
    IrValue *res[1] = {g->results[0]};
    run_case("scf.if", fn_end(body, 1, res), NULL);
  }
  /* tensor.empty returned as is: every element uninitialized */
  {
    IrType *args[1] = {T(IR_F32, 1, (int64_t)2)};
    IrBlock *body = fn_begin(1, args);
    IrValue *e = bop(body, IR_OP_TENSOR_EMPTY, T(IR_F32, 1, (int64_t)2), 0);
    IrValue *res[2] = {body->args[0], e};
    run_case("tensor.empty returned", fn_end(body, 2, res), NULL);
  }
}

/* ---- arith / math on scalars ---- */

static IrFunc *scalar_fn(IrOpKind k, int nin, IrElem e, IrElem re, const char *attr, const char *attr_val) {
  IrType *args[3] = {S(e), S(e), S(e)};
  IrBlock *body = fn_begin(nin, args);
  IrOp *op = op_n(body, k, S(re), nin, body->args);
  if (attr) ib_attr_enum(&B, op, attr, attr_val);
  return fn_end(body, 1, op->results);
}

static void arith_cases(void) {
  char name[160];
  static const IrElem fe[] = {IR_F32, IR_F16, IR_BF16, IR_F64};
  static const IrOpKind fbin[] = {IR_OP_ARITH_ADDF,     IR_OP_ARITH_SUBF,    IR_OP_ARITH_MULF,
                                  IR_OP_ARITH_DIVF,     IR_OP_ARITH_REMF,    IR_OP_ARITH_MINIMUMF,
                                  IR_OP_ARITH_MAXIMUMF, IR_OP_ARITH_MINNUMF, IR_OP_ARITH_MAXNUMF,
                                  IR_OP_MATH_POWF,      IR_OP_MATH_COPYSIGN};
  for (size_t i = 0; i < TVF_ARRAY_LEN(fbin); i++)
    for (size_t j = 0; j < TVF_ARRAY_LEN(fe); j++) {
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(fbin[i]), ir_elem_name(fe[j]));
      run_case(name, scalar_fn(fbin[i], 2, fe[j], fe[j], NULL, NULL), NULL);
    }
  static const IrOpKind fun[] = {IR_OP_ARITH_NEGF, IR_OP_MATH_ABSF,  IR_OP_MATH_EXP,       IR_OP_MATH_EXP2,
                                 IR_OP_MATH_EXPM1, IR_OP_MATH_LOG,   IR_OP_MATH_LOG2,      IR_OP_MATH_LOG1P,
                                 IR_OP_MATH_SQRT,  IR_OP_MATH_RSQRT, IR_OP_MATH_TANH,      IR_OP_MATH_ERF,
                                 IR_OP_MATH_SIN,   IR_OP_MATH_ATAN,  IR_OP_MATH_COS,       IR_OP_MATH_FLOOR,
                                 IR_OP_MATH_CEIL,  IR_OP_MATH_ROUND, IR_OP_MATH_ROUNDEVEN, IR_OP_MATH_TRUNC};
  for (size_t i = 0; i < TVF_ARRAY_LEN(fun); i++)
    for (size_t j = 0; j < TVF_ARRAY_LEN(fe); j++) {
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(fun[i]), ir_elem_name(fe[j]));
      run_case(name, scalar_fn(fun[i], 1, fe[j], fe[j], NULL, NULL), NULL);
    }
  for (size_t j = 0; j < TVF_ARRAY_LEN(fe); j++) {
    snprintf(name, sizeof name, "math.fma %s", ir_elem_name(fe[j]));
    run_case(name, scalar_fn(IR_OP_MATH_FMA, 3, fe[j], fe[j], NULL, NULL), NULL);
  }
  /* fastmath nnan / ninf */
  run_case("arith.addf nnan", scalar_fn(IR_OP_ARITH_ADDF, 2, IR_F32, IR_F32, "fastmath", "nnan"), NULL);
  run_case("arith.mulf ninf", scalar_fn(IR_OP_ARITH_MULF, 2, IR_F16, IR_F16, "fastmath", "ninf"), NULL);
  run_case("math.exp nnan,ninf", scalar_fn(IR_OP_MATH_EXP, 1, IR_F32, IR_F32, "fastmath", "nnan,ninf"), NULL);
  run_case("math.fma ninf", scalar_fn(IR_OP_MATH_FMA, 3, IR_F32, IR_F32, "fastmath", "ninf"), NULL);
  /* integer binary ops */
  static const IrOpKind ibin[] = {
      IR_OP_ARITH_ADDI,  IR_OP_ARITH_SUBI,      IR_OP_ARITH_MULI,      IR_OP_ARITH_DIVSI,
      IR_OP_ARITH_DIVUI, IR_OP_ARITH_CEILDIVSI, IR_OP_ARITH_CEILDIVUI, IR_OP_ARITH_FLOORDIVSI,
      IR_OP_ARITH_REMSI, IR_OP_ARITH_REMUI,     IR_OP_ARITH_ANDI,      IR_OP_ARITH_ORI,
      IR_OP_ARITH_XORI,  IR_OP_ARITH_SHLI,      IR_OP_ARITH_SHRSI,     IR_OP_ARITH_SHRUI,
      IR_OP_ARITH_MAXSI, IR_OP_ARITH_MINSI,     IR_OP_ARITH_MAXUI,     IR_OP_ARITH_MINUI};
  static const IrElem ie[] = {IR_I8, IR_I32, IR_I64, IR_INDEX, IR_I1};
  for (size_t i = 0; i < TVF_ARRAY_LEN(ibin); i++)
    for (size_t j = 0; j < TVF_ARRAY_LEN(ie); j++) {
      if (ie[j] == IR_I1 && i > 2 && ibin[i] != IR_OP_ARITH_XORI) continue;
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(ibin[i]), ir_elem_name(ie[j]));
      run_case(name, scalar_fn(ibin[i], 2, ie[j], ie[j], NULL, NULL), NULL);
    }
  static const IrOpKind ovf[] = {IR_OP_ARITH_ADDI, IR_OP_ARITH_SUBI, IR_OP_ARITH_MULI, IR_OP_ARITH_SHLI};
  static const char *const flags[] = {"nsw", "nuw", "nsw, nuw"};
  for (size_t i = 0; i < TVF_ARRAY_LEN(ovf); i++)
    for (size_t f = 0; f < TVF_ARRAY_LEN(flags); f++) {
      snprintf(name, sizeof name, "%s %s i8", ir_op_kind_name(ovf[i]), flags[f]);
      run_case(name, scalar_fn(ovf[i], 2, IR_I8, IR_I8, "overflowFlags", flags[f]), NULL);
      snprintf(name, sizeof name, "%s %s i64", ir_op_kind_name(ovf[i]), flags[f]);
      run_case(name, scalar_fn(ovf[i], 2, IR_I64, IR_I64, "overflowFlags", flags[f]), NULL);
    }
  static const IrOpKind iun[] = {IR_OP_MATH_ABSI, IR_OP_MATH_CTLZ, IR_OP_MATH_CTTZ, IR_OP_MATH_CTPOP};
  for (size_t i = 0; i < TVF_ARRAY_LEN(iun); i++)
    for (size_t j = 0; j < 3; j++) {
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(iun[i]), ir_elem_name(ie[j]));
      run_case(name, scalar_fn(iun[i], 1, ie[j], ie[j], NULL, NULL), NULL);
    }
  /* comparisons: every predicate */
  static const char *const fp_preds[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                         "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
  for (size_t p = 0; p < TVF_ARRAY_LEN(fp_preds); p++) {
    IrElem e = p % 3 == 0 ? IR_F16 : IR_F32;
    snprintf(name, sizeof name, "arith.cmpf %s %s", fp_preds[p], ir_elem_name(e));
    run_case(name, scalar_fn(IR_OP_ARITH_CMPF, 2, e, IR_I1, "predicate", fp_preds[p]), NULL);
  }
  static const char *const i_preds[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
  for (size_t p = 0; p < TVF_ARRAY_LEN(i_preds); p++) {
    IrElem e = p % 2 ? IR_I8 : IR_I64;
    snprintf(name, sizeof name, "arith.cmpi %s %s", i_preds[p], ir_elem_name(e));
    run_case(name, scalar_fn(IR_OP_ARITH_CMPI, 2, e, IR_I1, "predicate", i_preds[p]), NULL);
  }
  /* select: scalar condition on tensors, elementwise condition */
  for (int v = 0; v < 2; v++) {
    IrType *vt = T(IR_F32, 1, (int64_t)3);
    IrType *args[3] = {v ? T(IR_I1, 1, (int64_t)3) : S(IR_I1), vt, vt};
    IrBlock *body = fn_begin(3, args);
    IrValue *r = bop(body, IR_OP_ARITH_SELECT, vt, 3, body->args[0], body->args[1], body->args[2]);
    run_case(v ? "arith.select tensor cond" : "arith.select scalar cond", fn_end(body, 1, &r), NULL);
  }
  /* select propagates only the chosen operand's poison: feed it a poison
   * from an nsw add */
  {
    IrType *args[3] = {S(IR_I1), S(IR_I8), S(IR_I8)};
    IrBlock *body = fn_begin(3, args);
    IrOp *add = op_n(body, IR_OP_ARITH_ADDI, S(IR_I8), 2, &body->args[1]);
    ib_attr_enum(&B, add, "overflowFlags", "nsw");
    IrValue *r = bop(body, IR_OP_ARITH_SELECT, S(IR_I8), 3, body->args[0], add->results[0], body->args[2]);
    run_case("arith.select of poison", fn_end(body, 1, &r), NULL);
  }
  /* casts */
  static const struct {
    IrOpKind k;
    IrElem from, to;
    const char *attr, *val;
  } casts[] = {
      {IR_OP_ARITH_EXTF, IR_F16, IR_F32, NULL, NULL},
      {IR_OP_ARITH_EXTF, IR_BF16, IR_F32, NULL, NULL},
      {IR_OP_ARITH_EXTF, IR_F32, IR_F64, NULL, NULL},
      {IR_OP_ARITH_TRUNCF, IR_F32, IR_F16, NULL, NULL},
      {IR_OP_ARITH_TRUNCF, IR_F32, IR_BF16, NULL, NULL},
      {IR_OP_ARITH_TRUNCF, IR_F64, IR_F32, NULL, NULL},
      {IR_OP_ARITH_TRUNCF, IR_F64, IR_F16, NULL, NULL},
      {IR_OP_ARITH_TRUNCF, IR_F32, IR_F16, "fastmath", "ninf"},
      {IR_OP_ARITH_EXTSI, IR_I8, IR_I32, NULL, NULL},
      {IR_OP_ARITH_EXTUI, IR_I8, IR_I32, NULL, NULL},
      {IR_OP_ARITH_EXTUI, IR_I1, IR_I64, NULL, NULL},
      {IR_OP_ARITH_TRUNCI, IR_I32, IR_I8, NULL, NULL},
      {IR_OP_ARITH_TRUNCI, IR_I32, IR_I8, "overflowFlags", "nsw"},
      {IR_OP_ARITH_TRUNCI, IR_I64, IR_I16, "overflowFlags", "nuw"},
      {IR_OP_ARITH_SITOFP, IR_I32, IR_F32, NULL, NULL},
      {IR_OP_ARITH_SITOFP, IR_I64, IR_F16, NULL, NULL},
      {IR_OP_ARITH_SITOFP, IR_I8, IR_BF16, NULL, NULL},
      {IR_OP_ARITH_UITOFP, IR_I32, IR_F32, NULL, NULL},
      {IR_OP_ARITH_UITOFP, IR_I64, IR_F64, NULL, NULL},
      {IR_OP_ARITH_FPTOSI, IR_F32, IR_I32, NULL, NULL},
      {IR_OP_ARITH_FPTOSI, IR_F16, IR_I8, NULL, NULL},
      {IR_OP_ARITH_FPTOSI, IR_F64, IR_I64, NULL, NULL},
      {IR_OP_ARITH_FPTOUI, IR_F32, IR_I32, NULL, NULL},
      {IR_OP_ARITH_FPTOUI, IR_BF16, IR_I8, NULL, NULL},
      {IR_OP_ARITH_INDEX_CAST, IR_I32, IR_INDEX, NULL, NULL},
      {IR_OP_ARITH_INDEX_CAST, IR_INDEX, IR_I8, NULL, NULL},
      {IR_OP_ARITH_INDEX_CASTUI, IR_I16, IR_INDEX, NULL, NULL},
      {IR_OP_ARITH_BITCAST, IR_I32, IR_I32, NULL, NULL},
      /* float <-> int of its width: a NaN is a choice site of two members */
      {IR_OP_ARITH_BITCAST, IR_F32, IR_I32, NULL, NULL},
      {IR_OP_ARITH_BITCAST, IR_I32, IR_F32, NULL, NULL},
      {IR_OP_ARITH_BITCAST, IR_F16, IR_I16, NULL, NULL},
      {IR_OP_ARITH_BITCAST, IR_I16, IR_F16, NULL, NULL},
      {IR_OP_ARITH_BITCAST, IR_BF16, IR_I16, NULL, NULL},
      {IR_OP_ARITH_BITCAST, IR_I16, IR_BF16, NULL, NULL},
      {IR_OP_ARITH_BITCAST, IR_F64, IR_I64, NULL, NULL},
      {IR_OP_ARITH_BITCAST, IR_I64, IR_F64, NULL, NULL},
  };
  for (size_t i = 0; i < TVF_ARRAY_LEN(casts); i++) {
    IrType *args[1] = {S(casts[i].from)};
    IrBlock *body = fn_begin(1, args);
    IrOp *op = op_n(body, casts[i].k, S(casts[i].to), 1, body->args);
    if (casts[i].attr) ib_attr_enum(&B, op, casts[i].attr, casts[i].val);
    snprintf(name, sizeof name, "%s %s->%s%s%s", ir_op_kind_name(casts[i].k), ir_elem_name(casts[i].from),
             ir_elem_name(casts[i].to), casts[i].attr ? " " : "", casts[i].val ? casts[i].val : "");
    run_case(name, fn_end(body, 1, op->results), NULL);
  }
  /* bitcast round trips: int -> float -> int keeps a NaN a NaN (both sides
   * resolve the second bitcast's site alike), float -> int -> float */
  {
    static const IrElem pairs[][2] = {
        {IR_I32, IR_F32}, {IR_F32, IR_I32}, {IR_I16, IR_BF16}, {IR_F64, IR_I64}};
    for (size_t i = 0; i < TVF_ARRAY_LEN(pairs); i++) {
      IrType *args[1] = {S(pairs[i][0])};
      IrBlock *body = fn_begin(1, args);
      IrOp *a = op_n(body, IR_OP_ARITH_BITCAST, S(pairs[i][1]), 1, body->args);
      IrOp *b = op_n(body, IR_OP_ARITH_BITCAST, S(pairs[i][0]), 1, a->results);
      snprintf(name, sizeof name, "arith.bitcast %s->%s->%s", ir_elem_name(pairs[i][0]),
               ir_elem_name(pairs[i][1]), ir_elem_name(pairs[i][0]));
      run_case(name, fn_end(body, 1, b->results), NULL);
    }
  }
  /* sitofp/uitofp with nonNeg */
  {
    IrType *args[1] = {S(IR_I16)};
    IrBlock *body = fn_begin(1, args);
    IrOp *op = op_n(body, IR_OP_ARITH_UITOFP, S(IR_F32), 1, body->args);
    ib_attr(&B, op, "nonNeg", IR_ATTR_UNIT);
    run_case("arith.uitofp nneg i16->f32", fn_end(body, 1, op->results), NULL);
  }
  /* elementwise arith on tensors */
  {
    IrType *t = T(IR_F32, 2, (int64_t)2, (int64_t)2);
    IrType *args[2] = {t, t};
    IrBlock *body = fn_begin(2, args);
    IrValue *r = bop(body, IR_OP_ARITH_DIVF, t, 2, body->args[0], body->args[1]);
    run_case("arith.divf tensor", fn_end(body, 1, &r), NULL);
  }
}

/* ---- integers of other widths ---- */

/* Every integer op, cast and comparison on widths TOSA does not name (the
 * arith dialect allows any), including sub-byte and odd ones; a linalg body
 * on i4; tosa.const/identity on i4 and the EXT-INT4 convolutions (i8 input,
 * i4 weights); tosa ops on other widths are invalid input in both. */
static void narrow_int_cases(void) {
  char name[160];
  static const int widths[] = {2, 3, 4, 7, 12, 24};
  static const IrOpKind ibin[] = {
      IR_OP_ARITH_ADDI,  IR_OP_ARITH_SUBI,      IR_OP_ARITH_MULI,      IR_OP_ARITH_DIVSI,
      IR_OP_ARITH_DIVUI, IR_OP_ARITH_CEILDIVSI, IR_OP_ARITH_CEILDIVUI, IR_OP_ARITH_FLOORDIVSI,
      IR_OP_ARITH_REMSI, IR_OP_ARITH_REMUI,     IR_OP_ARITH_ANDI,      IR_OP_ARITH_ORI,
      IR_OP_ARITH_XORI,  IR_OP_ARITH_SHLI,      IR_OP_ARITH_SHRSI,     IR_OP_ARITH_SHRUI,
      IR_OP_ARITH_MAXSI, IR_OP_ARITH_MINSI,     IR_OP_ARITH_MAXUI,     IR_OP_ARITH_MINUI};
  static const IrOpKind ovf[] = {IR_OP_ARITH_ADDI, IR_OP_ARITH_SUBI, IR_OP_ARITH_MULI, IR_OP_ARITH_SHLI};
  static const char *const flags[] = {"nsw", "nuw", "nsw, nuw"};
  static const IrOpKind iun[] = {IR_OP_MATH_ABSI, IR_OP_MATH_CTLZ, IR_OP_MATH_CTTZ, IR_OP_MATH_CTPOP};
  static const char *const preds[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
  for (size_t w = 0; w < TVF_ARRAY_LEN(widths); w++) {
    IrElem e = ir_elem_int(widths[w]);
    const char *en = ir_elem_name(e);
    for (size_t i = 0; i < TVF_ARRAY_LEN(ibin); i++) {
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(ibin[i]), en);
      run_case(name, scalar_fn(ibin[i], 2, e, e, NULL, NULL), NULL);
    }
    for (size_t i = 0; i < TVF_ARRAY_LEN(ovf); i++)
      for (size_t f = 0; f < TVF_ARRAY_LEN(flags); f++) {
        snprintf(name, sizeof name, "%s %s %s", ir_op_kind_name(ovf[i]), flags[f], en);
        run_case(name, scalar_fn(ovf[i], 2, e, e, "overflowFlags", flags[f]), NULL);
      }
    for (size_t i = 0; i < TVF_ARRAY_LEN(iun); i++) {
      snprintf(name, sizeof name, "%s %s", ir_op_kind_name(iun[i]), en);
      run_case(name, scalar_fn(iun[i], 1, e, e, NULL, NULL), NULL);
    }
    for (size_t p = 0; p < TVF_ARRAY_LEN(preds); p++) {
      snprintf(name, sizeof name, "arith.cmpi %s %s", preds[p], en);
      run_case(name, scalar_fn(IR_OP_ARITH_CMPI, 2, e, IR_I1, "predicate", preds[p]), NULL);
    }
    {
      IrType *args[3] = {S(IR_I1), S(e), S(e)};
      IrBlock *body = fn_begin(3, args);
      IrValue *r = bop(body, IR_OP_ARITH_SELECT, S(e), 3, body->args[0], body->args[1], body->args[2]);
      snprintf(name, sizeof name, "arith.select %s", en);
      run_case(name, fn_end(body, 1, &r), NULL);
    }
    const struct {
      IrOpKind k;
      IrElem from, to;
      const char *val; /* overflowFlags */
    } casts[] = {
        {IR_OP_ARITH_EXTSI, e, IR_I32, NULL},        {IR_OP_ARITH_EXTUI, e, IR_I64, NULL},
        {IR_OP_ARITH_TRUNCI, IR_I32, e, NULL},       {IR_OP_ARITH_TRUNCI, IR_I32, e, "nsw"},
        {IR_OP_ARITH_TRUNCI, IR_I64, e, "nuw"},      {IR_OP_ARITH_SITOFP, e, IR_F32, NULL},
        {IR_OP_ARITH_UITOFP, e, IR_F16, NULL},       {IR_OP_ARITH_FPTOSI, IR_F32, e, NULL},
        {IR_OP_ARITH_FPTOUI, IR_F16, e, NULL},       {IR_OP_ARITH_INDEX_CAST, e, IR_INDEX, NULL},
        {IR_OP_ARITH_INDEX_CAST, IR_INDEX, e, NULL}, {IR_OP_ARITH_INDEX_CASTUI, e, IR_INDEX, NULL},
        {IR_OP_ARITH_BITCAST, e, e, NULL},
    };
    for (size_t i = 0; i < TVF_ARRAY_LEN(casts); i++) {
      IrType *args[1] = {S(casts[i].from)};
      IrBlock *body = fn_begin(1, args);
      IrOp *op = op_n(body, casts[i].k, S(casts[i].to), 1, body->args);
      if (casts[i].val) ib_attr_enum(&B, op, "overflowFlags", casts[i].val);
      snprintf(name, sizeof name, "%s %s->%s%s%s", ir_op_kind_name(casts[i].k), ir_elem_name(casts[i].from),
               ir_elem_name(casts[i].to), casts[i].val ? " " : "", casts[i].val ? casts[i].val : "");
      run_case(name, fn_end(body, 1, op->results), NULL);
    }
  }
  /* extensions and truncations between two narrow widths */
  static const struct {
    IrOpKind k;
    int from, to;
  } nn[] = {{IR_OP_ARITH_EXTSI, 2, 3},
            {IR_OP_ARITH_EXTUI, 3, 7},
            {IR_OP_ARITH_TRUNCI, 7, 2},
            {IR_OP_ARITH_TRUNCI, 4, 1},
            {IR_OP_ARITH_EXTSI, 1, 4}};
  for (size_t i = 0; i < TVF_ARRAY_LEN(nn); i++) {
    IrElem from = ir_elem_int(nn[i].from), to = ir_elem_int(nn[i].to);
    IrType *args[1] = {S(from)};
    IrBlock *body = fn_begin(1, args);
    IrOp *op = op_n(body, nn[i].k, S(to), 1, body->args);
    snprintf(name, sizeof name, "%s %s->%s", ir_op_kind_name(nn[i].k), ir_elem_name(from), ir_elem_name(to));
    run_case(name, fn_end(body, 1, op->results), NULL);
  }
  /* linalg bodies on i4 and i3 */
  run_case("linalg.generic addi i4", linalg_ew(IR_OP_LINALG_GENERIC, IR_I4, IR_I4, 2, bf_add), NULL);
  run_case("linalg.div i3", linalg_ew(IR_OP_LINALG_DIV, IR_I3, IR_I3, 2, bf_div), NULL);
  /* tosa.const and tosa.identity on i4 (EXT-INT4) */
  {
    IrType *t = T(IR_I4, 1, (int64_t)4);
    IrBlock *body = fn_begin(0, NULL);
    const uint64_t v[4] = {(uint64_t)-8, 7, (uint64_t)-1, 3};
    IrValue *c = tconst(body, t, 4, v);
    IrValue *r = op_n(body, IR_OP_TOSA_IDENTITY, t, 1, &c)->results[0];
    run_case("tosa.const + tosa.identity i4", fn_end(body, 1, &r), NULL);
  }
  /* conv2d / depthwise_conv2d, i8 input with i4 weights (signed 8x4 with
   * int32 accumulate); zero points as arguments (only 0 is valid for i4) */
  for (int dw = 0; dw < 2; dw++) {
    IrType *in = T(IR_I8, 4, (int64_t)1, (int64_t)3, (int64_t)3, (int64_t)2);
    IrType *wt = dw ? T(IR_I4, 4, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)1)
                    : T(IR_I4, 4, (int64_t)2, (int64_t)2, (int64_t)2, (int64_t)2);
    IrType *args[5] = {in, wt, T(IR_I32, 1, (int64_t)2), T(IR_I8, 1, (int64_t)1), T(IR_I4, 1, (int64_t)1)};
    IrBlock *body = fn_begin(5, args);
    IrType *ot = T(IR_I32, 4, (int64_t)1, (int64_t)3, (int64_t)3, (int64_t)2);
    IrOp *op = op_n(body, dw ? IR_OP_TOSA_DEPTHWISE_CONV2D : IR_OP_TOSA_CONV2D, ot, 5, body->args);
    ib_attr_ints(&B, op, "pad", 4, (int64_t[]){1, 0, 0, 1});
    ib_attr_ints(&B, op, "stride", 2, (int64_t[]){1, 1});
    ib_attr_ints(&B, op, "dilation", 2, (int64_t[]){1, 1});
    snprintf(name, sizeof name, "%s i8 x i4", ir_op_kind_name(op->kind));
    ArgHint h[5] = {
        {G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_RANGE, -1, 1}, {G_RANGE, -1, 1}};
    run_case(name, fn_end(body, 1, op->results), h);
  }
  /* tosa ops on widths TOSA 1.0 does not list for them */
  run_case_ex("tosa.add i4 (outside TOSA 1.0)",
              tosa_bin_fn(IR_OP_TOSA_ADD, T(IR_I4, 1, (int64_t)2), T(IR_I4, 1, (int64_t)2),
                          T(IR_I4, 1, (int64_t)2), NULL, 0, false),
              NULL, EXPECT_INVALID);
  run_case_ex("tosa.add i3 (outside TOSA 1.0)",
              tosa_bin_fn(IR_OP_TOSA_ADD, T(IR_I3, 1, (int64_t)2), T(IR_I3, 1, (int64_t)2),
                          T(IR_I3, 1, (int64_t)2), NULL, 0, false),
              NULL, EXPECT_INVALID);
}

/* ---- memory (docs/DESIGN.md "Memory"): memref, bufferization, affine, loops ----
 * Run only when every op kind of the function is in the encoder's SEM_TABLE
 * and, for memref arguments, the encoder's memory side is linked in (the two
 * sides of issue #15 land separately). Besides results, the final contents
 * of memref arguments are compared (EvalResult.final_args, EncState.final_args). */

static long mem_cases_run, mem_cases_skipped;

static bool mem_case_ready(const IrFunc *f) {
  bool seen[IR_OP_COUNT] = {0};
  mark_kinds(f->body, seen);
  for (int k = 1; k < IR_OP_COUNT; k++)
    if (seen[k] && !sem_lookup((IrOpKind)k)) return false;
  for (int i = 0; i < f->body->nargs; i++)
    if (f->body->args[i]->type->kind == IR_TY_MEMREF && !enc_bind_memref_arg) return false;
  return true;
}

static void run_mem_case(const char *name, IrFunc *f, const ArgHint *hints) {
  if (!mem_case_ready(f)) {
    mem_cases_skipped++;
    return;
  }
  mem_cases_run++;
  run_case(name, f, hints);
}

/* memref<dims x e> with the identity layout (strides NULL) or a strided one. */
static IrType *MR(IrElem e, int rank, const int64_t *dims, const int64_t *strides, int64_t offset) {
  IrType *t = arena_calloc(&build_arena, 1, sizeof *t);
  t->kind = IR_TY_MEMREF;
  t->elem = e;
  t->rank = rank;
  t->dims = arena_calloc(&build_arena, (size_t)(rank ? rank : 1), sizeof(int64_t));
  t->strides = arena_calloc(&build_arena, (size_t)(rank ? rank : 1), sizeof(int64_t));
  int64_t stride = 1;
  for (int i = rank - 1; i >= 0; i--) {
    t->dims[i] = dims[i];
    t->strides[i] = strides ? strides[i] : stride;
    if (stride != IR_DYN) stride = dims[i] == IR_DYN ? IR_DYN : stride * dims[i];
  }
  t->offset = strides ? offset : 0;
  StrBuf sb = STRBUF_INIT;
  sb_puts(&sb, "memref<");
  for (int i = 0; i < rank; i++) {
    if (dims[i] == IR_DYN)
      sb_puts(&sb, "?x");
    else
      sb_printf(&sb, "%" PRId64 "x", dims[i]);
  }
  sb_puts(&sb, ir_elem_name(e));
  if (strides) {
    sb_puts(&sb, ", strided<[");
    for (int i = 0; i < rank; i++) {
      if (strides[i] == IR_DYN)
        sb_printf(&sb, "%s?", i ? ", " : "");
      else
        sb_printf(&sb, "%s%" PRId64, i ? ", " : "", strides[i]);
    }
    if (offset == IR_DYN)
      sb_puts(&sb, "], offset: ?>");
    else
      sb_printf(&sb, "], offset: %" PRId64 ">", offset);
  }
  sb_putc(&sb, '>');
  t->text = arena_strdup(&build_arena, sb_cstr(&sb));
  sb_free(&sb);
  return t;
}
static IrType *MR1(IrElem e, int64_t d0) { return MR(e, 1, (int64_t[]){d0}, NULL, 0); }
static IrType *MR2(IrElem e, int64_t d0, int64_t d1) { return MR(e, 2, (int64_t[]){d0, d1}, NULL, 0); }

static IrValue *cidx(IrBlock *blk, int64_t v) { return aconst_bits(blk, IR_INDEX, (uint64_t)v); }

static IrValue *to_tensor(IrBlock *blk, IrValue *m) {
  return bop(blk, IR_OP_BUFFERIZATION_TO_TENSOR, Tdims(m->type->elem, m->type->rank, m->type->dims), 1, m);
}

static IrOp *op_nr(IrBlock *blk, IrOpKind k, int n, IrValue **ops) {
  return ib_op(&B, blk, k, 0, NULL, n, ops);
}

static void seg_attr(IrOp *op, int n, const int64_t *v) { ib_attr_ints(&B, op, "operandSegmentSizes", n, v); }

static IrAttr *named_map(IrOp *op, const char *name, int ndims, int nsyms, int nres, IrAffineExpr **exprs) {
  IrAttr *a = map_exprs(ndims, nres, exprs);
  a->map->nsyms = nsyms;
  a->name = name;
  op->attrs[op->nattrs++] = a;
  return a;
}
static IrAffineExpr *adim(int d) { return ib_dim(&B, d); }
static IrAffineExpr *aconst(int64_t v) { return ib_aconst(&B, v); }
static IrAffineExpr *asym(int s) {
  IrAffineExpr *e = aff(IR_AFF_SYM, NULL, NULL);
  e->value = s;
  return e;
}

static void reassoc_attr(IrOp *op, int ngroups, const int *sizes) {
  IrAttr *groups[8];
  int d = 0;
  for (int g = 0; g < ngroups; g++) {
    int64_t dims[8];
    for (int j = 0; j < sizes[g]; j++)
      dims[j] = d++;
    groups[g] = ib_attr(&B, NULL, NULL, IR_ATTR_INTS);
    groups[g]->nints = sizes[g];
    groups[g]->ints = arena_calloc(&build_arena, (size_t)sizes[g], sizeof(int64_t));
    memcpy(groups[g]->ints, dims, (size_t)sizes[g] * sizeof(int64_t));
  }
  ib_attr_array(&B, op, "reassociation", ngroups, groups);
}

static void memory_cases(void) {
  const ArgHint none = {G_DEFAULT, 0, 0};
  /* memref.load on identity and strided arguments, any element type */
  static const IrElem le[] = {IR_F32, IR_F16, IR_I8, IR_I32};
  for (size_t j = 0; j < TVF_ARRAY_LEN(le); j++) {
    IrType *at[3] = {MR2(le[j], 2, 3), S(IR_INDEX), S(IR_INDEX)};
    IrBlock *b = fn_begin(3, at);
    IrValue *v = bop(b, IR_OP_MEMREF_LOAD, S(le[j]), 3, b->args[0], b->args[1], b->args[2]);
    ArgHint h[3] = {none, {G_RANGE, 0, 1}, {G_RANGE, 0, 2}};
    char name[64];
    snprintf(name, sizeof name, "memref.load %s", ir_elem_name(le[j]));
    run_mem_case(name, fn_end(b, 1, &v), h);
  }
  {
    IrType *at[3] = {MR(IR_F32, 2, (int64_t[]){2, 2}, (int64_t[]){4, 1}, 1), S(IR_INDEX), S(IR_INDEX)};
    IrBlock *b = fn_begin(3, at);
    IrValue *v = bop(b, IR_OP_MEMREF_LOAD, S(IR_F32), 3, b->args[0], b->args[1], b->args[2]);
    ArgHint h[3] = {none, {G_RANGE, 0, 1}, {G_RANGE, 0, 1}};
    run_mem_case("memref.load strided", fn_end(b, 1, &v), h);
  }
  /* memref.store (final contents compared) */
  {
    IrType *at[4] = {MR2(IR_I8, 2, 3), S(IR_I8), S(IR_INDEX), S(IR_INDEX)};
    IrBlock *b = fn_begin(4, at);
    op_nr(b, IR_OP_MEMREF_STORE, 4, (IrValue *[]){b->args[1], b->args[0], b->args[2], b->args[3]});
    ArgHint h[4] = {none, none, {G_RANGE, 0, 1}, {G_RANGE, 0, 2}};
    run_mem_case("memref.store i8", fn_end(b, 0, NULL), h);
  }
  /* alloc / alloca: store, load, to_tensor (uninitialized elements) */
  static const IrOpKind ak[] = {IR_OP_MEMREF_ALLOC, IR_OP_MEMREF_ALLOCA};
  for (size_t j = 0; j < TVF_ARRAY_LEN(ak); j++) {
    IrType *at[2] = {S(IR_F32), S(IR_INDEX)};
    IrBlock *b = fn_begin(2, at);
    IrValue *m = ib_op(&B, b, ak[j], 1, (IrType *[]){MR1(IR_F32, 3)}, 0, NULL)->results[0];
    op_nr(b, IR_OP_MEMREF_STORE, 3, (IrValue *[]){b->args[0], m, b->args[1]});
    IrValue *x = bop(b, IR_OP_MEMREF_LOAD, S(IR_F32), 2, m, cidx(b, 1));
    IrValue *t = to_tensor(b, m);
    ArgHint h[2] = {none, {G_RANGE, 0, 2}};
    run_mem_case(ir_op_kind_name(ak[j]), fn_end(b, 2, (IrValue *[]){x, t}), h);
  }
  /* memref.dealloc: of an argument (final contents poison), then a use */
  {
    IrType *at[2] = {MR1(IR_I32, 2), S(IR_I1)};
    IrBlock *b = fn_begin(2, at);
    IrValue *m = ib_op(&B, b, IR_OP_MEMREF_ALLOC, 1, (IrType *[]){MR1(IR_I32, 2)}, 0, NULL)->results[0];
    op_nr(b, IR_OP_MEMREF_DEALLOC, 1, &m);
    op_nr(b, IR_OP_MEMREF_DEALLOC, 1, &b->args[0]);
    run_mem_case("memref.dealloc", fn_end(b, 0, NULL), NULL);
    b = fn_begin(2, at);
    op_nr(b, IR_OP_MEMREF_DEALLOC, 1, &b->args[0]);
    IrValue *x = bop(b, IR_OP_MEMREF_LOAD, S(IR_I32), 2, b->args[0], cidx(b, 0));
    run_mem_case("memref.dealloc then load", fn_end(b, 1, &x), NULL);
  }
  /* memref.subview with a dynamic offset (out of bounds at times) */
  {
    IrType *at[2] = {MR2(IR_F32, 4, 4), S(IR_INDEX)};
    IrBlock *b = fn_begin(2, at);
    IrType *rt = MR(IR_F32, 2, (int64_t[]){2, 2}, (int64_t[]){4, 2}, IR_DYN);
    IrOp *sv = ib_op(&B, b, IR_OP_MEMREF_SUBVIEW, 1, &rt, 2, (IrValue *[]){b->args[0], b->args[1]});
    ib_attr_ints(&B, sv, "static_offsets", 2, (int64_t[]){IR_DYN, 1});
    ib_attr_ints(&B, sv, "static_sizes", 2, (int64_t[]){2, 2});
    ib_attr_ints(&B, sv, "static_strides", 2, (int64_t[]){1, 2});
    seg_attr(sv, 4, (int64_t[]){1, 1, 0, 0});
    IrValue *t = to_tensor(b, sv->results[0]);
    ArgHint h[2] = {none, {G_RANGE, 0, 2}};
    run_mem_case("memref.subview", fn_end(b, 1, &t), h);
  }
  /* memref.copy between arguments */
  {
    IrType *at[2] = {MR2(IR_I32, 2, 2), MR(IR_I32, 2, (int64_t[]){2, 2}, (int64_t[]){1, 2}, 0)};
    IrBlock *b = fn_begin(2, at);
    op_nr(b, IR_OP_MEMREF_COPY, 2, b->args);
    run_mem_case("memref.copy", fn_end(b, 0, NULL), NULL);
  }
  /* memref.cast, expand_shape, collapse_shape, reinterpret_cast */
  {
    IrType *at[2] = {MR1(IR_F32, 6), S(IR_INDEX)};
    IrBlock *b = fn_begin(2, at);
    IrValue *c =
        bop(b, IR_OP_MEMREF_CAST, MR(IR_F32, 1, (int64_t[]){6}, (int64_t[]){IR_DYN}, IR_DYN), 1, b->args[0]);
    IrValue *x = bop(b, IR_OP_MEMREF_LOAD, S(IR_F32), 2, c, b->args[1]);
    ArgHint h[2] = {none, {G_RANGE, 0, 5}};
    run_mem_case("memref.cast", fn_end(b, 1, &x), h);
    b = fn_begin(2, at);
    IrOp *ex = ib_op(&B, b, IR_OP_MEMREF_EXPAND_SHAPE, 1, (IrType *[]){MR2(IR_F32, 2, 3)}, 1, b->args);
    reassoc_attr(ex, 1, (int[]){2});
    ib_attr_ints(&B, ex, "static_output_shape", 2, (int64_t[]){2, 3});
    IrValue *x2 = bop(b, IR_OP_MEMREF_LOAD, S(IR_F32), 3, ex->results[0], cidx(b, 1), b->args[1]);
    ArgHint h2[2] = {none, {G_RANGE, 0, 2}};
    run_mem_case("memref.expand_shape", fn_end(b, 1, &x2), h2);
    IrType *at2[2] = {MR2(IR_F32, 2, 3), S(IR_INDEX)};
    b = fn_begin(2, at2);
    IrOp *co = ib_op(&B, b, IR_OP_MEMREF_COLLAPSE_SHAPE, 1, (IrType *[]){MR1(IR_F32, 6)}, 1, b->args);
    reassoc_attr(co, 1, (int[]){2});
    IrValue *x3 = bop(b, IR_OP_MEMREF_LOAD, S(IR_F32), 2, co->results[0], b->args[1]);
    run_mem_case("memref.collapse_shape", fn_end(b, 1, &x3), h);
    b = fn_begin(2, at);
    IrType *rt = MR(IR_F32, 2, (int64_t[]){2, 2}, (int64_t[]){3, 1}, IR_DYN);
    IrOp *rc = ib_op(&B, b, IR_OP_MEMREF_REINTERPRET_CAST, 1, &rt, 2, b->args);
    ib_attr_ints(&B, rc, "static_offsets", 1, (int64_t[]){IR_DYN});
    ib_attr_ints(&B, rc, "static_sizes", 2, (int64_t[]){2, 2});
    ib_attr_ints(&B, rc, "static_strides", 2, (int64_t[]){3, 1});
    IrValue *t = to_tensor(b, rc->results[0]);
    ArgHint h3[2] = {none, {G_RANGE, 0, 2}};
    run_mem_case("memref.reinterpret_cast", fn_end(b, 1, &t), h3);
  }
  /* memref.get_global (a constant global), memref.dim, metadata, pointer */
  {
    IrGlobal *g = arena_calloc(&build_arena, 1, sizeof *g);
    g->name = "g";
    g->type = MR1(IR_F32, 3);
    g->constant = true;
    g->init = arena_calloc(&build_arena, 1, sizeof *g->init);
    g->init->type = T(IR_F32, 1, (int64_t)3);
    g->init->count = 3;
    g->init->bits = arena_calloc(&build_arena, 3, sizeof(uint64_t));
    g->init->bits[0] = fbits(IR_F32, 1.5);
    g->init->bits[1] = fbits(IR_F32, -0.0);
    g->init->bits[2] = fbits(IR_F32, 3.0);
    IrGlobal **gs = arena_calloc(&build_arena, 1, sizeof *gs);
    gs[0] = g;
    IrType *at[2] = {S(IR_F32), S(IR_INDEX)};
    IrBlock *b = fn_begin(2, at);
    IrOp *gg = ib_op(&B, b, IR_OP_MEMREF_GET_GLOBAL, 1, (IrType *[]){MR1(IR_F32, 3)}, 0, NULL);
    IrAttr *na = ib_attr(&B, gg, "name", IR_ATTR_STRING);
    na->s = "g";
    IrValue *x = bop(b, IR_OP_MEMREF_LOAD, S(IR_F32), 2, gg->results[0], b->args[1]);
    IrValue *y = bop(b, IR_OP_ARITH_ADDF, S(IR_F32), 2, x, b->args[0]);
    IrFunc *f = fn_end(b, 1, &y);
    f->globals = gs;
    f->nglobals = 1;
    ArgHint h[2] = {none, {G_RANGE, 0, 2}};
    run_mem_case("memref.get_global", f, h);
    IrType *at2[2] = {MR2(IR_F32, 4, 3), S(IR_INDEX)};
    b = fn_begin(2, at2);
    IrValue *d = bop(b, IR_OP_MEMREF_DIM, S(IR_INDEX), 2, b->args[0], b->args[1]);
    IrType *rt = MR(IR_F32, 2, (int64_t[]){2, 2}, (int64_t[]){3, 1}, 4);
    IrOp *sv = ib_op(&B, b, IR_OP_MEMREF_SUBVIEW, 1, &rt, 1, b->args);
    ib_attr_ints(&B, sv, "static_offsets", 2, (int64_t[]){1, 1});
    ib_attr_ints(&B, sv, "static_sizes", 2, (int64_t[]){2, 2});
    ib_attr_ints(&B, sv, "static_strides", 2, (int64_t[]){1, 1});
    IrType *mrt[6] = {
        MR(IR_F32, 0, NULL, NULL, 0), S(IR_INDEX), S(IR_INDEX), S(IR_INDEX), S(IR_INDEX), S(IR_INDEX)};
    IrOp *md = ib_op(&B, b, IR_OP_MEMREF_EXTRACT_STRIDED_METADATA, 6, mrt, 1, sv->results);
    IrValue *base = bop(b, IR_OP_MEMREF_LOAD, S(IR_F32), 1, md->results[0]);
    IrValue *p = bop(b, IR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, S(IR_INDEX), 1, sv->results[0]);
    IrValue *outs[9] = {
        d, md->results[1], md->results[2], md->results[3], md->results[4], md->results[5], base, p};
    ArgHint h2[2] = {none, {G_RANGE, 0, 1}};
    run_mem_case("memref.dim/extract_strided_metadata/extract_aligned_pointer_as_index", fn_end(b, 8, outs),
                 h2);
  }
  /* Tensor-valued globals (ml_program, tosa.variable): a mutable one is the
   * buffer argument ir_globals_as_args appends (IrValue.global, the op's
   * last operand); global_load_const reads an immutable global's value. */
  {
    static const IrOpKind reads[2] = {IR_OP_ML_PROGRAM_GLOBAL_LOAD, IR_OP_TOSA_VARIABLE_READ};
    static const IrOpKind writes[2] = {IR_OP_ML_PROGRAM_GLOBAL_STORE, IR_OP_TOSA_VARIABLE_WRITE};
    static const char *attr[2] = {"global", "name"};
    for (int j = 0; j < 2; j++) {
      IrGlobal *g = arena_calloc(&build_arena, 1, sizeof *g);
      g->name = "state";
      g->type = MR1(IR_F32, 3);
      IrGlobal **gs = arena_calloc(&build_arena, 1, sizeof *gs);
      gs[0] = g;
      IrType *at[2] = {T(IR_F32, 1, (int64_t)3), MR1(IR_F32, 3)};
      IrBlock *b = fn_begin(2, at);
      b->args[1]->global = "state";
      IrOp *rd = ib_op(&B, b, reads[j], 1, (IrType *[]){T(IR_F32, 1, (int64_t)3)}, 1, &b->args[1]);
      ib_attr(&B, rd, attr[j], IR_ATTR_STRING)->s = j ? "state" : "@state";
      IrValue *sum = bop(b, IR_OP_TOSA_ADD, T(IR_F32, 1, (int64_t)3), 2, rd->results[0], b->args[0]);
      IrOp *wr = ib_op(&B, b, writes[j], 0, NULL, 2, (IrValue *[]){sum, b->args[1]});
      ib_attr(&B, wr, attr[j], IR_ATTR_STRING)->s = j ? "state" : "@state";
      IrValue *outs[2] = {rd->results[0], sum};
      IrFunc *f = fn_end(b, 2, outs);
      f->globals = gs;
      f->nglobals = 1;
      run_mem_case(j ? "tosa.variable_read/variable_write" : "ml_program.global_load/global_store", f, NULL);
    }
    IrGlobal *g = arena_calloc(&build_arena, 1, sizeof *g);
    g->name = "k";
    g->type = MR1(IR_F32, 2);
    g->constant = true;
    g->init = arena_calloc(&build_arena, 1, sizeof *g->init);
    g->init->type = T(IR_F32, 1, (int64_t)2);
    g->init->count = 2;
    g->init->bits = arena_calloc(&build_arena, 2, sizeof(uint64_t));
    g->init->bits[0] = fbits(IR_F32, -2.5);
    g->init->bits[1] = fbits(IR_F32, 0.0);
    IrGlobal **gs = arena_calloc(&build_arena, 1, sizeof *gs);
    gs[0] = g;
    IrType *at[1] = {T(IR_F32, 1, (int64_t)2)};
    IrBlock *b = fn_begin(1, at);
    IrOp *rd =
        ib_op(&B, b, IR_OP_ML_PROGRAM_GLOBAL_LOAD_CONST, 1, (IrType *[]){T(IR_F32, 1, (int64_t)2)}, 0, NULL);
    ib_attr(&B, rd, "global", IR_ATTR_STRING)->s = "@k";
    IrValue *sum = bop(b, IR_OP_TOSA_ADD, T(IR_F32, 1, (int64_t)2), 2, rd->results[0], b->args[0]);
    IrFunc *f = fn_end(b, 1, &sum);
    f->globals = gs;
    f->nglobals = 1;
    run_mem_case("ml_program.global_load_const", f, NULL);
  }
  /* bufferization ops */
  {
    IrType *at[2] = {T(IR_F32, 1, (int64_t)3), S(IR_INDEX)};
    IrBlock *b = fn_begin(2, at);
    IrValue *m = bop(b, IR_OP_BUFFERIZATION_TO_BUFFER, MR1(IR_F32, 3), 1, b->args[0]);
    IrValue *x = bop(b, IR_OP_MEMREF_LOAD, S(IR_F32), 2, m, b->args[1]);
    ArgHint h[2] = {none, {G_RANGE, 0, 2}};
    run_mem_case("bufferization.to_buffer", fn_end(b, 1, &x), h);
    b = fn_begin(2, at);
    IrOp *a0 =
        ib_op(&B, b, IR_OP_BUFFERIZATION_ALLOC_TENSOR, 1, (IrType *[]){T(IR_F32, 1, (int64_t)3)}, 0, NULL);
    seg_attr(a0, 3, (int64_t[]){0, 0, 0});
    IrOp *a1 =
        ib_op(&B, b, IR_OP_BUFFERIZATION_ALLOC_TENSOR, 1, (IrType *[]){T(IR_F32, 1, (int64_t)3)}, 1, b->args);
    seg_attr(a1, 3, (int64_t[]){0, 1, 0});
    run_mem_case("bufferization.alloc_tensor", fn_end(b, 2, (IrValue *[]){a0->results[0], a1->results[0]}),
                 NULL);
    IrType *at2[2] = {T(IR_F32, 1, (int64_t)3), MR1(IR_F32, 3)};
    b = fn_begin(2, at2);
    op_nr(b, IR_OP_BUFFERIZATION_MATERIALIZE_IN_DESTINATION, 2, b->args);
    IrValue *e = bop(b, IR_OP_TENSOR_EMPTY, T(IR_F32, 1, (int64_t)3), 0);
    IrValue *mt =
        bop(b, IR_OP_BUFFERIZATION_MATERIALIZE_IN_DESTINATION, T(IR_F32, 1, (int64_t)3), 2, b->args[0], e);
    run_mem_case("bufferization.materialize_in_destination", fn_end(b, 1, &mt), NULL);
    IrType *at3[1] = {MR2(IR_F32, 2, 2)};
    b = fn_begin(1, at3);
    IrValue *cl = bop(b, IR_OP_BUFFERIZATION_CLONE, MR2(IR_F32, 2, 2), 1, b->args[0]);
    op_nr(b, IR_OP_MEMREF_STORE, 4,
          (IrValue *[]){aconst_bits(b, IR_F32, fbits(IR_F32, 2.0)), b->args[0], cidx(b, 0), cidx(b, 0)});
    IrValue *t = to_tensor(b, cl);
    op_nr(b, IR_OP_MEMREF_DEALLOC, 1, &cl);
    run_mem_case("bufferization.clone", fn_end(b, 1, &t), NULL);
    /* dealloc with conditions from an argument; %arg0 retained */
    IrType *at4[2] = {MR1(IR_F32, 2), S(IR_I1)};
    b = fn_begin(2, at4);
    IrValue *a = ib_op(&B, b, IR_OP_MEMREF_ALLOC, 1, (IrType *[]){MR1(IR_F32, 2)}, 0, NULL)->results[0];
    IrOp *dl = ib_op(&B, b, IR_OP_BUFFERIZATION_DEALLOC, 1, (IrType *[]){S(IR_I1)}, 5,
                     (IrValue *[]){a, b->args[0], b->args[1], b->args[1], b->args[0]});
    seg_attr(dl, 3, (int64_t[]){2, 2, 1});
    IrValue *ld = bop(b, IR_OP_MEMREF_LOAD, S(IR_F32), 2, a, cidx(b, 0));
    run_mem_case("bufferization.dealloc", fn_end(b, 2, (IrValue *[]){dl->results[0], ld}), NULL);
  }
  /* scf.for summing a buffer between argument bounds */
  {
    IrType *at[4] = {MR1(IR_F32, 4), S(IR_INDEX), S(IR_INDEX), S(IR_INDEX)};
    IrBlock *b = fn_begin(4, at);
    IrValue *z = aconst_bits(b, IR_F32, 0);
    IrType *rt = S(IR_F32);
    IrOp *lp = ib_op(&B, b, IR_OP_SCF_FOR, 1, &rt, 4, (IrValue *[]){b->args[1], b->args[2], b->args[3], z});
    IrBlock *body = ib_region(&B, lp, 2, (IrType *[]){S(IR_INDEX), S(IR_F32)});
    IrValue *x = bop(body, IR_OP_MEMREF_LOAD, S(IR_F32), 2, b->args[0], body->args[0]);
    IrValue *acc = bop(body, IR_OP_ARITH_ADDF, S(IR_F32), 2, body->args[1], x);
    op_nr(body, IR_OP_MEMREF_STORE, 3, (IrValue *[]){acc, b->args[0], body->args[0]});
    ib_op(&B, body, IR_OP_SCF_YIELD, 0, NULL, 1, &acc);
    ArgHint h[4] = {none, {G_RANGE, 0, 2}, {G_RANGE, 0, 4}, {G_RANGE, 0, 2}};
    run_mem_case("scf.for", fn_end(b, 1, lp->results), h);
  }
  /* affine.for reversing a buffer up to an argument bound; affine.apply */
  {
    IrType *at[3] = {MR1(IR_I32, 4), MR1(IR_I32, 4), S(IR_INDEX)};
    IrBlock *b = fn_begin(3, at);
    IrOp *lp = ib_op(&B, b, IR_OP_AFFINE_FOR, 0, NULL, 1, &b->args[2]);
    IrAffineExpr *lb[1] = {aconst(0)}, *ub[2] = {adim(0), aconst(4)};
    named_map(lp, "lowerBoundMap", 0, 0, 1, lb);
    named_map(lp, "upperBoundMap", 1, 0, 2, ub);
    ib_attr_int(&B, lp, "step", IR_INDEX, 1);
    seg_attr(lp, 3, (int64_t[]){0, 1, 0});
    IrBlock *body = ib_region(&B, lp, 1, (IrType *[]){S(IR_INDEX)});
    IrOp *ld = ib_op(&B, body, IR_OP_AFFINE_LOAD, 1, (IrType *[]){S(IR_I32)}, 2,
                     (IrValue *[]){b->args[0], body->args[0]});
    IrAffineExpr *id[1] = {adim(0)};
    named_map(ld, "map", 1, 0, 1, id);
    IrOp *stp = op_nr(body, IR_OP_AFFINE_STORE, 3, (IrValue *[]){ld->results[0], b->args[1], body->args[0]});
    IrAffineExpr *rev[1] = {aff(IR_AFF_ADD, aconst(3), aff(IR_AFF_MUL, adim(0), aconst(-1)))};
    named_map(stp, "map", 1, 0, 1, rev);
    ib_op(&B, body, IR_OP_AFFINE_YIELD, 0, NULL, 0, NULL);
    IrOp *ap = ib_op(&B, b, IR_OP_AFFINE_APPLY, 1, (IrType *[]){S(IR_INDEX)}, 2,
                     (IrValue *[]){b->args[2], b->args[2]});
    IrAffineExpr *ae[1] = {
        aff(IR_AFF_ADD, aff(IR_AFF_MUL, adim(0), aconst(2)), aff(IR_AFF_FLOORDIV, asym(0), aconst(3)))};
    named_map(ap, "map", 1, 1, 1, ae);
    ArgHint h[3] = {none, none, {G_RANGE, 0, 4}};
    run_mem_case("affine.for/load/store/apply", fn_end(b, 1, ap->results), h);
  }
  /* affine.delinearize_index into (4, 8), linearize_index by (4, 8) with and
   * without disjoint, on indices that run out of the basis */
  {
    IrType *at[3] = {S(IR_INDEX), S(IR_INDEX), S(IR_INDEX)};
    IrBlock *b = fn_begin(3, at);
    IrOp *de = ib_op(&B, b, IR_OP_AFFINE_DELINEARIZE_INDEX, 2, (IrType *[]){S(IR_INDEX), S(IR_INDEX)}, 1,
                     &b->args[0]);
    ib_attr_ints(&B, de, "static_basis", 2, (int64_t[]){4, 8});
    IrOp *li = ib_op(&B, b, IR_OP_AFFINE_LINEARIZE_INDEX, 1, (IrType *[]){S(IR_INDEX)}, 2,
                     (IrValue *[]){b->args[1], b->args[2]});
    ib_attr_ints(&B, li, "static_basis", 1, (int64_t[]){8});
    IrOp *ld = ib_op(&B, b, IR_OP_AFFINE_LINEARIZE_INDEX, 1, (IrType *[]){S(IR_INDEX)}, 2,
                     (IrValue *[]){b->args[1], b->args[2]});
    ib_attr_ints(&B, ld, "static_basis", 2, (int64_t[]){4, 8});
    ib_attr(&B, ld, "disjoint", IR_ATTR_UNIT);
    IrValue *res[4] = {de->results[0], de->results[1], li->results[0], ld->results[0]};
    ArgHint h[3] = {{G_RANGE, -40, 40}, {G_RANGE, -2, 6}, {G_RANGE, -2, 10}};
    run_case("affine.linearize_index/delinearize_index", fn_end(b, 4, res), h);
  }
  /* linalg on buffers, and in place */
  {
    IrType *at[2] = {MR1(IR_F32, 3), MR1(IR_F32, 3)};
    for (int inplace = 0; inplace < 2; inplace++) {
      IrBlock *b = fn_begin(2, at);
      IrValue *ins = b->args[0], *outs = b->args[inplace ? 0 : 1];
      int ids[1] = {0};
      IrAttr *maps[2] = {map_dims(1, 1, ids), map_dims(1, 1, ids)};
      IrOp *op = ib_op(&B, b, IR_OP_LINALG_GENERIC, 0, NULL, 2, (IrValue *[]){ins, outs});
      ib_attr_array(&B, op, "indexing_maps", 2, maps);
      ib_iterators(&B, op, "p");
      seg_attr(op, 2, (int64_t[]){1, 1});
      IrBlock *body = ib_region(&B, op, 2, (IrType *[]){S(IR_F32), S(IR_F32)});
      IrValue *s = bop(body, IR_OP_ARITH_MULF, S(IR_F32), 2, body->args[0], body->args[1]);
      yield(body, IR_OP_LINALG_YIELD, 1, &s);
      run_mem_case(inplace ? "linalg.generic on a buffer in place" : "linalg.generic on buffers",
                   fn_end(b, 0, NULL), NULL);
    }
  }
}

/* ---- static errors: both must say invalid input ---- */

/* ---- vectors (docs/DESIGN.md "Vectors"): transfers on memrefs and tensors
 * with padding, in_bounds, permutation/broadcast maps and masks at indices
 * that run out of bounds at times; ub.poison; data movement ops; masks. */

static IrType *V(IrElem e, int rank, const int64_t *dims) {
  IrType *t = ib_type(&B, IR_TY_VECTOR, e, rank, dims);
  StrBuf sb = STRBUF_INIT;
  sb_puts(&sb, "vector<");
  for (int i = 0; i < rank; i++)
    sb_printf(&sb, "%" PRId64 "x", dims[i]);
  sb_printf(&sb, "%s>", ir_elem_name(e));
  t->text = arena_strdup(&build_arena, sb_cstr(&sb));
  sb_free(&sb);
  return t;
}
static IrType *V1(IrElem e, int64_t d0) { return V(e, 1, (int64_t[]){d0}); }

/* transfer_read %a[%i, %j], %pad [, %mask] of memref<2x3xf32> (or the
 * tensor) into `vt` with map `m` (NULL: minor identity) and in_bounds ib. */
static void transfer_read_case(const char *name, bool tensor, IrType *vt, int nres, IrAffineExpr **m,
                               const int64_t *ib, bool masked) {
  const int64_t sd[2] = {2, 3};
  IrType *at[5] = {tensor ? Tdims(IR_F32, 2, sd) : MR2(IR_F32, 2, 3), S(IR_INDEX), S(IR_INDEX), S(IR_F32),
                   S(IR_INDEX)};
  IrBlock *b = fn_begin(masked ? 5 : 4, at);
  IrValue *ops[5] = {b->args[0], b->args[1], b->args[2], b->args[3], NULL};
  if (masked) { /* the mask has the transferred dims, in the order of the source dims they walk */
    int mr = 0;
    int64_t md[4];
    for (int d = 0; d < 2; d++)
      for (int j = 0; j < vt->rank; j++) {
        int walked = m ? (m[j]->kind == IR_AFF_DIM ? (int)m[j]->value : -1) : 2 - vt->rank + j;
        if (walked == d) md[mr++] = vt->dims[j];
      }
    IrValue *sz[4] = {b->args[4], b->args[4], b->args[4], b->args[4]};
    ops[4] = ib_op(&B, b, IR_OP_VECTOR_CREATE_MASK, 1, (IrType *[]){V(IR_I1, mr, md)}, mr, sz)->results[0];
  }
  IrOp *op = ib_op(&B, b, IR_OP_VECTOR_TRANSFER_READ, 1, &vt, masked ? 5 : 4, ops);
  if (m) named_map(op, "permutation_map", 2, 0, nres, m);
  if (ib) ib_attr_ints(&B, op, "in_bounds", vt->rank, ib);
  ArgHint h[5] = {{G_DEFAULT, 0, 0}, {G_RANGE, 0, 2}, {G_RANGE, 0, 3}, {G_DEFAULT, 0, 0}, {G_RANGE, -1, 4}};
  run_mem_case(name, fn_end(b, 1, op->results), h);
}

/* transfer_write %v, %a[%i, %j] [, constant_mask] of a vector argument. */
static void transfer_write_case(const char *name, bool tensor, IrType *vt, int nres, IrAffineExpr **m,
                                const int64_t *ib, const int64_t *mask_sizes) {
  const int64_t sd[2] = {2, 3};
  IrType *st_ = tensor ? Tdims(IR_I8, 2, sd) : MR2(IR_I8, 2, 3);
  IrType *at[4] = {vt, st_, S(IR_INDEX), S(IR_INDEX)};
  IrBlock *b = fn_begin(4, at);
  IrValue *ops[5] = {b->args[0], b->args[1], b->args[2], b->args[3], NULL};
  if (mask_sizes) {
    IrOp *mk =
        ib_op(&B, b, IR_OP_VECTOR_CONSTANT_MASK, 1, (IrType *[]){V(IR_I1, vt->rank, vt->dims)}, 0, NULL);
    ib_attr_ints(&B, mk, "mask_dim_sizes", vt->rank, mask_sizes);
    ops[4] = mk->results[0];
  }
  IrOp *op = ib_op(&B, b, IR_OP_VECTOR_TRANSFER_WRITE, tensor ? 1 : 0, &st_, mask_sizes ? 5 : 4, ops);
  if (m) named_map(op, "permutation_map", 2, 0, nres, m);
  if (ib) ib_attr_ints(&B, op, "in_bounds", vt->rank, ib);
  ArgHint h[4] = {{G_DEFAULT, 0, 0}, {G_DEFAULT, 0, 0}, {G_RANGE, 0, 2}, {G_RANGE, 0, 3}};
  run_mem_case(name, fn_end(b, tensor ? 1 : 0, op->results), h);
}

static void vector_cases(void) {
  const int64_t f1[1] = {0}, t1[1] = {1}, tf[2] = {1, 0};
  transfer_read_case("transfer_read minor identity", false, V1(IR_F32, 4), 0, NULL, NULL, false);
  transfer_read_case("transfer_read in_bounds", false, V1(IR_F32, 2), 0, NULL, t1, false);
  transfer_read_case("transfer_read column", false, V1(IR_F32, 3), 1, (IrAffineExpr *[]){adim(0)}, f1, false);
  transfer_read_case("transfer_read broadcast", false, V(IR_F32, 2, (int64_t[]){2, 4}), 2,
                     (IrAffineExpr *[]){aconst(0), adim(1)}, tf, false);
  transfer_read_case("transfer_read transposed masked", false, V(IR_F32, 2, (int64_t[]){3, 2}), 2,
                     (IrAffineExpr *[]){adim(1), adim(0)}, NULL, true);
  transfer_read_case("transfer_read masked in_bounds", false, V1(IR_F32, 4), 0, NULL, t1, true);
  transfer_read_case("transfer_read rank 0", false, V(IR_F32, 0, NULL), 0, (IrAffineExpr *[]){NULL}, NULL,
                     false);
  transfer_read_case("transfer_read tensor", true, V1(IR_F32, 4), 0, NULL, NULL, true);
  transfer_write_case("transfer_write", false, V1(IR_I8, 4), 0, NULL, NULL, NULL);
  transfer_write_case("transfer_write in_bounds masked", false, V1(IR_I8, 4), 0, NULL, t1, (int64_t[]){2});
  transfer_write_case("transfer_write column", false, V1(IR_I8, 2), 1, (IrAffineExpr *[]){adim(0)}, NULL,
                      NULL);
  transfer_write_case("transfer_write tensor", true, V(IR_I8, 2, (int64_t[]){2, 2}), 2,
                      (IrAffineExpr *[]){adim(1), adim(0)}, tf, (int64_t[]){1, 2});
  { /* ub.poison, broadcast and arith on vectors */
    IrType *at[2] = {S(IR_F32), V(IR_F32, 2, (int64_t[]){1, 3})};
    IrBlock *b = fn_begin(2, at);
    IrType *vt = V(IR_F32, 2, (int64_t[]){2, 3});
    IrValue *p = ib_op(&B, b, IR_OP_UB_POISON, 1, &vt, 0, NULL)->results[0];
    IrValue *x = bop(b, IR_OP_VECTOR_BROADCAST, vt, 1, b->args[0]);
    IrValue *y = bop(b, IR_OP_VECTOR_BROADCAST, vt, 1, b->args[1]);
    IrValue *r[3] = {bop(b, IR_OP_ARITH_ADDF, vt, 2, x, y), bop(b, IR_OP_ARITH_MULF, vt, 2, p, y), NULL};
    IrType *st0 = S(IR_I32);
    r[2] = ib_op(&B, b, IR_OP_UB_POISON, 1, &st0, 0, NULL)->results[0];
    run_case("ub.poison/vector.broadcast/arith on vectors", fn_end(b, 3, r), NULL);
  }
  { /* extract / insert at dynamic positions (poison when -1 or out of bounds), transpose, shape_cast */
    IrType *vt = V(IR_I16, 2, (int64_t[]){2, 3});
    IrType *at[4] = {vt, S(IR_INDEX), S(IR_I16), S(IR_INDEX)};
    IrBlock *b = fn_begin(4, at);
    IrOp *ex = ib_op(&B, b, IR_OP_VECTOR_EXTRACT, 1, (IrType *[]){V1(IR_I16, 3)}, 2,
                     (IrValue *[]){b->args[0], b->args[1]});
    ib_attr_ints(&B, ex, "static_position", 1, (int64_t[]){IR_DYN});
    IrOp *in =
        ib_op(&B, b, IR_OP_VECTOR_INSERT, 1, &vt, 3, (IrValue *[]){b->args[2], b->args[0], b->args[3]});
    ib_attr_ints(&B, in, "static_position", 2, (int64_t[]){1, IR_DYN});
    IrOp *tr = ib_op(&B, b, IR_OP_VECTOR_TRANSPOSE, 1, (IrType *[]){V(IR_I16, 2, (int64_t[]){3, 2})}, 1,
                     in->results);
    ib_attr_ints(&B, tr, "permutation", 2, (int64_t[]){1, 0});
    IrValue *sc = bop(b, IR_OP_VECTOR_SHAPE_CAST, V1(IR_I16, 6), 1, tr->results[0]);
    IrOp *e2 = ib_op(&B, b, IR_OP_VECTOR_EXTRACT, 1, (IrType *[]){S(IR_I16)}, 1, &sc);
    ib_attr_ints(&B, e2, "static_position", 1, (int64_t[]){-1});
    ArgHint h[4] = {{G_DEFAULT, 0, 0}, {G_RANGE, -1, 1}, {G_DEFAULT, 0, 0}, {G_RANGE, -1, 2}};
    run_case("vector.extract/insert/transpose/shape_cast",
             fn_end(b, 4, (IrValue *[]){ex->results[0], sc, e2->results[0], in->results[0]}), h);
  }
}

static void invalid_cases(void) {
  /* tosa.mul with a constant shift on i8 */
  run_case_ex("tosa.mul i8 shift 3 (ERROR_IF)",
              tosa_bin_fn(IR_OP_TOSA_MUL, T(IR_I8, 1, (int64_t)2), T(IR_I8, 1, (int64_t)2),
                          T(IR_I32, 1, (int64_t)2), NULL, 3, false),
              NULL, EXPECT_INVALID);
  /* clamp with max < min */
  run_case_ex("tosa.clamp max < min (ERROR_IF)", clamp_fn(IR_F32, IR_F32, 2.0, 1.0, 0, 0, NULL), NULL,
              EXPECT_INVALID);
  /* broadcast shapes that do not match */
  run_case_ex("tosa.add bad broadcast (ERROR_IF)",
              tosa_bin_fn(IR_OP_TOSA_ADD, T(IR_F32, 1, (int64_t)2), T(IR_F32, 1, (int64_t)3),
                          T(IR_F32, 1, (int64_t)3), NULL, 0, false),
              NULL, EXPECT_INVALID);
  /* negate i16 with a non-zero constant zero point */
  {
    IrType *t = T(IR_I16, 1, (int64_t)2), *zt = T(IR_I16, 1, (int64_t)1);
    IrBlock *body = fn_begin(1, &t);
    uint64_t z = 1, z0 = 0;
    IrValue *ops[3] = {body->args[0], tconst(body, zt, 1, &z), tconst(body, zt, 1, &z0)};
    IrValue *r = op_n(body, IR_OP_TOSA_NEGATE, t, 3, ops)->results[0];
    run_case_ex("tosa.negate i16 zp != 0 (ERROR_IF)", fn_end(body, 1, &r), NULL, EXPECT_INVALID);
  }
}

/* ---- fma on narrow formats vs a brute-force reference ---- */

/* Reference fma for f16/bf16 by round-to-odd: the product of two narrow
 * values is exact in double; the sum is computed in double rounding toward
 * zero, and the last bit is set when that was inexact. A round-to-odd
 * result with at least p + 2 bits rounds to nearest-even exactly like the
 * exact value, so one more RNE conversion gives the correctly rounded fma.
 * This is independent of the interpreter's 128-bit integer method. */
static uint64_t fma_reference(const FpFmt *f, uint64_t x, uint64_t y, uint64_t z) {
  FpFmt f64;
  fpi_fmt(IR_F64, &f64);
  volatile double p = fpi_to_double(f, x) * fpi_to_double(f, y);
  volatile double zd = fpi_to_double(f, z);
  fesetround(FE_TOWARDZERO);
  feclearexcept(FE_INEXACT);
  volatile double s = p + zd;
  bool inexact = fetestexcept(FE_INEXACT) != 0;
  fesetround(FE_TONEAREST);
  double sv = s;
  uint64_t b;
  memcpy(&b, &sv, sizeof b);
  if (inexact) b |= 1;
  return fpi_convert(&f64, f, b);
}

static void fma_reference_checks(void) {
  static const IrElem fe[] = {IR_F16, IR_BF16};
  int bad = 0, checked = 0;
  for (size_t j = 0; j < TVF_ARRAY_LEN(fe); j++) {
    IrElem e = fe[j];
    FpFmt f;
    fpi_fmt(e, &f);
    IrFunc *fn = scalar_fn(IR_OP_MATH_FMA, 3, e, e, NULL, NULL);
    Arena a;
    arena_init(&a, 0);
    for (int i = 0; i < 20000; i++) {
      uint64_t x = gen_float(e), y = gen_float(e), z = gen_float(e);
      if (!fpi_is_finite(&f, x) || !fpi_is_finite(&f, y) || !fpi_is_finite(&f, z)) continue;
      uint64_t ref = fma_reference(&f, x, y, z);
      ArenaMark m = arena_mark(&a);
      EvalTensor *args[3];
      uint64_t in[3] = {x, y, z};
      for (int k = 0; k < 3; k++) {
        args[k] = eval_tensor_new(&a, EVAL_SCALAR, e, 0, NULL);
        args[k]->bits[0] = in[k];
      }
      EvalResult r;
      if (eval_func(fn, args, &a, &r, NULL) != TVF_OK) {
        bad++;
      } else {
        checked++;
        if (!eval_value_refines(e, ref, r.results[0]->bits[0])) {
          if (bad < 3)
            fprintf(stderr,
                    "fma %s(0x%" PRIx64 ", 0x%" PRIx64 ", 0x%" PRIx64 "): eval 0x%" PRIx64
                    ", reference 0x%" PRIx64 "\n",
                    ir_elem_name(e), x, y, z, r.results[0]->bits[0], ref);
          bad++;
        }
      }
      arena_reset_to(&a, m);
    }
    arena_destroy(&a);
  }
  TVF_CHECK_MSG(bad == 0, "fma reference: %d of %d disagree", bad, checked);
  TVF_CHECK(checked > 10000);
  printf("fma reference: %d f16/bf16 fma results checked\n", checked);
}

/* ---- small direct checks of the API ---- */

static void api_checks(void) {
  Arena a;
  arena_init(&a, 0);
  /* printer */
  EvalTensor *t = eval_tensor_new(&a, EVAL_TENSOR, IR_F32, 1, (int64_t[]){3});
  t->bits[0] = 0x3fc00000; /* 1.5 */
  t->bits[1] = 0x80000000; /* -0 */
  t->bits[2] = 0x7fc00000;
  StrBuf sb = STRBUF_INIT;
  eval_tensor_print(t, &sb, 8);
  TVF_CHECK_STREQ(sb_cstr(&sb), "[1.5, -0, NaN]");
  sb_free(&sb);
  TVF_CHECK(eval_value_refines(IR_F32, 0x7fc00000, 0xffc00001));
  TVF_CHECK(!eval_value_refines(IR_F32, 0x00000000, 0x80000000));
  TVF_CHECK_EQ_INT(eval_canonical(IR_I8, 0x1ff), 0xff);
  /* a wrong argument count is an error value, not a crash */
  IrFunc *f = scalar_fn(IR_OP_ARITH_ADDF, 2, IR_F32, IR_F32, NULL, NULL);
  EvalTensor *args[2] = {t, NULL};
  EvalResult r;
  Diag d;
  diag_init(&d);
  TVF_CHECK(eval_func(f, args, &a, &r, &d) == TVF_EINPUT);
  TVF_CHECK_CONTAINS(d.msg, "argument");
  /* op kinds without semantics are reported, not evaluated */
  TVF_CHECK(!eval_supports(IR_OP_UNKNOWN));
  arena_destroy(&a);
}

/* ---- concrete confirmation of miscompile verdicts (encoder/tv/tv_eval.c) ---- */

/* f(%a: f32) -> f32 with one unary op (or the argument itself for IR_OP_UNKNOWN),
 * optionally negated afterwards. */
static IrFunc *unary_pair_fn(IrOpKind k, bool negate) {
  IrType *args[1] = {S(IR_F32)};
  IrBlock *body = fn_begin(1, args);
  IrValue *v = body->args[0];
  if (k != IR_OP_UNKNOWN) v = bop(body, k, S(IR_F32), 1, v);
  if (negate) v = bop(body, IR_OP_ARITH_NEGF, S(IR_F32), 1, v);
  return fn_end(body, 1, &v);
}

/* A src bitcast of a NaN is a choice site with two sampled encodings: a tgt
 * encoding among them is matched, any other one is EVAL_EXISTS_SAMPLED
 * (not "none": the encodings in between were not tried). */
static void nan_bitcast_sampling_checks(void) {
  Arena a;
  arena_init(&a, 0);
  IrType *args_t[1] = {S(IR_F32)};
  IrBlock *body = fn_begin(1, args_t);
  IrOp *op = op_n(body, IR_OP_ARITH_BITCAST, S(IR_I32), 1, body->args);
  IrFunc *src = fn_end(body, 1, op->results);
  EvalTensor *x = eval_tensor_new(&a, EVAL_SCALAR, IR_F32, 0, NULL);
  x->bits[0] = 0x7fc00000u;
  EvalTensor *args[1] = {x};
  static const struct {
    uint64_t tgt;
    EvalExists want;
  } cases[] = {
      {0x7fc00000u, EVAL_EXISTS_FOUND}, {0xffffffffu, EVAL_EXISTS_FOUND}, {0x7f800001u, EVAL_EXISTS_SAMPLED}};
  for (size_t i = 0; i < TVF_ARRAY_LEN(cases); i++) {
    EvalTensor *t = eval_tensor_new(&a, EVAL_SCALAR, IR_I32, 0, NULL);
    t->bits[0] = cases[i].tgt;
    EvalResult et;
    memset(&et, 0, sizeof et);
    et.results = &t;
    et.nresults = 1;
    et.nargs = 1;
    EvalTensor *final_args[1] = {NULL};
    et.final_args = final_args;
    int nsites = 0;
    TVF_CHECK_EQ_INT(tv_eval_src_may_match(src, args, &et, false, 0, 0, true, 4, &a, &nsites), cases[i].want);
    TVF_CHECK_EQ_INT(nsites, 1);
  }
  arena_destroy(&a);
}

static void tv_eval_checks(void) {
  Arena a;
  arena_init(&a, 0);
  TvOptions o;
  tv_options_default(&o);
  TvReport r;
  Diag d;
  diag_init(&d);
  /* a real miscompile: negf(x) vs x; the replay reproduces it */
  IrFunc *src = unary_pair_fn(IR_OP_UNKNOWN, true), *tgt = unary_pair_fn(IR_OP_UNKNOWN, false);
  TVF_CHECK(tv_check_funcs(src, tgt, &o, &a, &r, &d) == TVF_OK);
  TVF_CHECK_EQ_INT(r.verdict, TV_MISCOMPILE);
  TVF_CHECK(r.concrete.ran && r.concrete.evaluated && r.concrete.reproduced);
  TVF_CHECK_EQ_INT(r.concrete.stage, TV_STAGE_VALUE);
  StrBuf sb = STRBUF_INIT;
  tv_report_print(&r, &sb);
  TVF_CHECK_CONTAINS(sb_cstr(&sb), "concrete: result #0 element 0: src = ");
  TVF_CHECK_CONTAINS(sb_cstr(&sb), "(evaluated)");
  sb_clear(&sb);
  tv_report_json(&r, &sb);
  TVF_CHECK_CONTAINS(sb_cstr(&sb), "\"concrete\":{\"evaluated\":true,\"reproduced\":true");
  /* the same report with an input on which src and tgt agree (NaN: -NaN
   * is NaN): the replay does not reproduce it, the verdict drops to
   * inconclusive and the message says why */
  TvReport fake = r;
  char *nan_text = arena_strdup(&a, "NaN (0x7fc00000)");
  TvCexArg arg = r.args[0];
  arg.values = &nan_text;
  fake.args = &arg;
  TvVerdict v = tv_eval_confirm(src, tgt, &o, &a, &fake);
  TVF_CHECK_EQ_INT(v, TV_INCONCLUSIVE);
  TVF_CHECK(fake.concrete.evaluated && !fake.concrete.reproduced);
  TVF_CHECK_CONTAINS(fake.message, "the concrete evaluation did not reproduce it");
  TVF_CHECK_CONTAINS(fake.message, "agree");
  /* unreadable inputs are not a reproduction either */
  char *bad_text = arena_strdup(&a, "?");
  arg.values = &bad_text;
  fake = r;
  fake.args = &arg;
  TVF_CHECK_EQ_INT(tv_eval_confirm(src, tgt, &o, &a, &fake), TV_INCONCLUSIVE);
  TVF_CHECK_CONTAINS(fake.message, "cannot read input 0");
  /* a miscompile that holds for every value of exp (exp >= +0, so -exp(x)
   * differs from exp(x) unless x is NaN): the replay's values come from
   * libm, yet it reproduces the solver's element */
  src = unary_pair_fn(IR_OP_MATH_EXP, false);
  tgt = unary_pair_fn(IR_OP_MATH_EXP, true);
  TVF_CHECK(tv_check_funcs(src, tgt, &o, &a, &r, &d) == TVF_OK);
  TVF_CHECK_EQ_INT(r.verdict, TV_MISCOMPILE);
  TVF_CHECK(r.concrete.reproduced);
  /* a correct pair never reaches the replay */
  TVF_CHECK(tv_check_funcs(src, src, &o, &a, &r, &d) == TVF_OK);
  TVF_CHECK_EQ_INT(r.verdict, TV_CORRECT);
  TVF_CHECK(!r.concrete.ran);
  sb_free(&sb);
  arena_destroy(&a);
}

int main(void) {
  arena_init(&build_arena, 0);
  B.a = &build_arena;
  api_checks();
  tv_eval_checks();
  nan_bitcast_sampling_checks();
  /* the interpreter's table matches the encoder's; memory ops (issue #15)
   * may be in the interpreter's alone while the encoder side lands */
  int table = 0;
  for (int k = 1; k < IR_OP_COUNT; k++) {
    bool enc = sem_lookup((IrOpKind)k) != NULL;
    if (enc) table++;
    if (!enc && eval_supports((IrOpKind)k) && memory_kind((IrOpKind)k)) {
      printf("in the interpreter's table only (encoder side pending): %s\n", ir_op_kind_name((IrOpKind)k));
      continue;
    }
    TVF_CHECK_MSG(enc == eval_supports((IrOpKind)k), "%s: encoder %d, eval %d", ir_op_kind_name((IrOpKind)k),
                  enc, eval_supports((IrOpKind)k));
  }
  tosa_elementwise_cases();
  tosa_misc_cases();
  tosa_layout_cases();
  tosa_reduce_cases();
  tosa_compute_cases();
  tosa_rescale_cases();
  linalg_elementwise_cases();
  linalg_structured_cases();
  tensor_cases();
  arith_cases();
  narrow_int_cases();
  invalid_cases();
  memory_cases();
  vector_cases();
  printf("memory cases: %ld run, %ld skipped (op kinds or the memory side not in the encoder yet)\n",
         mem_cases_run, mem_cases_skipped);
  fma_reference_checks();
  /* coverage: every kind of the semantics table got enough inputs */
  int covered = 0;
  long min_inputs = -1;
  for (int k = 1; k < IR_OP_COUNT; k++) {
    if (!sem_lookup((IrOpKind)k)) continue;
    TVF_CHECK_MSG(kind_inputs[k] >= INPUTS_PER_CASE, "%s: only %ld inputs", ir_op_kind_name((IrOpKind)k),
                  kind_inputs[k]);
    if (kind_inputs[k] >= INPUTS_PER_CASE) covered++;
    if (min_inputs < 0 || kind_inputs[k] < min_inputs) min_inputs = kind_inputs[k];
  }
  printf("eval property test: %d of %d op kinds covered, %d cases, >= %ld inputs per op kind (%d per case), "
         "%ld inputs compared (%ld with UB), %ld values compared bit for bit, %ld approximate elements "
         "skipped\n",
         covered, table, ncases, min_inputs, INPUTS_PER_CASE, ninputs, nub, nvalues_compared,
         napprox_skipped);
  /* Either-sign zero results were met and resolved both ways. */
  TVF_CHECK_MSG(nchoice_sites > 0 && nchoice_flipped > 0 && nchoice_flipped < nchoice_sites,
                "choice sites: %ld met, %ld flipped", nchoice_sites, nchoice_flipped);
  printf("either-sign zero results: %ld choice sites met, %ld resolved to the other zero\n", nchoice_sites,
         nchoice_flipped);
  /* NaN encodings of arith.bitcast are among them */
  TVF_CHECK_MSG(nnan_sites > 0, "no NaN bitcast site met");
  printf("NaN bitcast sites: %ld\n", nnan_sites);
  arena_destroy(&build_arena);
  return tvf_test_report("eval");
}
