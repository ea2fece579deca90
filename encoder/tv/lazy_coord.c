/*
 * lazy_coord.c: canonical coordinate terms for the lazy encoding (see
 * lazy_coord.h for the purpose and the normal forms).
 *
 * Two side tables keyed by the hash-consed term: the linear form a built
 * term stands for, and the box (one interval per ranged atom plus other
 * conjuncts) a built condition stands for. A term not in the tables is an
 * atom (a form of one monomial with coefficient 1) or an opaque conjunct.
 * Ranges are int64 intervals; a form's range is computed in 128-bit
 * arithmetic and dropped when it leaves +-2^62 (then nothing is decided
 * from it and the plain term is used).
 */
#include "encoder/tv/lazy_coord.h"

#include <string.h>

typedef struct Mono {
  SmtTerm atom;
  unsigned id;   /* smt_term_id: the canonical order */
  uint64_t coef; /* modulo 2^64 */
} Mono;

typedef struct Form {
  uint64_t k;
  int n;
  Mono *m; /* sorted by id, no zero coefficients, no repeated atom */
} Form;

typedef struct Bound {
  SmtTerm atom;
  unsigned id;
  int64_t lo, hi; /* inclusive */
} Bound;

typedef struct Box {
  int nb, no;
  Bound *b;       /* sorted by id */
  SmtTerm *other; /* sorted by id, distinct */
} Box;

typedef enum { ENT_FORM, ENT_RANGE, ENT_BOX } EntKind;

typedef struct Ent {
  const void *key;
  EntKind kind;
  union {
    Form f;
    struct {
      int64_t lo, hi;
    } r;
    Box box;
  } u;
} Ent;

struct LzCoord {
  SmtCtx *c;
  Arena *a;
  Ent *tab; /* open addressing on (key, kind) */
  int cap, used;
};

#define LIM ((__int128)1 << 62)

LzCoord *lzc_create(SmtCtx *c, Arena *a) {
  LzCoord *z = arena_calloc(a, 1, sizeof *z);
  if (!z) return NULL;
  z->c = c;
  z->a = a;
  z->cap = 1024;
  z->tab = arena_calloc(a, (size_t)z->cap, sizeof(Ent));
  if (!z->tab) return NULL;
  return z;
}

static unsigned slot_of(const void *key, EntKind kind, int cap) {
  uintptr_t h = (uintptr_t)key * 0x9E3779B97F4A7C15ull + (uintptr_t)kind;
  return (unsigned)(h >> 17) & (unsigned)(cap - 1);
}

static Ent *find(LzCoord *z, SmtTerm t, EntKind kind) {
  if (!z || smt_is_null(t)) return NULL;
  for (unsigned i = slot_of(t.p, kind, z->cap);; i = (i + 1) & (unsigned)(z->cap - 1)) {
    Ent *e = &z->tab[i];
    if (!e->key) return NULL;
    if (e->key == t.p && e->kind == kind) return e;
  }
}

/* A new entry (the caller fills u), or NULL when out of memory. */
static Ent *put(LzCoord *z, SmtTerm t, EntKind kind) {
  Ent *old = find(z, t, kind);
  if (old) return old;
  if (2 * (z->used + 1) > z->cap) {
    Ent *nt = arena_calloc(z->a, (size_t)z->cap * 2, sizeof(Ent));
    if (!nt) return NULL;
    for (int i = 0; i < z->cap; i++) {
      if (!z->tab[i].key) continue;
      unsigned j = slot_of(z->tab[i].key, z->tab[i].kind, z->cap * 2);
      while (nt[j].key)
        j = (j + 1) & (unsigned)(z->cap * 2 - 1);
      nt[j] = z->tab[i];
    }
    z->tab = nt;
    z->cap *= 2;
  }
  unsigned i = slot_of(t.p, kind, z->cap);
  while (z->tab[i].key)
    i = (i + 1) & (unsigned)(z->cap - 1);
  z->tab[i].key = t.p;
  z->tab[i].kind = kind;
  z->used++;
  return &z->tab[i];
}

