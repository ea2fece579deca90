/*
 * tv_screen.c: concrete screening before the solver (see tv_eval.h).
 *
 * Purpose: most miscompiles a campaign meets show on inputs a person would
 * try first: signed zeros, infinities, NaN, the largest finite values, the
 * smallest subnormal, +-1, the program's own constants and their
 * neighbours. Running the reference interpreter on src and tgt for a few
 * such input vectors costs microseconds to milliseconds, and a violation it
 * finds is already a confirmed miscompile (the interpreter is the confirmer
 * of every solver counterexample too), so the solver is asked only when
 * screening finds nothing. Screening never decides `correct`.
 *
 * Inputs are deterministic: vector v, argument i, element k pick a value
 * from v's family: a fixed schedule of special values (each one uniform,
 * then pairs spread by argument parity, element parity or both, so that
 * -0 meets +0 in one op and in one reduction), constants of the pair and
 * their one-ulp neighbours, pseudo-random values from a hash of (v, i, k).
 * A screened report can be reproduced from its vector number.
 *
 * Outputs are the results and the final contents of arguments that are
 * memrefs on both sides (tv_eval.h); a memref argument's input is its whole
 * block.
 *
 * Only violations that do not depend on an approximated (libm) value count,
 * and only under the strict policy (the interpreter folds in program order,
 * which the reassoc policy does not require). A vector on which src has
 * undefined behaviour says nothing and is skipped.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "encoder/eval/eval.h"
#include "encoder/fp/fp_ieee.h"
#include "encoder/tv/tv_eval.h"
#include "support/hash.h"
#include "support/status.h"

/* Distinct constants per element type taken from the pair. */
#define SCREEN_MAX_CONSTS 16
/* Elements per function above which screening is not tried (the solver
 * refuses such pairs anyway; the interpreter would spend too long). */
#define SCREEN_MAX_WORK (1 << 20)
/* Nondeterministic src results enumerated per vector (2^this runs). */
#define SCREEN_MAX_CHOICES 8

typedef struct Consts {
  uint64_t v[IR_ELEM_COUNT][SCREEN_MAX_CONSTS];
  int n[IR_ELEM_COUNT];
} Consts;

static void add_const(Consts *cs, IrElem e, uint64_t bits) {
  if ((unsigned)e >= IR_ELEM_COUNT || cs->n[e] >= SCREEN_MAX_CONSTS) return;
  for (int j = 0; j < cs->n[e]; j++)
    if (cs->v[e][j] == bits) return;
  cs->v[e][cs->n[e]++] = bits;
}

static void collect_attr(Consts *cs, const IrAttr *at) {
  if (!at) return;
  if (at->kind == IR_ATTR_FLOAT) add_const(cs, at->elem, at->bits);
  if (at->kind == IR_ATTR_INT) add_const(cs, at->elem, (uint64_t)at->i);
  if (at->kind == IR_ATTR_DENSE && at->dense && at->dense->type) {
    const IrDense *dn = at->dense;
    int64_t n = dn->splat ? 1 : dn->count;
    for (int64_t k = 0; k < n && k < 4 * SCREEN_MAX_CONSTS; k++)
      add_const(cs, dn->type->elem, dn->bits[k]);
  }
  for (int j = 0; j < at->nelems; j++)
    collect_attr(cs, at->elems[j]);
}

static void collect_block(Consts *cs, const IrBlock *b) {
  for (int i = 0; b && i < b->nops; i++) {
    const IrOp *op = b->ops[i];
    for (int j = 0; j < op->nattrs; j++)
      collect_attr(cs, op->attrs[j]);
    for (int r = 0; r < op->nregions; r++)
      for (int k = 0; k < op->regions[r]->nblocks; k++)
        collect_block(cs, op->regions[r]->blocks[k]);
  }
}

/* ---- the value families ---- */

