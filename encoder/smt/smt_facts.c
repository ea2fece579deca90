/*
 * smt_facts.c: relevance filtering of background facts (smt.h
 * smt_solver_assert_facts, smt_facts_relevant).
 *
 * The abstract FP domain's preconditions hold one fact per application of an
 * uninterpreted operation ("generic case -> range facts about the UF value",
 * fp_abstract.c), for every element of every tensor of the pair, plus
 * constant-order facts. A stage query is about one output element (or a few),
 * but with every fact asserted Z3 must Ackermannize all applications of a
 * shared UF against each other: 2 x 1024 applications of fpa.add in a
 * 32x32 elementwise pair made a query whose counterexample the exact domain
 * finds in 0.05 s time out at 10 s (bench/thesis/RESULTS.txt).
 *
 * A conjunct of the facts is kept when it mentions, outside the arguments of
 * other UF applications, an application of an uninterpreted function with
 * arguments that occurs in the query's terms (or in a fact already kept:
 * the closure), and always when it mentions none (constant facts).
 *
 * Soundness: any subset of the facts is a weaker premise, so UNSAT stays
 * UNSAT of the full query (a `correct` verdict is sound). A SAT answer was
 * never trusted in the abstract domain (counterexamples are confirmed by the
 * exact domain or the interpreter). Completeness: every fact is an instance
 * of one axiom schema per UF ("for all operands, generic -> facts about
 * f(operands)"), so a fact about an application outside the query only
 * constrains the query's applications where their operands coincide, where
 * the query's own instance says the same; dropping it loses no proof for
 * those schemas. Pairwise facts (two or more applications of one function:
 * monotone casts, reassociation hashes) are kept only when all their
 * applications are in the selection: one application outside is a value
 * that only instances of the same schemas constrain, so the fact adds
 * nothing about the query's own, and following it (the rule until 2026-11)
 * pulled every element's cone into a query about one element: a pair's
 * query on one element of clamp(add(cast(x), c)) went from 2.3 s to 0.07 s.
 *
 * AST ids are dense per context, so the index and the visit marks are arrays
 * indexed by id. One index per facts root, cached in the context.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/smt/smt_internal.h"

typedef struct FactIndex {
  Z3_ast root;
  Z3_ast *conj; /* the conjuncts, flattened */
  int nconj;
  int *always; /* conjuncts that mention no UF application */
  int nalways;
  /* Pairwise conjuncts (two or more applications of one function, as the
   * monotonicity facts of cast groups): not indexed by edges; kept only when
   * every application they mention is in the selection already. pair[i] is
   * the conjunct, its application ids papp[pstart[i] .. pstart[i + 1]). */
  int *pair, *pstart;
  unsigned *papp;
  int npair, napp;
  size_t cappair, cappstart, capapp;
  int *head; /* head[id] = 1 + first edge of the application with that id, 0 = none */
  size_t headcap;
  int *enext, *econj; /* edges: next edge (1-based, 0 = end), conjunct */
  int nedge, capedge;
  struct FactIndex *next;
} FactIndex;

typedef struct FactCache {
  FactIndex *list;
  uint32_t *stamp; /* visit marks by AST id */
  size_t stampcap;
  uint32_t gen;
  Z3_ast *stack;
  size_t nstack, capstack;
  uint32_t *cstamp; /* conjunct marks of the current selection, per index */
  size_t ccap;
} FactCache;

static bool fc_grow(void **p, size_t *cap, size_t el, size_t need) {
  if (need <= *cap) return true;
  size_t ncap = *cap ? *cap : 256;
  while (ncap < need)
    ncap *= 2;
  void *np = realloc(*p, ncap * el);
  if (!np) return false;
  memset((char *)np + *cap * el, 0, (ncap - *cap) * el);
  *p = np;
  *cap = ncap;
  return true;
}

static bool fc_push(FactCache *fc, Z3_ast a) {
  if (!fc_grow((void **)&fc->stack, &fc->capstack, sizeof *fc->stack, fc->nstack + 1)) return false;
  fc->stack[fc->nstack++] = a;
  return true;
}

/* Mark id visited in the current generation; false if it already was (or on
 * allocation failure, *oom set). */
static bool fc_visit(FactCache *fc, unsigned id, bool *oom) {
  if (!fc_grow((void **)&fc->stamp, &fc->stampcap, sizeof *fc->stamp, (size_t)id + 1)) {
    *oom = true;
    return false;
  }
  if (fc->stamp[id] == fc->gen) return false;
  fc->stamp[id] = fc->gen;
  return true;
}

static void fc_new_gen(FactCache *fc) {
  if (++fc->gen == 0) { /* wrapped: clear */
    if (fc->stamp) memset(fc->stamp, 0, fc->stampcap * sizeof *fc->stamp);
    fc->gen = 1;
  }
  fc->nstack = 0;
}

