/*
 * gen_ops.c: the op table (see gen_ops.h and gen_ops.def).
 */
#include "gen/gen_ops.h"

#include <string.h>

const GenOpInfo gen_ops[GEN_OP_COUNT] = {
#define GEN_OP(id, name, fam, w, spec, ver) {name, fam, w, spec, ver},
#include "gen/gen_ops.def"
#undef GEN_OP
};

GenOpId gen_op_lookup(const char *name) {
  for (int i = 0; i < GEN_OP_COUNT; i++) {
    const char *n = gen_ops[i].name;
    if (strcmp(n, name) == 0) return (GenOpId)i;
    if (strncmp(n, "tosa.", 5) == 0 && strcmp(n + 5, name) == 0) return (GenOpId)i;
  }
  return GEN_OP_COUNT;
}
