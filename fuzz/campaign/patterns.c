/*
 * patterns.c: the rewrite-pattern table and its detectors (see patterns.h).
 *
 * The detectors read the printed IR line by line: every op of the MLIR
 * printer's output starts its own line ("%r = dialect.op ..." or
 * "%r = \"dialect.op\"(...)"), so one line gives the op name, its results,
 * its operands (the %names before the type signature) and the signature.
 * Operands are resolved to the nearest earlier definition of the name, which
 * is what the printer's scoping of names makes true (names are unique among
 * the values visible at a use). A constant operand is classified by its value
 * (zero, -0.0, one, all ones, infinities, NaN, the signed limits, ...) from
 * its dense<...> or scalar literal.
 *
 * A detector is a conjunction of conditions on one op (operand classes, the
 * defining op of an operand, two operands being one value, the operand type
 * against the result type, a substring of the line, or a custom check). Its
 * row fired exactly when the pass runs the row and src holds more ops that
 * satisfy it than tgt: the trigger shape was consumed. That test does not
 * need to match op instances across the pass, which the text cannot do.
 */
#define _POSIX_C_SOURCE 200809L
#include "fuzz/campaign/patterns.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The TSV, embedded by cmake/embed_text.cmake. */
extern const char tvf_gen_coverage_tsv[];
extern const size_t tvf_gen_coverage_tsv_len;

const char *pat_precision_name(PatPrecision p) {
  return p == PAT_EXACT ? "exact" : p == PAT_OPLEVEL ? "op-level" : "none";
}

/* ------------------------------------------------------------------ IR text */

#define NAME_LEN 40
#define MAX_RES 4
#define MAX_OPD 8

typedef struct POp {
  const char *line; /* from the op name to the end of the line */
  int len;
  char name[NAME_LEN];
  int nres, nopd;
  char res[MAX_RES][NAME_LEN];
  char opd[MAX_OPD][NAME_LEN];
  int sig; /* offset in line of the type signature (after the last top-level " : "), -1 if none */
  /* The signature text: on the op's line, or after the region of an op that
   * prints it there ("} : tensor<2xf32> to tensor<4xf32>" of a tensor.pad). */
  const char *sigp;
  int sigl;
  bool nested; /* inside the region of another op of the function (a linalg body, a pad region) */
  bool dead;   /* every result unused, transitively (pir_mark_dead) */
} POp;

typedef struct PName {
  char name[NAME_LEN];
  int count, top;     /* ops of this name, and those not nested */
  int live, live_top; /* the same without the dead ones (pir_mark_dead) */
} PName;

typedef struct PIR {
  POp *ops;
  int n, cap;
  int holders;           /* ops that open a region (func.func aside) */
  int depth, func_depth; /* parser state: open braces, and those before the current func.func */
  int open_op[16], open_depth[16], nopen; /* ops whose region is open, and the depth before them */
  PName *names;                           /* op name -> count */
  int nnames, capnames;
} PIR;

static bool is_name_char(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '$' || c == '.' || c == '-';
}

static int read_value_name(const char *p, const char *end, char *out) {
  int n = 0;
  while (p + n < end && is_name_char(p[n]) && !(p[n] == '-' && p + n + 1 < end && p[n + 1] == '>'))
    n++;
  int k = n < NAME_LEN - 1 ? n : NAME_LEN - 1;
  memcpy(out, p, (size_t)k);
  out[k] = 0;
  return n;
}

/* Offset of the signature: after the last " : " at nesting depth 0. */
static int find_sig(const char *s, int len) {
  int depth = 0, last = -1;
  bool str = false;
  for (int i = 0; i < len; i++) {
    char c = s[i];
    if (str) {
      if (c == '\\')
        i++;
      else if (c == '"')
        str = false;
      continue;
    }
    if (c == '"')
      str = true;
    else if (c == '(' || c == '[' || c == '{' || c == '<')
      depth++;
    else if (c == ')' || c == ']' || c == '}')
      depth--;
    else if (c == '>' && !(i > 0 && s[i - 1] == '-'))
      depth--;
    else if (c == ' ' && depth == 0 && i + 2 < len && s[i + 1] == ':' && s[i + 2] == ' ')
      last = i + 3;
  }
  return last;
}

/* An array of n elements of `size` bytes with room for *cap, made room for
 * one more: doubled when full (`first` elements the first time). Returns
 * the array, moved or not, or NULL when out of memory (the old one kept). */
static void *grow(void *arr, int n, int *cap, size_t size, int first) {
  if (n < *cap) return arr;
  int c = *cap ? *cap * 2 : first;
  void *a = realloc(arr, size * (size_t)c);
  if (a) *cap = c;
  return a;
}

static void add_name(PIR *ir, const char *name, bool nested) {
  for (int i = 0; i < ir->nnames; i++)
    if (!strcmp(ir->names[i].name, name)) {
      ir->names[i].count++;
      ir->names[i].top += !nested;
      return;
    }
  PName *nn = grow(ir->names, ir->nnames, &ir->capnames, sizeof *nn, 32);
  if (!nn) return;
  ir->names = nn;
  PName *e = &ir->names[ir->nnames++];
  memset(e, 0, sizeof *e);
  snprintf(e->name, NAME_LEN, "%s", name);
  e->top = !nested;
  e->count = 1;
}

static int count_op(const PIR *ir, const char *name) {
  for (int i = 0; i < ir->nnames; i++)
    if (!strcmp(ir->names[i].name, name)) return ir->names[i].count;
  return 0;
}

static int count_top(const PIR *ir, const char *name) {
  for (int i = 0; i < ir->nnames; i++)
    if (!strcmp(ir->names[i].name, name)) return ir->names[i].top;
  return 0;
}

/* Net '{' minus '}' of a line, outside string literals. */
static int brace_delta(const char *s, const char *end) {
  int n = 0;
  bool str = false;
  for (; s < end; s++) {
    if (str) {
      if (*s == '\\')
        s++;
      else if (*s == '"')
        str = false;
    } else if (*s == '"')
      str = true;
    else if (*s == '{')
      n++;
    else if (*s == '}')
      n--;
  }
  return n;
}

static void parse_line(PIR *ir, const char *s, const char *end) {
  while (s < end && (*s == ' ' || *s == '\t'))
    s++;
  if (s >= end) return;
  int depth = ir->depth, delta = brace_delta(s, end);
  ir->depth += delta;
  if (*s == '}') {
    /* The region of an open op ends here: its signature may follow. */
    while (ir->nopen > 0 && ir->depth <= ir->open_depth[ir->nopen - 1]) {
      POp *h = &ir->ops[ir->open_op[--ir->nopen]];
      if (h->sig < 0 && end - s > 4 && !strncmp(s, "} : ", 4)) {
        h->sigp = s + 4;
        h->sigl = (int)(end - s - 4);
      }
    }
    return;
  }
  POp op;
  memset(&op, 0, sizeof op);
  op.sig = -1;
  /* Ops in a function body sit one brace below its func.func line. */
  op.nested = depth > ir->func_depth + 1;
  const char *p = s;
  if (*p == '%') {
    while (p < end && *p == '%') {
      char nm[NAME_LEN];
      int n = read_value_name(p + 1, end, nm);
      if (op.nres < MAX_RES) snprintf(op.res[op.nres++], NAME_LEN, "%s", nm);
      p += 1 + n;
      if (p < end && *p == ':') /* %0:2 */
        while (p < end && (*p == ':' || isdigit((unsigned char)*p)))
          p++;
      if (p + 1 < end && p[0] == ',' && p[1] == ' ') p += 2;
    }
    if (end - p < 3 || strncmp(p, " = ", 3) != 0) return;
    p += 3;
  }
  const char *nb = p;
  int nl = 0;
  if (*p == '"') {
    nb = ++p;
    while (p < end && *p != '"')
      p++;
    nl = (int)(p - nb);
    if (p < end) p++;
  } else {
    while (p < end && (isalnum((unsigned char)*p) || *p == '_' || *p == '.'))
      p++;
    nl = (int)(p - nb);
  }
  /* func.return prints as `return`: kept for the uses of its operands */
  bool ret = nl == 6 && !strncmp(nb, "return", 6);
  if (nl <= 0 || nl >= NAME_LEN || (!memchr(nb, '.', (size_t)nl) && !ret) || !islower((unsigned char)*nb))
    return;
  memcpy(op.name, nb, (size_t)nl);
  op.name[nl] = 0;
  op.line = nb;
  op.len = (int)(end - nb);
  /* Scan from after the name: a quoted name's closing quote would open a string. */
  int off = (int)(p - nb);
  op.sig = find_sig(op.line + off, op.len - off);
  if (op.sig >= 0) {
    op.sig += off;
    op.sigp = op.line + op.sig;
    op.sigl = op.len - op.sig;
  }
  const char *oe = op.sig >= 0 ? op.line + op.sig - 3 : end;
  for (const char *q = p; q < oe; q++) {
    if (*q != '%') continue;
    char nm[NAME_LEN];
    int n = read_value_name(q + 1, oe, nm);
    if (op.nopd < MAX_OPD && n > 0) snprintf(op.opd[op.nopd++], NAME_LEN, "%s", nm);
    q += n;
    if (q + 1 < oe && q[1] == '#') /* %0#1: the op defining %0 */
      while (q + 1 < oe && (q[1] == '#' || isdigit((unsigned char)q[1])))
        q++;
  }
  POp *no = grow(ir->ops, ir->n, &ir->cap, sizeof *no, 64);
  if (!no) return;
  ir->ops = no;
  if (!strcmp(op.name, "func.func")) {
    ir->func_depth = depth;
  } else if (delta > 0) {
    ir->holders++;
    if (ir->nopen < 16) {
      ir->open_op[ir->nopen] = ir->n;
      ir->open_depth[ir->nopen++] = depth;
    }
  }
  ir->ops[ir->n++] = op;
  add_name(ir, op.name, op.nested);
}

/* ---- dead ops ----
 * A pass's greedy driver erases an op whose results nobody uses before any
 * pattern sees it, so an op that was dead in src and is gone in tgt says
 * nothing about its folder (the op-level evidence of a row). A use resolves
 * to the nearest definition before it in the text: the printer reuses
 * names in sibling regions (two linalg bodies both define %5) but never
 * shadows a name of an enclosing region. */

typedef struct DefSlot {
  uint64_t hash; /* 0: empty */
  int op, res;
} DefSlot;

static uint64_t name_hash(const char *name) {
  uint64_t h = 1469598103934665603ull;
  for (const char *p = name; *p; p++)
    h = (h ^ (unsigned char)*p) * 1099511628211ull;
  return h ? h : 1;
}