static bool is_uf_app(Z3_context z, Z3_ast a, Z3_app *ap) {
  if (Z3_get_ast_kind(z, a) != Z3_APP_AST) return false;
  *ap = Z3_to_app(z, a);
  return Z3_get_app_num_args(z, *ap) > 0 &&
         Z3_get_decl_kind(z, Z3_get_app_decl(z, *ap)) == Z3_OP_UNINTERPRETED;
}

static void fi_free(FactIndex *fi) {
  if (!fi) return;
  free(fi->conj);
  free(fi->always);
  free(fi->pair);
  free(fi->pstart);
  free(fi->papp);
  free(fi->head);
  free(fi->enext);
  free(fi->econj);
  free(fi);
}

static void facts_free(SmtCtx *c) {
  FactCache *fc = c->facts_cache;
  if (!fc) return;
  for (FactIndex *fi = fc->list, *n; fi; fi = n) {
    n = fi->next;
    fi_free(fi);
  }
  free(fc->stamp);
  free(fc->stack);
  free(fc->cstamp);
  free(fc);
  c->facts_cache = NULL;
}

static bool fi_edge(FactIndex *fi, unsigned id, int conj) {
  size_t cap = fi->headcap;
  if (!fc_grow((void **)&fi->head, &cap, sizeof *fi->head, (size_t)id + 1)) return false;
  fi->headcap = cap;
  if (fi->nedge + 1 > fi->capedge) {
    int ncap = fi->capedge ? fi->capedge * 2 : 1024;
    int *nn = realloc(fi->enext, (size_t)ncap * sizeof *nn);
    if (!nn) return false;
    fi->enext = nn;
    int *nc = realloc(fi->econj, (size_t)ncap * sizeof *nc);
    if (!nc) return false;
    fi->econj = nc;
    fi->capedge = ncap;
  }
  fi->enext[fi->nedge] = fi->head[id];
  fi->econj[fi->nedge] = conj;
  fi->head[id] = ++fi->nedge;
  return true;
}

static FactIndex *fi_build(SmtCtx *c, FactCache *fc, Z3_ast root) {
  Z3_context z = c->z;
  FactIndex *fi = calloc(1, sizeof *fi);
  if (!fi) return NULL;
  fi->root = root;
  unsigned *apps = NULL; /* per conjunct: the applications it mentions and their functions */
  Z3_func_decl *decls = NULL;
  size_t capapps = 0, capdecls = 0;
  bool oom = false;
  size_t capconj = 0;
  /* flatten the conjunction */
  fc_new_gen(fc);
  if (!fc_push(fc, root)) goto fail;
  while (fc->nstack > 0 && !oom) {
    Z3_ast a = fc->stack[--fc->nstack];
    if (!fc_visit(fc, Z3_get_ast_id(z, a), &oom)) continue;
    if (Z3_get_ast_kind(z, a) == Z3_APP_AST) {
      Z3_app ap = Z3_to_app(z, a);
      if (Z3_get_decl_kind(z, Z3_get_app_decl(z, ap)) == Z3_OP_AND) {
        unsigned na = Z3_get_app_num_args(z, ap);
        for (unsigned i = na; i-- > 0;)
          if (!fc_push(fc, Z3_get_app_arg(z, ap, i))) goto fail;
        continue;
      }
      if (Z3_get_decl_kind(z, Z3_get_app_decl(z, ap)) == Z3_OP_TRUE) continue;
    }
    if (!fc_grow((void **)&fi->conj, &capconj, sizeof *fi->conj, (size_t)fi->nconj + 1)) goto fail;
    fi->conj[fi->nconj++] = a;
  }
  if (oom) goto fail;
  fi->always = calloc((size_t)fi->nconj + 1, sizeof *fi->always);
  if (!fi->always) goto fail;
  /* index each conjunct by the UF applications it mentions outside other
   * applications' arguments */
  for (int k = 0; k < fi->nconj; k++) {
    fc_new_gen(fc);
    if (!fc_push(fc, fi->conj[k])) goto fail;
    bool any = false;
    int napps = 0;
    while (fc->nstack > 0 && !oom) {
      Z3_ast a = fc->stack[--fc->nstack];
      unsigned id = Z3_get_ast_id(z, a);
      if (!fc_visit(fc, id, &oom)) continue;
      Z3_ast_kind kind = Z3_get_ast_kind(z, a);
      if (kind == Z3_QUANTIFIER_AST) {
        if (!fc_push(fc, Z3_get_quantifier_body(z, a))) goto fail;
        continue;
      }
      if (kind != Z3_APP_AST) continue;
      Z3_app ap;
      if (is_uf_app(z, a, &ap)) {
        if (!fc_grow((void **)&apps, &capapps, sizeof *apps, (size_t)napps + 1) ||
            !fc_grow((void **)&decls, &capdecls, sizeof *decls, (size_t)napps + 1))
          goto fail;
        apps[napps] = id;
        decls[napps++] = Z3_get_app_decl(z, ap);
        any = true;
        continue;
      }
      ap = Z3_to_app(z, a);
      unsigned na = Z3_get_app_num_args(z, ap);
      for (unsigned i = 0; i < na; i++)
        if (!fc_push(fc, Z3_get_app_arg(z, ap, i))) goto fail;
    }
    if (oom) goto fail;
    if (!any) fi->always[fi->nalways++] = k;
    bool pairwise = false;
    for (int i = 0; i < napps && !pairwise; i++)
      for (int j = i + 1; j < napps && !pairwise; j++)
        pairwise = Z3_is_eq_func_decl(z, decls[i], decls[j]);
    if (!pairwise) {
      for (int i = 0; i < napps; i++)
        if (!fi_edge(fi, apps[i], k)) goto fail;
      continue;
    }
    if (!fc_grow((void **)&fi->pair, &fi->cappair, sizeof *fi->pair, (size_t)fi->npair + 1) ||
        !fc_grow((void **)&fi->pstart, &fi->cappstart, sizeof *fi->pstart, (size_t)fi->npair + 2) ||
        !fc_grow((void **)&fi->papp, &fi->capapp, sizeof *fi->papp, (size_t)(fi->napp + napps)))
      goto fail;
    fi->pstart[fi->npair] = fi->napp;
    fi->pair[fi->npair++] = k;
    memcpy(fi->papp + fi->napp, apps, (size_t)napps * sizeof *apps);
    fi->napp += napps;
    fi->pstart[fi->npair] = fi->napp;
  }
  free(apps);
  free(decls);
  return fi;
fail:
  free(apps);
  free(decls);
  fi_free(fi);
  return NULL;
}

