/*
 * smt_cut.c: structural difference and cut-points (see smt.h).
 *
 * Purpose: a pass usually rewrites a few ops, so the src and tgt encodings
 * of one returned element are mostly the same terms (the context shares
 * equal terms) around a few places where they differ. Proving the two
 * elements equal as one query makes the solver redo the shared parts (the
 * exact domain bit-blasts every shared FP operation on both sides).
 * smt_diff_pairs finds the places: it walks both terms top down in lockstep
 * while they apply the same function and collects the first pairs of
 * arguments that differ; if each pair is equal for every input, so are the
 * terms (congruence). smt_cut_disequality builds the query for one pair with
 * every maximal subterm the two sides share replaced by a fresh constant:
 * that only adds behaviours, so UNSAT still proves the pair equal, and the
 * solver sees the rewritten region alone.
 *
 * Ground subterms (no free constants) are not cut: they are constants in
 * disguise, and forgetting their value would only make proofs fail.
 * Both walks are iterative with explicit stacks and visit each node (pair)
 * once; node sets are open-addressing hash sets of Z3 AST ids.
 */
#include <stdlib.h>
#include <string.h>

#include "encoder/smt/smt_internal.h"

/* ---- a set of AST ids (or id pairs), open addressing ---- */

typedef struct IdSet {
  uint64_t *keys; /* 0 = empty; stored as key + 1 */
  uint8_t *vals;
  size_t cap, n;
} IdSet;

static size_t id_hash(uint64_t k) {
  k ^= k >> 33;
  k *= UINT64_C(0xff51afd7ed558ccd);
  k ^= k >> 33;
  return (size_t)k;
}

static bool idset_grow(IdSet *s) {
  size_t ncap = s->cap ? s->cap * 2 : 256;
  uint64_t *nk = calloc(ncap, sizeof *nk);
  uint8_t *nv = calloc(ncap, 1);
  if (!nk || !nv) {
    free(nk);
    free(nv);
    return false;
  }
  for (size_t i = 0; i < s->cap; i++)
    if (s->keys[i]) {
      size_t j = id_hash(s->keys[i]) & (ncap - 1);
      while (nk[j])
        j = (j + 1) & (ncap - 1);
      nk[j] = s->keys[i];
      nv[j] = s->vals[i];
    }
  free(s->keys);
  free(s->vals);
  s->keys = nk;
  s->vals = nv;
  s->cap = ncap;
  return true;
}

/* Pointer to the value slot of key k (inserted with value 0 when absent);
 * NULL on allocation failure. */
static uint8_t *idset_slot(IdSet *s, uint64_t k, bool *fresh) {
  if ((s->n + 1) * 2 > s->cap && !idset_grow(s)) return NULL;
  size_t j = id_hash(k + 1) & (s->cap - 1);
  while (s->keys[j] && s->keys[j] != k + 1)
    j = (j + 1) & (s->cap - 1);
  if (fresh) *fresh = !s->keys[j];
  if (!s->keys[j]) {
    s->keys[j] = k + 1;
    s->vals[j] = 0;
    s->n++;
  }
  return &s->vals[j];
}

static int idset_get(const IdSet *s, uint64_t k) {
  if (!s->cap) return -1;
  size_t j = id_hash(k + 1) & (s->cap - 1);
  while (s->keys[j]) {
    if (s->keys[j] == k + 1) return s->vals[j];
    j = (j + 1) & (s->cap - 1);
  }
  return -1;
}

static void idset_free(IdSet *s) {
  free(s->keys);
  free(s->vals);
  memset(s, 0, sizeof *s);
}

/* ---- a growable stack of ASTs ---- */

typedef struct Stack {
  Z3_ast *v;
  int n, cap;
} Stack;

