/*
 * smt_internal.h: private definitions shared by the encoder/smt/ sources.
 *
 * The SmtCtx owns one Z3 context created with Z3_mk_context, so every Z3_ast
 * lives until the context is destroyed (the context is the term arena) and no
 * term needs reference counting; solvers, models and params are ref-counted
 * explicitly. Handles in smt.h are one-pointer structs around the raw Z3
 * pointers. The helpers below convert between the two and implement the
 * sticky-error rule: once the context has an error, or when any input is the
 * null term, a constructor returns the null term without calling Z3.
 */
#ifndef TVF_ENCODER_SMT_INTERNAL_H
#define TVF_ENCODER_SMT_INTERNAL_H

#include <z3.h>

#include "encoder/smt/smt.h"

#define SMT_ERR_MAX 512

struct SmtCtx {
  Z3_context z;            /* the Z3 context (term arena) */
  unsigned timeout_ms;     /* default per-check timeout, 0 = none */
  bool has_err;            /* sticky: a Z3 error (or smt_ctx_set_error) happened */
  bool canceled;           /* the last failing Z3 call was "canceled" (not sticky) */
  char err[SMT_ERR_MAX];   /* first error message, NUL-terminated */
  struct SmtCtx *reg_next; /* error-handler registry link (smt_ctx.c) */
  void *theory_memo;       /* smti_theories' per-term memo (smt_cut.c), freed with the context */
  Z3_tactic tactic_ufbv;   /* the QF_UFBV strategy, made on first use */
  Z3_tactic tactic_fpbv;   /* the QF_FPBV strategy, made on first use */
  bool untuned;            /* smt_ctx_set_tuned(c, false): general solver, no restarts */
  void *facts_cache;       /* smt_facts.c's indexes of fact conjunctions, freed with the context */
  /* Set by smt_facts.c when it allocates facts_cache or canon_cache: the
   * context frees what a higher file of this room owns without calling into it. */
  void (*free_caches)(struct SmtCtx *c);
  void *canon_cache;            /* smt_facts.c's UNSAT answers up to renaming, freed with the context */
  struct SmtCtx *child;         /* the solve context of the check running now (smt_solver.c), or NULL */
  struct SmtiNumeral *numerals; /* smt_bv_u64's cache of bit-vector numerals (direct-mapped) */
  uint64_t *shape_memo;         /* smt_term_cmp_canonical's structural hashes by AST id (0 = none) */
  size_t shape_cap;
};

/* Set c's running solve context (interrupts reach it), under the registry
 * lock (smt_ctx.c). */
void smti_set_child(SmtCtx *c, SmtCtx *child);

/* Theories a term uses (smt_cut.c), as SMTI_TH_* bits; memoized per
 * context. */
#define SMTI_TH_FP 1u    /* floating-point or rounding-mode sorts */
#define SMTI_TH_ARRAY 2u /* arrays (select/store/lambda) */
#define SMTI_TH_QUANT 4u /* quantifiers or bound variables */
#define SMTI_TH_UF 16u   /* applications of uninterpreted functions */
#define SMTI_TH_DONE 8u  /* memo entry present */
unsigned smti_theories(SmtCtx *c, Z3_ast a);
void smti_theories_free(SmtCtx *c);

/* Relevance filtering of background facts (smt_facts.c). */
bool smti_facts_select(SmtCtx *c, const Z3_ast *facts, int nf, const Z3_ast *q, int nq, Z3_ast **out, int *n,
                       int *cap);
int smti_drop_free_pins(SmtCtx *c, Z3_ast *as, int n, Z3_ast *dropped);
void smti_model_add_pins(SmtCtx *c, Z3_model m, const Z3_ast *pins, int n);
/* Answers up to renaming of constants, kept for the process (smt_facts.c):
 * the key of a query (malloc'd; false when it has none); lookup (UNSAT, or
 * a timeout at a budget at least `budget` under the same solver `config`);
 * recording (takes the key); and forgetting every answer (tests). */
