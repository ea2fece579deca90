/*
 * gen_state.h: the generator's accumulated state (internal to gen/).
 *
 * This is the "AttributeState" of seed note 004: every live SSA value carries its type and what is
 * known of its elements (GenFacts: an integer range, the FP classes it may hold, whether it depends
 * only on constants). A production is applicable to the current value of a chain only if these
 * facts satisfy the op's constraints (gen_tosa_can / gen_linalg_can); composing an op accumulates
 * new facts for its result; when nothing composes, or the flush probability fires, the chain (the
 * region [anchor..last]) is closed and a new one starts (gen.c).
 *
 * Operands other than the chain value are obtained through gen_operand(), which reuses a live value
 * that satisfies a GenWant, derives one by masking (for range-constrained operands), or creates a
 * fresh argument or constant. Values are referred to by index into GenState.v; the array can move
 * when values are added, so never keep a GenValue pointer across a call that creates values.
 */
#ifndef TVF_GEN_STATE_H
#define TVF_GEN_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "gen/chooser.h"
#include "gen/consts.h"
#include "gen/gen.h"
#include "gen/gen_ops.h"
#include "gen/prob.h"
#include "gen/stats.h"
#include "gen/types.h"
#include "support/arena.h"
#include "support/strbuf.h"

typedef struct GenFacts {
  int64_t lo, hi; /* integer types: every element lies in [lo, hi] (i1: within [0,1]) */
  uint8_t fp;     /* float types: GF_* classes some element may have */
  bool cst;       /* depends on constants only (no function argument) */
} GenFacts;

typedef struct GenValue {
  int id;          /* SSA number: %<id>, or %arg<id> for arguments */
  bool is_arg;     /* function argument */
  bool internal;   /* zero point / shift / pad value: never reused as an operand or a result */
  bool uninit;     /* tensor.empty: may only be the init of an op that overwrites it */
  bool is_literal; /* produced directly by tosa.const / arith.constant */
  bool is_splat;   /* with is_literal: every element equals splat_bits */
  uint64_t splat_bits;
  GenType t;
  GenFacts f;
  int uses;
  int chain; /* chain (region) that produced it; -1 for arguments */
} GenValue;

/* What an operand must satisfy. */
typedef struct GenWant {
  GenType t;         /* exact type */
  bool ranged;       /* integers: elements within [lo, hi] */
  bool range_if_cst; /* with ranged: the range binds only constant-derived values (fresh arguments
                        are fine: a value depending on an input cannot make UB certain) */
  int64_t lo, hi;
  bool excl0;  /* integers: 0 must not occur */
  bool exclm1; /* integers: -1 must not occur */
  bool nonnan; /* floats: NaN must not occur */
} GenWant;

typedef struct GenState {
  GenChooser *c;
  const GenOptions *o;
  const GenProbs *p;
  GenStats *stats;       /* may be NULL */
  Arena *arena;          /* per-program scratch */
  bool linalg;           /* program kind: linalg/tensor (true) or tosa (false) */
  bool memref;           /* with linalg: a linalg program on memrefs (gen_memref.c) */
  struct GenMemref *mem; /* memref programs: views and blocks (gen_memref.c) */
  GenValue *v;
  int nv, cap;
  int next_id; /* next %N */
  int nargs;
  int nops;                     /* productions emitted */
  int nlines;                   /* every op emitted */
  int chain;                    /* current chain id */
  StrBuf body;                  /* function body */
  TvfStatus status;             /* sticky TVF_ENOMEM */
  uint32_t types[GEN_OP_COUNT]; /* element types usable per op under the options */
  int idx_const[16];            /* linalg: SSA id + 1 of `arith.constant i : index`, 0 if none yet */
  bool ext_doubleround;         /* a rescale uses DOUBLE_ROUND: the module declares the extension */
  bool ext_inexactround;        /* a rescale uses INEXACT_ROUND: likewise */
} GenState;

/* ---- small integer helpers (values of i32 and narrower fit easily in int64) ---- */
static inline int64_t gen_min64(int64_t a, int64_t b) { return a < b ? a : b; }
static inline int64_t gen_max64(int64_t a, int64_t b) { return a > b ? a : b; }
static inline int64_t gen_abs64(int64_t a) { return a < 0 ? -a : a; }
static inline int64_t gen_clip64(int64_t x, int64_t lo, int64_t hi) { return x < lo ? lo : x > hi ? hi : x; }
/* Arithmetic shift right without relying on implementation-defined >> of negatives. */
static inline int64_t gen_asr64(int64_t x, int s) { return x >= 0 ? x >> s : ~((~x) >> s); }

