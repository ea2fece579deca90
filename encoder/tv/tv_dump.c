/*
 * tv_dump.c: TVF_DUMP_QUERIES=DIR writes each solver query as
 * DIR/qNNN-STAGE-GROUP.smt2 (see tv_dump.h; bench/solver_strategy.sh replays
 * them with the z3 binary).
 */
#include "encoder/tv/tv_dump.h"

#include <stdio.h>
#include <stdlib.h>

#include "support/strbuf.h"

void tv_dump_query(SmtSolver *solver, const char *stage, int64_t group) {
  static int seq;
  const char *dir = getenv("TVF_DUMP_QUERIES");
  if (!dir) return;
  StrBuf sb = STRBUF_INIT;
  smt_solver_print(solver, &sb);
  char fn[512];
  snprintf(fn, sizeof fn, "%s/q%03d-%s-%lld.smt2", dir, seq++, stage, (long long)group);
  FILE *f = fopen(fn, "w");
  if (f) {
    fputs(sb_cstr(&sb), f);
    fclose(f);
  }
  sb_free(&sb);
}