/* Special float values, by index into float_special(). */
enum { FZ, FNZ, FPI, FNI, FNAN, F1, FN1, FMAX, FNMAX, FSUB, FHALF, F2, FN2, FMINN, FCOUNT };
/* Special integer values, by index into int_special(). */
enum { I0, I1, IM1, I2, IMIN, IMAX, IWM1, IW, I7, IMIN1, I3, ICOUNT };

/* How a two-value vector spreads its values A and B over the inputs:
 * everything A; A on even arguments and B on odd ones (the operands of one
 * elementwise op at the same index); A on even elements and B on odd ones
 * (neighbours in a reduction); or by the parity of their sum. */
enum { PAT_ALL, PAT_ARG, PAT_ELEM, PAT_BOTH };

typedef struct Special {
  unsigned char fa, fb, ia, ib, pattern;
} Special;

/* The special-value schedule, most telling first: each uniform special
 * value, then the pairs behind the bugs that show on special values (signed
 * zeros meeting in max/min/add/select, infinities of both signs, NaN against
 * a number, overflow at the largest finite value, underflow at the smallest
 * subnormal; integer minimum by -1, shifts by width - 1 and width). */
static const Special SCHEDULE[] = {
    {FZ, FZ, I0, I0, PAT_ALL},           {FNZ, FNZ, IM1, IM1, PAT_ALL},
    {FNI, FNI, IMIN, IMIN, PAT_ALL},     {FPI, FPI, IMAX, IMAX, PAT_ALL},
    {FNAN, FNAN, I1, I1, PAT_ALL},       {FNZ, FZ, IMIN, IM1, PAT_ARG},
    {FZ, FNZ, IM1, IMIN, PAT_ARG},       {FNZ, FZ, IMIN, IMAX, PAT_ELEM},
    {FZ, FNZ, IMAX, IMIN, PAT_ELEM},     {F1, F1, I2, I2, PAT_ALL},
    {FN1, FN1, I3, I3, PAT_ALL},         {FMAX, FMAX, IMIN1, IMIN1, PAT_ALL},
    {FNMAX, FNMAX, I7, I7, PAT_ALL},     {FSUB, FSUB, IWM1, IWM1, PAT_ALL},
    {FPI, FNI, I1, IWM1, PAT_ARG},       {FNI, FPI, I1, IW, PAT_ARG},
    {FNAN, F1, IMAX, I1, PAT_ARG},       {F1, FNAN, I1, IMAX, PAT_ARG},
    {FPI, FZ, IMIN, I1, PAT_ARG},        {FZ, FPI, I0, I1, PAT_ARG},
    {FNI, FNZ, IM1, I0, PAT_ARG},        {FMAX, F2, IMAX, I2, PAT_ARG},
    {FSUB, FHALF, IMIN, I2, PAT_ARG},    {FNAN, F1, I0, I1, PAT_ELEM},
    {FNI, FNMAX, IMIN, IMIN1, PAT_ELEM}, {FPI, FMAX, IMAX, I1, PAT_ELEM},
    {F1, FN1, I1, IM1, PAT_ELEM},        {FNZ, FZ, I0, IM1, PAT_BOTH},
    {FNAN, FNI, IM1, I0, PAT_BOTH},      {FMINN, FNZ, IW, I1, PAT_BOTH},
    {FN2, FHALF, I3, IM1, PAT_BOTH},
};
#define SCHEDULE_LEN ((int)(sizeof SCHEDULE / sizeof SCHEDULE[0]))

/* Vector families: the schedule first (as far as the vector count allows,
 * keeping a quarter for the rest), then constants of the pair and their
 * neighbours, then pseudo-random values. */
enum { FAM_SPECIAL, FAM_CONST, FAM_RANDOM };

static int family(int v, int n, int *slot) {
  int nspecial = n - n / 4 < SCHEDULE_LEN ? n - n / 4 : SCHEDULE_LEN;
  if (v < nspecial) {
    *slot = v;
    return FAM_SPECIAL;
  }
  *slot = v - nspecial;
  return (*slot % 2) == 0 ? FAM_CONST : FAM_RANDOM;
}

