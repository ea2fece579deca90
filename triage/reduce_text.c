/*
 * reduce_text.c: the reducer's text-level passes over printed MLIR (shapes and
 * literals) and the scanners they share with the measure.
 *
 * Shapes are shrunk by rewriting tensor types consistently across the whole
 * program (every dimension equal to d becomes t, or every occurrence of one
 * type changes one dimension) and letting the verifier throw away the
 * candidates where an attribute (perms, axis, a const_shape, a non-splat
 * constant) no longer agrees. Literals are simplified toward 0 and 1; a
 * special value (NaN, Inf, -0.0) survives only when the oracle needs it.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "triage/reduce_internal.h"

/* ---- scanners ---- */

static bool ident_char(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '%' || c == '#' || c == '@' || c == '^' || c == '$' ||
         c == '.';
}

/* Length of a numeric token at p ("-1.5e+00", "0x7FC00000", "12"), 0 if none. */
static size_t number_at(const char *p, const char *end, RedLitKind *kind) {
  const char *q = p;
  if (q < end && *q == '-') q++;
  if (q + 1 < end && q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) {
    const char *h = q + 2;
    while (h < end && isxdigit((unsigned char)*h))
      h++;
    if (h == q + 2) return 0;
    *kind = RED_LIT_HEX;
    return (size_t)(h - p);
  }
  if (q >= end || !isdigit((unsigned char)*q)) return 0;
  while (q < end && isdigit((unsigned char)*q))
    q++;
  bool flt = false;
  if (q < end && *q == '.') {
    flt = true;
    q++;
    while (q < end && isdigit((unsigned char)*q))
      q++;
  }
  if (q < end && (*q == 'e' || *q == 'E') && q + 1 < end &&
      (isdigit((unsigned char)q[1]) ||
       ((q[1] == '+' || q[1] == '-') && q + 2 < end && isdigit((unsigned char)q[2])))) {
    flt = true;
    q += 2;
    while (q < end && isdigit((unsigned char)*q))
      q++;
  }
  if (q < end && (isalpha((unsigned char)*q) || *q == '_')) return 0; /* 2x3xf32, 4xi8 */
  *kind = flt ? RED_LIT_FLOAT : RED_LIT_INT;
  return (size_t)(q - p);
}

static bool trivial(const char *p, size_t n, RedLitKind k) {
  char buf[64];
  if (n >= sizeof buf) return false;
  memcpy(buf, p, n);
  buf[n] = 0;
  if (k == RED_LIT_BOOL) return true;
  if (k == RED_LIT_HEX) return false;
  if (buf[0] == '-') return false; /* -0.0 is special, -1 is not trivial */
  double v = strtod(buf, NULL);
  return v == 0.0 || v == 1.0;
}

int red_scan_literals(const char *text, size_t len, RedLit *out, int max) {
  const char *p = text, *end = text + len;
  int n = 0, dense_depth = 0;
  bool in_dense = false;
  while (p < end) {
    if (*p == '"') { /* strings and hex blobs ("0x..."): skip */
      p++;
      while (p < end && *p != '"')
        p += (*p == '\\') ? 2 : 1;
      p++;
      continue;
    }
    if (!in_dense && end - p > 6 && !memcmp(p, "dense<", 6) && (p == text || !ident_char(p[-1]))) {
      in_dense = true;
      dense_depth = 1;
      p += 6;
      continue;
    }
    if (in_dense) {
      if (*p == '<')
        dense_depth++;
      else if (*p == '>' && --dense_depth == 0)
        in_dense = false;
    }
    bool after_const = p - text >= 15 && !memcmp(p - 15, "arith.constant ", 15);
    if (p > text && ident_char(p[-1])) {
      p++;
      continue;
    }
    if ((in_dense || after_const) &&
        (end - p >= 4 && !memcmp(p, "true", 4) && (p + 4 >= end || !ident_char(p[4])))) {
      if (n < max) out[n] = (RedLit){(size_t)(p - text), 4, RED_LIT_BOOL, in_dense, true};
      n++;
      p += 4;
      continue;
    }
    if ((in_dense || after_const) &&
        (end - p >= 5 && !memcmp(p, "false", 5) && (p + 5 >= end || !ident_char(p[5])))) {
      if (n < max) out[n] = (RedLit){(size_t)(p - text), 5, RED_LIT_BOOL, in_dense, true};
      n++;
      p += 5;
      continue;
    }
    RedLitKind k;
    size_t l = number_at(p, end, &k);
    if (!l) {
      p++;
      continue;
    }
    if (k == RED_LIT_FLOAT || k == RED_LIT_HEX || in_dense || after_const) {
      if (n < max) out[n] = (RedLit){(size_t)(p - text), l, k, in_dense, trivial(p, l, k)};
      n++;
    }
    p += l;
  }
  return n;
}