static void canon_free(SmtCtx *c);

/* The context's cleanup hook: both caches of this file. */
static void caches_free(SmtCtx *c) {
  canon_free(c);
  facts_free(c);
}

static FactCache *fc_get(SmtCtx *c) {
  if (!c->facts_cache) {
    c->facts_cache = calloc(1, sizeof(FactCache));
    c->free_caches = caches_free;
  }
  return c->facts_cache;
}

static FactIndex *fc_index(SmtCtx *c, Z3_ast root) {
  FactCache *fc = fc_get(c);
  if (!fc) return NULL;
  for (FactIndex *fi = fc->list; fi; fi = fi->next)
    if (fi->root == root) return fi;
  FactIndex *fi = fi_build(c, fc, root);
  if (!fi) return NULL;
  fi->next = fc->list;
  fc->list = fi;
  return fi;
}

/* Select the conjuncts of the fact roots facts[0..nf) relevant to the terms
 * q[0..nq): appended to *out (grown with realloc, *n entries, *cap slots).
 * False on allocation failure (then the caller keeps every fact). */
bool smti_facts_select(SmtCtx *c, const Z3_ast *facts, int nf, const Z3_ast *q, int nq, Z3_ast **out, int *n,
                       int *cap) {
  if (!smti_ok(c)) return false;
  Z3_context z = c->z;
  FactCache *fc = fc_get(c);
  if (!fc) return false;
  FactIndex **fis = calloc((size_t)nf + 1, sizeof *fis);
  if (!fis) return false;
  Z3_ast *qcopy = NULL;
  size_t total = 0;
  for (int i = 0; i < nf; i++) {
    fis[i] = fc_index(c, facts[i]);
    if (!fis[i]) {
      free(fis);
      return false;
    }
    total += (size_t)fis[i]->nconj;
  }
  /* conjunct marks: one flag per conjunct of every index, offsets by i */
  if (!fc_grow((void **)&fc->cstamp, &fc->ccap, sizeof *fc->cstamp, total + 1)) {
    free(fis);
    return false;
  }
  memset(fc->cstamp, 0, (total + 1) * sizeof *fc->cstamp);
  fc_new_gen(fc);
  bool oom = false;
  size_t capout = (size_t)*cap;
  int n0 = *n;
#define EMIT(a)                                                                                              \
  do {                                                                                                       \
    if (!fc_grow((void **)out, &capout, sizeof **out, (size_t)*n + 1)) goto fail;                            \
    (*out)[(*n)++] = (a);                                                                                    \
  } while (0)
  /* The caller may pass its own output array as q (smt_solver.c
   * smti_select), which EMIT can move: walk a copy. */
  qcopy = malloc(sizeof *qcopy * (size_t)(nq > 0 ? nq : 1));
  if (!qcopy) goto fail;
  if (nq > 0) memcpy(qcopy, q, sizeof *qcopy * (size_t)nq);
  q = qcopy;
  size_t off = 0;
  for (int i = 0; i < nf; i++) {
    for (int k = 0; k < fis[i]->nalways; k++) {
      int j = fis[i]->always[k];
      fc->cstamp[off + (size_t)j] = 1;
      EMIT(fis[i]->conj[j]);
      if (!fc_push(fc, fis[i]->conj[j])) goto fail;
    }
    off += (size_t)fis[i]->nconj;
  }
  for (int i = 0; i < nq; i++)
    if (!fc_push(fc, q[i])) goto fail;
  while (fc->nstack > 0) {
    Z3_ast a = fc->stack[--fc->nstack];
    unsigned id = Z3_get_ast_id(z, a);
    if (!fc_visit(fc, id, &oom)) {
      if (oom) goto fail;
      continue;
    }
    Z3_ast_kind kind = Z3_get_ast_kind(z, a);
    if (kind == Z3_QUANTIFIER_AST) {
      if (!fc_push(fc, Z3_get_quantifier_body(z, a))) goto fail;
      continue;
    }
    if (kind != Z3_APP_AST) continue;
    Z3_app ap;
    if (is_uf_app(z, a, &ap)) {
      off = 0;
      for (int i = 0; i < nf; i++) {
        FactIndex *fi = fis[i];
        if (id < fi->headcap)
          for (int e = fi->head[id]; e; e = fi->enext[e - 1]) {
            int j = fi->econj[e - 1];
            if (fc->cstamp[off + (size_t)j]) continue;
            fc->cstamp[off + (size_t)j] = 1;
            EMIT(fi->conj[j]);
            if (!fc_push(fc, fi->conj[j])) goto fail;
          }
        off += (size_t)fi->nconj;
      }
    } else {
      ap = Z3_to_app(z, a);
    }
    unsigned na = Z3_get_app_num_args(z, ap);
    for (unsigned i = 0; i < na; i++)
      if (!fc_push(fc, Z3_get_app_arg(z, ap, i))) goto fail;
  }
  /* Pairwise conjuncts whose applications are all in the selection. One
   * with an application outside relates a query value to a value that only
   * instances of the same schemas constrain (the pair with the query's own
   * applications, or the application's own range facts, says as much), and
   * following it pulled every element's cone into a query about one: a
   * cast's monotonicity facts link all its applications. */
  off = 0;
  for (int i = 0; i < nf; i++) {
    FactIndex *fi = fis[i];
    for (int p = 0; p < fi->npair; p++) {
      bool all = true;
      for (int k = fi->pstart[p]; k < fi->pstart[p + 1] && all; k++)
        all = fi->papp[k] < fc->stampcap && fc->stamp[fi->papp[k]] == fc->gen;
      int j = fi->pair[p];
      if (!all || fc->cstamp[off + (size_t)j]) continue;
      fc->cstamp[off + (size_t)j] = 1;
      EMIT(fi->conj[j]);
    }
    off += (size_t)fi->nconj;
  }
#undef EMIT
  /* An index whose conjuncts were all selected goes back as its one root
   * (tens of thousands of separate assertions cost Z3 seconds to take). */
  off = 0;
  bool any_all = false;
  fc_new_gen(fc);
  for (int i = 0; i < nf; i++) {
    bool all = fis[i]->nconj > 1;
    for (int j = 0; j < fis[i]->nconj && all; j++)
      all = fc->cstamp[off + (size_t)j] != 0;
    if (all) {
      any_all = true;
      for (int j = 0; j < fis[i]->nconj; j++)
        if (!fc_visit(fc, Z3_get_ast_id(z, fis[i]->conj[j]), &oom) && oom) goto fail;
    }
    off += (size_t)fis[i]->nconj;
  }
  if (any_all) {
    int w = n0;
    for (int r = n0; r < *n; r++) {
      unsigned id = Z3_get_ast_id(z, (*out)[r]);
      if (id < fc->stampcap && fc->stamp[id] == fc->gen) continue;
      (*out)[w++] = (*out)[r];
    }
    *n = w;
    off = 0;
    for (int i = 0; i < nf; i++) {
      bool all = fis[i]->nconj > 1;
      for (int j = 0; j < fis[i]->nconj && all; j++)
        all = fc->cstamp[off + (size_t)j] != 0;
      if (all) (*out)[(*n)++] = fis[i]->root; /* fits: nconj >= 2 entries were removed */
      off += (size_t)fis[i]->nconj;
    }
  }
  *cap = (int)capout;
  free(qcopy);
  free(fis);
  return true;
fail:
  *cap = (int)capout;
  free(qcopy);
  free(fis);
  return false;
}

