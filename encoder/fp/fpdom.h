/*
 * fpdom.h: floating-point domains behind one interface.
 *
 * The encoder never builds FP terms itself: every FP value, constant,
 * operation, comparison and cast goes through an FpDom, so one encoding of an
 * op serves both domains:
 *
 *  - exact: IEEE-754 through Z3's FPA theory, round-to-nearest-even.
 *    Transcendental functions (exp, log, sin, ...) are uninterpreted
 *    functions over the FP sort wrapped in their IEEE special cases.
 *  - abstract: the encoding of docs/ENCODING.md (thesis chapters 4-5):
 *    a value of type fN is a bit-vector whose MSB is the sign and whose other
 *    bits (MB) are an order-preserving code of the magnitude; 0, fMAX, Inf and
 *    NaN have reserved codes; neg/abs/comparisons are exact; add/mul/div/...
 *    are uninterpreted functions wrapped in IEEE special cases and identities;
 *    constants get ordered codes with gap bounds (fpdom_preconditions); the
 *    width per precision comes from FpDomConfig.
 *
 * All terms live in the SmtCtx. Functions return the null term only when the
 * SmtCtx has a sticky error. "Bool" below means an SMT Bool term.
 */
#ifndef TVF_ENCODER_FPDOM_H
#define TVF_ENCODER_FPDOM_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"
#include "encoder/smt/smt.h"
#include "support/arena.h"

typedef struct FpDom FpDom;

typedef enum FpDomKind { FPDOM_EXACT, FPDOM_ABSTRACT } FpDomKind;

typedef struct FpDomConfig {
  /* Abstract domain: total bit width (sign + MB) per float element type;
   * 0 = derive from value_count with fpdom_abstract_width(). */
  unsigned width[IR_ELEM_COUNT];
  /* Number of distinct FP values of each type the pair can observe
   * (arguments, op results, constants, hidden UF results), counted by the
   * caller; used when width[e] == 0. */
  long value_count[IR_ELEM_COUNT];
  /* Use 32-bit MB for every type regardless of counts (benchmark baseline). */
  bool fixed_width;
  /* Abstract domain: precise float<->float casts (ENCODING.md "Precision
   * casts", fp_casts.c). The chained float types (f16 or bf16 < f32 < f64;
   * of f16 and bf16 the one with the larger value_count, f16 on a tie) get
   * the nested EB|FB|OB layout: extension is exact, truncation rounds to FB
   * or FB + 1 (a Bool UF picks the direction, constants get the real one),
   * overflow gives Inf. Widths of chained types then come from the layout
   * (width[] applies only to the narrowest one, capped at its format's
   * magnitude bits - 1; wider ones grow by EB + OB bits). Casts involving a
   * type outside the chain stay monotone UFs. Off (false) = every fp->fp
   * cast is a monotone UF: cheaper, the first rung of the refinement ladder.
   * Temporary: the environment variable TVF_FP_PRECISE_CASTS=1 (or 0)
   * overrides this field in fpdom_create, until the ladder in tv.c sets it. */
  bool precise_casts;
  /* With precise_casts: the float types that take part in fp<->fp casts, as
   * bits (1u << IrElem); 0 = every float type with a nonzero value_count. */
  unsigned cast_types;
} FpDomConfig;

/* Smallest width (sign + MB) that can hold 2*(n+4) distinct values plus the
 * reserved codes (ENCODING.md "Bit width"). Cannot fail. */
unsigned fpdom_abstract_width(long nvalues);

FpDom *fpdom_create(FpDomKind kind, SmtCtx *c, Arena *a, const FpDomConfig *cfg);
FpDomKind fpdom_kind(const FpDom *d);
const char *fpdom_kind_name(FpDomKind k); /* "exact" / "abstract" */
SmtCtx *fpdom_ctx(FpDom *d);

/* Sort of values of a float element type. */
SmtSort fpdom_sort(FpDom *d, IrElem e);
/* Width actually used for e in the abstract domain (0 in exact). */
unsigned fpdom_width(FpDom *d, IrElem e);

/* A constant given by its IEEE bits in type e. In the abstract domain this
 * registers the constant for the ordering/gap preconditions. */
SmtTerm fpdom_const(FpDom *d, IrElem e, uint64_t ieee_bits);
/* Was t made by fpdom_bin(FPB_MUL, *a, *b)? (Operands in canonical order.) */
bool fpdom_product_operands(FpDom *d, SmtTerm t, SmtTerm *a, SmtTerm *b);
/* Is t a constant of the domain (made by fpdom_const or folded from
 * constants)? Its IEEE bits go to *bits (NaN: some NaN's bits). */
bool fpdom_const_bits(FpDom *d, IrElem e, SmtTerm t, uint64_t *bits);
/* A fresh input value named `name`. */
SmtTerm fpdom_var(FpDom *d, IrElem e, const char *name);

