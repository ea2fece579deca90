/*
 * stats.h: coverage statistics over many generated programs (gen --stats).
 *
 * A GenStats counts, over every program generated with it: ops emitted (productions and helpers),
 * ops per primary element type, attribute values ("tosa.maximum.nan_mode=IGNORE"), constant value
 * classes per element type, and per-program sizes (for medians). It owns heap memory: pair
 * gen_stats_init with gen_stats_free.
 */
#ifndef TVF_GEN_STATS_H
#define TVF_GEN_STATS_H

#include <stddef.h>
#include <stdint.h>

#include "gen/consts.h"
#include "gen/gen_ops.h"
#include "gen/types.h"
#include "support/strbuf.h"

typedef struct GenStatKV {
  char *key; /* owned, NULL for an empty slot */
  uint64_t count;
} GenStatKV;

typedef struct GenProgramSample {
  uint32_t ops;   /* productions */
  uint32_t lines; /* all emitted ops, helpers included */
  uint32_t elems; /* elements summed over every SSA tensor value */
  uint32_t max_elems;
  uint32_t args, results, chains;
  uint32_t bytes; /* chooser bytes consumed/recorded */
} GenProgramSample;

typedef struct GenStats {
  uint64_t programs, tosa_programs, linalg_programs, memref_programs; /* memref: among the linalg ones */
  uint64_t op_count[GEN_OP_COUNT];                                    /* every emitted op */
  uint64_t op_type[GEN_OP_COUNT][GE_COUNT]; /* by element type of the primary operand */
  uint64_t const_class[GE_COUNT][GC_COUNT]; /* constant elements by type and class */
  uint64_t result_may[4];                   /* programs with a result that may be NaN/Inf/-0/subnormal */
  GenStatKV *kv;                            /* attribute values: open addressing */
  size_t kv_cap, kv_len;
  GenProgramSample *samples;
  size_t nsamples, samples_cap;
  double ms; /* generation time (filled by the caller) */
  int oom;   /* an allocation failed; counts may be incomplete */
} GenStats;

void gen_stats_init(GenStats *s);
void gen_stats_free(GenStats *s);
/* Count one occurrence of an attribute value key (copied). Sets s->oom on allocation failure. */
void gen_stats_attr(GenStats *s, const char *key);
/* Record one program's sizes. */
void gen_stats_sample(GenStats *s, const GenProgramSample *p);
/* Append the coverage report. */
void gen_stats_report(const GenStats *s, StrBuf *out);

#endif
