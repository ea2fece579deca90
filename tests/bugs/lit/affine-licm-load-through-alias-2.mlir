// A second form of docs/BUGS.md #36 (named there: campJ's a7e44da1d4f57ac2, seen again in campaign campP):
// affine-loop-invariant-code-motion hoists a load through an alias of a buffer out of the loop that stores
// to the buffer, so it reads the buffer before the stores. Reduced by tvfuzz triage to the pass alone.
// BUG: not yet reported upstream (docs/BUGS.md #36)
// BUGS-ENTRY: 36
// tvfuzz: exec-mismatch at affine-loop-invariant-code-motion: result #0 element 0 [0]: interpreter 2 (0x40000000), compiled 1 (0x3f800000) (input 9)
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(affine-loop-invariant-code-motion))' \
// RUN: | mlir-opt-22 --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},bufferization-lower-deallocations,convert-bufferization-to-memref,func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),convert-scf-to-cf,expand-strided-metadata,lower-affine,func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-libm,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN: | mlir-runner-22 -O2 -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
module {
  func.func @main(%arg0: memref<2xf32>) -> memref<2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
    affine.store %cst, %alloc[] : memref<f32>
    %expand_shape = memref.expand_shape %alloc [] output_shape [1] : memref<f32> into memref<1xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
    affine.for %arg1 = 0 to 2 {
      %0 = affine.load %arg0[%arg1] : memref<2xf32>
      %1 = affine.load %alloc[] : memref<f32>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %alloc[] : memref<f32>
      %3 = affine.load %expand_shape[0] : memref<1xf32>
      %4 = arith.addf %0, %3 : f32
      affine.store %4, %alloc_0[%arg1] : memref<2xf32>
    }
    memref.dealloc %alloc : memref<f32>
    return %alloc_0 : memref<2xf32>
  }
  memref.global "private" constant @tvfuzz_lit_arg0 : memref<2xf32> = dense<[0x3F800000, 0x3F800000]>
  func.func @tvfuzz_lit_main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %g0 = memref.get_global @tvfuzz_lit_arg0 : memref<2xf32>
    %m0 = memref.alloc() : memref<2xf32>
    memref.copy %g0, %m0 : memref<2xf32> to memref<2xf32>
    %r:1 = func.call @main(%m0) : (memref<2xf32>) -> (memref<2xf32>)
    vector.print str "tvfuzz-lit result 0\n"
    %x0 = memref.load %r#0[%c0] : memref<2xf32>
    %n0 = arith.cmpf uno, %x0, %x0 : f32
    vector.print %n0 : i1
    %b0 = arith.bitcast %x0 : f32 to i32
    vector.print %b0 : i32
    %x1 = memref.load %r#0[%c1] : memref<2xf32>
    %n1 = arith.cmpf uno, %x1, %x1 : f32
    vector.print %n1 : i1
    %b1 = arith.bitcast %x1 : f32 to i32
    vector.print %b1 : i32
    vector.print str "tvfuzz-lit argument 0\n"
    %x2 = memref.load %m0[%c0] : memref<2xf32>
    %n2 = arith.cmpf uno, %x2, %x2 : f32
    vector.print %n2 : i1
    %b2 = arith.bitcast %x2 : f32 to i32
    vector.print %b2 : i32
    %x3 = memref.load %m0[%c1] : memref<2xf32>
    %n3 = arith.cmpf uno, %x3, %x3 : f32
    vector.print %n3 : i1
    %b3 = arith.bitcast %x3 : f32 to i32
    vector.print %b3 : i32
    return
  }
}

// CHECK-LABEL: tvfuzz-lit result 0
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1073741824{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1077936128{{$}}
// CHECK: tvfuzz-lit argument 0
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1065353216{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1065353216{{$}}
