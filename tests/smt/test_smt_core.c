/*
 * test_smt_core.c: unit tests of the SMT layer (encoder/smt/): Boolean
 * folding, bit-vector arithmetic and derived operations (checked against C on
 * numerals through smt_simplify), arrays, lambdas, quantifiers, UFs, solving
 * with models, push/pop, timeouts (a hard query with a 1 ms budget must be
 * SMT_TIMEOUT), interrupts, and error recording without exiting.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "encoder/smt/smt.h"
#include "support/testhelp.h"

static SmtCtx *new_ctx(unsigned timeout_ms) {
  Diag d;
  diag_init(&d);
  SmtCtx *c = smt_ctx_create(timeout_ms, &d);
  if (!c) {
    fprintf(stderr, "cannot create context: %s\n", d.msg);
    exit(2);
  }
  return c;
}

/* Simplify t and read it as a numeral. */
static uint64_t num(SmtCtx *c, SmtTerm t) {
  uint64_t v = UINT64_MAX - 12345;
  SmtTerm s = smt_simplify(c, t);
  if (!smt_term_get_u64(c, s, &v)) {
    StrBuf b = STRBUF_INIT;
    smt_term_print(c, s, &b);
    fprintf(stderr, "not a numeral: %s\n", sb_cstr(&b));
    sb_free(&b);
  }
  return v;
}

