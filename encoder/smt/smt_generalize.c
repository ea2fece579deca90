/*
 * smt_generalize.c: terms alike up to their leaves, and their least general
 * generalization (see smt.h).
 *
 * Purpose: a pass rewrites every element of a tensor the same way, so the
 * failure conditions of a result's elements are one formula applied to
 * different inputs and constants (`%arg0[3]` and the constant 9.25 in one
 * element, `%arg0[4]` and 0.25 in the next). Proving them one query each
 * costs the solver the same work again and again; proving the formula once
 * with those leaves replaced by fresh constants covers them all. The
 * replacement is sound for UNSAT only: each element's condition is the
 * generalized one with its own leaves put back, so a model of the element's
 * condition (with any facts that do not mention the fresh constants) is a
 * model of the generalized one. SAT says nothing (the proof may need the
 * leaves' values, or facts about them): the caller then asks per element.
 *
 * smt_skeleton_hash hashes the structure with every uninterpreted constant
 * seen as its sort alone (numerals keep their value), to sort conditions
 * into classes cheaply; smt_generalize walks the terms of one class in
 * lockstep and gives one fresh constant to each distinct tuple of leaves that
 * differ (the same tuple in two places gets the same constant, so `x - x`
 * stays `v - v`). Both visit each node (tuple) once.
 */
#include <stdlib.h>
#include <string.h>

#include "encoder/smt/smt_internal.h"

/* ---- a map from 64-bit keys to 64-bit values, open addressing ---- */

typedef struct U64Map {
  uint64_t *keys; /* 0 = empty (callers never use key 0) */
  uint64_t *vals;
  size_t cap, n;
} U64Map;

static size_t mix64(uint64_t k) {
  k ^= k >> 33;
  k *= UINT64_C(0xff51afd7ed558ccd);
  k ^= k >> 33;
  k *= UINT64_C(0xc4ceb9fe1a85ec53);
  k ^= k >> 33;
  return (size_t)k;
}

static bool map_grow(U64Map *m) {
  size_t ncap = m->cap ? m->cap * 2 : 256;
  uint64_t *nk = calloc(ncap, sizeof *nk), *nv = calloc(ncap, sizeof *nv);
  if (!nk || !nv) {
    free(nk);
    free(nv);
    return false;
  }
  for (size_t i = 0; i < m->cap; i++)
    if (m->keys[i]) {
      size_t j = mix64(m->keys[i]) & (ncap - 1);
      while (nk[j])
        j = (j + 1) & (ncap - 1);
      nk[j] = m->keys[i];
      nv[j] = m->vals[i];
    }
  free(m->keys);
  free(m->vals);
  m->keys = nk;
  m->vals = nv;
  m->cap = ncap;
  return true;
}

/* The value slot of key k (k != 0), inserted as 0 when absent; NULL on
 * allocation failure. */
static uint64_t *map_slot(U64Map *m, uint64_t k, bool *fresh) {
  if ((m->n + 1) * 2 > m->cap && !map_grow(m)) return NULL;
  size_t j = mix64(k) & (m->cap - 1);
  while (m->keys[j] && m->keys[j] != k)
    j = (j + 1) & (m->cap - 1);
  *fresh = !m->keys[j];
  if (!m->keys[j]) {
    m->keys[j] = k;
    m->vals[j] = 0;
    m->n++;
  }
  return &m->vals[j];
}