static uint64_t float_special(const FpFmt *f, unsigned j) {
  const uint64_t s = f->sign_mask;
  const uint64_t one = fpi_one(f), ulp_exp = UINT64_C(1) << (f->sbits - 1);
  switch (j % FCOUNT) {
  case FZ: return 0;
  case FNZ: return s;
  case FPI: return f->exp_mask;
  case FNI: return f->exp_mask | s;
  case FNAN: return fpi_qnan(f);
  case F1: return one;
  case FN1: return one | s;
  case FMAX: return fpi_fmax_mag(f);
  case FNMAX: return fpi_fmax_mag(f) | s;
  case FSUB: return 1;
  case FHALF: return one - ulp_exp;
  case F2: return one + ulp_exp;
  case FN2: return (one + ulp_exp) | s;
  default: return fpi_min_normal(f);
  }
}

static uint64_t int_special(int w, unsigned j) {
  uint64_t mask = w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1;
  uint64_t smin = UINT64_C(1) << (w - 1), smax = smin - 1;
  switch (j % ICOUNT) {
  case I0: return 0;
  case I1: return 1;
  case IM1: return mask;
  case I2: return 2 & mask;
  case IMIN: return smin;
  case IMAX: return smax;
  case IWM1: return (uint64_t)(w - 1) & mask;
  case IW: return (uint64_t)w & mask;
  case I7: return 7 & mask;
  case IMIN1: return (smin + 1) & mask;
  default: return 3 & mask;
  }
}

static uint64_t pick(IrElem e, int fam, int slot, unsigned v, unsigned i, uint64_t k, const Consts *cs) {
  FpFmt f;
  bool fl = ir_elem_is_float(e) && fpi_fmt(e, &f);
  int w = e == IR_INDEX ? 64 : ir_elem_bits(e);
  if (w <= 0) w = 64;
  uint64_t mask = w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1;
  uint64_t h = tvf_hash_u64(tvf_hash_u64(tvf_hash_u64(0x5eed, v), i), k);
  if (fam == FAM_SPECIAL) {
    const Special *sp = &SCHEDULE[slot % SCHEDULE_LEN];
    bool b = sp->pattern == PAT_ARG    ? (i & 1)
             : sp->pattern == PAT_ELEM ? (k & 1)
             : sp->pattern == PAT_BOTH ? ((i + k) & 1)
                                       : false;
    if (fl) return float_special(&f, b ? sp->fb : sp->fa);
    if (e == IR_I1)
      return (b ? sp->ib : sp->ia) == I0 ? 0 : ((b ? sp->ib : sp->ia) == IM1 || (i + k + slot) & 1);
    return int_special(w, b ? sp->ib : sp->ia);
  }
  if (fam == FAM_CONST && cs->n[e] > 0) {
    uint64_t c = cs->v[e][(h >> 8) % (unsigned)cs->n[e]];
    int step = (int)(h % 3) - 1; /* the constant or a neighbour */
    if (fl) {
      if (fpi_is_nan(&f, c) || (fpi_is_inf(&f, c) && step > 0) || (fpi_is_zero(&f, c) && step < 0)) return c;
      return (c + (uint64_t)step) & ((f.sign_mask << 1) - 1);
    }
    return (c + (uint64_t)step) & mask;
  }
  /* Random (also constants of a type the pair has none of). */
  if (fl) {
    /* Sign, a modest exponent (|x| in [2^-8, 2^9)), random mantissa; one
     * element in eight special. */
    if ((h & 7) == 0) return float_special(&f, (unsigned)(h >> 3));
    uint64_t mant = (h >> 16) & ((UINT64_C(1) << (f.sbits - 1)) - 1);
    int64_t exp = (int64_t)f.bias + (int64_t)((h >> 4) % 17) - 8;
    return ((h >> 9) & 1 ? f.sign_mask : 0) | ((uint64_t)exp << (f.sbits - 1)) | mant;
  }
  /* Small values most of the time, the full range sometimes. */
  if ((h & 3) != 0) return (uint64_t)((int64_t)((h >> 8) % 17) - 8) & mask;
  return (h >> 11) & mask;
}