void lzc_set_range(LzCoord *z, SmtTerm atom, int64_t lo, int64_t hi) {
  Ent *e = put(z, atom, ENT_RANGE);
  if (!e) return;
  e->u.r.lo = lo;
  e->u.r.hi = hi;
}

static bool atom_range(LzCoord *z, SmtTerm atom, int64_t *lo, int64_t *hi) {
  Ent *e = find(z, atom, ENT_RANGE);
  if (!e) return false;
  *lo = e->u.r.lo;
  *hi = e->u.r.hi;
  return true;
}

SmtTerm lzc_k(LzCoord *z, int64_t v) { return smt_bv_i64(z->c, 64, v); }

bool lzc_is_k(LzCoord *z, SmtTerm t, int64_t *v) {
  uint64_t u;
  if (smt_is_null(t) || !smt_term_get_u64(z->c, t, &u)) return false;
  *v = (int64_t)u;
  return true;
}

/* ---- linear forms ---- */

/* The form of t: registered, a numeral, or t itself as an atom. `one` is
 * the caller's storage for the single monomial. */
static Form form_of(LzCoord *z, SmtTerm t, Mono *one) {
  Form f = {0, 0, NULL};
  Ent *e = find(z, t, ENT_FORM);
  if (e) return e->u.f;
  uint64_t u;
  if (smt_term_get_u64(z->c, t, &u)) {
    f.k = u;
    return f;
  }
  int64_t lo, hi;
  if (atom_range(z, t, &lo, &hi) && lo == hi) { /* an atom with one value is that constant */
    f.k = (uint64_t)lo;
    return f;
  }
  one->atom = t;
  one->id = smt_term_id(z->c, t);
  one->coef = 1;
  f.n = 1;
  f.m = one;
  return f;
}

static bool form_range(LzCoord *z, const Form *f, int64_t *lo, int64_t *hi) {
  __int128 mn = (int64_t)f->k, mx = (int64_t)f->k;
  for (int i = 0; i < f->n; i++) {
    int64_t al, ah;
    if (!atom_range(z, f->m[i].atom, &al, &ah)) return false;
    __int128 c = (int64_t)f->m[i].coef;
    if (c > LIM || c < -LIM || al < -LIM || ah > LIM) return false;
    __int128 p = c * al, q = c * ah;
    mn += p < q ? p : q;
    mx += p < q ? q : p;
    if (mn < -LIM || mx > LIM) return false;
  }
  *lo = (int64_t)mn;
  *hi = (int64_t)mx;
  return true;
}

bool lzc_range(LzCoord *z, SmtTerm t, int64_t *lo, int64_t *hi) {
  Mono one;
  Form f = form_of(z, t, &one);
  return form_range(z, &f, lo, hi);
}

/* The canonical term of a form; registers it. */
static SmtTerm build(LzCoord *z, const Form *f) {
  SmtCtx *c = z->c;
  SmtTerm t = {0};
  bool have = false;
  for (int i = 0; i < f->n; i++) {
    SmtTerm x =
        f->m[i].coef == 1 ? f->m[i].atom : smt_bv_mul(c, f->m[i].atom, smt_bv_u64(c, 64, f->m[i].coef));
    t = have ? smt_bv_add(c, t, x) : x;
    have = true;
  }
  if (!have) return smt_bv_u64(c, 64, f->k);
  if (f->k) t = smt_bv_add(c, t, smt_bv_u64(c, 64, f->k));
  if (smt_is_null(t)) return t;
  if (f->n == 1 && f->m[0].coef == 1 && f->k == 0) return t; /* the atom itself */
  Ent *e = find(z, t, ENT_FORM);
  if (e) return t;
  e = put(z, t, ENT_FORM);
  if (!e) return t; /* out of memory: still a correct term, just not normalised further */
  Mono *m = arena_calloc(z->a, (size_t)f->n, sizeof(Mono));
  if (!m) {
    e->u.f.k = 0, e->u.f.n = 1, e->u.f.m = NULL; /* unreachable in practice; keep it an atom */
    e->key = NULL;
    z->used--;
    return t;
  }
  if (f->n) memcpy(m, f->m, (size_t)f->n * sizeof(Mono));
  e->u.f.k = f->k;
  e->u.f.n = f->n;
  e->u.f.m = m;
  return t;
}