static DefSlot *def_slot(DefSlot *t, size_t mask, uint64_t h) {
  size_t i = (size_t)h & mask;
  while (t[i].hash && t[i].hash != h)
    i = (i + 1) & mask;
  return &t[i];
}

typedef struct Use {
  int def, res; /* the defining op and which of its results */
} Use;

static void pir_mark_dead(PIR *ir) {
  size_t cap = 64;
  while (cap < (size_t)ir->n * MAX_RES * 2)
    cap *= 2;
  DefSlot *defs = calloc(cap, sizeof *defs);
  int *uses = calloc((size_t)ir->n * MAX_RES + 1, sizeof *uses);
  int *first = calloc((size_t)ir->n + 1, sizeof *first); /* op i's uses: edges[first[i]..first[i+1]) */
  Use *edges = NULL;
  int nedges = 0, capedges = 0;
  bool ok = false;
  if (!defs || !uses || !first) goto done;
  for (int i = 0; i < ir->n; i++) {
    const POp *op = &ir->ops[i];
    first[i] = nedges;
    const char *end = op->sig >= 0 ? op->line + op->sig : op->line + op->len;
    for (const char *q = op->line; q < end; q++) {
      if (*q != '%') continue;
      char nm[NAME_LEN];
      int len = read_value_name(q + 1, end, nm);
      q += len;
      DefSlot *d = len ? def_slot(defs, cap - 1, name_hash(nm)) : NULL;
      if (!d || !d->hash) continue; /* a block or function argument */
      Use *g = grow(edges, nedges, &capedges, sizeof *edges, 256);
      if (!g) goto done;
      edges = g;
      edges[nedges++] = (Use){d->op, d->res};
      uses[d->op * MAX_RES + d->res]++;
    }
    for (int r = 0; r < op->nres; r++) {
      uint64_t h = name_hash(op->res[r]);
      *def_slot(defs, cap - 1, h) = (DefSlot){h, i, r};
    }
  }
  first[ir->n] = nedges;
  /* From the last op back: an op's users come after it, so one sweep sees
   * a dead chain whole. */
  for (int i = ir->n - 1; i >= 0; i--) {
    POp *op = &ir->ops[i];
    bool dead = op->nres > 0;
    for (int r = 0; r < op->nres && dead; r++)
      dead = uses[i * MAX_RES + r] == 0;
    if (!dead) continue;
    op->dead = true;
    for (int e = first[i]; e < first[i + 1]; e++)
      uses[edges[e].def * MAX_RES + edges[e].res]--;
  }
  for (int i = 0; i < ir->n; i++) {
    if (ir->ops[i].dead) continue;
    for (int j = 0; j < ir->nnames; j++)
      if (!strcmp(ir->names[j].name, ir->ops[i].name)) {
        ir->names[j].live++;
        ir->names[j].live_top += !ir->ops[i].nested;
        break;
      }
  }
  ok = true;
done:
  if (!ok) /* out of memory: every op live */
    for (int j = 0; j < ir->nnames; j++)
      ir->names[j].live = ir->names[j].count, ir->names[j].live_top = ir->names[j].top;
  free(defs);
  free(uses);
  free(first);
  free(edges);
}

static void pir_parse(PIR *ir, const char *text) {
  memset(ir, 0, sizeof *ir);
  ir->func_depth = -1;
  for (const char *s = text; s && *s;) {
    const char *e = strchr(s, '\n');
    if (!e) e = s + strlen(s);
    parse_line(ir, s, e);
    s = *e ? e + 1 : e;
  }
  pir_mark_dead(ir);
}

/* Ops of this name that are not dead, all or those not nested. */
static int count_live(const PIR *ir, const char *name, bool top) {
  for (int i = 0; i < ir->nnames; i++)
    if (!strcmp(ir->names[i].name, name)) return top ? ir->names[i].live_top : ir->names[i].live;
  return 0;
}

static void pir_free(PIR *ir) {
  free(ir->ops);
  free(ir->names);
  memset(ir, 0, sizeof *ir);
}

/* The op defining value `name`, looking back from op `at`; -1 for block
 * arguments and function arguments. */
static int def_of(const PIR *ir, int at, const char *name) {
  for (int i = at - 1; i >= 0; i--)
    for (int r = 0; r < ir->ops[i].nres; r++)
      if (!strcmp(ir->ops[i].res[r], name)) return i;
  return -1;
}

/* ------------------------------------------------------------------ types */

/* A slice of text. */
typedef struct Str {
  const char *p;
  int n;
} Str;

static Str trim(Str s) {
  while (s.n > 0 && (*s.p == ' ' || *s.p == '('))
    s.p++, s.n--;
  while (s.n > 0 && (s.p[s.n - 1] == ' ' || s.p[s.n - 1] == ')' || s.p[s.n - 1] == '{'))
    s.n--;
  return s;
}

/* Split s at top-level commas: the k-th piece. */
static Str piece(Str s, int k) {
  int depth = 0, start = 0, idx = 0;
  for (int i = 0; i <= s.n; i++) {
    char c = i < s.n ? s.p[i] : ',';
    if (c == '<' || c == '(' || c == '[' || c == '{')
      depth++;
    else if ((c == '>' && !(i > 0 && s.p[i - 1] == '-')) || c == ')' || c == ']' || c == '}')
      depth--;
    else if (c == ',' && depth == 0) {
      if (idx == k) return trim((Str){s.p + start, i - start});
      idx++;
      start = i + 1;
    }
  }
  return (Str){NULL, 0};
}

static const char *find_top(Str s, const char *pat) {
  size_t pl = strlen(pat);
  int depth = 0;
  for (int i = 0; i + (int)pl <= s.n; i++) {
    char c = s.p[i];
    if (c == '<' || c == '(' || c == '[' || c == '{')
      depth++;
    else if ((c == '>' && !(i > 0 && s.p[i - 1] == '-')) || c == ')' || c == ']' || c == '}')
      depth--;
    if (depth == 0 && !strncmp(s.p + i, pat, pl)) return s.p + i;
  }
  return NULL;
}

/* Type of operand k (k >= 0) or of the first result (k < 0), from the
 * signature: "(A, B) -> R", "A to B", "A into B" or "T". */
static Str op_type(const POp *op, int k) {
  if (!op->sigp) return (Str){NULL, 0};
  Str s = {op->sigp, op->sigl};
  while (s.n > 0 && (s.p[s.n - 1] == ' ' || s.p[s.n - 1] == '{'))
    s.n--;
  const char *arrow = find_top(s, " -> ");
  if (arrow && s.p[0] == '(') {
    if (k >= 0) return piece((Str){s.p + 1, (int)(arrow - s.p) - 2}, k);
    Str r = {arrow + 4, (int)(s.p + s.n - arrow - 4)};
    return piece(r.n && r.p[0] == '(' ? (Str){r.p + 1, r.n - 2} : r, 0);
  }
  const char *to = find_top(s, " to ");
  if (!to) to = find_top(s, " into ");
  if (to) {
    if (k >= 0) return trim((Str){s.p, (int)(to - s.p)});
    const char *b = to[1] == 't' ? to + 4 : to + 6;
    return trim((Str){b, (int)(s.p + s.n - b)});
  }
  /* One type for everything; with several ("i1, f32" for a select) the
   * result has the last. */
  if (k < 0) {
    Str last = s;
    for (int i = 0;; i++) {
      Str pc = piece(s, i);
      if (!pc.p) break;
      last = pc;
    }
    return last;
  }
  return piece(s, 0);
}

static bool str_eq(Str a, Str b) { return a.p && b.p && a.n == b.n && !memcmp(a.p, b.p, (size_t)a.n); }

/* Element type and dims of "tensor<2x?x3xf32>", "tensor<f32>" or "f32". */
static Str elem_type(Str t, long *dims, int *rank) {
  if (rank) *rank = 0;
  if (!t.p) return t;
  const char *lt = memchr(t.p, '<', (size_t)t.n);
  if (!lt || strncmp(t.p, "tensor<", 7) != 0) return t;
  Str in = {lt + 1, (int)(t.p + t.n - lt - 2)};
  int start = 0;
  for (int i = 0; i < in.n; i++) {
    if (in.p[i] == 'x' && (i == start || isdigit((unsigned char)in.p[i - 1]) || in.p[i - 1] == '?') &&
        (isdigit((unsigned char)in.p[start]) || in.p[start] == '?')) {
      if (rank && dims && *rank < 8)
        dims[(*rank)++] = in.p[start] == '?' ? -1 : strtol(in.p + start, NULL, 10);
      start = i + 1;
    }
  }
  return (Str){in.p + start, in.n - start};
}

static bool elem_is_float(Str e) {
  return e.n > 0 && (e.p[0] == 'f' || (e.n >= 2 && e.p[0] == 'b' && e.p[1] == 'f'));
}

static int int_width(Str e) {
  if (e.n == 5 && !memcmp(e.p, "index", 5)) return 64;
  const char *p = e.p;
  int n = e.n;
  if (n > 1 && p[0] == 'u' && p[1] == 'i')
    p += 2, n -= 2;
  else if (n > 1 && p[0] == 's' && p[1] == 'i')
    p += 2, n -= 2;
  else if (n > 0 && p[0] == 'i')
    p++, n--;
  else
    return 0;
  if (n <= 0 || !isdigit((unsigned char)*p)) return 0;
  return atoi(p);
}

/* ------------------------------------------------------------------ constants */

enum {
  C_ZERO = 1u << 0, /* int 0 or +0.0 */
  C_NZERO = 1u << 1,
  C_ONE = 1u << 2,
  C_MONE = 1u << 3, /* -1 (int or float) */
  C_ALLONES = 1u << 4,
  C_PINF = 1u << 5,
  C_NINF = 1u << 6,
  C_NAN = 1u << 7,
  C_SMAX = 1u << 8,
  C_SMIN = 1u << 9,
  C_HALF = 1u << 10,
  C_MHALF = 1u << 11,
  C_TWO = 1u << 12,
  C_MTWO = 1u << 13,
  C_THREE = 1u << 14,
  C_OTHER = 1u << 15, /* any other splat value */
  C_DENSE = 1u << 16, /* a non-splat constant */
  C_NONCONST = 1u << 17,
  C_SPLAT = 0xFFFFu,
  C_CONST = 0x1FFFFu,
};

static bool is_const_op(const char *name) {
  return !strcmp(name, "tosa.const") || !strcmp(name, "arith.constant") || !strcmp(name, "tosa.const_shape");
}

static unsigned float_class(double v) {
  if (isnan(v)) return C_NAN;
  if (isinf(v)) return v > 0 ? C_PINF : C_NINF;
  if (v == 0) return signbit(v) ? C_NZERO : C_ZERO;
  if (v == 1) return C_ONE;
  if (v == -1) return C_MONE;
  if (v == 0.5) return C_HALF;
  if (v == -0.5) return C_MHALF;
  if (v == 2) return C_TWO;
  if (v == -2) return C_MTWO;
  if (v == 3) return C_THREE;
  return C_OTHER;
}

