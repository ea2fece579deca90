/*
 * reduce_passes.c: the reducer's op-level passes (MLIR C API edits) and the
 * pass table.
 *
 * Every op pass follows one recipe (red_apply_edit): clone the parsed current
 * program, enumerate its instances in a fixed order (so "the n-th instance"
 * is a pure function of the text), apply the n-th edit, erase ops that became
 * dead, verify, print. Instances are enumerated bottom-up (last op first)
 * where that removes more at once: replacing the last op of a chain by a
 * function argument kills the whole chain above it in one test.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "mlirx/session_internal.h"
#include "triage/mlir_edit.h"
#include "triage/reduce_internal.h"

RedResult red_apply_edit(const RedInput *in, long n, RedEditFn edit, bool dce, StrBuf *out, Diag *d) {
  MlirxModule *m = mlirx_module_clone(in->mod);
  if (!m) {
    diag_set(d, TVF_ENOMEM, "reduce: cannot clone the module");
    return RED_ERROR;
  }
  Diag ed;
  diag_init(&ed);
  if (!edit(m, n, &ed)) {
    mlirx_module_destroy(m);
    if (ed.status != TVF_OK) {
      diag_copy(d, &ed);
      return RED_ERROR;
    }
    return RED_STOP;
  }
  if (dce) me_dce(m->mod);
  Diag vd;
  diag_init(&vd);
  if (mlirx_module_verify(m, &vd) != TVF_OK) {
    mlirx_module_destroy(m);
    diag_set(d, TVF_EINPUT, "candidate does not verify: %s", vd.msg);
    return RED_ERROR;
  }
  sb_clear(out);
  mlirx_module_print(m, false, out);
  mlirx_module_destroy(m);
  return RED_OK;
}

/* Count instances by applying until RED_STOP would be too slow for op passes;
 * each pass has a cheap counter instead. */
#define COUNT_BY(enumerate)                                                                                  \
  static long enumerate##_count(const RedInput *in) {                                                        \
    MlirxModule *m = mlirx_module_clone(in->mod);                                                            \
    if (!m) return 0;                                                                                        \
    long c = enumerate(m, -1, NULL);                                                                         \
    mlirx_module_destroy(m);                                                                                 \
    return c;                                                                                                \
  }

/* Each enumerator walks the instances of its pass on m; with n >= 0 it
 * applies the n-th and returns 1 (0 if there is none); with n < 0 it only
 * counts. */

/* A walk over the instances of a pass: each candidate edit is counted; the
 * walk stops at the n-th, which the visitor applies (r = 1) or fails on
 * (r = 0, the reason in d). */
typedef struct Walk {
  long n, k; /* the instance to apply; the instances seen */
  bool stop; /* the n-th was reached */
  long r;    /* it was applied */
  Diag *d;
} Walk;

/* Is this candidate the n-th? Counts it. */
static bool walk_hit(Walk *w) {
  if (w->k++ != w->n) return false;
  w->stop = true;
  return true;
}

/* The enumerator's answer: applied or not (n >= 0), or the count. */
static long walk_result(const Walk *w) { return w->n >= 0 ? w->r : w->k; }

/* Visit the editable ops of m, first to last or last first (see the top
 * comment), until the n-th instance. */
static long walk_ops(MlirxModule *m, long n, bool last_first, void (*visit)(MlirOperation, Walk *), Diag *d) {
  MeOps l = {0};
  me_collect_editable(m->mod, &l);
  Walk w = {.n = n, .d = d};
  for (int j = 0; j < l.n && !w.stop; j++)
    visit(l.v[last_first ? l.n - 1 - j : j], &w);
  me_ops_free(&l);
  return walk_result(&w);
}

/* Visit the functions of m that have an entry block, until the n-th
 * instance. */
