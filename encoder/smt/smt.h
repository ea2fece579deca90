/*
 * smt.h: the SMT layer, a thin C wrapper over the Z3 C API.
 *
 * This header and the files of encoder/smt/ are the only code that sees Z3; z3.h is
 * never included outside encoder/smt/ and encoder/fp/. Handles are
 * one-pointer structs so the compiler keeps terms, sorts and functions apart.
 *
 * Lifetime: one SmtCtx per validation job; every term, sort and function
 * lives until smt_ctx_destroy (Z3 context = term arena). Terms are
 * hash-consed, so equal handles mean structurally equal terms.
 *
 * Errors are sticky and never exit: a Z3 error (bad sort, ...) is recorded in
 * the context, every later constructor returns the null term, and
 * smt_ctx_error() tells the caller once at the end (Alive2's invalid-expr
 * propagation). A null term is accepted everywhere and propagates.
 */
#ifndef TVF_ENCODER_SMT_H
#define TVF_ENCODER_SMT_H

#include <stdbool.h>
#include <stdint.h>

#include "support/diag.h"
#include "support/strbuf.h"

typedef struct SmtCtx SmtCtx;
typedef struct SmtSolver SmtSolver;
typedef struct SmtModel SmtModel;

typedef struct SmtTerm {
  void *p;
} SmtTerm;
typedef struct SmtSort {
  void *p;
} SmtSort;
typedef struct SmtFunc {
  void *p;
} SmtFunc;

static inline bool smt_is_null(SmtTerm t) { return t.p == 0; }

/* ---- context ---- */
/* Create a context. timeout_ms 0 = no timeout. NULL + d on failure. */
SmtCtx *smt_ctx_create(unsigned timeout_ms, Diag *d);
void smt_ctx_destroy(SmtCtx *c);
/* First Z3 error recorded, or NULL. */
const char *smt_ctx_error(const SmtCtx *c);
/* Ask a running check on this context to stop (async-signal-safe enough for a
 * watchdog thread/alarm). */
void smt_ctx_interrupt(SmtCtx *c);

/* ---- sorts ---- */
SmtSort smt_sort_bool(SmtCtx *c);
SmtSort smt_sort_bv(SmtCtx *c, unsigned width);
SmtSort smt_sort_fp(SmtCtx *c, unsigned ebits, unsigned sbits); /* sbits includes the hidden bit */
SmtSort smt_sort_array(SmtCtx *c, SmtSort index, SmtSort elem);
SmtSort smt_sort_of(SmtCtx *c, SmtTerm t);
bool smt_sort_is_bool(SmtCtx *c, SmtSort s);
bool smt_sort_is_bv(SmtCtx *c, SmtSort s);
unsigned smt_bv_width(SmtCtx *c, SmtTerm t); /* 0 if not a bit-vector */

/* ---- variables and constants ---- */
SmtTerm smt_var(SmtCtx *c, const char *name, SmtSort s);     /* named constant (same name = same var) */
SmtTerm smt_fresh(SmtCtx *c, const char *prefix, SmtSort s); /* always new */
SmtTerm smt_true(SmtCtx *c);
SmtTerm smt_false(SmtCtx *c);
SmtTerm smt_bool(SmtCtx *c, bool b);
SmtTerm smt_bv_u64(SmtCtx *c, unsigned width, uint64_t v); /* truncated to width */
SmtTerm smt_bv_i64(SmtCtx *c, unsigned width, int64_t v);  /* two's complement */