/* ---- the report ---- */

/* as_unsigned: the value of a type spelled unsigned (ui8), as that spelling
 * names it. */
static char *value_text(Arena *a, IrElem e, bool as_unsigned, uint64_t bits, const char **cls) {
  if (cls) *cls = NULL;
  FpFmt f;
  if (ir_elem_is_float(e) && fpi_fmt(e, &f)) {
    char dec[64];
    fpi_format_decimal(&f, bits, dec, sizeof dec);
    if (cls) *cls = fpdom_class_name(fpi_class(&f, bits));
    return arena_printf(a, "%s (0x%0*llx)", dec, f.bits / 4, (unsigned long long)bits);
  }
  char txt[32];
  ir_int_value_text(e, as_unsigned, bits, txt, sizeof txt);
  return arena_strdup(a, txt);
}

static char *elem_text(Arena *a, const EvalTensor *t, bool as_unsigned, int64_t i, const char **cls) {
  if (cls) *cls = NULL;
  if ((t->poison && t->poison[i]) || (t->uninit && t->uninit[i])) return arena_strdup(a, "poison");
  return value_text(a, t->elem, as_unsigned, t->bits[i], cls);
}

static char *coords_text(Arena *a, const EvalTensor *t, int64_t i) {
  char buf[256];
  int n = snprintf(buf, sizeof buf, "[");
  int64_t rem = i;
  int64_t idx[16] = {0};
  int rank = t->rank <= 16 ? t->rank : 0;
  for (int d = rank - 1; d >= 0; d--) {
    int64_t dim = t->dims[d] > 0 ? t->dims[d] : 1;
    idx[d] = rem % dim;
    rem /= dim;
  }
  for (int d = 0; d < rank && n < (int)sizeof buf - 24; d++)
    n += snprintf(buf + n, sizeof buf - (size_t)n, "%s%" PRId64, d ? ", " : "", idx[d]);
  snprintf(buf + n, sizeof buf - (size_t)n, "]");
  return arena_strdup(a, buf);
}