static long walk_funcs(MlirxModule *m, long n, void (*visit)(MlirOperation func, MlirBlock entry, Walk *),
                       Diag *d) {
  MeOps f = {0};
  me_collect_funcs(m->mod, &f);
  Walk w = {.n = n, .d = d};
  for (int i = 0; i < f.n && !w.stop; i++) {
    MlirBlock b = me_func_entry(f.v[i]);
    if (!mlirBlockIsNull(b)) visit(f.v[i], b, &w);
  }
  me_ops_free(&f);
  return walk_result(&w);
}

/* ---- dce: erase every dead op ---- */
static long en_dce(MlirxModule *m, long n, Diag *d) {
  (void)d;
  if (n > 0) return 0;
  int k = me_dce(m->mod);
  return k > 0 ? 1 : 0;
}

/* ---- erase-func ---- */
static long en_erase_func(MlirxModule *m, long n, Diag *d) {
  (void)d;
  MeOps f = {0};
  me_collect_funcs(m->mod, &f);
  long count = f.n > 1 ? f.n : 0;
  long r = count;
  if (n >= 0) {
    r = n < count;
    if (r) mlirOperationDestroy(f.v[n]);
  }
  me_ops_free(&f);
  return r;
}

/* ---- inline-region: replace a region op by the body of one region ---- */

/* Can region `ri` of op be inlined in place of op? Single block; its
 * arguments (if any) are the trailing operands, type for type; its terminator
 * yields exactly the op's result types. */
static bool inlinable(MlirOperation op, intptr_t ri) {
  MlirRegion reg = mlirOperationGetRegion(op, ri);
  MlirBlock b = mlirRegionGetFirstBlock(reg);
  if (mlirBlockIsNull(b) || !mlirBlockIsNull(mlirBlockGetNextInRegion(b))) return false;
  intptr_t na = mlirBlockGetNumArguments(b), no = mlirOperationGetNumOperands(op);
  if (na > no) return false;
  for (intptr_t i = 0; i < na; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirBlockGetArgument(b, i)),
                       mlirValueGetType(mlirOperationGetOperand(op, no - na + i))))
      return false;
  MlirOperation term = mlirBlockGetTerminator(b);
  if (mlirOperationIsNull(term)) return false;
  intptr_t nr = mlirOperationGetNumResults(op);
  if (mlirOperationGetNumOperands(term) != nr) return false;
  for (intptr_t i = 0; i < nr; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetOperand(term, i)),
                       mlirValueGetType(mlirOperationGetResult(op, i))))
      return false;
  return true;
}

typedef struct ValMap {
  MlirValue *from, *to;
  int n, cap;
} ValMap;

static void vm_add(ValMap *vm, MlirValue a, MlirValue b) {
  if (vm->n == vm->cap) {
    int nc = vm->cap ? vm->cap * 2 : 16;
    MlirValue *f = realloc(vm->from, sizeof *f * (size_t)nc), *t;
    if (!f) return;
    vm->from = f;
    t = realloc(vm->to, sizeof *t * (size_t)nc);
    if (!t) return;
    vm->to = t;
    vm->cap = nc;
  }
  vm->from[vm->n] = a;
  vm->to[vm->n] = b;
  vm->n++;
}

static MlirValue vm_get(const ValMap *vm, MlirValue v) {
  for (int i = 0; i < vm->n; i++)
    if (mlirValueEqual(vm->from[i], v)) return vm->to[i];
  return v;
}

static MlirWalkResult remap_cb(MlirOperation op, void *user) {
  const ValMap *vm = user;
  intptr_t no = mlirOperationGetNumOperands(op);
  for (intptr_t i = 0; i < no; i++) {
    MlirValue v = mlirOperationGetOperand(op, i), w = vm_get(vm, v);
    if (!mlirValueEqual(v, w)) mlirOperationSetOperand(op, i, w);
  }
  return MlirWalkResultAdvance;
}