static bool truth(SmtCtx *c, SmtTerm t) {
  bool b = false;
  TVF_CHECK(smt_term_get_bool(c, smt_simplify(c, t), &b));
  return b;
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

static void test_bool_folding(void) {
  SmtCtx *c = new_ctx(0);
  SmtTerm x = smt_var(c, "x", smt_sort_bool(c)), y = smt_var(c, "y", smt_sort_bool(c));
  TVF_CHECK(smt_term_same(smt_and(c, smt_true(c), x), x));
  TVF_CHECK(smt_term_same(smt_or(c, smt_false(c), x), x));
  TVF_CHECK(smt_term_same(smt_and(c, smt_false(c), x), smt_false(c)));
  TVF_CHECK(smt_term_same(smt_or(c, x, smt_true(c)), smt_true(c)));
  TVF_CHECK(smt_term_same(smt_and_n(c, NULL, 0), smt_true(c)));
  TVF_CHECK(smt_term_same(smt_or_n(c, NULL, 0), smt_false(c)));
  TVF_CHECK(smt_term_same(smt_ite(c, smt_true(c), x, y), x));
  TVF_CHECK(smt_term_same(smt_ite(c, x, y, y), y));
  TVF_CHECK(smt_term_same(smt_eq(c, x, x), smt_true(c)));
  TVF_CHECK(smt_term_same(smt_not(c, smt_not(c, smt_false(c))), smt_false(c)));
  TVF_CHECK(smt_term_same(smt_implies(c, smt_false(c), x), smt_true(c)));
  TVF_CHECK(smt_term_same(smt_var(c, "x", smt_sort_bool(c)), x)); /* same name = same var */
  TVF_CHECK(!smt_term_same(smt_fresh(c, "x", smt_sort_bool(c)), smt_fresh(c, "x", smt_sort_bool(c))));
  /* null propagates */
  SmtTerm null = {0};
  TVF_CHECK(smt_is_null(smt_and(c, x, null)));
  TVF_CHECK(smt_is_null(smt_bv_add(c, null, smt_bv_u64(c, 8, 1))));
  TVF_CHECK(smt_ctx_error(c) == NULL);
  SmtTerm xs[3] = {smt_bv_u64(c, 4, 1), smt_bv_u64(c, 4, 2), smt_bv_u64(c, 4, 1)};
  TVF_CHECK(!truth(c, smt_distinct(c, xs, 3)));
  TVF_CHECK(truth(c, smt_distinct(c, xs, 2)));
  smt_ctx_destroy(c);
}

/* Bit-vector terms that are decided by their structure are built folded:
 * extracts of numerals, concats and extracts, numeral comparisons and
 * concats, double negation. */
static void test_bv_folding(void) {
  SmtCtx *c = new_ctx(0);
  SmtTerm x = smt_var(c, "x", smt_sort_bv(c, 12)), y = smt_var(c, "y", smt_sort_bv(c, 12));
  SmtTerm b1 = smt_bv_u64(c, 1, 1);
  SmtTerm cat = smt_bv_concat(c, b1, x); /* 13 bits: 1 ++ x */
  TVF_CHECK(smt_term_same(smt_bv_extract(c, 11, 0, cat), x));
  TVF_CHECK(smt_term_same(smt_bv_extract(c, 12, 12, cat), b1));
  TVF_CHECK(smt_term_same(smt_bv_extract(c, 5, 2, cat), smt_bv_extract(c, 5, 2, x)));
  TVF_CHECK(smt_term_same(smt_bv_extract(c, 3, 1, smt_bv_extract(c, 9, 4, x)), smt_bv_extract(c, 7, 5, x)));
  /* a range across both parts stays an extract, with the right value */
  SmtTerm across = smt_bv_extract(c, 12, 11, smt_bv_concat(c, b1, smt_bv_u64(c, 12, 0x800)));
  TVF_CHECK(num(c, across) == 3);
  SmtTerm mixed = smt_bv_extract(c, 12, 11, cat);
  TVF_CHECK_EQ_INT((int)smt_bv_width(c, mixed), 2);
  TVF_CHECK(num(c, smt_bv_extract(c, 7, 4, smt_bv_u64(c, 16, 0xabcd))) == 0xc);
  TVF_CHECK(smt_term_same(smt_bv_concat(c, smt_bv_u64(c, 4, 0xa), smt_bv_u64(c, 8, 0x5c)),
                          smt_bv_u64(c, 12, 0xa5c)));
  TVF_CHECK(smt_term_same(smt_bv_not(c, smt_bv_not(c, x)), x));
  TVF_CHECK(smt_term_same(smt_bv_not(c, smt_bv_u64(c, 4, 0x5)), smt_bv_u64(c, 4, 0xa)));
  TVF_CHECK(smt_term_same(smt_bv_ult(c, smt_bv_u64(c, 12, 3), smt_bv_u64(c, 12, 4)), smt_true(c)));
  TVF_CHECK(smt_term_same(smt_bv_ult(c, x, x), smt_false(c)));
  TVF_CHECK(smt_term_same(smt_bv_ule(c, x, x), smt_true(c)));
  TVF_CHECK(smt_term_same(smt_bv_ult(c, x, smt_bv_u64(c, 12, 0)), smt_false(c)));
  TVF_CHECK(smt_term_same(smt_bv_ule(c, smt_bv_u64(c, 12, 0), y), smt_true(c)));
  TVF_CHECK(!smt_term_same(smt_bv_ult(c, x, y), smt_false(c)));
  /* random extracts of concats agree with the unfolded value */
  SmtTerm bl = smt_bound_var(c, "l", smt_sort_bv(c, 12));
  for (int i = 0; i < 200; i++) {
    uint64_t hv = rnd() & 0xff, lv = rnd() & 0xfff;
    unsigned lo = (unsigned)(rnd() % 20), hi = lo + (unsigned)(rnd() % (20 - lo));
    SmtTerm e = smt_bv_extract(c, hi, lo, smt_bv_concat(c, smt_bv_u64(c, 8, hv), bl));
    SmtTerm lam = smt_lambda(c, &bl, 1, e);
    uint64_t want = ((hv << 12 | lv) >> lo) & ((UINT64_C(1) << (hi - lo + 1)) - 1);
    TVF_CHECK_MSG(num(c, smt_select(c, lam, smt_bv_u64(c, 12, lv))) == want, "extract %u..%u of %llx:%llx",
                  hi, lo, (unsigned long long)hv, (unsigned long long)lv);
  }
  /* ext(x) == k: x == k at x's width inside the extension's range, else
   * false; checked against the unfolded equality for every 4-bit x */
  SmtTerm x4 = smt_var(c, "x4", smt_sort_bv(c, 4));
  TVF_CHECK(smt_term_same(smt_eq(c, smt_bv_sext(c, 60, x4), smt_bv_u64(c, 64, 3)),
                          smt_eq(c, x4, smt_bv_u64(c, 4, 3))));
  TVF_CHECK(smt_term_same(smt_eq(c, smt_bv_zext(c, 4, x4), smt_bv_u64(c, 8, 200)), smt_false(c)));
  TVF_CHECK(smt_term_same(smt_eq(c, smt_bv_sext(c, 4, x4), smt_bv_u64(c, 8, 9)), smt_false(c)));
  SmtTerm bx = smt_bound_var(c, "bx", smt_sort_bv(c, 4));
  for (int ext = 0; ext < 2; ext++)
    for (uint64_t k = 0; k < 256; k += 7) {
      SmtTerm wide = ext ? smt_bv_sext(c, 4, bx) : smt_bv_zext(c, 4, bx);
      SmtTerm lam = smt_lambda(
          c, &bx, 1,
          smt_ite(c, smt_eq(c, wide, smt_bv_u64(c, 8, k)), smt_bv_u64(c, 1, 1), smt_bv_u64(c, 1, 0)));
      for (uint64_t v = 0; v < 16; v++) {
        uint64_t wv = ext && (v & 8) ? (v | 0xf0) : v;
        TVF_CHECK_MSG(num(c, smt_select(c, lam, smt_bv_u64(c, 4, v))) == (wv == k), "%s(%llu) == %llu",
                      ext ? "sext" : "zext", (unsigned long long)v, (unsigned long long)k);
      }
    }
  TVF_CHECK(smt_ctx_error(c) == NULL);
  smt_ctx_destroy(c);
}

static void test_bv_arith(void) {
  SmtCtx *c = new_ctx(0);
  for (int i = 0; i < 200; i++) {
    uint32_t a = (uint32_t)rnd(), b = (uint32_t)rnd();
    if (i % 7 == 0) b = (uint32_t)(rnd() % 5);
    if (i % 11 == 0) a = 0x80000000u;
    int32_t sa = (int32_t)a, sb = (int32_t)b;
    SmtTerm A = smt_bv_u64(c, 32, a), B = smt_bv_u64(c, 32, b);
    TVF_CHECK_EQ_INT(num(c, smt_bv_add(c, A, B)), (uint32_t)(a + b));
    TVF_CHECK_EQ_INT(num(c, smt_bv_sub(c, A, B)), (uint32_t)(a - b));
    TVF_CHECK_EQ_INT(num(c, smt_bv_mul(c, A, B)), (uint32_t)(a * b));
    TVF_CHECK_EQ_INT(num(c, smt_bv_neg(c, A)), (uint32_t)(0u - a));
    TVF_CHECK_EQ_INT(num(c, smt_bv_and(c, A, B)), a & b);
    TVF_CHECK_EQ_INT(num(c, smt_bv_or(c, A, B)), a | b);
    TVF_CHECK_EQ_INT(num(c, smt_bv_xor(c, A, B)), a ^ b);
    TVF_CHECK_EQ_INT(num(c, smt_bv_not(c, A)), (uint32_t)~a);
    if (b != 0) {
      TVF_CHECK_EQ_INT(num(c, smt_bv_udiv(c, A, B)), a / b);
      TVF_CHECK_EQ_INT(num(c, smt_bv_urem(c, A, B)), a % b);
      if (!(sa == INT32_MIN && sb == -1)) {
        TVF_CHECK_EQ_INT(num(c, smt_bv_sdiv(c, A, B)), (uint32_t)(sa / sb));
        TVF_CHECK_EQ_INT(num(c, smt_bv_srem(c, A, B)), (uint32_t)(sa % sb));
        int32_t m = sa % sb;
        if (m != 0 && ((m < 0) != (sb < 0))) m += sb;
        TVF_CHECK_EQ_INT(num(c, smt_bv_smod(c, A, B)), (uint32_t)m);
      }
    }
    unsigned sh = b % 32;
    SmtTerm S = smt_bv_u64(c, 32, sh);
    TVF_CHECK_EQ_INT(num(c, smt_bv_shl(c, A, S)), (uint32_t)(a << sh));
    TVF_CHECK_EQ_INT(num(c, smt_bv_lshr(c, A, S)), a >> sh);
    TVF_CHECK_EQ_INT(num(c, smt_bv_ashr(c, A, S)), (uint32_t)(sa < 0 ? ~(~a >> sh) : a >> sh));
    TVF_CHECK(truth(c, smt_bv_ult(c, A, B)) == (a < b));
    TVF_CHECK(truth(c, smt_bv_sle(c, A, B)) == (sa <= sb));
    TVF_CHECK(truth(c, smt_bv_sgt(c, A, B)) == (sa > sb));
    TVF_CHECK(truth(c, smt_bv_uge(c, A, B)) == (a >= b));
    /* derived ops */
    TVF_CHECK_EQ_INT(num(c, smt_bv_clz(c, A)), a ? __builtin_clz(a) : 32);
    TVF_CHECK_EQ_INT(num(c, smt_bv_ctz(c, A)), a ? __builtin_ctz(a) : 32);
    TVF_CHECK_EQ_INT(num(c, smt_bv_popcount(c, A)), __builtin_popcount(a));
    TVF_CHECK_EQ_INT(num(c, smt_bv_extract(c, 15, 8, A)), (a >> 8) & 0xff);
    TVF_CHECK_EQ_INT(num(c, smt_bv_concat(c, smt_bv_extract(c, 7, 0, A), smt_bv_extract(c, 7, 0, B))),
                     ((a & 0xff) << 8) | (b & 0xff));
    TVF_CHECK_EQ_INT(num(c, smt_bv_resize(c, A, 64, true)), (uint64_t)(int64_t)sa);
    TVF_CHECK_EQ_INT(num(c, smt_bv_resize(c, A, 64, false)), (uint64_t)a);
    TVF_CHECK_EQ_INT(num(c, smt_bv_resize(c, A, 8, true)), a & 0xff);
  }
  /* clz/ctz/popcount at other widths, and zero */
  TVF_CHECK_EQ_INT(num(c, smt_bv_clz(c, smt_bv_u64(c, 16, 0x00f0))), 8);
  TVF_CHECK_EQ_INT(num(c, smt_bv_clz(c, smt_bv_u64(c, 8, 0))), 8);
  TVF_CHECK_EQ_INT(num(c, smt_bv_ctz(c, smt_bv_u64(c, 8, 0))), 8);
  TVF_CHECK_EQ_INT(num(c, smt_bv_clz(c, smt_bv_u64(c, 1, 1))), 0);
  TVF_CHECK_EQ_INT(num(c, smt_bv_popcount(c, smt_bv_u64(c, 1, 1))), 1);
  TVF_CHECK_EQ_INT(num(c, smt_bv_popcount(c, smt_bv_u64(c, 64, UINT64_MAX))), 64);
  /* constants: truncation, sign extension beyond 64 bits */
  TVF_CHECK_EQ_INT(num(c, smt_bv_u64(c, 8, 0x1ff)), 0xff);
  TVF_CHECK_EQ_INT(num(c, smt_bv_i64(c, 8, -1)), 0xff);
  TVF_CHECK_EQ_INT(smt_bv_width(c, smt_bv_i64(c, 128, -5)), 128);
  TVF_CHECK_EQ_INT(num(c, smt_bv_extract(c, 127, 64, smt_bv_i64(c, 128, -5))), UINT64_MAX);
  TVF_CHECK_EQ_INT(num(c, smt_bv_extract(c, 63, 0, smt_bv_i64(c, 128, -5))), (uint64_t)-5);
  TVF_CHECK(smt_sort_is_bv(c, smt_sort_of(c, smt_bv_u64(c, 3, 1))));
  TVF_CHECK(smt_sort_is_bool(c, smt_sort_of(c, smt_true(c))));
  TVF_CHECK_EQ_INT(smt_bv_width(c, smt_true(c)), 0);
  TVF_CHECK(smt_ctx_error(c) == NULL);
  smt_ctx_destroy(c);
}

/* Overflow predicates, exhaustively at 4 bits against C. */
static void test_overflow(void) {
  SmtCtx *c = new_ctx(0);
  int bad = 0;
  for (int a = 0; a < 16; a++)
    for (int b = 0; b < 16; b++) {
      int sa = a >= 8 ? a - 16 : a, sb = b >= 8 ? b - 16 : b;
      SmtTerm A = smt_bv_u64(c, 4, (uint64_t)a), B = smt_bv_u64(c, 4, (uint64_t)b);
      bool exp[6] = {a + b > 15, sa + sb < -8 || sa + sb > 7, a - b<0, sa - sb<-8 || sa - sb> 7, a * b> 15,
                     sa * sb < -8 || sa * sb > 7};
      SmtTerm got[6] = {smt_bv_add_overflows(c, A, B, false), smt_bv_add_overflows(c, A, B, true),
                        smt_bv_sub_overflows(c, A, B, false), smt_bv_sub_overflows(c, A, B, true),
                        smt_bv_mul_overflows(c, A, B, false), smt_bv_mul_overflows(c, A, B, true)};
      for (int k = 0; k < 6; k++) {
        bool g = !exp[k];
        smt_term_get_bool(c, smt_simplify(c, got[k]), &g);
        if (g != exp[k]) {
          if (bad++ < 5) fprintf(stderr, "overflow kind %d a=%d b=%d: got %d\n", k, a, b, g);
        }
      }
    }
  TVF_CHECK_EQ_INT(bad, 0);
  smt_ctx_destroy(c);
}

static void test_arrays_lambdas(void) {
  SmtCtx *c = new_ctx(0);
  SmtSort i32 = smt_sort_bv(c, 32), arr = smt_sort_array(c, i32, i32);
  SmtTerm A = smt_var(c, "A", arr);
  SmtTerm i = smt_bv_u64(c, 32, 7), v = smt_bv_u64(c, 32, 99);
  TVF_CHECK_EQ_INT(num(c, smt_select(c, smt_store(c, A, i, v), i)), 99);
  TVF_CHECK_EQ_INT(num(c, smt_select(c, smt_const_array(c, i32, v), smt_bv_u64(c, 32, 3))), 99);
  /* lambda i. i + 1 */
  SmtTerm bi = smt_bound_var(c, "i", i32);
  SmtTerm lam = smt_lambda(c, &bi, 1, smt_bv_add(c, bi, smt_bv_u64(c, 32, 1)));
  TVF_CHECK_EQ_INT(num(c, smt_select(c, lam, smt_bv_u64(c, 32, 5))), 6);
  /* transpose of a 3x3 tensor: lambda i. A[(i % 3) * 3 + i / 3] */
  SmtTerm three = smt_bv_u64(c, 32, 3);
  SmtTerm idx = smt_bv_add(c, smt_bv_mul(c, smt_bv_urem(c, bi, three), three), smt_bv_udiv(c, bi, three));
  SmtTerm T = smt_lambda(c, &bi, 1, smt_select(c, A, idx));
  SmtSolver *s = smt_solver_create(c);
  /* T[1] == A[3] is valid */
  smt_solver_assert(s, smt_not(c, smt_eq(c, smt_select(c, T, smt_bv_u64(c, 32, 1)),
                                         smt_select(c, A, smt_bv_u64(c, 32, 3)))));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 5000), SMT_UNSAT);
  smt_solver_destroy(s);
  /* two bound variables */
  SmtTerm bj = smt_bound_var(c, "j", i32);
  SmtTerm bs[2] = {bi, bj};
  SmtTerm lam2 = smt_lambda(c, bs, 2, smt_bv_sub(c, bi, bj));
  SmtTerm args_sel = smt_select(c, lam2, smt_bv_u64(c, 32, 10)); /* partial select is a sort error */
  TVF_CHECK(smt_is_null(args_sel));
  TVF_CHECK(smt_ctx_error(c) != NULL); /* recorded, not exited */
  smt_ctx_destroy(c);

  /* forall */
  c = new_ctx(0);
  i32 = smt_sort_bv(c, 32);
  arr = smt_sort_array(c, i32, i32);
  A = smt_var(c, "A", arr);
  bi = smt_bound_var(c, "i", i32);
  SmtTerm all_zero = smt_forall(c, &bi, 1, smt_eq(c, smt_select(c, A, bi), smt_bv_u64(c, 32, 0)));
  s = smt_solver_create(c);
  smt_solver_assert(s, all_zero);
  smt_solver_assert(s, smt_eq(c, smt_select(c, A, smt_bv_u64(c, 32, 3)), smt_bv_u64(c, 32, 1)));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 5000), SMT_UNSAT);
  smt_solver_destroy(s);
  TVF_CHECK(smt_ctx_error(c) == NULL);
  smt_ctx_destroy(c);
}

