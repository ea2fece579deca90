/*
 * exec.c: lower, JIT-compile and run a module on concrete inputs in a
 * forked child (see exec.h).
 *
 * The child parses the text in the inherited session, runs the fixed
 * lowering (its pass manager is built once, in the parent), creates an
 * ExecutionEngine, and for each input vector builds the packed argument
 * array of `_mlir_<func>` (one pointer per LLVM-level argument: a memref
 * expands to allocated, aligned, offset, sizes..., strides...; the last
 * pointer receives the return value, a struct of the results laid out as C
 * lays out structs), calls it and streams the outputs back as records:
 *
 *   'C' f64 lower_ms, f64 jit_ms                 (compiled)
 *   'F' i32 status, str message                  (failed before running)
 *   'R' f64 ms, i32 nres, i32 nargs, tensors...  (one per input vector)
 *   'D'                                          (done)
 *
 * a tensor being i32 present, i32 elem, i32 rank, i64 dims[rank], i64 n,
 * u64 bits[n]. The parent reads until EOF or the deadline, then decodes;
 * the number of 'R' records says which input was running when the child
 * died.
 */
#define _POSIX_C_SOURCE 200809L
#include "exec/exec.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/ExecutionEngine.h>
#include <mlir-c/Pass.h>
#include <mlir-c/RegisterEverything.h>

#include "mlirx/session_internal.h"
#include "support/memlimit.h"
#include "support/status.h"

#define EXEC_RUNNER_UTILS "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"
#define EXEC_MAX_RANK 8
#define EXEC_MAX_ARGS 64
#define EXEC_MAX_ELEMS (INT64_C(1) << 26)
#define ERR_TAIL_MAX 4096

const char *exec_status_name(ExecStatus s) {
  static const char *n[] = {"ok",          "parse-error", "lower-failed", "jit-failed",
                            "unsupported", "crash",       "timeout",      "oom"};
  return (unsigned)s < sizeof n / sizeof n[0] ? n[s] : "?";
}

void exec_options_default(ExecOptions *o) {
  o->isolate = true;
  o->wall_ms = 20000;
  o->mem_mb = 4096;
  o->fill_xor = 0;
  o->fill_uniform = false;
  o->fill_byte = 0;
}

static void cb_sb(MlirStringRef s, void *u) { sb_append((StrBuf *)u, s.data, s.length); }

struct ExecEngine {
  MlirxSession *s;
  ExecOptions o;
  MlirPassManager head, tail; /* EXEC_LOWERING_HEAD / _TAIL */
};

static MlirPassManager lowering_pm(MlirxSession *s, const char *pipeline, Diag *d) {
  MlirPassManager pm =
      mlirPassManagerCreateOnOperation(s->ctx, mlirStringRefCreateFromCString("builtin.module"));
  StrBuf err = STRBUF_INIT;
  MlirLogicalResult lr = mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(pm),
                                               mlirStringRefCreateFromCString(pipeline), cb_sb, &err);
  if (mlirLogicalResultIsFailure(lr)) {
    diag_set(d, TVF_EINTERNAL, "exec: the fixed lowering does not parse: %s", sb_cstr(&err));
    mlirPassManagerDestroy(pm);
    pm.ptr = NULL;
  }
  sb_free(&err);
  return pm;
}

/* ---- widening f16/bf16 math ops (see EXEC_LOWERING_TAIL) ---- */

static bool is_small_float(MlirType t) {
  if (mlirTypeIsAVector(t)) t = mlirShapedTypeGetElementType(t);
  return mlirTypeIsAF16(t) || mlirTypeIsABF16(t);
}

/* The same shape with f32 elements. */
static MlirType widened(MlirContext ctx, MlirType t) {
  MlirType f32 = mlirF32TypeGet(ctx);
  if (!mlirTypeIsAVector(t)) return f32;
  intptr_t rank = mlirShapedTypeGetRank(t);
  int64_t dims[EXEC_MAX_RANK + 8];
  if (rank > (intptr_t)(sizeof dims / sizeof *dims) || mlirVectorTypeIsScalable(t)) return (MlirType){NULL};
  for (intptr_t i = 0; i < rank; i++)
    dims[i] = mlirShapedTypeGetDimSize(t, i);
  return mlirVectorTypeGet(rank, dims, f32);
}

typedef struct OpList {
  MlirOperation *ops;
  size_t n, cap;
} OpList;

static MlirWalkResult collect_small_math(MlirOperation op, void *u) {
  OpList *l = u;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length < 5 || memcmp(name.data, "math.", 5) ||
      (name.length == 8 && !memcmp(name.data, "math.fma", 8)))
    return MlirWalkResultAdvance;
  bool small = false;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); i++)
    small |= is_small_float(mlirValueGetType(mlirOperationGetOperand(op, i)));
  if (!small) return MlirWalkResultAdvance;
  if (l->n == l->cap) {
    size_t cap = l->cap ? 2 * l->cap : 16;
    MlirOperation *ops = realloc(l->ops, cap * sizeof *ops);
    if (!ops) return MlirWalkResultInterrupt;
    l->ops = ops, l->cap = cap;
  }
  l->ops[l->n++] = op;
  return MlirWalkResultAdvance;
}

static MlirOperation cast_op(const char *name, MlirLocation loc, MlirValue v, MlirType to) {
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString(name), loc);
  mlirOperationStateAddOperands(&st, 1, &v);
  mlirOperationStateAddResults(&st, 1, &to);
  return mlirOperationCreate(&st);
}

