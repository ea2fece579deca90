/*
 * import.c: MLIR functions -> encoder IR (see import.h; types and attributes
 * are decoded in import_attr.c).
 *
 * Walks every func.func of a module (or of a nested @src/@tgt module) through
 * the C API and copies it into an arena-owned IrFunc: block arguments, ops in
 * order with operands, results, attributes and regions (recursively, including
 * the implicit bodies of named linalg ops, which MLIR keeps in memory).
 *
 * Value ids are unique per function and follow the printed order: function
 * arguments, then for each op its results, then the values defined inside its
 * regions (block arguments, nested results), then the next op. The MlirValue ->
 * IrValue lookup is a pointer hash map, so import is linear in the IR size.
 *
 * Linalg structured ops (any op the C API accepts as a LinalgOp) always get
 * `indexing_maps` and `iterator_types`; one that ir_ops.def does not name
 * imports as IR_OP_LINALG_NAMED_STRUCTURED, read as that generic. When the op has no such attribute
 * (named ops), the maps come from mlirLinalgGetIndexingMapsAttribute, and the
 * iterators are synthesized: loop dim d is "parallel" iff d appears as a plain
 * dim result of one of the output (init) indexing maps, else "reduction" (this
 * matches linalg-generalize-named-ops for every named op of MLIR 22 we use;
 * tests/import checks it in-process). The C API memoizes conv/pool maps in a
 * discardable `linalg.memoized_indexing_maps` attribute; the importer removes it
 * again so the module prints as before, and never imports it.
 *
 * Unsupported (TVF_EUNSUPPORTED, "file:line:col: unsupported ..."): a region
 * with more than one block (unstructured control flow), a function without a
 * function type, an operand whose definition is not visited before its use.
 * A function declaration (no body) imports with an argument-only body of zero
 * ops.
 */
#include "mlirx/import.h"

#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/Dialect/Linalg.h>
#include <mlir-c/IR.h>

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "mlirx/import_internal.h"

static const char MEMO_ATTR[] = "linalg.memoized_indexing_maps";

typedef struct ImpOpName {
  IrOpKind kind;
  const char *name;
  bool linalg; /* "linalg.*" other than yield/index: may be structured */
} ImpOpName;

static MlirStringRef sref(const char *s) { return mlirStringRefCreateFromCString(s); }

static bool ref_eq(MlirStringRef r, const char *s) {
  size_t n = strlen(s);
  return r.length == n && (n == 0 || memcmp(r.data, s, n) == 0);
}

static bool op_is(MlirOperation op, const char *name) {
  return ref_eq(mlirIdentifierStr(mlirOperationGetName(op)), name);
}

static TvfStatus oom(Importer *im) { return diag_set(im->d, TVF_ENOMEM, "import: out of memory"); }

/* The file position an op's location points at: itself for a file location,
 * the child of a name location, the callee of a call site, the first
 * resolvable part of a fused location; a null location if there is none
 * (unknown, opaque). */
static MlirLocation file_loc(MlirLocation loc, int depth) {
  if (depth > 16 || mlirLocationIsNull(loc)) return (MlirLocation){NULL};
  if (mlirLocationIsAFileLineColRange(loc)) return loc;
  if (mlirLocationIsAName(loc)) return file_loc(mlirLocationNameGetChildLoc(loc), depth + 1);
  if (mlirLocationIsACallSite(loc)) return file_loc(mlirLocationCallSiteGetCallee(loc), depth + 1);
  if (mlirLocationIsAFused(loc)) {
    intptr_t n = mlirLocationFusedGetNumLocations(loc);
    MlirLocation parts[16];
    if (n <= 0 || n > 16) return (MlirLocation){NULL};
    mlirLocationFusedGetLocations(loc, parts);
    for (intptr_t i = 0; i < n; i++) {
      MlirLocation f = file_loc(parts[i], depth + 1);
      if (!mlirLocationIsNull(f)) return f;
    }
  }
  return (MlirLocation){NULL};
}