/* A hex literal of a float type: its bits, decoded by the type's layout. */
static double float_from_bits(uint64_t b, Str e) {
  int eb = 8, mb = 23;
  if (e.n == 3 && !memcmp(e.p, "f16", 3))
    eb = 5, mb = 10;
  else if (e.n == 4 && !memcmp(e.p, "bf16", 4))
    eb = 8, mb = 7;
  else if (e.n == 3 && !memcmp(e.p, "f64", 3))
    eb = 11, mb = 52;
  uint64_t mant = b & ((1ull << mb) - 1), ex = (b >> mb) & ((1ull << eb) - 1);
  bool neg = (b >> (mb + eb)) & 1;
  double v;
  if (ex == (1ull << eb) - 1)
    v = mant ? NAN : INFINITY;
  else if (ex == 0)
    v = ldexp((double)mant, 2 - (1 << (eb - 1)) - mb);
  else
    v = ldexp((double)(mant | (1ull << mb)), (int)ex - ((1 << (eb - 1)) - 1) - mb);
  return neg ? -v : v;
}

static unsigned literal_class(Str lit, Str elem) {
  while (lit.n > 0 && *lit.p == ' ')
    lit.p++, lit.n--;
  while (lit.n > 0 && lit.p[lit.n - 1] == ' ')
    lit.n--;
  char buf[64];
  if (lit.n <= 0 || lit.n >= (int)sizeof buf) return C_OTHER;
  memcpy(buf, lit.p, (size_t)lit.n);
  buf[lit.n] = 0;
  if (elem_is_float(elem)) {
    if (buf[0] == '0' && buf[1] == 'x') return float_class(float_from_bits(strtoull(buf, NULL, 16), elem));
    return float_class(strtod(buf, NULL));
  }
  int w = int_width(elem);
  if (!strcmp(buf, "true")) return C_ONE | C_ALLONES | C_MONE;
  if (!strcmp(buf, "false")) return C_ZERO;
  if (w <= 0 || w > 64) return C_OTHER;
  uint64_t v = buf[0] == '-' ? (uint64_t)strtoll(buf, NULL, 10) : strtoull(buf, NULL, 10);
  uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
  v &= mask;
  unsigned c = 0;
  if (v == 0) c |= C_ZERO;
  if (v == 1) c |= C_ONE;
  if (v == mask) c |= C_ALLONES | C_MONE;
  if (v == mask >> 1) c |= C_SMAX;
  if (v == (mask >> 1) + 1) c |= C_SMIN;
  return c ? c : C_OTHER;
}

/* Class of op i as a constant (0 if it is not one). */
static unsigned const_class(const POp *op) {
  if (!is_const_op(op->name)) return 0;
  Str res = op_type(op, -1);
  Str elem = elem_type(res, NULL, NULL);
  if (!strcmp(op->name, "tosa.const_shape")) elem = (Str){"index", 5};
  const char *d = strstr(op->line, "dense<");
  const char *eol = op->line + op->len;
  if (d && d < eol) {
    const char *b = d + 6;
    if (*b == '[' || *b == '"') return C_DENSE;
    const char *e = b;
    while (e < eol && *e != '>')
      e++;
    return literal_class((Str){b, (int)(e - b)}, elem);
  }
  if (strstr(op->line, "dense_resource<")) return C_DENSE;
  /* Scalar arith.constant: the literal between the op name and " : " (or
   * true/false alone). */
  const char *b = op->line + strlen(op->name) + 1;
  const char *e = op->sig >= 0 ? op->line + op->sig - 3 : eol;
  if (e <= b) return C_OTHER;
  return literal_class((Str){b, (int)(e - b)}, elem);
}

static unsigned operand_class(const PIR *ir, int i, int k) {
  const POp *op = &ir->ops[i];
  if (k >= op->nopd) return 0;
  int dd = def_of(ir, i, op->opd[k]);
  if (dd < 0) return C_NONCONST;
  unsigned c = const_class(&ir->ops[dd]);
  return c ? c : C_NONCONST;
}

/* ------------------------------------------------------------------ detectors */

/* Operand selectors (1-based so that 0 means "no condition"). */
/* COMM: the rhs of a commutative op, or its lhs when the rhs is not a
 * constant (the trait folder moves a lone constant to the right first). */
enum { O0 = 1, O1 = 2, O2 = 3, EITHER = 10, BOTH = 11, ALL = 12, COMM = 13 };

typedef bool (*DetFn)(const PIR *ir, int i);

typedef struct Det {
  const char *id;
  const char *op; /* op name, '|' separates alternatives; NULL: any op (fn decides) */
  int ka;         /* operand selector whose constant class must meet ma */
  unsigned ma;
  int kb; /* a second one */
  unsigned mb;
  int chain;         /* operand selector defined by an op `inner` */
  const char *inner; /* '|' alternatives */
  int ic;            /* inner's operand (1-based) must be a constant of class im */
  unsigned im;
  int inv;                 /* 1: inner's operand 0 has the outer result type; -1: it does not */
  int same_a, same_b;      /* 1-based operands that must be one value */
  int teq;                 /* 1-based operand whose type equals the result type; negative: differs */
  int nopd;                /* exactly this many operands */
  const char *has, *lacks; /* substrings of the op's line */
  const char *elem;        /* result element type: "float", "int", "i1", "!i1", or a type name */
  DetFn fn;
} Det;

static bool name_in(const char *name, const char *alts) {
  size_t n = strlen(name);
  for (const char *p = alts; p && *p;) {
    const char *e = strchr(p, '|');
    size_t l = e ? (size_t)(e - p) : strlen(p);
    if (l == n && !memcmp(p, name, n)) return true;
    p = e ? e + 1 : NULL;
  }
  return false;
}

static bool line_has(const POp *op, const char *s) {
  size_t l = strlen(s);
  for (int i = 0; i + (int)l <= op->len; i++)
    if (!memcmp(op->line + i, s, l)) return true;
  return false;
}

static bool sel_class(const PIR *ir, int i, int sel, unsigned m) {
  switch (sel) {
  case EITHER: return (operand_class(ir, i, 0) & m) || (operand_class(ir, i, 1) & m);
  case COMM: {
    unsigned r = operand_class(ir, i, 1);
    return (r & m) || ((r & C_NONCONST) && (operand_class(ir, i, 0) & m));
  }
  case BOTH: return (operand_class(ir, i, 0) & m) && (operand_class(ir, i, 1) & m);
  case ALL:
    for (int k = 0; k < ir->ops[i].nopd; k++)
      if (!(operand_class(ir, i, k) & m)) return false;
    return ir->ops[i].nopd > 0;
  default: return (operand_class(ir, i, sel - 1) & m) != 0;
  }
}

static bool chain_one(const PIR *ir, int i, int k, const Det *d) {
  const POp *op = &ir->ops[i];
  if (k >= op->nopd) return false;
  int j = def_of(ir, i, op->opd[k]);
  if (j < 0 || !name_in(ir->ops[j].name, d->inner)) return false;
  if (d->ic && !(operand_class(ir, j, d->ic - 1) & d->im)) return false;
  if (d->inv) {
    bool same = str_eq(op_type(&ir->ops[j], 0), op_type(op, -1));
    if (same != (d->inv > 0)) return false;
  }
  return true;
}

static bool det_match(const PIR *ir, int i, const Det *d) {
  const POp *op = &ir->ops[i];
  if (d->op && !name_in(op->name, d->op)) return false;
  if (d->nopd && op->nopd != d->nopd) return false;
  if (d->ka && !sel_class(ir, i, d->ka, d->ma)) return false;
  if (d->kb && !sel_class(ir, i, d->kb, d->mb)) return false;
  if (d->chain) {
    bool ok;
    if (d->chain == EITHER || d->chain == ALL) {
      ok = false;
      for (int k = 0; k < op->nopd && !ok; k++)
        ok = chain_one(ir, i, k, d);
    } else if (d->chain == BOTH) {
      ok = chain_one(ir, i, 0, d) && chain_one(ir, i, 1, d);
    } else {
      ok = chain_one(ir, i, d->chain - 1, d);
    }
    if (!ok) return false;
  }
  if (d->same_a && (d->same_a > op->nopd || d->same_b > op->nopd ||
                    strcmp(op->opd[d->same_a - 1], op->opd[d->same_b - 1])))
    return false;
  if (d->teq) {
    int k = (d->teq > 0 ? d->teq : -d->teq) - 1;
    Str a = op_type(op, k), r = op_type(op, -1);
    if (!a.p || !r.p) return false;
    if (str_eq(a, r) != (d->teq > 0)) return false;
  }
  if (d->has && !line_has(op, d->has)) return false;
  if (d->lacks && line_has(op, d->lacks)) return false;
  if (d->elem) {
    Str e = elem_type(op_type(op, -1), NULL, NULL);
    if (!e.p) return false;
    bool is_i1 = e.n == 2 && !memcmp(e.p, "i1", 2);
    if (!strcmp(d->elem, "float") ? !elem_is_float(e)
        : !strcmp(d->elem, "int") ? int_width(e) == 0
        : !strcmp(d->elem, "i1")  ? !is_i1
        : !strcmp(d->elem, "!i1") ? is_i1
                                  : !(e.n == (int)strlen(d->elem) && !memcmp(e.p, d->elem, (size_t)e.n)))
      return false;
  }
  if (d->fn && !d->fn(ir, i)) return false;
  return true;
}

/* --- custom checks --- */

/* The input's dim at the op's `axis` is 1 (argmax, reverse). */
static bool axis_is_unit(const PIR *ir, int i) {
  const POp *op = &ir->ops[i];
  const char *a = strstr(op->line, "axis = ");
  if (!a || a >= op->line + op->len) return false;
  int axis = atoi(a + 7);
  long dims[8];
  int rank;
  elem_type(op_type(op, 0), dims, &rank);
  return axis >= 0 && axis < rank && dims[axis] == 1;
}

/* The permutation is 0, 1, ..., n-1 (tosa perms / linalg permutation). */
static bool perms_identity(const PIR *ir, int i) {
  const POp *op = &ir->ops[i];
  const char *a = strstr(op->line, "perms = array<i32:");
  const char *p = a ? a + 18 : NULL;
  if (!a) {
    a = strstr(op->line, "permutation = [");
    p = a ? a + 15 : NULL;
  }
  if (!p || p >= op->line + op->len) return false;
  for (long want = 0;; want++) {
    while (*p == ' ')
      p++;
    if (*p == '>' || *p == ']') return true;
    char *e;
    long v = strtol(p, &e, 10);
    if (e == p || v != want) return false;
    p = e;
    if (*p == ',') p++;
  }
}