static void test_uf_solver_model(void) {
  SmtCtx *c = new_ctx(5000);
  SmtSort b8 = smt_sort_bv(c, 8);
  SmtFunc f = smt_func(c, "f", &b8, 1, b8);
  SmtTerm x = smt_var(c, "x", b8), y = smt_var(c, "y", b8);
  SmtTerm fx = smt_apply(c, f, &x, 1), fy = smt_apply(c, f, &y, 1);
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert(s, smt_eq(c, x, y));
  smt_solver_push(s);
  smt_solver_assert(s, smt_not(c, smt_eq(c, fx, fy)));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_UNSAT);
  TVF_CHECK(smt_solver_model(s) == NULL);
  smt_solver_pop(s);
  smt_solver_assert(s, smt_eq(c, smt_bv_add(c, x, smt_bv_u64(c, 8, 1)), smt_bv_u64(c, 8, 5)));
  smt_solver_assert(s, smt_eq(c, fx, smt_bv_u64(c, 8, 42)));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_SAT);
  SmtModel *m = smt_solver_model(s);
  TVF_CHECK(m != NULL);
  TVF_CHECK(m == smt_solver_model(s));
  uint64_t v = 0;
  TVF_CHECK(smt_term_get_u64(c, smt_model_eval(m, y), &v) && v == 4);
  TVF_CHECK(smt_term_get_u64(c, smt_model_eval(m, fy), &v) && v == 42);
  /* model completion: an unconstrained variable still evaluates */
  SmtTerm z = smt_var(c, "z", b8);
  TVF_CHECK(smt_term_get_u64(c, smt_model_eval(m, z), &v));
  bool bv = false;
  TVF_CHECK(smt_term_get_bool(c, smt_model_eval(m, smt_eq(c, x, y)), &bv) && bv);
  StrBuf out = STRBUF_INIT;
  smt_solver_print(s, &out);
  TVF_CHECK_CONTAINS(sb_cstr(&out), "(check-sat)");
  TVF_CHECK_CONTAINS(sb_cstr(&out), "declare-fun f");
  sb_clear(&out);
  smt_term_print(c, fx, &out);
  TVF_CHECK_STREQ(sb_cstr(&out), "(f x)");
  sb_free(&out);
  /* the model stays valid after another check */
  smt_solver_assert(s, smt_eq(c, x, smt_bv_u64(c, 8, 4)));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_SAT);
  TVF_CHECK(smt_term_get_u64(c, smt_model_eval(m, y), &v) && v == 4);
  TVF_CHECK_STREQ(smt_result_name(SMT_TIMEOUT), "timeout");
  smt_solver_destroy(s);
  smt_ctx_destroy(c);
}