SmtTerm smt_facts_relevant(SmtCtx *c, SmtTerm facts, SmtTerm q) {
  SMTI_GUARD2(c, facts, q);
  Z3_ast f = smti_a(facts), qa = smti_a(q);
  Z3_ast *out = NULL;
  int n = 0, cap = 0;
  if (!smti_facts_select(c, &f, 1, &qa, 1, &out, &n, &cap)) {
    free(out);
    return facts;
  }
  SmtTerm r = n == 0   ? smt_true(c)
              : n == 1 ? smti_wrap(c, out[0])
                       : smti_wrap(c, Z3_mk_and(c->z, (unsigned)n, out));
  free(out);
  return r;
}

/* ---- free pins ----
 * An assertion `x = v` with x an uninterpreted constant and v a value (a
 * numeral, or an interpreted term of numerals), where x occurs in no other
 * assertion, is satisfied by x := v whatever the rest says: the rest is
 * equisatisfiable without it, and a model of the rest extended with x := v
 * is a model of all (smt_solver.c puts x := v back into the model). The
 * exact re-check of an abstract counterexample pins every input element the
 * abstract model fixed (tv.c Seed): 3,071 pins on a 3 x 32x32 pair, of which
 * the failing element reads 2, made a 0.05 s query take 0.5 s (Z3 bit-blasts
 * every pinned FP variable). */