/* Every math op on f16/bf16 values (math.fma aside) computes in f32 between
 * an arith.extf of each small operand and an arith.truncf of each small
 * result, with no fast-math flags, so nothing folds the rounding away. */
static bool widen_small_float_math(MlirContext ctx, MlirModule mod) {
  OpList l = {0};
  mlirOperationWalk(mlirModuleGetOperation(mod), collect_small_math, &l, MlirWalkPostOrder);
  bool ok = true;
  for (size_t k = 0; k < l.n && ok; k++) {
    MlirOperation op = l.ops[k];
    MlirBlock b = mlirOperationGetBlock(op);
    MlirLocation loc = mlirOperationGetLocation(op);
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); i++) {
      MlirValue v = mlirOperationGetOperand(op, i);
      MlirType t = mlirValueGetType(v);
      if (!is_small_float(t)) continue;
      MlirType w = widened(ctx, t);
      if (mlirTypeIsNull(w)) {
        ok = false;
        break;
      }
      MlirOperation ext = cast_op("arith.extf", loc, v, w);
      mlirBlockInsertOwnedOperationBefore(b, op, ext);
      mlirOperationSetOperand(op, i, mlirOperationGetResult(ext, 0));
    }
    for (intptr_t i = 0; ok && i < mlirOperationGetNumResults(op); i++) {
      MlirValue r = mlirOperationGetResult(op, i);
      MlirType t = mlirValueGetType(r);
      if (!is_small_float(t)) continue;
      MlirType w = widened(ctx, t);
      if (mlirTypeIsNull(w)) {
        ok = false;
        break;
      }
      mlirValueSetType(r, w);
      MlirOperation trunc = cast_op("arith.truncf", loc, r, t);
      mlirBlockInsertOwnedOperationAfter(b, op, trunc);
      MlirValue nr = mlirOperationGetResult(trunc, 0);
      mlirValueReplaceAllUsesExcept(r, nr, 1, &trunc);
    }
  }
  free(l.ops);
  return ok;
}

ExecEngine *exec_engine_create(MlirxSession *s, const ExecOptions *o, Diag *d) {
  ExecEngine *x = calloc(1, sizeof *x);
  if (!x) {
    diag_set(d, TVF_ENOMEM, "exec: out of memory");
    return NULL;
  }
  x->s = s;
  if (o)
    x->o = *o;
  else
    exec_options_default(&x->o);
  static MlirContext registered; /* translations registered in this context */
  if (registered.ptr != s->ctx.ptr) {
    mlirRegisterAllLLVMTranslations(s->ctx);
    registered = s->ctx;
  }
  x->head = lowering_pm(s, EXEC_LOWERING_HEAD, d);
  x->tail = x->head.ptr ? lowering_pm(s, EXEC_LOWERING_TAIL, d) : (MlirPassManager){NULL};
  if (!x->tail.ptr) {
    if (x->head.ptr) mlirPassManagerDestroy(x->head);
    free(x);
    return NULL;
  }
  return x;
}

MlirxSession *exec_engine_session(ExecEngine *x) { return x->s; }

void exec_engine_destroy(ExecEngine *x) {
  if (!x) return;
  mlirPassManagerDestroy(x->head);
  mlirPassManagerDestroy(x->tail);
  free(x);
}

/* ---- the ABI of one argument or result ---- */

typedef struct ExecType {
  bool memref;     /* memref (or tensor, which bufferizes to an identity memref) */
  bool was_memref; /* a memref in the executed module: its block is an output */
  IrElem elem;
  int rank;
  int64_t dims[EXEC_MAX_RANK];
  int64_t offset;
  int64_t strides[EXEC_MAX_RANK];
  bool dyn; /* a '?' size (identity layout): sizes and strides come from the input at run time */
} ExecType;

/* The type an argument has for this input: a dynamic type takes the
 * input's sizes (row-major strides, offset 0). */
static ExecType type_for_input(const ExecType *t, const EvalTensor *v) {
  ExecType r = *t;
  if (!t->dyn || !v || v->rank != t->rank) return r;
  for (int k = 0; k < t->rank; k++)
    r.dims[k] = v->dims[k];
  r.offset = 0;
  int64_t s = 1;
  for (int k = t->rank - 1; k >= 0; k--) {
    r.strides[k] = s;
    s *= r.dims[k] > 0 ? r.dims[k] : 1;
  }
  return r;
}

typedef struct ExecSig {
  int nargs, nres;
  ExecType args[EXEC_MAX_ARGS], res[EXEC_MAX_ARGS];
} ExecSig;

static int elem_bytes(IrElem e) {
  if (ir_elem_is_float(e)) return ir_elem_bits(e) / 8;
  int w = ir_elem_bits(e);
  return w <= 8 ? 1 : w <= 16 ? 2 : w <= 32 ? 4 : 8;
}

static uint64_t elem_mask(IrElem e) {
  int w = ir_elem_bits(e);
  return w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1;
}

static void identity_strides(ExecType *t) {
  int64_t s = 1;
  for (int k = t->rank - 1; k >= 0; k--) {
    t->strides[k] = s;
    s *= t->dims[k];
  }
  t->offset = 0;
}

/* Elements of the block a view of t reaches (exec.h: span). */
static int64_t type_span(const ExecType *t) {
  int64_t span = t->offset + 1;
  for (int k = 0; k < t->rank; k++) {
    if (t->dims[k] == 0) return 0;
    span += (t->dims[k] - 1) * t->strides[k];
  }
  return span;
}

