/*
 * ir_inline.c: calls of functions of the same module, inlined at the IR
 * level (see ir_inline.h).
 *
 * The copy renumbers every value in definition order, so the result keeps
 * the IrFunc invariant that ids are dense and unique within the function.
 * Each function body being copied has its own map from its value ids to the
 * copies (a frame): the caller's, and one per inlined call site.
 */
#include "encoder/ir/ir_inline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/ir/ir_attr.h"
#include "encoder/ir/ir_view.h"

typedef struct Inliner {
  Arena *a;
  const IrModule *m;
  /* ir_globals_as_args: each memref.get_global of globals[i] stands for
   * the function argument global_args[i] (NULL when not rewriting). */
  const char **globals;
  IrValue **global_args;
  int nglobals;
  int next_id;
  int depth;
  const IrFunc *stack[IR_INLINE_MAX_DEPTH + 1];
  bool oom;
} Inliner;

/* Ops of a block under construction (inlining adds ops). */
typedef struct OpList {
  IrOp **ops;
  int n, cap;
} OpList;

static bool block_has_calls(const IrBlock *b) {
  for (int i = 0; i < b->nops; i++) {
    const IrOp *op = b->ops[i];
    if (op->kind == IR_OP_FUNC_CALL) return true;
    for (int g = 0; g < op->nregions; g++)
      for (int k = 0; k < op->regions[g]->nblocks; k++)
        if (block_has_calls(op->regions[g]->blocks[k])) return true;
  }
  return false;
}

bool ir_func_has_calls(const IrFunc *f) { return f && f->body && block_has_calls(f->body); }

static void *alloc(Inliner *in, size_t n, size_t size) {
  void *p = arena_calloc(in->a, n ? n : 1, size);
  if (!p) in->oom = true;
  return p;
}

static bool push(Inliner *in, OpList *l, IrOp *op) {
  if (l->n == l->cap) {
    int cap = l->cap ? 2 * l->cap : 8;
    IrOp **ops = alloc(in, (size_t)cap, sizeof *ops);
    if (!ops) return false;
    if (l->n) memcpy(ops, l->ops, (size_t)l->n * sizeof *ops);
    l->ops = ops;
    l->cap = cap;
  }
  l->ops[l->n++] = op;
  return true;
}

static IrValue *fresh_value(Inliner *in, IrValue **frame, const IrValue *v, IrOp *def, IrBlock *blk) {
  IrValue *n = alloc(in, 1, sizeof *n);
  if (!n) return NULL;
  *n = *v;
  n->id = in->next_id++;
  n->def = def;
  n->block = blk;
  frame[v->id] = n;
  return n;
}

/* The callee of a call that can be inlined here, or NULL. */
static const IrFunc *inlinable_callee(const Inliner *in, const IrOp *call) {
  const char *name = ir_attr_keyword(call, "callee");
  if (name && name[0] == '@') name++;
  const IrFunc *f = name ? ir_module_func(in->m, name) : NULL;
  if (!f || !f->body || f->body->nargs != call->noperands || in->depth >= IR_INLINE_MAX_DEPTH) return NULL;
  const IrBlock *b = f->body;
  const IrOp *ret = b->nops ? b->ops[b->nops - 1] : NULL;
  if (!ret || ret->kind != IR_OP_FUNC_RETURN || ret->noperands != call->nresults) return NULL;
  for (int i = 0; i <= in->depth; i++)
    if (in->stack[i] == f) return NULL; /* recursion */
  return f;
}

static IrBlock *copy_block(Inliner *in, IrValue **frame, const IrBlock *b, IrOp *parent);

/* Copy the ops of block b (without its terminator when `drop_last`) into l. */
static bool copy_ops(Inliner *in, IrValue **frame, const IrBlock *b, IrBlock *nb, OpList *l, bool drop_last);

static bool inline_call(Inliner *in, IrValue **frame, const IrOp *call, const IrFunc *callee, IrBlock *nb,
                        OpList *l) {
  IrValue **cframe = alloc(in, (size_t)callee->nvalues, sizeof *cframe);
  if (!cframe) return false;
  for (int i = 0; i < call->noperands; i++)
    cframe[callee->body->args[i]->id] = frame[call->operands[i]->id];
  in->stack[++in->depth] = callee;
  bool ok = copy_ops(in, cframe, callee->body, nb, l, true);
  in->depth--;
  if (!ok) return false;
  const IrOp *ret = callee->body->ops[callee->body->nops - 1];
  for (int k = 0; k < call->nresults; k++)
    frame[call->results[k]->id] = cframe[ret->operands[k]->id];
  return true;
}

