/*
 * lazy_coord.h: canonical coordinate terms for the lazy encoding.
 *
 * Purpose: in the lazy encoding (lazy.c) every pulled element is addressed
 * by 64-bit coordinate terms built from the representative element's free
 * coordinates. src and tgt reach the same element through different index
 * arithmetic (a tosa.conv2d reads input row `oy + ky - 1` when its padding
 * is an ite; the lowering reads row `(oy + ky) - 1` of a tensor.pad whose
 * inside test is `1 <= oy + ky < 57`). When the terms differ only in shape,
 * the solver has to prove each equal again, inside every product of a
 * reduction; with 72 products per window that does not finish. This module
 * builds coordinate terms in a normal form, so equal coordinates and equal
 * inside-tests become the same hash-consed term and the pair's sums the
 * same multiset:
 *  - index expressions are linear forms (constant + sum of coefficient *
 *    atom, arithmetic modulo 2^64, which is a ring: the normal form is exact
 *    for every input), atoms in Z3-id order;
 *  - atoms with a known range (the output coordinates, under the bounds
 *    the query asserts; remainders) give ranges to forms, which decide
 *    udiv/urem by constants on `k*q + r` with 0 <= r < k, and in-range
 *    tests;
 *  - an in-range test on one ranged atom becomes bounds on the atom, and
 *    conjunctions of such tests ("boxes") keep one interval per atom, in
 *    atom order, whatever order the conditions were built in.
 * Ranges hold only under the bounds the caller asserts with every query
 * (lzc_set_range's contract); everything else is exact.
 * Allocation is in the caller's arena; errors are the SmtCtx's sticky error.
 */
#ifndef TVF_ENCODER_LAZY_COORD_H
#define TVF_ENCODER_LAZY_COORD_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/smt/smt.h"
#include "support/arena.h"

typedef struct LzCoord LzCoord;

LzCoord *lzc_create(SmtCtx *c, Arena *a);

/* atom's value lies in lo..hi (inclusive) in every query the terms go to. */
void lzc_set_range(LzCoord *z, SmtTerm atom, int64_t lo, int64_t hi);
/* The range of t as an integer, when every atom of t has one. */
bool lzc_range(LzCoord *z, SmtTerm t, int64_t *lo, int64_t *hi);

SmtTerm lzc_k(LzCoord *z, int64_t v);
bool lzc_is_k(LzCoord *z, SmtTerm t, int64_t *v);
SmtTerm lzc_add(LzCoord *z, SmtTerm a, SmtTerm b);
SmtTerm lzc_add_k(LzCoord *z, SmtTerm a, int64_t k);
SmtTerm lzc_mul_k(LzCoord *z, SmtTerm a, int64_t k);
/* Unsigned division and remainder by a constant k > 0. */
SmtTerm lzc_div_k(LzCoord *z, SmtTerm a, int64_t k);
SmtTerm lzc_rem_k(LzCoord *z, SmtTerm a, int64_t k);

/* Bool: lo <= t < hi, t read as unsigned (a coordinate that went below 0
 * is outside), 0 <= lo. */
SmtTerm lzc_in_range(LzCoord *z, SmtTerm t, int64_t lo, int64_t hi);
/* Conjunction that merges the bounds of lzc_in_range results. */
SmtTerm lzc_and(LzCoord *z, SmtTerm a, SmtTerm b);

#endif