static bool elem_from_mlir(MlirType e, IrElem *out) {
  if (mlirTypeIsAF16(e))
    *out = IR_F16;
  else if (mlirTypeIsABF16(e))
    *out = IR_BF16;
  else if (mlirTypeIsAF32(e))
    *out = IR_F32;
  else if (mlirTypeIsAF64(e))
    *out = IR_F64;
  else if (mlirTypeIsAIndex(e))
    *out = IR_INDEX;
  else if (mlirTypeIsAInteger(e) && mlirIntegerTypeIsSignless(e) && mlirIntegerTypeGetWidth(e) >= 1 &&
           mlirIntegerTypeGetWidth(e) <= 64)
    *out = ir_elem_int((int)mlirIntegerTypeGetWidth(e));
  else
    return false;
  return true;
}

static bool type_from_mlir(MlirType t, ExecType *o, char *why, size_t n) {
  memset(o, 0, sizeof *o);
  if (mlirTypeIsARankedTensor(t) || mlirTypeIsAMemRef(t)) {
    o->memref = true;
    o->was_memref = mlirTypeIsAMemRef(t);
    if (!elem_from_mlir(mlirShapedTypeGetElementType(t), &o->elem)) goto bad;
    o->rank = (int)mlirShapedTypeGetRank(t);
    if (o->rank > EXEC_MAX_RANK) goto bad;
    for (int k = 0; k < o->rank; k++)
      o->dims[k] = mlirShapedTypeIsDynamicDim(t, k) ? -1 : mlirShapedTypeGetDimSize(t, k);
    if (!mlirShapedTypeHasStaticShape(t)) {
      /* sizes from the input at run time; a memref must have the identity layout */
      if (o->was_memref && !mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t))) goto dyn;
      o->dyn = true;
      return true;
    }
    identity_strides(o);
    if (o->was_memref) {
      int64_t off, st[EXEC_MAX_RANK];
      if (mlirLogicalResultIsFailure(mlirMemRefTypeGetStridesAndOffset(t, st, &off))) goto bad;
      if (mlirShapedTypeIsDynamicStrideOrOffset(off)) goto dyn;
      o->offset = off;
      for (int k = 0; k < o->rank; k++) {
        if (mlirShapedTypeIsDynamicStrideOrOffset(st[k])) goto dyn;
        o->strides[k] = st[k];
      }
    }
    return true;
  }
  if (elem_from_mlir(t, &o->elem)) return true;
bad:;
  StrBuf b = STRBUF_INIT;
  mlirTypePrint(t, cb_sb, &b);
  snprintf(why, n, "type %s", sb_cstr(&b));
  sb_free(&b);
  return false;
dyn:
  snprintf(why, n, "a memref with a dynamic layout");
  return false;
}

static bool type_from_ir(const IrType *t, ExecType *o, char *why, size_t n) {
  memset(o, 0, sizeof *o);
  o->elem = t->elem;
  if (t->kind == IR_TY_SCALAR) return true;
  if (t->kind != IR_TY_TENSOR && t->kind != IR_TY_MEMREF) {
    snprintf(why, n, "type %s", t->text ? t->text : "?");
    return false;
  }
  o->memref = true;
  o->was_memref = t->kind == IR_TY_MEMREF;
  o->rank = t->rank;
  if (o->rank > EXEC_MAX_RANK) return snprintf(why, n, "rank %d", t->rank), false;
  for (int k = 0; k < t->rank; k++) {
    if (t->dims[k] == IR_DYN) return snprintf(why, n, "dynamic shape"), false;
    o->dims[k] = t->dims[k];
  }
  identity_strides(o);
  if (o->was_memref) {
    if (!ir_memref_is_static(t)) return snprintf(why, n, "a memref with a dynamic layout"), false;
    o->offset = t->offset;
    for (int k = 0; k < t->rank; k++)
      o->strides[k] = t->strides[k];
  }
  return true;
}

static bool is_op_named(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && memcmp(n.data, name, n.length) == 0;
}

static MlirOperation find_symbol(MlirModule m, const char *opname, const char *sym) {
  MlirBlock b = mlirModuleGetBody(m);
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!is_op_named(op, opname)) continue;
    MlirAttribute a = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
    if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a)) continue;
    MlirStringRef s = mlirStringAttrGetValue(a);
    if (s.length == strlen(sym) && memcmp(s.data, sym, s.length) == 0) return op;
  }
  return (MlirOperation){NULL};
}

/* The mutable globals of the source function's module (IrFunc.globals,
 * not constant, static memref type of rank <= EXEC_MAX_RANK), in order:
 * what a run reads back after the call. */
static int mutable_globals(const IrFunc *fb, const IrGlobal **out, int max) {
  int n = 0;
  for (int i = 0; fb && i < fb->nglobals && n < max; i++) {
    const IrGlobal *g = fb->globals[i];
    if (!g || g->constant || !g->type || g->type->kind != IR_TY_MEMREF || g->type->rank > EXEC_MAX_RANK)
      continue;
    bool stat = true;
    for (int k = 0; k < g->type->rank; k++)
      stat = stat && g->type->dims[k] >= 0;
    if (stat) out[n++] = g;
  }
  return n;
}

/* Every global of the module public: a private memref.global becomes an
 * LLVM global with internal linkage, which the optimizer may drop when
 * nothing reads it again, and which the engine cannot look up. */
static void make_globals_public(MlirContext ctx, MlirModule m) {
  MlirBlock b = mlirModuleGetBody(m);
  MlirStringRef vis = mlirStringRefCreateFromCString("sym_visibility");
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (is_op_named(op, "memref.global") || is_op_named(op, "ml_program.global") ||
        is_op_named(op, "tosa.variable")) {
      mlirOperationRemoveAttributeByName(op, vis);
    } else if (is_op_named(op, "llvm.mlir.global")) {
      MlirAttribute ext =
          mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString("#llvm.linkage<external>"));
      if (!mlirAttributeIsNull(ext))
        mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("linkage"), ext);
    }
  }
}

