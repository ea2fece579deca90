/*
 * sigfacts.c: path op kinds and the FP fact of wrong-code findings (see
 * sigfacts.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/sigfacts.h"

#include "triage/rootcause.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/ir/ir_shape.h"
#include "mlirx/import.h"
#include "mlirx/pair.h"
#include "triage/isolate.h"
#include "triage/mlir_edit.h"

bool sigfacts_parse_detail(const char *detail, char *func, size_t funclen, int *out_index) {
  if (!detail || detail[0] != '@') return false;
  const char *c = strchr(detail, ':');
  if (!c) return false;
  size_t n = (size_t)(c - detail - 1);
  if (n >= funclen) n = funclen - 1;
  memcpy(func, detail + 1, n);
  func[n] = 0;
  const char *o = strstr(detail, "output ");
  *out_index = o ? atoi(o + 7) : -1;
  return true;
}

static bool structural(const char *name) { return rootcause_structural_op(name); }

typedef struct Names {
  const char *v[256];
  int cnt[256];
  int n;
} Names;

static void names_add(Names *ns, const char *s) {
  if (structural(s)) return;
  for (int i = 0; i < ns->n; i++)
    if (!strcmp(ns->v[i], s)) {
      ns->cnt[i]++;
      return;
    }
  if (ns->n < 256) {
    ns->v[ns->n] = s;
    ns->cnt[ns->n++] = 1;
  }
}

static int names_count(const Names *ns, const char *s) {
  for (int i = 0; i < ns->n; i++)
    if (!strcmp(ns->v[i], s)) return ns->cnt[i];
  return 0;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

typedef struct Walk {
  bool *seen_val; /* by IrValue id */
  int nvals;
  const IrOp **seen_ops; /* ops already counted (an op with two results on the path counts once) */
  int nops, capops;
  Names names;
} Walk;

static void visit_value(Walk *w, const IrValue *v);

static bool op_seen(Walk *w, const IrOp *op) {
  for (int i = 0; i < w->nops; i++)
    if (w->seen_ops[i] == op) return true;
  if (w->nops == w->capops) {
    int nc = w->capops ? w->capops * 2 : 64;
    const IrOp **g = realloc(w->seen_ops, sizeof *g * (size_t)nc);
    if (!g) return true;
    w->seen_ops = g;
    w->capops = nc;
  }
  w->seen_ops[w->nops++] = op;
  return false;
}

static void visit_op(Walk *w, const IrOp *op) {
  if (op_seen(w, op)) return;
  names_add(&w->names, op->name);
  for (int i = 0; i < op->noperands; i++)
    visit_value(w, op->operands[i]);
  for (int r = 0; r < op->nregions; r++)
    for (int b = 0; b < op->regions[r]->nblocks; b++) {
      const IrBlock *bl = op->regions[r]->blocks[b];
      for (int k = 0; k < bl->nops; k++)
        visit_op(w, bl->ops[k]);
    }
}

static void visit_value(Walk *w, const IrValue *v) {
  if (!v) return;
  if (v->id >= 0 && v->id < w->nvals) {
    if (w->seen_val[v->id]) return;
    w->seen_val[v->id] = true;
  }
  if (v->def) visit_op(w, v->def);
}

/* Path of result out_index (-1: all) of f: names with counts, sorted. */
static bool func_path(const IrFunc *f, int out_index, Names *out) {
  Walk w;
  memset(&w, 0, sizeof w);
  w.nvals = f->nvalues;
  w.seen_val = calloc((size_t)(f->nvalues > 0 ? f->nvalues : 1), 1);
  if (!w.seen_val) return false;
  const IrBlock *b = f->body;
  const IrOp *ret = b && b->nops ? b->ops[b->nops - 1] : NULL;
  if (ret)
    for (int i = 0; i < ret->noperands; i++)
      if (out_index < 0 || i == out_index) visit_value(&w, ret->operands[i]);
  /* sort names, keeping counts with them */
  for (int i = 1; i < w.names.n; i++)
    for (int j = i; j > 0 && strcmp(w.names.v[j - 1], w.names.v[j]) > 0; j--) {
      const char *t = w.names.v[j];
      w.names.v[j] = w.names.v[j - 1];
      w.names.v[j - 1] = t;
      int c = w.names.cnt[j];
      w.names.cnt[j] = w.names.cnt[j - 1];
      w.names.cnt[j - 1] = c;
    }
  *out = w.names;
  free(w.seen_val);
  free(w.seen_ops);
  return true;
}

