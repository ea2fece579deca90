/*
 * ir_dyncases.c: the static sizes at which a function with dynamic argument
 * sizes is checked (see ir_dyncases.h).
 */
#include "encoder/ir/ir_dyncases.h"

#include <limits.h>
#include <string.h>

#include "encoder/ir/ir_shape.h"

/* Candidates tried in the selected mode, per case of the budget. */
#define DYN_TRIES_PER_CASE 16

typedef struct Chooser {
  const IrFunc *src;
  int k, max_cases;
  Arena *a;
  int64_t *dims; /* chosen, n * k */
  int n;
} Chooser;

static bool seen_before(const Chooser *c, const int64_t *d) {
  for (int i = 0; i < c->n; i++)
    if (!memcmp(c->dims + (size_t)i * (size_t)c->k, d, sizeof *d * (size_t)c->k)) return true;
  return false;
}

/* Keep d if it is new and src's shape rules accept it. */
static void offer(Chooser *c, const int64_t *d) {
  if (c->n >= c->max_cases || seen_before(c, d)) return;
  ArenaMark m = arena_mark(c->a);
  IrFunc *spec = NULL;
  char why[256];
  bool ok = ir_specialize(c->src, d, c->a, &spec, why, sizeof why) == IR_SHAPE_OK;
  arena_reset_to(c->a, m);
  if (!ok) return;
  memcpy(c->dims + (size_t)c->n * (size_t)c->k, d, sizeof *d * (size_t)c->k);
  c->n++;
}

static uint64_t next_rand(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

/* Pseudo-random assignments; a size copies an earlier one a third of the
 * time, so that sizes src ties together can move together. */
static void random_cases(Chooser *c, int bound, uint64_t *s, long tries) {
  int64_t d[64];
  for (long t = 0; t < tries && c->n < c->max_cases; t++) {
    for (int i = 0; i < c->k; i++) {
      uint64_t r = next_rand(s);
      if (i > 0 && r % 3 == 0)
        d[i] = d[(r >> 8) % (uint64_t)i];
      else
        d[i] = 1 + (int64_t)((r >> 16) % (uint64_t)bound);
    }
    offer(c, d);
  }
}

static void class_cases(Chooser *c, int bound);

static void select_cases(Chooser *c, int bound) {
  int k = c->k;
  int64_t d[64];
  int base = bound >= 2 ? 2 : 1, high = bound >= 3 ? 3 : bound;
  for (int v = 1; v <= bound; v++) { /* all sizes equal */
    for (int i = 0; i < k; i++)
      d[i] = v;
    offer(c, d);
  }
  for (int i = 0; i < k; i++) { /* one size alone raised, then lowered to 1 */
    for (int j = 0; j < k; j++)
      d[j] = base;
    d[i] = high;
    offer(c, d);
    d[i] = 1;
    offer(c, d);
  }
  for (int i = 0; i < k; i++) /* two sizes raised together */
    for (int j = i + 1; j < k; j++) {
      for (int l = 0; l < k; l++)
        d[l] = base;
      d[i] = d[j] = high;
      offer(c, d);
    }
  uint64_t s = 0x9e3779b97f4a7c15ULL ^ (uint64_t)k;
  long tries = (long)c->max_cases * DYN_TRIES_PER_CASE;
  random_cases(c, bound, &s, tries / 2);
  class_cases(c, bound);
  random_cases(c, bound, &s, tries / 2);
}

/* Sizes that were equal in every assignment kept so far are taken to be
 * tied by src's shape rules (class[i] = the first such size); every
 * assignment of values to those classes, in odometer order, is offered. */
static void class_cases(Chooser *c, int bound) {
  int k = c->k, cls[64], reps[64], m = 0;
  for (int i = 0; i < k; i++) {
    cls[i] = i;
    for (int j = 0; j < i && cls[i] == i; j++) {
      bool equal = true;
      for (int a = 0; a < c->n && equal; a++)
        equal = c->dims[(size_t)a * (size_t)k + (size_t)i] == c->dims[(size_t)a * (size_t)k + (size_t)j];
      if (equal) cls[i] = cls[j];
    }
    if (cls[i] == i) reps[m++] = i;
  }
  if (c->n == 0 || m == k) return; /* nothing learnt, or every size alone (the random phase covers it) */
  int64_t val[64], d[64];
  for (int r = 0; r < m; r++)
    val[r] = 1;
  for (long t = 0; t < 4096 && c->n < c->max_cases; t++) {
    for (int i = 0; i < k; i++)
      for (int r = 0; r < m; r++)
        if (reps[r] == cls[i]) d[i] = val[r];
    offer(c, d);
    int r = m - 1;
    while (r >= 0 && ++val[r] > bound)
      val[r--] = 1;
    if (r < 0) break;
  }
}

/* Sizes with fewer than two distinct values above 1 among the chosen cases. */
static void count_thin(IrDynCases *out) {
  out->thin = 0;
  out->thin_first = -1;
  for (int i = 0; i < out->k; i++) {
    int64_t first = 0;
    bool two = false;
    for (int c = 0; c < out->n && !two; c++) {
      int64_t v = out->dims[(size_t)c * (size_t)out->k + (size_t)i];
      if (v <= 1) continue;
      if (!first)
        first = v;
      else if (v != first)
        two = true;
    }
    if (!two) {
      out->thin++;
      if (out->thin_first < 0) out->thin_first = i;
    }
  }
}

static long power(int b, int k) {
  long total = 1;
  for (int i = 0; i < k; i++) {
    if (total > LONG_MAX / (b > 1 ? b : 1)) return LONG_MAX;
    total *= b;
  }
  return total;
}

/* Every assignment in 1..bound, the last size fastest. */
static bool all_cases(int k, int bound, Arena *a, IrDynCases *out) {
  long total = power(bound, k);
  out->dims = arena_calloc(a, (size_t)(total * (k ? k : 1)), sizeof *out->dims);
  if (!out->dims) return false;
  int64_t d[64];
  for (int i = 0; i < k; i++)
    d[i] = 1;
  for (long c = 0; c < total; c++) {
    memcpy(out->dims + (size_t)c * (size_t)k, d, sizeof *d * (size_t)k);
    for (int i = k - 1; i >= 0; i--) {
      if (++d[i] <= bound) break;
      d[i] = 1;
    }
  }
  out->n = (int)total;
  out->bound = bound;
  out->space = total;
  out->exhaustive = true;
  out->thin = 0;
  out->thin_first = -1;
  return true;
}

bool ir_dyn_cases(const IrFunc *src, int k, int max, int max_cases, Arena *a, IrDynCases *out) {
  memset(out, 0, sizeof *out);
  out->k = k;
  out->thin_first = -1;
  if (max < 1) max = 1;
  if (max_cases < 1) max_cases = 1;
  if (k <= 0 || k > 64) return all_cases(k > 0 ? k : 0, 1, a, out);
  if (power(max, k) <= max_cases) return all_cases(k, max, a, out);
  Chooser c = {src, k, max_cases, a, arena_calloc(a, (size_t)max_cases * (size_t)k, sizeof(int64_t)), 0};
  if (!c.dims) return false;
  select_cases(&c, max);
  if (c.n == 0) {
    /* src allows none of them: every assignment of the largest bound that
     * fits, so that the caller can say none satisfies src. */
    int b = max;
    while (b > 1 && power(b, k) > max_cases)
      b--;
    return all_cases(k, b, a, out);
  }
  out->bound = max;
  out->space = power(max, k);
  out->n = c.n;
  out->dims = c.dims;
  out->exhaustive = false;
  count_thin(out);
  return true;
}