/* Signature of func.func @func, else of the fallback IrFunc. */
static bool sig_build(MlirModule m, const char *func, const IrFunc *fb, ExecSig *sig, char *why, size_t n) {
  memset(sig, 0, sizeof *sig);
  MlirOperation f = find_symbol(m, "func.func", func);
  if (!mlirOperationIsNull(f)) {
    MlirAttribute ta = mlirOperationGetAttributeByName(f, mlirStringRefCreateFromCString("function_type"));
    MlirType ft = mlirTypeAttrGetValue(ta);
    sig->nargs = (int)mlirFunctionTypeGetNumInputs(ft);
    sig->nres = (int)mlirFunctionTypeGetNumResults(ft);
    if (sig->nargs > EXEC_MAX_ARGS || sig->nres > EXEC_MAX_ARGS)
      return snprintf(why, n, "too many arguments"), false;
    for (int i = 0; i < sig->nargs; i++)
      if (!type_from_mlir(mlirFunctionTypeGetInput(ft, i), &sig->args[i], why, n)) return false;
    for (int i = 0; i < sig->nres; i++)
      if (!type_from_mlir(mlirFunctionTypeGetResult(ft, i), &sig->res[i], why, n)) return false;
    return true;
  }
  if (!fb) return snprintf(why, n, "no func.func @%s", func), false;
  const IrBlock *b = fb->body;
  sig->nargs = b->nargs;
  sig->nres = fb->nresults;
  if (sig->nargs > EXEC_MAX_ARGS || sig->nres > EXEC_MAX_ARGS)
    return snprintf(why, n, "too many arguments"), false;
  for (int i = 0; i < sig->nargs; i++)
    if (!type_from_ir(b->args[i]->type, &sig->args[i], why, n)) return false;
  for (int i = 0; i < sig->nres; i++)
    if (!type_from_ir(fb->result_types[i], &sig->res[i], why, n)) return false;
  return true;
}

/* ---- wire ---- */

typedef struct Wire {
  int fd; /* -1: keep everything in buf */
  StrBuf buf;
} Wire;