static void map_free(U64Map *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

static uint64_t hmix(uint64_t h, uint64_t v) { return (h ^ v) * UINT64_C(0x100000001b3) + (h >> 29); }

/* The leaves a generalization may replace: uninterpreted constants and
 * bit-vector numerals (a negative constant of the abstract domain is its
 * magnitude's constant under a sign numeral). */
static bool is_leaf(Z3_context z, Z3_ast a) {
  Z3_ast_kind k = Z3_get_ast_kind(z, a);
  if (k == Z3_NUMERAL_AST) return Z3_get_sort_kind(z, Z3_get_sort(z, a)) == Z3_BV_SORT;
  if (k != Z3_APP_AST) return false;
  Z3_app ap = Z3_to_app(z, a);
  return Z3_get_app_num_args(z, ap) == 0 &&
         Z3_get_decl_kind(z, Z3_get_app_decl(z, ap)) == Z3_OP_UNINTERPRETED;
}

/* ---- skeleton hash ---- */

/* Deeper terms are not generalized (the walks recurse). */
#define SKEL_MAX_DEPTH 2000

static bool skeleton(Z3_context z, Z3_ast a, U64Map *memo, int depth, uint64_t *out) {
  uint64_t id = (uint64_t)Z3_get_ast_id(z, a) + 1;
  bool fresh;
  uint64_t *slot = map_slot(memo, id, &fresh);
  if (!slot) return false;
  if (!fresh) {
    *out = *slot;
    return true;
  }
  if (depth > SKEL_MAX_DEPTH) return false;
  uint64_t h;
  if (is_leaf(z, a)) {
    h = hmix(UINT64_C(0x9e3779b97f4a7c15), Z3_get_ast_id(z, Z3_sort_to_ast(z, Z3_get_sort(z, a))));
  } else if (Z3_get_ast_kind(z, a) == Z3_APP_AST) {
    Z3_app ap = Z3_to_app(z, a);
    unsigned na = Z3_get_app_num_args(z, ap);
    h = hmix(UINT64_C(0xcbf29ce484222325), Z3_get_ast_id(z, Z3_func_decl_to_ast(z, Z3_get_app_decl(z, ap))));
    for (unsigned i = 0; i < na; i++) {
      uint64_t hc;
      if (!skeleton(z, Z3_get_app_arg(z, ap, i), memo, depth + 1, &hc)) return false;
      h = hmix(h, hc);
    }
  } else { /* numerals, quantifiers, bound variables: themselves */
    h = hmix(UINT64_C(0x84222325cbf29ce4), Z3_get_ast_id(z, a));
  }
  if (!h) h = 1;
  /* the recursion may have grown the map: look the slot up again */
  slot = map_slot(memo, id, &fresh);
  if (!slot) return false;
  *slot = h;
  *out = h;
  return true;
}

bool smt_skeleton_hashes(SmtCtx *c, const SmtTerm *ts, int n, uint64_t *out) {
  if (!smti_ok(c)) return false;
  U64Map memo = {0};
  bool ok = true;
  for (int i = 0; ok && i < n; i++)
    ok = !smt_is_null(ts[i]) && skeleton(c->z, smti_a(ts[i]), &memo, 0, &out[i]);
  map_free(&memo);
  return ok;
}

/* ---- least general generalization ---- */

typedef struct Gen {
  Z3_context z;
  int n;         /* terms walked in lockstep */
  int max_vars;  /* fresh constants allowed */
  int nvars;     /* made so far */
  U64Map index;  /* tuple hash -> 1 + entry number (chained by `next`) */
  Z3_ast *tuple; /* the entries' tuples, n each */
  Z3_ast *result;
  size_t *next; /* 1 + the next entry of the same hash, 0 = none */
  size_t nent, cap;
} Gen;

static uint64_t tuple_hash(Z3_context z, Z3_ast *const *t, int n) {
  uint64_t h = UINT64_C(0x6a09e667f3bcc909);
  for (int i = 0; i < n; i++)
    h = hmix(h, Z3_get_ast_id(z, *t[i]));
  return h ? h : 1;
}

static Z3_ast memo_find(Gen *g, uint64_t h, Z3_ast *const *t) {
  bool fresh;
  uint64_t *slot = map_slot(&g->index, h, &fresh);
  if (!slot || fresh) return NULL;
  for (size_t e = (size_t)*slot; e; e = g->next[e - 1]) {
    bool same = true;
    for (int i = 0; same && i < g->n; i++)
      same = g->tuple[(e - 1) * (size_t)g->n + (size_t)i] == *t[i];
    if (same) return g->result[e - 1];
  }
  return NULL;
}

static bool memo_add(Gen *g, uint64_t h, Z3_ast *const *t, Z3_ast r) {
  if (g->nent == g->cap) {
    size_t ncap = g->cap ? g->cap * 2 : 64;
    Z3_ast *nt = realloc(g->tuple, ncap * (size_t)g->n * sizeof *nt);
    if (!nt) return false;
    g->tuple = nt;
    Z3_ast *nr = realloc(g->result, ncap * sizeof *nr);
    if (!nr) return false;
    g->result = nr;
    size_t *nn = realloc(g->next, ncap * sizeof *nn);
    if (!nn) return false;
    g->next = nn;
    g->cap = ncap;
  }
  bool fresh;
  uint64_t *slot = map_slot(&g->index, h, &fresh);
  if (!slot) return false;
  for (int i = 0; i < g->n; i++)
    g->tuple[g->nent * (size_t)g->n + (size_t)i] = *t[i];
  g->result[g->nent] = r;
  g->next[g->nent] = fresh ? 0 : (size_t)*slot;
  *slot = ++g->nent;
  return true;
}

/* The generalization of the tuple t (n pointers to the terms at one
 * position); NULL when the terms differ other than in leaves, or on a limit. */
static Z3_ast gen_walk(Gen *g, Z3_ast *const *t, int depth) {
  Z3_context z = g->z;
  bool same = true;
  for (int i = 1; same && i < g->n; i++)
    same = *t[i] == *t[0];
  if (same) return *t[0];
  if (depth > SKEL_MAX_DEPTH) return NULL;
  uint64_t h = tuple_hash(z, t, g->n);
  Z3_ast known = memo_find(g, h, t);
  if (known) return known;
  Z3_ast r = NULL;
  bool leaves = true;
  for (int i = 0; leaves && i < g->n; i++)
    leaves = is_leaf(z, *t[i]);
  if (leaves) {
    Z3_sort s = Z3_get_sort(z, *t[0]);
    for (int i = 1; leaves && i < g->n; i++)
      leaves = Z3_get_sort(z, *t[i]) == s;
    if (!leaves || g->nvars >= g->max_vars) return NULL;
    g->nvars++;
    r = Z3_mk_fresh_const(z, "gen", s);
  } else {
    for (int i = 0; i < g->n; i++)
      if (Z3_get_ast_kind(z, *t[i]) != Z3_APP_AST) return NULL;
    Z3_app a0 = Z3_to_app(z, *t[0]);
    unsigned na = Z3_get_app_num_args(z, a0);
    Z3_func_decl d0 = Z3_get_app_decl(z, a0);
    if (na == 0) return NULL; /* differing interpreted constants (true/false) */
    for (int i = 1; i < g->n; i++) {
      Z3_app ai = Z3_to_app(z, *t[i]);
      if (Z3_get_app_num_args(z, ai) != na || !Z3_is_eq_func_decl(z, Z3_get_app_decl(z, ai), d0)) return NULL;
    }
    Z3_ast *args = malloc(na * sizeof *args);
    Z3_ast *col = malloc((size_t)g->n * sizeof *col);
    Z3_ast **colp = malloc((size_t)g->n * sizeof *colp);
    bool ok = args && col && colp;
    for (unsigned k = 0; ok && k < na; k++) {
      for (int i = 0; i < g->n; i++) {
        col[i] = Z3_get_app_arg(z, Z3_to_app(z, *t[i]), k);
        colp[i] = &col[i];
      }
      args[k] = gen_walk(g, colp, depth + 1);
      ok = args[k] != NULL;
    }
    if (ok) r = Z3_update_term(z, *t[0], na, args);
    free(args);
    free(col);
    free(colp);
    if (!ok) return NULL;
  }
  if (!r || !memo_add(g, h, t, r)) return NULL;
  return r;
}

SmtTerm smt_generalize(SmtCtx *c, const SmtTerm *ts, int n, int max_vars, int *nvars) {
  if (nvars) *nvars = 0;
  if (!smti_ok(c) || n < 1) return smti_null();
  for (int i = 0; i < n; i++)
    if (smt_is_null(ts[i])) return smti_null();
  Gen g = {.z = c->z, .n = n, .max_vars = max_vars};
  Z3_ast *roots = malloc((size_t)n * sizeof *roots);
  Z3_ast **rp = malloc((size_t)n * sizeof *rp);
  Z3_ast r = NULL;
  if (roots && rp) {
    for (int i = 0; i < n; i++) {
      roots[i] = smti_a(ts[i]);
      rp[i] = &roots[i];
    }
    r = gen_walk(&g, rp, 0);
  }
  free(roots);
  free(rp);
  map_free(&g.index);
  free(g.tuple);
  free(g.result);
  free(g.next);
  if (!r || !smti_ok(c)) return smti_null();
  if (nvars) *nvars = g.nvars;
  return smti_wrap(c, r);
}
