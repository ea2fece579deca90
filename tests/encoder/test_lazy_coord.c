/*
 * test_lazy_coord.c: unit tests of the lazy encoding's coordinate normal
 * form (encoder/tv/lazy_coord.c): the same index or inside-test built two ways
 * is the same term, ranges decide what they should, and every built term
 * means what plain bit-vector arithmetic means (checked by the solver under
 * the asserted ranges, on fixed and on random expressions).
 */
#include <stdio.h>
#include <stdlib.h>

#include "encoder/tv/lazy_coord.h"
#include "support/testhelp.h"

static Arena arena;
static SmtCtx *c;

static SmtTerm k64(int64_t v) { return smt_bv_i64(c, 64, v); }

/* Is t valid under `pre`? */
static bool valid(SmtTerm pre, SmtTerm t) {
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert(s, pre);
  smt_solver_assert(s, smt_not(c, t));
  SmtResult r = smt_solver_check(s, 0);
  smt_solver_destroy(s);
  return r == SMT_UNSAT;
}

static SmtTerm coord(LzCoord *z, const char *name, int64_t n, SmtTerm *pre) {
  SmtTerm x = smt_var(c, name, smt_sort_bv(c, 64));
  lzc_set_range(z, x, 0, n - 1);
  *pre = smt_and(c, *pre, smt_bv_ult(c, x, k64(n)));
  return x;
}

/* The two ways tosa.conv2d and its tensor.pad lowering address the input. */
static void test_conv_padding(void) {
  LzCoord *z = lzc_create(c, &arena);
  SmtTerm pre = smt_true(c);
  SmtTerm oy = coord(z, "oy", 56, &pre), ox = coord(z, "ox", 56, &pre), n = coord(z, "n", 1, &pre);
  for (int ky = 0; ky < 3; ky++) {
    for (int kx = 0; kx < 3; kx++) {
      /* src: y = oy + ky - 1 tested with 0 <= y < 56 */
      SmtTerm y = lzc_add_k(z, oy, ky - 1), x = lzc_add_k(z, ox, kx - 1);
      SmtTerm in_src = lzc_and(z, lzc_in_range(z, y, 0, 56), lzc_in_range(z, x, 0, 56));
      /* tgt: padded row py = oy + ky, inside when 1 <= py < 57, reads py - 1;
       * the batch dim is tested too, and in another order */
      SmtTerm py = lzc_add(z, oy, k64(ky)), px = lzc_add_k(z, lzc_mul_k(z, ox, 1), kx);
      SmtTerm in_tgt = lzc_in_range(z, n, 0, 1);
      in_tgt = lzc_and(z, in_tgt, lzc_in_range(z, px, 1, 57));
      in_tgt = lzc_and(z, in_tgt, lzc_in_range(z, py, 1, 57));
      TVF_CHECK_MSG(smt_term_same(in_src, in_tgt), "inside tests differ at ky=%d kx=%d", ky, kx);
      TVF_CHECK(valid(pre, smt_eq(c, in_src,
                                  smt_and(c, smt_bv_ult(c, smt_bv_add(c, oy, k64(ky - 1)), k64(56)),
                                          smt_bv_ult(c, smt_bv_add(c, ox, k64(kx - 1)), k64(56))))));
      /* flat index into 1x56x56x8 at channel 3 */
      SmtTerm fs = lzc_add(z, lzc_add(z, lzc_mul_k(z, n, 25088), lzc_mul_k(z, y, 448)),
                           lzc_add_k(z, lzc_mul_k(z, x, 8), 3));
      SmtTerm ft =
          lzc_add_k(z,
                    lzc_add(z, lzc_mul_k(z, lzc_add_k(z, px, -1), 8),
                            lzc_add(z, lzc_mul_k(z, lzc_add_k(z, py, -1), 448), lzc_mul_k(z, n, 25088))),
                    3);
      TVF_CHECK_MSG(smt_term_same(fs, ft), "flat indices differ at ky=%d kx=%d", ky, kx);
    }
  }
  /* an atom with one value (the batch coordinate of N = 1) is that constant */
  int64_t v = -1;
  TVF_CHECK(lzc_is_k(z, lzc_add_k(z, lzc_mul_k(z, n, 25088), 3), &v) && v == 3);
  /* the centre tap is always inside; a tap past the edge never is */
  TVF_CHECK(smt_term_same(lzc_in_range(z, lzc_add_k(z, oy, 0), 0, 56), smt_true(c)));
  TVF_CHECK(smt_term_same(lzc_in_range(z, lzc_add_k(z, oy, 56), 0, 56), smt_false(c)));
  TVF_CHECK(
      smt_term_same(lzc_and(z, lzc_in_range(z, oy, 10, 20), lzc_in_range(z, oy, 30, 40)), smt_false(c)));
}