static void names_print(const Names *ns, StrBuf *out) {
  for (int i = 0; i < ns->n; i++)
    sb_printf(out, "%s%s", i ? "," : "", ns->v[i]);
}

/* The op kinds whose count differs between the paths: "-k" more often in
 * src, "+k" more often in tgt; "=a,b" (the src kinds) when none differs. */
static void delta_print(const Names *s, const Names *t, StrBuf *out) {
  const char *v[512];
  int n = 0;
  for (int i = 0; i < s->n; i++)
    v[n++] = s->v[i];
  for (int i = 0; i < t->n; i++)
    if (!names_count(s, t->v[i]) && n < 512) v[n++] = t->v[i];
  qsort(v, (size_t)n, sizeof v[0], cmp_str);
  int k = 0;
  for (int i = 0; i < n; i++) {
    int cs = names_count(s, v[i]), ct = names_count(t, v[i]);
    if (cs > ct) sb_printf(out, "%s-%s", k++ ? "," : "", v[i]);
  }
  for (int i = 0; i < n; i++) {
    int cs = names_count(s, v[i]), ct = names_count(t, v[i]);
    if (ct > cs) sb_printf(out, "%s+%s", k++ ? "," : "", v[i]);
  }
  if (!k) {
    sb_putc(out, '=');
    names_print(s, out);
  }
}

static const IrFunc *pick(const IrModule *m, const char *name) {
  if (name) {
    const IrFunc *f = ir_module_func(m, name);
    if (f) return f;
  }
  for (int i = 0; i < m->nfuncs; i++)
    if (m->funcs[i]->is_public) return m->funcs[i];
  return m->nfuncs ? m->funcs[0] : NULL;
}

/* Parse and import a pair (either layout) and pick the function pair to
 * compare; *m and the arena own what *sf and *tf point into. */
static TvfStatus load_pair(MlirxSession *s, const char *pair, size_t len, const char *func, Arena *a,
                           MlirxModule **m, const IrFunc **sf, const IrFunc **tf, Diag *d) {
  *sf = *tf = NULL;
  *m = mlirx_parse(s, pair, len, "pair", d);
  if (!*m) return d ? d->status : TVF_EINPUT;
  TvfStatus st;
  if (mlirx_is_pair_module(*m)) {
    IrModule *src = NULL, *tgt = NULL;
    st = mlirx_import_module(*m, "src", a, &src, d);
    if (st == TVF_OK) st = mlirx_import_module(*m, "tgt", a, &tgt, d);
    if (st == TVF_OK) {
      *sf = pick(src, func);
      *tf = *sf ? ir_module_func(tgt, (*sf)->name) : NULL;
    }
  } else {
    IrModule *all = NULL;
    st = mlirx_import_module(*m, NULL, a, &all, d);
    if (st == TVF_OK) {
      *sf = ir_module_func(all, "src");
      *tf = ir_module_func(all, "tgt");
    }
  }
  if (st == TVF_OK && (!*sf || !*tf)) st = diag_set(d, TVF_EINPUT, "sigfacts: no function pair to compare");
  return st;
}

