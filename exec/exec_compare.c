/*
 * exec_compare.c: the execution oracle's comparison of a compiled run with
 * the interpreter's run of the source program (see exec.h). No MLIR.
 *
 * Policies (the validator's, docs/DESIGN.md "Execution oracle"): src UB on
 * the input means no obligation; a poison or uninitialized src element
 * matches anything; any NaN matches any NaN, +0 and -0 differ; integers and
 * exactly rounded FP values are bit-exact; a float element the interpreter
 * marks approximate (it depends on a libm value) may be off by `ulp_tol`
 * ulps, an approximate integer element (a comparison or conversion of such
 * a value) is not compared, and neither is anything when a UB condition of
 * src read an approximated value. TOSA's float dot products (MATMUL, CONV2D,
 * DEPTHWISE_CONV2D, AVG_POOL2D, REDUCE_SUM) need only meet the dot-product
 * accuracy bound (docs/DESIGN.md "Dot products in any order"): when src has
 * one, a float element beyond `ulp_tol` ulps is judged by its sensitivity to
 * every dot product moved within that bound (see "Sensitivity" below). When src computes floats with
 * TOSA ops, an expected value below the smallest normal matches any value of
 * its sign up to that normal, or a zero (TOSA 1.0's compliance check lets
 * subnormal results be flushed); a bf16 subnormal reference matches a zero of
 * its sign anywhere (bf16_flush_ok, a host/LLVM flush). A mismatch on a src with either-sign
 * zero results (eval.h EvalChoices) stands only if no allowed src result
 * matches (tv_eval_src_may_match, strict: approximate elements ignored).
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "encoder/fp/fp_ieee.h"
#include "encoder/tv/tv_eval.h"
#include "exec/exec.h"

static bool flag(const bool *f, int64_t i) { return f && f[i]; }

/* Order-preserving integer image of a float bit pattern. */
static int64_t ordered(IrElem e, uint64_t b) {
  int w = ir_elem_bits(e);
  uint64_t sign = UINT64_C(1) << (w - 1);
  uint64_t mag = b & (sign - 1);
  return (b & sign) ? -(int64_t)mag : (int64_t)mag;
}

static bool is_nan(IrElem e, uint64_t b) {
  int w = ir_elem_bits(e), sb = ir_elem_sbits(e);
  uint64_t mant = (UINT64_C(1) << (sb - 1)) - 1;
  uint64_t sign = UINT64_C(1) << (w - 1);
  uint64_t exp = (sign - 1) & ~mant;
  return (b & exp) == exp && (b & mant) != 0;
}

uint64_t exec_ulp_distance(IrElem e, uint64_t a, uint64_t b) {
  bool na = is_nan(e, a), nb = is_nan(e, b);
  if (na || nb) return na && nb ? 0 : UINT64_MAX;
  int64_t x = ordered(e, a), y = ordered(e, b);
  return x > y ? (uint64_t)(x - y) : (uint64_t)(y - x);
}

static void elem_text(const EvalTensor *t, int64_t i, char *buf, size_t n) {
  char v[64];
  eval_format_elem(t, i, v, sizeof v);
  if (ir_elem_is_float(t->elem))
    snprintf(buf, n, "%s (0x%0*" PRIx64 ")", v, ir_elem_bits(t->elem) / 4, t->bits[i]);
  else
    snprintf(buf, n, "%s", v);
}

static void where_text(const EvalTensor *t, int nres, int k, int64_t i, char *buf, size_t n) {
  if (k >= nres) {
    snprintf(buf, n, "%%arg%d buffer[%" PRId64 "]", k - nres, i);
    return;
  }
  int len = snprintf(buf, n, "result #%d element %" PRId64 " [", k, i);
  int64_t rem = i, idx[16] = {0};
  int rank = t->rank <= 16 ? t->rank : 0;
  for (int d = rank - 1; d >= 0; d--) {
    int64_t dim = t->dims[d] > 0 ? t->dims[d] : 1;
    idx[d] = rem % dim;
    rem /= dim;
  }
  for (int d = 0; d < rank && len > 0 && (size_t)len < n - 24; d++)
    len += snprintf(buf + len, n - (size_t)len, "%s%" PRId64, d ? ", " : "", idx[d]);
  if (len > 0 && (size_t)len < n - 2) snprintf(buf + len, n - (size_t)len, "]");
}