static void inline_region(MlirOperation op, intptr_t ri) {
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, ri));
  ValMap vm = {0};
  intptr_t na = mlirBlockGetNumArguments(b), no = mlirOperationGetNumOperands(op);
  for (intptr_t i = 0; i < na; i++)
    vm_add(&vm, mlirBlockGetArgument(b, i), mlirOperationGetOperand(op, no - na + i));
  MlirOperation term = mlirBlockGetTerminator(b);
  MlirBlock parent = mlirOperationGetBlock(op);
  for (MlirOperation o = mlirBlockGetFirstOperation(b);
       !mlirOperationIsNull(o) && !mlirOperationEqual(o, term); o = mlirOperationGetNextInBlock(o)) {
    MlirOperation c = mlirOperationClone(o);
    mlirBlockInsertOwnedOperationBefore(parent, op, c);
    mlirOperationWalk(c, remap_cb, &vm, MlirWalkPreOrder);
    intptr_t nr = mlirOperationGetNumResults(o);
    for (intptr_t i = 0; i < nr; i++)
      vm_add(&vm, mlirOperationGetResult(o, i), mlirOperationGetResult(c, i));
  }
  intptr_t nr = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < nr; i++)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, i),
                                  vm_get(&vm, mlirOperationGetOperand(term, i)));
  mlirOperationDestroy(op);
  free(vm.from);
  free(vm.to);
}

static void inline_region_at(MlirOperation op, Walk *w) {
  if (me_op_has_prefix(op, "linalg.")) return;
  intptr_t nreg = mlirOperationGetNumRegions(op);
  for (intptr_t ri = 0; ri < nreg; ri++) {
    if (!inlinable(op, ri)) continue;
    if (walk_hit(w)) {
      inline_region(op, ri);
      w->r = 1;
      return;
    }
  }
}

static long en_inline_region(MlirxModule *m, long n, Diag *d) {
  return walk_ops(m, n, false, inline_region_at, d);
}

/* ---- bypass: replace an op by one of its operands of the result's type ---- */
static void bypass_at(MlirOperation op, Walk *w) {
  if (mlirOperationGetNumResults(op) != 1 || me_op_is_constant(op)) return;
  MlirValue res = mlirOperationGetResult(op, 0);
  if (mlirOpOperandIsNull(mlirValueGetFirstUse(res))) return;
  MlirType t = mlirValueGetType(res);
  intptr_t no = mlirOperationGetNumOperands(op);
  for (intptr_t j = 0; j < no; j++) {
    MlirValue v = mlirOperationGetOperand(op, j);
    if (!mlirTypeEqual(mlirValueGetType(v), t)) continue;
    /* The same operand twice gives the same candidate: count it once. */
    bool dup = false;
    for (intptr_t q = 0; q < j; q++)
      if (mlirValueEqual(mlirOperationGetOperand(op, q), v)) dup = true;
    if (dup) continue;
    if (walk_hit(w)) {
      mlirValueReplaceAllUsesOfWith(res, v);
      mlirOperationDestroy(op);
      w->r = 1;
      return;
    }
  }
}

static long en_bypass(MlirxModule *m, long n, Diag *d) { return walk_ops(m, n, true, bypass_at, d); }

/* ---- to-arg: replace an op's results by new function arguments ---- */
static void to_arg_at(MlirOperation op, Walk *w) {
  if (me_op_is_constant(op) || !me_op_has_uses(op)) return;
  MlirOperation func = me_enclosing_func(op);
  if (mlirOperationIsNull(func)) return;
  MlirBlock entry = me_func_entry(func);
  if (!mlirBlockEqual(mlirOperationGetBlock(op), entry)) return;
  intptr_t nr = mlirOperationGetNumResults(op);
  for (intptr_t j = 0; j < nr; j++) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, j));
    if (!mlirTypeIsARankedTensor(t) && !mlirTypeIsAFloat(t) && !mlirTypeIsAInteger(t)) return;
  }
  if (!walk_hit(w)) return;
  MlirContext ctx = mlirOperationGetContext(op);
  for (intptr_t j = 0; j < nr; j++) {
    MlirValue res = mlirOperationGetResult(op, j);
    if (mlirOpOperandIsNull(mlirValueGetFirstUse(res))) continue;
    MlirValue a = mlirBlockAddArgument(entry, mlirValueGetType(res), mlirLocationUnknownGet(ctx));
    mlirValueReplaceAllUsesOfWith(res, a);
  }
  mlirOperationDestroy(op);
  me_func_sync_type(ctx, func);
  w->r = 1;
}