long red_literal_complexity(const char *text, size_t len) {
  int n = red_scan_literals(text, len, NULL, 0);
  if (n <= 0) return 0;
  RedLit *l = malloc(sizeof *l * (size_t)n);
  if (!l) return 0;
  red_scan_literals(text, len, l, n);
  long c = 0;
  for (int i = 0; i < n; i++)
    c += !l[i].is_trivial;
  free(l);
  return c;
}

int red_scan_tensor_types(const char *text, size_t len, RedTensorType *out, int max) {
  const char *p = text, *end = text + len;
  int n = 0;
  while (p < end) {
    const char *t = strstr(p, "tensor<");
    if (!t || t >= end) break;
    p = t + 7;
    if (t > text && ident_char(t[-1])) continue;
    RedTensorType tt;
    memset(&tt, 0, sizeof tt);
    tt.start = (size_t)(t - text);
    tt.dims_start = (size_t)(p - text);
    const char *q = p;
    bool ok = true;
    while (q < end && isdigit((unsigned char)*q)) {
      char *e;
      long v = strtol(q, &e, 10);
      if (*e != 'x' || tt.rank >= 8) {
        ok = *e == 'x' ? false : ok;
        break;
      }
      tt.dims[tt.rank++] = v;
      q = e + 1;
    }
    if (!ok || (q < end && *q == '?') || (q < end && *q == '*')) continue;
    tt.elem_start = (size_t)(q - text);
    int depth = 1;
    while (q < end && depth > 0) {
      if (*q == '<')
        depth++;
      else if (*q == '>')
        depth--;
      else if (*q == ',' && depth == 1)
        ok = false; /* encoding */
      q++;
    }
    if (!ok || depth) continue;
    tt.len = (size_t)(q - t);
    if (n < max) out[n] = tt;
    n++;
    p = q;
  }
  return n;
}

void red_print_tensor_type(StrBuf *out, const char *text, const RedTensorType *t, const long *dims,
                           int rank) {
  sb_puts(out, "tensor<");
  for (int i = 0; i < rank; i++)
    sb_printf(out, "%ldx", dims[i]);
  sb_append(out, text + t->elem_start, t->start + t->len - t->elem_start);
}

static RedTensorType *all_types(const char *text, size_t len, int *n) {
  *n = red_scan_tensor_types(text, len, NULL, 0);
  if (*n <= 0) return NULL;
  RedTensorType *v = malloc(sizeof *v * (size_t)*n);
  if (v) red_scan_tensor_types(text, len, v, *n);
  return v;
}

/* Rewrite every tensor type through `f` (which edits dims/rank in place and
 * returns whether it changed anything). */
typedef bool (*TypeRewrite)(const char *text, const RedTensorType *t, long *dims, int *rank, const void *arg);

static bool rewrite_types(const char *text, size_t len, TypeRewrite f, const void *arg, StrBuf *out) {
  int n;
  RedTensorType *v = all_types(text, len, &n);
  sb_clear(out);
  size_t pos = 0;
  bool any = false;
  for (int i = 0; i < n && v; i++) {
    long dims[8];
    int rank = v[i].rank;
    memcpy(dims, v[i].dims, sizeof dims);
    if (!f(text, &v[i], dims, &rank, arg)) continue;
    any = true;
    sb_append(out, text + pos, v[i].start - pos);
    red_print_tensor_type(out, text, &v[i], dims, rank);
    pos = v[i].start + v[i].len;
  }
  sb_append(out, text + pos, len - pos);
  free(v);
  return any;
}

/* ---- shrink-dim: every dimension equal to d becomes t, program-wide ---- */