/* 64-bit factoring of a product of two 32-bit primes: far beyond 1 ms. */
static SmtTerm hard_query(SmtCtx *c) {
  SmtSort b64 = smt_sort_bv(c, 64);
  SmtTerm p = smt_var(c, "p", b64), q = smt_var(c, "q", b64);
  SmtTerm lim = smt_bv_u64(c, 64, 0xffffffffu);
  SmtTerm ts[5] = {smt_eq(c, smt_bv_mul(c, p, q), smt_bv_u64(c, 64, 4294967291ull * 4294967279ull)),
                   smt_bv_ugt(c, p, smt_bv_u64(c, 64, 1)), smt_bv_ugt(c, q, smt_bv_u64(c, 64, 1)),
                   smt_bv_ule(c, p, lim), smt_bv_ule(c, q, lim)};
  return smt_and_n(c, ts, 5);
}

static void test_timeout(void) {
  SmtCtx *c = new_ctx(0);
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert(s, hard_query(c));
  uint64_t t0 = tvf_now_ns();
  SmtResult r = smt_solver_check(s, 1);
  double ms = tvf_ms_since(t0);
  TVF_CHECK_MSG(r == SMT_TIMEOUT, "got %s (%s)", smt_result_name(r), smt_solver_reason(s));
  TVF_CHECK_CONTAINS(smt_solver_reason(s), "timeout");
  TVF_CHECK_MSG(ms < 5000, "1 ms budget took %.0f ms", ms);
  TVF_CHECK(smt_ctx_error(c) == NULL); /* a timeout is not an error */
  smt_solver_destroy(s);
  smt_ctx_destroy(c);

  /* context default timeout */
  c = new_ctx(1);
  s = smt_solver_create(c);
  smt_solver_assert(s, hard_query(c));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_TIMEOUT);
  smt_solver_destroy(s);
  smt_ctx_destroy(c);
}