typedef enum FpBin {
  FPB_ADD,
  FPB_SUB,
  FPB_MUL,
  FPB_DIV,
  FPB_REM,     /* fmod-style remainder (arith.remf) */
  FPB_POW,     /* math.powf / tosa.pow */
  FPB_MINIMUM, /* IEEE-754 2019 minimum: NaN propagates, -0 < +0 */
  FPB_MAXIMUM,
  FPB_MINNUM, /* minNum: a NaN operand is ignored, -0 < +0 */
  FPB_MAXNUM,
  FPB_COPYSIGN
} FpBin;

typedef enum FpUn {
  FPU_NEG,
  FPU_ABS,
  FPU_EXP,
  FPU_EXP2,
  FPU_EXPM1,
  FPU_LOG,
  FPU_LOG2,
  FPU_LOG1P,
  FPU_SQRT,
  FPU_RSQRT,
  FPU_TANH,
  FPU_ERF,
  FPU_SIN,
  FPU_COS,
  FPU_FLOOR,
  FPU_CEIL,
  FPU_ROUND,     /* half away from zero */
  FPU_ROUNDEVEN, /* half to even */
  FPU_TRUNC,
  FPU_ATAN /* transcendental (an uninterpreted function with its exact facts) */
} FpUn;

SmtTerm fpdom_bin(FpDom *d, IrElem e, FpBin op, SmtTerm a, SmtTerm b);
SmtTerm fpdom_un(FpDom *d, IrElem e, FpUn op, SmtTerm a);
SmtTerm fpdom_fma(FpDom *d, IrElem e, SmtTerm a, SmtTerm b, SmtTerm c);

/* arith.cmpf predicates, numbered as MLIR's CmpFPredicate. */
typedef enum FpCmp {
  FPC_FALSE = 0,
  FPC_OEQ,
  FPC_OGT,
  FPC_OGE,
  FPC_OLT,
  FPC_OLE,
  FPC_ONE,
  FPC_ORD,
  FPC_UEQ,
  FPC_UGT,
  FPC_UGE,
  FPC_ULT,
  FPC_ULE,
  FPC_UNE,
  FPC_UNO,
  FPC_TRUE
} FpCmp;

SmtTerm fpdom_cmp(FpDom *d, IrElem e, FpCmp pred, SmtTerm a, SmtTerm b); /* Bool */
SmtTerm fpdom_is_nan(FpDom *d, IrElem e, SmtTerm a);                     /* Bool */
SmtTerm fpdom_is_inf(FpDom *d, IrElem e, SmtTerm a);                     /* Bool */
SmtTerm fpdom_is_zero(FpDom *d, IrElem e, SmtTerm a);                    /* Bool, either sign */
SmtTerm fpdom_sign_bit(FpDom *d, IrElem e, SmtTerm a);                   /* Bool: sign bit set */

/* Refinement of one FP value: tgt may replace src. True when both are NaN
 * (payloads are not observed) or they are the same value (+0 != -0). */
SmtTerm fpdom_refines(FpDom *d, IrElem e, SmtTerm src, SmtTerm tgt); /* Bool */

/* Conversions (round to nearest even where rounding happens).
 * fp->fp: extension is exact, truncation rounds (overflow -> Inf). */
SmtTerm fpdom_convert(FpDom *d, IrElem from, IrElem to, SmtTerm a);
/* Whether fpdom_convert(d, from, to, .) between two float types is an
 * approximation: false in the exact domain, for from == to, and for pairs
 * the abstract domain encodes precisely (precise_casts, both in the chain);
 * true for the monotone-UF casts. A precise truncation still picks its
 * rounding direction by a UF on non-constant values, like every abstract
 * arithmetic op, so abstract counterexamples are confirmed as usual. */
bool fpdom_convert_is_approx(FpDom *d, IrElem from, IrElem to);
/* Integer (bit-vector of width ir_elem_bits(ie)) to FP. */
SmtTerm fpdom_from_int(FpDom *d, IrElem ie, bool is_signed, IrElem to, SmtTerm bv);
/* FP to integer of width `width`, rounding with `rm` (SMT_RTZ for
 * arith.fptosi, SMT_RNE for tosa.cast). *in_range (may be NULL) receives a
 * Bool that is false for NaN, Inf and values outside the integer range; the
 * returned bit-vector is unspecified there (callers choose poison or
 * saturation). */
SmtTerm fpdom_to_int(FpDom *d, IrElem e, SmtTerm a, unsigned width, bool is_signed, SmtRm rm,
                     SmtTerm *in_range);

/* arith.bitcast (fp_bits.c). The IEEE bits (a bit-vector of the format's
 * width) of a value of e that is not NaN: the caller picks NaN bits, which
 * the value model does not carry. And the value of e with IEEE bits bv
 * (every NaN encoding is the NaN). Exact in the exact domain; the abstract
 * domain knows the sign, zeros, fMAX, Inf, NaN and constants exactly and
 * other magnitudes through uninterpreted functions, so there the result is
 * an approximation (fpdom_bits_is_approx). */