static const EvalTensor *out_of(const EvalTensor *const *res, int nres, const EvalTensor *const *fin,
                                int nargs, int k) {
  if (k < nres) return res[k];
  return k - nres < nargs && fin ? fin[k - nres] : NULL;
}

/* Does some op of the block, or of a region nested in it, satisfy pred? */
static bool any_op(const IrBlock *b, bool (*pred)(const IrOp *)) {
  for (int i = 0; b && i < b->nops; i++) {
    const IrOp *op = b->ops[i];
    if (pred(op)) return true;
    for (int r = 0; r < op->nregions; r++)
      for (int k = 0; k < op->regions[r]->nblocks; k++)
        if (any_op(op->regions[r]->blocks[k], pred)) return true;
  }
  return false;
}

static bool float_result(const IrOp *op) {
  return op->nresults > 0 && op->results[0]->type && ir_elem_is_float(op->results[0]->type->elem);
}

static bool is_float_dot(const IrOp *op) {
  return (op->kind == IR_OP_TOSA_MATMUL || op->kind == IR_OP_TOSA_CONV2D ||
          op->kind == IR_OP_TOSA_DEPTHWISE_CONV2D || op->kind == IR_OP_TOSA_REDUCE_SUM ||
          op->kind == IR_OP_TOSA_AVG_POOL2D) &&
         float_result(op);
}

static bool is_tosa_float(const IrOp *op) { return !strncmp(op->name, "tosa.", 5) && float_result(op); }

/* An op computing a bf16 value (what the host's f32 -> bf16 conversion may
 * flush, see bf16_flush_ok). */
static bool has_bf16_result(const IrOp *op) {
  for (int r = 0; r < op->nresults; r++)
    if (op->results[r]->type && op->results[r]->type->elem == IR_BF16) return true;
  return false;
}

static bool has_bf16_arg(const IrFunc *f) {
  for (int i = 0; f->body && i < f->body->nargs; i++)
    if (f->body->args[i]->type && f->body->args[i]->type->elem == IR_BF16) return true;
  return false;
}

bool exec_has_dot_products(const IrFunc *f) { return any_op(f->body, is_float_dot); }

bool exec_has_tosa_float(const IrFunc *f) { return any_op(f->body, is_tosa_float); }

/* The TOSA transcendental functions' error bounds (TANH, SIN, COS, SIGMOID,
 * EXP, LOG, ...) all allow at least half a unit of the format's precision in
 * absolute terms (calcAbsErrorBound with a minimum of 2^-(frac+1)), far more
 * than a few ulps near zero. Those errors add up when approximated values
 * are summed (a REDUCE_SUM of three TANH results that cancel to -0.028 was
 * off by 2^-23: campaign finding 4578ac6d6d41d512), and the interpreter
 * keeps no error magnitude, only the flag: an approximate element within
 * TOSA_APPROX_TERMS such bounds of the reference matches. */
#define TOSA_APPROX_TERMS 8
static bool tosa_abs_ok(IrElem e, uint64_t ref, uint64_t got) {
  if (is_nan(e, ref) || is_nan(e, got)) return false;
  FpFmt f;
  if (!fpi_fmt(e, &f)) return false;
  double r = fpi_to_double(&f, ref), g = fpi_to_double(&f, got);
  return fabs(r - g) <= TOSA_APPROX_TERMS * ldexp(1.0, -ir_elem_sbits(e)); /* sbits = frac + 1 */
}

/* TOSA 1.0's compliance check (tosa_reference_check_fp_bnd) accepts, for a
 * reference of magnitude below the smallest normal, any value of its sign up
 * to that normal, a zero of either sign included: subnormal results may be
 * flushed. */
static bool tosa_tiny_ok(IrElem e, uint64_t ref, uint64_t got) {
  int w = ir_elem_bits(e), sb = ir_elem_sbits(e);
  uint64_t sign = UINT64_C(1) << (w - 1), mant = (UINT64_C(1) << (sb - 1)) - 1;
  uint64_t exp = (sign - 1) & ~mant, min_normal = mant + 1;
  if ((ref & exp) != 0) return false; /* ref is normal (or special) */
  uint64_t mag = got & (sign - 1);
  if (mag == 0) return true;
  return (got & sign) == (ref & sign) && mag <= min_normal;
}