TvfStatus sigfacts_paths(MlirxSession *s, const char *pair, size_t len, const char *func, int out_index,
                         StrBuf *src_ops, StrBuf *tgt_ops, StrBuf *delta_ops, Diag *d) {
  Arena a;
  arena_init(&a, 0);
  MlirxModule *m = NULL;
  const IrFunc *sf, *tf;
  TvfStatus st = load_pair(s, pair, len, func, &a, &m, &sf, &tf, d);
  if (st == TVF_OK) {
    Names sn, tn;
    if (func_path(sf, out_index, &sn) && func_path(tf, out_index, &tn)) {
      names_print(&sn, src_ops);
      names_print(&tn, tgt_ops);
      if (delta_ops) delta_print(&sn, &tn, delta_ops);
    }
  }
  arena_destroy(&a);
  if (m) mlirx_module_destroy(m);
  return st;
}

const char *sigfacts_result_class(MlirxSession *s, const char *pair, size_t len, const char *func,
                                  int out_index) {
  Arena a;
  arena_init(&a, 0);
  MlirxModule *m = NULL;
  const IrFunc *sf, *tf;
  Diag d;
  diag_init(&d);
  const char *cls = "";
  if (load_pair(s, pair, len, func, &a, &m, &sf, &tf, &d) == TVF_OK) {
    /* results first, then the argument buffers (docs/DESIGN.md "Memory") */
    const IrType *t = NULL;
    if (out_index >= 0 && out_index < sf->nresults)
      t = sf->result_types[out_index];
    else if (out_index >= sf->nresults && out_index - sf->nresults < sf->body->nargs)
      t = sf->body->args[out_index - sf->nresults]->type;
    else if (out_index < 0 && sf->nresults > 0)
      t = sf->result_types[0];
    if (t && t->elem != IR_ELEM_NONE)
      cls = ir_elem_is_float(t->elem) ? "float" : t->elem == IR_I1 ? "bool" : "int";
  }
  arena_destroy(&a);
  if (m) mlirx_module_destroy(m);
  return cls;
}

/* ---- finite-input rewrite ---- */

static const char *fmax_text(MlirType e) {
  if (mlirTypeIsAF32(e)) return "3.40282347E+38";
  if (mlirTypeIsAF16(e)) return "65504.0";
  if (mlirTypeIsABF16(e)) return "3.38953139E+38";
  if (mlirTypeIsAF64(e)) return "1.7976931348623157E+308";
  return NULL;
}

static void clamp_func_args(MlirContext ctx, MlirOperation func) {
  MlirBlock b = me_func_entry(func);
  if (mlirBlockIsNull(b)) return;
  MlirOperation first = mlirBlockGetFirstOperation(b);
  intptr_t na = mlirBlockGetNumArguments(b);
  for (intptr_t i = 0; i < na; i++) {
    MlirValue a = mlirBlockGetArgument(b, i);
    MlirType t = mlirValueGetType(a);
    if (!mlirTypeIsARankedTensor(t)) continue;
    const char *mx = fmax_text(mlirShapedTypeGetElementType(t));
    if (!mx) continue;
    StrBuf et = STRBUF_INIT, lo = STRBUF_INIT, hi = STRBUF_INIT;
    me_type_str(mlirShapedTypeGetElementType(t), &et);
    sb_printf(&lo, "-%s : %s", mx, sb_cstr(&et));
    sb_printf(&hi, "%s : %s", mx, sb_cstr(&et));
    MlirAttribute alo = mlirAttributeParseGet(ctx, mlirStringRefCreate(lo.data, lo.len));
    MlirAttribute ahi = mlirAttributeParseGet(ctx, mlirStringRefCreate(hi.data, hi.len));
    MlirAttribute anan = mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString("#tosa.nan_mode<IGNORE>"));
    sb_free(&et);
    sb_free(&lo);
    sb_free(&hi);
    if (mlirAttributeIsNull(alo) || mlirAttributeIsNull(ahi) || mlirAttributeIsNull(anan)) continue;
    MlirOperationState st =
        mlirOperationStateGet(mlirStringRefCreateFromCString("tosa.clamp"), mlirLocationUnknownGet(ctx));
    mlirOperationStateAddOperands(&st, 1, &a);
    mlirOperationStateAddResults(&st, 1, &t);
    MlirNamedAttribute attrs[3] = {
        mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("min_val")), alo),
        mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("max_val")), ahi),
        mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("nan_mode")), anan)};
    mlirOperationStateAddAttributes(&st, 3, attrs);
    MlirOperation c = mlirOperationCreate(&st);
    if (mlirOperationIsNull(c)) continue;
    if (mlirOperationIsNull(first))
      mlirBlockAppendOwnedOperation(b, c);
    else
      mlirBlockInsertOwnedOperationBefore(b, first, c);
    MlirValue r = mlirOperationGetResult(c, 0);
    mlirValueReplaceAllUsesOfWith(a, r);
    mlirOperationSetOperand(c, 0, a);
  }
}