typedef struct Interrupter {
  SmtCtx *c;
  volatile int done; /* set by the main thread after the check */
} Interrupter;

/* Interrupts every 20 ms until the check is over: an interrupt that lands
 * before Z3 starts searching is lost (Z3 resets it), so one is not enough. */
static void *interrupter(void *arg) {
  Interrupter *it = arg;
  struct timespec ts = {0, 20 * 1000 * 1000};
  while (!__atomic_load_n(&it->done, __ATOMIC_SEQ_CST)) {
    nanosleep(&ts, NULL);
    if (!__atomic_load_n(&it->done, __ATOMIC_SEQ_CST)) smt_ctx_interrupt(it->c);
  }
  return NULL;
}

static void test_interrupt(void) {
  SmtCtx *c = new_ctx(0);
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert(s, hard_query(c));
  Interrupter it = {c, 0};
  pthread_t th;
  pthread_create(&th, NULL, interrupter, &it);
  uint64_t t0 = tvf_now_ns();
  SmtResult r = smt_solver_check(s, 20000);
  double ms = tvf_ms_since(t0);
  __atomic_store_n(&it.done, 1, __ATOMIC_SEQ_CST);
  pthread_join(th, NULL);
  TVF_CHECK_MSG(r == SMT_TIMEOUT, "got %s (%s)", smt_result_name(r), smt_solver_reason(s));
  TVF_CHECK_MSG(ms < 5000, "interrupt took %.0f ms", ms);
  TVF_CHECK(smt_ctx_error(c) == NULL);
  /* the context is still usable */
  smt_solver_destroy(s);
  s = smt_solver_create(c);
  smt_solver_assert(s, smt_false(c));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 1000), SMT_UNSAT);
  smt_solver_destroy(s);
  smt_ctx_destroy(c);
}

