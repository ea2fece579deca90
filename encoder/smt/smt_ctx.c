/*
 * smt_ctx.c: SMT contexts, error recording, sorts, variables, Boolean core,
 * arrays, lambdas, quantifiers and uninterpreted functions (see smt.h).
 *
 * Z3's default error handler prints and calls exit(); a fuzzer process must
 * never die on a solver error, so every context gets our own handler. The
 * handler only receives the Z3_context, so live SmtCtx objects are kept in a
 * small mutex-protected registry to find where to record the message. The
 * first error becomes sticky: from then on every constructor returns the null
 * term without calling Z3, and checks answer SMT_ERROR (Alive2's invalid-expr
 * propagation). "canceled" (an interrupted simplify, model evaluation, ...) is
 * a budget event, not an error, and is not made sticky.
 *
 * The Boolean constructors fold literal operands (true/false) and identical
 * operands, which keeps the terms handed to the solver small without a
 * separate simplification pass.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/smt/smt_internal.h"

/* ---- error handler registry ---- */

static pthread_mutex_t smti_reg_mu = PTHREAD_MUTEX_INITIALIZER;
static SmtCtx *smti_reg_head;

static void smti_reg_add(SmtCtx *c) {
  pthread_mutex_lock(&smti_reg_mu);
  c->reg_next = smti_reg_head;
  smti_reg_head = c;
  pthread_mutex_unlock(&smti_reg_mu);
}

static void smti_reg_remove(SmtCtx *c) {
  pthread_mutex_lock(&smti_reg_mu);
  for (SmtCtx **pp = &smti_reg_head; *pp; pp = &(*pp)->reg_next) {
    if (*pp == c) {
      *pp = c->reg_next;
      break;
    }
  }
  pthread_mutex_unlock(&smti_reg_mu);
}

static SmtCtx *smti_reg_find(Z3_context z) {
  SmtCtx *found = NULL;
  pthread_mutex_lock(&smti_reg_mu);
  for (SmtCtx *c = smti_reg_head; c; c = c->reg_next) {
    if (c->z == z) {
      found = c;
      break;
    }
  }
  pthread_mutex_unlock(&smti_reg_mu);
  return found;
}

static void smti_record(SmtCtx *c, const char *msg) {
  if (c->has_err) return;
  c->has_err = true;
  snprintf(c->err, sizeof c->err, "%s", msg && *msg ? msg : "unknown Z3 error");
  for (char *p = c->err; *p; p++)
    if (*p == '\n' || *p == '\r') *p = ' ';
}

/* Installed on every context: records, never exits. */
static void smti_error_handler(Z3_context z, Z3_error_code e) {
  SmtCtx *c = smti_reg_find(z);
  if (!c) return;
  const char *msg = Z3_get_error_msg(z, e);
  if (msg && (strcmp(msg, "canceled") == 0 || strstr(msg, "canceled") == msg)) {
    c->canceled = true; /* harmless: an interrupted procedure */
    return;
  }
  char buf[SMT_ERR_MAX];
  snprintf(buf, sizeof buf, "smt: Z3 error %d: %s", (int)e, msg ? msg : "?");
  smti_record(c, buf);
}

/* ---- context ---- */

SmtCtx *smt_ctx_create(unsigned timeout_ms, Diag *d) {
  SmtCtx *c = calloc(1, sizeof *c);
  if (!c) {
    diag_set(d, TVF_ENOMEM, "smt: out of memory creating a context");
    return NULL;
  }
  Z3_config cfg = Z3_mk_config();
  if (!cfg) {
    free(c);
    diag_set(d, TVF_EINTERNAL, "smt: Z3_mk_config failed");
    return NULL;
  }
  Z3_set_param_value(cfg, "model", "true");
  c->z = Z3_mk_context(cfg);
  Z3_del_config(cfg);
  if (!c->z) {
    free(c);
    diag_set(d, TVF_EINTERNAL, "smt: Z3_mk_context failed");
    return NULL;
  }
  c->timeout_ms = timeout_ms;
  smti_reg_add(c);
  Z3_set_error_handler(c->z, smti_error_handler);
  Z3_set_ast_print_mode(c->z, Z3_PRINT_SMTLIB2_COMPLIANT);
  return c;
}