static IrOp *copy_op(Inliner *in, IrValue **frame, const IrOp *op, IrBlock *nb) {
  IrOp *n = alloc(in, 1, sizeof *n);
  if (!n) return NULL;
  *n = *op;
  n->parent = nb;
  n->operands = alloc(in, (size_t)op->noperands, sizeof *n->operands);
  n->results = alloc(in, (size_t)op->nresults, sizeof *n->results);
  n->regions = alloc(in, (size_t)op->nregions, sizeof *n->regions);
  if (!n->operands || !n->results || !n->regions) return NULL;
  for (int i = 0; i < op->noperands; i++)
    n->operands[i] = frame[op->operands[i]->id] ? frame[op->operands[i]->id] : op->operands[i];
  for (int g = 0; g < op->nregions; g++) {
    const IrRegion *r = op->regions[g];
    IrRegion *nr = alloc(in, 1, sizeof *nr);
    if (!nr || !(nr->blocks = alloc(in, (size_t)r->nblocks, sizeof *nr->blocks))) return NULL;
    nr->nblocks = r->nblocks;
    for (int k = 0; k < r->nblocks; k++)
      if (!(nr->blocks[k] = copy_block(in, frame, r->blocks[k], n))) return NULL;
    n->regions[g] = nr;
  }
  for (int k = 0; k < op->nresults; k++)
    if (!(n->results[k] = fresh_value(in, frame, op->results[k], n, NULL))) return NULL;
  return n;
}

/* The argument standing for the global op names (ir_globals_as_args), or NULL. */
static IrValue *global_arg(const Inliner *in, const IrOp *op) {
  const char *name = ir_global_symbol(op);
  for (int i = 0; name && i < in->nglobals; i++)
    if (strcmp(in->globals[i], name) == 0) return in->global_args[i];
  return NULL;
}

static bool copy_ops(Inliner *in, IrValue **frame, const IrBlock *b, IrBlock *nb, OpList *l, bool drop_last) {
  for (int i = 0; i < b->nops - (drop_last ? 1 : 0); i++) {
    const IrOp *op = b->ops[i];
    IrValue *garg = global_arg(in, op);
    if (garg && op->kind == IR_OP_MEMREF_GET_GLOBAL && op->nresults == 1) {
      frame[op->results[0]->id] = garg; /* the buffer itself */
      continue;
    }
    const IrFunc *callee = op->kind == IR_OP_FUNC_CALL ? inlinable_callee(in, op) : NULL;
    if (callee) {
      if (!inline_call(in, frame, op, callee, nb, l)) return false;
      continue;
    }
    IrOp *n = copy_op(in, frame, op, nb);
    if (n && garg) { /* a tensor-valued global: the buffer as last operand */
      IrValue **ops = alloc(in, (size_t)n->noperands + 1, sizeof *ops);
      if (!ops) return false;
      if (n->noperands) memcpy(ops, n->operands, (size_t)n->noperands * sizeof *ops);
      ops[n->noperands++] = garg;
      n->operands = ops;
    }
    if (!n || !push(in, l, n)) return false;
  }
  return true;
}

static IrBlock *copy_block(Inliner *in, IrValue **frame, const IrBlock *b, IrOp *parent) {
  IrBlock *nb = alloc(in, 1, sizeof *nb);
  if (!nb) return NULL;
  *nb = *b;
  nb->parent_op = parent;
  if (!(nb->args = alloc(in, (size_t)b->nargs, sizeof *nb->args))) return NULL;
  for (int i = 0; i < b->nargs; i++)
    if (!(nb->args[i] = fresh_value(in, frame, b->args[i], NULL, nb))) return NULL;
  OpList l = {0};
  if (!copy_ops(in, frame, b, nb, &l, false)) return NULL;
  if (!l.ops && !(l.ops = alloc(in, 1, sizeof *l.ops))) return NULL;
  nb->ops = l.ops;
  nb->nops = l.n;
  return nb;
}

const IrFunc *ir_inline_calls(const IrModule *m, const IrFunc *f, Arena *a) {
  if (!m || !ir_func_has_calls(f)) return f;
  Inliner in = {.a = a, .m = m};
  in.stack[0] = f;
  IrValue **frame = alloc(&in, (size_t)f->nvalues, sizeof *frame);
  IrFunc *nf = alloc(&in, 1, sizeof *nf);
  if (!frame || !nf) return NULL;
  *nf = *f;
  nf->body = copy_block(&in, frame, f->body, NULL);
  if (!nf->body || in.oom) return NULL;
  nf->nvalues = in.next_id;
  return nf;
}

/* ------------------------------------------------------------ mutable globals */

static bool uses_global(const IrBlock *b, const char *name) {
  for (int i = 0; i < b->nops; i++) {
    const IrOp *op = b->ops[i];
    const char *n = ir_global_symbol(op);
    if (n && strcmp(n, name) == 0) return true;
    for (int g = 0; g < op->nregions; g++)
      for (int k = 0; k < op->regions[g]->nblocks; k++)
        if (uses_global(op->regions[g]->blocks[k], name)) return true;
  }
  return false;
}

