/*
 * ir_dyncases.h: the static sizes at which a function with dynamic argument
 * sizes is checked (encoder/tv/tv.c check_dynamic; docs/DESIGN.md "Dynamic
 * shapes").
 *
 * Every '?' of an argument takes a value in 1..bound. When all bound^k
 * assignments fit in the case budget they are all checked. When they do not,
 * shrinking the bound until they fit (what the validator once did) collapses
 * a function with six '?' to size 1 everywhere, where every dimension equals
 * every other and the bugs dynamic shapes are about (a size read from the
 * wrong dimension, a map that swaps two dimensions) cannot show. Instead the
 * bound stays and the budget is spent on assignments src's shape rules
 * allow (ir_specialize succeeds), chosen so that sizes differ from each
 * other: all sizes equal (1..bound), each size alone raised and lowered,
 * each pair raised, pseudo-random assignments in which a size copies an
 * earlier one a third of the time (so that sizes src ties together can move
 * together), then every assignment to the classes of sizes that were equal
 * in all assignments kept so far (sizes src ties together, as far as the
 * kept cases tell), then more random ones. The result says how many sizes
 * took fewer than two distinct values above 1, which a verdict reports.
 */
#ifndef TVF_IR_DYNCASES_H
#define TVF_IR_DYNCASES_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"
#include "support/arena.h"

typedef struct IrDynCases {
  int k;           /* dynamic argument sizes */
  int bound;       /* every size in 1..bound */
  long space;      /* bound^k assignments (LONG_MAX when larger) */
  int n;           /* chosen assignments */
  int64_t *dims;   /* n * k sizes, in the order of ir_func_arg_dyn_dims (arena-owned) */
  bool exhaustive; /* all bound^k assignments, valid for src or not */
  int thin;        /* selected mode: sizes with fewer than two distinct values above 1 */
  int thin_first;  /* the first such size (0-based), -1 if none */
} IrDynCases;

/* Choose the cases for src's k dynamic argument sizes: each size in
 * 1..max, at most max_cases assignments. Arena-allocated; false on OOM. */
bool ir_dyn_cases(const IrFunc *src, int k, int max, int max_cases, Arena *a, IrDynCases *out);

#endif