/* ---- core ---- */
SmtTerm smt_not(SmtCtx *c, SmtTerm a);
SmtTerm smt_and(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_or(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_xor(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_implies(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_and_n(SmtCtx *c, const SmtTerm *ts, int n); /* true when n == 0 */
SmtTerm smt_or_n(SmtCtx *c, const SmtTerm *ts, int n);  /* false when n == 0 */
SmtTerm smt_ite(SmtCtx *c, SmtTerm cond, SmtTerm a, SmtTerm b);
SmtTerm smt_eq(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_distinct(SmtCtx *c, const SmtTerm *ts, int n);

/* ---- bit-vectors ---- */
SmtTerm smt_bv_add(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_sub(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_mul(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_neg(SmtCtx *c, SmtTerm a);
SmtTerm smt_bv_sdiv(SmtCtx *c, SmtTerm a, SmtTerm b); /* truncating; caller guards b == 0 */
SmtTerm smt_bv_udiv(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_srem(SmtCtx *c, SmtTerm a, SmtTerm b); /* sign of dividend */
SmtTerm smt_bv_urem(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_smod(SmtCtx *c, SmtTerm a, SmtTerm b); /* sign of divisor */
SmtTerm smt_bv_and(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_or(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_xor(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_not(SmtCtx *c, SmtTerm a);
SmtTerm smt_bv_shl(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_lshr(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_ashr(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_ult(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_ule(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_ugt(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_uge(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_slt(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_sle(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_sgt(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_sge(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_bv_extract(SmtCtx *c, unsigned hi, unsigned lo, SmtTerm a);
SmtTerm smt_bv_concat(SmtCtx *c, SmtTerm hi, SmtTerm lo);
SmtTerm smt_bv_zext(SmtCtx *c, unsigned extra_bits, SmtTerm a);
SmtTerm smt_bv_sext(SmtCtx *c, unsigned extra_bits, SmtTerm a);
/* Resize to `width` by zero/sign extension or truncation. */
SmtTerm smt_bv_resize(SmtCtx *c, SmtTerm a, unsigned width, bool is_signed);
/* Overflow predicates (true when the operation overflows). */
SmtTerm smt_bv_add_overflows(SmtCtx *c, SmtTerm a, SmtTerm b, bool is_signed);
SmtTerm smt_bv_sub_overflows(SmtCtx *c, SmtTerm a, SmtTerm b, bool is_signed);
SmtTerm smt_bv_mul_overflows(SmtCtx *c, SmtTerm a, SmtTerm b, bool is_signed);
/* Count leading zeros (result has a's width). */
SmtTerm smt_bv_clz(SmtCtx *c, SmtTerm a);
SmtTerm smt_bv_ctz(SmtCtx *c, SmtTerm a);
SmtTerm smt_bv_popcount(SmtCtx *c, SmtTerm a);

/* ---- arrays (tensors are arrays from a bit-vector index) ---- */
SmtTerm smt_select(SmtCtx *c, SmtTerm array, SmtTerm index);
SmtTerm smt_store(SmtCtx *c, SmtTerm array, SmtTerm index, SmtTerm value);
SmtTerm smt_const_array(SmtCtx *c, SmtSort index, SmtTerm value);
/* lambda (bound...) . body ; bound are terms made with smt_bound_var. */
SmtTerm smt_bound_var(SmtCtx *c, const char *name, SmtSort s);
SmtTerm smt_lambda(SmtCtx *c, const SmtTerm *bound, int n, SmtTerm body);
/* forall bound . body (used sparingly; prefer lambdas and UFs). */
SmtTerm smt_forall(SmtCtx *c, const SmtTerm *bound, int n, SmtTerm body);

/* ---- uninterpreted functions ---- */
SmtFunc smt_func(SmtCtx *c, const char *name, const SmtSort *dom, int ndom, SmtSort range);
SmtTerm smt_apply(SmtCtx *c, SmtFunc f, const SmtTerm *args, int nargs);

/* ---- IEEE floating point (Z3 FPA; used by the exact domain) ---- */
typedef enum SmtRm { SMT_RNE, SMT_RNA, SMT_RTP, SMT_RTN, SMT_RTZ } SmtRm;
SmtTerm smt_fp_rm(SmtCtx *c, SmtRm rm);
/* FP value from its IEEE bit pattern (a bit-vector term of width ebits+sbits). */
SmtTerm smt_fp_from_ieee_bv(SmtCtx *c, SmtTerm bv, unsigned ebits, unsigned sbits);
/* FP numeral from IEEE bits. */
SmtTerm smt_fp_from_bits(SmtCtx *c, uint64_t bits, unsigned ebits, unsigned sbits);
/* IEEE bit pattern of an FP term; NaN maps to one canonical quiet NaN. */
SmtTerm smt_fp_to_ieee_bv(SmtCtx *c, SmtTerm fp);
SmtTerm smt_fp_nan(SmtCtx *c, unsigned ebits, unsigned sbits);
SmtTerm smt_fp_inf(SmtCtx *c, unsigned ebits, unsigned sbits, bool negative);
SmtTerm smt_fp_zero(SmtCtx *c, unsigned ebits, unsigned sbits, bool negative);
SmtTerm smt_fp_add(SmtCtx *c, SmtRm rm, SmtTerm a, SmtTerm b);
SmtTerm smt_fp_sub(SmtCtx *c, SmtRm rm, SmtTerm a, SmtTerm b);
SmtTerm smt_fp_mul(SmtCtx *c, SmtRm rm, SmtTerm a, SmtTerm b);
SmtTerm smt_fp_div(SmtCtx *c, SmtRm rm, SmtTerm a, SmtTerm b);
SmtTerm smt_fp_fma(SmtCtx *c, SmtRm rm, SmtTerm a, SmtTerm b, SmtTerm d);
SmtTerm smt_fp_sqrt(SmtCtx *c, SmtRm rm, SmtTerm a);
SmtTerm smt_fp_rem(SmtCtx *c, SmtTerm a, SmtTerm b); /* IEEE remainder */
SmtTerm smt_fp_round_to_integral(SmtCtx *c, SmtRm rm, SmtTerm a);
SmtTerm smt_fp_min(SmtCtx *c, SmtTerm a, SmtTerm b); /* Z3 fp.min: unspecified on +-0 */
SmtTerm smt_fp_max(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_fp_neg(SmtCtx *c, SmtTerm a);
SmtTerm smt_fp_abs(SmtCtx *c, SmtTerm a);
SmtTerm smt_fp_eq(SmtCtx *c, SmtTerm a, SmtTerm b); /* IEEE ==: NaN != NaN, +0 == -0 */
SmtTerm smt_fp_lt(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_fp_le(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_fp_gt(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_fp_ge(SmtCtx *c, SmtTerm a, SmtTerm b);
SmtTerm smt_fp_is_nan(SmtCtx *c, SmtTerm a);
SmtTerm smt_fp_is_inf(SmtCtx *c, SmtTerm a);
SmtTerm smt_fp_is_zero(SmtCtx *c, SmtTerm a);
SmtTerm smt_fp_is_subnormal(SmtCtx *c, SmtTerm a);
SmtTerm smt_fp_is_normal(SmtCtx *c, SmtTerm a);
SmtTerm smt_fp_is_negative(SmtCtx *c, SmtTerm a); /* sign bit set and not NaN */
/* Conversions. */
SmtTerm smt_fp_to_fp(SmtCtx *c, SmtRm rm, SmtTerm a, unsigned ebits, unsigned sbits);
SmtTerm smt_fp_from_sbv(SmtCtx *c, SmtRm rm, SmtTerm bv, unsigned ebits, unsigned sbits);
SmtTerm smt_fp_from_ubv(SmtCtx *c, SmtRm rm, SmtTerm bv, unsigned ebits, unsigned sbits);
/* Unspecified for NaN/Inf/out of range: callers guard. */
SmtTerm smt_fp_to_sbv(SmtCtx *c, SmtRm rm, SmtTerm a, unsigned width);
SmtTerm smt_fp_to_ubv(SmtCtx *c, SmtRm rm, SmtTerm a, unsigned width);

/* ---- solving ---- */
/* Structural difference (smt_cut.c): walk a and b top down in lockstep
 * while both apply the same function to the same number of arguments, and
 * write the pairs of subterms where they first differ to pa/pb. Returns the
 * number of pairs (0 when a and b are the same term), or -1 when there are
 * more than max or on allocation failure. If every pair is equal for every
 * input, so are a and b. */
int smt_diff_pairs(SmtCtx *c, SmtTerm a, SmtTerm b, SmtTerm *pa, SmtTerm *pb, int max);
/* not(a = b) with every maximal non-ground subterm that a and b share
 * replaced by a fresh constant (a cut-point; *ncut of them): it has every
 * model of not(a = b) and more, so UNSAT proves a = b for all inputs. The
 * null term on failure. */
SmtTerm smt_cut_disequality(SmtCtx *c, SmtTerm a, SmtTerm b, int *ncut);

/* t, rebuilt in another context (whose later queries then see none of the
 * terms the work on it creates). The null term on failure. */
SmtTerm smt_translate(SmtCtx *from, SmtTerm t, SmtCtx *to);

/* Solver tuning for the context's checks (default on): logic-specific
 * strategies and seeded restarts (smt_solver.c). Off: Z3's general solver,
 * one run per check. */
void smt_ctx_set_tuned(SmtCtx *c, bool on);

typedef enum SmtResult { SMT_UNSAT, SMT_SAT, SMT_UNKNOWN, SMT_TIMEOUT, SMT_ERROR } SmtResult;
const char *smt_result_name(SmtResult r);

SmtSolver *smt_solver_create(SmtCtx *c);
void smt_solver_destroy(SmtSolver *s);
void smt_solver_assert(SmtSolver *s, SmtTerm t);
/* Assert a conjunction of background facts (the abstract FP domain's
 * preconditions): a check keeps only the conjuncts relevant to the other
 * assertions in scope (smt_facts.c: those mentioning an uninterpreted
 * function application that occurs there, transitively, and those that
 * mention none). A weaker premise: UNSAT stays sound; SAT may be spurious
 * where the full facts would refute it (the abstract domain confirms every
 * counterexample anyway). */
void smt_solver_assert_facts(SmtSolver *s, SmtTerm facts);
/* The conjuncts of `facts` relevant to q (as above), as one conjunction;
 * `facts` itself when the selection fails. */
SmtTerm smt_facts_relevant(SmtCtx *c, SmtTerm facts, SmtTerm q);
void smt_solver_push(SmtSolver *s);
void smt_solver_pop(SmtSolver *s);
/* Check satisfiability under the context's timeout (timeout_ms overrides it
 * when non-zero). UNKNOWN carries a reason (smt_solver_reason). */
SmtResult smt_solver_check(SmtSolver *s, unsigned timeout_ms);
const char *smt_solver_reason(SmtSolver *s);
/* Model of the last SAT check, or NULL. Owned by the solver. */
SmtModel *smt_solver_model(SmtSolver *s);

/* Evaluate t in the model with model completion. */
SmtTerm smt_model_eval(SmtModel *m, SmtTerm t);
/* Numeral extraction from an evaluated term: false if not a numeral. */
bool smt_term_get_bool(SmtCtx *c, SmtTerm t, bool *out);
bool smt_term_get_u64(SmtCtx *c, SmtTerm t, uint64_t *out); /* bit-vectors up to 64 bits */
/* IEEE bits of an evaluated FP numeral (NaN -> canonical quiet NaN bits). */
bool smt_term_get_fp_bits(SmtCtx *c, SmtTerm t, uint64_t *out);

SmtTerm smt_simplify(SmtCtx *c, SmtTerm t);
/* t with every from[i] replaced by to[i] (same sorts), rebuilt bottom-up;
 * no simplification. */
SmtTerm smt_substitute(SmtCtx *c, SmtTerm t, const SmtTerm *from, const SmtTerm *to, int n);
/* SMT-LIB text of a term (debugging). */
void smt_term_print(SmtCtx *c, SmtTerm t, StrBuf *out);
/* SMT-LIB benchmark of the solver's assertions (for reproducing a query). */
void smt_solver_print(SmtSolver *s, StrBuf *out);

/* ---- additions by the SMT-layer implementation (appended; nothing above changed) ---- */
/* Record a sticky error from a layer above Z3 (e.g. the FP domain detecting an
 * impossible configuration). printf-style; the first error wins; c may be NULL.
 * Afterwards every constructor returns the null term and checks return
 * SMT_ERROR, exactly as after a Z3 error. Cannot fail. */
void smt_ctx_set_error(SmtCtx *c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Same term (terms are hash-consed, so this is structural equality). */
static inline bool smt_term_same(SmtTerm a, SmtTerm b) { return a.p == b.p; }
/* Z3's id of a term: unique among live terms of the context and, unlike the
 * pointer, deterministic for a deterministic construction order (used to put
 * operands of commutative ops in a canonical order). 0 for the null term. */
unsigned smt_term_id(SmtCtx *c, SmtTerm t);
/* Deterministic total order (<0, 0, >0) for putting the operands of
 * commutative operations in canonical order: non-numerals before numerals,
 * then by operator kind, then by id. Keeps src and tgt shapes aligned (e.g.
 * acc + x*y stays "add before mul" in both), which matters a lot to Z3's
 * bit-blasting. Cannot fail; 0 only for the same term. */
int smt_term_cmp_canonical(SmtCtx *c, SmtTerm a, SmtTerm b);

#endif