static bool listed(const char **names, int n, const char *name) {
  for (int i = 0; i < n; i++)
    if (strcmp(names[i], name) == 0) return true;
  return false;
}

/* Add the mutable globals of f that f reads to names (no duplicates). */
static void collect_mutable(const IrFunc *f, const char **names, int *n, int cap) {
  for (int i = 0; i < f->nglobals && *n < cap; i++) {
    const IrGlobal *g = f->globals[i];
    if (!g->constant && !listed(names, *n, g->name) && uses_global(f->body, g->name)) names[(*n)++] = g->name;
  }
}

bool ir_func_has_mutable_state(const IrFunc *f) {
  const char *names[1];
  int n = 0;
  collect_mutable(f, names, &n, 1);
  return n > 0;
}

static int cmp_names(const void *x, const void *y) {
  return strcmp(*(const char *const *)x, *(const char *const *)y);
}

/* f's copy with one trailing argument per name, each get_global of it
 * replaced by that argument (copy_block, then the arguments appended: the
 * copy only needs their pointers). */
static const IrFunc *with_global_args(const IrFunc *f, const char **names, const IrGlobal **types, int n,
                                      Arena *a) {
  Inliner in = {.a = a, .globals = names, .nglobals = n};
  in.global_args = alloc(&in, (size_t)n, sizeof *in.global_args);
  IrValue **frame = alloc(&in, (size_t)f->nvalues, sizeof *frame);
  IrFunc *nf = alloc(&in, 1, sizeof *nf);
  if (!in.global_args || !frame || !nf) return NULL;
  for (int j = 0; j < n; j++)
    if (!(in.global_args[j] = alloc(&in, 1, sizeof *in.global_args[j]))) return NULL;
  IrBlock *nb = copy_block(&in, frame, f->body, NULL);
  IrValue **args = nb ? alloc(&in, (size_t)(nb->nargs + n), sizeof *args) : NULL;
  if (!args) return NULL;
  if (nb->nargs) memcpy(args, nb->args, (size_t)nb->nargs * sizeof *args);
  for (int j = 0; j < n; j++) {
    *in.global_args[j] = (IrValue){
        .id = in.next_id++, .type = types[j]->type, .index = nb->nargs + j, .block = nb, .global = names[j]};
    args[nb->nargs + j] = in.global_args[j];
  }
  nb->args = args;
  nb->nargs += n;
  *nf = *f;
  nf->body = nb;
  nf->nvalues = in.next_id;
  return in.oom ? NULL : nf;
}

IrGlobalsStatus ir_globals_as_args(const IrFunc *src, const IrFunc *tgt, Arena *a, const IrFunc **src_out,
                                   const IrFunc **tgt_out, char *msg, int n) {
  *src_out = src;
  *tgt_out = tgt;
  const char *names[IR_GLOBALS_MAX_ARGS + 1];
  int count = 0;
  collect_mutable(src, names, &count, IR_GLOBALS_MAX_ARGS + 1);
  collect_mutable(tgt, names, &count, IR_GLOBALS_MAX_ARGS + 1);
  if (count == 0) return IR_GLOBALS_OK;
  if (count > IR_GLOBALS_MAX_ARGS) {
    snprintf(msg, (size_t)n, "unsupported: more than %d mutable memref.globals", IR_GLOBALS_MAX_ARGS);
    return IR_GLOBALS_UNSUPPORTED;
  }
  qsort(names, (size_t)count, sizeof *names, cmp_names);
  const IrGlobal *sg[IR_GLOBALS_MAX_ARGS], *tg[IR_GLOBALS_MAX_ARGS];
  for (int i = 0; i < count; i++) {
    sg[i] = ir_func_global(src, names[i]);
    tg[i] = ir_func_global(tgt, names[i]);
    if (!sg[i] || !tg[i]) {
      snprintf(msg, (size_t)n, "unsupported: mutable memref.global @%s exists only in the %s module",
               names[i], sg[i] ? "src" : "tgt");
      return IR_GLOBALS_UNSUPPORTED;
    }
    if (!ir_type_equal(sg[i]->type, tg[i]->type)) {
      snprintf(msg, (size_t)n, "unsupported: memref.global @%s has type '%s' in src and '%s' in tgt",
               names[i], sg[i]->type->text ? sg[i]->type->text : "?",
               tg[i]->type->text ? tg[i]->type->text : "?");
      return IR_GLOBALS_UNSUPPORTED;
    }
  }
  if (!(*src_out = with_global_args(src, names, sg, count, a)) ||
      !(*tgt_out = with_global_args(tgt, names, tg, count, a))) {
    snprintf(msg, (size_t)n, "out of memory (mutable globals as arguments)");
    return IR_GLOBALS_NOMEM;
  }
  return IR_GLOBALS_OK;
}