typedef struct DimChange {
  long from, to;
} DimChange;

static bool rw_dim(const char *text, const RedTensorType *t, long *dims, int *rank, const void *arg) {
  (void)text;
  (void)t;
  const DimChange *c = arg;
  bool any = false;
  for (int i = 0; i < *rank; i++)
    if (dims[i] == c->from) {
      dims[i] = c->to;
      any = true;
    }
  return any;
}

static int cmp_long_desc(const void *a, const void *b) {
  long x = *(const long *)a, y = *(const long *)b;
  return (x < y) - (x > y);
}

/* The distinct dims > 1, largest first, and their shrink targets. */
static int dim_changes(const char *text, size_t len, DimChange *out, int max) {
  int n;
  RedTensorType *v = all_types(text, len, &n);
  long ds[256];
  int nd = 0;
  for (int i = 0; i < n && v; i++)
    for (int j = 0; j < v[i].rank; j++) {
      long d = v[i].dims[j];
      if (d <= 1) continue;
      bool seen = false;
      for (int k = 0; k < nd; k++)
        seen |= ds[k] == d;
      if (!seen && nd < 256) ds[nd++] = d;
    }
  free(v);
  qsort(ds, (size_t)nd, sizeof ds[0], cmp_long_desc);
  int c = 0;
  for (int i = 0; i < nd; i++) {
    long d = ds[i];
    long targets[3] = {1, d / 2, d - 1};
    for (int k = 0; k < 3; k++) {
      long t = targets[k];
      if (t < 1 || t >= d || (k > 0 && t == 1) || (k == 2 && t == d / 2)) continue;
      if (c < max) out[c] = (DimChange){d, t};
      c++;
    }
  }
  return c;
}

static long shrink_dim_count(const RedInput *in) { return dim_changes(in->text, in->len, NULL, 0); }

static RedResult shrink_dim_apply(const RedInput *in, long n, StrBuf *out, Diag *d) {
  (void)d;
  DimChange ch[768];
  int c = dim_changes(in->text, in->len, ch, 768);
  if (n >= c || n >= 768) return RED_STOP;
  rewrite_types(in->text, in->len, rw_dim, &ch[n], out);
  return RED_OK;
}

const RedPass red_pass_shrink_dim = {"shrink-dim", "shrink one dimension size everywhere (d -> 1, d/2, d-1)",
                                     shrink_dim_count, shrink_dim_apply};

/* ---- shrink-type: one type (every occurrence), one dimension -> 1 or d/2 ---- */

typedef struct TypeChange {
  size_t start, len; /* the type text to match (in the original text) */
  int pos;
  long to;
} TypeChange;

static bool rw_type(const char *text, const RedTensorType *t, long *dims, int *rank, const void *arg) {
  const TypeChange *c = arg;
  if (t->len != c->len || memcmp(text + t->start, text + c->start, c->len) != 0) return false;
  (void)rank;
  dims[c->pos] = c->to;
  return true;
}

static int type_changes(const char *text, size_t len, TypeChange *out, int max) {
  int n;
  RedTensorType *v = all_types(text, len, &n);
  int c = 0;
  for (int i = 0; i < n && v; i++) {
    bool seen = false;
    for (int k = 0; k < i && !seen; k++)
      seen = v[k].len == v[i].len && !memcmp(text + v[k].start, text + v[i].start, v[i].len);
    if (seen) continue;
    for (int j = 0; j < v[i].rank; j++) {
      long d = v[i].dims[j];
      long targets[2] = {1, d / 2};
      for (int k = 0; k < 2; k++) {
        if (targets[k] < 1 || targets[k] >= d || (k == 1 && targets[k] == 1)) continue;
        if (c < max) out[c] = (TypeChange){v[i].start, v[i].len, j, targets[k]};
        c++;
      }
    }
  }
  free(v);
  return c;
}

static long shrink_type_count(const RedInput *in) { return type_changes(in->text, in->len, NULL, 0); }

static RedResult shrink_type_apply(const RedInput *in, long n, StrBuf *out, Diag *d) {
  (void)d;
  int c = type_changes(in->text, in->len, NULL, 0);
  if (n >= c) return RED_STOP;
  TypeChange *v = malloc(sizeof *v * (size_t)c);
  if (!v) return RED_ERROR;
  type_changes(in->text, in->len, v, c);
  rewrite_types(in->text, in->len, rw_type, &v[n], out);
  free(v);
  return RED_OK;
}

