/*
 * fp_internal.h: private definitions of the FP domains (encoder/fp/).
 *
 * fpdom.c holds the public entry points: it validates arguments and dispatches
 * to the exact domain (fp_exact.c, fpx_*) or the abstract domain
 * (fp_abstract.c, fpa_*). fp_special.c builds the IEEE/C99 Annex F special
 * cases of transcendental functions and pow once, for both domains, on top of
 * the public fpdom_* operations plus three per-domain hooks (uninterpreted
 * function application, is-integer and is-odd-integer predicates).
 */
#ifndef TVF_ENCODER_FP_INTERNAL_H
#define TVF_ENCODER_FP_INTERNAL_H

#include "encoder/fp/fp_ieee.h"
#include "encoder/fp/fpdom.h"

/* One registered constant magnitude of the abstract domain. */
typedef struct FpaConst {
  uint64_t mag; /* IEEE magnitude bits (sign stripped); finite, nonzero, not fMAX */
  SmtTerm mb;   /* its MB code: a variable constrained by fpdom_preconditions */
} FpaConst;

/* Abstract-domain state of one float type, set up on first use. */
typedef struct FpaPrec {
  bool init;
  FpFmt fmt;                            /* the IEEE format being abstracted */
  unsigned width, mbw;                  /* total width, MB width (width - 1) */
  SmtSort sort;                         /* BV(width) */
  SmtTerm k_zero, k_fmax, k_inf, k_nan; /* reserved MB codes (numerals) */
  SmtTerm one_mb;                       /* MB of 1.0 (always registered) */
  FpaConst *consts;                     /* registered constants, in registration order */
  int nconsts, capconsts;
  int *ctab; /* open addressing: mag -> index + 1 (0 = empty) */
  int ctabcap;
  SmtTerm *int_results; /* rounding-op results: finite -> integer (preconditions) */
  int nint, capint;
  bool used_int_pred, used_odd_pred; /* is_int / is_odd UFs were applied */
} FpaPrec;

typedef enum FpaGroupKind {
  FPA_G_CONV, /* fp -> fp conversion UF over MB */
  FPA_G_ITOF, /* int -> fp UF over the integer magnitude */
  FPA_G_FTOI  /* fp -> int UF over the code */
} FpaGroupKind;

/* Applications of one approximating UF, for the pairwise monotonicity facts
 * emitted by fpdom_preconditions. */
typedef struct FpaGroup {
  FpaGroupKind kind;
  IrElem from, to;    /* CONV: from -> to; ITOF: to; FTOI: from */
  unsigned width;     /* ITOF: integer width; FTOI: result width */
  bool is_signed;     /* FTOI */
  SmtRm rm;           /* FTOI */
  SmtFunc f;          /* the UF */
  SmtTerm *arg, *res; /* per application: UF argument and result (MB / bv) */
  SmtTerm *aux;       /* FTOI: in-range Bool of the application */
  int n, cap;
} FpaGroup;

/* Constant term -> constant, so operations on constants can be folded. */
typedef struct FpCTerm {
  void *key; /* SmtTerm.p, NULL = empty slot */
  IrElem e;
  uint64_t bits; /* IEEE bits as given to fpdom_const */
} FpCTerm;

typedef struct FpcLayout FpcLayout; /* precise-cast layout (fp_casts.c) */

struct FpDom {
  FpDomKind kind;
  SmtCtx *c;
  Arena *a;
  FpDomConfig cfg;
  FpcLayout *casts;            /* abstract only: EB|FB|OB layout, NULL unless precise_casts applies */
  FpaPrec prec[IR_ELEM_COUNT]; /* abstract only */
  FpaGroup *groups;            /* abstract only */
  int ngroups, capgroups;
  FpCTerm *cterms; /* abstract only: open addressing on key */
  int ctcap, ctn;
  SmtTerm *facts; /* abstract only: "generic case -> UF range" facts */
  int nfacts, capfacts;
  struct FpProduct *products; /* fpdom_product_operands: open addressing on the result */
  int prodcap, prodn;
};

/* Grow an arena array to hold `need` elements; false (and a sticky context
 * error) on allocation failure. */
bool fpd_reserve(FpDom *d, void **arr, int *cap, size_t elsize, int need);

/* UF name "<prefix>.<op>.<elem>" into buf. */
void fpd_uf_name(char *buf, size_t n, const char *prefix, const char *op, IrElem e);

/* ---- per-domain hooks used by fp_special.c ---- */
/* Apply the domain's UF named op (one per op and precision) to values of e;
 * the result is a value of e that may be anything, NaN included. */
