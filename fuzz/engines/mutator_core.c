/*
 * mutator_core.c: the engine-neutral custom mutator (see mutator_core.h).
 *
 * Layout: a splitmix64 PRNG seeded from the caller's seed (the only source of randomness), a small
 * growable byte buffer, the byte-stream mutator, then the MLIR text mutator: a line parser that
 * recognises "op lines" (`%r = dialect.op %a, %b {attrs} : (T, T) -> T`, the generic
 * `"dialect.op"(...)` form and linalg `ins(...)` lists), the individual structural edits, the
 * parse-or-dummy fallback and the crossover. Every edit is written into a fresh buffer and copied
 * back only when it fits max_size, so the caller's buffer is never overrun.
 */
#include "fuzz/engines/mutator_core.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- PRNG ---- */

typedef struct Rng {
  uint64_t s;
} Rng;

static uint64_t rng_next(Rng *r) {
  uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Uniform-enough choice in [0, n); 0 when n == 0. */
static size_t rng_below(Rng *r, size_t n) { return n ? (size_t)(rng_next(r) % n) : 0; }

static void rng_init(Rng *r, uint32_t seed, uint32_t salt) {
  r->s = ((uint64_t)seed << 32) ^ salt ^ 0x5deece66dull;
  (void)rng_next(r);
}

/* ---- byte buffer ---- */

typedef struct Buf {
  uint8_t *p;
  size_t n, cap;
  bool oom; /* sticky: an append failed */
} Buf;

static void buf_reserve(Buf *b, size_t need) {
  if (b->oom || need <= b->cap) return;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < need)
    cap *= 2;
  uint8_t *p = realloc(b->p, cap);
  if (!p) {
    b->oom = true;
    return;
  }
  b->p = p;
  b->cap = cap;
}

static void buf_put(Buf *b, const void *s, size_t n) {
  if (!n) return;
  buf_reserve(b, b->n + n);
  if (b->oom) return;
  memcpy(b->p + b->n, s, n);
  b->n += n;
}

static void buf_puts(Buf *b, const char *s) { buf_put(b, s, strlen(s)); }

/* Copy b into out if it fits; returns true on success. */
static bool buf_commit(const Buf *b, uint8_t *out, size_t max, size_t *out_n) {
  if (b->oom || b->n > max || b->n == 0) return false;
  memcpy(out, b->p, b->n);
  *out_n = b->n;
  return true;
}

/* ---- names ---- */

const char *tvf_mut_kind_name(TvfMutKind k) { return k == TVF_MUT_MLIR ? "mlir" : "bytes"; }

int tvf_mut_kind_from_name(const char *s) {
  if (!s) return -1;
  if (!strcmp(s, "bytes") || !strcmp(s, "gen")) return TVF_MUT_BYTES;
  if (!strcmp(s, "mlir")) return TVF_MUT_MLIR;
  return -1;
}

static bool mem_has(const uint8_t *d, size_t n, const char *needle) {
  size_t k = strlen(needle);
  if (k > n) return false;
  for (size_t i = 0; i + k <= n; i++)
    if (d[i] == (uint8_t)needle[0] && memcmp(d + i, needle, k) == 0) return true;
  return false;
}

TvfMutKind tvf_mut_guess_kind(const uint8_t *data, size_t size) {
  if (!data || !size) return TVF_MUT_BYTES;
  size_t printable = 0;
  for (size_t i = 0; i < size; i++) {
    uint8_t c = data[i];
    if ((c >= 32 && c < 127) || c == '\n' || c == '\t' || c == '\r') printable++;
  }
  if (printable * 100 < size * 95) return TVF_MUT_BYTES;
  if (mem_has(data, size, "func.func") || mem_has(data, size, "tosa.") || mem_has(data, size, "linalg."))
    return TVF_MUT_MLIR;
  return TVF_MUT_BYTES;
}

/* ---- byte-stream mutations (fz_target_gen) ---- */

static const uint8_t interesting_bytes[] = {0, 1, 2, 3, 4, 7, 8, 0x10, 0x20, 0x40, 0x7f, 0x80, 0xfe, 0xff};

/* One byte-level edit of d[0..n) (capacity max). Returns the new size; *desc names the edit. */
static size_t bytes_edit(uint8_t *d, size_t n, size_t max, Rng *r, const char **desc) {
  for (int attempt = 0; attempt < 16; attempt++) {
    size_t op = rng_below(r, 100);
    if (op < 15 && n > 0) { /* flip one bit: one decision moves */
      d[rng_below(r, n)] ^= (uint8_t)(1u << rng_below(r, 8));
      *desc = "byte-flip";
      return n;
    }
    if (op < 30 && n > 0) { /* small increment/decrement: the neighbouring choice */
      size_t i = rng_below(r, n);
      int delta = 1 + (int)rng_below(r, 4);
      d[i] = (uint8_t)(rng_below(r, 2) ? d[i] + delta : d[i] - delta);
      *desc = "byte-inc";
      return n;
    }
    if (op < 42 && n > 0) { /* random byte */
      d[rng_below(r, n)] = (uint8_t)rng_next(r);
      *desc = "byte-random";
      return n;
    }
    if (op < 52 && n > 0) { /* interesting byte: first/last choices, powers of two */
      d[rng_below(r, n)] = interesting_bytes[rng_below(r, sizeof interesting_bytes)];
      *desc = "byte-interesting";
      return n;
    }
    if (op < 58 && n > 1) { /* swap two bytes */
      size_t i = rng_below(r, n), j = rng_below(r, n);
      uint8_t t = d[i];
      d[i] = d[j];
      d[j] = t;
      *desc = "byte-swap";
      return n;
    }
    if (op < 68 && n < max) { /* insert 1..8 random bytes: later decisions shift */
      size_t k = 1 + rng_below(r, 8);
      if (k > max - n) k = max - n;
      size_t at = rng_below(r, n + 1);
      memmove(d + at + k, d + at, n - at);
      for (size_t i = 0; i < k; i++)
        d[at + i] = (uint8_t)rng_next(r);
      *desc = "chunk-insert";
      return n + k;
    }
    if (op < 78 && n > 0) { /* delete 1..16 bytes */
      size_t k = 1 + rng_below(r, n < 16 ? n : 16);
      size_t at = rng_below(r, n - k + 1);
      memmove(d + at, d + at + k, n - at - k);
      *desc = "chunk-delete";
      return n - k;
    }
    if (op < 86 && n > 0 && n < max) { /* duplicate a chunk: repeat a production's decisions */
      size_t k = 1 + rng_below(r, n < 32 ? n : 32);
      if (k > max - n) k = max - n;
      size_t from = rng_below(r, n - k + 1), at = rng_below(r, n + 1);
      uint8_t tmp[32];
      memcpy(tmp, d + from, k);
      memmove(d + at + k, d + at, n - at);
      memcpy(d + at, tmp, k);
      *desc = "chunk-duplicate";
      return n + k;
    }
    if (op < 91 && n > 1) { /* overwrite a chunk with another part of the input */
      size_t k = 1 + rng_below(r, n / 2 < 32 ? n / 2 : 32);
      size_t from = rng_below(r, n - k + 1), to = rng_below(r, n - k + 1);
      memmove(d + to, d + from, k);
      *desc = "chunk-overwrite";
      return n;
    }
    if (op < 95 && n > 1) { /* truncate: the program ends with default decisions */
      size_t keep = n / 2 + rng_below(r, n - n / 2);
      *desc = "truncate";
      return keep ? keep : 1;
    }
    if (n < max) { /* append 1..16 random bytes: a longer program */
      size_t k = 1 + rng_below(r, 16);
      if (k > max - n) k = max - n;
      for (size_t i = 0; i < k; i++)
        d[n + i] = (uint8_t)rng_next(r);
      *desc = "append";
      return n + k;
    }
  }
  /* max == n == 0 or every draw inapplicable: nothing to do. */
  *desc = "none";
  return n;
}