void smt_ctx_destroy(SmtCtx *c) {
  if (!c) return;
  smti_reg_remove(c);
  smti_theories_free(c);
  if (c->free_caches) c->free_caches(c);
  if (c->tactic_ufbv) Z3_tactic_dec_ref(c->z, c->tactic_ufbv);
  if (c->tactic_fpbv) Z3_tactic_dec_ref(c->z, c->tactic_fpbv);
  Z3_del_context(c->z);
  free(c->numerals);
  free(c->shape_memo);
  free(c);
}

void smt_ctx_set_tuned(SmtCtx *c, bool on) {
  if (c) c->untuned = !on;
}

const char *smt_ctx_error(const SmtCtx *c) { return c && c->has_err ? c->err : NULL; }

void smt_ctx_set_error(SmtCtx *c, const char *fmt, ...) {
  if (!c || c->has_err) return;
  char buf[SMT_ERR_MAX];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  smti_record(c, buf);
}

void smti_set_child(SmtCtx *c, SmtCtx *child) {
  pthread_mutex_lock(&smti_reg_mu);
  c->child = child;
  pthread_mutex_unlock(&smti_reg_mu);
}

void smt_ctx_interrupt(SmtCtx *c) {
  if (!c || !c->z) return;
  Z3_interrupt(c->z);
  pthread_mutex_lock(&smti_reg_mu); /* a check's solve context (smt_solver.c) */
  if (c->child && c->child->z) Z3_interrupt(c->child->z);
  pthread_mutex_unlock(&smti_reg_mu);
}

/* ---- sorts ---- */

SmtSort smt_sort_bool(SmtCtx *c) {
  if (!smti_ok(c)) return smti_null_sort();
  return smti_wrap_sort(c, Z3_mk_bool_sort(c->z));
}

SmtSort smt_sort_bv(SmtCtx *c, unsigned width) {
  if (!smti_ok(c)) return smti_null_sort();
  if (width == 0) {
    smt_ctx_set_error(c, "smt: bit-vector sort of width 0");
    return smti_null_sort();
  }
  return smti_wrap_sort(c, Z3_mk_bv_sort(c->z, width));
}

SmtSort smt_sort_fp(SmtCtx *c, unsigned ebits, unsigned sbits) {
  if (!smti_ok(c)) return smti_null_sort();
  return smti_wrap_sort(c, Z3_mk_fpa_sort(c->z, ebits, sbits));
}

SmtSort smt_sort_array(SmtCtx *c, SmtSort index, SmtSort elem) {
  if (!smti_ok(c) || !index.p || !elem.p) return smti_null_sort();
  return smti_wrap_sort(c, Z3_mk_array_sort(c->z, smti_s(index), smti_s(elem)));
}

SmtSort smt_sort_of(SmtCtx *c, SmtTerm t) {
  if (!smti_ok(c) || smt_is_null(t)) return smti_null_sort();
  return smti_wrap_sort(c, Z3_get_sort(c->z, smti_a(t)));
}

bool smt_sort_is_bool(SmtCtx *c, SmtSort s) {
  return smti_ok(c) && s.p && Z3_get_sort_kind(c->z, smti_s(s)) == Z3_BOOL_SORT;
}

bool smt_sort_is_bv(SmtCtx *c, SmtSort s) {
  return smti_ok(c) && s.p && Z3_get_sort_kind(c->z, smti_s(s)) == Z3_BV_SORT;
}

unsigned smt_bv_width(SmtCtx *c, SmtTerm t) {
  if (!smti_ok(c) || smt_is_null(t)) return 0;
  Z3_sort s = Z3_get_sort(c->z, smti_a(t));
  if (Z3_get_sort_kind(c->z, s) != Z3_BV_SORT) return 0;
  return Z3_get_bv_sort_size(c->z, s);
}

/* ---- variables and constants ---- */

SmtTerm smt_var(SmtCtx *c, const char *name, SmtSort s) {
  if (!smti_ok(c) || !s.p || !name) return smti_null();
  return smti_wrap(c, Z3_mk_const(c->z, Z3_mk_string_symbol(c->z, name), smti_s(s)));
}

SmtTerm smt_fresh(SmtCtx *c, const char *prefix, SmtSort s) {
  if (!smti_ok(c) || !s.p) return smti_null();
  return smti_wrap(c, Z3_mk_fresh_const(c->z, prefix ? prefix : "fresh", smti_s(s)));
}