/* "file:line:col" of an op's location (file "-" replaced by the session's
 * file name, as mlirx_location_str does), cached per location; "" when the
 * location has no file position. Formatting from the fields is ~20x faster
 * than printing. NULL on OOM. */
static const char *imp_loc(Importer *im, MlirLocation loc) {
  const char *s = ptrmap_get(&im->locs, loc.ptr);
  if (s) return s;
  char *r;
  MlirLocation fl = file_loc(loc, 0);
  if (!mlirLocationIsNull(fl)) {
    MlirStringRef fn = mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(fl));
    if (fn.length == 1 && fn.data[0] == '-' && im->s->filename) fn = sref(im->s->filename);
    r = arena_printf(im->a, "%.*s:%d:%d", (int)fn.length, fn.data,
                     mlirLocationFileLineColRangeGetStartLine(fl),
                     mlirLocationFileLineColRangeGetStartColumn(fl));
  } else {
    r = arena_strdup(im->a, "");
  }
  if (r && !ptrmap_put(&im->locs, loc.ptr, r)) im->oom = true;
  return r;
}

static TvfStatus unsupported(Importer *im, const char *loc, const char *fmt, ...) TVF_PRINTF(3, 4);
static TvfStatus unsupported(Importer *im, const char *loc, const char *fmt, ...) {
  char msg[DIAG_MSG_MAX];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  const char *where = loc && *loc ? loc : im->s->filename ? im->s->filename : "<input>";
  return diag_set(im->d, TVF_EUNSUPPORTED, "%s: unsupported %s", where, msg);
}

static const ImpOpName *imp_op_name(Importer *im, MlirIdentifier id) {
  ImpOpName *on = ptrmap_get(&im->opnames, id.ptr);
  if (on) return on;
  on = arena_alloc(im->a, sizeof *on);
  if (!on || !(on->name = imp_strref(im, mlirIdentifierStr(id)))) return NULL;
  on->kind = ir_op_kind_from_name(on->name);
  on->linalg = strncmp(on->name, "linalg.", 7) == 0 && on->kind != IR_OP_LINALG_YIELD &&
               on->kind != IR_OP_LINALG_INDEX;
  if (!ptrmap_put(&im->opnames, id.ptr, on)) im->oom = true;
  return on;
}

/* A new value of the current function; registered under key unless key is
 * NULL (declaration arguments have no MlirValue). NULL on OOM. */
static IrValue *new_value(Importer *im, const void *key, MlirType t, IrOp *def, int index, IrBlock *blk) {
  IrValue *v = arena_alloc(im->a, sizeof *v);
  if (!v || !(v->type = imp_type(im, t))) return NULL;
  v->id = im->next_id++;
  v->def = def;
  v->index = index;
  v->block = blk;
  v->global = NULL;
  if (key && !ptrmap_put(&im->values, key, v)) return NULL;
  return v;
}

/* ------------------------------------------------------ linalg synthesis */

static bool is_map_array(const IrAttr *a) {
  if (!a || a->kind != IR_ATTR_ARRAY || a->nelems == 0) return false;
  for (int i = 0; i < a->nelems; i++)
    if (a->elems[i]->kind != IR_ATTR_MAP || a->elems[i]->map->ndims != a->elems[0]->map->ndims) return false;
  return true;
}

/* iterator_types for a structured op without the attribute: dim d is
 * parallel iff it is a plain dim result of one of the last nouts maps. */