static void test_errors(void) {
  SmtCtx *c = new_ctx(0);
  SmtTerm a = smt_var(c, "a", smt_sort_bv(c, 8)), b = smt_var(c, "b", smt_sort_bv(c, 16));
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert(s, smt_eq(c, a, smt_bv_u64(c, 8, 1)));
  SmtTerm bad = smt_bv_add(c, a, b); /* sort mismatch: Z3 error, must not exit */
  TVF_CHECK(smt_is_null(bad));
  const char *err = smt_ctx_error(c);
  TVF_CHECK(err != NULL);
  if (err) TVF_CHECK_CONTAINS(err, "smt: Z3 error");
  /* sticky: everything is null now, checks are errors, first error kept */
  TVF_CHECK(smt_is_null(smt_true(c)));
  TVF_CHECK(smt_is_null(smt_bv_u64(c, 8, 3)));
  smt_ctx_set_error(c, "second error");
  TVF_CHECK(smt_ctx_error(c) == err || (err && strcmp(smt_ctx_error(c), err) == 0));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_ERROR);
  TVF_CHECK_CONTAINS(smt_solver_reason(s), "Z3 error");
  smt_solver_destroy(s);
  smt_ctx_destroy(c);

  /* asserting a null term makes checks fail, not succeed */
  c = new_ctx(0);
  s = smt_solver_create(c);
  SmtTerm null = {0};
  smt_solver_assert(s, null);
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_ERROR);
  smt_solver_destroy(s);
  /* extract out of range is recorded */
  TVF_CHECK(smt_is_null(smt_bv_extract(c, 9, 0, smt_bv_u64(c, 8, 1))));
  TVF_CHECK(smt_ctx_error(c) != NULL);
  smt_ctx_destroy(c);
  smt_ctx_destroy(NULL);
}