SmtTerm smt_true(SmtCtx *c) {
  if (!smti_ok(c)) return smti_null();
  return smti_wrap(c, Z3_mk_true(c->z));
}

SmtTerm smt_false(SmtCtx *c) {
  if (!smti_ok(c)) return smti_null();
  return smti_wrap(c, Z3_mk_false(c->z));
}

SmtTerm smt_bool(SmtCtx *c, bool b) { return b ? smt_true(c) : smt_false(c); }

/* Bit-vector numerals are made by the million (every abstract FP operation
 * builds several) and Z3 makes each through its rationals; a direct-mapped
 * cache of recent ones saves most of that. Terms of a context live as long
 * as the context. */
#define SMTI_NUMERALS 4096
struct SmtiNumeral {
  Z3_ast a;
  uint64_t v;
  unsigned width;
};

SmtTerm smt_bv_u64(SmtCtx *c, unsigned width, uint64_t v) {
  if (!smti_ok(c)) return smti_null();
  if (width < 64) v &= (UINT64_C(1) << width) - 1;
  struct SmtiNumeral *slot = NULL;
  if (width <= 64) {
    if (!c->numerals) c->numerals = calloc(SMTI_NUMERALS, sizeof *c->numerals);
    if (c->numerals) {
      uint64_t h = (v * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)width * 0xC2B2AE3D27D4EB4Full);
      slot = &c->numerals[(h >> 40) & (SMTI_NUMERALS - 1)];
      if (slot->a && slot->v == v && slot->width == width) return smti_wrap(c, slot->a);
    }
  }
  SmtSort s = smt_sort_bv(c, width);
  if (!s.p) return smti_null();
  SmtTerm t = smti_wrap(c, Z3_mk_unsigned_int64(c->z, v, smti_s(s)));
  if (slot && t.p) {
    slot->a = smti_a(t);
    slot->v = v;
    slot->width = width;
  }
  return t;
}

SmtTerm smt_bv_i64(SmtCtx *c, unsigned width, int64_t v) {
  if (!smti_ok(c)) return smti_null();
  if (width <= 64) return smt_bv_u64(c, width, (uint64_t)v);
  SmtSort s = smt_sort_bv(c, width);
  if (!s.p) return smti_null();
  return smti_wrap(c, Z3_mk_int64(c->z, v, smti_s(s))); /* Z3 reduces modulo 2^width */
}

unsigned smt_term_id(SmtCtx *c, SmtTerm t) {
  if (!c || smt_is_null(t)) return 0;
  return Z3_get_ast_id(c->z, smti_a(t));
}

/* Sort key: numerals last, then the operator kind. */
static unsigned smti_order_class(SmtCtx *c, Z3_ast a) {
  if (Z3_is_numeral_ast(c->z, a)) return 0x7fffffffu;
  if (Z3_get_ast_kind(c->z, a) != Z3_APP_AST) return 0x7ffffffeu;
  Z3_app app = Z3_to_app(c->z, a);
  if (Z3_get_app_num_args(c->z, app) == 0) return 0; /* variables first */
  return (unsigned)Z3_get_decl_kind(c->z, Z3_get_app_decl(c->z, app)) + 1;
}

static uint64_t mix64(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xbf58476d1ce4e5b9ull;
  return h ^ (h >> 31);
}

/* A constant's name without the side prefix ("src_" / "tgt_"): the two
 * functions of a pair name their own variables (choices, fresh memory) by
 * side, and a hash that sees the prefix orders the two sides' copies of one
 * computation differently. */
static uint64_t name_hash(const char *s) {
  if (!s) return 0;
  if (strncmp(s, "src_", 4) == 0 || strncmp(s, "tgt_", 4) == 0) s += 4;
  uint64_t h = 1469598103934665603ull;
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 1099511628211ull;
  return h;
}

/* Structural hash of a term, blind to the side prefix of constant names;
 * memoized by AST id. Iterative (reduction chains are thousands deep).
 * 0 when memory runs out (the caller falls back to AST ids). */
