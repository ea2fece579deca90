// BUG: not yet reported upstream (found by tvfuzz on seeds/tosa/softmax_f32.mlir through convert-linalg-to-affine-loops)
// affine-loop-fusion fuses the consumer of a row reduction (x - rowmax), which reads the maximum through a
// memref.expand_shape of its buffer, into the reduction loop at the inner depth (the dependence through the
// reshaped alias is missed): each element is reduced against the partial maximum of the elements before it instead of
// the whole row. For a row [1, 2, 3, 4] the result must be [-3, -2, -1, 0]; the fused code gives
// [0, 0, 0, 0].
// BUGS-ENTRY: 24
// tvfuzz: exec-mismatch at affine-loop-fusion: %arg1 buffer[0]: interpreter -0 (0x80000000), compiled 0 (0x00000000) (input 7)
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion{compute-tolerance=3.000000e-01 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy}))' \
// RUN: | mlir-opt-22 --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},bufferization-lower-deallocations,convert-bufferization-to-memref,func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),convert-scf-to-cf,expand-strided-metadata,lower-affine,func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-libm,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN: | mlir-runner-22 -O2 -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
module {
  func.func @main(%arg0: memref<2x4xf32>, %arg1: memref<2x4xf32>) {
    %cst = arith.constant -3.40282347E+38 : f32
    %alloc = memref.alloc() : memref<2xf32>
    affine.for %arg2 = 0 to 2 {
      affine.store %cst, %alloc[%arg2] : memref<2xf32>
    }
    affine.for %arg2 = 0 to 2 {
      affine.for %arg3 = 0 to 4 {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<2x4xf32>
        %1 = affine.load %alloc[%arg2] : memref<2xf32>
        %2 = arith.maximumf %0, %1 : f32
        affine.store %2, %alloc[%arg2] : memref<2xf32>
      }
    }
    %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [2, 1] : memref<2xf32> into memref<2x1xf32>
    affine.for %arg2 = 0 to 2 {
      affine.for %arg3 = 0 to 4 {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<2x4xf32>
        %1 = affine.load %expand_shape[%arg2, 0] : memref<2x1xf32>
        %2 = arith.subf %0, %1 : f32
        affine.store %2, %arg1[%arg2, %arg3] : memref<2x4xf32>
      }
    }
    memref.dealloc %alloc : memref<2xf32>
    return
  }
  memref.global "private" constant @tvfuzz_lit_arg0 : memref<2x4xf32> = dense<[[0x80000000, 0x00000000, 0x80000000, 0x00000000], [0x80000000, 0x00000000, 0x80000000, 0x00000000]]>
  memref.global "private" constant @tvfuzz_lit_arg1 : memref<2x4xf32> = dense<[[0x80000000, 0x00000000, 0x80000000, 0x00000000], [0x80000000, 0x00000000, 0x80000000, 0x00000000]]>
  func.func @tvfuzz_lit_main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %g0 = memref.get_global @tvfuzz_lit_arg0 : memref<2x4xf32>
    %m0 = memref.alloc() : memref<2x4xf32>
    memref.copy %g0, %m0 : memref<2x4xf32> to memref<2x4xf32>
    %g1 = memref.get_global @tvfuzz_lit_arg1 : memref<2x4xf32>
    %m1 = memref.alloc() : memref<2x4xf32>
    memref.copy %g1, %m1 : memref<2x4xf32> to memref<2x4xf32>
    func.call @main(%m0, %m1) : (memref<2x4xf32>, memref<2x4xf32>) -> ()
    vector.print str "tvfuzz-lit argument 0\n"
    %x0 = memref.load %m0[%c0, %c0] : memref<2x4xf32>
    %n0 = arith.cmpf uno, %x0, %x0 : f32
    vector.print %n0 : i1
    %b0 = arith.bitcast %x0 : f32 to i32
    vector.print %b0 : i32
    %x1 = memref.load %m0[%c0, %c1] : memref<2x4xf32>
    %n1 = arith.cmpf uno, %x1, %x1 : f32
    vector.print %n1 : i1
    %b1 = arith.bitcast %x1 : f32 to i32
    vector.print %b1 : i32
    %x2 = memref.load %m0[%c0, %c2] : memref<2x4xf32>
    %n2 = arith.cmpf uno, %x2, %x2 : f32
    vector.print %n2 : i1
    %b2 = arith.bitcast %x2 : f32 to i32
    vector.print %b2 : i32
    %x3 = memref.load %m0[%c0, %c3] : memref<2x4xf32>
    %n3 = arith.cmpf uno, %x3, %x3 : f32
    vector.print %n3 : i1
    %b3 = arith.bitcast %x3 : f32 to i32
    vector.print %b3 : i32
    %x4 = memref.load %m0[%c1, %c0] : memref<2x4xf32>
    %n4 = arith.cmpf uno, %x4, %x4 : f32
    vector.print %n4 : i1
    %b4 = arith.bitcast %x4 : f32 to i32
    vector.print %b4 : i32
    %x5 = memref.load %m0[%c1, %c1] : memref<2x4xf32>
    %n5 = arith.cmpf uno, %x5, %x5 : f32
    vector.print %n5 : i1
    %b5 = arith.bitcast %x5 : f32 to i32
    vector.print %b5 : i32
    %x6 = memref.load %m0[%c1, %c2] : memref<2x4xf32>
    %n6 = arith.cmpf uno, %x6, %x6 : f32
    vector.print %n6 : i1
    %b6 = arith.bitcast %x6 : f32 to i32
    vector.print %b6 : i32
    %x7 = memref.load %m0[%c1, %c3] : memref<2x4xf32>
    %n7 = arith.cmpf uno, %x7, %x7 : f32
    vector.print %n7 : i1
    %b7 = arith.bitcast %x7 : f32 to i32
    vector.print %b7 : i32
    vector.print str "tvfuzz-lit argument 1\n"
    %x8 = memref.load %m1[%c0, %c0] : memref<2x4xf32>
    %n8 = arith.cmpf uno, %x8, %x8 : f32
    vector.print %n8 : i1
    %b8 = arith.bitcast %x8 : f32 to i32
    vector.print %b8 : i32
    %x9 = memref.load %m1[%c0, %c1] : memref<2x4xf32>
    %n9 = arith.cmpf uno, %x9, %x9 : f32
    vector.print %n9 : i1
    %b9 = arith.bitcast %x9 : f32 to i32
    vector.print %b9 : i32
    %x10 = memref.load %m1[%c0, %c2] : memref<2x4xf32>
    %n10 = arith.cmpf uno, %x10, %x10 : f32
    vector.print %n10 : i1
    %b10 = arith.bitcast %x10 : f32 to i32
    vector.print %b10 : i32
    %x11 = memref.load %m1[%c0, %c3] : memref<2x4xf32>
    %n11 = arith.cmpf uno, %x11, %x11 : f32
    vector.print %n11 : i1
    %b11 = arith.bitcast %x11 : f32 to i32
    vector.print %b11 : i32
    %x12 = memref.load %m1[%c1, %c0] : memref<2x4xf32>
    %n12 = arith.cmpf uno, %x12, %x12 : f32
    vector.print %n12 : i1
    %b12 = arith.bitcast %x12 : f32 to i32
    vector.print %b12 : i32
    %x13 = memref.load %m1[%c1, %c1] : memref<2x4xf32>
    %n13 = arith.cmpf uno, %x13, %x13 : f32
    vector.print %n13 : i1
    %b13 = arith.bitcast %x13 : f32 to i32
    vector.print %b13 : i32
    %x14 = memref.load %m1[%c1, %c2] : memref<2x4xf32>
    %n14 = arith.cmpf uno, %x14, %x14 : f32
    vector.print %n14 : i1
    %b14 = arith.bitcast %x14 : f32 to i32
    vector.print %b14 : i32
    %x15 = memref.load %m1[%c1, %c3] : memref<2x4xf32>
    %n15 = arith.cmpf uno, %x15, %x15 : f32
    vector.print %n15 : i1
    %b15 = arith.bitcast %x15 : f32 to i32
    vector.print %b15 : i32
    return
  }
}

// CHECK-LABEL: tvfuzz-lit argument 0
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-2147483648{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-2147483648{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-2147483648{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-2147483648{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK: tvfuzz-lit argument 1
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-2147483648{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-2147483648{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-2147483648{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-2147483648{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