static bool write_all(int fd, const void *p, size_t n) {
  const char *c = p;
  while (n) {
    ssize_t k = write(fd, c, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    c += k;
    n -= (size_t)k;
  }
  return true;
}

static void w_raw(Wire *w, const void *p, size_t n) { sb_append(&w->buf, p, n); }
static void w_u8(Wire *w, uint8_t v) { w_raw(w, &v, 1); }
static void w_i32(Wire *w, int32_t v) { w_raw(w, &v, 4); }
static void w_i64(Wire *w, int64_t v) { w_raw(w, &v, 8); }
static void w_f64(Wire *w, double v) { w_raw(w, &v, 8); }
static void w_str(Wire *w, const char *s) {
  int32_t n = s ? (int32_t)strlen(s) : 0;
  w_i32(w, n);
  w_raw(w, s, (size_t)n);
}
static void w_flush(Wire *w) {
  if (w->fd < 0) return;
  write_all(w->fd, w->buf.data, w->buf.len);
  sb_clear(&w->buf);
}

static void w_fail(Wire *w, ExecStatus st, const char *msg) {
  w_u8(w, 'F');
  w_i32(w, (int32_t)st);
  w_str(w, msg);
  w_flush(w);
}

/* Elements of a strided view, row-major over dims, as bit patterns. */
static void w_view(Wire *w, IrElem e, int rank, const int64_t *dims, const char *base, int64_t offset,
                   const int64_t *strides) {
  int64_t n = 1;
  for (int k = 0; k < rank; k++)
    n *= dims[k];
  w_i32(w, 1);
  w_i32(w, (int32_t)e);
  w_i32(w, rank);
  for (int k = 0; k < rank; k++)
    w_i64(w, dims[k]);
  w_i64(w, n);
  int eb = elem_bytes(e);
  uint64_t mask = ir_elem_is_float(e) ? ~UINT64_C(0) : elem_mask(e);
  int64_t idx[EXEC_MAX_RANK] = {0}, rowmajor[EXEC_MAX_RANK];
  if (!strides) { /* contiguous */
    int64_t s = 1;
    for (int k = rank - 1; k >= 0; k--) {
      rowmajor[k] = s;
      s *= dims[k];
    }
    strides = rowmajor;
  }
  for (int64_t i = 0; i < n; i++) {
    int64_t lin = offset;
    for (int k = 0; k < rank; k++)
      lin += idx[k] * strides[k];
    uint64_t v = 0;
    memcpy(&v, base + lin * eb, (size_t)eb);
    w_raw(w, &(uint64_t){v & mask}, 8);
    for (int k = rank - 1; k >= 0; k--) {
      if (++idx[k] < dims[k]) break;
      idx[k] = 0;
    }
  }
}

/* ---- the child's work ---- */

typedef void (*PackedFn)(void **);

static size_t align_up(size_t x, size_t a) { return (x + a - 1) / a * a; }

static size_t res_size(const ExecType *t, size_t *align) {
  if (t->memref) {
    *align = 8;
    return 24 + 16 * (size_t)t->rank;
  }
  size_t s = (size_t)elem_bytes(t->elem);
  *align = s;
  return s;
}

/* Memory the compiled code allocates (memref.alloc lowers to malloc, or
 * aligned_alloc) is filled with a fixed pattern instead of whatever the
 * worker's heap held before the fork. A pass that makes the program read
 * memory it never wrote then gives the same wrong value on every run, so the
 * bisection over snapshots blames the same pass each time (it did not:
 * campaign findings of BUGS.md #24 and #27 were blamed on different passes
 * from run to run). The pattern repeats every 16 bytes and is indexed by
 * the address, so a buffer the lowering aligns inside a larger block sees
 * the same bytes wherever malloc put the block (glibc aligns to 16); its
 * bytes are varied (odd and even, small and large) so that they rarely
 * coincide with an expected value. glibc's M_PERTURB cannot do this: its
 * per-thread cache hands back freed chunks without the fill. */
static const unsigned char FRESH_FILL[16] = {0xa7, 0x3c, 0x5e, 0xc1, 0x12, 0x9b, 0xe4, 0x7f,
                                             0x38, 0xd5, 0x06, 0xaa, 0x6d, 0xf0, 0x81, 0x4b};

static unsigned char g_fill_xor; /* ExecOptions.fill_xor, set in the child */
static int g_fill_uniform = -1;  /* ExecOptions.fill_byte when fill_uniform, else -1 */

static void fill_fresh(void *p, size_t n) {
  unsigned char *b = p;
  if (g_fill_uniform >= 0) {
    memset(b, g_fill_uniform, n);
    return;
  }
  for (size_t i = 0; i < n; i++)
    b[i] = FRESH_FILL[((uintptr_t)(b + i)) & 15] ^ g_fill_xor;
}

static void *exec_malloc(size_t n) {
  void *p = malloc(n);
  if (p) fill_fresh(p, n);
  return p;
}

static void *exec_aligned_alloc(size_t align, size_t n) {
  void *p = aligned_alloc(align, n);
  if (p) fill_fresh(p, n);
  return p;
}

#define EXEC_MAX_GLOBALS 64

static void run_one(PackedFn fn, const ExecSig *sig, EvalTensor **in, const IrGlobal *const *globals,
                    void *const *gaddr, int nglobals, Wire *w) {
  uint64_t slots[EXEC_MAX_ARGS * (3 + 2 * EXEC_MAX_RANK)];
  void *ptrs[EXEC_MAX_ARGS * (3 + 2 * EXEC_MAX_RANK) + 1];
  char *blocks[EXEC_MAX_ARGS] = {0};
  int np = 0;
  ExecType argt[EXEC_MAX_ARGS];
  for (int i = 0; i < sig->nargs; i++)
    argt[i] = type_for_input(&sig->args[i], in[i]);
  for (int i = 0; i < sig->nargs; i++) {
    const ExecType *t = &argt[i];
    const EvalTensor *v = in[i];
    if (!t->memref) {
      slots[np] = v->n > 0 ? v->bits[0] & (ir_elem_is_float(t->elem) ? ~UINT64_C(0) : elem_mask(t->elem)) : 0;
      ptrs[np] = &slots[np];
      np++;
      continue;
    }
    int eb = elem_bytes(t->elem);
    int64_t span = type_span(t);
    char *blk = calloc((size_t)(span > 0 ? span : 1), (size_t)eb);
    for (int64_t k = 0; k < span && k < v->n; k++)
      memcpy(blk + k * eb, &v->bits[k], (size_t)eb);
    blocks[i] = blk;
    slots[np] = (uint64_t)(uintptr_t)blk;
    slots[np + 1] = (uint64_t)(uintptr_t)blk;
    slots[np + 2] = (uint64_t)t->offset;
    for (int k = 0; k < t->rank; k++) {
      slots[np + 3 + k] = (uint64_t)t->dims[k];
      slots[np + 3 + t->rank + k] = (uint64_t)t->strides[k];
    }
    int cnt = 3 + 2 * t->rank;
    for (int k = 0; k < cnt; k++)
      ptrs[np + k] = &slots[np + k];
    np += cnt;
  }
  _Alignas(16) char ret[8192];
  memset(ret, 0, sizeof ret);
  ptrs[np] = ret;
  uint64_t t0 = tvf_now_ns();
  fn(ptrs);
  double ms = tvf_ms_since(t0);
  w_u8(w, 'R');
  w_f64(w, ms);
  w_i32(w, sig->nres);
  w_i32(w, sig->nargs);
  size_t off = 0;
  for (int r = 0; r < sig->nres; r++) {
    const ExecType *t = &sig->res[r];
    size_t al;
    size_t sz = res_size(t, &al);
    off = align_up(off, al);
    if (!t->memref) {
      w_view(w, t->elem, 0, NULL, ret + off, 0, NULL);
    } else {
      const char *aligned;
      int64_t offset, sizes[EXEC_MAX_RANK], strides[EXEC_MAX_RANK];
      memcpy(&aligned, ret + off + 8, 8);
      memcpy(&offset, ret + off + 16, 8);
      memcpy(sizes, ret + off + 24, 8 * (size_t)t->rank);
      memcpy(strides, ret + off + 24 + 8 * (size_t)t->rank, 8 * (size_t)t->rank);
      /* A result whose type fixes its layout is read the way every consumer
       * compiled against that type reads it: with the type's sizes, offset and
       * strides (the lowering folds them into the address arithmetic), not
       * the descriptor's. A pass that returns a view whose real layout
       * differs from its declared type (BUGS.md #30: a strided slice
       * returned as an identity memref) then shows. */
      if (!t->dyn) {
        offset = t->offset;
        for (int k = 0; k < t->rank; k++)
          sizes[k] = t->dims[k], strides[k] = t->strides[k];
      } else { /* '?' sizes with the identity layout: row-major strides, offset 0 */
        offset = 0;
        int64_t st = 1;
        for (int k = t->rank - 1; k >= 0; k--) {
          strides[k] = st;
          st *= sizes[k] > 0 && sizes[k] < EXEC_MAX_ELEMS ? sizes[k] : 1;
        }
      }
      int64_t n = 1;
      for (int k = 0; k < t->rank; k++)
        n = sizes[k] >= 0 && sizes[k] < EXEC_MAX_ELEMS ? n * sizes[k] : EXEC_MAX_ELEMS;
      if (n >= EXEC_MAX_ELEMS || !aligned)
        w_i32(w, 0); /* garbage descriptor: absent */
      else
        w_view(w, t->elem, t->rank, sizes, aligned, offset, strides);
    }
    off += sz;
  }
  for (int i = 0; i < sig->nargs; i++) {
    const ExecType *t = &argt[i];
    if (!t->was_memref) {
      w_i32(w, 0);
      continue;
    }
    /* the whole block, shaped like the input */
    const EvalTensor *v = in[i];
    if (v->n == type_span(t))
      w_view(w, t->elem, v->rank, v->dims, blocks[i], 0, NULL);
    else
      w_i32(w, 0);
  }
  w_i32(w, nglobals);
  for (int j = 0; j < nglobals; j++) {
    const IrType *t = globals[j]->type;
    if (gaddr[j])
      w_view(w, t->elem, t->rank, t->dims, gaddr[j], 0, NULL);
    else
      w_i32(w, 0);
  }
  for (int i = 0; i < sig->nargs; i++)
    free(blocks[i]);
  w_flush(w);
}

static void child_work(ExecEngine *x, const char *text, size_t len, const char *func, const IrFunc *fb,
                       EvalTensor ***inputs, int ninputs, Wire *w) {
  MlirxSession *s = x->s;
  g_fill_xor = x->o.fill_xor;
  g_fill_uniform = x->o.fill_uniform ? x->o.fill_byte : -1;
  Diag d;
  diag_init(&d);
  MlirxModule *m = mlirx_parse(s, text, len, "<exec>", &d);
  if (!m) {
    w_fail(w, EXEC_PARSE_ERROR, d.msg);
    return;
  }
  char why[512];
  ExecSig *sig = malloc(sizeof *sig);
  if (!sig_build(m->mod, func, fb, sig, why, sizeof why)) {
    w_fail(w, EXEC_UNSUPPORTED, why);
    goto out;
  }
  for (int v = 0; v < ninputs; v++)
    for (int i = 0; i < sig->nargs; i++) {
      const EvalTensor *t = inputs[v][i];
      ExecType at = type_for_input(&sig->args[i], t);
      bool fits = !at.dyn || (t && t->rank == at.rank);
      for (int k = 0; fits && at.dyn && k < at.rank; k++)
        fits = sig->args[i].dims[k] < 0 || sig->args[i].dims[k] == t->dims[k];
      int64_t want = at.memref ? type_span(&at) : 1;
      if (!t || !fits || t->kind == EVAL_MEMREF || t->kind == EVAL_SHAPE || t->n != want ||
          t->elem != sig->args[i].elem) {
        snprintf(why, sizeof why, "input %d of argument %d does not fit the signature", v, i);
        w_fail(w, EXEC_UNSUPPORTED, why);
        goto out;
      }
    }
  uint64_t t0 = tvf_now_ns();
  mlirx_diag_reset(s, "<exec>");
  const IrGlobal *globals[EXEC_MAX_GLOBALS];
  void *gaddr[EXEC_MAX_GLOBALS] = {0};
  int nglobals = mutable_globals(fb, globals, EXEC_MAX_GLOBALS);
  if (nglobals) make_globals_public(s->ctx, m->mod);
  MlirOperation mop = mlirModuleGetOperation(m->mod);
  if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(x->head, mop)) ||
      !widen_small_float_math(s->ctx, m->mod) ||
      mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(x->tail, mop))) {
    const char *e = mlirx_diag_first(s);
    w_fail(w, EXEC_LOWER_FAILED, e ? e : "the fixed lowering failed without a diagnostic");
    goto out;
  }
  if (mlirOperationIsNull(find_symbol(m->mod, "llvm.func", func))) {
    w_fail(w, EXEC_LOWER_FAILED, "no llvm.func after the fixed lowering");
    goto out;
  }
  double lower_ms = tvf_ms_since(t0);
  t0 = tvf_now_ns();
  MlirStringRef libs[1] = {mlirStringRefCreateFromCString(EXEC_RUNNER_UTILS)};
  int nlibs = access(EXEC_RUNNER_UTILS, R_OK) == 0 ? 1 : 0;
  mlirx_diag_reset(s, "<exec>");
  MlirExecutionEngine jit = mlirExecutionEngineCreate(m->mod, EXEC_OPT_LEVEL, nlibs, libs, false, false);
  if (mlirExecutionEngineIsNull(jit)) {
    const char *e = mlirx_diag_first(s);
    w_fail(w, EXEC_JIT_FAILED,
           e ? e : "the ExecutionEngine could not be created (translation to LLVM IR failed)");
    goto out;
  }
  /* defined before the first lookup materializes the code, so these win
   * over the process's malloc and aligned_alloc */
  mlirExecutionEngineRegisterSymbol(jit, mlirStringRefCreateFromCString("malloc"), (void *)exec_malloc);
  mlirExecutionEngineRegisterSymbol(jit, mlirStringRefCreateFromCString("aligned_alloc"),
                                    (void *)exec_aligned_alloc);
  PackedFn fn = (PackedFn)mlirExecutionEngineLookupPacked(jit, mlirStringRefCreateFromCString(func));
  if (!fn) {
    w_fail(w, EXEC_JIT_FAILED, "the packed wrapper of the function was not found");
    mlirExecutionEngineDestroy(jit);
    goto out;
  }
  for (int j = 0; j < nglobals; j++)
    gaddr[j] = mlirExecutionEngineLookup(jit, mlirStringRefCreateFromCString(globals[j]->name));
  w_u8(w, 'C');
  w_f64(w, lower_ms);
  w_f64(w, tvf_ms_since(t0));
  w_flush(w);
  for (int v = 0; v < ninputs; v++)
    run_one(fn, sig, inputs[v], globals, gaddr, nglobals, w);
  w_u8(w, 'D');
  w_flush(w);
  mlirExecutionEngineDestroy(jit);