static uint64_t shape_hash(SmtCtx *c, Z3_ast root) {
  Z3_context z = c->z;
  unsigned rid = Z3_get_ast_id(z, root);
  if (rid < c->shape_cap && c->shape_memo[rid]) return c->shape_memo[rid];
  size_t cap = 64, n = 0;
  Z3_ast *stack = malloc(cap * sizeof *stack);
  if (!stack) return 0;
  stack[n++] = root;
  uint64_t result = 0;
  while (n > 0) {
    Z3_ast a = stack[n - 1];
    unsigned id = Z3_get_ast_id(z, a);
    if (id >= c->shape_cap) {
      size_t ncap = c->shape_cap ? c->shape_cap : 4096;
      while (ncap <= id)
        ncap *= 2;
      uint64_t *m = realloc(c->shape_memo, ncap * sizeof *m);
      if (!m) break;
      memset(m + c->shape_cap, 0, (ncap - c->shape_cap) * sizeof *m);
      c->shape_memo = m;
      c->shape_cap = ncap;
    }
    if (c->shape_memo[id]) {
      n--;
      continue;
    }
    uint64_t h;
    if (Z3_get_ast_kind(z, a) != Z3_APP_AST) {
      h = mix64(0x51, Z3_get_ast_hash(z, a));
    } else {
      Z3_app ap = Z3_to_app(z, a);
      unsigned na = Z3_get_app_num_args(z, ap);
      Z3_func_decl f = Z3_get_app_decl(z, ap);
      if (na == 0 && Z3_get_decl_kind(z, f) == Z3_OP_UNINTERPRETED) {
        Z3_symbol sym = Z3_get_decl_name(z, f);
        h = mix64(0x52, Z3_get_symbol_kind(z, sym) == Z3_STRING_SYMBOL
                            ? name_hash(Z3_get_symbol_string(z, sym))
                            : (uint64_t)Z3_get_symbol_int(z, sym));
        h = mix64(h, Z3_get_ast_hash(z, Z3_sort_to_ast(z, Z3_get_sort(z, a))));
      } else {
        bool ready = true;
        for (unsigned i = 0; i < na; i++) {
          Z3_ast arg = Z3_get_app_arg(z, ap, i);
          unsigned aid = Z3_get_ast_id(z, arg);
          if (aid < c->shape_cap && c->shape_memo[aid]) continue;
          if (n == cap) {
            Z3_ast *ns = realloc(stack, 2 * cap * sizeof *ns);
            if (!ns) goto out;
            stack = ns;
            cap *= 2;
          }
          stack[n++] = arg;
          ready = false;
        }
        if (!ready) continue;
        h = mix64(0x53, Z3_get_ast_hash(z, Z3_func_decl_to_ast(z, f)));
        for (unsigned i = 0; i < na; i++)
          h = mix64(h, c->shape_memo[Z3_get_ast_id(z, Z3_get_app_arg(z, ap, i))]);
      }
    }
    c->shape_memo[id] = h ? h : 1;
    n--;
  }
  if (rid < c->shape_cap) result = c->shape_memo[rid];
out:
  free(stack);
  return result;
}

int smt_term_cmp_canonical(SmtCtx *c, SmtTerm a, SmtTerm b) {
  if (smt_term_same(a, b)) return 0;
  if (!c || smt_is_null(a) || smt_is_null(b)) return smt_is_null(a) ? -1 : 1;
  unsigned ka = smti_order_class(c, smti_a(a)), kb = smti_order_class(c, smti_a(b));
  if (ka != kb) return ka < kb ? -1 : 1;
  /* Then by structure, so that src and tgt order their copies of one
   * computation alike (AST ids depend on which side built a shared subterm
   * first: a min reduction of one memref program against itself timed out
   * with operands swapped at every step). */
  /* Variables (class 0) keep their creation order: arguments are shared by
   * both sides and each side makes its choices in program order, so ids
   * already agree, and x + y stays x + y as before. */
  if (ka != 0) {
    uint64_t ha = shape_hash(c, smti_a(a)), hb = shape_hash(c, smti_a(b));
    if (ha && hb && ha != hb) return ha < hb ? -1 : 1;
  }
  unsigned ia = Z3_get_ast_id(c->z, smti_a(a)), ib = Z3_get_ast_id(c->z, smti_a(b));
  return ia < ib ? -1 : ia > ib ? 1 : 0;
}

/* ---- Boolean core ---- */

int smti_bool_lit(SmtCtx *c, SmtTerm t) {
  if (smt_is_null(t)) return -1;
  switch (Z3_get_bool_value(c->z, smti_a(t))) {
  case Z3_L_TRUE: return 1;
  case Z3_L_FALSE: return 0;
  default: return -1;
  }
}