const RedPass red_pass_shrink_type = {"shrink-type",
                                      "shrink one dimension of one tensor type (every occurrence)",
                                      shrink_type_count, shrink_type_apply};

/* ---- drop-unit-dim: remove dimension p of every rank-r type where it is 1 ---- */

typedef struct UnitDrop {
  int rank, pos;
} UnitDrop;

static bool rw_unit(const char *text, const RedTensorType *t, long *dims, int *rank, const void *arg) {
  (void)text;
  (void)t;
  const UnitDrop *u = arg;
  if (*rank != u->rank || dims[u->pos] != 1) return false;
  for (int i = u->pos; i + 1 < *rank; i++)
    dims[i] = dims[i + 1];
  (*rank)--;
  return true;
}

static int unit_drops(const char *text, size_t len, UnitDrop *out, int max) {
  int n;
  RedTensorType *v = all_types(text, len, &n);
  bool seen[9][8];
  memset(seen, 0, sizeof seen);
  int c = 0;
  for (int i = 0; i < n && v; i++)
    for (int j = 0; j < v[i].rank; j++)
      if (v[i].dims[j] == 1 && !seen[v[i].rank][j]) {
        seen[v[i].rank][j] = true;
        if (c < max) out[c] = (UnitDrop){v[i].rank, j};
        c++;
      }
  free(v);
  return c;
}

static long unit_count(const RedInput *in) { return unit_drops(in->text, in->len, NULL, 0); }

static RedResult unit_apply(const RedInput *in, long n, StrBuf *out, Diag *d) {
  (void)d;
  UnitDrop u[72];
  int c = unit_drops(in->text, in->len, u, 72);
  if (n >= c || n >= 72) return RED_STOP;
  rewrite_types(in->text, in->len, rw_unit, &u[n], out);
  return RED_OK;
}

const RedPass red_pass_drop_unit_dim = {
    "drop-unit-dim", "drop a size-1 dimension from every type of that rank", unit_count, unit_apply};

/* ---- splat: dense<[a, b, ...]> -> dense<a> (each distinct element) ---- */

typedef struct Splat {
  size_t open, close; /* '[' and matching ']' of the dense payload */
  size_t tok, toklen; /* the element to splat */
} Splat;

static int splats(const char *text, size_t len, Splat *out, int max) {
  int c = 0;
  const char *p = text, *end = text + len;
  while (p < end) {
    const char *t = strstr(p, "dense<[");
    if (!t || t >= end) break;
    const char *open = t + 6, *q = open;
    int depth = 0;
    do {
      if (*q == '[')
        depth++;
      else if (*q == ']')
        depth--;
      q++;
    } while (q < end && depth > 0);
    if (depth) break;
    const char *close = q - 1;
    /* Distinct element tokens, first four. */
    size_t toks[4], lens[4];
    int nt = 0;
    const char *e = open;
    while (e < close && nt < 4) {
      while (e < close && (*e == '[' || *e == ']' || *e == ',' || *e == ' '))
        e++;
      const char *s = e;
      while (e < close && *e != ',' && *e != ']' && *e != '[')
        e++;
      size_t l = (size_t)(e - s);
      while (l && s[l - 1] == ' ')
        l--;
      if (!l || *s == '(') continue; /* complex elements: skip */
      bool dup = false;
      for (int k = 0; k < nt; k++)
        dup |= lens[k] == l && !memcmp(text + toks[k], s, l);
      if (!dup) {
        toks[nt] = (size_t)(s - text);
        lens[nt] = l;
        nt++;
      }
    }
    for (int k = 0; k < nt; k++) {
      if (c < max) out[c] = (Splat){(size_t)(open - text), (size_t)(close - text), toks[k], lens[k]};
      c++;
    }
    p = q;
  }
  return c;
}

static long splat_count(const RedInput *in) { return splats(in->text, in->len, NULL, 0); }