static IrAttr *synth_iterators(Importer *im, const IrAttr *maps, int nouts) {
  int ndims = maps->elems[0]->map->ndims;
  if (nouts < 1 || nouts > maps->nelems) nouts = 1;
  IrAttr *par = arena_alloc(im->a, sizeof *par), *red = arena_alloc(im->a, sizeof *red);
  IrAttr *arr = arena_alloc(im->a, sizeof *arr);
  if (!par || !red || !arr) return NULL;
  par->kind = red->kind = IR_ATTR_ENUM;
  par->s = "parallel";
  par->text = "#linalg.iterator_type<parallel>";
  red->s = "reduction";
  red->text = "#linalg.iterator_type<reduction>";
  arr->kind = IR_ATTR_ARRAY;
  arr->name = "iterator_types";
  arr->nelems = ndims;
  arr->elems = arena_calloc(im->a, (size_t)(ndims ? ndims : 1), sizeof *arr->elems);
  if (!arr->elems) return NULL;
  StrBuf sb = STRBUF_INIT;
  sb_putc(&sb, '[');
  for (int d = 0; d < ndims; d++) {
    bool out = false;
    for (int m = maps->nelems - nouts; m < maps->nelems && !out; m++) {
      const IrAffineMap *am = maps->elems[m]->map;
      for (int r = 0; r < am->nresults && !out; r++)
        out = am->results[r]->kind == IR_AFF_DIM && am->results[r]->value == d;
    }
    arr->elems[d] = out ? par : red;
    sb_printf(&sb, "%s%s", d ? ", " : "", arr->elems[d]->text);
  }
  sb_putc(&sb, ']');
  arr->text = sb.oom ? NULL : arena_strndup(im->a, sb_cstr(&sb), sb.len);
  sb_free(&sb);
  return arr->text ? arr : NULL;
}

/* Append indexing_maps / iterator_types to a linalg op that lacks them.
 * attrs has room for two more entries. */
static TvfStatus linalg_synthesize(Importer *im, MlirOperation op, IrOp *o) {
  const IrAttr *maps = ir_op_attr(o, "indexing_maps");
  if (!maps) {
    bool had_memo = !mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(op, sref(MEMO_ATTR)));
    MlirAttribute ma = mlirLinalgGetIndexingMapsAttribute(op);
    if (mlirAttributeIsNull(ma)) return TVF_OK; /* not a structured op */
    IrAttr *a = imp_named_attr(im, "indexing_maps", ma);
    if (!had_memo) mlirOperationRemoveDiscardableAttributeByName(op, sref(MEMO_ATTR));
    if (!a) return oom(im);
    o->attrs[o->nattrs++] = a;
    maps = a;
  }
  if (ir_op_attr(o, "iterator_types") || !is_map_array(maps)) return TVF_OK;
  int nouts = o->nresults > 0 ? o->nresults : 1;
  const IrAttr *seg = ir_op_attr(o, "operandSegmentSizes");
  if (seg && seg->kind == IR_ATTR_INTS && seg->nints >= 2) nouts = (int)seg->ints[seg->nints - 1];
  IrAttr *it = synth_iterators(im, maps, nouts);
  if (!it) return oom(im);
  o->attrs[o->nattrs++] = it;
  return TVF_OK;
}

/* --------------------------------------------------------- ops, blocks */

static TvfStatus imp_block(Importer *im, MlirBlock b, IrOp *parent_op, IrBlock **out);