/* x86 hosts with AVX512-BF16 (or AVX-NE-CONVERT) round f32 to bf16 with an
 * instruction that flushes subnormal results to zero, and LLVM 22 selects
 * it for every bf16 operation it computes in f32 (an LLVM bug, not one of
 * the passes under test; llvm/llvm-project#221052): a bf16 element whose
 * reference is subnormal (or the smallest normal) matches a zero of its sign
 * in compiled code. The
 * validator still checks those pairs exactly. */
static bool bf16_flush_ok(IrElem e, uint64_t ref, uint64_t got) {
  if (e != IR_BF16) return false;
  /* An f32 input below the smallest normal is flushed too, so a result
   * rounded up to the smallest normal (0x0080) may also come out as zero. */
  bool ref_tiny = (ref & 0x7fff) != 0 && (ref & 0x7fff) <= 0x0080;
  return ref_tiny && (got & 0x7fff) == 0 && (got & 0x8000) == (ref & 0x8000);
}

/* Sensitivity of approximate elements. The interpreter keeps a flag per
 * approximate element, not an error magnitude, yet later ops may amplify the
 * error of an approximation far beyond a few ulps (a reciprocal of a TANH
 * value near zero within TOSA's absolute bound: campaign finding
 * 4578ac6d6d41d512), and a libm primitive the compiled code calls may
 * itself be off by more than the flat tolerance (LLVM rewrites pow(2^n, y)
 * as exp2(n * y), 5.5 ulps: f4bedae6c15a7b78; TOSA's POW bound is far
 * looser). So when an approximate element differs, src is run again with
 * every approximate primitive moved by the error the oracle grants it
 * (eval_set_approx_nudge: all up, all down, two random mixes), and the
 * element's sensitivity is the largest distance of those runs from the
 * reference; the compiled value matches within twice that plus the flat
 * tolerance. The same runs move every float TOSA dot product by its
 * accuracy bound (ev_dot_nudge: ksb * max(sum of |terms| * 2^-(1+frac),
 * normal_min), TOSA 1.0 tosa_reference_check_dotproduct), which scales with
 * the terms' magnitudes, not the result's: a conv2d whose bias of 768
 * cancels to 2.9 may be off by far more than a few ulps of 2.9 (campaign
 * finding 7867b3b4eefadfd7). Elements no nudge reaches keep sensitivity 0
 * and the flat tolerance. An element whose nudged runs
 * leave the finite range (or change a discrete choice that sends it far)
 * is ill-conditioned on this input and matches anything. */
#define NUDGE_RUNS 4
static bool within_sensitivity(IrElem e, uint64_t ref, uint64_t got, double sens, int ulp_tol) {
  if (!(sens > 0)) return false;
  if (isinf(sens)) return true; /* a nudged run left the finite range */
  if (is_nan(e, ref) || is_nan(e, got)) return false;
  FpFmt f;
  if (!fpi_fmt(e, &f)) return false;
  double r = fpi_to_double(&f, ref), g = fpi_to_double(&f, got);
  if (isinf(r) || isinf(g)) return false;
  int ex = 0;
  frexp(r, &ex);
  double ulp = ldexp(1.0, ex - ir_elem_sbits(e));
  return fabs(r - g) <= 2 * sens + ulp_tol * ulp;
}

/* Per output element (sens[k][i]), the largest distance from the reference
 * over the nudged runs of src; NULL when src cannot be re-run. */
static double **sensitivities(const IrFunc *src, EvalTensor **args, const EvalResult *es, bool tosa_float,
                              int ulp_tol, Arena *a) {
  int nres = es->nresults, nout = nres + es->nargs;
  double **sens = arena_alloc(a, sizeof(double *) * (size_t)(nout ? nout : 1));
  for (int k = 0; k < nout; k++) {
    const EvalTensor *sv = out_of((const EvalTensor *const *)es->results, nres,
                                  (const EvalTensor *const *)es->final_args, es->nargs, k);
    sens[k] = sv ? arena_alloc(a, sizeof(double) * (size_t)(sv->n ? sv->n : 1)) : NULL;
    if (sv) memset(sens[k], 0, sizeof(double) * (size_t)sv->n);
  }
  static const int modes[NUDGE_RUNS] = {1, -1, 2, 2};
  bool any = false;
  for (int r = 0; r < NUDGE_RUNS; r++) {
    EvalResult en;
    Diag d;
    diag_init(&d);
    ArenaMark m = arena_mark(a);
    eval_set_approx_nudge(modes[r], ulp_tol, tosa_float, (uint64_t)r * 0x2545f4914f6cdd1du + 1);
    TvfStatus st = eval_func(src, args, a, &en, &d);
    eval_set_approx_nudge(0, 0, false, 0);
    if (st == TVF_OK && !en.ub && en.nresults == nres) {
      any = true;
      for (int k = 0; k < nout; k++) {
        const EvalTensor *sv = out_of((const EvalTensor *const *)es->results, nres,
                                      (const EvalTensor *const *)es->final_args, es->nargs, k);
        const EvalTensor *nv = out_of((const EvalTensor *const *)en.results, nres,
                                      (const EvalTensor *const *)en.final_args, en.nargs, k);
        FpFmt f;
        if (!sv || !nv || nv->n != sv->n || !fpi_fmt(sv->elem, &f)) continue;
        for (int64_t i = 0; i < sv->n; i++) {
          double x = fpi_to_double(&f, sv->bits[i]), y = fpi_to_double(&f, nv->bits[i]);
          double dist = isnan(x) && isnan(y) ? 0 : x == y ? 0 : fabs(x - y);
          if (isnan(dist)) dist = INFINITY;
          if (dist > sens[k][i]) sens[k][i] = dist;
        }
      }
    }
    arena_reset_to(a, m);
  }
  return any ? sens : NULL;
}