SmtTerm fpd_uf(FpDom *d, IrElem e, const char *op, const SmtTerm *args, int n);
/* Bool: a is a finite integer / an odd integer. */
SmtTerm fpd_is_int(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpd_is_odd(FpDom *d, IrElem e, SmtTerm a);

/* ---- fp_special.c ---- */
/* Transcendental unary ops (EXP..COS, RSQRT) wrapped in their special cases. */
SmtTerm fps_unary(FpDom *d, IrElem e, FpUn op, SmtTerm x);
/* pow per C99 F.9.4.4. */
SmtTerm fps_pow(FpDom *d, IrElem e, SmtTerm x, SmtTerm y);
/* True for the ops fps_unary handles. */
bool fps_is_transcendental(FpUn op);

/* ---- exact domain (fp_exact.c) ---- */
SmtSort fpx_sort(FpDom *d, IrElem e);
SmtTerm fpx_const(FpDom *d, IrElem e, uint64_t bits);
SmtTerm fpx_bin(FpDom *d, IrElem e, FpBin op, SmtTerm a, SmtTerm b);
SmtTerm fpx_un(FpDom *d, IrElem e, FpUn op, SmtTerm a);
SmtTerm fpx_fma(FpDom *d, IrElem e, SmtTerm a, SmtTerm b, SmtTerm c);
SmtTerm fpx_cmp(FpDom *d, IrElem e, FpCmp pred, SmtTerm a, SmtTerm b);
SmtTerm fpx_is_nan(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpx_is_inf(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpx_is_zero(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpx_sign_bit(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpx_refines(FpDom *d, IrElem e, SmtTerm src, SmtTerm tgt);
SmtTerm fpx_convert(FpDom *d, IrElem from, IrElem to, SmtTerm a);
SmtTerm fpx_from_int(FpDom *d, bool is_signed, IrElem to, SmtTerm bv);
SmtTerm fpx_to_int(FpDom *d, IrElem e, SmtTerm a, unsigned width, bool is_signed, SmtRm rm,
                   SmtTerm *in_range);
bool fpx_model_bits(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, uint64_t *bits);
SmtTerm fpx_uf(FpDom *d, IrElem e, const char *op, const SmtTerm *args, int n);
SmtTerm fpx_is_int(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpx_is_odd(FpDom *d, IrElem e, SmtTerm a);

/* ---- abstract domain (fp_abstract.c) ---- */
unsigned fpa_width(FpDom *d, IrElem e);
SmtSort fpa_sort(FpDom *d, IrElem e);
SmtTerm fpa_const(FpDom *d, IrElem e, uint64_t bits);
bool fpa_const_bits(FpDom *d, IrElem e, SmtTerm t, uint64_t *bits);
SmtTerm fpa_bin(FpDom *d, IrElem e, FpBin op, SmtTerm a, SmtTerm b);
SmtTerm fpa_un(FpDom *d, IrElem e, FpUn op, SmtTerm a);
SmtTerm fpa_fma(FpDom *d, IrElem e, SmtTerm a, SmtTerm b, SmtTerm c);
SmtTerm fpa_cmp(FpDom *d, IrElem e, FpCmp pred, SmtTerm a, SmtTerm b);
SmtTerm fpa_is_nan(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpa_is_inf(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpa_is_zero(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpa_sign_bit(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpa_refines(FpDom *d, IrElem e, SmtTerm src, SmtTerm tgt);
SmtTerm fpa_convert(FpDom *d, IrElem from, IrElem to, SmtTerm a);
SmtTerm fpa_from_int(FpDom *d, bool is_signed, IrElem to, SmtTerm bv);
SmtTerm fpa_to_int(FpDom *d, IrElem e, SmtTerm a, unsigned width, bool is_signed, SmtRm rm,
                   SmtTerm *in_range);
SmtTerm fpa_preconditions(FpDom *d);
FpClass fpa_model_class(FpDom *d, SmtModel *m, IrElem e, SmtTerm value);
void fpa_model_describe(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, StrBuf *out);
bool fpa_model_pinned_bits(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, uint64_t *bits);
SmtTerm fpa_uf(FpDom *d, IrElem e, const char *op, const SmtTerm *args, int n);
SmtTerm fpa_is_int(FpDom *d, IrElem e, SmtTerm a);
SmtTerm fpa_is_odd(FpDom *d, IrElem e, SmtTerm a);

/* Shared with fp_casts.c: precision state (initialised on first use), the
 * constant registry, and a growable list of precondition facts. */
FpaPrec *fpa_prec_of(FpDom *d, IrElem e);
/* Register magnitude `mag` (finite, nonzero, not fMAX) as a constant of e;
 * its index, or -1 on allocation failure. */
int fpa_register(FpDom *d, IrElem e, uint64_t mag);
/* MB code of a value given by IEEE bits when it has one (reserved code or
 * registered constant); false otherwise. Registers nothing. */
bool fpa_code_of(FpDom *d, IrElem e, uint64_t bits, SmtTerm *code);

typedef struct FpFacts {
  FpDom *d;
  SmtTerm *v;
  int n, cap;
} FpFacts;
void fpa_facts_add(FpFacts *fs, SmtTerm t);
/* Strict ordering and gap facts of one precision's constants (the rules of
 * the header comment of fp_abstract.c); false (sticky error) if the width
 * cannot hold them. */
bool fpa_order_facts(FpDom *d, IrElem e, FpaPrec *p, FpFacts *fs);

/* ---- precise casts (fp_casts.c) ---- */
/* Choose the chain of nested formats and its widths from the configuration
 * (called by fpdom_create for the abstract domain). Leaves d->casts NULL
 * when precise casts are off or no two chained types occur; false with a
 * sticky error when the layout does not fit. */
bool fpc_layout_init(FpDom *d);
/* Total width (sign + MB) of e in the layout, 0 when e is not in it. */
unsigned fpc_width(const FpDom *d, IrElem e);
/* Whether from -> to is encoded precisely (both in the chain). */
bool fpc_is_precise(const FpDom *d, IrElem from, IrElem to);
/* The precise conversion of a non-constant value (fpc_is_precise holds). */
SmtTerm fpc_convert(FpDom *d, IrElem from, IrElem to, SmtTerm x);
/* Register the constant images across the chain (call before any other
 * precondition is built: it adds constants). */
void fpc_close_constants(FpDom *d);
/* Whether e is a layout level above the narrowest (its ordering and gap
 * facts come from fpc_level_facts instead of fpa_order_facts). */
bool fpc_is_wide_level(const FpDom *d, IrElem e);
/* All layout facts, levels narrowest first: ordering/gap facts of the wide
 * levels, EB/FB/OB of every wide constant, rounding directions. False
 * (sticky error) when constants do not fit the layout. */
bool fpc_level_facts(FpDom *d, FpFacts *fs);

#endif