static MlirWalkResult clamp_cb(MlirOperation op, void *user) {
  if (me_op_is(op, "func.func")) {
    clamp_func_args(*(MlirContext *)user, op);
    return MlirWalkResultSkip;
  }
  return MlirWalkResultAdvance;
}

TvfStatus sigfacts_finite_pair(MlirxSession *s, const char *pair, size_t len, StrBuf *out, Diag *d) {
  MlirxModule *m = mlirx_parse(s, pair, len, "pair", d);
  if (!m) return d ? d->status : TVF_EINPUT;
  mlirOperationWalk(mlirModuleGetOperation(m->mod), clamp_cb, &s->ctx, MlirWalkPreOrder);
  TvfStatus st = mlirx_module_verify(m, d);
  if (st == TVF_OK) {
    /* Keep the header lines (provenance) in front. */
    for (const char *p = pair; *p == '/' && p[1] == '/';) {
      const char *e = strchr(p, '\n');
      if (!e) break;
      sb_append(out, p, (size_t)(e - p + 1));
      p = e + 1;
    }
    mlirx_module_print(m, false, out);
  }
  mlirx_module_destroy(m);
  return st;
}

const char *sigfacts_fp_fact(MlirxSession *s, Validator *v, const char *pair, size_t len) {
  StrBuf fin = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  const char *fact = "";
  if (sigfacts_finite_pair(s, pair, len, &fin, &d) == TVF_OK) {
    ValidateResult vr;
    iso_validate_pair(v, sb_cstr(&fin), fin.len, "finite-pair", 0, &vr);
    /* A counterexample with finite inputs, confirmed or not, says "finite"
     * (an unconfirmed one arises when the path has an uninterpreted op such
     * as exp: the bug is the same); only a proof says "special". */
    if (vr.verdict == TV_MISCOMPILE || vr.verdict == TV_INCONCLUSIVE)
      fact = "finite";
    else if (vr.verdict == TV_CORRECT)
      fact = "special";
    validate_result_free(&vr);
  }
  sb_free(&fin);
  return fact;
}

typedef struct ProgOps {
  char names[128][64];
  int n;
} ProgOps;

static MlirWalkResult prog_ops_cb(MlirOperation op, void *user) {
  ProgOps *p = user;
  char name[64];
  me_op_name(op, name, sizeof name);
  if (structural(name) || !strcmp(name, "builtin.module") || !strcmp(name, "func.func") ||
      me_op_is_terminator(op))
    return MlirWalkResultAdvance;
  for (int i = 0; i < p->n; i++)
    if (!strcmp(p->names[i], name)) return MlirWalkResultAdvance;
  if (p->n < 128) snprintf(p->names[p->n++], sizeof p->names[0], "%s", name);
  return MlirWalkResultAdvance;
}

