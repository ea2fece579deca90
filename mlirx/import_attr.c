/*
 * import_attr.c: MLIR types and attributes -> encoder IR (IrType, IrAttr).
 *
 * Types and attributes are uniqued by MLIR, so each distinct one is decoded
 * once per import and the result shared (an op's named attribute is a shallow
 * copy carrying the name). Every entity keeps its printed form in `text`;
 * the fixed spellings (scalars, tensors, unit, bool, integers, array<...>,
 * [...]) are built directly, since each mlirAttributePrint/mlirTypePrint call
 * builds an AsmState (microseconds); the rest is printed.
 *
 * Decoding (kind the IrAttr gets):
 *   unit                                  UNIT
 *   bool (i1 IntegerAttr)                 BOOL   i = 0/1, elem = i1
 *   integer (width <= 64)                 INT    i (sign-extended; si/ui/odd widths: elem NONE)
 *   float f16/bf16/f32/f64                FLOAT  f = double, bits = exact IEEE bits in its type
 *                                                (hex spelling parsed directly, so NaN payloads
 *                                                and signalling NaNs are exact)
 *   string                                STRING s
 *   flat symbol ref (@callee)             STRING s = the symbol name without '@'
 *   type                                  TYPE   type
 *   array<i1/i8/i16/i32/i64: ...>         INTS   ints/nints (bools as 0/1)
 *   dense int/index/float/bool elements   DENSE  exact bits per element (1 entry if splat);
 *                                                integer ones also INTS-style ints/nints when
 *                                                they have <= IMP_DENSE_INTS_MAX elements
 *   affine_map                            MAP
 *   [...]                                 ARRAY  elems (recursive)
 *   #dialect.mnemonic<kw, kw, ...>        ENUM   s = the keywords joined by ',' ("IGNORE",
 *                                                "parallel", "none", "nsw,nuw")
 *   anything else (integer > 64 bits, other float types, dense of other element types,
 *   dense strings/resources, sparse, dictionaries, nested symbol refs, integer sets,
 *   location, dense f32/f64 arrays, dialect attrs with structure)   OTHER (text only)
 *
 * Types: ranked tensors of f16/bf16/f32/f64/i1/i8/i16/i32/i48/i64/index
 * without encoding are TENSOR (dynamic dims = IR_DYN); those scalars alone are
 * SCALAR (signless integers only); !tosa.shape<N> (recognised by its spelling,
 * the C API has no accessor) is SHAPE with rank N and N zero dims. Everything
 * else is OTHER; ranked shaped OTHER types (vector, memref, tensors of other
 * element types or with an encoding) still carry rank/dims and, when it is one
 * of ours, elem.
 */
#include "mlirx/import_internal.h"

#include <mlir-c/AffineExpr.h>
#include <mlir-c/AffineMap.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/Dialect/Quant.h>

#include <stdlib.h>
#include <string.h>

/* Integer dense attributes up to this many elements also get ints/nints. */
#define IMP_DENSE_INTS_MAX 4096

bool imp_check_synth_text;
long imp_text_mismatches;

/* ---------------------------------------------------------------- PtrMap */

static size_t ptr_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (size_t)x;
}