/* tosa.transpose that only moves unit dims (the non-unit input dims keep
 * their order), not an identity (that one folds), whose input is not a
 * transpose, with at most one dynamic dim: it becomes a reshape. Whether a
 * user is a transpose is not checked. */
static bool transpose_is_reshape(const PIR *ir, int i) {
  const POp *op = &ir->ops[i];
  const char *a = strstr(op->line, "perms = array<i32:");
  if (!a || a >= op->line + op->len || perms_identity(ir, i)) return false;
  if (op->nopd > 0) {
    int j = def_of(ir, i, op->opd[0]);
    if (j >= 0 && !strcmp(ir->ops[j].name, "tosa.transpose")) return false;
  }
  long dims[8];
  int rank, dyn = 0;
  elem_type(op_type(op, 0), dims, &rank);
  for (int k = 0; k < rank; k++)
    dyn += dims[k] < 0;
  if (rank == 0 || dyn > 1) return false;
  const char *p = a + 18;
  long last = -1;
  for (int k = 0; k < rank; k++) {
    char *e;
    long v = strtol(p, &e, 10);
    if (e == p || v < 0 || v >= rank) return false;
    p = *e == ',' ? e + 1 : e;
    if (dims[v] == 1) continue;
    if (v < last) return false;
    last = v;
  }
  return true;
}

/* Value of attribute `key` ("min_val = ") as a constant class of type elem. */
static unsigned attr_class(const POp *op, const char *key, Str elem) {
  const char *a = strstr(op->line, key);
  if (!a || a >= op->line + op->len) return 0;
  a += strlen(key);
  const char *e = a;
  while (*e && *e != ' ' && *e != ',' && *e != '}')
    e++;
  return literal_class((Str){a, (int)(e - a)}, elem);
}

/* tosa.clamp whose bounds are the type's: -Inf/+Inf for floats, the
 * integer type's limits (i1 and unsigned types are not checked). */
static bool clamp_noop(const PIR *ir, int i) {
  const POp *op = &ir->ops[i];
  Str e = elem_type(op_type(op, 0), NULL, NULL);
  if (!e.p) return false;
  unsigned lo = attr_class(op, "min_val = ", e), hi = attr_class(op, "max_val = ", e);
  if (elem_is_float(e)) return (lo & C_NINF) && (hi & C_PINF);
  return (lo & C_SMIN) && (hi & C_SMAX);
}

/* tosa.max_pool2d with H == W == 1 on input and output (NHWC). */
static bool pool_unit(const PIR *ir, int i) {
  long a[8], b[8];
  int ra, rb;
  elem_type(op_type(&ir->ops[i], 0), a, &ra);
  elem_type(op_type(&ir->ops[i], -1), b, &rb);
  return ra == 4 && rb == 4 && a[1] == 1 && a[2] == 1 && b[1] == 1 && b[2] == 1;
}

/* A constant whose text equals an earlier constant's: the constant folders
 * let the greedy driver unique them. */
static bool dup_const(const PIR *ir, int i) {
  const POp *op = &ir->ops[i];
  for (int j = 0; j < i; j++) {
    const POp *o = &ir->ops[j];
    if (o->len == op->len && !strcmp(o->name, op->name) && !memcmp(o->line, op->line, (size_t)op->len))
      return true;
  }
  return false;
}

/* Operand 0 has an integer element type. */
static bool opd0_int(const PIR *ir, int i) {
  return int_width(elem_type(op_type(&ir->ops[i], 0), NULL, NULL)) > 0;
}

/* trunci(extsi/extui x): the fold when x has the result type or is wider,
 * the canonicalization when x is narrower. */
static int ext_src_vs_result(const PIR *ir, int i) {
  const POp *op = &ir->ops[i];
  if (op->nopd < 1) return 0;
  int j = def_of(ir, i, op->opd[0]);
  if (j < 0) return 0;
  int ws = int_width(elem_type(op_type(&ir->ops[j], 0), NULL, NULL));
  int wr = int_width(elem_type(op_type(op, -1), NULL, NULL));
  if (!ws || !wr) return 0;
  return ws < wr ? -1 : 1;
}
static bool trunc_ext_fold(const PIR *ir, int i) { return ext_src_vs_result(ir, i) > 0; }
static bool trunc_ext_canon(const PIR *ir, int i) { return ext_src_vs_result(ir, i) < 0; }

#define COMMUTATIVE                                                                                          \
  "arith.addi|arith.muli|arith.andi|arith.ori|arith.xori|arith.addf|arith.mulf|arith.maximumf|arith."        \
  "minimumf|"                                                                                                \
  "arith.maxnumf|arith.minnumf|arith.maxsi|arith.maxui|arith.minsi|arith.minui"
#define POW_SPECIAL (C_ZERO | C_NZERO | C_ONE | C_MONE | C_HALF | C_MHALF | C_TWO | C_MTWO | C_THREE)

/* The shapes of the detector rows below, one row a line. Each sets the Det
 * conditions it names; the fields it leaves zero are no condition. */

/* The op alone. */
#define ANY(id_, op_)                                                                                        \
  { .id = id_, .op = op_ }
/* A custom check. */
#define CHECK(id_, op_, fn_)                                                                                 \
  { .id = id_, .op = op_, .fn = fn_ }

/* Operand sel_ (a selector) is a constant of a class in m_. */
#define CONST_OPD(id_, op_, sel_, m_)                                                                        \
  { .id = id_, .op = op_, .ka = sel_, .ma = m_ }
/* The same, and operand teq_ has the result type: the folds that return an
 * operand do not fire when the result broadcasts it. */
#define CONST_OPD_TYPED(id_, op_, sel_, m_, teq_)                                                            \
  { .id = id_, .op = op_, .ka = sel_, .ma = m_, .teq = teq_ }
/* The frequent constant operands: the one operand of a unary op, a splat
 * operand 0, both operands of a binary op, the rhs, and the constant of a
 * commutative op, which may sit on either side (the commutative trait
 * folder moves it to the right first). */
#define UNC(id_, op_) CONST_OPD(id_, op_, O0, C_CONST)
#define SPLAT(id_, op_) CONST_OPD(id_, op_, O0, C_SPLAT)
#define BOTHC(id_, op_) CONST_OPD(id_, op_, BOTH, C_CONST)
#define RHS(id_, op_, m_) CONST_OPD(id_, op_, O1, m_)
#define CRHS(id_, op_, m_) CONST_OPD(id_, op_, COMM, m_)
/* A constant lhs beside a variable rhs: the canonical order puts the
 * constant on the right. */
#define CONST_TO_RHS(id_, op_)                                                                               \
  { .id = id_, .op = op_, .ka = O0, .ma = C_CONST, .kb = O1, .mb = C_NONCONST }
/* arith.select with constant branches of classes t_ and f_, on element
 * type elem_ (Det.elem). */
#define SELECT_BRANCHES(id_, t_, f_, elem_)                                                                  \
  { .id = id_, .op = "arith.select", .ka = O1, .ma = t_, .kb = O2, .mb = f_, .elem = elem_ }

/* Operand sel_ (operand 0 for CHAIN) is defined by an op inner_ ('|'
 * separates alternatives). */
#define CHAIN_AT(id_, op_, sel_, inner_)                                                                     \
  { .id = id_, .op = op_, .chain = sel_, .inner = inner_ }
#define CHAIN(id_, op_, inner_) CHAIN_AT(id_, op_, O0, inner_)
/* CHAIN, and operand 1 is a constant of class m_. */
#define CHAIN_RHS(id_, op_, inner_, m_)                                                                      \
  { .id = id_, .op = op_, .chain = O0, .inner = inner_, .kb = O1, .mb = m_ }
/* CHAIN and a custom check. */
#define CHAIN_CHECK(id_, op_, inner_, fn_)                                                                   \
  { .id = id_, .op = op_, .chain = O0, .inner = inner_, .fn = fn_ }
/* CHAIN where inner_'s operand has (inv_ = 1) or has not (-1) the op's
 * result type: the pair cancels out, or it only composes. */
#define CHAIN_TYPED(id_, op_, inner_, inv_)                                                                  \
  { .id = id_, .op = op_, .chain = O0, .inner = inner_, .inv = inv_ }
/* Operand via_ is defined by inner_ whose operand ic_ (1-based) is a
 * constant of class im_. */
#define CHAIN_CONST(id_, op_, via_, inner_, ic_, im_)                                                        \
  { .id = id_, .op = op_, .chain = via_, .inner = inner_, .ic = ic_, .im = im_ }
/* op(inner(x, c1), c2) and its operand orders: CHAIN_CONST with a constant
 * ic_, and the op's other operand a constant too; the canonicalizations
 * that fold c1 and c2 into one constant. */
#define CONSTS_THROUGH(id_, op_, via_, inner_, ic_)                                                          \
  {                                                                                                          \
    .id = id_, .op = op_, .chain = via_, .inner = inner_, .ic = ic_, .im = C_CONST,                          \
    .kb = (via_) == O0 ? O1 : O0, .mb = C_CONST                                                              \
  }

/* Operands a_ and b_ (1 and 2 for SAME) are one value. */
#define SAME_AT(id_, op_, a_, b_)                                                                            \
  { .id = id_, .op = op_, .same_a = a_, .same_b = b_ }
#define SAME(id_, op_) SAME_AT(id_, op_, 1, 2)
/* Operand 0 has the result type. */
#define TEQ(id_, op_)                                                                                        \
  { .id = id_, .op = op_, .teq = 1 }
/* The op's line holds, or lacks, the text s_. */
#define HAS(id_, op_, s_)                                                                                    \
  { .id = id_, .op = op_, .has = s_ }
#define LACKS(id_, op_, s_)                                                                                  \
  { .id = id_, .op = op_, .lacks = s_ }

/* Families: rows that differ only in their op, one list each. A list names
 * the ops as X(dialect, op); a row maker below turns each into the row
 * "dialect.op<suffix>" about the op "dialect.op" (grep the op's name, not
 * the whole id, to find one). */

