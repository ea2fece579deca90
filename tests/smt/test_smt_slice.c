/*
 * test_smt_slice.c: unit tests of the query slicing in the SMT layer
 * (encoder/smt/smt_facts.c, smt_solver.c): facts kept only where the query
 * mentions their UF applications, free pins left out and put back into the
 * model, UNSAT answers reused up to a renaming of constants (and only then),
 * and checks in a solve context of their own when the run's context is big.
 */
#include <stdio.h>
#include <stdlib.h>

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

static uint64_t model_u64(SmtCtx *c, SmtModel *m, SmtTerm t) {
  uint64_t v = UINT64_MAX;
  TVF_CHECK(smt_term_get_u64(c, smt_simplify(c, smt_model_eval(m, t)), &v));
  return v;
}

static void test_facts_filter(void) {
  SmtCtx *c = new_ctx(5000);
  SmtSort bv = smt_sort_bv(c, 8);
  SmtFunc f = smt_func(c, "f", &bv, 1, bv);
  SmtTerm a = smt_var(c, "a", bv), b = smt_var(c, "b", bv), five = smt_bv_u64(c, 8, 5);
  SmtTerm fa = smt_apply(c, f, &a, 1), fb = smt_apply(c, f, &b, 1);
  /* facts: f(a) > 5, f(b) > 5, and a constant fact b = 9 */
  SmtTerm facts[3] = {smt_bv_ult(c, five, fa), smt_bv_ult(c, five, fb), smt_eq(c, b, smt_bv_u64(c, 8, 9))};
  SmtTerm all = smt_and_n(c, facts, 3);
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert_facts(s, all);
  /* the fact about f(a) is kept: f(a) <= 5 is refuted */
  smt_solver_push(s);
  smt_solver_assert(s, smt_bv_ule(c, fa, five));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_UNSAT);
  smt_solver_pop(s);
  /* facts without UF applications are always kept: b = 9 */
  smt_solver_push(s);
  smt_solver_assert(s, smt_eq(c, b, smt_bv_u64(c, 8, 3)));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_UNSAT);
  smt_solver_pop(s);
  /* a query that mentions neither application is SAT */
  smt_solver_push(s);
  smt_solver_assert(s, smt_eq(c, a, smt_bv_u64(c, 8, 1)));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_SAT);
  smt_solver_pop(s);
  /* the selection through the API used for quantified queries */
  SmtTerm rel = smt_facts_relevant(c, all, smt_bv_ule(c, fa, five));
  SmtSolver *s2 = smt_solver_create(c);
  smt_solver_assert(s2, smt_and(c, rel, smt_bv_ule(c, fa, five)));
  TVF_CHECK_EQ_INT(smt_solver_check(s2, 0), SMT_UNSAT);
  smt_solver_destroy(s2);
  smt_solver_destroy(s);
  smt_ctx_destroy(c);
}

/* The selection appends to the solver's own array of assertions, which is
 * also the query it walks: many constant facts move that array (realloc)
 * before the query's terms are read. The query must still be the one
 * asserted (UNSAT here), and ASan sees no read of the freed array. */
static void test_facts_select_grows_query_array(void) {
  SmtCtx *c = new_ctx(5000);
  SmtSort bv = smt_sort_bv(c, 16);
  SmtFunc f = smt_func(c, "f", &bv, 1, bv);
  enum { NCONST = 700 };
  SmtTerm *facts = calloc(NCONST + 1, sizeof *facts);
  TVF_CHECK(facts != NULL);
  for (int i = 0; i < NCONST; i++) {
    char name[16];
    snprintf(name, sizeof name, "k%d", i);
    facts[i] = smt_eq(c, smt_var(c, name, bv), smt_bv_u64(c, 16, (uint64_t)i));
  }
  SmtTerm x = smt_var(c, "x", bv), fx = smt_apply(c, f, &x, 1);
  facts[NCONST] = smt_bv_ult(c, smt_bv_u64(c, 16, 7), fx); /* f(x) > 7 */
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert_facts(s, smt_and_n(c, facts, NCONST + 1));
  smt_solver_assert(s, smt_bv_ule(c, fx, smt_bv_u64(c, 16, 7)));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_UNSAT);
  smt_solver_destroy(s);
  free(facts);
  smt_ctx_destroy(c);
}

static void test_free_pins(void) {
  SmtCtx *c = new_ctx(5000);
  SmtSort bv = smt_sort_bv(c, 16);
  SmtTerm x = smt_var(c, "x", bv), y = smt_var(c, "y", bv), z = smt_var(c, "z", bv);
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert(s, smt_eq(c, x, smt_bv_u64(c, 16, 7))); /* free pin */
  smt_solver_assert(s, smt_eq(c, y, smt_bv_u64(c, 16, 3))); /* y is used below */
  smt_solver_assert(s, smt_eq(c, z, smt_bv_u64(c, 16, 4))); /* z pinned twice: */
  smt_solver_assert(s, smt_eq(c, z, smt_bv_u64(c, 16, 4))); /* both stay */
  smt_solver_assert(s, smt_bv_ult(c, smt_bv_u64(c, 16, 1), y));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_SAT);
  SmtModel *m = smt_solver_model(s);
  TVF_CHECK(m != NULL);
  if (m) {
    TVF_CHECK_EQ_INT((int)model_u64(c, m, x), 7); /* put back into the model */
    TVF_CHECK_EQ_INT((int)model_u64(c, m, y), 3);
    TVF_CHECK_EQ_INT((int)model_u64(c, m, z), 4);
  }
  /* contradictory pins of one constant are not dropped */
  smt_solver_push(s);
  smt_solver_assert(s, smt_eq(c, z, smt_bv_u64(c, 16, 5)));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_UNSAT);
  smt_solver_pop(s);
  smt_solver_destroy(s);
  smt_ctx_destroy(c);
}