/* First difference between es and the run (diff filled), or false. */
/* Does compiled element tv[i] fail to match reference element sv[i]? */
static bool elem_bad(const EvalTensor *sv, const EvalTensor *tv, int64_t i, bool all_approx, int ulp_tol,
                     bool dots, bool tosa_tiny, const double *sens, bool *approx_out, ExecDiff *diff) {
  bool approx = all_approx || flag(sv->approx, i);
  *approx_out = approx;
  bool bad;
  if (approx && !ir_elem_is_float(sv->elem)) {
    return false;
  } else if (approx) {
    if (diff) diff->checked_approx++;
    bad = exec_ulp_distance(sv->elem, sv->bits[i], tv->bits[i]) > (uint64_t)ulp_tol;
    if (bad && tosa_tiny) bad = !tosa_abs_ok(sv->elem, sv->bits[i], tv->bits[i]);
    if (bad && sens) bad = !within_sensitivity(sv->elem, sv->bits[i], tv->bits[i], sens[i], ulp_tol);
  } else if (dots && ir_elem_is_float(sv->elem)) {
    bad = exec_ulp_distance(sv->elem, sv->bits[i], tv->bits[i]) > (uint64_t)ulp_tol;
    if (bad && sens) bad = !within_sensitivity(sv->elem, sv->bits[i], tv->bits[i], sens[i], ulp_tol);
  } else {
    bad = !eval_value_refines(sv->elem, sv->bits[i], tv->bits[i]);
  }
  if (bad && tosa_tiny && ir_elem_is_float(sv->elem)) bad = !tosa_tiny_ok(sv->elem, sv->bits[i], tv->bits[i]);
  if (bad) bad = !bf16_flush_ok(sv->elem, sv->bits[i], tv->bits[i]);
  return bad;
}

/* The first element of output sv (src) that the compiled tv does not
 * match (av: the same output of an alternative src run, or NULL), into
 * diff's k, i, src, tgt and flags; -1 when every element matches. A run by
 * the interpreter (a snapshot in the lowering's bisection) can leave an
 * element poison or uninitialized where src defines it: that differs
 * whatever bits it holds (compiled runs carry no flags). */
static int64_t first_bad(const EvalTensor *sv, const EvalTensor *tv, const EvalTensor *av,
                         const EvalResult *alt, bool all_approx, int ulp_tol, bool dots, bool tosa_tiny,
                         const double *sens, int k, ExecDiff *diff) {
  if (av && (av->n != sv->n || av->elem != sv->elem)) av = NULL;
  for (int64_t i = 0; i < sv->n; i++) {
    if (flag(sv->poison, i) || flag(sv->uninit, i)) continue;
    bool undef = flag(tv->poison, i) || flag(tv->uninit, i), approx = false;
    bool bad = undef || elem_bad(sv, tv, i, all_approx, ulp_tol, dots, tosa_tiny, sens, &approx, diff);
    if (bad && !undef && av && !flag(av->poison, i) && !flag(av->uninit, i)) {
      bool aa;
      bad = elem_bad(av, tv, i, alt->ub_checks_approx, ulp_tol, dots, tosa_tiny, NULL, &aa, NULL);
    }
    if (!bad) continue;
    diff->k = k;
    diff->i = i;
    diff->approx = approx;
    diff->dot_bound = !undef && !approx && dots && ir_elem_is_float(sv->elem);
    elem_text(sv, i, diff->src, sizeof diff->src);
    if (undef)
      snprintf(diff->tgt, sizeof diff->tgt, "%s", flag(tv->poison, i) ? "poison" : "uninitialized");
    else
      elem_text(tv, i, diff->tgt, sizeof diff->tgt);
    return i;
  }
  return -1;
}

