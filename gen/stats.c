/*
 * stats.c: coverage counters and the --stats report (see stats.h).
 */
#include "gen/stats.h"

#include <stdlib.h>
#include <string.h>

#include "support/hash.h"

void gen_stats_init(GenStats *s) { memset(s, 0, sizeof *s); }

void gen_stats_free(GenStats *s) {
  for (size_t i = 0; i < s->kv_cap; i++)
    free(s->kv[i].key);
  free(s->kv);
  free(s->samples);
  memset(s, 0, sizeof *s);
}

static int kv_grow(GenStats *s) {
  size_t ncap = s->kv_cap ? s->kv_cap * 2 : 256;
  GenStatKV *nkv = calloc(ncap, sizeof *nkv);
  if (!nkv) return -1;
  for (size_t i = 0; i < s->kv_cap; i++) {
    if (!s->kv[i].key) continue;
    size_t h = (size_t)tvf_hash_str(TVF_HASH_INIT, s->kv[i].key) & (ncap - 1);
    while (nkv[h].key)
      h = (h + 1) & (ncap - 1);
    nkv[h] = s->kv[i];
  }
  free(s->kv);
  s->kv = nkv;
  s->kv_cap = ncap;
  return 0;
}

void gen_stats_attr(GenStats *s, const char *key) {
  if ((s->kv_len + 1) * 2 > s->kv_cap && kv_grow(s) < 0) {
    s->oom = 1;
    return;
  }
  size_t h = (size_t)tvf_hash_str(TVF_HASH_INIT, key) & (s->kv_cap - 1);
  while (s->kv[h].key) {
    if (strcmp(s->kv[h].key, key) == 0) {
      s->kv[h].count++;
      return;
    }
    h = (h + 1) & (s->kv_cap - 1);
  }
  size_t n = strlen(key) + 1;
  char *k = malloc(n);
  if (!k) {
    s->oom = 1;
    return;
  }
  memcpy(k, key, n);
  s->kv[h].key = k;
  s->kv[h].count = 1;
  s->kv_len++;
}

void gen_stats_sample(GenStats *s, const GenProgramSample *p) {
  if (s->nsamples == s->samples_cap) {
    size_t ncap = s->samples_cap ? s->samples_cap * 2 : 1024;
    GenProgramSample *n = realloc(s->samples, ncap * sizeof *n);
    if (!n) {
      s->oom = 1;
      return;
    }
    s->samples = n;
    s->samples_cap = ncap;
  }
  s->samples[s->nsamples++] = *p;
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

/* median and max of one field of the samples */
static void field_stats(const GenStats *s, size_t off, uint32_t *med, uint32_t *mx, double *mean) {
  *med = *mx = 0;
  *mean = 0;
  if (!s->nsamples) return;
  uint32_t *v = malloc(s->nsamples * sizeof *v);
  if (!v) return;
  double sum = 0;
  for (size_t i = 0; i < s->nsamples; i++) {
    memcpy(&v[i], (const char *)&s->samples[i] + off, sizeof v[i]);
    sum += v[i];
  }
  qsort(v, s->nsamples, sizeof *v, cmp_u32);
  *med = v[s->nsamples / 2];
  *mx = v[s->nsamples - 1];
  *mean = sum / (double)s->nsamples;
  free(v);
}

static int cmp_kv(const void *a, const void *b) {
  const GenStatKV *x = a, *y = b;
  return strcmp(x->key, y->key);
}

void gen_stats_report(const GenStats *s, StrBuf *out) {
  sb_printf(out, "programs: %llu (tosa %llu, linalg %llu, of which on memrefs %llu)",
            (unsigned long long)s->programs, (unsigned long long)s->tosa_programs,
            (unsigned long long)s->linalg_programs, (unsigned long long)s->memref_programs);
  if (s->ms > 0)
    sb_printf(out, " in %.1f ms (%.0f programs/s)", s->ms, (double)s->programs / (s->ms / 1000.0));
  sb_putc(out, '\n');
  static const struct {
    const char *name;
    size_t off;
  } fields[] = {
      {"ops (productions)", offsetof(GenProgramSample, ops)},
      {"ops (all, incl. constants)", offsetof(GenProgramSample, lines)},
      {"elements (all SSA tensors)", offsetof(GenProgramSample, elems)},
      {"largest tensor (elements)", offsetof(GenProgramSample, max_elems)},
      {"arguments", offsetof(GenProgramSample, args)},
      {"results", offsetof(GenProgramSample, results)},
      {"chains (regions)", offsetof(GenProgramSample, chains)},
      {"chooser bytes", offsetof(GenProgramSample, bytes)},
  };
  sb_puts(out, "per program:                   median      mean       max\n");
  for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
    uint32_t med, mx;
    double mean;
    field_stats(s, fields[i].off, &med, &mx, &mean);
    sb_printf(out, "  %-28s %6u %9.2f %9u\n", fields[i].name, med, mean, mx);
  }
  sb_puts(out, "\nops emitted (count; by primary element type):\n");
  sb_printf(out, "  %-28s %8s", "op", "total");
  for (int e = 0; e < GE_COUNT; e++)
    sb_printf(out, " %7s", gen_elem_name((GenElem)e));
  sb_putc(out, '\n');
  int never = 0;
  for (int op = 0; op < GEN_OP_COUNT; op++) {
    sb_printf(out, "  %-28s %8llu", gen_ops[op].name, (unsigned long long)s->op_count[op]);
    for (int e = 0; e < GE_COUNT; e++)
      sb_printf(out, " %7llu", (unsigned long long)s->op_type[op][e]);
    sb_putc(out, '\n');
    if (!s->op_count[op]) never++;
  }
  sb_printf(out, "  ops never emitted: %d\n", never);
  sb_puts(out, "\nconstant elements by class:\n");
  sb_printf(out, "  %-6s", "type");
  for (int k = 0; k < GC_COUNT; k++)
    sb_printf(out, " %10s", gen_const_class_name((GenConstClass)k));
  sb_putc(out, '\n');
  for (int e = 0; e < GE_COUNT; e++) {
    sb_printf(out, "  %-6s", gen_elem_name((GenElem)e));
    for (int k = 0; k < GC_COUNT; k++)
      sb_printf(out, " %10llu", (unsigned long long)s->const_class[e][k]);
    sb_putc(out, '\n');
  }
  sb_printf(out,
            "\nprograms with a float result that may be: NaN %llu, Inf %llu, -0.0 %llu, subnormal %llu\n",
            (unsigned long long)s->result_may[0], (unsigned long long)s->result_may[1],
            (unsigned long long)s->result_may[2], (unsigned long long)s->result_may[3]);
  sb_puts(out, "\nattribute values:\n");
  GenStatKV *sorted = s->kv_len ? malloc(s->kv_len * sizeof *sorted) : NULL;
  size_t n = 0;
  if (sorted) {
    for (size_t i = 0; i < s->kv_cap; i++)
      if (s->kv[i].key) sorted[n++] = s->kv[i];
    qsort(sorted, n, sizeof *sorted, cmp_kv);
    for (size_t i = 0; i < n; i++)
      sb_printf(out, "  %-56s %10llu\n", sorted[i].key, (unsigned long long)sorted[i].count);
    free(sorted);
  }
  if (s->oom) sb_puts(out, "(warning: out of memory while counting; numbers are incomplete)\n");
}
