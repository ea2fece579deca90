/*
 * planted.c: planted wrong rewrites (see planted.h). Each pass walks the
 * function and rewrites the first... every matching op inside linalg bodies.
 * Rewrites that change the op name rebuild the op with the same operands,
 * result types and attributes.
 */
#include "tests/campaign/planted.h"

#include <stdint.h>
#include <string.h>

#include <mlir-c/IR.h>

static const char *names[PLANT_COUNT] = {"test-swap-subf", "test-max-to-min", "test-addf-to-mulf",
                                         "test-swap-store-indices", "test-drop-copy"};

const char *planted_name(PlantedKind k) { return names[k]; }

static bool is_op(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && memcmp(n.data, name, n.length) == 0;
}

static bool in_linalg(MlirOperation op) {
  MlirOperation p = mlirOperationGetParentOperation(op);
  if (mlirOperationIsNull(p)) return false;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(p));
  return n.length > 7 && memcmp(n.data, "linalg.", 7) == 0;
}

/* Replace `op` by an op named `to` with the same operands, results, attrs. */
static void rename_op(MlirOperation op, const char *to) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString(to), loc);
  intptr_t no = mlirOperationGetNumOperands(op), nr = mlirOperationGetNumResults(op);
  MlirValue ops[8];
  MlirType tys[8];
  if (no > 8 || nr > 8) return;
  for (intptr_t i = 0; i < no; i++)
    ops[i] = mlirOperationGetOperand(op, i);
  for (intptr_t i = 0; i < nr; i++)
    tys[i] = mlirValueGetType(mlirOperationGetResult(op, i));
  mlirOperationStateAddOperands(&st, no, ops);
  mlirOperationStateAddResults(&st, nr, tys);
  intptr_t na = mlirOperationGetNumAttributes(op);
  MlirNamedAttribute attrs[16];
  if (na > 16) return;
  for (intptr_t i = 0; i < na; i++)
    attrs[i] = mlirOperationGetAttribute(op, i);
  mlirOperationStateAddAttributes(&st, na, attrs);
  MlirOperation nop = mlirOperationCreate(&st);
  if (mlirOperationIsNull(nop)) return;
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, nop);
  for (intptr_t i = 0; i < nr; i++)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, i), mlirOperationGetResult(nop, i));
  mlirOperationDestroy(op);
}

typedef struct Collect {
  MlirOperation ops[256];
  int n;
  const char *name;
} Collect;

static bool in_loop(MlirOperation op) {
  for (MlirOperation p = mlirOperationGetParentOperation(op); !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p))
    if (is_op(p, "scf.for")) return true;
  return false;
}

static MlirWalkResult collect(MlirOperation op, void *u) {
  Collect *c = u;
  if (c->n < 256 && is_op(op, c->name)) {
    bool where = strcmp(c->name, "memref.copy") == 0    ? true
                 : strcmp(c->name, "memref.store") == 0 ? in_loop(op) && mlirOperationGetNumOperands(op) >= 4
                                                        : in_linalg(op);
    if (where) c->ops[c->n++] = op;
  }
  return MlirWalkResultAdvance;
}

static void run(MlirOperation root, MlirExternalPass pass, void *user) {
  (void)pass;
  PlantedKind k = (PlantedKind)(intptr_t)user;
  static const char *match[PLANT_COUNT] = {"arith.subf", "arith.maximumf", "arith.addf", "memref.store",
                                           "memref.copy"};
  Collect c = {.n = 0, .name = match[k]};
  mlirOperationWalk(root, collect, &c, MlirWalkPostOrder);
  for (int i = 0; i < c.n; i++) {
    MlirOperation op = c.ops[i];
    if (k == PLANT_SWAP_SUBF) {
      MlirValue a = mlirOperationGetOperand(op, 0), b = mlirOperationGetOperand(op, 1);
      mlirOperationSetOperand(op, 0, b);
      mlirOperationSetOperand(op, 1, a);
    } else if (k == PLANT_SWAP_STORE_INDICES) {
      intptr_t n = mlirOperationGetNumOperands(op);
      MlirValue a = mlirOperationGetOperand(op, n - 2), b = mlirOperationGetOperand(op, n - 1);
      mlirOperationSetOperand(op, n - 2, b);
      mlirOperationSetOperand(op, n - 1, a);
    } else if (k == PLANT_DROP_COPY) {
      mlirOperationDestroy(op);
    } else if (k == PLANT_MAX_TO_MIN) {
      rename_op(op, "arith.minimumf");
    } else {
      rename_op(op, "arith.mulf");
    }
  }
}

static MlirLogicalResult init(MlirContext c, void *u) {
  (void)c;
  (void)u;
  return mlirLogicalResultSuccess();
}
static void noop(void *u) { (void)u; }
static void *clone(void *u) { return u; }

MlirPass planted_make(void *user) {
  static MlirTypeIDAllocator alloc;
  static MlirTypeID ids[PLANT_COUNT];
  static bool have[PLANT_COUNT];
  PlantedKind k = (PlantedKind)(intptr_t)user;
  if (!alloc.ptr) alloc = mlirTypeIDAllocatorCreate();
  if (!have[k]) {
    ids[k] = mlirTypeIDAllocatorAllocateTypeID(alloc);
    have[k] = true;
  }
  MlirExternalPassCallbacks cb = {noop, noop, init, clone, run};
  return mlirCreateExternalPass(ids[k], mlirStringRefCreateFromCString(names[k]),
                                mlirStringRefCreateFromCString(names[k]),
                                mlirStringRefCreateFromCString("planted wrong rewrite (test only)"),
                                mlirStringRefCreateFromCString("func.func"), 0, NULL, cb, user);
}