/* An output whose element count or type differs (k, where already named). */
static bool count_differs(const EvalTensor *sv, const EvalTensor *tv, int k, ExecDiff *diff) {
  if (tv && tv->n == sv->n && tv->elem == sv->elem) return false;
  diff->k = k;
  diff->i = -1;
  snprintf(diff->src, sizeof diff->src, "%" PRId64 " elements", sv->n);
  snprintf(diff->tgt, sizeof diff->tgt, tv ? "%" PRId64 " elements" : "missing", tv ? tv->n : 0);
  return true;
}

/* A global of a run by name; NULL when it has none. */
static const EvalTensor *global_of(const char *const *names, EvalTensor *const *vals, int n,
                                   const char *name) {
  for (int j = 0; names && vals && j < n; j++)
    if (names[j] && !strcmp(names[j], name)) return vals[j];
  return NULL;
}

/* The first compiled element that does not match es (into diff); true when
 * there is one. With `alt`, an element also matches when it matches alt's
 * (the same source run another way: the host flushes bf16 subnormals in
 * some operations and not in others, so each element may follow either).
 * The outputs: results, buffer arguments, then the mutable globals after
 * the call (the state the program's next call starts from; a global the
 * compiled module no longer has is not compared, and no nudged run reaches
 * one: an approximate element gets the flat tolerance). */
static bool scan(const EvalResult *es, const EvalResult *alt, const ExecRun *run, int ulp_tol, bool dots,
                 bool tosa_tiny, double *const *sens, ExecDiff *diff) {
  int nres = es->nresults;
  int nout = nres + es->nargs;
  bool all_approx = es->ub_checks_approx;
  for (int k = 0; k < nout; k++) {
    const EvalTensor *sv = out_of((const EvalTensor *const *)es->results, nres,
                                  (const EvalTensor *const *)es->final_args, es->nargs, k);
    const EvalTensor *tv = out_of((const EvalTensor *const *)run->results, run->nresults,
                                  (const EvalTensor *const *)run->final_args, run->nargs, k);
    const EvalTensor *av = alt && alt->nresults == nres && alt->nargs == es->nargs
                               ? out_of((const EvalTensor *const *)alt->results, nres,
                                        (const EvalTensor *const *)alt->final_args, alt->nargs, k)
                               : NULL;
    if (!sv || (k >= nres && !tv)) continue; /* a buffer only one side reports */
    if (count_differs(sv, tv, k, diff)) {
      snprintf(diff->where, sizeof diff->where, k < nres ? "result #%d" : "%%arg%d buffer",
               k < nres ? k : k - nres);
      return true;
    }
    int64_t i =
        first_bad(sv, tv, av, alt, all_approx, ulp_tol, dots, tosa_tiny, sens ? sens[k] : NULL, k, diff);
    if (i >= 0) {
      where_text(sv, nres, k, i, diff->where, sizeof diff->where);
      return true;
    }
  }
  for (int j = 0; j < es->nglobals; j++) {
    const EvalTensor *sv = es->final_globals[j];
    const char *name = es->global_names[j];
    const EvalTensor *tv =
        global_of((const char *const *)run->global_names, run->final_globals, run->nglobals, name);
    const EvalTensor *av =
        alt ? global_of((const char *const *)alt->global_names, alt->final_globals, alt->nglobals, name)
            : NULL;
    if (!sv || !tv) continue;
    int k = nout + j;
    if (count_differs(sv, tv, k, diff)) {
      snprintf(diff->where, sizeof diff->where, "global @%.60s", name);
      return true;
    }
    int64_t i = first_bad(sv, tv, av, alt, all_approx, ulp_tol, dots, tosa_tiny, NULL, k, diff);
    if (i >= 0) {
      snprintf(diff->where, sizeof diff->where, "global @%.60s[%" PRId64 "]", name, i);
      return true;
    }
  }
  return false;
}