static TvfStatus imp_op(Importer *im, MlirOperation op, IrBlock *blk, IrOp **out) {
  IrOp *o = arena_alloc(im->a, sizeof *o);
  if (!o) return oom(im);
  o->parent = blk;
  const ImpOpName *on = imp_op_name(im, mlirOperationGetName(op));
  if (!on || !(o->loc = imp_loc(im, mlirOperationGetLocation(op)))) return oom(im);
  o->kind = on->kind;
  o->name = on->name;

  intptr_t n = mlirOperationGetNumOperands(op);
  o->operands = arena_calloc(im->a, (size_t)(n ? n : 1), sizeof *o->operands);
  if (!o->operands) return oom(im);
  for (intptr_t i = 0; i < n; i++) {
    MlirValue v = mlirOperationGetOperand(op, i);
    IrValue *iv = ptrmap_get(&im->values, v.ptr);
    if (!iv)
      return unsupported(im, o->loc, "operand #%d of '%s': value not defined before its use in the function",
                         (int)i, o->name);
    o->operands[i] = iv;
  }
  o->noperands = (int)n;

  n = mlirOperationGetNumResults(op);
  o->results = arena_calloc(im->a, (size_t)(n ? n : 1), sizeof *o->results);
  if (!o->results) return oom(im);
  for (intptr_t i = 0; i < n; i++) {
    MlirValue v = mlirOperationGetResult(op, i);
    if (!(o->results[i] = new_value(im, v.ptr, mlirValueGetType(v), o, (int)i, NULL))) return oom(im);
  }
  o->nresults = (int)n;

  n = mlirOperationGetNumAttributes(op);
  o->attrs = arena_calloc(im->a, (size_t)n + 2, sizeof *o->attrs);
  if (!o->attrs) return oom(im);
  for (intptr_t i = 0; i < n; i++) {
    MlirNamedAttribute na = mlirOperationGetAttribute(op, i);
    MlirStringRef name = mlirIdentifierStr(na.name);
    if (ref_eq(name, MEMO_ATTR)) continue;
    const char *nm = imp_strref(im, name);
    if (!nm || !(o->attrs[o->nattrs] = imp_named_attr(im, nm, na.attribute))) return oom(im);
    o->nattrs++;
  }
  /* A bool property (UnitProp: linearize_index's `disjoint`) is neither in
   * the op's attribute list nor readable as an inherent attribute through
   * the C API; its generic form prints it among the properties. */
  if (!strcmp(o->name, "affine.linearize_index") && !ir_op_attr(o, "disjoint")) {
    StrBuf g = STRBUF_INIT;
    MlirOpPrintingFlags fl = mlirOpPrintingFlagsCreate();
    mlirOpPrintingFlagsPrintGenericOpForm(fl);
    mlirOperationPrintWithFlags(op, fl, mlirx_strbuf_cb, &g);
    mlirOpPrintingFlagsDestroy(fl);
    const char *props = strstr(sb_cstr(&g), "<{");
    /* "<{disjoint, ...": set; "<{disjoint = false, ...": not set. */
    const char *at = props ? strstr(props, "disjoint") : NULL;
    bool disjoint = at && (at[-1] == '{' || at[-1] == ' ') &&
                    (at[8] == ',' || at[8] == '}' || strncmp(at + 8, " = true", 7) == 0);
    sb_free(&g);
    if (disjoint) {
      if (!(o->attrs[o->nattrs] = imp_named_attr(im, "disjoint", mlirUnitAttrGet(im->s->ctx))))
        return oom(im);
      o->nattrs++;
    }
  }
  if (on->linalg) {
    TvfStatus st = linalg_synthesize(im, op, o);
    if (st != TVF_OK) return st;
    /* A structured op the table does not name is read as the generic with
     * its maps and body (ir_ops.def LINALG_NAMED_STRUCTURED). */
    if (o->kind == IR_OP_UNKNOWN && is_map_array(ir_op_attr(o, "indexing_maps")) &&
        ir_op_attr(o, "iterator_types") && mlirOperationGetNumRegions(op) == 1)
      o->kind = IR_OP_LINALG_NAMED_STRUCTURED;
  }

  n = mlirOperationGetNumRegions(op);
  o->regions = arena_calloc(im->a, (size_t)(n ? n : 1), sizeof *o->regions);
  if (!o->regions) return oom(im);
  for (intptr_t r = 0; r < n; r++) {
    MlirRegion reg = mlirOperationGetRegion(op, r);
    IrRegion *ir = arena_alloc(im->a, sizeof *ir);
    if (!ir) return oom(im);
    o->regions[r] = ir;
    MlirBlock first = mlirRegionGetFirstBlock(reg);
    if (mlirBlockIsNull(first)) continue;
    if (!mlirBlockIsNull(mlirBlockGetNextInRegion(first)))
      return unsupported(im, o->loc, "unstructured control flow: region #%d of '%s' has more than one block",
                         (int)r, o->name);
    ir->blocks = arena_alloc(im->a, sizeof *ir->blocks);
    if (!ir->blocks) return oom(im);
    TvfStatus st = imp_block(im, first, o, &ir->blocks[0]);
    if (st != TVF_OK) return st;
    ir->nblocks = 1;
  }
  o->nregions = (int)n;
  *out = o;
  return TVF_OK;
}