static bool is_free_const(Z3_context z, Z3_ast a) {
  if (Z3_get_ast_kind(z, a) != Z3_APP_AST) return false;
  Z3_app ap = Z3_to_app(z, a);
  return Z3_get_app_num_args(z, ap) == 0 &&
         Z3_get_decl_kind(z, Z3_get_app_decl(z, ap)) == Z3_OP_UNINTERPRETED;
}

/* A value: numerals and interpreted operations on them, small. */
static bool is_value(Z3_context z, Z3_ast a, int depth) {
  if (Z3_is_numeral_ast(z, a)) return true;
  if (depth > 4 || Z3_get_ast_kind(z, a) != Z3_APP_AST) return false;
  Z3_app ap = Z3_to_app(z, a);
  if (Z3_get_decl_kind(z, Z3_get_app_decl(z, ap)) == Z3_OP_UNINTERPRETED) return false;
  unsigned na = Z3_get_app_num_args(z, ap);
  if (na == 0) return true; /* true, false, FP special numerals, rounding modes */
  for (unsigned i = 0; i < na; i++)
    if (!is_value(z, Z3_get_app_arg(z, ap, i), depth + 1)) return false;
  return true;
}

/* The constant x of a pin `x = v` (either side), or NULL; *v its value. */
static Z3_ast pin_of(Z3_context z, Z3_ast a, Z3_ast *v) {
  if (!a || Z3_get_ast_kind(z, a) != Z3_APP_AST) return NULL;
  Z3_app ap = Z3_to_app(z, a);
  if (Z3_get_decl_kind(z, Z3_get_app_decl(z, ap)) != Z3_OP_EQ || Z3_get_app_num_args(z, ap) != 2) return NULL;
  Z3_ast l = Z3_get_app_arg(z, ap, 0), r = Z3_get_app_arg(z, ap, 1);
  if (is_free_const(z, l) && is_value(z, r, 0)) {
    *v = r;
    return l;
  }
  if (is_free_const(z, r) && is_value(z, l, 0)) {
    *v = l;
    return r;
  }
  return NULL;
}

static int cmp_unsigned(const void *a, const void *b) {
  unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
  return x < y ? -1 : x > y;
}

/* Remove the free pins from as[0..n) (order kept), copying them to
 * dropped[]; returns how many. */
int smti_drop_free_pins(SmtCtx *c, Z3_ast *as, int n, Z3_ast *dropped) {
  if (!smti_ok(c) || n < 2) return 0;
  Z3_context z = c->z;
  FactCache *fc = fc_get(c);
  if (!fc) return 0;
  Z3_ast *var = calloc((size_t)n, sizeof *var);
  if (!var) return 0;
  int npins = 0;
  for (int i = 0; i < n; i++) {
    Z3_ast v;
    var[i] = pin_of(z, as[i], &v);
    npins += var[i] != NULL;
  }
  if (npins == 0) {
    free(var);
    return 0;
  }
  /* mark every free constant of the other assertions, and pinned constants
   * pinned twice (both pins stay: they may contradict) */
  fc_new_gen(fc);
  bool oom = false;
  for (int i = 0; i < n; i++)
    if (!var[i] && as[i] && !fc_push(fc, as[i])) oom = true;
  while (fc->nstack > 0 && !oom) {
    Z3_ast a = fc->stack[--fc->nstack];
    if (!fc_visit(fc, Z3_get_ast_id(z, a), &oom)) continue;
    Z3_ast_kind kind = Z3_get_ast_kind(z, a);
    if (kind == Z3_QUANTIFIER_AST) {
      if (!fc_push(fc, Z3_get_quantifier_body(z, a))) oom = true;
      continue;
    }
    if (kind != Z3_APP_AST) continue;
    Z3_app ap = Z3_to_app(z, a);
    unsigned na = Z3_get_app_num_args(z, ap);
    for (unsigned k = 0; k < na && !oom; k++)
      if (!fc_push(fc, Z3_get_app_arg(z, ap, k))) oom = true;
  }
  int nd = 0;
  if (!oom) {
    /* pins of one constant twice or more stay (they may contradict) */
    unsigned *ids = malloc(sizeof *ids * (size_t)npins);
    if (ids) {
      int k = 0;
      for (int i = 0; i < n; i++)
        if (var[i]) ids[k++] = Z3_get_ast_id(z, var[i]);
      qsort(ids, (size_t)npins, sizeof *ids, cmp_unsigned);
    }
    int keep = 0;
    for (int i = 0; i < n; i++) {
      if (var[i] && ids) {
        unsigned id = Z3_get_ast_id(z, var[i]);
        bool elsewhere = id < fc->stampcap && fc->stamp[id] == fc->gen;
        unsigned *hit = bsearch(&id, ids, (size_t)npins, sizeof *ids, cmp_unsigned);
        bool twice = hit && ((hit > ids && hit[-1] == id) || (hit + 1 < ids + npins && hit[1] == id));
        if (!elsewhere && !twice) {
          dropped[nd++] = as[i];
          continue;
        }
      }
      as[keep++] = as[i];
    }
    free(ids);
  }
  free(var);
  return nd;
}