static long en_to_arg(MlirxModule *m, long n, Diag *d) { return walk_ops(m, n, true, to_arg_at, d); }

/* ---- to-const: replace a single-result op by a 0 or 1 constant ---- */
static bool constable(MlirType t) {
  MlirType e = t;
  if (mlirTypeIsARankedTensor(t)) {
    if (!mlirShapedTypeHasStaticShape(t)) return false;
    e = mlirShapedTypeGetElementType(t);
  }
  return mlirTypeIsAFloat(e) || mlirTypeIsAInteger(e) || mlirTypeIsAIndex(e);
}

static void to_const_at(MlirOperation op, Walk *w) {
  if (me_op_is_constant(op) || mlirOperationGetNumResults(op) != 1 || !me_op_has_uses(op)) return;
  MlirValue res = mlirOperationGetResult(op, 0);
  MlirType t = mlirValueGetType(res);
  if (!constable(t)) return;
  for (int v = 0; v <= 1; v++) {
    if (!walk_hit(w)) continue;
    MlirOperation func = me_enclosing_func(op);
    bool tosa = !mlirOperationIsNull(func) && me_func_has_tosa(func);
    MlirValue c = me_make_constant(mlirOperationGetContext(op), op, t, v, tosa);
    if (!mlirValueIsNull(c)) {
      mlirValueReplaceAllUsesOfWith(res, c);
      mlirOperationDestroy(op);
      w->r = 1;
    } else {
      diag_set(w->d, TVF_EINTERNAL, "reduce: cannot build a constant");
    }
    return;
  }
}

static long en_to_const(MlirxModule *m, long n, Diag *d) { return walk_ops(m, n, true, to_const_at, d); }

/* ---- unused-args ---- */
static void unused_args_of(MlirOperation func, MlirBlock b, Walk *w) {
  intptr_t na = mlirBlockGetNumArguments(b);
  for (intptr_t j = na - 1; j >= 0; j--) {
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirBlockGetArgument(b, j)))) continue;
    if (!walk_hit(w)) continue;
    mlirBlockEraseArgument(b, (unsigned)j);
    me_func_sync_type(mlirOperationGetContext(func), func);
    w->r = 1;
    return;
  }
}

static long en_unused_args(MlirxModule *m, long n, Diag *d) { return walk_funcs(m, n, unused_args_of, d); }

/* Does block b hold an op without results besides its terminator (a
 * store, a variable write: an op kept for its effect)? */
static bool has_effect_op(MlirBlock b, MlirOperation terminator) {
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (!mlirOperationEqual(op, terminator) && mlirOperationGetNumResults(op) == 0) return true;
  return false;
}

/* ---- drop-result: remove one result of a function with several, or the
 * only one of a function that still does something (the campP reproducer of
 * #38 kept an unrelated returned argument next to its variable_write) ---- */
static void drop_result_of(MlirOperation func, MlirBlock b, Walk *w) {
  MlirOperation ret = mlirBlockGetTerminator(b);
  if (mlirOperationIsNull(ret)) return;
  intptr_t no = mlirOperationGetNumOperands(ret);
  if (no < 1 || (no == 1 && !has_effect_op(b, ret))) return;
  for (intptr_t j = no - 1; j >= 0; j--) {
    if (!walk_hit(w)) continue;
    MlirValue *keep = calloc((size_t)no, sizeof *keep);
    if (!keep) return;
    intptr_t q = 0;
    for (intptr_t t = 0; t < no; t++)
      if (t != j) keep[q++] = mlirOperationGetOperand(ret, t);
    mlirOperationSetOperands(ret, q, keep);
    free(keep);
    me_func_sync_type(mlirOperationGetContext(func), func);
    w->r = 1;
    return;
  }
}