static SmtResult check1(SmtCtx *c, SmtTerm q) {
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert(s, q);
  SmtResult r = smt_solver_check(s, 0);
  smt_solver_destroy(s);
  return r;
}

static void test_unsat_up_to_renaming(void) {
  SmtCtx *c = new_ctx(5000);
  SmtSort bv = smt_sort_bv(c, 24);
  SmtTerm v[6];
  for (int i = 0; i < 6; i++) {
    char n[8];
    snprintf(n, sizeof n, "v%d", i);
    v[i] = smt_var(c, n, bv);
  }
  /* x*y != y*x: UNSAT; its renamings are UNSAT (from the cache or not) */
  TVF_CHECK_EQ_INT(check1(c, smt_not(c, smt_eq(c, smt_bv_mul(c, v[0], v[1]), smt_bv_mul(c, v[1], v[0])))),
                   SMT_UNSAT);
  TVF_CHECK_EQ_INT(check1(c, smt_not(c, smt_eq(c, smt_bv_mul(c, v[2], v[3]), smt_bv_mul(c, v[3], v[2])))),
                   SMT_UNSAT);
  /* same shape, other pattern of constants: SAT, whatever the cache holds */
  TVF_CHECK_EQ_INT(check1(c, smt_not(c, smt_eq(c, smt_bv_mul(c, v[2], v[3]), smt_bv_mul(c, v[3], v[4])))),
                   SMT_SAT);
  TVF_CHECK_EQ_INT(check1(c, smt_not(c, smt_eq(c, smt_bv_mul(c, v[2], v[3]), smt_bv_mul(c, v[4], v[5])))),
                   SMT_SAT);
  /* other operator parameters (extract indices): SAT */
  SmtTerm e1 = smt_eq(c, smt_bv_extract(c, 7, 0, v[0]), smt_bv_extract(c, 7, 0, v[1]));
  SmtTerm q1 =
      smt_and(c, e1, smt_not(c, smt_eq(c, smt_bv_extract(c, 7, 0, v[0]), smt_bv_extract(c, 7, 0, v[1]))));
  TVF_CHECK_EQ_INT(check1(c, q1), SMT_UNSAT);
  SmtTerm q2 =
      smt_and(c, e1, smt_not(c, smt_eq(c, smt_bv_extract(c, 8, 1, v[0]), smt_bv_extract(c, 8, 1, v[1]))));
  TVF_CHECK_EQ_INT(check1(c, q2), SMT_SAT);
  /* other numerals: x = 3 & x = 3 + 0 vs x = 3 & x = 4 */
  SmtTerm p1 =
      smt_and(c, smt_eq(c, v[0], smt_bv_u64(c, 24, 3)), smt_not(c, smt_eq(c, v[0], smt_bv_u64(c, 24, 3))));
  TVF_CHECK_EQ_INT(check1(c, p1), SMT_UNSAT);
  SmtTerm p2 =
      smt_and(c, smt_eq(c, v[1], smt_bv_u64(c, 24, 3)), smt_not(c, smt_eq(c, v[1], smt_bv_u64(c, 24, 4))));
  TVF_CHECK_EQ_INT(check1(c, p2), SMT_SAT);
  smt_ctx_destroy(c);
}

static void test_solve_context(void) {
  SmtCtx *c = new_ctx(5000);
  SmtSort bv = smt_sort_bv(c, 16);
  /* a context of some 60,000 terms, then a small query: it runs in a solve
   * context of its own, and its model is the run context's */
  SmtTerm acc = smt_var(c, "acc", bv);
  for (int i = 0; i < 20000; i++) {
    char n[16];
    snprintf(n, sizeof n, "w%d", i);
    acc = smt_bv_add(c, acc, smt_bv_mul(c, smt_var(c, n, bv), smt_bv_u64(c, 16, (uint64_t)i)));
  }
  SmtFunc g = smt_func(c, "g", &bv, 1, bv);
  SmtTerm a = smt_var(c, "a", bv);
  SmtTerm ga = smt_apply(c, g, &a, 1);
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert(s, smt_eq(c, ga, smt_bv_u64(c, 16, 1234)));
  smt_solver_assert(s, smt_eq(c, smt_bv_add(c, a, smt_bv_u64(c, 16, 1)), smt_bv_u64(c, 16, 43)));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_SAT);
  SmtModel *m = smt_solver_model(s);
  TVF_CHECK(m != NULL);
  if (m) {
    TVF_CHECK_EQ_INT((int)model_u64(c, m, a), 42);
    TVF_CHECK_EQ_INT((int)model_u64(c, m, ga), 1234);
  }
  smt_solver_push(s);
  smt_solver_assert(s, smt_not(c, smt_eq(c, ga, smt_bv_u64(c, 16, 1234))));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_UNSAT);
  smt_solver_pop(s);
  TVF_CHECK(smt_ctx_error(c) == NULL);
  smt_solver_destroy(s);
  smt_ctx_destroy(c);
}

#define RUN(f)                                                                                               \
  do {                                                                                                       \
    uint64_t t_ = tvf_now_ns();                                                                              \
    f();                                                                                                     \
    printf("  %-28s %8.1f ms\n", #f, tvf_ms_since(t_));                                                      \
  } while (0)

int main(void) {
  uint64_t t0 = tvf_now_ns();
  RUN(test_facts_filter);
  RUN(test_facts_select_grows_query_array);
  RUN(test_free_pins);
  RUN(test_unsat_up_to_renaming);
  RUN(test_solve_context);
  printf("test_smt_slice: %.0f ms\n", tvf_ms_since(t0));
  return tvf_test_report("test_smt_slice");
}