void smti_model_add_pins(SmtCtx *c, Z3_model m, const Z3_ast *pins, int n) {
  if (!smti_ok(c) || !m) return;
  Z3_context z = c->z;
  for (int i = 0; i < n; i++) {
    Z3_ast v, x = pin_of(z, pins[i], &v);
    if (x) Z3_add_const_interp(z, m, Z3_get_app_decl(z, Z3_to_app(z, x)), v);
  }
}

/* ---- UNSAT answers up to renaming ----
 * Queries of an elementwise pair are one query per output element, alike up
 * to the names of the input elements: 1,024 UNSAT answers of ~10 ms each
 * (plus solver setup) for a tosa.clamp of 8x8x16 lowered to linalg, beyond
 * the stage budget. A query's assertions are serialized as a DAG in which
 * every uninterpreted constant is named by its position (first visit, post
 * order) and everything else by its operator (kind, name, parameters,
 * sort): two queries with the same serialization are the same formula up
 * to a bijective renaming of constants, so they are equisatisfiable, and an
 * UNSAT answer of one is the other's. Entries are compared byte for byte
 * (the hash only finds them). Queries with quantifiers or bound variables
 * are not serialized. */

typedef struct Buf {
  unsigned char *p;
  size_t n, cap;
  bool oom;
} Buf;

static void buf_put(Buf *b, const void *d, size_t n) {
  if (b->oom) return;
  if (b->n + n > b->cap) {
    size_t ncap = b->cap ? b->cap * 2 : 4096;
    while (ncap < b->n + n)
      ncap *= 2;
    unsigned char *np = realloc(b->p, ncap);
    if (!np) {
      b->oom = true;
      return;
    }
    b->p = np;
    b->cap = ncap;
  }
  memcpy(b->p + b->n, d, n);
  b->n += n;
}

static void buf_u32(Buf *b, uint32_t v) { buf_put(b, &v, sizeof v); }

static void buf_str(Buf *b, const char *s) {
  size_t n = s ? strlen(s) : 0;
  buf_u32(b, (uint32_t)n);
  buf_put(b, s ? s : "", n);
}

/* An answer up to renaming: UNSAT (sound to reuse for any budget), or a
 * timeout at `budget` ms under one solver configuration (reused only for a
 * budget no larger, under the same configuration: it would run out again). */
typedef struct CanonEntry {
  uint64_t hash;
  unsigned char *bytes;
  size_t len;
  bool unsat;
  unsigned budget;
  int config;
} CanonEntry;

/* The answers are kept for the whole process, not per context: a key holds
 * no Z3 pointer (operators by kind and name, sorts as text, constants by
 * position), so a query a pair answered is answered for the next pairs too
 * (the same element of a program meets every later pass of its pipeline). */
static struct {
  CanonEntry *tab;
  size_t cap, n, bytes;
} g_canon;

typedef struct CanonCache {
  uint32_t *local; /* node -> position, valid where FactCache.stamp is current */
  size_t localcap;
  unsigned char *state; /* 1 = children pushed */
  size_t statecap;
  Z3_sort sorts[32];
  char *sortstr[32];
  int nsorts;
} CanonCache;

#define CANON_MAX_BYTES ((size_t)128 << 20) /* per process */

static CanonCache *canon_get(SmtCtx *c) {
  FactCache *fc = fc_get(c);
  if (!fc) return NULL;
  if (!c->canon_cache) c->canon_cache = calloc(1, sizeof(CanonCache));
  return c->canon_cache;
}

static void canon_free(SmtCtx *c) {
  CanonCache *cc = c->canon_cache;
  if (!cc) return;
  free(cc->local);
  free(cc->state);
  for (int i = 0; i < cc->nsorts; i++)
    free(cc->sortstr[i]);
  free(cc);
  c->canon_cache = NULL;
}

static bool canon_sort(Z3_context z, CanonCache *cc, Z3_sort s, Buf *b) {
  for (int i = 0; i < cc->nsorts; i++)
    if (cc->sorts[i] == s) {
      buf_str(b, cc->sortstr[i]);
      return true;
    }
  const char *txt = Z3_sort_to_string(z, s);
  if (!txt) return false;
  if (cc->nsorts < 32) {
    size_t tl = strlen(txt);
    char *copy = malloc(tl + 1);
    if (copy) memcpy(copy, txt, tl + 1);
    if (copy) {
      cc->sorts[cc->nsorts] = s;
      cc->sortstr[cc->nsorts++] = copy;
    }
  }
  buf_str(b, txt);
  return true;
}