void ptrmap_free(PtrMap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

void ptrmap_clear(PtrMap *m) {
  if (m->cap) {
    memset(m->keys, 0, m->cap * sizeof *m->keys);
    m->n = 0;
  }
}

void *ptrmap_get(const PtrMap *m, const void *key) {
  if (!m->cap) return NULL;
  size_t mask = m->cap - 1;
  for (size_t i = ptr_hash(key) & mask;; i = (i + 1) & mask) {
    if (m->keys[i] == key) return m->vals[i];
    if (!m->keys[i]) return NULL;
  }
}

static bool ptrmap_grow(PtrMap *m) {
  size_t ncap = m->cap ? m->cap * 2 : 64;
  const void **nk = calloc(ncap, sizeof *nk);
  void **nv = calloc(ncap, sizeof *nv);
  if (!nk || !nv) {
    free(nk);
    free(nv);
    return false;
  }
  for (size_t i = 0; i < m->cap; i++) {
    if (!m->keys[i]) continue;
    size_t j = ptr_hash(m->keys[i]) & (ncap - 1);
    while (nk[j])
      j = (j + 1) & (ncap - 1);
    nk[j] = m->keys[i];
    nv[j] = m->vals[i];
  }
  free(m->keys);
  free(m->vals);
  m->keys = nk;
  m->vals = nv;
  m->cap = ncap;
  return true;
}

bool ptrmap_put(PtrMap *m, const void *key, void *val) {
  if ((m->n + 1) * 2 > m->cap && !ptrmap_grow(m)) return false;
  size_t mask = m->cap - 1;
  size_t i = ptr_hash(key) & mask;
  while (m->keys[i] && m->keys[i] != key)
    i = (i + 1) & mask;
  if (!m->keys[i]) m->n++;
  m->keys[i] = key;
  m->vals[i] = val;
  return true;
}

/* --------------------------------------------------------------- strings */

char *imp_strref(Importer *im, MlirStringRef r) {
  return arena_strndup(im->a, r.data ? r.data : "", r.length);
}

char *imp_print_type(Importer *im, MlirType t) {
  StrBuf sb = STRBUF_INIT;
  mlirTypePrint(t, mlirx_strbuf_cb, &sb);
  char *r = sb.oom ? NULL : arena_strndup(im->a, sb_cstr(&sb), sb.len);
  sb_free(&sb);
  return r;
}

char *imp_print_attr(Importer *im, MlirAttribute a) {
  StrBuf sb = STRBUF_INIT;
  mlirAttributePrint(a, mlirx_strbuf_cb, &sb);
  char *r = sb.oom ? NULL : arena_strndup(im->a, sb_cstr(&sb), sb.len);
  sb_free(&sb);
  return r;
}

/* ----------------------------------------------------------------- types */

IrElem imp_scalar_elem(MlirType t) {
  if (mlirTypeIsAF32(t)) return IR_F32;
  if (mlirTypeIsAF16(t)) return IR_F16;
  if (mlirTypeIsABF16(t)) return IR_BF16;
  if (mlirTypeIsAF64(t)) return IR_F64;
  if (mlirTypeIsAIndex(t)) return IR_INDEX;
  /* Signless integers of 1..64 bits (wider ones stay unsupported). */
  if (mlirTypeIsAInteger(t) && mlirIntegerTypeIsSignless(t))
    return ir_elem_int((int)mlirIntegerTypeGetWidth(t));
  return IR_ELEM_NONE;
}

/* The element of a type as the encoder models it (IrType.int_kind): a
 * signless element as imp_scalar_elem; a signed or unsigned integer, or a
 * quantized type, as the signless integer of its storage width, *kind
 * saying which. */
static IrElem imp_storage_elem(MlirType t, uint8_t *kind) {
  *kind = IR_INT_SIGNLESS;
  IrElem e = imp_scalar_elem(t);
  if (e != IR_ELEM_NONE) return e;
  if (mlirTypeIsAInteger(t)) {
    e = ir_elem_int((int)mlirIntegerTypeGetWidth(t));
    if (e != IR_ELEM_NONE) *kind = mlirIntegerTypeIsSigned(t) ? IR_INT_SIGNED : IR_INT_UNSIGNED;
    return e;
  }
  if (mlirTypeIsAQuantizedType(t)) {
    MlirType st = mlirQuantizedTypeGetStorageType(t);
    e = mlirTypeIsAInteger(st) ? ir_elem_int((int)mlirIntegerTypeGetWidth(st)) : IR_ELEM_NONE;
    if (e != IR_ELEM_NONE) *kind = IR_INT_QUANT;
    return e;
  }
  return IR_ELEM_NONE;
}

/* N of "!tosa.shape<N>", or -1 if the text is not exactly that. */
static int tosa_shape_rank(const char *text) {
  static const char pfx[] = "!tosa.shape<";
  if (strncmp(text, pfx, sizeof pfx - 1) != 0) return -1;
  const char *p = text + sizeof pfx - 1;
  long n = 0;
  if (*p < '0' || *p > '9') return -1;
  while (*p >= '0' && *p <= '9') {
    n = n * 10 + (*p++ - '0');
    if (n > 1 << 20) return -1;
  }
  return (p[0] == '>' && p[1] == 0) ? (int)n : -1;
}

/* "tensor<2x?xf32>" / "f32" for TENSOR and SCALAR types (their spelling is
 * fixed; printing builds an AsmState, which costs microseconds). */
static char *synth_type_text(Importer *im, const IrType *ty) {
  if (ty->kind == IR_TY_SCALAR) return arena_strdup(im->a, ir_elem_name(ty->elem));
  StrBuf sb = STRBUF_INIT;
  sb_puts(&sb, "tensor<");
  for (int i = 0; i < ty->rank; i++) {
    if (ty->dims[i] == IR_DYN)
      sb_putc(&sb, '?');
    else
      sb_printf(&sb, "%lld", (long long)ty->dims[i]);
    sb_putc(&sb, 'x');
  }
  sb_printf(&sb, "%s>", ir_elem_name(ty->elem));
  char *r = sb.oom ? NULL : arena_strndup(im->a, sb_cstr(&sb), sb.len);
  sb_free(&sb);
  return r;
}

IrType *imp_type(Importer *im, MlirType t) {
  IrType *ty = ptrmap_get(&im->types, t.ptr);
  if (ty) return ty;
  ty = arena_alloc(im->a, sizeof *ty);
  if (!ty) return NULL;
  ty->kind = IR_TY_OTHER;
  if (mlirTypeIsAShaped(t) && mlirShapedTypeHasRank(t)) {
    int64_t rank = mlirShapedTypeGetRank(t);
    ty->rank = (int)rank;
    ty->dims = arena_calloc(im->a, (size_t)(rank ? rank : 1), sizeof *ty->dims);
    if (!ty->dims) return NULL;
    for (int64_t i = 0; i < rank; i++)
      ty->dims[i] =
          mlirShapedTypeIsDynamicDim(t, (intptr_t)i) ? IR_DYN : mlirShapedTypeGetDimSize(t, (intptr_t)i);
    ty->elem = imp_storage_elem(mlirShapedTypeGetElementType(t), &ty->int_kind);
    if (mlirTypeIsARankedTensor(t) && ty->elem != IR_ELEM_NONE &&
        mlirAttributeIsNull(mlirRankedTensorTypeGetEncoding(t)))
      ty->kind = IR_TY_TENSOR;
    /* A fixed-size vector is a value like a static tensor; a scalable one
     * (its size is a runtime multiple) stays OTHER: the encoder's values
     * have static sizes. */
    if (mlirTypeIsAVector(t) && !mlirVectorTypeIsScalable(t) && ty->elem != IR_ELEM_NONE)
      ty->kind = IR_TY_VECTOR;
    /* A memref with a strided layout (identity included) in any memory
     * space; other layouts (general affine maps) stay OTHER. */
    if (mlirTypeIsAMemRef(t) && ty->elem != IR_ELEM_NONE) {
      ty->strides = arena_calloc(im->a, (size_t)(rank ? rank : 1), sizeof *ty->strides);
      if (!ty->strides) return NULL;
      if (mlirLogicalResultIsSuccess(mlirMemRefTypeGetStridesAndOffset(t, ty->strides, &ty->offset))) {
        for (int64_t i = 0; i < rank; i++)
          if (mlirShapedTypeIsDynamicStrideOrOffset(ty->strides[i])) ty->strides[i] = IR_DYN;
        if (mlirShapedTypeIsDynamicStrideOrOffset(ty->offset)) ty->offset = IR_DYN;
        ty->kind = IR_TY_MEMREF;
      }
    }
  } else if ((ty->elem = imp_storage_elem(t, &ty->int_kind)) != IR_ELEM_NONE) {
    ty->kind = IR_TY_SCALAR;
  }
  if (ty->kind == IR_TY_OTHER) {
    if (!(ty->text = imp_print_type(im, t))) return NULL;
    int n = ty->rank == 0 && !ty->dims ? tosa_shape_rank(ty->text) : -1;
    if (n >= 0) {
      ty->kind = IR_TY_SHAPE;
      ty->elem = IR_INDEX;
      ty->rank = n;
      ty->dims = arena_calloc(im->a, (size_t)(n ? n : 1), sizeof *ty->dims);
      if (!ty->dims) return NULL;
    }
  } else if (ty->kind == IR_TY_MEMREF || ty->kind == IR_TY_VECTOR || ty->int_kind != IR_INT_SIGNLESS) {
    if (!(ty->text = imp_print_type(im, t))) return NULL;
  } else {
    if (!(ty->text = synth_type_text(im, ty))) return NULL;
    if (imp_check_synth_text) {
      char *printed = imp_print_type(im, t);
      if (printed && strcmp(printed, ty->text) != 0) imp_text_mismatches++;
    }
  }
  if (!ptrmap_put(&im->types, t.ptr, ty)) im->oom = true;
  return ty;
}

/* ------------------------------------------------------------ float bits */

uint64_t imp_float_bits(double v, IrElem e) {
  uint64_t d;
  memcpy(&d, &v, sizeof d);
  if (e == IR_F64) return d;
  if (!ir_elem_is_float(e)) return 0;
  const int ebits = ir_elem_ebits(e), mbits = ir_elem_sbits(e) - 1;
  const int bias = (1 << (ebits - 1)) - 1;
  const uint64_t efield_max = (1ULL << ebits) - 1;
  const uint64_t sign = (d >> 63) << (ebits + mbits);
  const int dexp = (int)((d >> 52) & 0x7ff);
  const uint64_t dman = d & ((1ULL << 52) - 1);
  if (dexp == 0x7ff) {
    if (dman == 0) return sign | (efield_max << mbits);
    uint64_t payload = (dman >> (52 - mbits)) | (1ULL << (mbits - 1));
    return sign | (efield_max << mbits) | payload;
  }
  if (dexp == 0 && dman == 0) return sign;
  /* value = m * 2^(E - 52) with m normalised to 53 bits (hidden bit 52). */
  uint64_t m = dexp ? (dman | (1ULL << 52)) : dman;
  int E = dexp ? dexp - 1023 : -1022;
  while (!(m & (1ULL << 52))) {
    m <<= 1;
    E--;
  }
  int shift = 52 - mbits;
  if (E < 1 - bias) shift += (1 - bias) - E; /* subnormal in the target */
  if (shift > 54) return sign;               /* below half the smallest subnormal */
  uint64_t q = m >> shift, rem = m & ((1ULL << shift) - 1), half = 1ULL << (shift - 1);
  if (rem > half || (rem == half && (q & 1))) q++;
  if (E < 1 - bias) return sign | q; /* subnormal; q == 1 << mbits is the smallest normal */
  if (q >> (mbits + 1)) {
    q >>= 1;
    E++;
  }
  if (E > bias) return sign | (efield_max << mbits); /* overflow to infinity */
  return sign | ((uint64_t)(E + bias) << mbits) | (q & ((1ULL << mbits) - 1));
}

/* Bits of a float attribute: MLIR prints non-finite values (and values
 * that do not round-trip through decimal) as "0x<hex bits> : type". */
static uint64_t float_attr_bits(const char *text, double v, IrElem e) {
  if (text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    char *end = NULL;
    unsigned long long b = strtoull(text + 2, &end, 16);
    if (end != text + 2) return (uint64_t)b;
  }
  return imp_float_bits(v, e);
}

/* ------------------------------------------------------------ affine maps */

static IrAffineExpr *imp_affine_expr(Importer *im, MlirAffineExpr e) {
  IrAffineExpr *x = arena_alloc(im->a, sizeof *x);
  if (!x) return NULL;
  if (mlirAffineExprIsADim(e)) {
    x->kind = IR_AFF_DIM;
    x->value = (int64_t)mlirAffineDimExprGetPosition(e);
    return x;
  }
  if (mlirAffineExprIsASymbol(e)) {
    x->kind = IR_AFF_SYM;
    x->value = (int64_t)mlirAffineSymbolExprGetPosition(e);
    return x;
  }
  if (mlirAffineExprIsAConstant(e)) {
    x->kind = IR_AFF_CONST;
    x->value = mlirAffineConstantExprGetValue(e);
    return x;
  }
  if (mlirAffineExprIsAAdd(e))
    x->kind = IR_AFF_ADD;
  else if (mlirAffineExprIsAMul(e))
    x->kind = IR_AFF_MUL;
  else if (mlirAffineExprIsAMod(e))
    x->kind = IR_AFF_MOD;
  else if (mlirAffineExprIsAFloorDiv(e))
    x->kind = IR_AFF_FLOORDIV;
  else if (mlirAffineExprIsACeilDiv(e))
    x->kind = IR_AFF_CEILDIV;
  else
    return NULL; /* no other kind exists; treated as undecodable */
  if (!(x->lhs = imp_affine_expr(im, mlirAffineBinaryOpExprGetLHS(e)))) return NULL;
  if (!(x->rhs = imp_affine_expr(im, mlirAffineBinaryOpExprGetRHS(e)))) return NULL;
  return x;
}

/* NULL on OOM or an undecodable expression (arena_failed tells which). */
static IrAffineMap *imp_affine_map(Importer *im, MlirAffineMap m) {
  IrAffineMap *map = arena_alloc(im->a, sizeof *map);
  if (!map) return NULL;
  map->ndims = (int)mlirAffineMapGetNumDims(m);
  map->nsyms = (int)mlirAffineMapGetNumSymbols(m);
  map->nresults = (int)mlirAffineMapGetNumResults(m);
  map->results = arena_calloc(im->a, (size_t)(map->nresults ? map->nresults : 1), sizeof *map->results);
  if (!map->results) return NULL;
  for (int i = 0; i < map->nresults; i++)
    if (!(map->results[i] = imp_affine_expr(im, mlirAffineMapGetResult(m, i)))) return NULL;
  return map;
}

/* --------------------------------------------------------------- enums */

static bool is_ident_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool is_ident_char(char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }

/* "#dialect.mnemonic<kw1, kw2>" -> "kw1,kw2" (arena); NULL if the text is not
 * that shape (a dialect attribute whose parameters are only keywords). */
static char *enum_keywords(Importer *im, const char *text) {
  const char *p = text;
  if (*p++ != '#' || !is_ident_start(*p)) return NULL;
  while (is_ident_char(*p) || *p == '.')
    p++;
  if (*p++ != '<') return NULL;
  size_t n = strlen(p);
  if (n == 0 || p[n - 1] != '>') return NULL;
  char *out = arena_alloc(im->a, n + 1);
  if (!out) return NULL;
  size_t o = 0;
  bool need_sep = false, any = false;
  for (const char *q = p; q < p + n - 1;) {
    if (*q == ' ' || *q == ',' || *q == '|') {
      if (*q != ' ') need_sep = true;
      q++;
      continue;
    }
    if (!is_ident_start(*q)) return NULL;
    if (any && !need_sep) return NULL; /* "a b": not a keyword list */
    if (any) out[o++] = ',';
    while (q < p + n - 1 && is_ident_char(*q))
      out[o++] = *q++;
    any = true;
    need_sep = false;
  }
  if (!any || need_sep) return NULL;
  out[o] = 0;
  return out;
}

/* ---------------------------------------------------------------- dense */

/* attr becomes the dense attribute dn (of element e), with its integers
 * also as `ints` when few enough. */
static bool set_dense(Importer *im, IrAttr *attr, IrDense *dn, IrElem e) {
  attr->kind = IR_ATTR_DENSE;
  attr->dense = dn;
  if (ir_elem_is_int(e) && dn->count <= IMP_DENSE_INTS_MAX) {
    attr->nints = (int)dn->count;
    attr->ints = arena_calloc(im->a, (size_t)(dn->count ? dn->count : 1), sizeof *attr->ints);
    if (!attr->ints) return false;
    for (int64_t i = 0; i < dn->count; i++)
      attr->ints[i] = (int64_t)dn->bits[dn->splat ? 0 : i];
  }
  return true;
}

/* Decode a DenseIntOrFPElementsAttr of one of our element types into
 * attr->dense (and ints). Returns false if it is not decodable (the caller
 * falls back to OTHER); OOM shows in arena_failed. */
static bool imp_dense(Importer *im, MlirAttribute a, IrAttr *attr) {
  MlirType st = mlirAttributeGetType(a);
  uint8_t kind; /* a dense ui8 attribute holds the same bits as an i8 one */
  IrElem e = imp_storage_elem(mlirShapedTypeGetElementType(st), &kind);
  (void)kind;
  if (e == IR_ELEM_NONE || (!mlirAttributeIsADenseIntElements(a) && !mlirAttributeIsADenseFPElements(a)))
    return false;
  IrDense *dn = arena_alloc(im->a, sizeof *dn);
  if (!dn || !(dn->type = imp_type(im, st))) return false;
  dn->count = mlirElementsAttrGetNumElements(a);
  dn->splat = mlirDenseElementsAttrIsSplat(a);
  int64_t n = dn->splat ? 1 : dn->count;
  if (n < 0) return false;
  dn->bits = arena_calloc(im->a, (size_t)(n ? n : 1), sizeof *dn->bits);
  if (!dn->bits) return false;
  if (e == IR_I1) {
    for (int64_t i = 0; i < n; i++)
      dn->bits[i] = mlirDenseElementsAttrGetBoolValue(a, (intptr_t)i) ? 1 : 0;
  } else {
    /* Raw storage: each element in ceil(width/8) bytes, host (little-endian)
     * order; index elements take 64 bits; a splat stores one element. */
    const unsigned char *raw = mlirDenseElementsAttrGetRawData(a);
    int bits = ir_elem_bits(e), bytes = (bits + 7) / 8;
    if (!raw && n > 0) return false;
    for (int64_t i = 0; i < n; i++) {
      uint64_t v = 0;
      for (int b = 0; b < bytes; b++)
        v |= (uint64_t)raw[i * bytes + b] << (8 * b);
      /* Sub-byte widths (i2, i4) sit in the low bits of their byte: keep
       * only those before sign-extending. */
      if (ir_elem_is_int(e) && bits < 64) {
        v &= (1ULL << bits) - 1;
        if ((v >> (bits - 1)) & 1) v |= ~0ULL << bits; /* sign-extend */
      }
      dn->bits[i] = v;
    }
  }
  return set_dense(im, attr, dn, e);
}

/* A sparse<indices, values> elements attribute as the dense one it denotes:
 * every element the indices do not list is the element type's zero (+0.0
 * for floats), as MLIR's SparseElementsAttr defines it. False when not
 * decodable (the caller falls back to OTHER). */
#define IMP_SPARSE_MAX_ELEMS (1 << 22)
static bool imp_sparse(Importer *im, MlirAttribute a, IrAttr *attr) {
  MlirType st = mlirAttributeGetType(a);
  IrElem e = imp_scalar_elem(mlirShapedTypeGetElementType(st));
  if (e == IR_ELEM_NONE || !mlirShapedTypeHasStaticShape(st)) return false;
  int64_t count = mlirElementsAttrGetNumElements(a);
  int rank = (int)mlirShapedTypeGetRank(st);
  if (count < 0 || count > IMP_SPARSE_MAX_ELEMS) return false;
  MlirAttribute idx = mlirSparseElementsAttrGetIndices(a), vals = mlirSparseElementsAttrGetValues(a);
  IrAttr va;
  memset(&va, 0, sizeof va);
  if (!mlirAttributeIsADenseElements(vals) || !imp_dense(im, vals, &va) || !va.dense) return false;
  int64_t nnz = mlirElementsAttrGetNumElements(vals);
  if (!mlirAttributeIsADenseIntElements(idx) ||
      mlirElementsAttrGetNumElements(idx) != nnz * (rank ? rank : 1))
    return false;
  IrDense *dn = arena_alloc(im->a, sizeof *dn);
  if (!dn || !(dn->type = imp_type(im, st))) return false;
  dn->count = count;
  dn->splat = false;
  dn->bits = arena_calloc(im->a, (size_t)(count ? count : 1), sizeof *dn->bits);
  if (!dn->bits) return false;
  for (int64_t k = 0; k < nnz; k++) {
    int64_t flat = 0;
    for (int r = 0; r < rank; r++) {
      int64_t d = mlirShapedTypeGetDimSize(st, r);
      int64_t i = mlirDenseElementsAttrGetInt64Value(idx, (intptr_t)(k * rank + r));
      if (i < 0 || i >= d) return false;
      flat = flat * d + i;
    }
    dn->bits[flat] = va.dense->bits[va.dense->splat ? 0 : k];
  }
  return set_dense(im, attr, dn, e);
}

/* ------------------------------------------------------------ attributes */

static bool imp_dense_array(Importer *im, MlirAttribute a, IrAttr *attr) {
  intptr_t n = mlirDenseArrayGetNumElements(a);
  attr->ints = arena_calloc(im->a, (size_t)(n ? n : 1), sizeof *attr->ints);
  if (!attr->ints) return false;
  attr->nints = (int)n;
  for (intptr_t i = 0; i < n; i++) {
    if (mlirAttributeIsADenseI64Array(a))
      attr->ints[i] = mlirDenseI64ArrayGetElement(a, i);
    else if (mlirAttributeIsADenseI32Array(a))
      attr->ints[i] = mlirDenseI32ArrayGetElement(a, i);
    else if (mlirAttributeIsADenseI16Array(a))
      attr->ints[i] = mlirDenseI16ArrayGetElement(a, i);
    else if (mlirAttributeIsADenseI8Array(a))
      attr->ints[i] = mlirDenseI8ArrayGetElement(a, i);
    else
      attr->ints[i] = mlirDenseBoolArrayGetElement(a, i) ? 1 : 0;
  }
  attr->kind = IR_ATTR_INTS;
  return true;
}

/* Print a into attr->text unless already set. false on OOM. */
static bool need_text(Importer *im, MlirAttribute a, IrAttr *attr) {
  return attr->text || (attr->text = imp_print_attr(im, a));
}

/* The printed form of the attributes whose spelling is fixed (MLIR's
 * AsmPrinter with type elision "never", as mlirAttributePrint uses), built
 * without printing: each mlirAttributePrint builds an AsmState, which costs
 * microseconds. NULL (not OOM) when a is not one of these. */
static char *synth_text(Importer *im, MlirAttribute a, const IrAttr *attr, bool *oom_out) {
  StrBuf sb = STRBUF_INIT;
  switch (attr->kind) {
  case IR_ATTR_UNIT: sb_puts(&sb, "unit"); break;
  case IR_ATTR_BOOL: sb_puts(&sb, attr->i ? "true" : "false"); break;
  case IR_ATTR_INT: {
    MlirType t = mlirAttributeGetType(a);
    IrType *ty = imp_type(im, t);
    if (!ty) {
      *oom_out = true;
      return NULL;
    }
    if (mlirTypeIsAInteger(t) && mlirIntegerTypeIsUnsigned(t))
      sb_printf(&sb, "%llu : %s", (unsigned long long)attr->i, ty->text);
    else
      sb_printf(&sb, "%lld : %s", (long long)attr->i, ty->text);
    break;
  }
  case IR_ATTR_INTS: {
    bool is_bool = mlirAttributeIsADenseBoolArray(a);
    const char *et = mlirAttributeIsADenseI64Array(a)   ? "i64"
                     : mlirAttributeIsADenseI32Array(a) ? "i32"
                     : mlirAttributeIsADenseI16Array(a) ? "i16"
                     : mlirAttributeIsADenseI8Array(a)  ? "i8"
                                                        : "i1";
    sb_printf(&sb, "array<%s", et);
    for (int i = 0; i < attr->nints; i++) {
      sb_puts(&sb, i ? ", " : ": ");
      if (is_bool)
        sb_puts(&sb, attr->ints[i] ? "true" : "false");
      else
        sb_printf(&sb, "%lld", (long long)attr->ints[i]);
    }
    sb_putc(&sb, '>');
    break;
  }
  case IR_ATTR_ARRAY:
    /* Elements print with type elision "may": i64 integers and decimal f64
     * floats lose their " : type" suffix inside arrays (hex floats keep it). */
    sb_putc(&sb, '[');
    for (int i = 0; i < attr->nelems; i++) {
      const IrAttr *e = attr->elems[i];
      if (i) sb_puts(&sb, ", ");
      if (e->kind == IR_ATTR_INT && e->elem == IR_I64) {
        sb_printf(&sb, "%lld", (long long)e->i);
      } else if (e->kind == IR_ATTR_FLOAT && e->elem == IR_F64 && strncmp(e->text, "0x", 2) != 0) {
        size_t n = strlen(e->text);
        if (n < 6 || strcmp(e->text + n - 6, " : f64") != 0) {
          sb_free(&sb);
          return NULL; /* unexpected spelling: print instead */
        }
        sb_append(&sb, e->text, n - 6);
      } else {
        sb_puts(&sb, e->text);
      }
    }
    sb_putc(&sb, ']');
    break;
  default: return NULL;
  }
  char *r = sb.oom ? NULL : arena_strndup(im->a, sb_cstr(&sb), sb.len);
  sb_free(&sb);
  if (!r) *oom_out = true;
  return r;
}

/* Fill attr from a; leaves kind OTHER when undecodable. Sets attr->text only
 * where decoding needs it. false only on OOM. */
static bool imp_attr_decode(Importer *im, MlirAttribute a, IrAttr *attr) {
  attr->kind = IR_ATTR_OTHER;
  if (mlirAttributeIsAUnit(a)) {
    attr->kind = IR_ATTR_UNIT;
  } else if (mlirAttributeIsABool(a)) {
    attr->kind = IR_ATTR_BOOL;
    attr->i = mlirBoolAttrGetValue(a) ? 1 : 0;
    attr->elem = IR_I1;
  } else if (mlirAttributeIsAInteger(a)) {
    MlirType t = mlirAttributeGetType(a);
    if (mlirTypeIsAIndex(t)) {
      attr->kind = IR_ATTR_INT;
      attr->i = mlirIntegerAttrGetValueInt(a);
      attr->elem = IR_INDEX;
    } else if (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) <= 64) {
      attr->kind = IR_ATTR_INT;
      if (mlirIntegerTypeIsSigned(t))
        attr->i = mlirIntegerAttrGetValueSInt(a);
      else if (mlirIntegerTypeIsUnsigned(t))
        attr->i = (int64_t)mlirIntegerAttrGetValueUInt(a);
      else
        attr->i = mlirIntegerAttrGetValueInt(a);
      attr->elem = imp_scalar_elem(t);
    }
  } else if (mlirAttributeIsAFloat(a)) {
    IrElem e = imp_scalar_elem(mlirAttributeGetType(a));
    if (ir_elem_is_float(e)) {
      if (!need_text(im, a, attr)) return false;
      attr->kind = IR_ATTR_FLOAT;
      attr->elem = e;
      attr->f = mlirFloatAttrGetValueDouble(a);
      attr->bits = float_attr_bits(attr->text, attr->f, e);
    }
  } else if (mlirAttributeIsAString(a)) {
    attr->kind = IR_ATTR_STRING;
    if (!(attr->s = imp_strref(im, mlirStringAttrGetValue(a)))) return false;
  } else if (mlirAttributeIsAFlatSymbolRef(a)) {
    attr->kind = IR_ATTR_STRING;
    if (!(attr->s = imp_strref(im, mlirFlatSymbolRefAttrGetValue(a)))) return false;
  } else if (mlirAttributeIsAType(a)) {
    attr->kind = IR_ATTR_TYPE;
    if (!(attr->type = imp_type(im, mlirTypeAttrGetValue(a)))) return false;
  } else if (mlirAttributeIsADenseI64Array(a) || mlirAttributeIsADenseI32Array(a) ||
             mlirAttributeIsADenseI16Array(a) || mlirAttributeIsADenseI8Array(a) ||
             mlirAttributeIsADenseBoolArray(a)) {
    if (!imp_dense_array(im, a, attr)) return false;
  } else if (mlirAttributeIsASparseElements(a)) {
    if (!imp_sparse(im, a, attr)) {
      if (arena_failed(im->a)) return false;
      if (!need_text(im, a, attr)) return false;
      attr->kind = IR_ATTR_OTHER;
      attr->dense = NULL;
      attr->ints = NULL;
      attr->nints = 0;
    }
  } else if (mlirAttributeIsADenseElements(a)) {
    if (!imp_dense(im, a, attr)) {
      if (arena_failed(im->a)) return false;
      attr->kind = IR_ATTR_OTHER;
      attr->dense = NULL;
      attr->ints = NULL;
      attr->nints = 0;
    }
  } else if (mlirAttributeIsAAffineMap(a)) {
    attr->map = imp_affine_map(im, mlirAffineMapAttrGetValue(a));
    if (attr->map)
      attr->kind = IR_ATTR_MAP;
    else if (arena_failed(im->a))
      return false;
  } else if (mlirAttributeIsAArray(a)) {
    intptr_t n = mlirArrayAttrGetNumElements(a);
    attr->elems = arena_calloc(im->a, (size_t)(n ? n : 1), sizeof *attr->elems);
    if (!attr->elems) return false;
    for (intptr_t i = 0; i < n; i++)
      if (!(attr->elems[i] = imp_attr(im, mlirArrayAttrGetElement(a, i)))) return false;
    attr->nelems = (int)n;
    attr->kind = IR_ATTR_ARRAY;
  } else {
    if (!need_text(im, a, attr)) return false;
    char *kw = attr->text[0] == '#' ? enum_keywords(im, attr->text) : NULL;
    if (kw) {
      attr->kind = IR_ATTR_ENUM;
      attr->s = kw;
    } else if (arena_failed(im->a)) {
      return false;
    }
  }
  return true;
}

IrAttr *imp_attr(Importer *im, MlirAttribute a) {
  IrAttr *attr = ptrmap_get(&im->attrs, a.ptr);
  if (attr) return attr;
  attr = arena_alloc(im->a, sizeof *attr);
  if (!attr || !imp_attr_decode(im, a, attr)) return NULL;
  if (!attr->text) {
    bool oom = false;
    attr->text = synth_text(im, a, attr, &oom);
    if (oom || (!attr->text && !need_text(im, a, attr))) return NULL;
    if (imp_check_synth_text) {
      char *printed = imp_print_attr(im, a);
      if (printed && strcmp(printed, attr->text) != 0) imp_text_mismatches++;
    }
  }
  if (!ptrmap_put(&im->attrs, a.ptr, attr)) im->oom = true;
  return attr;
}

IrAttr *imp_named_attr(Importer *im, const char *name, MlirAttribute a) {
  IrAttr *shared = imp_attr(im, a);
  if (!shared) return NULL;
  IrAttr *attr = arena_alloc(im->a, sizeof *attr);
  if (!attr) return NULL;
  *attr = *shared;
  attr->name = name;
  return attr;
}