static size_t mutate_bytes(uint8_t *d, size_t n, size_t max, Rng *r, const char **desc) {
  /* Mostly one edit (small changes stay small); sometimes a short stack. */
  size_t rounds = rng_below(r, 5) == 0 ? 2 + rng_below(r, 2) : 1;
  for (size_t i = 0; i < rounds; i++)
    n = bytes_edit(d, n, max, r, desc);
  if (rounds > 1) *desc = "byte-stack";
  return n;
}

/* ---- MLIR text: op families ---- */

/* Families of op names that take the same operands and produce the same result type, so that a
 * replacement usually still verifies (whatever does not is rejected cheaply by the target). */
static const char *const fam_tosa_binary[] = {
    "tosa.add", "tosa.sub", "tosa.maximum", "tosa.minimum", "tosa.pow", "tosa.intdiv", NULL};
static const char *const fam_tosa_unary_fp[] = {
    "tosa.exp", "tosa.log", "tosa.floor",      "tosa.ceil",  "tosa.tanh", "tosa.sigmoid",  "tosa.erf",
    "tosa.sin", "tosa.cos", "tosa.reciprocal", "tosa.rsqrt", "tosa.abs",  "tosa.identity", NULL};
static const char *const fam_tosa_unary_int[] = {"tosa.bitwise_not", "tosa.clz", "tosa.abs", "tosa.identity",
                                                 NULL};
static const char *const fam_tosa_cmp[] = {"tosa.equal", "tosa.greater", "tosa.greater_equal", NULL};
static const char *const fam_tosa_logical[] = {"tosa.logical_and", "tosa.logical_or", "tosa.logical_xor",
                                               NULL};
static const char *const fam_tosa_bitwise[] = {"tosa.bitwise_and",         "tosa.bitwise_or",
                                               "tosa.bitwise_xor",         "tosa.logical_left_shift",
                                               "tosa.logical_right_shift", NULL};
static const char *const fam_tosa_reduce[] = {"tosa.reduce_sum", "tosa.reduce_product", "tosa.reduce_max",
                                              "tosa.reduce_min", NULL};
static const char *const fam_tosa_reduce_bool[] = {"tosa.reduce_all", "tosa.reduce_any", NULL};
static const char *const fam_arith_float[] = {
    "arith.addf",     "arith.subf",    "arith.mulf",    "arith.divf", "arith.maximumf",
    "arith.minimumf", "arith.maxnumf", "arith.minnumf", "arith.remf", NULL};
static const char *const fam_arith_int[] = {
    "arith.addi",  "arith.subi",  "arith.muli",  "arith.andi", "arith.ori",   "arith.xori",  "arith.maxsi",
    "arith.minsi", "arith.maxui", "arith.minui", "arith.shli", "arith.shrsi", "arith.shrui", NULL};
static const char *const fam_math_unary[] = {
    "math.exp",  "math.log", "math.sqrt", "math.rsqrt", "math.tanh",  "math.absf", "math.floor",
    "math.ceil", "math.sin", "math.cos",  "math.erf",   "arith.negf", NULL};
static const char *const fam_linalg_binary[] = {"linalg.add", "linalg.sub", "linalg.mul",  "linalg.div",
                                                "linalg.max", "linalg.min", "linalg.powf", NULL};
static const char *const fam_linalg_unary[] = {
    "linalg.exp",  "linalg.log",   "linalg.abs",  "linalg.ceil", "linalg.floor",      "linalg.negf",
    "linalg.sqrt", "linalg.rsqrt", "linalg.tanh", "linalg.erf",  "linalg.reciprocal", "linalg.square",
    NULL};
/* Keyword families (cmpf/cmpi predicates, nan modes) use the same replacement machinery. */
static const char *const fam_cmpf[] = {"oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
                                       "ugt", "uge", "ult", "ule", "une", "uno", NULL};
static const char *const fam_cmpi[] = {"eq",  "ne",  "slt", "sle", "sgt", "sge",
                                       "ult", "ule", "ugt", "uge", NULL};
static const char *const fam_nan[] = {"PROPAGATE", "IGNORE", NULL};

static const char *const *const op_families[] = {
    fam_tosa_binary,  fam_tosa_unary_fp, fam_tosa_unary_int,   fam_tosa_cmp,    fam_tosa_logical,
    fam_tosa_bitwise, fam_tosa_reduce,   fam_tosa_reduce_bool, fam_arith_float, fam_arith_int,
    fam_math_unary,   fam_linalg_binary, fam_linalg_unary};
#define N_OP_FAMILIES ((int)(sizeof op_families / sizeof op_families[0]))

static bool tok_eq(const char *s, size_t n, const char *lit) {
  return strlen(lit) == n && memcmp(s, lit, n) == 0;
}

/* Family containing name; with several (tosa.abs is in two), the first. */
int tvf_mut_op_family(const char *name, size_t len) {
  for (int f = 0; f < N_OP_FAMILIES; f++)
    for (const char *const *m = op_families[f]; *m; m++)
      if (tok_eq(name, len, *m)) return f;
  return -1;
}

