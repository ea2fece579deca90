/*
 * ir_layout.c: layout cases for memref arguments with a dynamic layout (see
 * ir_layout.h for the cases and why).
 */
#include "encoder/ir/ir_layout.h"

#include <stdio.h>
#include <string.h>

#include "support/strbuf.h"

#define LAYOUT_MAX_RANK 16

const char *ir_layout_case_name(IrLayoutCase c) {
  switch (c) {
  case IR_LAYOUT_IDENTITY: return "identity";
  case IR_LAYOUT_OFFSET: return "offset 3";
  case IR_LAYOUT_PADDED: return "padded rows";
  case IR_LAYOUT_COLUMN_MAJOR: return "column-major";
  default: return "?";
  }
}

bool ir_memref_layout_dynamic(const IrType *t) {
  if (!t || t->kind != IR_TY_MEMREF || ir_memref_identity_layout(t)) return false;
  if (t->offset == IR_DYN) return true;
  for (int d = 0; d < t->rank; d++)
    if (t->strides[d] == IR_DYN) return true;
  return false;
}

bool ir_func_has_dynamic_layout_arg(const IrFunc *f) {
  for (int i = 0; f && f->body && i < f->body->nargs; i++)
    if (ir_memref_layout_dynamic(f->body->args[i]->type)) return true;
  return false;
}

/* The case's offset and strides for sizes dims (before the type's own
 * static entries override them); false on overflow. */
static bool case_layout(IrLayoutCase c, int rank, const int64_t *dims, int64_t *offset, int64_t *strides) {
  *offset = c == IR_LAYOUT_OFFSET ? 3 : c == IR_LAYOUT_PADDED ? 1 : 0;
  int64_t s = 1;
  if (c == IR_LAYOUT_COLUMN_MAJOR) {
    for (int d = 0; d < rank; d++) {
      strides[d] = s;
      if (__builtin_mul_overflow(s, dims[d] > 0 ? dims[d] : 1, &s)) return false;
    }
    return true;
  }
  for (int d = rank - 1; d >= 0; d--) {
    strides[d] = s;
    int64_t extent = dims[d] > 0 ? dims[d] : 1;
    if (c == IR_LAYOUT_PADDED && __builtin_add_overflow(extent, 1, &extent)) return false;
    if (__builtin_mul_overflow(s, extent, &s)) return false;
  }
  return true;
}

/* Do two index tuples of the view ever share an element? Dimensions of
 * size 1 address nothing; the others, in increasing stride, must each step
 * past the whole extent of the smaller ones (the usual non-overlap rule,
 * exact for the cases built here). */
static bool overlaps(int rank, const int64_t *dims, const int64_t *strides) {
  int order[LAYOUT_MAX_RANK], n = 0;
  for (int d = 0; d < rank; d++) {
    if (dims[d] == 0) return false; /* no element at all */
    if (dims[d] > 1) order[n++] = d;
  }
  for (int i = 1; i < n; i++) /* insertion sort by stride */
    for (int j = i; j > 0 && strides[order[j]] < strides[order[j - 1]]; j--) {
      int t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }
  int64_t reach = 0; /* the largest offset the smaller-stride dims reach */
  for (int i = 0; i < n; i++) {
    int d = order[i];
    if (strides[d] <= reach) return true;
    int64_t step;
    if (__builtin_mul_overflow(dims[d] - 1, strides[d], &step) || __builtin_add_overflow(reach, step, &reach))
      return true;
  }
  return false;
}

static const char *layout_text(Arena *a, const IrType *t) {
  StrBuf b = STRBUF_INIT;
  sb_puts(&b, "memref<");
  for (int d = 0; d < t->rank; d++)
    sb_printf(&b, "%lldx", (long long)t->dims[d]);
  sb_printf(&b, "%s, strided<[", ir_elem_name(t->elem));
  for (int d = 0; d < t->rank; d++)
    sb_printf(&b, "%s%lld", d ? ", " : "", (long long)t->strides[d]);
  sb_printf(&b, "], offset: %lld>>", (long long)t->offset);
  const char *s = b.oom ? NULL : arena_strdup(a, sb_cstr(&b));
  sb_free(&b);
  return s;
}

IrLayoutStatus ir_layout_case_type(Arena *a, const IrType *t, IrLayoutCase c, IrType **out) {
  *out = NULL;
  if (!t || t->kind != IR_TY_MEMREF || t->rank > LAYOUT_MAX_RANK) return IR_LAYOUT_UNSUPPORTED;
  for (int d = 0; d < t->rank; d++)
    if (t->dims[d] == IR_DYN || t->dims[d] < 0) return IR_LAYOUT_UNSUPPORTED;
  if (c == IR_LAYOUT_COLUMN_MAJOR && t->rank < 2) return IR_LAYOUT_SKIP; /* the identity again */
  int64_t offset, strides[LAYOUT_MAX_RANK];
  if (!case_layout(c, t->rank, t->dims, &offset, strides)) return IR_LAYOUT_UNSUPPORTED;
  if (t->offset != IR_DYN) offset = t->offset;
  for (int d = 0; d < t->rank; d++)
    if (t->strides[d] != IR_DYN) strides[d] = t->strides[d];
  if (offset < 0 || overlaps(t->rank, t->dims, strides)) return IR_LAYOUT_SKIP;
  for (int d = 0; d < t->rank; d++)
    if (strides[d] < 0) return IR_LAYOUT_SKIP;
  IrType *n = arena_alloc(a, sizeof *n);
  if (!n) return IR_LAYOUT_UNSUPPORTED;
  *n = *t;
  n->dims = arena_calloc(a, (size_t)(t->rank > 0 ? t->rank : 1), sizeof *n->dims);
  n->strides = arena_calloc(a, (size_t)(t->rank > 0 ? t->rank : 1), sizeof *n->strides);
  if (!n->dims || !n->strides) return IR_LAYOUT_UNSUPPORTED;
  memcpy(n->dims, t->dims, (size_t)t->rank * sizeof *n->dims);
  memcpy(n->strides, strides, (size_t)t->rank * sizeof *n->strides);
  n->offset = offset;
  if (!(n->text = layout_text(a, n)) || ir_memref_span(n) < 0) return IR_LAYOUT_UNSUPPORTED;
  *out = n;
  return IR_LAYOUT_OK;
}

bool ir_layout_accepts(const IrType *t, const IrType *want) {
  if (!t || !want || t->kind != IR_TY_MEMREF || want->kind != IR_TY_MEMREF || t->elem != want->elem ||
      t->rank != want->rank)
    return false;
  if (t->offset != IR_DYN && t->offset != want->offset) return false;
  for (int d = 0; d < t->rank; d++)
    if (t->dims[d] != want->dims[d] || (t->strides[d] != IR_DYN && t->strides[d] != want->strides[d]))
      return false;
  return true;
}