static bool push(Stack *s, Z3_ast a) {
  if (s->n == s->cap) {
    int ncap = s->cap ? s->cap * 2 : 64;
    Z3_ast *nv = realloc(s->v, (size_t)ncap * sizeof *nv);
    if (!nv) return false;
    s->v = nv;
    s->cap = ncap;
  }
  s->v[s->n++] = a;
  return true;
}

static bool is_app(Z3_context z, Z3_ast a) { return Z3_get_ast_kind(z, a) == Z3_APP_AST; }

/* ---- structural difference ---- */

int smt_diff_pairs(SmtCtx *c, SmtTerm a, SmtTerm b, SmtTerm *pa, SmtTerm *pb, int max) {
  if (!smti_ok(c) || smt_is_null(a) || smt_is_null(b)) return -1;
  Z3_context z = c->z;
  Stack st = {0};
  IdSet seen = {0};
  int n = 0;
  bool ok = push(&st, smti_a(a)) && push(&st, smti_a(b));
  while (ok && st.n > 0) {
    Z3_ast y = st.v[--st.n], x = st.v[--st.n];
    if (x == y) continue;
    uint64_t key = ((uint64_t)Z3_get_ast_id(z, x) << 32) | Z3_get_ast_id(z, y);
    bool fresh = false;
    if (!idset_slot(&seen, key, &fresh)) {
      ok = false;
      break;
    }
    if (!fresh) continue;
    if (is_app(z, x) && is_app(z, y)) {
      Z3_app ax = Z3_to_app(z, x), ay = Z3_to_app(z, y);
      unsigned na = Z3_get_app_num_args(z, ax);
      if (na > 0 && na == Z3_get_app_num_args(z, ay) &&
          Z3_is_eq_func_decl(z, Z3_get_app_decl(z, ax), Z3_get_app_decl(z, ay))) {
        for (unsigned i = 0; ok && i < na; i++)
          ok = push(&st, Z3_get_app_arg(z, ax, i)) && push(&st, Z3_get_app_arg(z, ay, i));
        continue;
      }
    }
    if (n >= max) {
      n = -1;
      break;
    }
    pa[n].p = x;
    pb[n].p = y;
    n++;
  }
  free(st.v);
  idset_free(&seen);
  return ok ? n : -1;
}

/* ---- cut-points ---- */

/* Ground: no uninterpreted constant below (numerals, true/false and
 * interpreted operations on them). Memoized in `ground` (1 yes, 2 no). */
static bool ground(Z3_context z, Z3_ast root, IdSet *memo) {
  int g = idset_get(memo, Z3_get_ast_id(z, root));
  if (g > 0) return g == 1;
  Stack st = {0};
  bool result = true;
  if (!push(&st, root)) return false;
  while (st.n > 0) {
    Z3_ast x = st.v[st.n - 1];
    unsigned id = Z3_get_ast_id(z, x);
    if (idset_get(memo, id) > 0) {
      st.n--;
      continue;
    }
    if (!is_app(z, x)) { /* numerals are ground; quantifier, lambda, bound variable: not */
      uint8_t *slot = idset_slot(memo, id, NULL);
      if (slot) *slot = Z3_get_ast_kind(z, x) == Z3_NUMERAL_AST ? 1 : 2;
      st.n--;
      continue;
    }
    Z3_app ap = Z3_to_app(z, x);
    unsigned na = Z3_get_app_num_args(z, ap);
    if (na == 0) {
      Z3_decl_kind k = Z3_get_decl_kind(z, Z3_get_app_decl(z, ap));
      uint8_t *slot = idset_slot(memo, id, NULL);
      if (slot) *slot = (k == Z3_OP_UNINTERPRETED) ? 2 : 1;
      st.n--;
      continue;
    }
    bool pending = false, all = true;
    for (unsigned i = 0; i < na; i++) {
      Z3_ast arg = Z3_get_app_arg(z, ap, i);
      int ga = idset_get(memo, Z3_get_ast_id(z, arg));
      if (ga < 0) {
        if (!push(&st, arg)) {
          free(st.v);
          return false;
        }
        pending = true;
      } else if (ga == 2) {
        all = false;
      }
    }
    if (pending) continue;
    uint8_t *slot = idset_slot(memo, id, NULL);
    if (slot) *slot = all ? 1 : 2;
    st.n--;
  }
  free(st.v);
  g = idset_get(memo, Z3_get_ast_id(z, root));
  result = g == 1;
  return result;
}