SmtTerm smt_not(SmtCtx *c, SmtTerm a) {
  SMTI_GUARD1(c, a);
  int la = smti_bool_lit(c, a);
  if (la >= 0) return smt_bool(c, !la);
  return smti_wrap(c, Z3_mk_not(c->z, smti_a(a)));
}

SmtTerm smt_and(SmtCtx *c, SmtTerm a, SmtTerm b) {
  SmtTerm ts[2] = {a, b};
  return smt_and_n(c, ts, 2);
}

SmtTerm smt_or(SmtCtx *c, SmtTerm a, SmtTerm b) {
  SmtTerm ts[2] = {a, b};
  return smt_or_n(c, ts, 2);
}

SmtTerm smt_xor(SmtCtx *c, SmtTerm a, SmtTerm b) {
  SMTI_GUARD2(c, a, b);
  int la = smti_bool_lit(c, a), lb = smti_bool_lit(c, b);
  if (la >= 0 && lb >= 0) return smt_bool(c, la != lb);
  if (la == 0) return b;
  if (lb == 0) return a;
  if (la == 1) return smt_not(c, b);
  if (lb == 1) return smt_not(c, a);
  if (smt_term_same(a, b)) return smt_false(c);
  return smti_wrap(c, Z3_mk_xor(c->z, smti_a(a), smti_a(b)));
}

SmtTerm smt_implies(SmtCtx *c, SmtTerm a, SmtTerm b) {
  SMTI_GUARD2(c, a, b);
  int la = smti_bool_lit(c, a), lb = smti_bool_lit(c, b);
  if (la == 0 || lb == 1) return smt_true(c);
  if (la == 1) return b;
  if (lb == 0) return smt_not(c, a);
  if (smt_term_same(a, b)) return smt_true(c);
  return smti_wrap(c, Z3_mk_implies(c->z, smti_a(a), smti_a(b)));
}

/* Shared body of and/or: drop neutral literals and duplicates, short-circuit
 * on the absorbing literal; a null operand makes the result null. */
static SmtTerm smti_andor(SmtCtx *c, const SmtTerm *ts, int n, bool is_and) {
  if (!smti_ok(c)) return smti_null();
  int neutral = is_and ? 1 : 0;
  Z3_ast stackbuf[16];
  Z3_ast *args = n <= 16 ? stackbuf : malloc(sizeof(Z3_ast) * (size_t)n);
  if (!args) {
    smt_ctx_set_error(c, "smt: out of memory");
    return smti_null();
  }
  SmtTerm result = smti_null();
  int k = 0;
  for (int i = 0; i < n; i++) {
    if (smt_is_null(ts[i])) goto out;
    int l = smti_bool_lit(c, ts[i]);
    if (l == neutral) continue;
    if (l == !neutral) {
      result = smt_bool(c, !neutral);
      goto out;
    }
    bool dup = false; /* quadratic dedup only for short lists */
    for (int j = 0; j < k && !dup && n <= 64; j++)
      dup = args[j] == smti_a(ts[i]);
    if (!dup) args[k++] = smti_a(ts[i]);
  }
  if (k == 0)
    result = smt_bool(c, neutral);
  else if (k == 1)
    result = smti_wrap(c, args[0]);
  else
    result = smti_wrap(c, is_and ? Z3_mk_and(c->z, (unsigned)k, args) : Z3_mk_or(c->z, (unsigned)k, args));
out:
  if (args != stackbuf) free(args);
  return result;
}

SmtTerm smt_and_n(SmtCtx *c, const SmtTerm *ts, int n) { return smti_andor(c, ts, n, true); }

SmtTerm smt_or_n(SmtCtx *c, const SmtTerm *ts, int n) { return smti_andor(c, ts, n, false); }

SmtTerm smt_ite(SmtCtx *c, SmtTerm cond, SmtTerm a, SmtTerm b) {
  SMTI_GUARD3(c, cond, a, b);
  int l = smti_bool_lit(c, cond);
  if (l == 1) return a;
  if (l == 0) return b;
  if (smt_term_same(a, b)) return a;
  return smti_wrap(c, Z3_mk_ite(c->z, smti_a(cond), smti_a(a), smti_a(b)));
}

/* ext(x) == k for a sign- or zero-extension and a numeral k: x == k at
 * x's width when k is in the extension's range, else false. Index casts
 * (i32 -> index) compared with candidate positions then compare the same
 * terms as the source's own i32 comparisons. Null when it does not apply. */