typedef enum SmtCanonAnswer { SMT_CANON_NONE, SMT_CANON_UNSAT, SMT_CANON_TIMEOUT } SmtCanonAnswer;
bool smti_canon_key(SmtCtx *c, const Z3_ast *as, int n, unsigned char **key, size_t *len);
SmtCanonAnswer smti_canon_lookup(const unsigned char *key, size_t len, unsigned budget, int config);
void smti_canon_record(unsigned char *key, size_t len, bool unsat, unsigned budget, int config);
void smti_canon_forget_all(void);
/* Number of distinct terms under as[0..n), at most limit. */
size_t smti_cone_size(SmtCtx *c, const Z3_ast *as, int n, size_t limit);

struct SmtModel {
  SmtCtx *c;
  Z3_model m;            /* inc_ref'd; dec_ref'd by smt_solver_destroy */
  struct SmtModel *next; /* all models of one solver, newest first */
};

struct SmtSolver {
  SmtCtx *c;
  Z3_ast *as; /* assertions in scope, in order; NULL = a null term was asserted */
  int n, cap;
  unsigned char *isfact; /* per assertion: asserted with smt_solver_assert_facts */
  int capfact;
  Z3_ast *eff; /* what a check asserts (smti_effective): as, with only the relevant facts */
  int neff, capeff;
  Z3_ast *dropped; /* free pins left out of eff (smti_drop_free_pins), put back into models */
  int ndropped, capdropped;
  int *scopes; /* assertion counts at each push */
  int nscopes, capscopes;
  bool last_sat;       /* the last check answered SAT */
  Z3_model last_model; /* its model (inc_ref'd) until wrapped or replaced, else NULL */
  SmtModel *models;    /* models handed out, freed with the solver */
  SmtModel *cur_model; /* wrapper of the last SAT check's model once requested */
  char reason[SMT_ERR_MAX];
  bool general;   /* use Z3's general solver for this check (strategy fallback) */
  bool fresh_ctx; /* this check runs in a solve context of its own (smt_solver.c) */
};

/* Raw pointer <-> handle conversions. */
static inline Z3_ast smti_a(SmtTerm t) { return (Z3_ast)t.p; }
static inline Z3_sort smti_s(SmtSort s) { return (Z3_sort)s.p; }
static inline Z3_func_decl smti_f(SmtFunc f) { return (Z3_func_decl)f.p; }

static inline SmtTerm smti_null(void) {
  SmtTerm t = {0};
  return t;
}
static inline SmtSort smti_null_sort(void) {
  SmtSort s = {0};
  return s;
}

/* True when the context is usable (not NULL, no sticky error). */
static inline bool smti_ok(const SmtCtx *c) { return c && !c->has_err; }

/* Wrap a Z3 result: the null term when Z3 returned NULL or recorded an error
 * during the call (the error handler has already made it sticky). */
static inline SmtTerm smti_wrap(SmtCtx *c, Z3_ast a) {
  SmtTerm t = {0};
  if (a && !c->has_err) t.p = a;
  return t;
}
static inline SmtSort smti_wrap_sort(SmtCtx *c, Z3_sort s) {
  SmtSort r = {0};
  if (s && !c->has_err) r.p = s;
  return r;
}

/* Guards used at the top of constructors. */
#define SMTI_GUARD1(c, a)                                                                                    \
  do {                                                                                                       \
    if (!smti_ok(c) || smt_is_null(a)) return smti_null();                                                   \
  } while (0)
#define SMTI_GUARD2(c, a, b)                                                                                 \
  do {                                                                                                       \
    if (!smti_ok(c) || smt_is_null(a) || smt_is_null(b)) return smti_null();                                 \
  } while (0)
#define SMTI_GUARD3(c, a, b, d)                                                                              \
  do {                                                                                                       \
    if (!smti_ok(c) || smt_is_null(a) || smt_is_null(b) || smt_is_null(d)) return smti_null();               \
  } while (0)

/* Literal Bool value of a term: 1 true, 0 false, -1 not a literal. */
int smti_bool_lit(SmtCtx *c, SmtTerm t);

#endif
