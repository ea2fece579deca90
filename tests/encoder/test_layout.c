/*
 * test_layout.c: encoder/ir/ir_layout.c, the layout cases of memref
 * arguments with a dynamic layout: each case's offset and strides, the
 * static entries a type states kept, overlapping and repeated cases
 * skipped, dynamic sizes refused.
 */
#include <string.h>

#include "encoder/ir/ir_layout.h"
#include "support/testhelp.h"

static Arena A;

/* memref<d0 x d1 x f32, strided<[s0, s1], offset: off>> (IR_DYN for '?'). */
static IrType *memref2(int64_t d0, int64_t d1, int64_t s0, int64_t s1, int64_t off) {
  IrType *t = arena_alloc(&A, sizeof *t);
  t->kind = IR_TY_MEMREF;
  t->elem = IR_F32;
  t->rank = 2;
  t->dims = arena_calloc(&A, 2, sizeof(int64_t));
  t->strides = arena_calloc(&A, 2, sizeof(int64_t));
  t->dims[0] = d0, t->dims[1] = d1, t->strides[0] = s0, t->strides[1] = s1, t->offset = off;
  t->text = "memref<..., strided<[...]>>"; /* not the identity spelling */
  return t;
}

static void check_case(const IrType *t, IrLayoutCase c, int64_t off, int64_t s0, int64_t s1) {
  IrType *o = NULL;
  TVF_CHECK_EQ_INT(ir_layout_case_type(&A, t, c, &o), IR_LAYOUT_OK);
  if (!o) return;
  TVF_CHECK_MSG(o->offset == off && o->strides[0] == s0 && o->strides[1] == s1,
                "case %s: offset %lld strides [%lld, %lld]", ir_layout_case_name(c), (long long)o->offset,
                (long long)o->strides[0], (long long)o->strides[1]);
  TVF_CHECK(ir_memref_is_static(o) && ir_layout_accepts(t, o));
  TVF_CHECK(strstr(o->text, "strided<[") != NULL);
}

int main(void) {
  arena_init(&A, 1 << 16);
  /* fully dynamic 4x3: the four cases */
  IrType *dyn = memref2(4, 3, IR_DYN, IR_DYN, IR_DYN);
  TVF_CHECK(ir_memref_layout_dynamic(dyn));
  check_case(dyn, IR_LAYOUT_IDENTITY, 0, 3, 1);
  check_case(dyn, IR_LAYOUT_OFFSET, 3, 3, 1);
  check_case(dyn, IR_LAYOUT_PADDED, 1, 4, 1);
  check_case(dyn, IR_LAYOUT_COLUMN_MAJOR, 0, 1, 4);
  /* a stated unit inner stride: column-major would overlap, skipped */
  IrType *inner = memref2(4, 3, IR_DYN, 1, IR_DYN);
  check_case(inner, IR_LAYOUT_PADDED, 1, 4, 1);
  IrType *o = NULL;
  TVF_CHECK_EQ_INT(ir_layout_case_type(&A, inner, IR_LAYOUT_COLUMN_MAJOR, &o), IR_LAYOUT_SKIP);
  /* a stated offset is kept in every case */
  IrType *off = memref2(2, 2, IR_DYN, IR_DYN, 5);
  check_case(off, IR_LAYOUT_IDENTITY, 5, 2, 1);
  check_case(off, IR_LAYOUT_PADDED, 5, 3, 1);
  /* dims of size 1 address nothing: any stride is fine there */
  IrType *unit = memref2(1, 3, 0, IR_DYN, IR_DYN);
  check_case(unit, IR_LAYOUT_IDENTITY, 0, 0, 1);
  /* dynamic sizes: refused */
  TVF_CHECK_EQ_INT(
      ir_layout_case_type(&A, memref2(IR_DYN, 3, IR_DYN, IR_DYN, IR_DYN), IR_LAYOUT_IDENTITY, &o),
      IR_LAYOUT_UNSUPPORTED);
  /* a static layout is not dynamic; a type that states strides the case
   * does not have is not accepted */
  IrType *fixed = memref2(4, 3, 3, 1, 0);
  TVF_CHECK(!ir_memref_layout_dynamic(fixed));
  IrType *pad = NULL;
  ir_layout_case_type(&A, dyn, IR_LAYOUT_PADDED, &pad);
  TVF_CHECK(pad && !ir_layout_accepts(fixed, pad) && ir_layout_accepts(dyn, pad));
  arena_destroy(&A);
  return tvf_test_report("layout");
}