/* ---- facts ---- */
GenFacts gen_facts_full(GenElem e);
/* Facts of a list of element patterns of type e. */
GenFacts gen_facts_of(GenElem e, const uint64_t *vals, int64_t n);
/* Join (union) of two facts of the same element type. */
GenFacts gen_facts_join(GenElem e, GenFacts a, GenFacts b);
/* Clamp an integer interval to type e: a range reaching outside becomes the full range. */
GenFacts gen_facts_int(GenElem e, int64_t lo, int64_t hi, bool cst);
bool gen_facts_has(const GenFacts *f, int64_t x);

/* ---- values ---- */
/* Register a new result value (fresh %N). Returns its index, -1 on OOM (status set). */
int gen_value_new(GenState *st, GenType t, GenFacts f);
/* Register a new function argument. */
int gen_arg_new(GenState *st, GenType t);
/* Append the SSA name of value vi to the body and count a use. */
void gen_use(GenState *st, int vi);
/* Append the SSA name without counting a use. */
void gen_name(GenState *st, int vi);
/* Begin an op line defining value vi: "  %N = ". */
void gen_def(GenState *st, int vi);
/* Append a type. */
void gen_ty(GenState *st, const GenType *t);
/* Count an emitted op for statistics (et = element type of its primary operand). */
void gen_note_op(GenState *st, GenOpId op, GenElem et);
/* Count an attribute value for statistics: key built printf-style. */
void gen_note_attr(GenState *st, const char *fmt, ...) TVF_PRINTF(2, 3);
/* Is vi usable as an operand (not internal/uninit)? */
bool gen_usable(const GenState *st, int vi);
bool gen_satisfies(const GenState *st, int vi, const GenWant *w);

/* ---- choices ---- */
/* Element type from mask, weighted by the type_* probabilities (falls back to uniform over the mask
 * when those weights are all zero). Returns GE_COUNT for an empty mask. */
GenElem gen_pick_elem(GenState *st, uint32_t mask, const char *where);
/* A fresh shape of rank in [rmin, rmax] (clamped to max_rank) with at most max_elems elements
 * (<= options' max_elements). Cannot fail: rmin is honoured with unit dims if needed. */
GenType gen_pick_shape(GenState *st, GenElem e, int rmin, int rmax, int64_t max_elems);
/* Uniformly pick one live usable value satisfying pred; -1 if none. */
int gen_pick_live(GenState *st, bool (*pred)(GenState *, int, const void *), const void *ctx,
                  const char *where);
/* Random permutation of 0..n-1 into perm. */
void gen_pick_perm(GenState *st, int n, int *perm, const char *where);

/* ---- operands ---- */
/* A constant tensor (or scalar, rank -1) satisfying w. Emits tosa.const (tosa programs) or
 * arith.constant (linalg programs). internal marks it as a helper operand. */
int gen_const(GenState *st, const GenWant *w, bool internal);
/* A constant of type t holding the given element patterns (gen_type_elems(&t) of them): per-channel
 * operands such as rescale multipliers and shifts. */
int gen_const_values(GenState *st, GenType t, const uint64_t *vals, bool internal);
/* A splat constant holding pattern `bits` of type t (internal helper: zero points, shifts). */
int gen_const_splat(GenState *st, GenType t, uint64_t bits, bool internal);
/* A fresh input of type t: a new argument (when allowed) or a constant. */
int gen_fresh(GenState *st, GenType t);
/* An operand satisfying w: reuse, derive by masking, or fresh. */
int gen_operand(GenState *st, const GenWant *w);
/* tosa.const_shape with n values; returns the SSA id (not a value index). */
int gen_const_shape(GenState *st, int n, const int64_t *vals);
/* Want with just a type. */
GenWant gen_want(GenType t);

/* ---- productions (gen_tosa.c, gen_linalg.c) ---- */
bool gen_tosa_can(GenState *st, GenOpId op, int xi);
int gen_tosa_build(GenState *st, GenOpId op, int xi);
int gen_tosa_input(GenState *st, GenOpId op);
bool gen_linalg_can(GenState *st, GenOpId op, int xi);
int gen_linalg_build(GenState *st, GenOpId op, int xi);
int gen_linalg_input(GenState *st, GenOpId op);

/* ---- memref programs (gen_memref.c) ---- */
/* Is some production of memref programs enabled? */
bool gen_memref_available(const GenState *st);
/* Build the body of a memref program (views, productions, result, deallocations). */
void gen_memref_compose(GenState *st);
/* Number of results of the composed memref program (0 or 1). */
int gen_memref_results(const GenState *st);
/* Append `func.func @main(...) { body return }` of the composed memref program. */
void gen_memref_assemble(GenState *st, StrBuf *out);

#endif