static RedResult splat_apply(const RedInput *in, long n, StrBuf *out, Diag *d) {
  (void)d;
  int c = splats(in->text, in->len, NULL, 0);
  if (n >= c) return RED_STOP;
  Splat *v = malloc(sizeof *v * (size_t)c);
  if (!v) return RED_ERROR;
  splats(in->text, in->len, v, c);
  Splat s = v[n];
  free(v);
  sb_clear(out);
  sb_append(out, in->text, s.open);
  sb_append(out, in->text + s.tok, s.toklen);
  sb_append(out, in->text + s.close + 1, in->len - s.close - 1);
  return RED_OK;
}

const RedPass red_pass_splat = {
    "splat", "turn a non-splat dense constant into a splat of one of its elements", splat_count, splat_apply};

/* ---- literal: one literal -> 0 or 1 ---- */

static const char *lit_target(RedLitKind k, int v) {
  switch (k) {
  case RED_LIT_FLOAT:
  case RED_LIT_HEX: return v ? "1.000000e+00" : "0.000000e+00";
  case RED_LIT_INT: return v ? "1" : "0";
  case RED_LIT_BOOL: return v ? "true" : "false";
  }
  return "0";
}

/* Instances: (non-trivial literal i, target v) with the literal not already
 * spelled as the target. */
static int lit_instances(const char *text, size_t len, RedLit *lits, int nl, long n, int *li, int *lv) {
  int c = 0;
  for (int i = 0; i < nl; i++) {
    if (lits[i].is_trivial && lits[i].kind != RED_LIT_BOOL) continue;
    for (int v = 0; v <= 1; v++) {
      const char *t = lit_target(lits[i].kind, v);
      if (strlen(t) == lits[i].len && !memcmp(text + lits[i].start, t, lits[i].len)) continue;
      if (lits[i].kind == RED_LIT_BOOL && v == 1) continue; /* only true -> false */
      if (c == n) {
        *li = i;
        *lv = v;
      }
      c++;
    }
  }
  (void)len;
  return c;
}

static long lit_count(const RedInput *in) {
  int nl = red_scan_literals(in->text, in->len, NULL, 0);
  if (nl <= 0) return 0;
  RedLit *l = malloc(sizeof *l * (size_t)nl);
  if (!l) return 0;
  red_scan_literals(in->text, in->len, l, nl);
  int li, lv;
  long c = lit_instances(in->text, in->len, l, nl, -1, &li, &lv);
  free(l);
  return c;
}

static RedResult lit_apply(const RedInput *in, long n, StrBuf *out, Diag *d) {
  (void)d;
  int nl = red_scan_literals(in->text, in->len, NULL, 0);
  if (nl <= 0) return RED_STOP;
  RedLit *l = malloc(sizeof *l * (size_t)nl);
  if (!l) return RED_ERROR;
  red_scan_literals(in->text, in->len, l, nl);
  int li = -1, lv = 0;
  long c = lit_instances(in->text, in->len, l, nl, n, &li, &lv);
  if (n >= c || li < 0) {
    free(l);
    return RED_STOP;
  }
  RedLit L = l[li];
  free(l);
  sb_clear(out);
  sb_append(out, in->text, L.start);
  sb_puts(out, lit_target(L.kind, lv));
  sb_append(out, in->text + L.start + L.len, in->len - L.start - L.len);
  return RED_OK;
}

const RedPass red_pass_literal = {
    "literal", "simplify one numeric literal toward 0 or 1 (specials stay if needed)", lit_count, lit_apply};

/* ---- drop-attr: remove one entry of an attribute dictionary ----
 *
 * Done on the printed text, not through the C API: removing an inherent
 * attribute (a property) through the API leaves a null attribute that the
 * verifier may accept and the custom printer then dereferences (arith.addf
 * without fastmath crashes mlir::arith::FastMathFlagsAttr::print). Re-parsing
 * text without the entry makes the parser apply the default, or reject the
 * op when the attribute is required. */

typedef struct AttrEntry {
  size_t start, end;          /* the entry "name = value" */
  size_t dict_open, dict_end; /* '{' and one past '}' of its dictionary */
  int nentries;               /* entries in that dictionary */
} AttrEntry;

static bool ident_start(char c) { return isalpha((unsigned char)c) || c == '_'; }