/* (clang-format would stagger the lists.) */
/* clang-format off */
/* The folders that evaluate a constant operand, or two. */
#define UNARY_CONST_FOLDERS(X)                                                                               \
  X(arith, negf), X(arith, extui), X(arith, extsi), X(arith, extf), X(arith, trunci), X(arith, truncf),      \
  X(arith, uitofp), X(arith, sitofp), X(arith, fptoui), X(arith, fptosi), X(arith, index_cast),              \
  X(arith, index_castui), X(arith, bitcast), X(math, absf), X(math, absi), X(math, acos), X(math, acosh),    \
  X(math, asin), X(math, asinh), X(math, atan), X(math, atanh), X(math, ceil), X(math, cos),                 \
  X(math, cosh), X(math, sin), X(math, sinh), X(math, ctlz), X(math, cttz), X(math, ctpop), X(math, erf),    \
  X(math, erfc), X(math, exp), X(math, exp2), X(math, expm1), X(math, floor), X(math, isfinite),             \
  X(math, isinf), X(math, isnan), X(math, isnormal), X(math, log), X(math, log10), X(math, log1p),           \
  X(math, log2), X(math, sqrt), X(math, tan), X(math, tanh), X(math, roundeven), X(math, round),             \
  X(math, trunc), X(tensor, splat), X(tensor, expand_shape), X(tensor, collapse_shape)
#define BINARY_CONST_FOLDERS(X)                                                                              \
  X(arith, addi), X(arith, addui_extended), X(arith, subi), X(arith, muli), X(arith, mulsi_extended),        \
  X(arith, mului_extended), X(arith, divui), X(arith, divsi), X(arith, ceildivui), X(arith, ceildivsi),      \
  X(arith, floordivsi), X(arith, remui), X(arith, remsi), X(arith, andi), X(arith, ori), X(arith, xori),     \
  X(arith, shli), X(arith, shrui), X(arith, shrsi), X(arith, addf), X(arith, subf), X(arith, mulf),          \
  X(arith, divf), X(arith, remf), X(arith, maximumf), X(arith, minimumf), X(arith, maxnumf),                 \
  X(arith, minnumf), X(arith, maxsi), X(arith, maxui), X(arith, minsi), X(arith, minui), X(arith, cmpi),     \
  X(arith, cmpf), X(math, atan2), X(math, copysign), X(math, ipowi), X(math, powf)
/* tosa's binary folders want splat constants. */
#define BINARY_SPLAT_FOLDERS(X)                                                                              \
  X(tosa, add), X(tosa, sub), X(tosa, mul), X(tosa, intdiv), X(tosa, greater), X(tosa, greater_equal),       \
  X(tosa, equal)
/* The folders of a splat operand 0 (a splat in, a splat out). */
#define SPLAT_FOLDERS(X)                                                                                     \
  X(tosa, cast), X(tosa, reshape), X(tosa, reverse), X(tosa, slice), X(tosa, transpose),                     \
  X(tosa, reciprocal), X(tensor, extract), X(tensor, extract_slice), X(tensor, gather),                      \
  X(tensor, reshape), X(linalg, pack), X(linalg, unpack)
/* x op x folds (to x, 0 or a constant predicate). */
#define SAME_OPERAND_FOLDERS(X)                                                                              \
  X(arith, subi), X(arith, xori), X(arith, maximumf), X(arith, minimumf), X(arith, maxnumf),                 \
  X(arith, minnumf), X(arith, maxsi), X(arith, maxui), X(arith, minsi), X(arith, minui), X(arith, cmpi)
/* x op 1 folds to x. */
#define ONE_RHS_FOLDERS(X)                                                                                   \
  X(arith, divui), X(arith, divsi), X(arith, ceildivui), X(arith, ceildivsi), X(arith, floordivsi),          \
  X(arith, remui), X(arith, remsi), X(arith, divf)
/* x op 0 folds, the 0 on the right; for a commutative op, on either side. */
#define ZERO_RHS_FOLDERS(X) X(arith, subi), X(arith, shli), X(arith, shrui), X(arith, shrsi)
#define COMMUTATIVE_ZERO_FOLDERS(X)                                                                          \
  X(arith, addi), X(arith, addui_extended), X(arith, muli), X(arith, mulsi_extended),                        \
  X(arith, mului_extended), X(arith, andi), X(arith, ori), X(arith, xori), X(arith, maxui),                  \
  X(arith, minui)
/* The op folds away when its operand 0 has the result type already. */
#define IDENTITY_FOLDERS(X)                                                                                  \
  X(tosa, reshape), X(tosa, resize), X(tosa, slice), X(tensor, extract_slice), X(tensor, insert_slice),      \
  X(tensor, expand_shape), X(tensor, collapse_shape)
/* The tosa reductions: a unit axis folds (the result has the input's
 * type), a constant input folds layerwise. */
#define TOSA_REDUCTIONS(X)                                                                                   \
  X(tosa, reduce_all), X(tosa, reduce_any), X(tosa, reduce_max), X(tosa, reduce_min),                        \
  X(tosa, reduce_product), X(tosa, reduce_sum)
/* Both operands extended the same way (arith.extui, arith.extsi): the
 * canonicalization runs the op on the narrow values (the rows
 * "op.canon.ext-ui", "op.canon.ext-si"). */
#define EXT_OPERANDS_NARROWED(X) X(arith, xori), X(arith, cmpi), X(arith, andi), X(arith, ori)
/* The ops arith-expand and math-expand-ops rewrite whatever their operands
 * (the rows "arith-expand.op", "math-expand.op"). */
#define EXPANDED_OPS(X)                                                                                      \
  X(arith, ceildivsi), X(arith, ceildivui), X(arith, floordivsi), X(arith, maximumf), X(arith, minimumf),    \
  X(arith, maxnumf), X(arith, minnumf), X(math, ctlz), X(math, sinh), X(math, cosh), X(math, tan),           \
  X(math, tanh), X(math, asinh), X(math, acosh), X(math, atanh), X(math, fma), X(math, ceil),                \
  X(math, exp2), X(math, roundeven), X(math, rsqrt), X(math, clampf)
/* clang-format on */

/* The row makers. */
#define OP_NAME(d_, op_) #d_ "." #op_
#define ROW_FOLD_CONST(d_, op_) UNC(OP_NAME(d_, op_) ".fold.const", OP_NAME(d_, op_))
#define ROW_FOLD_CONSTS(d_, op_) BOTHC(OP_NAME(d_, op_) ".fold.const", OP_NAME(d_, op_))
#define ROW_FOLD_SPLATS(d_, op_) CONST_OPD(OP_NAME(d_, op_) ".fold.const", OP_NAME(d_, op_), BOTH, C_SPLAT)
#define ROW_FOLD_SPLAT(d_, op_) SPLAT(OP_NAME(d_, op_) ".fold.splat-const", OP_NAME(d_, op_))
#define ROW_FOLD_SAME(d_, op_) SAME(OP_NAME(d_, op_) ".fold.same-operand", OP_NAME(d_, op_))
#define ROW_FOLD_ONE_RHS(d_, op_) RHS(OP_NAME(d_, op_) ".fold.one-rhs", OP_NAME(d_, op_), C_ONE)
#define ROW_FOLD_ZERO_RHS(d_, op_) RHS(OP_NAME(d_, op_) ".fold.zero-rhs", OP_NAME(d_, op_), C_ZERO)
#define ROW_FOLD_ZERO_COMM(d_, op_) CRHS(OP_NAME(d_, op_) ".fold.zero-rhs", OP_NAME(d_, op_), C_ZERO)
#define ROW_FOLD_IDENTITY(d_, op_) TEQ(OP_NAME(d_, op_) ".fold.identity", OP_NAME(d_, op_))
#define ROW_FOLD_UNIT_AXIS(d_, op_) TEQ(OP_NAME(d_, op_) ".fold.unit-axis", OP_NAME(d_, op_))
#define ROW_LAYERWISE_CONST(d_, op_) UNC(OP_NAME(d_, op_) ".layerwise.const", OP_NAME(d_, op_))
#define ROW_CANON_EXTUI(d_, op_)                                                                             \
  CHAIN_AT(OP_NAME(d_, op_) ".canon.ext-ui", OP_NAME(d_, op_), BOTH, "arith.extui")
#define ROW_CANON_EXTSI(d_, op_)                                                                             \
  CHAIN_AT(OP_NAME(d_, op_) ".canon.ext-si", OP_NAME(d_, op_), BOTH, "arith.extsi")
#define ROW_EXPANDED(d_, op_) ANY(#d_ "-expand." #op_, OP_NAME(d_, op_))