static void fill_report(const IrFunc *src, EvalTensor **args, const EvalResult *es, const EvalResult *et,
                        const TvViolation *viol, bool tgt_ub, int v, int nvec, Arena *a, TvReport *r) {
  int nargs = src->body->nargs;
  r->nargs = nargs;
  r->args = arena_calloc(a, (size_t)(nargs > 0 ? nargs : 1), sizeof(TvCexArg));
  for (int i = 0; i < nargs; i++) {
    TvCexArg *ca = &r->args[i];
    const IrType *t = src->body->args[i]->type;
    ca->name = tv_input_name(a, src, i);
    ca->type = t->text ? t->text : ir_elem_name(t->elem);
    ca->nelems = args[i]->n;
    ca->values = arena_calloc(a, (size_t)(args[i]->n > 0 ? args[i]->n : 1), sizeof(char *));
    ca->classes = arena_calloc(a, (size_t)(args[i]->n > 0 ? args[i]->n : 1), sizeof(char *));
    for (int64_t k = 0; k < args[i]->n; k++)
      ca->values[k] =
          value_text(a, args[i]->elem, t->int_kind == IR_INT_UNSIGNED, args[i]->bits[k], &ca->classes[k]);
  }
  TvConcrete *cc = &r->concrete;
  memset(cc, 0, sizeof *cc);
  cc->ran = cc->evaluated = cc->reproduced = true;
  cc->out_index = -1;
  cc->out_elem = -1;
  r->out_index = -1;
  r->out_elem = -1;
  if (tgt_ub) {
    r->stage = cc->stage = TV_STAGE_UB;
    cc->src_value = "no UB";
    cc->tgt_value = "UB";
    cc->note =
        arena_printf(a, "found by concrete screening, input vector %d of %d; tgt has undefined behaviour: %s",
                     v + 1, nvec, et->ub_reason);
    snprintf(r->message, sizeof r->message,
             "tgt has undefined behaviour where src has none (concrete screening)");
  } else {
    r->stage = cc->stage = viol->stage;
    r->out_index = cc->out_index = viol->k;
    if (viol->i >= 0) {
      const EvalTensor *sv = tv_eval_output(es, viol->k), *tv = tv_eval_output(et, viol->k);
      r->out_elem = cc->out_elem = viol->i;
      r->out_coords = coords_text(a, sv, viol->i);
      const IrType *ot = viol->k < src->nresults ? src->result_types[viol->k]
                                                 : src->body->args[viol->k - src->nresults]->type;
      bool as_unsigned = ot && ot->int_kind == IR_INT_UNSIGNED;
      r->src_value = elem_text(a, sv, as_unsigned, viol->i, &r->src_class);
      r->tgt_value = elem_text(a, tv, as_unsigned, viol->i, &r->tgt_class);
      cc->src_value = r->src_value;
      cc->tgt_value = r->tgt_value;
    }
    cc->note = arena_printf(a, "found by concrete screening, input vector %d of %d", v + 1, nvec);
    if (viol->k >= es->nresults) { /* an argument's buffer: name it (tv_eval.h) */
      const char *where = viol->i >= 0 ? tv_eval_output_name(a, src, es->nresults, viol->k, viol->i)
                                       : tv_buffer_name(a, src, viol->k - es->nresults);
      cc->note = arena_printf(a, "%s, %s", cc->note, where);
      snprintf(r->message, sizeof r->message,
               "%s mismatch in %s found by concrete screening (input vector %d of %d)",
               tv_stage_name(viol->stage), where, v + 1, nvec);
    } else {
      snprintf(r->message, sizeof r->message,
               "%s mismatch found by concrete screening (input vector %d of %d)", tv_stage_name(viol->stage),
               v + 1, nvec);
    }
  }
  r->screened = true;
  r->decided_by = FPDOM_EXACT;
  r->refinement_level = 2; /* exact IEEE semantics, evaluated */
}

void tv_screen_fill_inputs(const IrFunc *f1, const IrFunc *f2, EvalTensor **args, int nargs, int v,
                           int nvec) {
  Consts cs;
  memset(&cs, 0, sizeof cs);
  if (f1) collect_block(&cs, f1->body);
  if (f2) collect_block(&cs, f2->body);
  int slot = 0;
  int fam = family(v, nvec, &slot);
  for (int i = 0; i < nargs; i++) {
    EvalTensor *t = args[i];
    if (t->poison) memset(t->poison, 0, (size_t)t->n * sizeof *t->poison);
    if (t->uninit) memset(t->uninit, 0, (size_t)t->n * sizeof *t->uninit);
    if (t->approx) memset(t->approx, 0, (size_t)t->n * sizeof *t->approx);
    for (int64_t k = 0; k < t->n; k++)
      t->bits[k] =
          eval_canonical(t->elem, pick(t->elem, fam, slot, (unsigned)v, (unsigned)i, (uint64_t)k, &cs));
  }
}