static int cmp_name(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

TvfStatus sigfacts_program_ops(MlirxSession *s, const char *text, size_t len, StrBuf *out, Diag *d) {
  MlirxModule *m = mlirx_parse(s, text, len, "program.mlir", d);
  if (!m) return d ? d->status : TVF_EINPUT;
  ProgOps *p = calloc(1, sizeof *p);
  if (!p) {
    mlirx_module_destroy(m);
    return diag_set(d, TVF_ENOMEM, "sigfacts: out of memory");
  }
  mlirOperationWalk(mlirModuleGetOperation(m->mod), prog_ops_cb, p, MlirWalkPreOrder);
  qsort(p->names, (size_t)p->n, sizeof p->names[0], cmp_name);
  for (int i = 0; i < p->n; i++)
    sb_printf(out, "%s%s", i ? "," : "", p->names[i]);
  free(p);
  mlirx_module_destroy(m);
  return TVF_OK;
}

bool sigfacts_subset(const char *sub, const char *super) {
  if (!sub || !*sub) return true;
  const char *p = sub;
  while (*p) {
    const char *e = strchr(p, ',');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    bool found = false;
    for (const char *q = super ? super : ""; *q && !found;) {
      const char *f = strchr(q, ',');
      size_t m = f ? (size_t)(f - q) : strlen(q);
      found = m == n && !memcmp(p, q, n);
      q += m + (f ? 1 : 0);
    }
    if (!found) return false;
    p += n + (e ? 1 : 0);
  }
  return true;
}

/* ---- shape triggers of failures ---- */

/* Argument sizes for the probes: far from every size a generated or reduced
 * program states, so that a static size an op declares can only agree with
 * them by coming from its operands. */
enum { PROBE_SIZE_A = 1031, PROBE_SIZE_B = 1033 };

/* Types by value id of a specialized function (ir_find_op visitor that
 * never stops). */
typedef struct TypesById {
  const IrType **by_id;
  int nvalues;
} TypesById;

static bool collect_types(const IrOp *op, void *ctx) {
  TypesById *t = ctx;
  for (int k = 0; k < op->nresults; k++)
    if (op->results[k]->id >= 0 && op->results[k]->id < t->nvalues)
      t->by_id[op->results[k]->id] = op->results[k]->type;
  return false;
}

/* Both specializations (different argument sizes) of the function. */
typedef struct TwoProbes {
  const IrType *const *t1, *const *t2;
  int nvalues;
} TwoProbes;

/* Does a TOSA op declare a '?' in a result dimension that both
 * specializations resolve to one size? */
static bool less_static(const IrOp *op, void *ctx) {
  const TwoProbes *p = ctx;
  if (!op->name || strncmp(op->name, "tosa.", 5)) return false;
  for (int k = 0; k < op->nresults; k++) {
    const IrValue *v = op->results[k];
    if (!v->type || v->type->kind != IR_TY_TENSOR || v->id < 0 || v->id >= p->nvalues) continue;
    const IrType *a = p->t1[v->id], *c = p->t2[v->id];
    if (!a || !c || a->rank != v->type->rank || c->rank != v->type->rank) continue;
    for (int d = 0; d < v->type->rank; d++)
      if (v->type->dims[d] == IR_DYN && a->dims[d] != IR_DYN && a->dims[d] == c->dims[d]) return true;
  }
  return false;
}

/* Would a tensor of this type, its '?' at `probe`, have an element count
 * past 2^62? The shape rules multiply sizes in int64_t (a reshape's element
 * count); a probe that could overflow them is not made. */
static bool too_big(const IrType *t, int64_t probe) {
  if (!t || (t->kind != IR_TY_TENSOR && t->kind != IR_TY_MEMREF)) return false;
  int64_t n = 1;
  for (int d = 0; d < t->rank; d++) {
    int64_t k = t->dims[d] == IR_DYN ? probe : t->dims[d];
    if (k > 0 && (__builtin_mul_overflow(n, k, &n) || n > (INT64_C(1) << 62))) return true;
  }
  return false;
}

/* An op result or an argument of one of its regions' blocks too big at the
 * probe (ctx: the probe size). */
static bool op_too_big(const IrOp *op, void *ctx) {
  int64_t probe = *(const int64_t *)ctx;
  for (int k = 0; k < op->nresults; k++)
    if (too_big(op->results[k]->type, probe)) return true;
  for (int r = 0; r < op->nregions; r++)
    for (int j = 0; j < op->regions[r]->nblocks; j++)
      for (int i = 0; i < op->regions[r]->blocks[j]->nargs; i++)
        if (too_big(op->regions[r]->blocks[j]->args[i]->type, probe)) return true;
  return false;
}

static bool func_too_big(const IrFunc *f, int64_t probe) {
  for (int i = 0; i < f->body->nargs; i++)
    if (too_big(f->body->args[i]->type, probe)) return true;
  return ir_find_op(f->body, op_too_big, &probe) != NULL;
}

static bool is_constant_op(const IrOp *op) {
  return op && (op->kind == IR_OP_TOSA_CONST || op->kind == IR_OP_TOSA_CONST_SHAPE ||
                op->kind == IR_OP_ARITH_CONSTANT);
}

static IrValue *new_value(Arena *a, IrFunc *f, IrType *t, IrOp *def, int index, IrBlock *blk) {
  IrValue *v = arena_calloc(a, 1, sizeof *v);
  v->id = f->nvalues++;
  v->type = t;
  v->def = def;
  v->index = index;
  v->block = def ? NULL : blk;
  return v;
}

static IrOp *clone_op(Arena *a, IrFunc *f, const IrOp *op, IrValue **operands, IrBlock *blk) {
  IrOp *n = arena_calloc(a, 1, sizeof *n);
  *n = *op;
  n->operands = operands;
  n->results = arena_calloc(a, (size_t)(op->nresults > 0 ? op->nresults : 1), sizeof *n->results);
  for (int k = 0; k < op->nresults; k++)
    n->results[k] = new_value(a, f, op->results[k]->type, n, k, NULL);
  n->parent = blk;
  return n;
}

/* A function of one op (no regions): its operands become arguments of
 * their declared types, except those a constant defines (a shape operand
 * must stay known), which are cloned with it; it returns the op's results.
 * NULL when the op does not fit. */
static IrFunc *op_alone(Arena *a, const IrOp *op) {
  if (op->nregions || op->noperands > 16 || op->nresults < 1) return NULL;
  IrFunc *f = arena_calloc(a, 1, sizeof *f);
  IrBlock *b = arena_calloc(a, 1, sizeof *b);
  f->name = "probe";
  f->loc = "";
  f->body = b;
  b->args = arena_calloc(a, (size_t)op->noperands + 1, sizeof *b->args);
  b->ops = arena_calloc(a, (size_t)op->noperands + 2, sizeof *b->ops);
  IrValue **ops = arena_calloc(a, (size_t)op->noperands + 1, sizeof *ops);
  for (int i = 0; i < op->noperands; i++) {
    const IrValue *v = op->operands[i];
    if (is_constant_op(v->def) && v->def->noperands == 0) {
      IrOp *c = clone_op(a, f, v->def, NULL, b);
      b->ops[b->nops++] = c;
      ops[i] = c->results[v->index];
    } else {
      ops[i] = new_value(a, f, v->type, NULL, b->nargs, b);
      b->args[b->nargs++] = ops[i];
    }
  }
  IrOp *n = clone_op(a, f, op, ops, b);
  b->ops[b->nops++] = n;
  IrOp *ret = arena_calloc(a, 1, sizeof *ret);
  ret->kind = IR_OP_FUNC_RETURN;
  ret->name = "func.return";
  ret->loc = "";
  ret->operands = n->results;
  ret->noperands = n->nresults;
  ret->parent = b;
  b->ops[b->nops++] = ret;
  f->nresults = n->nresults;
  f->result_types = arena_calloc(a, (size_t)n->nresults, sizeof *f->result_types);
  for (int k = 0; k < n->nresults; k++)
    f->result_types[k] = n->results[k]->type;
  return f;
}

/* Does this op, alone with its operand types, declare a static result size
 * that the shape rule contradicts at some size of the operands' '?'? The
 * far probe first; a '?' that broadcasts against a static size is outside
 * the op's domain there (an ERROR_IF before any declared size is
 * compared), so then small sizes. */
static bool op_more_static(Arena *a, const IrOp *op) {
  IrFunc *f = op_alone(a, op);
  int n = f ? ir_func_arg_dyn_dims(f) : 0;
  if (!f || n == 0 || n > 64) return false;
  static const int64_t probes[] = {PROBE_SIZE_A, 1, 2, 3};
  for (size_t p = 0; p < sizeof probes / sizeof *probes; p++) {
    if (func_too_big(f, probes[p])) continue;
    int64_t dims[64];
    for (int j = 0; j < n; j++)
      dims[j] = probes[p];
    IrFunc *out = NULL;
    char msg[512] = "";
    IrShapeStatus st = ir_specialize(f, dims, a, &out, msg, sizeof msg);
    if (st == IR_SHAPE_INVALID && strstr(msg, "declared size")) return true;
    if (st != IR_SHAPE_INVALID) return false; /* agrees (or has no rule) at this size */
  }
  return false;
}

static bool more_static(const IrOp *op, void *ctx) {
  Arena *a = ctx;
  return op->name && !strncmp(op->name, "tosa.", 5) && !is_constant_op(op) && op_more_static(a, op);
}

static const char *func_shape_trigger(const IrFunc *f, char *op, size_t opn) {
  if (!ir_func_has_dynamic(f) || f->nvalues <= 0) return "";
  Arena a;
  arena_init(&a, 0);
  const char *trigger = "";
  /* More static: each TOSA op against its operands' declared types, as the
   * lowerings read them (docs/BUGS.md #14 is about types: a transpose of a
   * tensor<?x1xf32> declared -> tensor<1x5xf32> is lowered from the
   * operand's type even where a broadcast before it makes the '?' 5). */
  const IrOp *hit = ir_find_op(f->body, more_static, &a);
  if (hit) {
    trigger = ROOTCAUSE_MORE_STATIC;
    snprintf(op, opn, "%s", hit->name);
  }
  /* Less static: the whole function at two far sizes of its arguments' '?'. */
  int n = ir_func_arg_dyn_dims(f);
  if (!hit && n <= 64 && !func_too_big(f, PROBE_SIZE_B)) {
    int64_t dims_a[64], dims_b[64];
    for (int i = 0; i < n; i++)
      dims_a[i] = PROBE_SIZE_A, dims_b[i] = PROBE_SIZE_B;
    IrFunc *sa = NULL, *sb = NULL;
    char msg[512] = "";
    if (ir_specialize(f, dims_a, &a, &sa, msg, sizeof msg) == IR_SHAPE_OK &&
        ir_specialize(f, dims_b, &a, &sb, msg, sizeof msg) == IR_SHAPE_OK) {
      TypesById ta = {arena_calloc(&a, (size_t)f->nvalues, sizeof *ta.by_id), f->nvalues};
      TypesById tb = {arena_calloc(&a, (size_t)f->nvalues, sizeof *tb.by_id), f->nvalues};
      ir_find_op(sa->body, collect_types, &ta);
      ir_find_op(sb->body, collect_types, &tb);
      TwoProbes probes = {ta.by_id, tb.by_id, f->nvalues};
      const IrOp *less = ir_find_op(f->body, less_static, &probes);
      if (less) {
        trigger = ROOTCAUSE_LESS_STATIC;
        snprintf(op, opn, "%s", less->name);
      }
    }
  }
  arena_destroy(&a);
  return trigger;
}

const char *sigfacts_shape_trigger(MlirxSession *s, const char *text, size_t len, char *op, size_t n) {
  if (n) op[0] = 0;
  if (!text || !len) return "";
  Diag d;
  diag_init(&d);
  MlirxModule *m = mlirx_parse(s, text, len, "program.mlir", &d);
  if (!m) return "";
  Arena a;
  arena_init(&a, 0);
  IrModule *all = NULL;
  const char *trigger = "";
  if (mlirx_import_module(m, NULL, &a, &all, &d) == TVF_OK && all)
    for (int i = 0; i < all->nfuncs && !*trigger; i++)
      trigger = func_shape_trigger(all->funcs[i], op, n);
  arena_destroy(&a);
  mlirx_module_destroy(m);
  return trigger;
}