static void test_fp_basics(void) {
  SmtCtx *c = new_ctx(0);
  uint64_t bits = 0;
  /* numerals round-trip through Z3, including subnormals and specials */
  uint64_t pats[] = {0x3f800000, 0xbfc00000, 0x00000001, 0x807fffff, 0x7f7fffff, 0x00800000,
                     0x80000000, 0x00000000, 0x7f800000, 0xff800000, 0x12345678};
  for (size_t i = 0; i < sizeof pats / sizeof *pats; i++) {
    SmtTerm t = smt_fp_from_bits(c, pats[i], 8, 24);
    TVF_CHECK_MSG(smt_term_get_fp_bits(c, t, &bits) && bits == pats[i], "0x%08llx -> 0x%08llx",
                  (unsigned long long)pats[i], (unsigned long long)bits);
    TVF_CHECK_EQ_INT(num(c, smt_fp_to_ieee_bv(c, t)), pats[i]);
  }
  /* NaN: any payload is the canonical quiet NaN */
  SmtTerm nan = smt_fp_from_bits(c, 0xffc00123, 8, 24);
  TVF_CHECK(smt_term_get_fp_bits(c, nan, &bits) && bits == 0x7fc00000);
  TVF_CHECK_EQ_INT(num(c, smt_fp_to_ieee_bv(c, nan)), 0x7fc00000);
  TVF_CHECK(smt_term_get_fp_bits(c, smt_fp_nan(c, 11, 53), &bits) && bits == 0x7ff8000000000000ull);
  /* f64 and f16 */
  TVF_CHECK(smt_term_get_fp_bits(c, smt_fp_from_bits(c, 0x0000000000000001ull, 11, 53), &bits) && bits == 1);
  TVF_CHECK(smt_term_get_fp_bits(c, smt_fp_from_bits(c, 0x3c00, 5, 11), &bits) && bits == 0x3c00);
  TVF_CHECK(smt_term_get_fp_bits(c, smt_fp_from_bits(c, 0x0001, 5, 11), &bits) && bits == 0x0001);
  /* from an IEEE bit-vector term */
  SmtTerm fb = smt_fp_from_ieee_bv(c, smt_bv_u64(c, 32, 0x40490fdb), 8, 24);
  TVF_CHECK(smt_term_get_fp_bits(c, smt_simplify(c, fb), &bits) && bits == 0x40490fdb);
  /* arithmetic folds */
  SmtTerm one = smt_fp_from_bits(c, 0x3f800000, 8, 24);
  SmtTerm three = smt_simplify(c, smt_fp_add(c, SMT_RNE, one, smt_fp_from_bits(c, 0x40000000, 8, 24)));
  TVF_CHECK(smt_term_get_fp_bits(c, three, &bits) && bits == 0x40400000);
  TVF_CHECK(truth(c, smt_fp_is_negative(c, smt_fp_zero(c, 8, 24, true))));
  TVF_CHECK(!truth(c, smt_fp_is_negative(c, nan)));
  TVF_CHECK(truth(c, smt_fp_eq(c, smt_fp_zero(c, 8, 24, true), smt_fp_zero(c, 8, 24, false))));
  TVF_CHECK(!truth(c, smt_eq(c, smt_fp_zero(c, 8, 24, true), smt_fp_zero(c, 8, 24, false))));
  TVF_CHECK(!truth(c, smt_fp_eq(c, nan, nan)));
  TVF_CHECK(truth(c, smt_eq(c, nan, smt_fp_nan(c, 8, 24))));
  TVF_CHECK_EQ_INT(num(c, smt_fp_to_sbv(c, SMT_RTZ, smt_fp_from_bits(c, 0xc0600000, 8, 24), 8)),
                   0xfd); /* -3.5 */
  TVF_CHECK(smt_ctx_error(c) == NULL);
  smt_ctx_destroy(c);
}

#define RUN(f)                                                                                               \
  do {                                                                                                       \
    uint64_t t_ = tvf_now_ns();                                                                              \
    f();                                                                                                     \
    printf("  %-24s %8.1f ms\n", #f, tvf_ms_since(t_));                                                      \
  } while (0)

/* Structural difference, cut-points and translation (smt_cut.c). */
static void test_diff_and_cut(void) {
  SmtCtx *c = new_ctx(5000);
  SmtSort b8 = smt_sort_bv(c, 8);
  SmtFunc g = smt_func(c, "g", &b8, 1, b8), h = smt_func(c, "h", &b8, 1, b8);
  SmtTerm x = smt_var(c, "x", b8), y = smt_var(c, "y", b8);
  SmtTerm gx = smt_apply(c, g, &x, 1), hy = smt_apply(c, h, &y, 1);
  /* f(g(x), h(y)) + 1 vs f(g(x), y * 2) + 1: one differing pair, (h(y), y * 2). */
  SmtTerm two = smt_bv_u64(c, 8, 2), one = smt_bv_u64(c, 8, 1);
  SmtTerm a = smt_bv_add(c, smt_bv_xor(c, gx, hy), one);
  SmtTerm b = smt_bv_add(c, smt_bv_xor(c, gx, smt_bv_mul(c, y, two)), one);
  SmtTerm pa[4], pb[4];
  TVF_CHECK_EQ_INT(smt_diff_pairs(c, a, a, pa, pb, 4), 0);
  TVF_CHECK_EQ_INT(smt_diff_pairs(c, a, b, pa, pb, 4), 1);
  TVF_CHECK(smt_term_same(pa[0], hy));
  TVF_CHECK(smt_term_same(pb[0], smt_bv_mul(c, y, two)));
  /* More pairs than allowed: -1. */
  SmtTerm a2 = smt_bv_add(c, smt_bv_sub(c, x, y), smt_bv_sub(c, y, x));
  SmtTerm b2 = smt_bv_add(c, smt_bv_and(c, x, y), smt_bv_or(c, y, x));
  TVF_CHECK_EQ_INT(smt_diff_pairs(c, a2, b2, pa, pb, 1), -1);
  TVF_CHECK_EQ_INT(smt_diff_pairs(c, a2, b2, pa, pb, 4), 2);

  /* Cut-points: the shared g(x) * g(x) becomes one fresh constant, so the
   * commuted sum is proven equal without the multiplication... */
  SmtTerm sq = smt_bv_mul(c, gx, gx);
  int ncut = -1;
  SmtTerm q = smt_cut_disequality(c, smt_bv_add(c, sq, y), smt_bv_add(c, y, sq), &ncut);
  TVF_CHECK_EQ_INT(ncut, 1);
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert(s, q);
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_UNSAT);
  smt_solver_destroy(s);
  /* ...and a real difference stays satisfiable (x + 1 vs x + 2 around a
   * shared g(x)). */
  q = smt_cut_disequality(c, smt_bv_add(c, gx, one), smt_bv_add(c, gx, two), &ncut);
  TVF_CHECK_EQ_INT(ncut, 1);
  s = smt_solver_create(c);
  smt_solver_assert(s, q);
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_SAT);
  smt_solver_destroy(s);
  /* Only shared subterms are cut: (g(x) + h(y)) & 0 against 0 shares just the
   * ground constant 0, which is never cut, so the AND keeps its meaning. */
  SmtTerm zero = smt_bv_u64(c, 8, 0);
  q = smt_cut_disequality(c, smt_bv_and(c, smt_bv_add(c, gx, hy), zero), zero, &ncut);
  s = smt_solver_create(c);
  smt_solver_assert(s, q);
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_UNSAT);
  smt_solver_destroy(s);

  /* Translation into another context keeps the meaning. */
  SmtCtx *c2 = new_ctx(5000);
  SmtTerm q2 = smt_translate(c, smt_not(c, smt_eq(c, smt_bv_add(c, x, y), smt_bv_add(c, y, x))), c2);
  TVF_CHECK(!smt_is_null(q2));
  s = smt_solver_create(c2);
  smt_solver_assert(s, q2);
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_UNSAT);
  smt_solver_destroy(s);
  smt_ctx_destroy(c2);
  smt_ctx_destroy(c);
}