static const Det DETS[] = {
    /* --- the families (the lists above) --- */
    UNARY_CONST_FOLDERS(ROW_FOLD_CONST),
    BINARY_CONST_FOLDERS(ROW_FOLD_CONSTS),
    BINARY_SPLAT_FOLDERS(ROW_FOLD_SPLATS),
    SPLAT_FOLDERS(ROW_FOLD_SPLAT),
    SAME_OPERAND_FOLDERS(ROW_FOLD_SAME),
    ONE_RHS_FOLDERS(ROW_FOLD_ONE_RHS),
    ZERO_RHS_FOLDERS(ROW_FOLD_ZERO_RHS),
    COMMUTATIVE_ZERO_FOLDERS(ROW_FOLD_ZERO_COMM),
    IDENTITY_FOLDERS(ROW_FOLD_IDENTITY),
    TOSA_REDUCTIONS(ROW_FOLD_UNIT_AXIS),
    TOSA_REDUCTIONS(ROW_LAYERWISE_CONST),
    EXT_OPERANDS_NARROWED(ROW_CANON_EXTUI),
    EXT_OPERANDS_NARROWED(ROW_CANON_EXTSI),
    EXPANDED_OPS(ROW_EXPANDED),
    /* --- tosa folders and canonicalizations --- */
    CHAIN("tosa.conv2d.canon.fold-pad", "tosa.conv2d", "tosa.pad"),
    CHAIN("tosa.depthwise_conv2d.canon.fold-pad", "tosa.depthwise_conv2d", "tosa.pad"),
    CHAIN("tosa.max_pool2d.canon.fold-pad", "tosa.max_pool2d", "tosa.pad"),
    CHECK("tosa.max_pool2d.canon.noop", "tosa.max_pool2d", pool_unit),
    {.id = "tosa.concat.canon.single-input", .op = "tosa.concat", .nopd = 1},
    CHAIN("tosa.select.canon.not-predicate", "tosa.select", "tosa.logical_not"),
    CHAIN("tosa.transpose.canon.transpose-of-transpose", "tosa.transpose", "tosa.transpose"),
    CHECK("tosa.transpose.canon.is-reshape", "tosa.transpose", transpose_is_reshape),
    CHECK("tosa.clamp.canon.noop", "tosa.clamp", clamp_noop),
    CHAIN("tosa.clamp.canon.clamp-of-clamp", "tosa.clamp", "tosa.clamp"),
    CHAIN("tosa.slice.canon.slice-of-concat", "tosa.slice", "tosa.concat"),
    CHAIN("tosa.slice.canon.slice-of-pad", "tosa.slice", "tosa.pad"),
    CONST_OPD_TYPED("tosa.add.fold.zero-rhs", "tosa.add", O1, C_ZERO | C_NZERO, 1),
    CONST_OPD_TYPED("tosa.add.fold.zero-lhs", "tosa.add", O0, C_ZERO | C_NZERO, 2),
    CONST_OPD_TYPED("tosa.sub.fold.zero-rhs", "tosa.sub", O1, C_ZERO | C_NZERO, 1),
    CONST_OPD_TYPED("tosa.mul.fold.zero-lhs", "tosa.mul", O0, C_ZERO | C_NZERO, 2),
    CONST_OPD_TYPED("tosa.mul.fold.zero-rhs", "tosa.mul", O1, C_ZERO | C_NZERO, 1),
    CONST_OPD_TYPED("tosa.mul.fold.one-lhs", "tosa.mul", O0, C_ONE, 2),
    CONST_OPD_TYPED("tosa.mul.fold.one-rhs", "tosa.mul", O1, C_ONE, 1),
    CONST_OPD("tosa.intdiv.fold.zero-lhs", "tosa.intdiv", O0, C_ZERO),
    CONST_OPD_TYPED("tosa.intdiv.fold.one-rhs", "tosa.intdiv", O1, C_ONE, 1),
    CHECK("tosa.argmax.fold.unit-axis", "tosa.argmax", axis_is_unit),
    {.id = "tosa.equal.fold.same-int-operand", .op = "tosa.equal", .same_a = 1, .same_b = 2, .fn = opd0_int},
    TEQ("tosa.cast.fold.same-type", "tosa.cast"),
    CHECK("tosa.const.fold.attr", "tosa.const", dup_const),
    CHECK("tosa.const_shape.fold.attr", "tosa.const_shape", dup_const),
    CHAIN("tosa.reshape.fold.reshape-of-reshape", "tosa.reshape", "tosa.reshape"),
    CONST_OPD("tosa.reshape.fold.const-single-use", "tosa.reshape", O0, C_DENSE),
    CONST_OPD_TYPED("tosa.pad.fold.zero-padding", "tosa.pad", O1, C_ZERO, 1),
    CHECK("tosa.reverse.fold.unit-axis", "tosa.reverse", axis_is_unit),
    CONST_OPD("tosa.slice.fold.single-element-const", "tosa.slice", O0, C_DENSE),
    SAME_AT("tosa.select.fold.same-branches", "tosa.select", 2, 3),
    SPLAT("tosa.select.fold.const-predicate", "tosa.select"),
    TEQ("tosa.tile.fold.all-ones", "tosa.tile"),
    CHECK("tosa.transpose.fold.identity-perms", "tosa.transpose", perms_identity),
    CHAIN("tosa.negate.fold.double-negate", "tosa.negate", "tosa.negate"),
    CHAIN("tosa.abs.fold.abs-of-abs", "tosa.abs", "tosa.abs"),
    CHAIN_AT("tosa.concat.fold.concat-of-concat", "tosa.concat", EITHER, "tosa.concat"),
    CONST_OPD("tosa.transpose.layerwise.const", "tosa.transpose", O0, C_DENSE),
    CONST_OPD("tosa.reciprocal.layerwise.const", "tosa.reciprocal", O0, C_DENSE),
    /* --- tosa-optional-decompositions --- */
    HAS("tosa-decompose.transpose-conv2d-non-strided", "tosa.transpose_conv2d", "stride = array<i64: 1, 1>"),
    LACKS("tosa-decompose.transpose-conv2d-strided", "tosa.transpose_conv2d", "stride = array<i64: 1, 1>"),
    ANY("tosa-decompose.depthwise-1x1-to-mul", "tosa.depthwise_conv2d"),
    /* --- arith folders --- */
    CHECK("arith.constant.fold.attr", "arith.constant", dup_const),
    CONST_TO_RHS("arith.commutative.fold.const-to-rhs", COMMUTATIVE),
    CRHS("arith.muli.fold.one-rhs", "arith.muli", C_ONE),
    CRHS("arith.mului_extended.fold.one-rhs", "arith.mului_extended", C_ONE),
    CRHS("arith.andi.fold.all-ones-rhs", "arith.andi", C_ALLONES),
    CRHS("arith.ori.fold.all-ones-rhs", "arith.ori", C_ALLONES),
    CHAIN("arith.negf.fold.double-neg", "arith.negf", "arith.negf"),
    CRHS("arith.addf.fold.neg-zero", "arith.addf", C_NZERO),
    RHS("arith.subf.fold.pos-zero", "arith.subf", C_ZERO),
    CRHS("arith.mulf.fold.one-rhs", "arith.mulf", C_ONE),
    {.id = "arith.mulf.fold.zero-rhs-nnan-nsz",
     .op = "arith.mulf",
     .ka = COMM,
     .ma = C_ZERO | C_NZERO,
     .has = "nnan"},
    CRHS("arith.maximumf.fold.neg-inf", "arith.maximumf", C_NINF),
    CRHS("arith.minimumf.fold.pos-inf", "arith.minimumf", C_PINF),
    CRHS("arith.maxnumf.fold.nan-rhs", "arith.maxnumf", C_NAN),
    CRHS("arith.minnumf.fold.nan-rhs", "arith.minnumf", C_NAN),
    CRHS("arith.maxsi.fold.max-rhs", "arith.maxsi", C_SMAX),
    CRHS("arith.maxsi.fold.min-rhs", "arith.maxsi", C_SMIN),
    CRHS("arith.maxui.fold.max-rhs", "arith.maxui", C_ALLONES),
    CRHS("arith.minsi.fold.min-rhs", "arith.minsi", C_SMIN),
    CRHS("arith.minsi.fold.max-rhs", "arith.minsi", C_SMAX),
    CRHS("arith.minui.fold.max-rhs", "arith.minui", C_ALLONES),
    CHAIN("arith.extui.fold.ext-of-ext", "arith.extui", "arith.extui"),
    CHAIN("arith.extsi.fold.ext-of-ext", "arith.extsi", "arith.extsi"),
    {.id = "arith.extf.fold.trunc-ext-contract",
     .op = "arith.extf",
     .chain = O0,
     .inner = "arith.truncf",
     .inv = 1,
     .has = "contract"},
    CHAIN_CHECK("arith.trunci.fold.trunc-of-ext", "arith.trunci", "arith.extui|arith.extsi", trunc_ext_fold),
    CHAIN("arith.trunci.fold.trunc-of-trunc", "arith.trunci", "arith.trunci"),
    CHAIN("arith.truncf.fold.trunc-of-ext", "arith.truncf", "arith.extf"),
    TEQ("arith.cast.fold.identity", "arith.bitcast"),
    CONST_TO_RHS("arith.cmpi.fold.const-to-rhs", "arith.cmpi"),
    SAME_AT("arith.select.fold.same-branches", "arith.select", 2, 3),
    CONST_OPD("arith.select.fold.const-true", "arith.select", O0, C_ONE),
    CONST_OPD("arith.select.fold.const-false", "arith.select", O0, C_ZERO),
    SELECT_BRANCHES("arith.select.fold.i1-true-false", C_ONE, C_ZERO, "i1"),
    CONST_OPD("arith.select.fold.const-cond-elementwise", "arith.select", ALL, C_DENSE),
    /* --- arith canonicalizations --- */
    CONSTS_THROUGH("arith.addi.canon.add-add-const", "arith.addi", O0, "arith.addi", 2),
    CONSTS_THROUGH("arith.addi.canon.add-sub-const-rhs", "arith.addi", O0, "arith.subi", 2),
    CONSTS_THROUGH("arith.addi.canon.add-sub-const-lhs", "arith.addi", O0, "arith.subi", 1),
    CHAIN_CONST("arith.addi.canon.add-mul-neg1-rhs", "arith.addi", O1, "arith.muli", 2, C_MONE),
    CHAIN_CONST("arith.addi.canon.add-mul-neg1-lhs", "arith.addi", O0, "arith.muli", 2, C_MONE),
    CONSTS_THROUGH("arith.muli.canon.mul-mul-const", "arith.muli", O0, "arith.muli", 2),
    CONSTS_THROUGH("arith.subi.canon.rhs-add-const", "arith.subi", O0, "arith.addi", 2),
    CONSTS_THROUGH("arith.subi.canon.lhs-add-const", "arith.subi", O1, "arith.addi", 2),
    CONSTS_THROUGH("arith.subi.canon.rhs-sub-const-rhs", "arith.subi", O0, "arith.subi", 2),
    CONSTS_THROUGH("arith.subi.canon.rhs-sub-const-lhs", "arith.subi", O0, "arith.subi", 1),
    CONSTS_THROUGH("arith.subi.canon.lhs-sub-const-rhs", "arith.subi", O1, "arith.subi", 2),
    CONSTS_THROUGH("arith.subi.canon.lhs-sub-const-lhs", "arith.subi", O1, "arith.subi", 1),
    CHAIN_RHS("arith.xori.canon.not-cmpi", "arith.xori", "arith.cmpi", C_ALLONES),
    CHAIN("arith.select.canon.not-cond", "arith.select", "arith.xori"),
    SELECT_BRANCHES("arith.select.canon.i1-to-not", C_ZERO, C_ONE, "i1"),
    SELECT_BRANCHES("arith.select.canon.to-extui", C_ZERO | C_ONE, C_ZERO | C_ONE, "!i1"),
    CHAIN("arith.index_cast.canon.cast-of-cast", "arith.index_cast", "arith.index_cast"),
    CHAIN("arith.index_cast.canon.of-extsi", "arith.index_cast", "arith.extsi"),
    CHAIN("arith.index_castui.canon.cast-of-cast", "arith.index_castui", "arith.index_castui"),
    CHAIN("arith.index_castui.canon.of-extui", "arith.index_castui", "arith.extui"),
    CHAIN("arith.bitcast.canon.bitcast-of-bitcast", "arith.bitcast", "arith.bitcast"),
    CHAIN("arith.extsi.canon.of-extui", "arith.extsi", "arith.extui"),
    CHAIN_CHECK("arith.trunci.canon.of-extsi", "arith.trunci", "arith.extsi", trunc_ext_canon),
    CHAIN_CHECK("arith.trunci.canon.of-extui", "arith.trunci", "arith.extui", trunc_ext_canon),
    CHAIN("arith.trunci.canon.shrsi-to-shrui", "arith.trunci", "arith.shrsi"),
    CHAIN("arith.truncf.canon.of-sitofp", "arith.truncf", "arith.sitofp"),
    CHAIN("arith.truncf.canon.of-uitofp", "arith.truncf", "arith.uitofp"),
    CHAIN_AT("arith.mulf.canon.neg-neg", "arith.mulf", BOTH, "arith.negf"),
    CHAIN_AT("arith.divf.canon.neg-neg", "arith.divf", BOTH, "arith.negf"),
    CHAIN_RHS("arith.cmpf.canon.int-to-fp-const", "arith.cmpf", "arith.sitofp|arith.uitofp",
              C_CONST & ~C_NAN),
    /* --- arith-expand --- */
    ANY("arith-expand.scaling-extf", "arith.scaling_extf"),
    ANY("arith-expand.scaling-truncf", "arith.scaling_truncf"),
    HAS("arith-expand.bf16-extf", "arith.extf", "bf16 to"),
    HAS("arith-expand.bf16-truncf", "arith.truncf", "to bf16"),
    HAS("arith-expand.f8e8m0-extf", "arith.extf", "f8E8M0FNU to"),
    HAS("arith-expand.f8e8m0-truncf", "arith.truncf", "to f8E8M0FNU"),
    HAS("arith-expand.f4e2m1-extf", "arith.extf", "f4E2M1FN to"),
    HAS("arith-expand.f4e2m1-truncf", "arith.truncf", "to f4E2M1FN"),
    /* --- math-expand-ops --- */
    RHS("math-expand.powf.const-exponent", "math.powf", POW_SPECIAL),
    RHS("math-expand.powf.general", "math.powf", (C_CONST | C_NONCONST) & ~POW_SPECIAL),
    RHS("math-expand.fpowi.const-exponent", "math.fpowi", C_CONST),
    RHS("math-expand.fpowi.variable", "math.fpowi", C_NONCONST),
    {.id = "math-expand.round", .op = "math.round", .elem = "f32"},
    /* --- tensor --- */
    TEQ("tensor.cast.fold.identity", "tensor.cast|tensor.bitcast"),
    /* A constant index into a fully static tensor (its type is the only one on the line). */
    {.id = "tensor.dim.fold.static-extent", .op = "tensor.dim", .ka = O1, .ma = C_CONST, .lacks = "?"},
    {.id = "tensor.concat.fold.single-input", .op = "tensor.concat", .nopd = 1, .teq = 1},
    CHAIN("tensor.extract.fold.from-elements", "tensor.extract", "tensor.from_elements"),
    CONST_OPD("tensor.extract.fold.dense-const", "tensor.extract", O0, C_DENSE),
    CHAIN("tensor.extract.fold.after-insert", "tensor.extract", "tensor.insert"),
    CHAIN("tensor.extract_slice.fold.after-insert-slice", "tensor.extract_slice", "tensor.insert_slice"),
    CONST_OPD("tensor.from_elements.fold.const", "tensor.from_elements", ALL, C_CONST),
    TEQ("tensor.pad.fold.no-padding", "tensor.pad"),
    ANY("tensor.rank.fold.ranked", "tensor.rank"),
    CHAIN("tensor.reshape.fold.reshape-of-reshape", "tensor.reshape", "tensor.reshape"),
    CHAIN_TYPED("tensor.expand_shape.fold.inverse-collapse", "tensor.expand_shape", "tensor.collapse_shape",
                1),
    CHAIN_TYPED("tensor.collapse_shape.fold.inverse-expand", "tensor.collapse_shape", "tensor.expand_shape",
                1),
    CHAIN("tensor.bitcast.canon.chained", "tensor.bitcast", "tensor.bitcast"),
    CHAIN("tensor.cast.canon.chained", "tensor.cast", "tensor.cast"),
    {.id = "tensor.concat.canon.single-input-to-cast", .op = "tensor.concat", .nopd = 1, .teq = -1},
    CHAIN("tensor.extract.canon.from-cast", "tensor.extract", "tensor.cast"),
    CHAIN("tensor.extract.canon.from-index-cast", "tensor.extract", "arith.index_cast"),
    CHAIN("tensor.generate.canon.extract-from-generate", "tensor.extract", "tensor.generate"),
    CHAIN("tensor.expand_shape.canon.compose-expand-expand", "tensor.expand_shape", "tensor.expand_shape"),
    CHAIN_TYPED("tensor.expand_shape.canon.expand-of-collapse", "tensor.expand_shape",
                "tensor.collapse_shape", -1),
    CHAIN("tensor.expand_shape.canon.reshape-of-splat-op", "tensor.expand_shape", "tensor.splat"),
    CHAIN("tensor.expand_shape.canon.reshape-of-from-elements", "tensor.expand_shape",
          "tensor.from_elements"),
    CHAIN("tensor.collapse_shape.canon.compose-collapse-collapse", "tensor.collapse_shape",
          "tensor.collapse_shape"),
    CHAIN_TYPED("tensor.collapse_shape.canon.collapse-of-expand", "tensor.collapse_shape",
                "tensor.expand_shape", -1),
    CHAIN("tensor.collapse_shape.canon.reshape-of-splat-op", "tensor.collapse_shape", "tensor.splat"),
    CHAIN("tensor.collapse_shape.canon.reshape-of-from-elements", "tensor.collapse_shape",
          "tensor.from_elements"),
    CHAIN("tensor.collapse_shape.canon.of-cast", "tensor.collapse_shape", "tensor.cast"),
    CHAIN("tensor.extract_slice.canon.cast-source", "tensor.extract_slice", "tensor.cast"),
    CHAIN("tensor.pad.canon.source-cast", "tensor.pad", "tensor.cast"),
    CHAIN("tensor.pad.canon.consecutive-constant", "tensor.pad", "tensor.pad"),
    /* --- linalg --- */
    CHECK("linalg.transpose.fold.identity", "linalg.transpose", perms_identity),
    SAME("linalg.copy.canon.erase-self-copy", "linalg.copy"),
    CHAIN("linalg.fill.canon.fill-expand-shape", "tensor.expand_shape", "linalg.fill"),
    CHAIN("linalg.fill.canon.fill-collapse-shape", "tensor.collapse_shape", "linalg.fill"),
    CHAIN("linalg.fill.canon.pad-of-fill", "tensor.pad", "linalg.fill"),
    CHAIN("linalg.fill.canon.extract-of-fill", "tensor.extract", "linalg.fill"),
    CHAIN("linalg.fill.canon.pack-of-fill", "linalg.pack", "linalg.fill"),
    CHAIN("linalg.fill.canon.copy-of-fill", "linalg.copy", "linalg.fill"),
    CHAIN("linalg.fill.canon.transpose-of-fill", "linalg.transpose", "linalg.fill"),
    CHAIN_AT("linalg.fill.canon.concat-of-fills", "tensor.concat", ALL, "linalg.fill"),
    CHAIN("linalg.transpose.canon.transpose-of-transpose", "linalg.transpose", "linalg.transpose"),
    CHAIN("linalg.transpose.canon.swap-with-broadcast", "linalg.transpose", "linalg.broadcast"),
    HAS("linalg.broadcast.canon.erase-identity", "linalg.broadcast", "dimensions = []"),
    CHAIN("linalg.broadcast.canon.broadcast-of-broadcast", "linalg.broadcast", "linalg.broadcast"),
    CHAIN("linalg.pack.canon.pack-of-unpack", "linalg.pack", "linalg.unpack"),
    CHAIN("linalg.unpack.canon.unpack-of-pack", "linalg.unpack", "linalg.pack"),
};
#define NDETS ((int)(sizeof DETS / sizeof DETS[0]))