out:
  free(sig);
  mlirx_module_destroy(m);
}

/* ---- the parent ---- */

typedef struct Rd {
  const char *p, *end;
} Rd;

static bool rd(Rd *r, void *o, size_t n) {
  if ((size_t)(r->end - r->p) < n) return false;
  memcpy(o, r->p, n);
  r->p += n;
  return true;
}

static bool rd_tensor(Rd *r, Arena *a, EvalTensor **out) {
  int32_t present, elem, rank;
  *out = NULL;
  if (!rd(r, &present, 4)) return false;
  if (!present) return true;
  if (!rd(r, &elem, 4) || !rd(r, &rank, 4) || rank < 0 || rank > EXEC_MAX_RANK) return false;
  int64_t dims[EXEC_MAX_RANK], n;
  for (int k = 0; k < rank; k++)
    if (!rd(r, &dims[k], 8)) return false;
  if (!rd(r, &n, 8) || n < 0 || (size_t)(r->end - r->p) < (size_t)n * 8) return false;
  EvalTensor *t = eval_tensor_new(a, rank == 0 ? EVAL_SCALAR : EVAL_TENSOR, (IrElem)elem, rank, dims);
  if (!t || t->n != n) return false;
  rd(r, t->bits, (size_t)n * 8);
  *out = t;
  return true;
}