static TvfStatus imp_block(Importer *im, MlirBlock b, IrOp *parent_op, IrBlock **out) {
  IrBlock *blk = arena_alloc(im->a, sizeof *blk);
  if (!blk) return oom(im);
  blk->parent_op = parent_op;
  intptr_t n = mlirBlockGetNumArguments(b);
  blk->args = arena_calloc(im->a, (size_t)(n ? n : 1), sizeof *blk->args);
  if (!blk->args) return oom(im);
  for (intptr_t i = 0; i < n; i++) {
    MlirValue v = mlirBlockGetArgument(b, i);
    if (!(blk->args[i] = new_value(im, v.ptr, mlirValueGetType(v), NULL, (int)i, blk))) return oom(im);
  }
  blk->nargs = (int)n;
  int nops = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    nops++;
  blk->ops = arena_calloc(im->a, (size_t)(nops ? nops : 1), sizeof *blk->ops);
  if (!blk->ops) return oom(im);
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    TvfStatus st = imp_op(im, op, blk, &blk->ops[blk->nops]);
    if (st != TVF_OK) return st;
    blk->nops++;
  }
  *out = blk;
  return TVF_OK;
}

/* ------------------------------------------------------------- functions */

static TvfStatus imp_func(Importer *im, MlirOperation fop, IrFunc **out) {
  ptrmap_clear(&im->values);
  im->next_id = 0;
  IrFunc *f = arena_alloc(im->a, sizeof *f);
  if (!f || !(f->loc = imp_loc(im, mlirOperationGetLocation(fop)))) return oom(im);
  MlirAttribute name = mlirOperationGetAttributeByName(fop, sref("sym_name"));
  if (mlirAttributeIsNull(name) || !mlirAttributeIsAString(name))
    return unsupported(im, f->loc, "func.func without a sym_name");
  if (!(f->name = imp_strref(im, mlirStringAttrGetValue(name)))) return oom(im);
  MlirAttribute vis = mlirOperationGetAttributeByName(fop, sref("sym_visibility"));
  f->is_public = mlirAttributeIsNull(vis) ||
                 (mlirAttributeIsAString(vis) && ref_eq(mlirStringAttrGetValue(vis), "public"));

  MlirAttribute fta = mlirOperationGetAttributeByName(fop, sref("function_type"));
  MlirType ft =
      mlirAttributeIsNull(fta) || !mlirAttributeIsAType(fta) ? (MlirType){NULL} : mlirTypeAttrGetValue(fta);
  if (mlirTypeIsNull(ft) || !mlirTypeIsAFunction(ft))
    return unsupported(im, f->loc, "function @%s without a function type", f->name);
  intptr_t nres = mlirFunctionTypeGetNumResults(ft);
  f->result_types = arena_calloc(im->a, (size_t)(nres ? nres : 1), sizeof *f->result_types);
  if (!f->result_types) return oom(im);
  for (intptr_t i = 0; i < nres; i++)
    if (!(f->result_types[i] = imp_type(im, mlirFunctionTypeGetResult(ft, i)))) return oom(im);
  f->nresults = (int)nres;

  MlirRegion body = mlirOperationGetRegion(fop, 0);
  MlirBlock first = mlirRegionGetFirstBlock(body);
  if (mlirBlockIsNull(first)) {
    /* Declaration: arguments from the function type, no ops. */
    IrBlock *blk = arena_alloc(im->a, sizeof *blk);
    intptr_t nin = mlirFunctionTypeGetNumInputs(ft);
    if (!blk || !(blk->args = arena_calloc(im->a, (size_t)(nin ? nin : 1), sizeof *blk->args)))
      return oom(im);
    blk->ops = arena_calloc(im->a, 1, sizeof *blk->ops);
    if (!blk->ops) return oom(im);
    for (intptr_t i = 0; i < nin; i++)
      if (!(blk->args[i] = new_value(im, NULL, mlirFunctionTypeGetInput(ft, i), NULL, (int)i, blk)))
        return oom(im);
    blk->nargs = (int)nin;
    f->body = blk;
  } else {
    if (!mlirBlockIsNull(mlirBlockGetNextInRegion(first)))
      return unsupported(im, f->loc, "unstructured control flow: function @%s has more than one block",
                         f->name);
    TvfStatus st = imp_block(im, first, NULL, &f->body);
    if (st != TVF_OK) return st;
  }
  f->nvalues = im->next_id;
  *out = f;
  return TVF_OK;
}