SmtTerm fpdom_to_bits(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpdom_from_bits(FpDom *d, IrElem e, SmtTerm bv);
bool fpdom_bits_is_approx(const FpDom *d);

/* Preconditions the domain needs (abstract: constant ordering, gap bounds,
 * UF consistency facts). Call after encoding both functions. Bool. */
SmtTerm fpdom_preconditions(FpDom *d);

/* ---- counterexamples ---- */
typedef enum FpClass {
  FPCLASS_POS_ZERO,
  FPCLASS_NEG_ZERO,
  FPCLASS_POS_SUBNORMAL,
  FPCLASS_NEG_SUBNORMAL,
  FPCLASS_POS_NORMAL,
  FPCLASS_NEG_NORMAL,
  FPCLASS_POS_MAX, /* +largest finite */
  FPCLASS_NEG_MAX,
  FPCLASS_POS_INF,
  FPCLASS_NEG_INF,
  FPCLASS_NAN,
  FPCLASS_UNKNOWN
} FpClass;

const char *fpdom_class_name(FpClass k); /* "+0", "-0", "+subnormal", "NaN", "+fMAX", ... */

/* Classify and describe a value in a model. `value` is a term of fpdom_sort
 * (already evaluated or not). The description is a concrete decimal (exact
 * domain, e.g. "-1.5 (0xbfc00000)") or an abstract code (e.g. "+normal#5",
 * "= const 2.5", "NaN"). */
FpClass fpdom_model_class(FpDom *d, SmtModel *m, IrElem e, SmtTerm value);
void fpdom_model_describe(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, StrBuf *out);
/* Exact domain only: IEEE bits of a value in the model (false otherwise). */
bool fpdom_model_bits(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, uint64_t *bits);

/* IEEE bits of a value when the model pins it to one IEEE value: always in
 * the exact domain; in the abstract domain for reserved codes (+-0, +-Inf,
 * NaN, +-fMAX) and codes equal to a registered constant. False otherwise (the
 * abstract code then stands for an unknown value of its class). */
bool fpdom_model_pinned_bits(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, uint64_t *bits);

/* ==== FP accumulations: reassociation and level-0 fold steps (fp_reassoc.c) ====
 * This block belongs to the reassoc policy / refinement ladder work; the rest
 * of the header is unchanged by it. */

/* Reassociation (TV_POLICY_REASSOC): a sum or product is a function of the
 * multiset of its operands, hashed as F(A) = sum of h(x) and valued R(F(A));
 * see fp_reassoc.c for the normalisation and the order-free IEEE facts. One
 * FpReassoc serves both functions of a pair (same h and R). */
typedef struct FpReassoc FpReassoc;
typedef enum FpAccOp { FPACC_SUM, FPACC_PROD } FpAccOp;

/* nvalues bounds the number of FP values the pair observes (it sizes the
 * hash). NULL on allocation failure. */
FpReassoc *fp_reassoc_create(FpDom *d, Arena *a, long nvalues);
unsigned fp_reassoc_hash_width(const FpReassoc *r);
/* Sum/product of the multiset xs[0..n) of values of e (n may be 0: the
 * identity). Operands that are themselves results of the same op are
 * flattened. *approx (may be NULL) is set when the value depends on the
 * uninterpreted R (three or more operands after normalisation). */
SmtTerm fp_reassoc_fold(FpReassoc *r, IrElem e, FpAccOp op, const SmtTerm *xs, int n, bool *approx);
/* Number of normalised operands t stands for when it is a result of op, -1
 * otherwise (diagnostics and tests). */
int fp_reassoc_multiset_size(FpReassoc *r, IrElem e, FpAccOp op, SmtTerm t);
/* Bool: every value made with the uninterpreted R so far is fixed by the
 * order-free IEEE facts (NaN, all zeros, one nonzero operand, +-1/0
 * operands, ...). Asserting it makes a counterexample independent of R; true
 * when nothing was hashed. */
SmtTerm fp_reassoc_determined(FpReassoc *r);
/* For searches that assert fp_reassoc_determined anyway (counterexample
 * hunting, never proofs): build no hash and no R, their value being
 * unobservable there. Off by default. */
void fp_reassoc_set_facts_only(FpReassoc *r, bool on);

/* Level 0 of the refinement ladder: one step of an ordered fold as an
 * uninterpreted function of the running value and the next operand(s):
 * sum acc' = S(acc, a), product P(acc, a), dot product D(acc, a, b) standing
 * for acc + a*b (b ignored for sum/product). */
typedef enum FpAccStep { FPACC_STEP_SUM, FPACC_STEP_PROD, FPACC_STEP_DOT } FpAccStep;
SmtTerm fp_acc_step_uf(FpDom *d, IrElem e, FpAccStep kind, SmtTerm acc, SmtTerm a, SmtTerm b);
/* ==== end of the FP accumulation block ==== */

#endif
