/*
 * plant.c: planted-bug external passes (see plant.h).
 *
 * Each entry of PLANTS is one external pass: which op it looks for, where
 * (linalg.generic bodies, stores in scf.for loops, or anywhere in the module
 * for the codegen-level plant), and what it does to it. The campaign,
 * execution-oracle and triage tests all insert them through plant_insert, so
 * a planted bug is written once.
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/plant.h"

#include <mlir-c/Diagnostics.h>
#include <mlir-c/Pass.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mlirx/pipeline_internal.h"
#include "triage/mlir_edit.h"

typedef enum PlantKind { PK_SWAP, PK_RENAME, PK_PRED, PK_CRASH, PK_FAIL, PK_STORE_SWAP } PlantKind;

typedef struct Plant {
  const char *name;
  const char *summary;
  PlantKind kind;
  const char *op; /* op to rewrite / to detect */
  const char *to; /* new op name (rename) */
  /* Anchored on builtin.module and matching `op` anywhere (the LLVM dialect
   * has no func.func to nest under); otherwise on func.func, matching inside
   * linalg.generic bodies (or scf.for loops for PK_STORE_SWAP). */
  bool module;
} Plant;

static const Plant PLANTS[] = {
    {"plant-subf-swap", "arith.subf a, b -> arith.subf b, a in linalg bodies", PK_SWAP, "arith.subf", NULL,
     false},
    {"plant-max-to-min", "arith.maximumf -> arith.minimumf in linalg bodies", PK_RENAME, "arith.maximumf",
     "arith.minimumf", false},
    {"plant-add-to-mul", "arith.addf -> arith.mulf in linalg bodies", PK_RENAME, "arith.addf", "arith.mulf",
     false},
    {"plant-div-to-mul", "arith.divf -> arith.mulf in linalg bodies", PK_RENAME, "arith.divf", "arith.mulf",
     false},
    {"plant-ogt-to-oge", "arith.cmpf ogt -> arith.cmpf oge in linalg bodies", PK_PRED, "arith.cmpf", NULL,
     false},
    {"plant-crash-exp", "assertion failure when a linalg body has math.exp", PK_CRASH, "math.exp", NULL,
     false},
    {"plant-fail-neg", "pass failure when a linalg body has arith.negf", PK_FAIL, "arith.negf", NULL, false},
    {"plant-store-swap", "memref.store %v, %m[.., %i, %j] -> %m[.., %j, %i] inside scf.for (memref level)",
     PK_STORE_SWAP, "memref.store", NULL, false},
    {"plant-llvm-fsub-swap",
     "llvm.fsub a, b -> llvm.fsub b, a anywhere in the module (codegen level: after the conversion to "
     "the LLVM dialect; found by the execution oracle)",
     PK_SWAP, "llvm.fsub", NULL, true},
};

#define NPLANTS ((int)(sizeof PLANTS / sizeof PLANTS[0]))

int plant_count(void) { return NPLANTS; }
const char *plant_name(int i) { return i >= 0 && i < NPLANTS ? PLANTS[i].name : NULL; }
const char *plant_summary(int i) { return i >= 0 && i < NPLANTS ? PLANTS[i].summary : NULL; }

static const Plant *find(const char *name) {
  for (int i = 0; i < NPLANTS; i++)
    if (!strcmp(PLANTS[i].name, name)) return &PLANTS[i];
  return NULL;
}

bool plant_exists(const char *name) { return find(name) != NULL; }

/* Ops named p->op whose parent is a linalg.generic. */
typedef struct Hits {
  const Plant *p;
  MeOps ops;
} Hits;

static MlirWalkResult hit_cb(MlirOperation op, void *user) {
  Hits *h = user;
  if (!me_op_is(op, h->p->op)) return MlirWalkResultAdvance;
  MlirOperation parent = mlirOperationGetParentOperation(op);
  if (h->p->module) {
    /* anywhere */
  } else if (h->p->kind == PK_STORE_SWAP) { /* a store of rank >= 2 inside a loop */
    if (mlirOperationIsNull(parent) || !me_op_is(parent, "scf.for") || mlirOperationGetNumOperands(op) < 4)
      return MlirWalkResultAdvance;
  } else if (mlirOperationIsNull(parent) || !me_op_is(parent, "linalg.generic")) {
    return MlirWalkResultAdvance;
  }
  if (h->ops.n == h->ops.cap) {
    int nc = h->ops.cap ? h->ops.cap * 2 : 16;
    MlirOperation *g = realloc(h->ops.v, sizeof *g * (size_t)nc);
    if (!g) return MlirWalkResultInterrupt;
    h->ops.v = g;
    h->ops.cap = nc;
  }
  h->ops.v[h->ops.n++] = op;
  return MlirWalkResultAdvance;
}