/* ---------------------------------------------------------------- module */

static bool has_sym_name(MlirOperation op, const char *sym) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, sref("sym_name"));
  return !mlirAttributeIsNull(a) && mlirAttributeIsAString(a) && ref_eq(mlirStringAttrGetValue(a), sym);
}

/* The body of the nested builtin.module @sym directly inside m, or a null
 * block. A file holding nothing but `module @sym {...}` parses with that
 * module as the top level (MLIR does not wrap a lone module), so the top
 * module itself also counts. */
static MlirBlock nested_body(MlirxModule *m, const char *sym) {
  MlirBlock body = mlirModuleGetBody(m->mod);
  if (has_sym_name(mlirModuleGetOperation(m->mod), sym)) return body;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (op_is(op, "builtin.module") && has_sym_name(op, sym))
      return mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  }
  return (MlirBlock){NULL};
}

bool mlirx_has_nested_module(MlirxModule *m, const char *sym_name) {
  if (!TVF_ALWAYS(m && sym_name)) return false;
  return !mlirBlockIsNull(nested_body(m, sym_name));
}

#define TVF_GLOBAL_MAX_RANK 16

static bool is_global_op(MlirOperation op) {
  return op_is(op, "memref.global") || op_is(op, "ml_program.global") || op_is(op, "tosa.variable");
}

/* The buffer type of a tensor-valued global: the contiguous memref of its
 * shape (ml_program.global: its tensor type; tosa.variable: var_shape and
 * the element type), or a null type when the shape is not static. */
static MlirType tensor_global_buffer_type(MlirOperation op, MlirType declared) {
  MlirType null = {NULL};
  if (op_is(op, "ml_program.global")) {
    if (!mlirTypeIsARankedTensor(declared) || !mlirShapedTypeHasStaticShape(declared)) return null;
    intptr_t rank = mlirShapedTypeGetRank(declared);
    int64_t dims[TVF_GLOBAL_MAX_RANK];
    if (rank > TVF_GLOBAL_MAX_RANK) return null;
    for (intptr_t i = 0; i < rank; i++)
      dims[i] = mlirShapedTypeGetDimSize(declared, i);
    return mlirMemRefTypeContiguousGet(mlirShapedTypeGetElementType(declared), rank, dims,
                                       mlirAttributeGetNull());
  }
  MlirAttribute shape = mlirOperationGetAttributeByName(op, sref("var_shape"));
  if (mlirAttributeIsNull(shape) || !mlirAttributeIsADenseElements(shape)) return null;
  intptr_t rank = mlirElementsAttrGetNumElements(shape);
  int64_t dims[TVF_GLOBAL_MAX_RANK];
  if (rank > TVF_GLOBAL_MAX_RANK) return null;
  for (intptr_t i = 0; i < rank; i++)
    if ((dims[i] = (int64_t)mlirDenseElementsAttrGetIndexValue(shape, i)) < 0) return null;
  return mlirMemRefTypeContiguousGet(declared, rank, dims, mlirAttributeGetNull());
}

/* A memref.global, ml_program.global or tosa.variable op. The two
 * tensor-valued ones are recorded with the type of a buffer of their shape
 * (ir_inline.h: mutable globals become memref arguments); tosa.variable is
 * always mutable. Unsupported (with its location) when the type is not
 * static; an external global (no initial value) is uninitialized. */