/* Operator of an application node (not an uninterpreted constant). */
static bool canon_op(Z3_context z, CanonCache *cc, Z3_app ap, Buf *b) {
  Z3_func_decl d = Z3_get_app_decl(z, ap);
  Z3_decl_kind k = Z3_get_decl_kind(z, d);
  buf_u32(b, (uint32_t)k);
  if (k == Z3_OP_UNINTERPRETED) buf_str(b, Z3_get_symbol_string(z, Z3_get_decl_name(z, d)));
  unsigned np = Z3_get_decl_num_parameters(z, d);
  buf_u32(b, np);
  for (unsigned i = 0; i < np; i++) {
    Z3_parameter_kind pk = Z3_get_decl_parameter_kind(z, d, i);
    buf_u32(b, (uint32_t)pk);
    switch (pk) {
    case Z3_PARAMETER_INT: buf_u32(b, (uint32_t)Z3_get_decl_int_parameter(z, d, i)); break;
    case Z3_PARAMETER_DOUBLE: {
      double v = Z3_get_decl_double_parameter(z, d, i);
      buf_put(b, &v, sizeof v);
      break;
    }
    case Z3_PARAMETER_RATIONAL: buf_str(b, Z3_get_decl_rational_parameter(z, d, i)); break;
    case Z3_PARAMETER_SYMBOL: {
      Z3_symbol sy = Z3_get_decl_symbol_parameter(z, d, i);
      if (Z3_get_symbol_kind(z, sy) == Z3_INT_SYMBOL)
        buf_u32(b, (uint32_t)Z3_get_symbol_int(z, sy));
      else
        buf_str(b, Z3_get_symbol_string(z, sy));
      break;
    }
    case Z3_PARAMETER_SORT:
      if (!canon_sort(z, cc, Z3_get_decl_sort_parameter(z, d, i), b)) return false;
      break;
    default: return false; /* AST, function or external parameters */
    }
  }
  return canon_sort(z, cc, Z3_get_range(z, d), b);
}

/* Serialize as[0..n) into b; false when the query cannot be serialized. */
static bool canon_query(SmtCtx *c, const Z3_ast *as, int n, Buf *b) {
  Z3_context z = c->z;
  FactCache *fc = fc_get(c);
  CanonCache *cc = canon_get(c);
  if (!fc || !cc) return false;
  fc_new_gen(fc);
  uint32_t next = 0;
  bool oom = false;
  for (int r = 0; r < n; r++) {
    if (!as[r] || !fc_push(fc, as[r])) return false;
    while (fc->nstack > 0) {
      Z3_ast a = fc->stack[fc->nstack - 1];
      unsigned id = Z3_get_ast_id(z, a);
      if (!fc_grow((void **)&fc->stamp, &fc->stampcap, sizeof *fc->stamp, (size_t)id + 1) ||
          !fc_grow((void **)&cc->local, &cc->localcap, sizeof *cc->local, (size_t)id + 1) ||
          !fc_grow((void **)&cc->state, &cc->statecap, 1, (size_t)id + 1))
        return false;
      bool seen = fc->stamp[id] == fc->gen;
      if (seen && cc->state[id] == 2) { /* done */
        fc->nstack--;
        continue;
      }
      Z3_ast_kind kind = Z3_get_ast_kind(z, a);
      if (kind != Z3_APP_AST && kind != Z3_NUMERAL_AST) return false;
      if (!seen) {
        fc->stamp[id] = fc->gen;
        cc->state[id] = 1;
        if (kind == Z3_APP_AST) {
          Z3_app ap = Z3_to_app(z, a);
          unsigned na = Z3_get_app_num_args(z, ap);
          for (unsigned i = na; i-- > 0;)
            if (!fc_push(fc, Z3_get_app_arg(z, ap, i))) return false;
          if (na > 0) continue;
        }
      }
      /* children done: emit */
      fc->nstack--;
      if (kind == Z3_NUMERAL_AST) {
        buf_u32(b, 'N');
        buf_str(b, Z3_ast_to_string(z, a));
        if (!canon_sort(z, cc, Z3_get_sort(z, a), b)) return false;
      } else {
        Z3_app ap = Z3_to_app(z, a);
        unsigned na = Z3_get_app_num_args(z, ap);
        Z3_func_decl d = Z3_get_app_decl(z, ap);
        if (na == 0 && Z3_get_decl_kind(z, d) == Z3_OP_UNINTERPRETED) {
          buf_u32(b, 'V');
          if (!canon_sort(z, cc, Z3_get_sort(z, a), b)) return false;
        } else if (na == 0) {
          buf_u32(b, 'K'); /* true, false, FP numerals and specials, rounding modes */
          buf_str(b, Z3_ast_to_string(z, a));
          if (!canon_sort(z, cc, Z3_get_sort(z, a), b)) return false;
        } else {
          buf_u32(b, 'A');
          if (!canon_op(z, cc, ap, b)) return false;
          buf_u32(b, na);
          for (unsigned i = 0; i < na; i++) {
            unsigned aid = Z3_get_ast_id(z, Z3_get_app_arg(z, ap, i));
            buf_u32(b, cc->local[aid]);
          }
        }
      }
      cc->local[id] = next++;
      cc->state[id] = 2;
      if (b->oom) return false;
    }
    buf_u32(b, 'R');
    buf_u32(b, cc->local[Z3_get_ast_id(z, as[r])]);
  }
  (void)oom;
  return !b->oom && smti_ok(c);
}

