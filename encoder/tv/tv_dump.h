/*
 * tv_dump.h: the solver's queries written out for debugging, for the
 * explicit stages (tv.c) and the lazy mode (lazy.c) alike.
 */
#ifndef TVF_ENCODER_TV_DUMP_H
#define TVF_ENCODER_TV_DUMP_H

#include <stdint.h>

#include "encoder/smt/smt.h"

/* TVF_DUMP_QUERIES=DIR (debugging): write the solver's assertions as
 * DIR/qNNN-STAGE-GROUP.smt2 (bench/solver_strategy.sh replays them); used by
 * the explicit stages and the lazy mode alike. */
void tv_dump_query(SmtSolver *solver, const char *stage, int64_t group);

#endif