static SmtTerm smti_eq_ext_numeral(SmtCtx *c, SmtTerm a, SmtTerm b) {
  Z3_ast za = smti_a(a);
  if (Z3_get_ast_kind(c->z, za) != Z3_APP_AST || !Z3_is_numeral_ast(c->z, smti_a(b))) return smti_null();
  Z3_func_decl f = Z3_get_app_decl(c->z, Z3_to_app(c->z, za));
  Z3_decl_kind k = Z3_get_decl_kind(c->z, f);
  if (k != Z3_OP_SIGN_EXT && k != Z3_OP_ZERO_EXT) return smti_null();
  SmtTerm x = smti_wrap(c, Z3_get_app_arg(c->z, Z3_to_app(c->z, za), 0));
  unsigned w = smt_bv_width(c, x), wide = smt_bv_width(c, a);
  uint64_t v;
  if (w == 0 || w >= 64 || wide > 64 || !smt_term_get_u64(c, b, &v)) return smti_null();
  /* the wide value of every x: zero-extension 0..2^w-1; sign-extension
   * 0..2^(w-1)-1 and the top 2^(w-1) values of the wide width */
  uint64_t wide_mask = wide == 64 ? ~UINT64_C(0) : (UINT64_C(1) << wide) - 1;
  bool in_range;
  if (k == Z3_OP_ZERO_EXT)
    in_range = v < (UINT64_C(1) << w);
  else
    in_range = v < (UINT64_C(1) << (w - 1)) || v >= (wide_mask - ((UINT64_C(1) << (w - 1)) - 1));
  if (!in_range) return smt_false(c);
  return smt_eq(c, x, smt_bv_u64(c, w, v));
}

SmtTerm smt_eq(SmtCtx *c, SmtTerm a, SmtTerm b) {
  SMTI_GUARD2(c, a, b);
  if (smt_term_same(a, b)) return smt_true(c);
  /* Distinct numerals of the same sort are never equal (FP numerals are not
   * folded here: NaN and signed zeros need care, the solver does it). */
  if (Z3_is_numeral_ast(c->z, smti_a(a)) && Z3_is_numeral_ast(c->z, smti_a(b))) {
    Z3_sort sa = Z3_get_sort(c->z, smti_a(a));
    if (Z3_get_sort_kind(c->z, sa) == Z3_BV_SORT && sa == Z3_get_sort(c->z, smti_a(b))) return smt_false(c);
  }
  int la = smti_bool_lit(c, a), lb = smti_bool_lit(c, b);
  if (la >= 0 && lb >= 0) return smt_bool(c, la == lb);
  if (la == 1) return b;
  if (lb == 1) return a;
  if (la == 0) return smt_not(c, b);
  if (lb == 0) return smt_not(c, a);
  SmtTerm narrow = smti_eq_ext_numeral(c, a, b);
  if (!smt_is_null(narrow)) return narrow;
  narrow = smti_eq_ext_numeral(c, b, a);
  if (!smt_is_null(narrow)) return narrow;
  return smti_wrap(c, Z3_mk_eq(c->z, smti_a(a), smti_a(b)));
}

SmtTerm smt_distinct(SmtCtx *c, const SmtTerm *ts, int n) {
  if (!smti_ok(c)) return smti_null();
  for (int i = 0; i < n; i++)
    if (smt_is_null(ts[i])) return smti_null();
  if (n <= 1) return smt_true(c);
  if (n == 2) return smt_not(c, smt_eq(c, ts[0], ts[1]));
  Z3_ast *args = malloc(sizeof(Z3_ast) * (size_t)n);
  if (!args) {
    smt_ctx_set_error(c, "smt: out of memory");
    return smti_null();
  }
  for (int i = 0; i < n; i++)
    args[i] = smti_a(ts[i]);
  SmtTerm r = smti_wrap(c, Z3_mk_distinct(c->z, (unsigned)n, args));
  free(args);
  return r;
}

/* ---- arrays, lambdas, quantifiers ---- */

SmtTerm smt_select(SmtCtx *c, SmtTerm array, SmtTerm index) {
  SMTI_GUARD2(c, array, index);
  return smti_wrap(c, Z3_mk_select(c->z, smti_a(array), smti_a(index)));
}