/* The tuned solver (strategies and restarts) and the untuned one answer
 * alike, with models, on UF / bit-vector / floating-point queries. */
static void test_tuned_solver(void) {
  for (int tuned = 0; tuned < 2; tuned++) {
    SmtCtx *c = new_ctx(2000);
    smt_ctx_set_tuned(c, tuned);
    SmtSort b16 = smt_sort_bv(c, 16);
    SmtFunc f = smt_func(c, "f", &b16, 1, b16);
    SmtTerm x = smt_var(c, "x", b16), y = smt_var(c, "y", b16);
    SmtTerm fx = smt_apply(c, f, &x, 1), fy = smt_apply(c, f, &y, 1);
    /* UF + BV, unsat: x = y -> f(x) = f(y). */
    SmtSolver *s = smt_solver_create(c);
    smt_solver_assert(s, smt_eq(c, x, y));
    smt_solver_assert(s, smt_not(c, smt_eq(c, fx, fy)));
    TVF_CHECK_EQ_INT(smt_solver_check(s, 1000), SMT_UNSAT);
    smt_solver_destroy(s);
    /* UF + BV, sat with a model that respects f. */
    s = smt_solver_create(c);
    smt_solver_assert(s, smt_eq(c, fx, smt_bv_u64(c, 16, 7)));
    smt_solver_assert(s, smt_eq(c, smt_bv_add(c, x, smt_bv_u64(c, 16, 3)), smt_bv_u64(c, 16, 10)));
    TVF_CHECK_EQ_INT(smt_solver_check(s, 1000), SMT_SAT);
    SmtModel *m = smt_solver_model(s);
    uint64_t v = 0;
    TVF_CHECK(m && smt_term_get_u64(c, smt_model_eval(m, x), &v) && v == 7);
    TVF_CHECK(m && smt_term_get_u64(c, smt_model_eval(m, fx), &v) && v == 7);
    smt_solver_destroy(s);
    /* Floating point with a UF over it: sat, and a model. */
    SmtSort f32 = smt_sort_fp(c, 8, 24);
    SmtFunc u = smt_func(c, "u", &f32, 1, f32);
    SmtTerm a = smt_var(c, "a", f32);
    SmtTerm ua = smt_apply(c, u, &a, 1);
    s = smt_solver_create(c);
    smt_solver_assert(s, smt_eq(c, ua, smt_fp_from_bits(c, 0x3f800000u, 8, 24)));
    smt_solver_assert(s, smt_not(c, smt_eq(c, a, ua)));
    TVF_CHECK_EQ_INT(smt_solver_check(s, 1000), SMT_SAT);
    TVF_CHECK(smt_solver_model(s) != NULL);
    smt_solver_destroy(s);
    smt_ctx_destroy(c);
  }
}

int main(void) {
  uint64_t t0 = tvf_now_ns();
  RUN(test_bool_folding);
  RUN(test_bv_folding);
  RUN(test_bv_arith);
  RUN(test_overflow);
  RUN(test_arrays_lambdas);
  RUN(test_uf_solver_model);
  RUN(test_timeout);
  RUN(test_interrupt);
  RUN(test_errors);
  RUN(test_fp_basics);
  RUN(test_diff_and_cut);
  RUN(test_tuned_solver);
  printf("test_smt_core: %.0f ms\n", tvf_ms_since(t0));
  return tvf_test_report("test_smt_core");
}