/* ------------------------------------------------------------------ table */

typedef struct Conv {
  char *pass, *op;
} Conv;

struct PatTable {
  PatRow *rows;
  int n;
  char *rowop[PAT_MAX_ROWS]; /* the op an op-level detector watches, or NULL */
  int det_row[NDETS];        /* row of each detector, -1 when the id is not in the table */
  Conv conv[128];            /* (pass, op): the pass removes the op by expansion or decomposition */
  int nconv;
};

static const char *HEADER[7] = {"id", "dialect", "op", "kind", "passes", "trigger", "generator"};

static char *dupn(const char *p, size_t n) {
  char *s = malloc(n + 1);
  if (!s) return NULL;
  memcpy(s, p, n);
  s[n] = 0;
  return s;
}

void pat_table_free(PatTable *t) {
  if (!t) return;
  for (int i = 0; i < t->n; i++) {
    PatRow *r = &t->rows[i];
    free(r->id), free(r->dialect), free(r->op), free(r->kind), free(r->passes), free(r->trigger);
    free(r->generator);
    free(t->rowop[i]);
  }
  for (int i = 0; i < t->nconv; i++)
    free(t->conv[i].pass), free(t->conv[i].op);
  free(t->rows);
  free(t);
}

/* The op an op-level detector can watch: a "dialect.op" op column, alone or
 * followed by a parenthesised remark. Constants have none: they disappear
 * whenever their users fold, which says nothing about their own folder. */
static char *row_op(const PatRow *r) {
  const char *p = r->op;
  size_t n = strcspn(p, " ,");
  if (!n || (p[n] && strncmp(p + n, " (", 2) != 0)) return NULL;
  if (!memchr(p, '.', n)) return NULL;
  for (size_t i = 0; i < n; i++)
    if (!(islower((unsigned char)p[i]) || isdigit((unsigned char)p[i]) || p[i] == '_' || p[i] == '.'))
      return NULL;
  char *s = dupn(p, n);
  if (s && is_const_op(s)) {
    free(s);
    return NULL;
  }
  return s;
}

static bool in_list(const char *list, const char *pass, size_t *entry_len, bool *fold_only) {
  size_t pl = strlen(pass);
  for (const char *p = list; p && *p;) {
    const char *e = strchr(p, ',');
    size_t l = e ? (size_t)(e - p) : strlen(p);
    size_t nl = l;
    const char *colon = memchr(p, ':', l);
    if (colon) nl = (size_t)(colon - p);
    if (nl == pl && !memcmp(p, pass, pl)) {
      if (entry_len) *entry_len = l;
      if (fold_only) *fold_only = colon != NULL;
      return true;
    }
    p = e ? e + 1 : NULL;
  }
  return false;
}

static void bind(PatTable *t) {
  for (int i = 0; i < t->n; i++) {
    PatRow *r = &t->rows[i];
    t->rowop[i] = row_op(r);
    bool expands = !strcmp(r->kind, "expansion") || !strcmp(r->kind, "decomposition");
    /* Expansions that need a pass option the presets do not set
     * ("only with include-bf16: ...") remove nothing in a campaign. */
    if (expands && strncmp(r->trigger, "only with", 9) != 0 && t->rowop[i] &&
        t->nconv < (int)(sizeof t->conv / sizeof t->conv[0])) {
      /* Remember (pass, op) for every pass of the row. */
      for (const char *p = r->passes; p && *p && t->nconv < 128;) {
        const char *e = strchr(p, ',');
        size_t l = e ? (size_t)(e - p) : strlen(p);
        t->conv[t->nconv].pass = dupn(p, l);
        t->conv[t->nconv++].op = strdup(t->rowop[i]);
        p = e ? e + 1 : NULL;
      }
    }
    r->detector = t->rowop[i] ? PAT_OPLEVEL : PAT_NONE;
  }
  for (int k = 0; k < NDETS; k++) {
    t->det_row[k] = pat_table_find(t, DETS[k].id);
    if (t->det_row[k] >= 0) t->rows[t->det_row[k]].detector = PAT_EXACT;
  }
}