bool tv_eval_screen(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r) {
  /* Under the order-free re-check of TOSA dot products (reassoc) a vector
   * counts only when an interpreter monitor saw every sum and product of
   * both runs exact in every order (eval_small_int_begin: small integers,
   * zeros, infinities, NaN), so the interpreter's order stands for all of
   * them, and the violating element is not a zero (the sign of a zero dot
   * product is the re-check's to decide). */
  bool reassoc = o && o->policy == TV_POLICY_REASSOC;
  if (!o || o->screen_vectors <= 0 || (o->policy != TV_POLICY_STRICT && !reassoc)) return false;
  uint64_t t0 = tvf_now_ns();
  bool found = false;
  const IrBlock *b = src->body;
  int nargs = b->nargs;
  Arena scratch;
  arena_init(&scratch, 1 << 16);
  EvalTensor **args = arena_calloc(&scratch, (size_t)(nargs > 0 ? nargs : 1), sizeof(EvalTensor *));
  int64_t work = 0;
  for (int i = 0; args && i < nargs; i++) {
    Diag d;
    diag_init(&d);
    /* a memref argument's input is its whole block (eval.h) */
    args[i] = eval_arg_for_type(&scratch, b->args[i]->type, &d);
    if (!args[i] || args[i]->kind == EVAL_SHAPE) goto out; /* dynamic, unsupported or a shape argument */
    work += args[i]->n;
  }
  if (!args || work > SCREEN_MAX_WORK) goto out;
  Consts cs;
  memset(&cs, 0, sizeof cs);
  collect_block(&cs, src->body);
  collect_block(&cs, tgt->body);
  int nvec = o->screen_vectors;
  ArenaMark mark = arena_mark(&scratch);
  for (int v = 0; v < nvec && !found; v++) {
    arena_reset_to(&scratch, mark);
    int slot = 0;
    int fam = family(v, nvec, &slot);
    for (int i = 0; i < nargs; i++) {
      EvalTensor *t = args[i];
      if (t->poison) memset(t->poison, 0, (size_t)t->n * sizeof *t->poison);
      for (int64_t k = 0; k < t->n; k++)
        t->bits[k] =
            eval_canonical(t->elem, pick(t->elem, fam, slot, (unsigned)v, (unsigned)i, (uint64_t)k, &cs));
    }
    EvalResult es, et;
    Diag d;
    diag_init(&d);
    /* counts src's nondeterministic (either-sign zero) results */
    EvalChoices literal = {NULL, NULL, 0, reassoc, 0, NULL, 0};
    if (reassoc) eval_small_int_begin();
    TvfStatus ss = eval_func_choices(src, args, &literal, &scratch, &es, &d);
    bool exact_sums = reassoc ? eval_small_int_end() : true;
    if (ss != TVF_OK) break; /* interpreter lacks something */
    /* --fp-policy=strict: literal zero signs; NaN encodings stay a set */
    if (o->literal_zero_sign) literal.nsites = literal.nan_sites;
    if (es.ub) continue; /* src UB: tgt may do anything */
    if (reassoc) eval_small_int_begin();
    TvfStatus ts = eval_func(tgt, args, &scratch, &et, &d);
    if (reassoc && !eval_small_int_end()) exact_sums = false;
    if (ts != TVF_OK) break;
    if (!exact_sums) continue;
    if (es.nresults != et.nresults) break; /* the solver reports this statically */
    bool tgt_ub = et.ub && !et.ub_approx && !es.ub_checks_approx;
    TvViolation exact = {0};
    if (!tgt_ub && !et.ub) tv_eval_scan(&es, &et, -1, -1, NULL, &exact, NULL);
    if (!tgt_ub && !exact.found) continue;
    if (exact.found && exact.stage == TV_STAGE_SHAPE) break; /* static: not ours to report */
    if (reassoc && exact.found &&
        (tv_eval_zero_at(&es, exact.k, exact.i) || tv_eval_zero_at(&et, exact.k, exact.i)))
      continue;
    /* A violation stands only if no allowed src result matches tgt; a
     * vector with too many choice sites to enumerate proves nothing. */
    if (literal.nsites && tv_eval_src_may_match(src, args, &et, tgt_ub, -1, -1, true, SCREEN_MAX_CHOICES,
                                                &scratch, NULL) != EVAL_EXISTS_NONE)
      continue;
    fill_report(src, args, &es, &et, &exact, tgt_ub, v, nvec, a, r);
    /* Small outputs whole, as the confirmation replay shows them. */
    r->concrete.src_results = tv_eval_outputs_text(a, src, &es, &et, 16);
    r->concrete.tgt_results = tv_eval_outputs_text(a, src, &et, &es, 16);
    found = true;
  }
out:
  arena_destroy(&scratch);
  r->screen_ms += tvf_ms_since(t0);
  return found;
}