ExecVerdict exec_compare(const IrFunc *src, EvalTensor **args, const EvalResult *es, const ExecRun *run,
                         int ulp_tol, Arena *a, ExecDiff *diff) {
  memset(diff, 0, sizeof *diff);
  diff->k = -1;
  diff->i = -1;
  if (es->ub) return EXEC_NO_OBLIG;
  if (run->nresults != es->nresults) {
    snprintf(diff->where, sizeof diff->where, "result count");
    snprintf(diff->src, sizeof diff->src, "%d results", es->nresults);
    snprintf(diff->tgt, sizeof diff->tgt, "%d results", run->nresults);
    return EXEC_INCOMPARABLE;
  }
  bool dot = exec_has_dot_products(src);
  bool tosa_float = any_op(src->body, is_tosa_float);
  if (!scan(es, NULL, run, ulp_tol, dot, tosa_float, NULL, diff)) return EXEC_MATCH;
  /* Either-sign zeros: is there an allowed src result without a violation? */
  EvalResult et;
  memset(&et, 0, sizeof et);
  et.results = run->results;
  et.nresults = run->nresults;
  et.final_args = run->final_args;
  et.nargs = run->nargs;
  ArenaMark m = arena_mark(a);
  int nsites = 0;
  EvalExists ex = tv_eval_src_may_match(src, args, &et, false, -1, -1, true, TV_EVAL_MAX_CHOICES, a, &nsites);
  arena_reset_to(a, m);
  if (ex == EVAL_EXISTS_FOUND && nsites > 0) return EXEC_MATCH;
  /* src bitcasts a NaN: only two of its encodings were tried, so a
   * difference proves nothing (sem_arith.c bitcast_elem) */
  if (ex == EVAL_EXISTS_SAMPLED) return EXEC_MATCH;
  /* bf16 subnormals flushed inside the computation by the host (see
   * bf16_flush_ok; a flushed sum fed to a log gives -Inf: campaign finding
   * 983900feee0f30d9): src run again with every bf16 result flushed, and
   * every bf16 argument (the backend re-rounds a bf16 input that an f32
   * computation widened: campJ false alarm 399327a2, minnumf of 0x0001).
   * Each element may match either run: the host flushes in some operations
   * and not in others (campM false alarm 3ab9af2e: log(maximum(c, x)) of a
   * subnormal x flushed where c is 0, not where c is NaN under IGNORE).
   * Then with the results flushed and the arguments kept: an argument the
   * code only widens keeps its value (campO false alarm 4ad1709c: pow(x + x,
   * y) with subnormal x and y, the sum flushed, y not). */
  static const EvalBf16Flush modes[2] = {EVAL_BF16_FLUSH_ALL, EVAL_BF16_FLUSH_RESULTS};
  bool bf16 = any_op(src->body, has_bf16_result) || has_bf16_arg(src);
  for (int k = 0; k < 2 && bf16; k++) {
    EvalResult ef;
    Diag d;
    diag_init(&d);
    m = arena_mark(a);
    eval_set_bf16_flush(modes[k]);
    TvfStatus st = eval_func(src, args, a, &ef, &d);
    eval_set_bf16_flush(EVAL_BF16_FLUSH_OFF);
    ExecDiff fd;
    memset(&fd, 0, sizeof fd);
    /* A flushed run whose src has undefined behaviour (a REQUIRE the
     * flushed values violate: campP false alarm 7c173462, pow(0, 1/x) with
     * 1/x a bf16 subnormal the host flushed to 0, and POW requires x > 0 or
     * y > 0) puts no obligation on what the host computed. */
    bool flushed_match = st == TVF_OK && (ef.ub || !scan(es, &ef, run, ulp_tol, dot, tosa_float, NULL, &fd));
    arena_reset_to(a, m);
    if (flushed_match) return EXEC_MATCH;
  }
  /* an approximate element, or one a dot product reaches: is the
   * difference within what the approximations' and the dot products'
   * allowed errors can become on the way to it? */
  if (diff->approx || diff->dot_bound) {
    m = arena_mark(a);
    double **sens = sensitivities(src, args, es, tosa_float, ulp_tol, a);
    ExecDiff sd;
    memset(&sd, 0, sizeof sd);
    bool sens_match = sens && !scan(es, NULL, run, ulp_tol, dot, tosa_float, sens, &sd);
    arena_reset_to(a, m);
    if (sens_match) return EXEC_MATCH;
  }
  return EXEC_MISMATCH;
}