/* Mark every node below root (inclusive) with bit `bit` in `cone`. */
static bool mark_cone(Z3_context z, Z3_ast root, IdSet *cone, uint8_t bit) {
  Stack st = {0};
  bool ok = push(&st, root);
  while (ok && st.n > 0) {
    Z3_ast x = st.v[--st.n];
    uint8_t *slot = idset_slot(cone, Z3_get_ast_id(z, x), NULL);
    if (!slot) {
      ok = false;
      break;
    }
    if (*slot & bit) continue;
    *slot |= bit;
    if (!is_app(z, x)) continue;
    Z3_app ap = Z3_to_app(z, x);
    unsigned na = Z3_get_app_num_args(z, ap);
    for (unsigned i = 0; ok && i < na; i++)
      ok = push(&st, Z3_get_app_arg(z, ap, i));
  }
  free(st.v);
  return ok;
}

SmtTerm smt_cut_disequality(SmtCtx *c, SmtTerm a, SmtTerm b, int *ncut) {
  if (ncut) *ncut = 0;
  if (!smti_ok(c) || smt_is_null(a) || smt_is_null(b)) return smti_null();
  Z3_context z = c->z;
  IdSet cone = {0}, memo = {0}, cut = {0};
  Stack st = {0}, from = {0};
  SmtTerm result = smti_null();
  if (!mark_cone(z, smti_a(a), &cone, 1) || !mark_cone(z, smti_a(b), &cone, 2)) goto out;
  /* Top down from both roots; stop at the first shared node of each path:
   * a non-ground application there is a cut-point. */
  bool ok = push(&st, smti_a(a)) && push(&st, smti_a(b));
  IdSet walked = {0};
  while (ok && st.n > 0) {
    Z3_ast x = st.v[--st.n];
    unsigned id = Z3_get_ast_id(z, x);
    bool fresh = false;
    if (!idset_slot(&walked, id, &fresh)) {
      ok = false;
      break;
    }
    if (!fresh || !is_app(z, x)) continue;
    Z3_app ap = Z3_to_app(z, x);
    unsigned na = Z3_get_app_num_args(z, ap);
    if (idset_get(&cone, id) == 3 && na > 0 && !ground(z, x, &memo)) {
      bool f2 = false;
      if (!idset_slot(&cut, id, &f2)) {
        ok = false;
        break;
      }
      if (f2) ok = push(&from, x);
      continue;
    }
    for (unsigned i = 0; ok && i < na; i++)
      ok = push(&st, Z3_get_app_arg(z, ap, i));
  }
  idset_free(&walked);
  if (!ok) goto out;
  Z3_ast *to = from.n ? malloc((size_t)from.n * sizeof *to) : NULL;
  if (from.n && !to) goto out;
  for (int i = 0; i < from.n; i++)
    to[i] = Z3_mk_fresh_const(z, "cut", Z3_get_sort(z, from.v[i]));
  Z3_ast sa = from.n ? Z3_substitute(z, smti_a(a), (unsigned)from.n, from.v, to) : smti_a(a);
  Z3_ast sb = from.n ? Z3_substitute(z, smti_a(b), (unsigned)from.n, from.v, to) : smti_a(b);
  free(to);
  if (!c->has_err && sa && sb) result = smti_wrap(c, Z3_mk_not(z, Z3_mk_eq(z, sa, sb)));
  if (ncut) *ncut = from.n;
out:
  free(st.v);
  free(from.v);
  idset_free(&cone);
  idset_free(&memo);
  idset_free(&cut);
  return result;
}