static long en_drop_result(MlirxModule *m, long n, Diag *d) { return walk_funcs(m, n, drop_result_of, d); }

/* ---- merge-const: use an identical earlier constant instead ---- */
static void op_generic_text(MlirOperation op, StrBuf *out) {
  sb_clear(out);
  MlirOpPrintingFlags fl = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(fl);
  mlirOpPrintingFlagsAssumeVerified(fl);
  mlirOperationPrintWithFlags(op, fl, mlirx_strbuf_cb, out);
  mlirOpPrintingFlagsDestroy(fl);
  /* drop the "%x = " result name so identical constants compare equal */
  const char *eq = strstr(sb_cstr(out), " = ");
  if (eq && out->data[0] == '%') {
    size_t skip = (size_t)(eq - out->data) + 3;
    memmove(out->data, out->data + skip, out->len - skip + 1);
    out->len -= skip;
  }
}

static long en_merge_const(MlirxModule *m, long n, Diag *d) {
  MeOps l = {0};
  me_collect_editable(m->mod, &l);
  Walk w = {.n = n, .d = d};
  StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
  for (int j = 0; j < l.n && !w.stop; j++) {
    if (!me_op_is_constant(l.v[j]) || me_op_is(l.v[j], "tensor.empty") || !me_op_has_uses(l.v[j])) continue;
    op_generic_text(l.v[j], &b);
    for (int i = 0; i < j; i++) {
      if (!me_op_is_constant(l.v[i]) ||
          !mlirBlockEqual(mlirOperationGetBlock(l.v[i]), mlirOperationGetBlock(l.v[j])))
        continue;
      op_generic_text(l.v[i], &a);
      if (a.len != b.len || memcmp(a.data, b.data, a.len) != 0) continue;
      /* only the nearest earlier twin is a candidate */
      if (!walk_hit(&w)) break;
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(l.v[j], 0), mlirOperationGetResult(l.v[i], 0));
      w.r = 1;
      break;
    }
  }
  sb_free(&a);
  sb_free(&b);
  me_ops_free(&l);
  return walk_result(&w);
}

/* ---- reroute-result: return an earlier value instead (retyping the function) ---- */
static void reroute_result_of(MlirOperation func, MlirBlock b, Walk *w) {
  MlirOperation ret = mlirBlockGetTerminator(b);
  if (mlirOperationIsNull(ret)) return;
  intptr_t no = mlirOperationGetNumOperands(ret);
  for (intptr_t j = 0; j < no && !w->stop; j++) {
    MlirValue cur = mlirOperationGetOperand(ret, j);
    /* Candidate values: results of non-constant ops of the entry block, last first. */
    MlirOperation last = ret;
    for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationEqual(op, ret);
         op = mlirOperationGetNextInBlock(op))
      last = op;
    for (MlirOperation op = last; !mlirOperationIsNull(op) && !mlirOperationEqual(op, ret);) {
      MlirOperation prev = {NULL};
      for (MlirOperation q = mlirBlockGetFirstOperation(b); !mlirOperationEqual(q, op);
           q = mlirOperationGetNextInBlock(q))
        prev = q;
      if (!me_op_is_constant(op)) {
        intptr_t nr = mlirOperationGetNumResults(op);
        for (intptr_t t = 0; t < nr && !w->stop; t++) {
          MlirValue v = mlirOperationGetResult(op, t);
          if (mlirValueEqual(v, cur) || !mlirTypeIsARankedTensor(mlirValueGetType(v))) continue;
          if (!walk_hit(w)) continue;
          mlirOperationSetOperand(ret, j, v);
          me_func_sync_type(mlirOperationGetContext(ret), func);
          w->r = 1;
        }
      }
      if (w->stop || mlirOperationIsNull(prev)) break;
      op = prev;
    }
  }
}