static int family_size(const char *const *fam) {
  int n = 0;
  while (fam[n])
    n++;
  return n;
}

/* Another member of fam than (s, n); NULL if the family has one member. */
static const char *family_other(const char *const *fam, const char *s, size_t n, Rng *r) {
  int k = family_size(fam);
  if (k < 2) return NULL;
  for (int tries = 0; tries < 8; tries++) {
    const char *c = fam[rng_below(r, (size_t)k)];
    if (!tok_eq(s, n, c)) return c;
  }
  for (int i = 0; i < k; i++)
    if (!tok_eq(s, n, fam[i])) return fam[i];
  return NULL;
}

/* ---- MLIR text: lexing helpers ---- */

static bool is_alpha(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_hex(int c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
static bool is_ident(int c) { return is_alpha(c) || is_digit(c) || c == '_' || c == '$'; }
static bool is_ident_dot(int c) { return is_ident(c) || c == '.'; }

/* The text being mutated, with a mask of bytes that are inside // comments (never mutated). */
typedef struct Text {
  const char *s;
  size_t n;
  uint8_t *comment; /* comment[i] != 0: byte i is in a comment (NULL if allocation failed) */
} Text;

static void text_init(Text *t, const uint8_t *d, size_t n) {
  t->s = (const char *)d;
  t->n = n;
  t->comment = calloc(n ? n : 1, 1);
  if (!t->comment) return;
  bool in_comment = false, in_string = false;
  for (size_t i = 0; i < n; i++) {
    char c = t->s[i];
    if (c == '\n') {
      in_comment = in_string = false;
      continue;
    }
    if (!in_comment && c == '"') in_string = !in_string;
    if (!in_comment && !in_string && c == '/' && i + 1 < n && t->s[i + 1] == '/') in_comment = true;
    if (in_comment) t->comment[i] = 1;
  }
}

static void text_free(Text *t) { free(t->comment); }

static bool in_comment(const Text *t, size_t i) { return !t->comment || t->comment[i]; }

/* A span of the text. */
typedef struct Span {
  size_t b, e;
} Span;

/* Collected candidate spans (bounded: mutation needs a sample, not all of them). */
#define MAX_CANDS 512
typedef struct Cands {
  Span s[MAX_CANDS];
  int fam[MAX_CANDS]; /* family or kind tag per span */
  size_t n, seen;     /* kept, seen in total (reservoir sampling keeps the pick uniform) */
} Cands;

static void cands_add(Cands *c, size_t b, size_t e, int fam, Rng *r) {
  c->seen++;
  if (c->n < MAX_CANDS) {
    c->s[c->n].b = b;
    c->s[c->n].e = e;
    c->fam[c->n++] = fam;
    return;
  }
  size_t j = rng_below(r, c->seen);
  if (j < MAX_CANDS) {
    c->s[j].b = b;
    c->s[j].e = e;
    c->fam[j] = fam;
  }
}

/* Output = text with [b, e) replaced by rep (rep_n bytes). */
static void splice_out(Buf *o, const Text *t, size_t b, size_t e, const char *rep, size_t rep_n) {
  buf_put(o, t->s, b);
  buf_put(o, rep, rep_n);
  buf_put(o, t->s + e, t->n - e);
}

/* ---- op-line parser ---- */

typedef struct OpLine {
  size_t line_b, line_e; /* the line, without its '\n' */
  Span res;              /* "%name" when the line defines exactly one named result, else empty */
  Span name;             /* op name (without quotes) */
  Span opnd[8];          /* SSA operands of the custom/generic operand list */
  int nopnd;
  Span rest;     /* between the operands and the signature ':' (attributes), trimmed */
  size_t sig;    /* index of the signature ':' (0 when there is none) */
  Span types[8]; /* entries of a parenthesised operand type list "(T1, T2)" */
  int ntypes;
  bool region;     /* the line opens a region (ends with '{') */
  bool terminator; /* yield / return */
} OpLine;

static size_t skip_sp(const Text *t, size_t i, size_t e) {
  while (i < e && (t->s[i] == ' ' || t->s[i] == '\t'))
    i++;
  return i;
}

/* Read an SSA value token "%name", "%name#1" at i; returns its end or i when none. */
static size_t read_ssa(const Text *t, size_t i, size_t e) {
  if (i >= e || t->s[i] != '%') return i;
  size_t j = i + 1;
  while (j < e && (is_ident(t->s[j]) || t->s[j] == '#' || t->s[j] == '.'))
    j++;
  return j > i + 1 ? j : i;
}

/* Find the first ':' at bracket depth 0 in [i, e); e when none. */
static size_t find_top_colon(const Text *t, size_t i, size_t e) {
  int depth = 0;
  bool str = false;
  for (; i < e; i++) {
    char c = t->s[i];
    if (c == '"') str = !str;
    if (str) continue;
    if (c == '{' || c == '(' || c == '[' || c == '<')
      depth++;
    else if (c == '}' || c == ')' || c == ']' || (c == '>' && i > 0 && t->s[i - 1] != '-'))
      depth--;
    else if (c == ':' && depth == 0)
      return i;
    if (depth < 0) return e;
  }
  return e;
}

/* Split "(T1, T2, ...)" starting at '(' into entries at depth-1 commas. */
static int split_types(const Text *t, size_t i, size_t e, Span *out, int max) {
  if (i >= e || t->s[i] != '(') return 0;
  int depth = 0, n = 0;
  size_t start = i + 1;
  for (size_t j = i; j < e; j++) {
    char c = t->s[j];
    if (c == '(' || c == '<' || c == '[' || c == '{')
      depth++;
    else if (c == ')' || (c == '>' && t->s[j - 1] != '-') || c == ']' || c == '}') {
      depth--;
      if (depth == 0) {
        if (j > start && n < max) out[n++] = (Span){skip_sp(t, start, j), j};
        return n;
      }
    } else if (c == ',' && depth == 1) {
      if (n < max) out[n++] = (Span){skip_sp(t, start, j), j};
      start = j + 1;
    }
  }
  return 0; /* unbalanced */
}

/* Parse the line [b, e) as an op line. false for blank lines, comments, block labels, braces. */
static bool parse_op_line(const Text *t, size_t b, size_t e, OpLine *ol) {
  memset(ol, 0, sizeof *ol);
  ol->line_b = b;
  ol->line_e = e;
  size_t i = skip_sp(t, b, e);
  if (i >= e || in_comment(t, i)) return false;
  /* Results: "%a = ", "%a:2 = ", "%a, %b = ". */
  if (t->s[i] == '%') {
    size_t j = read_ssa(t, i, e);
    if (j == i) return false;
    Span first = {i, j};
    int nres = 1;
    if (j < e && t->s[j] == ':') {
      nres = 2; /* packed results */
      j++;
      while (j < e && is_digit(t->s[j]))
        j++;
    }
    j = skip_sp(t, j, e);
    while (j < e && t->s[j] == ',') {
      nres++;
      j = skip_sp(t, j + 1, e);
      size_t k = read_ssa(t, j, e);
      if (k == j) return false;
      j = skip_sp(t, k, e);
    }
    if (j >= e || t->s[j] != '=') return false;
    if (nres == 1) ol->res = first;
    i = skip_sp(t, j + 1, e);
  }
  /* Op name: custom "dialect.op" or generic "\"dialect.op\"". */
  bool generic = false;
  if (i < e && t->s[i] == '"') {
    generic = true;
    size_t j = i + 1;
    while (j < e && t->s[j] != '"')
      j++;
    if (j >= e) return false;
    ol->name = (Span){i + 1, j};
    i = j + 1;
  } else {
    size_t j = i;
    if (j >= e || !is_alpha(t->s[j])) return false;
    while (j < e && is_ident_dot(t->s[j]))
      j++;
    ol->name = (Span){i, j};
    i = j;
  }
  size_t nl = ol->name.e - ol->name.b;
  const char *nm = t->s + ol->name.b;
  if (!memchr(nm, '.', nl) && !tok_eq(nm, nl, "return")) return false;
  ol->terminator = tok_eq(nm, nl, "return") || (nl >= 6 && memcmp(nm + nl - 6, ".yield", 6) == 0) ||
                   tok_eq(nm, nl, "func.return");
  /* Operands. */
  i = skip_sp(t, i, e);
  bool paren = generic && i < e && t->s[i] == '(';
  if (paren) i++;
  /* Optional leading keyword ("arith.cmpf olt, %a, %b"). */
  if (!paren && i < e && is_alpha(t->s[i])) {
    size_t j = i;
    while (j < e && is_ident(t->s[j]))
      j++;
    if (j < e && t->s[j] == ',') i = skip_sp(t, j + 1, e);
  }
  while (i < e && t->s[i] == '%') {
    size_t j = read_ssa(t, i, e);
    if (j == i) break;
    if (ol->nopnd < 8) ol->opnd[ol->nopnd++] = (Span){i, j};
    i = skip_sp(t, j, e);
    if (i < e && t->s[i] == ',')
      i = skip_sp(t, i + 1, e);
    else
      break;
  }
  if (paren) {
    if (i >= e || t->s[i] != ')') return false;
    i++;
  }
  /* Attributes up to the signature. */
  size_t colon = find_top_colon(t, i, e);
  size_t rb = skip_sp(t, i, colon), re = colon;
  while (re > rb && (t->s[re - 1] == ' ' || t->s[re - 1] == '\t'))
    re--;
  ol->rest = (Span){rb, re};
  size_t last = e;
  while (last > b && (t->s[last - 1] == ' ' || t->s[last - 1] == '\t' || t->s[last - 1] == '\r'))
    last--;
  ol->region = last > b && t->s[last - 1] == '{';
  if (colon < e) {
    ol->sig = colon;
    size_t k = skip_sp(t, colon + 1, e);
    ol->ntypes = split_types(t, k, e, ol->types, 8);
  }
  return true;
}

/* Iterate over lines: calls parse_op_line on each. */
typedef struct LineIter {
  size_t pos;
} LineIter;

static bool next_line(const Text *t, LineIter *it, size_t *b, size_t *e) {
  if (it->pos >= t->n) return false;
  *b = it->pos;
  const char *nl = memchr(t->s + it->pos, '\n', t->n - it->pos);
  *e = nl ? (size_t)(nl - t->s) : t->n;
  it->pos = nl ? *e + 1 : t->n;
  return true;
}

static size_t count_op_lines(const Text *t) {
  LineIter it = {0};
  size_t b, e, n = 0;
  OpLine ol;
  while (next_line(t, &it, &b, &e))
    if (parse_op_line(t, b, e, &ol)) n++;
  return n;
}

/* ---- MLIR edits. Each returns true and fills o when it applied. ---- */

/* Replace an op name (or predicate / nan-mode keyword) by another member of its family. */
static bool edit_op_swap(const Text *t, Rng *r, Buf *o) {
  Cands c = {0};
  size_t i = 0;
  while (i < t->n) {
    if (!is_alpha(t->s[i]) || in_comment(t, i) ||
        (i > 0 && (is_ident_dot(t->s[i - 1]) || t->s[i - 1] == '%' || t->s[i - 1] == '#' ||
                   t->s[i - 1] == '!' || t->s[i - 1] == '^' || t->s[i - 1] == '@'))) {
      i++;
      continue;
    }
    size_t j = i;
    while (j < t->n && is_ident_dot(t->s[j]))
      j++;
    int f = tvf_mut_op_family(t->s + i, j - i);
    if (f >= 0) cands_add(&c, i, j, f, r);
    i = j;
  }
  /* Keywords that only make sense in context: predicates of cmpf/cmpi, nan_mode values. */
  LineIter it = {0};
  size_t b, e;
  OpLine ol;
  while (next_line(t, &it, &b, &e)) {
    if (!parse_op_line(t, b, e, &ol)) continue;
    const char *nm = t->s + ol.name.b;
    size_t nl = ol.name.e - ol.name.b;
    bool cmpf = tok_eq(nm, nl, "arith.cmpf"), cmpi = tok_eq(nm, nl, "arith.cmpi");
    if (cmpf || cmpi) {
      size_t k = skip_sp(t, ol.name.e, e), k2 = k;
      while (k2 < e && is_ident(t->s[k2]))
        k2++;
      if (k2 > k) cands_add(&c, k, k2, cmpf ? 100 : 101, r);
    }
    for (size_t k = ol.name.e; k + 9 <= e; k++) {
      if (memcmp(t->s + k, "nan_mode", 8) != 0) continue;
      size_t v = k + 8;
      while (v < e && (t->s[v] == ' ' || t->s[v] == '=' || t->s[v] == '<'))
        v++;
      if (v < e && memcmp(t->s + v, "#tosa.nan_mode<", 15) == 0) v += 15;
      size_t v2 = v;
      while (v2 < e && is_alpha(t->s[v2]))
        v2++;
      if (tok_eq(t->s + v, v2 - v, "PROPAGATE") || tok_eq(t->s + v, v2 - v, "IGNORE"))
        cands_add(&c, v, v2, 102, r);
    }
  }
  if (!c.n) return false;
  size_t k = rng_below(r, c.n);
  const char *const *fam = c.fam[k] == 100   ? fam_cmpf
                           : c.fam[k] == 101 ? fam_cmpi
                           : c.fam[k] == 102 ? fam_nan
                                             : op_families[c.fam[k]];
  const char *rep = family_other(fam, t->s + c.s[k].b, c.s[k].e - c.s[k].b, r);
  if (!rep) return false;
  splice_out(o, t, c.s[k].b, c.s[k].e, rep, strlen(rep));
  return true;
}

typedef enum FloatWidth { FW_16, FW_BF16, FW_32, FW_64 } FloatWidth;

/* The float type a literal at i belongs to: the first fNN type after it (same or next lines). */
static FloatWidth float_width_at(const Text *t, size_t i) {
  size_t end = i + 400 < t->n ? i + 400 : t->n;
  for (size_t k = i; k + 3 <= end; k++) {
    if (t->s[k] != 'f' || (k + 3 < t->n && is_digit(t->s[k + 3]))) continue;
    if (k > 0 && (is_digit(t->s[k - 1]) || t->s[k - 1] == '_')) continue;
    if (memcmp(t->s + k, "f16", 3) == 0) return (k > 0 && t->s[k - 1] == 'b') ? FW_BF16 : FW_16;
    if (memcmp(t->s + k, "f32", 3) == 0) return FW_32;
    if (memcmp(t->s + k, "f64", 3) == 0) return FW_64;
  }
  return FW_32;
}

static const char *const hex16[] = {"0x7C00", "0xFC00", "0x7E00", "0xFE00", "0x0001", "0x8001",
                                    "0x7BFF", "0xFBFF", "0x0400", "0x8000", "0x03FF"};
static const char *const hexbf16[] = {"0x7F80", "0xFF80", "0x7FC0", "0xFFC0", "0x0001",
                                      "0x8001", "0x7F7F", "0xFF7F", "0x0080", "0x8000"};
static const char *const hex32[] = {"0x7F800000", "0xFF800000", "0x7FC00000", "0xFFC00000",
                                    "0x7FA00000", "0x00000001", "0x80000001", "0x7F7FFFFF",
                                    "0xFF7FFFFF", "0x00800000", "0x80000000", "0x007FFFFF"};
static const char *const hex64[] = {"0x7FF0000000000000", "0xFFF0000000000000", "0x7FF8000000000000",
                                    "0x0000000000000001", "0x7FEFFFFFFFFFFFFF", "0x8000000000000000",
                                    "0x0010000000000000"};
static const char *const dec_any[] = {"0.0",  "-0.0", "1.0", "-1.0", "0.5",
                                      "-0.5", "2.0",  "3.0", "-2.5", "1.0e-07"};

static const char *interesting_float(FloatWidth w, Rng *r) {
  if (rng_below(r, 100) < 60) {
    switch (w) {
    case FW_16: return hex16[rng_below(r, sizeof hex16 / sizeof *hex16)];
    case FW_BF16: return hexbf16[rng_below(r, sizeof hexbf16 / sizeof *hexbf16)];
    case FW_64: return hex64[rng_below(r, sizeof hex64 / sizeof *hex64)];
    default: return hex32[rng_below(r, sizeof hex32 / sizeof *hex32)];
    }
  }
  if (rng_below(r, 5) == 0) {
    switch (w) {
    case FW_16: return rng_below(r, 2) ? "65504.0" : "-65504.0";
    case FW_BF16: return rng_below(r, 2) ? "3.38953139E+38" : "-3.38953139E+38";
    case FW_64: return rng_below(r, 2) ? "1.7976931348623157E+308" : "4.9406564584124654E-324";
    default: return rng_below(r, 2) ? "3.40282347E+38" : "1.40129846E-45";
    }
  }
  return dec_any[rng_below(r, sizeof dec_any / sizeof *dec_any)];
}

/* Numeric tokens: kind 0 integer, 1 decimal float, 2 hex (float bit pattern). */
static void scan_numbers(const Text *t, Cands *c, Rng *r) {
  size_t i = 0;
  while (i < t->n) {
    char ch = t->s[i];
    bool start = is_digit(ch) || (ch == '-' && i + 1 < t->n && is_digit(t->s[i + 1]));
    if (!start || in_comment(t, i) ||
        (i > 0 && (is_ident_dot(t->s[i - 1]) || t->s[i - 1] == '%' || t->s[i - 1] == '#' ||
                   t->s[i - 1] == '^' || t->s[i - 1] == '@' || t->s[i - 1] == '-'))) {
      i++;
      continue;
    }
    size_t j = i + (ch == '-');
    int kind = 0;
    if (t->s[j] == '0' && j + 1 < t->n && (t->s[j + 1] == 'x' || t->s[j + 1] == 'X') && j + 2 < t->n &&
        is_hex(t->s[j + 2])) {
      j += 2;
      while (j < t->n && is_hex(t->s[j]))
        j++;
      kind = 2;
    } else {
      while (j < t->n && is_digit(t->s[j]))
        j++;
      if (j < t->n && t->s[j] == '.' && j + 1 < t->n && is_digit(t->s[j + 1])) {
        kind = 1;
        j++;
        while (j < t->n && is_digit(t->s[j]))
          j++;
      }
      if (j < t->n && (t->s[j] == 'e' || t->s[j] == 'E')) {
        size_t k = j + 1;
        if (k < t->n && (t->s[k] == '+' || t->s[k] == '-')) k++;
        if (k < t->n && is_digit(t->s[k])) {
          kind = 1;
          j = k;
          while (j < t->n && is_digit(t->s[j]))
            j++;
        }
      }
    }
    /* Followed by an identifier character: part of a shape (2x3), a name, a type: skip. */
    if (j < t->n && (is_ident_dot(t->s[j]))) {
      while (j < t->n && is_ident_dot(t->s[j]))
        j++;
      i = j;
      continue;
    }
    if (kind == 2) {
      size_t digits = j - i - 2 - (ch == '-');
      if (digits != 4 && digits != 8 && digits != 16) kind = 0;
      if (kind == 0) { /* a hex integer: not ours */
        i = j;
        continue;
      }
    }
    cands_add(c, i, j, kind, r);
    i = j;
  }
}

static bool edit_float_const(const Text *t, Rng *r, Buf *o) {
  Cands c = {0};
  scan_numbers(t, &c, r);
  /* Keep only floats (decimal or hex). */
  size_t k = 0;
  for (size_t i = 0; i < c.n; i++)
    if (c.fam[i] != 0) {
      c.s[k] = c.s[i];
      c.fam[k++] = c.fam[i];
    }
  if (!k) return false;
  size_t pick = rng_below(r, k);
  const char *rep = interesting_float(float_width_at(t, c.s[pick].e), r);
  if (tok_eq(t->s + c.s[pick].b, c.s[pick].e - c.s[pick].b, rep)) rep = rep[0] == '-' ? rep + 1 : "-0.0";
  splice_out(o, t, c.s[pick].b, c.s[pick].e, rep, strlen(rep));
  return true;
}

static bool edit_int(const Text *t, Rng *r, Buf *o) {
  Cands c = {0};
  scan_numbers(t, &c, r);
  size_t k = 0;
  for (size_t i = 0; i < c.n; i++)
    if (c.fam[i] == 0 && c.s[i].e - c.s[i].b <= 20) {
      c.s[k] = c.s[i];
      c.fam[k++] = 0;
    }
  if (!k) return false;
  size_t pick = rng_below(r, k);
  char tmp[24];
  size_t len = c.s[pick].e - c.s[pick].b;
  memcpy(tmp, t->s + c.s[pick].b, len);
  tmp[len] = 0;
  long long v = strtoll(tmp, NULL, 10);
  static const long long extremes[] = {127, -128, 255, 32767, -32768, 2147483647LL, -2147483647LL - 1, 65535};
  long long nv;
  switch (rng_below(r, 8)) {
  case 0: nv = v + 1; break;
  case 1: nv = v - 1; break;
  case 2: nv = 0; break;
  case 3: nv = 1; break;
  case 4: nv = -1; break;
  case 5: nv = (long long)rng_below(r, 8); break;
  case 6: nv = v > -(1LL << 40) && v < (1LL << 40) ? v * 2 : v / 2; break;
  default: nv = extremes[rng_below(r, sizeof extremes / sizeof *extremes)]; break;
  }
  if (nv == v) nv = v + 1;
  char rep[32];
  int rn = snprintf(rep, sizeof rep, "%lld", nv);
  splice_out(o, t, c.s[pick].b, c.s[pick].e, rep, (size_t)rn);
  return true;
}

/* Swap two operands (and their types when the type list is parenthesised): custom form, generic
 * form, arith scalar form and linalg ins(...) lists. */
static bool edit_swap_operands(const Text *t, Rng *r, Buf *o) {
  typedef struct SwapCand {
    Span a, b, ta, tb; /* ta/tb empty when no per-operand types */
  } SwapCand;
  SwapCand pick = {{0, 0}, {0, 0}, {0, 0}, {0, 0}};
  size_t seen = 0;
  LineIter it = {0};
  size_t lb, le;
  OpLine ol;
  while (next_line(t, &it, &lb, &le)) {
    if (!parse_op_line(t, lb, le, &ol)) continue;
    Span op[8], ty[8];
    int n = 0, nt = 0;
    if (ol.nopnd >= 2) {
      n = ol.nopnd;
      memcpy(op, ol.opnd, sizeof op);
      if (ol.ntypes == ol.nopnd) {
        nt = ol.ntypes;
        memcpy(ty, ol.types, sizeof ty);
      }
    } else {
      /* linalg: ins(%a, %b : T1, T2) */
      for (size_t k = ol.name.e; k + 4 < le; k++) {
        if (memcmp(t->s + k, "ins(", 4) != 0 || is_ident(t->s[k - 1])) continue;
        size_t i = k + 4;
        while (i < le && t->s[i] == '%' && n < 8) {
          size_t j = read_ssa(t, i, le);
          if (j == i) break;
          op[n++] = (Span){i, j};
          i = skip_sp(t, j, le);
          if (i < le && t->s[i] == ',')
            i = skip_sp(t, i + 1, le);
          else
            break;
        }
        if (i < le && t->s[i] == ':') {
          /* Types up to the matching ')' of ins(. */
          Span tys[8];
          size_t start = skip_sp(t, i + 1, le);
          int depth = 0;
          for (size_t j = start; j < le; j++) {
            char c = t->s[j];
            if (c == '<' || c == '(' || c == '[')
              depth++;
            else if (c == '>' || c == ']')
              depth--;
            else if (c == ')') {
              if (depth == 0) {
                if (nt < 8) tys[nt++] = (Span){start, j};
                break;
              }
              depth--;
            } else if (c == ',' && depth == 0) {
              if (nt < 8) tys[nt++] = (Span){start, j};
              start = skip_sp(t, j + 1, le);
            }
          }
          if (nt == n)
            memcpy(ty, tys, sizeof ty);
          else
            nt = 0;
        }
        break;
      }
    }
    if (n < 2) continue;
    int a = (int)rng_below(r, (size_t)n), b = (int)rng_below(r, (size_t)n - 1);
    if (b >= a)
      b++;
    else {
      int x = a;
      a = b;
      b = x;
    }
    /* Reservoir pick over lines. */
    seen++;
    if (rng_below(r, seen) == 0) {
      pick.a = op[a];
      pick.b = op[b];
      if (nt == n) {
        pick.ta = ty[a];
        pick.tb = ty[b];
      } else {
        pick.ta = pick.tb = (Span){0, 0};
      }
    }
  }
  if (!seen) return false;
  /* Emit with up to two non-overlapping swaps, in text order: a < b, ta < tb, and b < ta. */
  Span seg[4] = {pick.a, pick.b, pick.ta, pick.tb};
  int order[4] = {1, 0, 3, 2}; /* seg i is replaced by seg order[i] */
  int nseg = pick.ta.e > pick.ta.b ? 4 : 2;
  size_t pos = 0;
  for (int i = 0; i < nseg; i++) {
    buf_put(o, t->s + pos, seg[i].b - pos);
    Span rep = seg[order[i]];
    buf_put(o, t->s + rep.b, rep.e - rep.b);
    pos = seg[i].e;
  }
  buf_put(o, t->s + pos, t->n - pos);
  return true;
}

static bool text_has(const Text *t, const char *s, size_t n) {
  if (n > t->n) return false;
  for (size_t i = 0; i + n <= t->n; i++)
    if (t->s[i] == s[0] && memcmp(t->s + i, s, n) == 0) return true;
  return false;
}

/* Duplicate a one-line op with a fresh result name; sometimes rewire the next use to the copy. */
static bool edit_dup_op(const Text *t, Rng *r, Buf *o) {
  OpLine pick;
  memset(&pick, 0, sizeof pick);
  size_t seen = 0;
  LineIter it = {0};
  size_t lb, le;
  OpLine ol;
  while (next_line(t, &it, &lb, &le)) {
    if (!parse_op_line(t, lb, le, &ol) || ol.res.e == ol.res.b || ol.region || ol.terminator) continue;
    seen++;
    if (rng_below(r, seen) == 0) pick = ol;
  }
  if (!seen) return false;
  char fresh[32];
  int fn = 0;
  unsigned base = (unsigned)rng_below(r, 1000);
  for (unsigned k = 0; k < 64; k++) {
    fn = snprintf(fresh, sizeof fresh, "%%tvfd%u", base + k);
    /* Unique as a token prefix: "%tvfd12" must not occur (it would also match "%tvfd123"). */
    if (!text_has(t, fresh, (size_t)fn)) break;
    fn = 0;
  }
  if (!fn) return false;
  const char *res = t->s + pick.res.b;
  size_t rl = pick.res.e - pick.res.b;
  /* Where the next use of the result is (a whole token, before the next func.func). */
  size_t use = 0;
  bool rewire = rng_below(r, 2) == 0;
  if (rewire) {
    size_t after = pick.line_e;
    for (size_t k = after; k + rl <= t->n; k++) {
      if (k + 9 <= t->n && memcmp(t->s + k, "func.func", 9) == 0) break;
      if (t->s[k] == '%' && memcmp(t->s + k, res, rl) == 0 && (k + rl >= t->n || !is_ident(t->s[k + rl])) &&
          !in_comment(t, k)) {
        use = k;
        break;
      }
    }
  }
  /* Original text up to the end of the picked line, then the copy, then the rest. */
  size_t line_end = pick.line_e;
  buf_put(o, t->s, line_end);
  buf_puts(o, "\n");
  buf_put(o, t->s + pick.line_b, pick.res.b - pick.line_b);
  buf_put(o, fresh, (size_t)fn);
  buf_put(o, t->s + pick.res.e, pick.line_e - pick.res.e);
  if (use) {
    buf_put(o, t->s + line_end, use - line_end);
    buf_put(o, fresh, (size_t)fn);
    buf_put(o, t->s + use + rl, t->n - use - rl);
  } else {
    buf_put(o, t->s + line_end, t->n - line_end);
  }
  return true;
}

/* Small valid programs for parse-or-dummy (inputs with no op line at all). */
static const char *const dummies[] = {
    "func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"
    "  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n"
    "  return %0 : tensor<2x3xf32>\n"
    "}\n",
    "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
    "  %c = \"tosa.const\"() <{values = dense<[0x7FC00000, -0.0, 0x7F800000, 1.0]> : tensor<4xf32>}> : () -> "
    "tensor<4xf32>\n"
    "  %0 = tosa.maximum %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
    "  return %0 : tensor<4xf32>\n"
    "}\n",
    "func.func @main(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {\n"
    "  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>\n"
    "  return %0 : tensor<2x1xf32>\n"
    "}\n",
    "func.func @main(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {\n"
    "  %0 = tosa.sub %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>\n"
    "  %1 = tosa.clamp %0 {min_val = -5 : i32, max_val = 7 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>\n"
    "  return %1 : tensor<2x3xi32>\n"
    "}\n",
};

/* Last resort on text: change one digit of a numeric token (size preserved) or a byte edit. */
static size_t text_fallback(uint8_t *d, size_t n, size_t max, Rng *r, const char **desc) {
  size_t digits = 0;
  for (size_t i = 0; i < n; i++)
    digits += is_digit(d[i]);
  if (digits) {
    size_t k = rng_below(r, digits);
    for (size_t i = 0; i < n; i++)
      if (is_digit(d[i]) && k-- == 0) {
        d[i] = (uint8_t)('0' + (d[i] - '0' + 1 + rng_below(r, 9)) % 10);
        break;
      }
    *desc = "digit";
    return n;
  }
  return bytes_edit(d, n, max, r, desc);
}

static size_t mutate_mlir(uint8_t *d, size_t n, size_t max, Rng *r, const char **desc) {
  Text t;
  text_init(&t, d, n);
  size_t out_n = n;
  bool done = false;
  if (count_op_lines(&t) == 0) {
    /* Parse-or-dummy: not MLIR we can work with; start over from a valid program. */
    const char *dm = dummies[rng_below(r, sizeof dummies / sizeof *dummies)];
    size_t dl = strlen(dm);
    if (dl <= max) {
      memcpy(d, dm, dl);
      out_n = dl;
      *desc = "dummy";
      done = true;
    }
  } else {
    typedef bool (*EditFn)(const Text *, Rng *, Buf *);
    static const struct {
      EditFn fn;
      const char *name;
      unsigned weight;
    } edits[] = {{edit_op_swap, "op-swap", 30},
                 {edit_float_const, "float-const", 22},
                 {edit_int, "int-tweak", 18},
                 {edit_swap_operands, "swap-operands", 15},
                 {edit_dup_op, "dup-op", 15}};
    enum { NE = sizeof edits / sizeof edits[0] };
    bool tried[NE] = {false};
    for (int round = 0; round < NE && !done; round++) {
      /* Weighted choice among the edits not tried yet. */
      unsigned total = 0;
      for (int k = 0; k < NE; k++)
        if (!tried[k]) total += edits[k].weight;
      size_t x = rng_below(r, total);
      int k = 0;
      for (; k < NE; k++) {
        if (tried[k]) continue;
        if (x < edits[k].weight) break;
        x -= edits[k].weight;
      }
      if (k >= NE) break;
      tried[k] = true;
      Buf o = {0};
      if (edits[k].fn(&t, r, &o) && buf_commit(&o, d, max, &out_n)) {
        *desc = edits[k].name;
        done = true;
      }
      free(o.p);
    }
  }
  text_free(&t);
  if (!done) out_n = text_fallback(d, n, max, r, desc);
  return out_n;
}

size_t tvf_mutate(TvfMutKind kind, uint8_t *data, size_t size, size_t max_size, uint32_t seed,
                  const char **desc) {
  const char *dummy_desc;
  if (!desc) desc = &dummy_desc;
  *desc = "none";
  if (!data || max_size == 0) return 0;
  if (size > max_size) size = max_size;
  Rng r;
  rng_init(&r, seed, (uint32_t)kind);
  if (kind == TVF_MUT_MLIR) return mutate_mlir(data, size, max_size, &r, desc);
  return mutate_bytes(data, size, max_size, &r, desc);
}

/* ---- crossover ---- */

static size_t cross_bytes(const uint8_t *a, size_t na, const uint8_t *b, size_t nb, uint8_t *out, size_t max,
                          Rng *r, const char **desc) {
  if (na > max) na = max;
  if (nb == 0 || rng_below(r, 2) == 0) {
    /* Splice: prefix of a, suffix of b (the tail decisions of another program). */
    size_t cut_a = rng_below(r, na + 1), cut_b = rng_below(r, nb + 1);
    size_t tail = nb - cut_b;
    if (cut_a + tail > max) tail = max - cut_a;
    memcpy(out, a, cut_a);
    if (tail) memcpy(out + cut_a, b + cut_b, tail);
    *desc = "splice";
    if (cut_a + tail == 0 && na) { /* never return empty when a was not */
      memcpy(out, a, na);
      return na;
    }
    return cut_a + tail;
  }
  /* Insert a chunk of b into a. */
  size_t k = 1 + rng_below(r, nb < 64 ? nb : 64);
  if (na + k > max) k = max > na ? max - na : 0;
  size_t from = rng_below(r, nb - k + 1), at = rng_below(r, na + 1);
  memcpy(out, a, at);
  if (k) memcpy(out + at, b + from, k);
  memcpy(out + at + k, a + at, na - at);
  *desc = "chunk-graft";
  return na + k;
}

/* Transplant op name + attributes from an op line of b onto an op line of a whose type signature
 * (text after the top-level ':') and operand count are the same. */
static bool cross_mlir_edit(const Text *ta, const Text *tb, Rng *r, Buf *o) {
  enum { MAXL = 256 };
  OpLine *la = malloc(MAXL * sizeof *la), *lb = malloc(MAXL * sizeof *lb);
  bool ok = false;
  if (!la || !lb) goto done;
  size_t na = 0, nb = 0, b, e;
  LineIter it = {0};
  OpLine ol;
  while (next_line(ta, &it, &b, &e) && na < MAXL)
    if (parse_op_line(ta, b, e, &ol) && ol.sig && !ol.region && !ol.terminator) la[na++] = ol;
  it.pos = 0;
  while (next_line(tb, &it, &b, &e) && nb < MAXL)
    if (parse_op_line(tb, b, e, &ol) && ol.sig && !ol.region && !ol.terminator) lb[nb++] = ol;
  size_t seen = 0, pa = 0, pb = 0;
  for (size_t i = 0; i < na; i++) {
    size_t sa = la[i].line_e - la[i].sig;
    for (size_t j = 0; j < nb; j++) {
      size_t sb = lb[j].line_e - lb[j].sig;
      if (sa != sb || la[i].nopnd != lb[j].nopnd || memcmp(ta->s + la[i].sig, tb->s + lb[j].sig, sa) != 0)
        continue;
      bool same_name = la[i].name.e - la[i].name.b == lb[j].name.e - lb[j].name.b &&
                       !memcmp(ta->s + la[i].name.b, tb->s + lb[j].name.b, la[i].name.e - la[i].name.b);
      bool same_rest = la[i].rest.e - la[i].rest.b == lb[j].rest.e - lb[j].rest.b &&
                       !memcmp(ta->s + la[i].rest.b, tb->s + lb[j].rest.b, la[i].rest.e - la[i].rest.b);
      if (same_name && same_rest) continue;
      seen++;
      if (rng_below(r, seen) == 0) {
        pa = i;
        pb = j;
      }
    }
  }
  if (seen) {
    /* a's line: [line_b, name.b) + b's name + a's operands... we rebuild from b's line with a's
     * result and operand names, so the generic/custom shape of b's op is kept. */
    const OpLine *A = &la[pa], *B = &lb[pb];
    buf_put(o, ta->s, A->line_b);
    /* b's line with each operand replaced by a's operand of the same position and the result by
     * a's result. */
    size_t pos = B->line_b;
    Span reps_b[9], reps_a[9];
    int nr = 0;
    if (B->res.e > B->res.b && A->res.e > A->res.b) {
      reps_b[nr] = B->res;
      reps_a[nr++] = A->res;
    }
    for (int k = 0; k < B->nopnd && k < A->nopnd; k++) {
      reps_b[nr] = B->opnd[k];
      reps_a[nr++] = A->opnd[k];
    }
    for (int k = 0; k < nr; k++) {
      buf_put(o, tb->s + pos, reps_b[k].b - pos);
      buf_put(o, ta->s + reps_a[k].b, reps_a[k].e - reps_a[k].b);
      pos = reps_b[k].e;
    }
    buf_put(o, tb->s + pos, B->line_e - pos);
    buf_put(o, ta->s + A->line_e, ta->n - A->line_e);
    ok = true;
  }
done:
  free(la);
  free(lb);
  return ok;
}

size_t tvf_crossover(TvfMutKind kind, const uint8_t *a, size_t na, const uint8_t *b, size_t nb, uint8_t *out,
                     size_t max_out, uint32_t seed, const char **desc) {
  const char *dummy_desc;
  if (!desc) desc = &dummy_desc;
  *desc = "none";
  if (!out || max_out == 0) return 0;
  if (!a) na = 0;
  if (!b) nb = 0;
  Rng r;
  rng_init(&r, seed, 0x100u + (uint32_t)kind);
  if (kind == TVF_MUT_BYTES) return cross_bytes(a, na, b, nb, out, max_out, &r, desc);
  Text ta, tb;
  text_init(&ta, a, na);
  text_init(&tb, b, nb);
  Buf o = {0};
  size_t n = 0;
  bool ok = cross_mlir_edit(&ta, &tb, &r, &o) && buf_commit(&o, out, max_out, &n);
  free(o.p);
  text_free(&ta);
  text_free(&tb);
  if (ok) {
    *desc = "op-transplant";
    return n;
  }
  /* No compatible pair: mutate a copy of a. */
  n = na < max_out ? na : max_out;
  if (n) memcpy(out, a, n);
  return tvf_mutate(TVF_MUT_MLIR, out, n, max_out, (uint32_t)rng_next(&r), desc);
}