static uint64_t canon_hash(const unsigned char *p, size_t n) {
  uint64_t h = UINT64_C(1469598103934665603);
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= UINT64_C(1099511628211);
  }
  return h ? h : 1;
}

bool smti_canon_key(SmtCtx *c, const Z3_ast *as, int n, unsigned char **key, size_t *len) {
  *key = NULL;
  *len = 0;
  if (n <= 0 || !canon_get(c)) return false;
  Buf b = {0};
  if (!canon_query(c, as, n, &b)) {
    free(b.p);
    return false;
  }
  *key = b.p;
  *len = b.n;
  return true;
}

static CanonEntry *canon_find(const unsigned char *key, size_t len) {
  if (!g_canon.cap || !key) return NULL;
  uint64_t h = canon_hash(key, len);
  for (size_t i = h & (g_canon.cap - 1);; i = (i + 1) & (g_canon.cap - 1)) {
    CanonEntry *e = &g_canon.tab[i];
    if (!e->hash) return NULL;
    if (e->hash == h && e->len == len && memcmp(e->bytes, key, len) == 0) return e;
  }
}

SmtCanonAnswer smti_canon_lookup(const unsigned char *key, size_t len, unsigned budget, int config) {
  const CanonEntry *e = canon_find(key, len);
  if (!e) return SMT_CANON_NONE;
  if (e->unsat) return SMT_CANON_UNSAT;
  return budget && e->config == config && e->budget >= budget ? SMT_CANON_TIMEOUT : SMT_CANON_NONE;
}

/* Takes ownership of key. */
void smti_canon_record(unsigned char *key, size_t len, bool unsat, unsigned budget, int config) {
  CanonEntry *e = canon_find(key, len);
  if (e) {
    /* UNSAT wins over any timeout; a timeout keeps its largest budget */
    if (unsat)
      e->unsat = true;
    else if (!e->unsat && (e->config != config || budget > e->budget))
      e->budget = budget, e->config = config;
    free(key);
    return;
  }
  if (!key || g_canon.bytes + len > CANON_MAX_BYTES) {
    free(key);
    return;
  }
  if ((g_canon.n + 1) * 2 > g_canon.cap) {
    size_t ncap = g_canon.cap ? g_canon.cap * 2 : 256;
    CanonEntry *nt = calloc(ncap, sizeof *nt);
    if (!nt) {
      free(key);
      return;
    }
    for (size_t i = 0; i < g_canon.cap; i++)
      if (g_canon.tab[i].hash) {
        size_t j = g_canon.tab[i].hash & (ncap - 1);
        while (nt[j].hash)
          j = (j + 1) & (ncap - 1);
        nt[j] = g_canon.tab[i];
      }
    free(g_canon.tab);
    g_canon.tab = nt;
    g_canon.cap = ncap;
  }
  uint64_t h = canon_hash(key, len);
  size_t j = h & (g_canon.cap - 1);
  while (g_canon.tab[j].hash)
    j = (j + 1) & (g_canon.cap - 1);
  g_canon.tab[j] =
      (CanonEntry){.hash = h, .bytes = key, .len = len, .unsat = unsat, .budget = budget, .config = config};
  g_canon.n++;
  g_canon.bytes += len;
}

void smti_canon_forget_all(void) {
  for (size_t i = 0; i < g_canon.cap; i++)
    free(g_canon.tab[i].bytes);
  free(g_canon.tab);
  memset(&g_canon, 0, sizeof g_canon);
}

size_t smti_cone_size(SmtCtx *c, const Z3_ast *as, int n, size_t limit) {
  if (!smti_ok(c)) return limit;
  Z3_context z = c->z;
  FactCache *fc = fc_get(c);
  if (!fc) return limit;
  fc_new_gen(fc);
  size_t count = 0;
  bool oom = false;
  for (int i = 0; i < n; i++)
    if (as[i] && !fc_push(fc, as[i])) return limit;
  while (fc->nstack > 0 && count < limit) {
    Z3_ast a = fc->stack[--fc->nstack];
    if (!fc_visit(fc, Z3_get_ast_id(z, a), &oom)) {
      if (oom) return limit;
      continue;
    }
    count++;
    Z3_ast_kind kind = Z3_get_ast_kind(z, a);
    if (kind == Z3_QUANTIFIER_AST) {
      if (!fc_push(fc, Z3_get_quantifier_body(z, a))) return limit;
      continue;
    }
    if (kind != Z3_APP_AST) continue;
    Z3_app ap = Z3_to_app(z, a);
    unsigned na = Z3_get_app_num_args(z, ap);
    for (unsigned k = 0; k < na; k++)
      if (!fc_push(fc, Z3_get_app_arg(z, ap, k))) return limit;
  }
  return count < limit ? count : limit;
}