static void rename_op(MlirOperation op, const char *to) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirOperationState st =
      mlirOperationStateGet(mlirStringRefCreateFromCString(to), mlirOperationGetLocation(op));
  intptr_t no = mlirOperationGetNumOperands(op), nr = mlirOperationGetNumResults(op),
           na = mlirOperationGetNumAttributes(op);
  for (intptr_t i = 0; i < no; i++) {
    MlirValue v = mlirOperationGetOperand(op, i);
    mlirOperationStateAddOperands(&st, 1, &v);
  }
  for (intptr_t i = 0; i < nr; i++) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, i));
    mlirOperationStateAddResults(&st, 1, &t);
  }
  for (intptr_t i = 0; i < na; i++) {
    MlirNamedAttribute a = mlirOperationGetAttribute(op, i);
    mlirOperationStateAddAttributes(&st, 1, &a);
  }
  (void)ctx;
  MlirOperation n = mlirOperationCreate(&st);
  if (mlirOperationIsNull(n)) return;
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, n);
  for (intptr_t i = 0; i < nr; i++)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, i), mlirOperationGetResult(n, i));
  mlirOperationDestroy(op);
}

static void plant_run(MlirOperation func, MlirExternalPass pass, void *user) {
  const Plant *p = user;
  Hits h = {p, {0}};
  mlirOperationWalk(func, hit_cb, &h, MlirWalkPreOrder);
  for (int i = 0; i < h.ops.n; i++) {
    MlirOperation op = h.ops.v[i];
    switch (p->kind) {
    case PK_SWAP: {
      MlirValue a = mlirOperationGetOperand(op, 0), b = mlirOperationGetOperand(op, 1);
      mlirOperationSetOperand(op, 0, b);
      mlirOperationSetOperand(op, 1, a);
      break;
    }
    case PK_RENAME: rename_op(op, p->to); break;
    case PK_STORE_SWAP: {
      intptr_t n = mlirOperationGetNumOperands(op);
      MlirValue a = mlirOperationGetOperand(op, n - 2), b = mlirOperationGetOperand(op, n - 1);
      mlirOperationSetOperand(op, n - 2, b);
      mlirOperationSetOperand(op, n - 1, a);
      break;
    }
    case PK_PRED: {
      /* arith.cmpf predicates: ogt = 2, oge = 3. */
      MlirAttribute pr = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("predicate"));
      if (!mlirAttributeIsNull(pr) && mlirAttributeIsAInteger(pr) && mlirIntegerAttrGetValueInt(pr) == 2)
        mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("predicate"),
                                        mlirIntegerAttrGet(mlirAttributeGetType(pr), 3));
      break;
    }
    case PK_CRASH:
      fprintf(stderr, "tvfuzz-plant: PlantedPass.cpp:42: void plant(): Assertion `!isa<math::ExpOp>(op) && "
                      "\"planted crash\"' failed.\n");
      fflush(stderr);
      abort();
    case PK_FAIL:
      mlirEmitError(mlirOperationGetLocation(op),
                    "planted failure: cannot legalize arith.negf in a linalg body");
      mlirExternalPassSignalFailure(pass);
      goto out;
    }
  }
out:
  me_ops_free(&h.ops);
}

static MlirLogicalResult ext_init(MlirContext ctx, void *u) {
  (void)ctx;
  (void)u;
  return mlirLogicalResultSuccess();
}
static void ext_construct(void *u) { (void)u; }
static void ext_destruct(void *u) { (void)u; }
static void *ext_clone(void *u) { return u; }

static MlirTypeIDAllocator g_alloc;
static bool g_alloc_made;

static MlirPass make_plant(void *user) {
  const Plant *p = user;
  if (!g_alloc_made) {
    g_alloc = mlirTypeIDAllocatorCreate();
    g_alloc_made = true;
  }
  MlirExternalPassCallbacks cb = {ext_construct, ext_destruct, ext_init, ext_clone, plant_run};
  MlirTypeID id = mlirTypeIDAllocatorAllocateTypeID(g_alloc);
  return mlirCreateExternalPass(
      id, mlirStringRefCreateFromCString(p->name), mlirStringRefCreateFromCString(p->name),
      mlirStringRefCreateFromCString(p->summary),
      mlirStringRefCreateFromCString(p->module ? "builtin.module" : "func.func"), 0, NULL, cb, (void *)p);
}

TvfStatus plant_insert(PipeRunner *r, const char *name, int position, Diag *d) {
  const Plant *p = find(name);
  if (!p) return diag_set(d, TVF_EINPUT, "plant: unknown planted bug '%s'", name);
  int pos = position < 0 ? pipe_runner_num_steps(r) : position;
  return pipe_runner_insert_external(r, pos, p->name, p->module ? "" : "func.func", make_plant, (void *)p, d);
}