/* a*fa + b*fb as a normalised form in `out` (storage for na + nb monomials). */
static Form combine(const Form *fa, uint64_t a, const Form *fb, uint64_t b, Mono *out) {
  Form r = {fa->k * a + fb->k * b, 0, out};
  int i = 0, j = 0;
  while (i < fa->n || j < fb->n) {
    Mono m;
    if (j >= fb->n || (i < fa->n && fa->m[i].id < fb->m[j].id)) {
      m = fa->m[i++];
      m.coef *= a;
    } else if (i >= fa->n || fb->m[j].id < fa->m[i].id) {
      m = fb->m[j++];
      m.coef *= b;
    } else {
      m = fa->m[i];
      m.coef = fa->m[i].coef * a + fb->m[j].coef * b;
      i++, j++;
    }
    if (m.coef) out[r.n++] = m;
  }
  return r;
}

static SmtTerm lin(LzCoord *z, SmtTerm ta, uint64_t a, SmtTerm tb, uint64_t b) {
  if (smt_is_null(ta) || smt_is_null(tb)) return (SmtTerm){0};
  Mono oa, ob;
  Form fa = form_of(z, ta, &oa), fb = form_of(z, tb, &ob);
  Mono *buf = arena_calloc(z->a, (size_t)(fa.n + fb.n + 1), sizeof(Mono));
  if (!buf) {
    smt_ctx_set_error(z->c, "lazy coordinates: out of memory");
    return (SmtTerm){0};
  }
  Form r = combine(&fa, a, &fb, b, buf);
  return build(z, &r);
}

SmtTerm lzc_add(LzCoord *z, SmtTerm a, SmtTerm b) { return lin(z, a, 1, b, 1); }

SmtTerm lzc_add_k(LzCoord *z, SmtTerm a, int64_t k) {
  if (k == 0) return a;
  return lin(z, a, 1, lzc_k(z, k), 1);
}

SmtTerm lzc_mul_k(LzCoord *z, SmtTerm a, int64_t k) {
  if (k == 1) return a;
  return lin(z, a, (uint64_t)k, lzc_k(z, 0), 0);
}

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

/* t = k*Q + R with Q, R linear and 0 <= R < k (so t / k = Q and t % k = R
 * for unsigned division, t being non-negative)? */
static bool split_by(LzCoord *z, SmtTerm t, int64_t k, SmtTerm *q, SmtTerm *r) {
  Mono one;
  Form f = form_of(z, t, &one);
  int64_t lo, hi;
  if (!form_range(z, &f, &lo, &hi) || lo < 0) return false;
  Mono *qm = arena_calloc(z->a, (size_t)f.n + 1, sizeof(Mono)),
       *rm = arena_calloc(z->a, (size_t)f.n + 1, sizeof(Mono));
  if (!qm || !rm) return false;
  int64_t kk = (int64_t)f.k;
  Form fq = {(uint64_t)floor_div(kk, k), 0, qm}, fr = {(uint64_t)(kk - floor_div(kk, k) * k), 0, rm};
  for (int i = 0; i < f.n; i++) {
    int64_t cf = (int64_t)f.m[i].coef;
    if (cf % k == 0) {
      qm[fq.n] = f.m[i];
      qm[fq.n++].coef = (uint64_t)(cf / k);
    } else {
      rm[fr.n++] = f.m[i];
    }
  }
  int64_t rl, rh;
  if (!form_range(z, &fr, &rl, &rh) || rl < 0 || rh >= k) return false;
  *q = build(z, &fq);
  *r = build(z, &fr);
  return true;
}