static void decode(const StrBuf *data, Arena *a, int ninputs, const IrFunc *fb, ExecResult *out) {
  const IrGlobal *globals[EXEC_MAX_GLOBALS];
  int nglobals = mutable_globals(fb, globals, EXEC_MAX_GLOBALS);
  const char **names = arena_calloc(a, (size_t)nglobals + 1, sizeof *names);
  for (int j = 0; names && j < nglobals; j++)
    names[j] = globals[j]->name;
  Rd r = {data->data, data->data + data->len};
  out->runs = arena_calloc(a, (size_t)(ninputs > 0 ? ninputs : 1), sizeof(ExecRun));
  bool done = false;
  uint8_t type;
  while (!done && rd(&r, &type, 1)) {
    if (type == 'C') {
      if (!rd(&r, &out->lower_ms, 8) || !rd(&r, &out->jit_ms, 8)) break;
    } else if (type == 'F') {
      int32_t st, n;
      if (!rd(&r, &st, 4) || !rd(&r, &n, 4) || n < 0 || r.end - r.p < n) break;
      out->status = (ExecStatus)st;
      snprintf(out->msg, sizeof out->msg, "%.*s", n, r.p);
      r.p += n;
      done = true;
    } else if (type == 'R') {
      if (out->nruns >= ninputs) break;
      ExecRun *run = &out->runs[out->nruns];
      int32_t nres, nargs;
      if (!rd(&r, &run->ms, 8) || !rd(&r, &nres, 4) || !rd(&r, &nargs, 4) || nres < 0 || nargs < 0) break;
      run->nresults = nres;
      run->nargs = nargs;
      run->results = arena_calloc(a, (size_t)nres + 1, sizeof(EvalTensor *));
      run->final_args = arena_calloc(a, (size_t)nargs + 1, sizeof(EvalTensor *));
      bool ok = true;
      for (int i = 0; ok && i < nres; i++)
        ok = rd_tensor(&r, a, &run->results[i]);
      for (int i = 0; ok && i < nargs; i++)
        ok = rd_tensor(&r, a, &run->final_args[i]);
      int32_t ng = 0;
      ok = ok && rd(&r, &ng, 4) && ng == nglobals && names;
      run->final_globals = ok ? arena_calloc(a, (size_t)ng + 1, sizeof(EvalTensor *)) : NULL;
      for (int j = 0; ok && j < ng; j++)
        ok = rd_tensor(&r, a, &run->final_globals[j]);
      if (!ok) break;
      run->global_names = names;
      run->nglobals = ng;
      out->run_ms += run->ms;
      out->nruns++;
    } else if (type == 'D') {
      done = true;
    } else {
      break;
    }
  }
}

static void tail_append(StrBuf *t, const char *p, size_t n) {
  sb_append(t, p, n);
  if (t->len > ERR_TAIL_MAX) {
    size_t drop = t->len - ERR_TAIL_MAX;
    memmove(t->data, t->data + drop, ERR_TAIL_MAX);
    sb_truncate(t, ERR_TAIL_MAX);
  }
}