/* ---- theory classification (for the solver strategy, smt_solver.c) ---- */

static unsigned sort_theories(Z3_context z, Z3_sort so) {
  switch (Z3_get_sort_kind(z, so)) {
  case Z3_FLOATING_POINT_SORT:
  case Z3_ROUNDING_MODE_SORT: return SMTI_TH_FP;
  case Z3_ARRAY_SORT: return SMTI_TH_ARRAY;
  default: return 0;
  }
}

unsigned smti_theories(SmtCtx *c, Z3_ast root) {
  if (!smti_ok(c) || !root) return SMTI_TH_QUANT; /* unknown: the general solver */
  Z3_context z = c->z;
  if (!c->theory_memo) c->theory_memo = calloc(1, sizeof(IdSet));
  IdSet *memo = c->theory_memo;
  if (!memo) return SMTI_TH_QUANT;
  int have = idset_get(memo, Z3_get_ast_id(z, root));
  if (have >= 0) return (unsigned)have & ~SMTI_TH_DONE;
  Stack st = {0};
  if (!push(&st, root)) return SMTI_TH_QUANT;
  while (st.n > 0) {
    Z3_ast x = st.v[st.n - 1];
    unsigned id = Z3_get_ast_id(z, x);
    if (idset_get(memo, id) >= 0) {
      st.n--;
      continue;
    }
    unsigned th = 0;
    bool pending = false;
    Z3_ast_kind k = Z3_get_ast_kind(z, x);
    if (k == Z3_QUANTIFIER_AST || k == Z3_VAR_AST) {
      th = SMTI_TH_QUANT;
    } else if (k == Z3_NUMERAL_AST) {
      th = sort_theories(z, Z3_get_sort(z, x));
    } else if (k == Z3_APP_AST) {
      th = sort_theories(z, Z3_get_sort(z, x));
      Z3_app ap = Z3_to_app(z, x);
      unsigned na = Z3_get_app_num_args(z, ap);
      if (na > 0 && Z3_get_decl_kind(z, Z3_get_app_decl(z, ap)) == Z3_OP_UNINTERPRETED) th |= SMTI_TH_UF;
      for (unsigned i = 0; i < na; i++) {
        Z3_ast arg = Z3_get_app_arg(z, ap, i);
        int ta = idset_get(memo, Z3_get_ast_id(z, arg));
        if (ta < 0) {
          if (!push(&st, arg)) {
            free(st.v);
            return SMTI_TH_QUANT;
          }
          pending = true;
        } else {
          th |= (unsigned)ta & ~SMTI_TH_DONE;
        }
      }
      /* A function over FP or array arguments (an uninterpreted one
       * included) counts through its arguments above; its range here. */
    } else {
      th = SMTI_TH_QUANT; /* numerals are apps; anything else: be general */
    }
    if (pending) continue;
    uint8_t *slot = idset_slot(memo, id, NULL);
    if (!slot) {
      free(st.v);
      return SMTI_TH_QUANT;
    }
    *slot = (uint8_t)(th | SMTI_TH_DONE);
    st.n--;
  }
  free(st.v);
  int r = idset_get(memo, Z3_get_ast_id(z, root));
  return r >= 0 ? (unsigned)r & ~SMTI_TH_DONE : SMTI_TH_QUANT;
}

void smti_theories_free(SmtCtx *c) {
  if (!c || !c->theory_memo) return;
  idset_free(c->theory_memo);
  free(c->theory_memo);
  c->theory_memo = NULL;
}

SmtTerm smt_translate(SmtCtx *from, SmtTerm t, SmtCtx *to) {
  if (!smti_ok(from) || !smti_ok(to) || smt_is_null(t)) return smti_null();
  return smti_wrap(to, Z3_translate(from->z, smti_a(t), to->z));
}