SmtTerm lzc_div_k(LzCoord *z, SmtTerm a, int64_t k) {
  int64_t v, lo, hi;
  if (smt_is_null(a)) return a;
  if (k == 1) return a;
  if (k <= 0) return smt_bv_udiv(z->c, a, lzc_k(z, k));
  if (lzc_is_k(z, a, &v)) return lzc_k(z, (int64_t)((uint64_t)v / (uint64_t)k));
  SmtTerm q, r;
  if (split_by(z, a, k, &q, &r)) return q;
  SmtTerm t = smt_bv_udiv(z->c, a, lzc_k(z, k));
  if (lzc_range(z, a, &lo, &hi) && lo >= 0) lzc_set_range(z, t, lo / k, hi / k);
  return t;
}

SmtTerm lzc_rem_k(LzCoord *z, SmtTerm a, int64_t k) {
  int64_t v, lo, hi;
  if (smt_is_null(a)) return a;
  if (k == 1) return lzc_k(z, 0);
  if (k <= 0) return smt_bv_urem(z->c, a, lzc_k(z, k));
  if (lzc_is_k(z, a, &v)) return lzc_k(z, (int64_t)((uint64_t)v % (uint64_t)k));
  SmtTerm q, r;
  if (split_by(z, a, k, &q, &r)) return r;
  SmtTerm t = smt_bv_urem(z->c, a, lzc_k(z, k));
  if (lzc_range(z, a, &lo, &hi) && lo >= 0)
    lzc_set_range(z, t, 0, hi < k - 1 ? hi : k - 1);
  else
    lzc_set_range(z, t, 0, k - 1);
  return t;
}

/* ---- conditions: boxes ---- */

static Box box_of(LzCoord *z, SmtTerm t, SmtTerm *one) {
  Box b = {0, 0, NULL, NULL};
  Ent *e = find(z, t, ENT_BOX);
  if (e) return e->u.box;
  bool v;
  if (smt_term_get_bool(z->c, t, &v) && v) return b; /* true: the empty box */
  *one = t;
  b.no = 1;
  b.other = one;
  return b;
}

/* The canonical term of a box; registers it. An empty interval is false. */
static SmtTerm box_build(LzCoord *z, const Box *b) {
  SmtCtx *c = z->c;
  int n = 0;
  SmtTerm *ts = arena_calloc(z->a, (size_t)(2 * b->nb + b->no + 1), sizeof(SmtTerm));
  if (!ts) {
    smt_ctx_set_error(c, "lazy coordinates: out of memory");
    return (SmtTerm){0};
  }
  for (int i = 0; i < b->nb; i++) {
    const Bound *x = &b->b[i];
    int64_t al, ah;
    if (!atom_range(z, x->atom, &al, &ah)) return (SmtTerm){0}; /* bounds only on ranged atoms */
    if (x->lo > x->hi) return smt_false(c);
    if (x->lo > al) ts[n++] = smt_bv_uge(c, x->atom, lzc_k(z, x->lo));
    if (x->hi < ah) ts[n++] = smt_bv_ult(c, x->atom, lzc_k(z, x->hi + 1));
  }
  for (int i = 0; i < b->no; i++)
    ts[n++] = b->other[i];
  SmtTerm t = smt_and_n(c, ts, n);
  bool v;
  if (smt_is_null(t) || smt_term_get_bool(c, t, &v)) return t;
  if (find(z, t, ENT_BOX)) return t;
  Bound *bb = arena_calloc(z->a, (size_t)b->nb + 1, sizeof(Bound));
  SmtTerm *oo = arena_calloc(z->a, (size_t)b->no + 1, sizeof(SmtTerm));
  if (!bb || !oo) return t;
  Ent *e = put(z, t, ENT_BOX);
  if (!e) return t;
  if (b->nb) memcpy(bb, b->b, (size_t)b->nb * sizeof(Bound));
  if (b->no) memcpy(oo, b->other, (size_t)b->no * sizeof(SmtTerm));
  e->u.box.nb = b->nb;
  e->u.box.no = b->no;
  e->u.box.b = bb;
  e->u.box.other = oo;
  return t;
}