PatTable *pat_table_parse(const char *text, size_t len, const char *what, Diag *d) {
  PatTable *t = calloc(1, sizeof *t);
  if (!t) {
    diag_set(d, TVF_ENOMEM, "%s: out of memory", what);
    return NULL;
  }
  int cap = 0, lineno = 0;
  bool header = false;
  const char *end = text + len;
  for (const char *s = text; s < end;) {
    const char *e = memchr(s, '\n', (size_t)(end - s));
    if (!e) e = end;
    lineno++;
    const char *le = e > s && e[-1] == '\r' ? e - 1 : e;
    const char *f[7];
    size_t fl[7];
    int nf = 0;
    for (const char *p = s; nf < 8;) {
      const char *tab = memchr(p, '\t', (size_t)(le - p));
      const char *fe = tab ? tab : le;
      if (nf < 7) f[nf] = p, fl[nf] = (size_t)(fe - p);
      nf++;
      if (!tab) break;
      p = tab + 1;
    }
    s = e < end ? e + 1 : end;
    if (nf == 1 && fl[0] == 0) continue; /* a blank line */
    if (nf != 7) {
      diag_set(d, TVF_EINPUT, "%s:%d: expected 7 tab-separated fields, found %d", what, lineno, nf);
      pat_table_free(t);
      return NULL;
    }
    if (!header) {
      for (int k = 0; k < 7; k++)
        if (fl[k] != strlen(HEADER[k]) || memcmp(f[k], HEADER[k], fl[k]) != 0) {
          diag_set(d, TVF_EINPUT, "%s:%d: expected the header 'id dialect op kind passes trigger generator'",
                   what, lineno);
          pat_table_free(t);
          return NULL;
        }
      header = true;
      continue;
    }
    if (fl[0] == 0) {
      diag_set(d, TVF_EINPUT, "%s:%d: empty pattern id", what, lineno);
      pat_table_free(t);
      return NULL;
    }
    if (t->n == PAT_MAX_ROWS) {
      diag_set(d, TVF_EINPUT, "%s:%d: more than %d patterns", what, lineno, PAT_MAX_ROWS);
      pat_table_free(t);
      return NULL;
    }
    for (int i = 0; i < t->n; i++)
      if (strlen(t->rows[i].id) == fl[0] && !memcmp(t->rows[i].id, f[0], fl[0])) {
        diag_set(d, TVF_EINPUT, "%s:%d: duplicate pattern id '%s'", what, lineno, t->rows[i].id);
        pat_table_free(t);
        return NULL;
      }
    if (t->n == cap) {
      cap = cap ? cap * 2 : 128;
      PatRow *nr = realloc(t->rows, sizeof *nr * (size_t)cap);
      if (!nr) {
        diag_set(d, TVF_ENOMEM, "%s: out of memory", what);
        pat_table_free(t);
        return NULL;
      }
      t->rows = nr;
    }
    PatRow *r = &t->rows[t->n];
    memset(r, 0, sizeof *r);
    char **dst[7] = {&r->id, &r->dialect, &r->op, &r->kind, &r->passes, &r->trigger, &r->generator};
    for (int k = 0; k < 7; k++)
      *dst[k] = dupn(f[k], fl[k]);
    t->n++;
    if (!r->id || !r->generator) {
      diag_set(d, TVF_ENOMEM, "%s: out of memory", what);
      pat_table_free(t);
      return NULL;
    }
  }
  if (!header) {
    diag_set(d, TVF_EINPUT, "%s: empty pattern table (no header line)", what);
    pat_table_free(t);
    return NULL;
  }
  bind(t);
  return t;
}

PatTable *pat_table_load_file(const char *path, Diag *d) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    diag_set(d, TVF_EIO, "%s: cannot read the pattern table: %s", path, strerror(errno));
    return NULL;
  }
  char *buf = NULL;
  size_t len = 0, cap = 0;
  for (;;) {
    if (len + 4096 > cap) {
      cap = cap ? cap * 2 : 65536;
      char *nb = realloc(buf, cap);
      if (!nb) {
        free(buf);
        fclose(f);
        diag_set(d, TVF_ENOMEM, "%s: out of memory", path);
        return NULL;
      }
      buf = nb;
    }
    size_t n = fread(buf + len, 1, cap - len, f);
    len += n;
    if (n == 0) break;
  }
  bool err = ferror(f);
  fclose(f);
  if (err) {
    free(buf);
    diag_set(d, TVF_EIO, "%s: read error", path);
    return NULL;
  }
  PatTable *t = pat_table_parse(buf, len, path, d);
  free(buf);
  return t;
}

const PatTable *pat_table_builtin(Diag *d) {
  static PatTable *t;
  if (!t)
    t = pat_table_parse(tvf_gen_coverage_tsv, tvf_gen_coverage_tsv_len, "docs/gen-coverage.tsv (built in)",
                        d);
  return t;
}

int pat_table_rows(const PatTable *t) { return t ? t->n : 0; }
const PatRow *pat_table_row(const PatTable *t, int i) { return t && i >= 0 && i < t->n ? &t->rows[i] : NULL; }

int pat_table_find(const PatTable *t, const char *id) {
  for (int i = 0; t && i < t->n; i++)
    if (!strcmp(t->rows[i].id, id)) return i;
  return -1;
}

int pat_table_count_detectors(const PatTable *t, PatPrecision p) {
  int n = 0;
  for (int i = 0; t && i < t->n; i++)
    n += t->rows[i].detector == p;
  return n;
}

int pat_table_unbound(const PatTable *t, const char **first) {
  int n = 0;
  if (first) *first = NULL;
  for (int k = 0; k < NDETS; k++)
    if (t->det_row[k] < 0) {
      if (first && !*first) *first = DETS[k].id;
      n++;
    }
  return n;
}

/* ------------------------------------------------------------------ detection */

/* Does the pass remove op by converting it (a lowering, an expansion, the
 * generalization of named ops)? Then its disappearance says nothing about
 * the row's folder. */
static bool converts(const PatTable *t, const char *pass, const char *op) {
  if (!op) return false;
  if (!strncmp(pass, "tosa-to-", 8) && !strncmp(op, "tosa.", 5)) return true;
  bool linalg = !strncmp(op, "linalg.", 7);
  if (!strcmp(pass, "linalg-generalize-named-ops") && linalg && strcmp(op, "linalg.generic") &&
      strcmp(op, "linalg.yield") && strcmp(op, "linalg.index"))
    return true;
  if ((!strcmp(pass, "linalg-specialize-generic-ops") || !strcmp(pass, "linalg-fuse-elementwise-ops") ||
       !strcmp(pass, "linalg-fold-unit-extent-dims")) &&
      !strcmp(op, "linalg.generic"))
    return true;
  if (!strcmp(pass, "linalg-fold-into-elementwise") && linalg) return true;
  for (int i = 0; i < t->nconv; i++) {
    const char *cp = t->conv[i].pass;
    size_t l = strcspn(cp, ":");
    if (strlen(pass) == l && !strncmp(cp, pass, l) && !strcmp(t->conv[i].op, op)) return true;
  }
  return false;
}

/* The row runs under this pass, and the pass does not remove `op` (the op
 * the evidence is about) for another reason. */
static bool runs_under(const PatTable *t, int row, const char *pass, const char *op) {
  const PatRow *r = &t->rows[row];
  if (!in_list(r->passes, pass, NULL, NULL)) return false;
  if (!strcmp(r->kind, "expansion") || !strcmp(r->kind, "decomposition")) return true;
  return !converts(t, pass, op);
}

/* The first '|' alternative of a detector's op. */
static void first_alt(const char *alts, char *out) {
  size_t l = alts ? strcspn(alts, "|") : 0;
  if (l >= NAME_LEN) l = NAME_LEN - 1;
  memcpy(out, alts ? alts : "", l);
  out[l] = 0;
}

static int count_matches(const PIR *ir, const Det *d) {
  int n = 0;
  for (int i = 0; i < ir->n; i++)
    n += det_match(ir, i, d);
  return n;
}

int pat_detect(const PatTable *t, const char *pass, const char *src, const char *tgt, PatHit *hits, int max) {
  if (!t || !pass || !src || !tgt || max <= 0) return 0;
  PIR a, b;
  pir_parse(&a, src);
  pir_parse(&b, tgt);
  unsigned char *prec = calloc((size_t)t->n, 1);
  /* Per op name: trigger instances the exact detectors saw consumed. */
  PName *expl = calloc(NDETS, sizeof *expl);
  int nexpl = 0;
  if (!prec || !expl) goto done;
  for (int k = 0; k < NDETS; k++) {
    int row = t->det_row[k];
    if (row < 0) continue;
    const Det *d = &DETS[k];
    char op[NAME_LEN];
    first_alt(d->op, op);
    if (!runs_under(t, row, pass, op)) continue;
    /* Cheap reject: the op is in neither module. */
    if (d->op && !strchr(d->op, '|') && !count_op(&a, d->op)) continue;
    int cs = count_matches(&a, d);
    if (!cs) continue;
    int ct = count_matches(&b, d);
    if (cs <= ct) continue;
    prec[row] = PAT_EXACT;
    int e = 0;
    while (e < nexpl && strcmp(expl[e].name, op))
      e++;
    if (e == nexpl) {
      snprintf(expl[nexpl].name, NAME_LEN, "%s", op);
      expl[nexpl++].count = 0;
    }
    expl[e].count += cs - ct;
  }
  for (int row = 0; row < t->n; row++) {
    const char *op = t->rowop[row];
    if (prec[row] || !op || !runs_under(t, row, pass, op)) continue;
    /* When region-holding ops vanished (a dead linalg.generic erased, two
     * fused into one), the ops of their bodies went with them: only the
     * ops outside regions count then. */
    int drop = a.holders > b.holders ? count_live(&a, op, true) - count_top(&b, op)
                                     : count_live(&a, op, false) - count_op(&b, op);
    if (drop <= 0) continue;
    for (int e = 0; e < nexpl; e++)
      if (!strcmp(expl[e].name, op)) drop -= expl[e].count;
    if (drop > 0) prec[row] = PAT_OPLEVEL;
  }
done:;
  int n = 0;
  for (int row = 0; prec && row < t->n && n < max; row++)
    if (prec[row]) hits[n++] = (PatHit){row, (PatPrecision)prec[row]};
  free(prec);
  free(expl);
  pir_free(&a);
  pir_free(&b);
  return n;
}