static void crash_text(const StrBuf *err, int sig, char *out, size_t n) {
  const char *t = sb_cstr((StrBuf *)err);
  const char *pick = strstr(t, "Assertion");
  if (!pick) pick = strstr(t, "LLVM ERROR");
  if (!pick) pick = strstr(t, "UNREACHABLE");
  int len = 0;
  if (!pick && err->len) {
    size_t end = err->len;
    while (end && (t[end - 1] == '\n' || t[end - 1] == ' '))
      end--;
    size_t b = end;
    while (b && t[b - 1] != '\n')
      b--;
    pick = t + b;
    len = (int)(end - b);
  } else if (pick) {
    const char *e = strchr(pick, '\n');
    len = e ? (int)(e - pick) : (int)strlen(pick);
  }
  if (len > 300) len = 300;
  snprintf(out, n, "%s (signal %d)%s%.*s", sig ? strsignal(sig) : "child exited", sig, len ? ": " : "", len,
           pick ? pick : "");
}

TvfStatus exec_run(ExecEngine *x, const char *text, size_t len, const char *func, const IrFunc *sig,
                   EvalTensor ***inputs, int ninputs, Arena *a, ExecResult *out, Diag *d) {
  memset(out, 0, sizeof *out);
  out->failed_input = -1;
  uint64_t t0 = tvf_now_ns();
  if (!func) func = "main";
  StrBuf data = STRBUF_INIT;
  if (!x->o.isolate) {
    Wire w = {-1, STRBUF_INIT};
    child_work(x, text, len, func, sig, inputs, ninputs, &w);
    decode(&w.buf, a, ninputs, sig, out);
    sb_free(&w.buf);
    out->total_ms = tvf_ms_since(t0);
    return TVF_OK;
  }
  int ev[2], er[2];
  if (pipe(ev)) return diag_set(d, TVF_EIO, "exec: pipe(): %s", strerror(errno));
  if (pipe(er)) {
    close(ev[0]);
    close(ev[1]);
    return diag_set(d, TVF_EIO, "exec: pipe(): %s", strerror(errno));
  }
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) {
    close(ev[0]), close(ev[1]), close(er[0]), close(er[1]);
    return diag_set(d, TVF_EIO, "exec: fork(): %s", strerror(errno));
  }
  if (pid == 0) {
    close(ev[0]);
    close(er[0]);
    dup2(er[1], 2);
    close(er[1]);
    signal(SIGPIPE, SIG_DFL);
    tvf_limit_address_space(x->o.mem_mb);
    Wire w = {ev[1], STRBUF_INIT};
    child_work(x, text, len, func, sig, inputs, ninputs, &w);
    _exit(0);
  }
  close(ev[1]);
  close(er[1]);
  fcntl(er[0], F_SETFL, fcntl(er[0], F_GETFL) | O_NONBLOCK);
  StrBuf err = STRBUF_INIT;
  uint64_t deadline = x->o.wall_ms ? t0 + (uint64_t)x->o.wall_ms * 1000000ull : 0;
  bool timed_out = false, ev_open = true, er_open = true;
  char buf[65536];
  while (ev_open) {
    struct pollfd p[2] = {{ev[0], POLLIN, 0}, {er_open ? er[0] : -1, POLLIN, 0}};
    int wait_ms = -1;
    if (deadline) {
      uint64_t now = tvf_now_ns();
      if (now >= deadline) {
        timed_out = true;
        break;
      }
      wait_ms = (int)((deadline - now) / 1000000ull) + 1;
    }
    int k = poll(p, 2, wait_ms);
    if (k < 0 && errno == EINTR) continue;
    if (k < 0) break;
    if (p[1].revents) {
      ssize_t n = read(er[0], buf, sizeof buf);
      if (n > 0)
        tail_append(&err, buf, (size_t)n);
      else if (n == 0)
        er_open = false;
    }
    if (p[0].revents) {
      ssize_t n = read(ev[0], buf, sizeof buf);
      if (n > 0)
        sb_append(&data, buf, (size_t)n);
      else if (n == 0 || errno != EINTR)
        ev_open = false;
    }
  }
  if (timed_out) kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  for (;;) {
    ssize_t n = read(er[0], buf, sizeof buf);
    if (n <= 0) break;
    tail_append(&err, buf, (size_t)n);
  }
  close(ev[0]);
  close(er[0]);
  decode(&data, a, ninputs, sig, out);
  bool complete = out->status != EXEC_OK || out->nruns == ninputs;
  /* 'D' is written only after the last run; an exit without it is a death. */
  bool exited_clean = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  if (timed_out) {
    out->status = EXEC_TIMEOUT;
    out->failed_input = out->nruns < ninputs ? out->nruns : -1;
    snprintf(out->msg, sizeof out->msg, "wall-clock budget of %u ms exceeded%s", x->o.wall_ms,
             out->lower_ms == 0 ? " before the program was compiled" : "");
  } else if (!complete || !exited_clean) {
    int sg = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    const char *t = sb_cstr(&err);
    bool oom = strstr(t, "out of memory") || strstr(t, "bad_alloc") || strstr(t, "Cannot allocate memory");
    out->status = oom ? EXEC_OOM : EXEC_CRASH;
    out->failed_input = out->nruns < ninputs ? out->nruns : -1;
    char why[512];
    crash_text(&err, sg, why, sizeof why);
    snprintf(out->msg, sizeof out->msg, "%s%s", why,
             out->lower_ms == 0 ? " (before the program was compiled)" : "");
  }
  if ((out->status == EXEC_JIT_FAILED || out->status == EXEC_LOWER_FAILED) && err.len) {
    char why[512];
    crash_text(&err, 0, why, sizeof why);
    size_t l = strlen(out->msg);
    snprintf(out->msg + l, sizeof out->msg - l, "; stderr: %s", why + strlen("child exited (signal 0)"));
  }
  sb_free(&err);
  sb_free(&data);
  out->total_ms = tvf_ms_since(t0);
  return TVF_OK;
}