SmtTerm smt_store(SmtCtx *c, SmtTerm array, SmtTerm index, SmtTerm value) {
  SMTI_GUARD3(c, array, index, value);
  return smti_wrap(c, Z3_mk_store(c->z, smti_a(array), smti_a(index), smti_a(value)));
}

SmtTerm smt_const_array(SmtCtx *c, SmtSort index, SmtTerm value) {
  SMTI_GUARD1(c, value);
  if (!index.p) return smti_null();
  return smti_wrap(c, Z3_mk_const_array(c->z, smti_s(index), smti_a(value)));
}

SmtTerm smt_bound_var(SmtCtx *c, const char *name, SmtSort s) {
  /* A fresh constant: Z3_mk_lambda_const / Z3_mk_forall_const abstract it,
   * and freshness rules out capturing a same-named free variable. */
  return smt_fresh(c, name ? name : "b", s);
}

/* Collect bound variables as Z3_apps; false (and sticky error) if one is not
 * a constant. */
static bool smti_bound_apps(SmtCtx *c, const SmtTerm *bound, int n, Z3_app *apps) {
  for (int i = 0; i < n; i++) {
    if (smt_is_null(bound[i])) return false;
    if (!Z3_is_app(c->z, smti_a(bound[i]))) {
      smt_ctx_set_error(c, "smt: bound variable %d is not a constant", i);
      return false;
    }
    apps[i] = Z3_to_app(c->z, smti_a(bound[i]));
  }
  return true;
}

SmtTerm smt_lambda(SmtCtx *c, const SmtTerm *bound, int n, SmtTerm body) {
  SMTI_GUARD1(c, body);
  if (n <= 0 || n > 64) {
    smt_ctx_set_error(c, "smt: lambda with %d bound variables", n);
    return smti_null();
  }
  Z3_app apps[64];
  if (!smti_bound_apps(c, bound, n, apps)) return smti_null();
  return smti_wrap(c, Z3_mk_lambda_const(c->z, (unsigned)n, apps, smti_a(body)));
}

SmtTerm smt_forall(SmtCtx *c, const SmtTerm *bound, int n, SmtTerm body) {
  SMTI_GUARD1(c, body);
  if (n == 0) return body;
  if (n < 0 || n > 64) {
    smt_ctx_set_error(c, "smt: forall with %d bound variables", n);
    return smti_null();
  }
  Z3_app apps[64];
  if (!smti_bound_apps(c, bound, n, apps)) return smti_null();
  return smti_wrap(c, Z3_mk_forall_const(c->z, 0, (unsigned)n, apps, 0, NULL, smti_a(body)));
}

/* ---- uninterpreted functions ---- */

SmtFunc smt_func(SmtCtx *c, const char *name, const SmtSort *dom, int ndom, SmtSort range) {
  SmtFunc f = {0};
  if (!smti_ok(c) || !name || !range.p || ndom < 0 || ndom > 16) return f;
  Z3_sort ds[16];
  for (int i = 0; i < ndom; i++) {
    if (!dom[i].p) return f;
    ds[i] = smti_s(dom[i]);
  }
  Z3_func_decl d = Z3_mk_func_decl(c->z, Z3_mk_string_symbol(c->z, name), (unsigned)ndom, ds, smti_s(range));
  if (d && !c->has_err) f.p = d;
  return f;
}

SmtTerm smt_apply(SmtCtx *c, SmtFunc f, const SmtTerm *args, int nargs) {
  if (!smti_ok(c) || !f.p || nargs < 0 || nargs > 16) return smti_null();
  Z3_ast as[16];
  for (int i = 0; i < nargs; i++) {
    if (smt_is_null(args[i])) return smti_null();
    as[i] = smti_a(args[i]);
  }
  return smti_wrap(c, Z3_mk_app(c->z, smti_f(f), (unsigned)nargs, as));
}

bool smt_term_get_u64(SmtCtx *c, SmtTerm t, uint64_t *out) {
  if (!smti_ok(c) || smt_is_null(t)) return false;
  Z3_ast a = smti_a(t);
  if (!Z3_is_numeral_ast(c->z, a)) return false;
  Z3_sort s = Z3_get_sort(c->z, a);
  if (Z3_get_sort_kind(c->z, s) != Z3_BV_SORT || Z3_get_bv_sort_size(c->z, s) > 64) return false;
  uint64_t v = 0;
  if (!Z3_get_numeral_uint64(c->z, a, &v)) return false;
  if (out) *out = v;
  return true;
}
