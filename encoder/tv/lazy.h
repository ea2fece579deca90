/*
 * lazy.h: the lazy (pull-based) encoding for tensors above
 * TvOptions.max_elements.
 *
 * The explicit encoder (sem/sem_state.h) builds one SMT term per element and gives
 * up on tensors of more than max_elements elements. The lazy mode instead
 * checks each returned tensor at ONE representative element with symbolic
 * coordinates: tensor arguments are SMT arrays from a flat 64-bit index to
 * the element sort, and the element at given coordinates is pulled through
 * the defining ops (data movement is index arithmetic, elementwise ops and
 * op bodies reuse the explicit semantics on one-element clones, reductions
 * pull their window and reuse the explicit accumulations). See lazy.c for
 * what is covered and for the soundness rules (UB, choices).
 */
#ifndef TVF_ENCODER_LAZY_H
#define TVF_ENCODER_LAZY_H

#include <stdbool.h>

#include "encoder/ir/ir.h"
#include "encoder/verdict/verdict.h"
#include "support/arena.h"

/* Largest reduction window (elements pulled per operand for one output
 * element) the lazy mode encodes; above it the pair is unsupported. */
#define LAZY_MAX_WINDOW 4096

/* Does some value of src or tgt have more than o->max_elements elements
 * (so the explicit encoding would say "tensor too large")? */
bool lazy_needed(const IrFunc *src, const IrFunc *tgt, const TvOptions *o);

/* Check the pair in the lazy mode and fill r like tv_check_funcs does
 * (verdict, stage, counterexample with the output coordinates and the
 * argument entries the model fixes, timings). Abstract counterexamples are
 * re-checked in the exact domain. */
void lazy_check(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r);

#endif