SmtTerm lzc_and(LzCoord *z, SmtTerm a, SmtTerm b) {
  SmtCtx *c = z->c;
  if (smt_is_null(a) || smt_is_null(b)) return (SmtTerm){0};
  bool v;
  if (smt_term_get_bool(c, a, &v)) return v ? b : a;
  if (smt_term_get_bool(c, b, &v)) return v ? a : b;
  SmtTerm oa, ob;
  Box ba = box_of(z, a, &oa), bb = box_of(z, b, &ob);
  Box r = {0, 0, NULL, NULL};
  r.b = arena_calloc(z->a, (size_t)(ba.nb + bb.nb + 1), sizeof(Bound));
  r.other = arena_calloc(z->a, (size_t)(ba.no + bb.no + 1), sizeof(SmtTerm));
  if (!r.b || !r.other) {
    smt_ctx_set_error(c, "lazy coordinates: out of memory");
    return (SmtTerm){0};
  }
  int i = 0, j = 0;
  while (i < ba.nb || j < bb.nb) {
    if (j >= bb.nb || (i < ba.nb && ba.b[i].id < bb.b[j].id)) {
      r.b[r.nb++] = ba.b[i++];
    } else if (i >= ba.nb || bb.b[j].id < ba.b[i].id) {
      r.b[r.nb++] = bb.b[j++];
    } else {
      Bound x = ba.b[i++];
      if (bb.b[j].lo > x.lo) x.lo = bb.b[j].lo;
      if (bb.b[j].hi < x.hi) x.hi = bb.b[j].hi;
      j++;
      r.b[r.nb++] = x;
    }
  }
  i = j = 0;
  while (i < ba.no || j < bb.no) {
    unsigned ia = i < ba.no ? smt_term_id(c, ba.other[i]) : 0,
             ib = j < bb.no ? smt_term_id(c, bb.other[j]) : 0;
    if (j >= bb.no || (i < ba.no && ia < ib)) {
      r.other[r.no++] = ba.other[i++];
    } else if (i >= ba.no || ib < ia) {
      r.other[r.no++] = bb.other[j++];
    } else {
      r.other[r.no++] = ba.other[i++];
      j++;
    }
  }
  return box_build(z, &r);
}

SmtTerm lzc_in_range(LzCoord *z, SmtTerm t, int64_t lo, int64_t hi) {
  SmtCtx *c = z->c;
  if (smt_is_null(t)) return t;
  int64_t v;
  if (lzc_is_k(z, t, &v)) return smt_bool(c, v >= lo && v < hi);
  Mono one;
  Form f = form_of(z, t, &one);
  int64_t fl, fh;
  bool ranged = lo >= 0 && form_range(z, &f, &fl, &fh);
  if (ranged) {
    /* t's integer value is its unsigned value when >= 0 and reads as huge
     * when < 0, so lo <= t < hi holds exactly for the integers in range */
    if (fl >= lo && fh < hi) return smt_true(c);
    if (fh < lo || fl >= hi) return smt_false(c);
    int64_t al, ah;
    if (f.n == 1 && atom_range(z, f.m[0].atom, &al, &ah)) {
      int64_t a = (int64_t)f.m[0].coef, k = (int64_t)f.k, L, H;
      if (a > 0) { /* lo - k <= a x <= hi - 1 - k */
        L = -floor_div(-(lo - k), a);
        H = floor_div(hi - 1 - k, a);
      } else { /* k - hi + 1 <= (-a) x <= k - lo */
        L = -floor_div(-(k - hi + 1), -a);
        H = floor_div(k - lo, -a);
      }
      Bound bd = {f.m[0].atom, f.m[0].id, L > al ? L : al, H < ah ? H : ah};
      Box b = {1, 0, &bd, NULL};
      return box_build(z, &b);
    }
  }
  SmtTerm ge = lo == 0 ? smt_true(c) : smt_bv_uge(c, t, lzc_k(z, lo));
  return smt_and(c, ge, smt_bv_ult(c, t, lzc_k(z, hi)));
}