/* Reshapes: (16*a + 2*b + c) / 2 % 8 is b when c < 2. */
static void test_div_rem(void) {
  LzCoord *z = lzc_create(c, &arena);
  SmtTerm pre = smt_true(c);
  SmtTerm a = coord(z, "a", 4, &pre), b = coord(z, "b", 8, &pre), cc = coord(z, "c", 2, &pre);
  SmtTerm flat = lzc_add(z, lzc_add(z, lzc_mul_k(z, a, 16), lzc_mul_k(z, b, 2)), cc);
  TVF_CHECK(smt_term_same(lzc_rem_k(z, lzc_div_k(z, flat, 2), 8), b));
  TVF_CHECK(smt_term_same(lzc_rem_k(z, flat, 2), cc));
  TVF_CHECK(smt_term_same(lzc_div_k(z, flat, 16), a));
  /* not decidable from the ranges: an urem atom, with its range */
  SmtTerm r = lzc_rem_k(z, flat, 3);
  int64_t lo, hi;
  TVF_CHECK(lzc_range(z, r, &lo, &hi) && lo == 0 && hi == 2);
  TVF_CHECK(valid(
      pre,
      smt_eq(c, r,
             smt_bv_urem(
                 c, smt_bv_add(c, smt_bv_add(c, smt_bv_mul(c, a, k64(16)), smt_bv_mul(c, b, k64(2))), cc),
                 k64(3)))));
}

/* Random expressions: the normal form means the plain arithmetic. */
static void test_random(void) {
  srand(7);
  for (int round = 0; round < 40; round++) {
    LzCoord *z = lzc_create(c, &arena);
    SmtTerm pre = smt_true(c);
    char name[32];
    SmtTerm xs[3];
    int64_t ns[3];
    for (int i = 0; i < 3; i++) {
      ns[i] = 1 + rand() % 9;
      snprintf(name, sizeof name, "r%d_x%d", round, i);
      xs[i] = coord(z, name, ns[i], &pre);
    }
    /* build the same random expression in both worlds */
    SmtTerm t = xs[rand() % 3], plain = t;
    for (int step = 0; step < 6; step++) {
      int op = rand() % 5;
      int64_t k = 1 + rand() % 5;
      SmtTerm y = xs[rand() % 3];
      switch (op) {
      case 0:
        t = lzc_add(z, t, y);
        plain = smt_bv_add(c, plain, y);
        break;
      case 1:
        t = lzc_add_k(z, t, k - 3);
        plain = smt_bv_add(c, plain, k64(k - 3));
        break;
      case 2:
        t = lzc_mul_k(z, t, k - 2);
        plain = smt_bv_mul(c, plain, k64(k - 2));
        break;
      case 3:
        t = lzc_div_k(z, t, k);
        plain = smt_bv_udiv(c, plain, k64(k));
        break;
      default:
        t = lzc_rem_k(z, t, k);
        plain = smt_bv_urem(c, plain, k64(k));
        break;
      }
    }
    TVF_CHECK_MSG(valid(pre, smt_eq(c, t, plain)), "round %d: value differs", round);
    int64_t lo = rand() % 5, hi = lo + rand() % 8;
    SmtTerm in = lzc_and(z, lzc_in_range(z, t, lo, hi), lzc_in_range(z, xs[0], 0, ns[0] > 1 ? ns[0] - 1 : 1));
    SmtTerm in_plain = smt_and(c, smt_and(c, smt_bv_uge(c, plain, k64(lo)), smt_bv_ult(c, plain, k64(hi))),
                               smt_bv_ult(c, xs[0], k64(ns[0] > 1 ? ns[0] - 1 : 1)));
    TVF_CHECK_MSG(valid(pre, smt_eq(c, in, in_plain)), "round %d: inside test differs", round);
  }
}

int main(void) {
  arena_init(&arena, 0);
  Diag d;
  diag_init(&d);
  c = smt_ctx_create(20000, &d);
  if (!c) {
    fprintf(stderr, "cannot create an SMT context: %s\n", d.msg);
    return 2;
  }
  test_conv_padding();
  test_div_rem();
  test_random();
  smt_ctx_destroy(c);
  arena_destroy(&arena);
  return tvf_test_report("test_lazy_coord");
}