static TvfStatus imp_global(Importer *im, MlirOperation op, IrGlobal **out) {
  IrGlobal *g = arena_calloc(im->a, 1, sizeof *g);
  if (!g || !(g->loc = imp_loc(im, mlirOperationGetLocation(op)))) return oom(im);
  bool memref = op_is(op, "memref.global"), tosa = op_is(op, "tosa.variable");
  const char *what = memref ? "memref.global" : tosa ? "tosa.variable" : "ml_program.global";
  MlirAttribute name = mlirOperationGetAttributeByName(op, sref("sym_name"));
  MlirAttribute type = mlirOperationGetAttributeByName(op, sref("type"));
  if (mlirAttributeIsNull(name) || !mlirAttributeIsAString(name) || mlirAttributeIsNull(type) ||
      !mlirAttributeIsAType(type))
    return unsupported(im, g->loc, "%s without a sym_name or type", what);
  if (!(g->name = imp_strref(im, mlirStringAttrGetValue(name)))) return oom(im);
  MlirType t = mlirTypeAttrGetValue(type);
  if (!memref && mlirTypeIsNull(t = tensor_global_buffer_type(op, t)))
    return unsupported(im, g->loc, "%s @%s of a dynamic or unranked shape", what, g->name);
  if (!(g->type = imp_type(im, t))) return oom(im);
  if (memref)
    g->constant = !mlirAttributeIsNull(mlirOperationGetAttributeByName(op, sref("constant")));
  else
    g->constant = !tosa && mlirAttributeIsNull(mlirOperationGetAttributeByName(op, sref("is_mutable")));
  MlirAttribute init = mlirOperationGetAttributeByName(op, sref(memref || tosa ? "initial_value" : "value"));
  if (!mlirAttributeIsNull(init) && !mlirAttributeIsAUnit(init)) {
    IrAttr *a = imp_named_attr(im, "initial_value", init);
    if (!a) return oom(im);
    if (a->kind != IR_ATTR_DENSE || !a->dense)
      return unsupported(im, g->loc, "%s @%s initial value %s", what, g->name, a->text);
    g->init = a->dense;
  }
  *out = g;
  return TVF_OK;
}

static void importer_free(Importer *im) {
  ptrmap_free(&im->types);
  ptrmap_free(&im->attrs);
  ptrmap_free(&im->opnames);
  ptrmap_free(&im->locs);
  ptrmap_free(&im->values);
}

TvfStatus mlirx_import_module(MlirxModule *m, const char *nested, Arena *a, IrModule **out, Diag *d) {
  if (out) *out = NULL;
  if (!TVF_ALWAYS(m && a && out)) return diag_set(d, TVF_EINTERNAL, "import: bad arguments");
  MlirBlock body = mlirModuleGetBody(m->mod);
  if (nested) {
    body = nested_body(m, nested);
    if (mlirBlockIsNull(body))
      return diag_set(d, TVF_EINPUT, "%s: no nested module @%s", m->s->filename ? m->s->filename : "<input>",
                      nested);
  }
  ArenaMark mark = arena_mark(a);
  Importer im = {.s = m->s, .a = a, .d = d};
  TvfStatus st = TVF_OK;
  IrModule *mod = arena_alloc(a, sizeof *mod);
  int nf = 0, ng = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    nf += op_is(op, "func.func");
    ng += is_global_op(op);
  }
  if (!mod || !(mod->funcs = arena_calloc(a, (size_t)(nf ? nf : 1), sizeof *mod->funcs)) ||
      !(mod->globals = arena_calloc(a, (size_t)(ng ? ng : 1), sizeof *mod->globals)))
    st = oom(&im);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); st == TVF_OK && !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!is_global_op(op)) continue;
    st = imp_global(&im, op, &mod->globals[mod->nglobals]);
    if (st == TVF_OK) mod->nglobals++;
  }
  for (MlirOperation op = mlirBlockGetFirstOperation(body); st == TVF_OK && !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!op_is(op, "func.func")) continue;
    st = imp_func(&im, op, &mod->funcs[mod->nfuncs]);
    if (st == TVF_OK) {
      mod->funcs[mod->nfuncs]->globals = mod->globals;
      mod->funcs[mod->nfuncs]->nglobals = mod->nglobals;
      mod->nfuncs++;
    }
  }
  if (st == TVF_OK && (im.oom || arena_failed(a))) st = oom(&im);
  importer_free(&im);
  if (st != TVF_OK) {
    arena_reset_to(a, mark);
    return st;
  }
  *out = mod;
  return TVF_OK;
}