static long en_reroute_result(MlirxModule *m, long n, Diag *d) {
  return walk_funcs(m, n, reroute_result_of, d);
}

/* ---- glue: RedPass objects over the enumerators ---- */
#define OP_PASS(var, pname, en, dce_after, text)                                                             \
  static bool en##_edit(MlirxModule *m, long n, Diag *d) { return en(m, n, d) > 0; }                         \
  COUNT_BY(en)                                                                                               \
  static RedResult en##_apply(const RedInput *in, long n, StrBuf *out, Diag *d) {                            \
    return red_apply_edit(in, n, en##_edit, dce_after, out, d);                                              \
  }                                                                                                          \
  const RedPass var = {pname, text, en##_count, en##_apply};

OP_PASS(red_pass_dce, "dce", en_dce, false, "erase every op whose results are unused")
OP_PASS(red_pass_erase_func, "erase-func", en_erase_func, true,
        "erase one func.func (when there are several)")
OP_PASS(red_pass_inline_region, "inline-region", en_inline_region, true,
        "replace a region op (tosa.cond_if, scf.if, ...) by the body of one region")
OP_PASS(red_pass_bypass, "bypass", en_bypass, true, "replace an op by one of its operands of the result type")
OP_PASS(red_pass_to_arg, "to-arg", en_to_arg, true,
        "replace an op by new function arguments (cuts everything above it)")
OP_PASS(red_pass_to_const, "to-const", en_to_const, true, "replace an op by a constant 0 or 1 of its type")
OP_PASS(red_pass_unused_args, "unused-args", en_unused_args, false, "remove a function argument without uses")
OP_PASS(red_pass_merge_const, "merge-const", en_merge_const, true,
        "use an identical earlier constant instead of a duplicate")
OP_PASS(red_pass_reroute_result, "reroute-result", en_reroute_result, true,
        "return an earlier value instead of a result (drops everything after it)")
OP_PASS(red_pass_drop_result, "drop-result", en_drop_result, true,
        "remove one result of a function (its only one when it still writes something)")

/* ---- the pass table (C-Reduce's creduce.in table) ---- */
static const RedPassEntry TABLE[] = {
    /* pass                      first  main  last */
    {&red_pass_dce, 1, 5, 1},
    {&red_pass_splat, 2, 80, 0},
    {&red_pass_erase_func, 0, 10, 0},
    {&red_pass_inline_region, 0, 20, 0},
    {&red_pass_bypass, 0, 30, 0},
    {&red_pass_to_arg, 0, 40, 0},
    {&red_pass_to_const, 0, 50, 0},
    {&red_pass_unused_args, 0, 60, 2},
    {&red_pass_drop_result, 0, 65, 0},
    {&red_pass_reroute_result, 0, 67, 0},
    {&red_pass_merge_const, 0, 85, 3},
    {&red_pass_shrink_dim, 0, 70, 0},
    {&red_pass_drop_unit_dim, 0, 75, 0},
    {&red_pass_shrink_type, 0, 78, 0},
    {&red_pass_literal, 0, 90, 0},
    {&red_pass_drop_attr, 0, 0, 10},
};

const RedPassEntry *red_pass_table(int *n) {
  *n = (int)(sizeof TABLE / sizeof TABLE[0]);
  return TABLE;
}

const RedPass *red_pass_find(const char *name) {
  for (size_t i = 0; i < sizeof TABLE / sizeof TABLE[0]; i++)
    if (!strcmp(TABLE[i].pass->name, name)) return TABLE[i].pass;
  return NULL;
}