/* Skip a balanced value starting at p (stops at ',' or '}' at depth 0). */
static const char *skip_value(const char *p, const char *end) {
  int depth = 0;
  while (p < end) {
    char c = *p;
    if (c == '"') {
      p++;
      while (p < end && *p != '"')
        p += (*p == '\\') ? 2 : 1;
      p++;
      continue;
    }
    if (c == '(' || c == '[' || c == '<' || c == '{')
      depth++;
    else if (c == ')' || c == ']' || c == '>' || c == '}') {
      if (depth == 0) return p;
      depth--;
    } else if (c == ',' && depth == 0) {
      return p;
    } else if (c == '-' && p + 1 < end && p[1] == '>' && depth > 0) {
      p += 2; /* "->" inside affine maps / types */
      continue;
    }
    p++;
  }
  return p;
}

static int attr_entries(const char *text, size_t len, AttrEntry *out, int max) {
  const char *p = text, *end = text + len;
  int c = 0;
  while (p < end) {
    if (*p == '"') {
      p++;
      while (p < end && *p != '"')
        p += (*p == '\\') ? 2 : 1;
      p++;
      continue;
    }
    /* A dictionary: '{' followed by "ident = " on the same line. */
    if (*p == '{' && p + 1 < end && ident_start(p[1])) {
      const char *q = p + 1;
      while (q < end && (isalnum((unsigned char)*q) || *q == '_' || *q == '.'))
        q++;
      if (end - q >= 3 && !memcmp(q, " = ", 3)) {
        AttrEntry tmp[32];
        int n = 0;
        const char *e = p + 1;
        bool ok = true;
        while (e < end && *e != '}') {
          while (e < end && *e == ' ')
            e++;
          const char *st = e;
          while (e < end && (isalnum((unsigned char)*e) || *e == '_' || *e == '.'))
            e++;
          if (e == st) {
            ok = false;
            break;
          }
          if (end - e >= 3 && !memcmp(e, " = ", 3)) e = skip_value(e + 3, end);
          if (n < 32) tmp[n++] = (AttrEntry){(size_t)(st - text), (size_t)(e - text), 0, 0, 0};
          if (e < end && *e == ',')
            e++;
          else if (e < end && *e != '}') {
            ok = false;
            break;
          }
        }
        if (ok && e < end && *e == '}') {
          for (int i = 0; i < n; i++) {
            tmp[i].dict_open = (size_t)(p - text);
            tmp[i].dict_end = (size_t)(e + 1 - text);
            tmp[i].nentries = n;
            if (c < max) out[c] = tmp[i];
            c++;
          }
          p = e + 1;
          continue;
        }
      }
    }
    p++;
  }
  return c;
}

static long attr_count(const RedInput *in) { return attr_entries(in->text, in->len, NULL, 0); }

static RedResult attr_apply(const RedInput *in, long n, StrBuf *out, Diag *d) {
  (void)d;
  int c = attr_entries(in->text, in->len, NULL, 0);
  if (n >= c) return RED_STOP;
  AttrEntry *v = malloc(sizeof *v * (size_t)c);
  if (!v) return RED_ERROR;
  attr_entries(in->text, in->len, v, c);
  AttrEntry e = v[n];
  free(v);
  const char *t = in->text;
  sb_clear(out);
  if (e.nentries == 1) {
    /* Drop the whole dictionary, with "<" ">" for properties and one space. */
    size_t a = e.dict_open, b = e.dict_end;
    if (a > 0 && t[a - 1] == '<' && b < in->len && t[b] == '>') a--, b++;
    if (a > 0 && t[a - 1] == ' ') a--;
    sb_append(out, t, a);
    sb_append(out, t + b, in->len - b);
    return RED_OK;
  }
  size_t a = e.start, b = e.end;
  if (b < in->len && t[b] == ',') {
    b++;
    while (b < in->len && t[b] == ' ')
      b++;
  } else {
    while (a > e.dict_open + 1 && (t[a - 1] == ' ' || t[a - 1] == ','))
      a--;
  }
  sb_append(out, t, a);
  sb_append(out, t + b, in->len - b);
  return RED_OK;
}

const RedPass red_pass_drop_attr = {
    "drop-attr", "remove one attribute (text-level; optional ones fall back to their defaults)", attr_count,
    attr_apply};
