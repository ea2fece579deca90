// A second form of #7 (the tosa.mul folder turns x * 0.0 into 0.0 for floats): the folder also runs inside
// tosa-make-broadcastable's rewrite driver; the reduce_min feeding the product is removed with it (it is dead
// once the product is folded). With x = -Inf the product is NaN, the fold gives +0.
// BUG: not yet reported upstream (docs/BUGS.md #7; campaign campD signature b461975fc7ee7a00, reduced by tvfuzz
// triage)
// BUGS-ENTRY: 7
// tvfuzz: exec-mismatch at (the source already differs: the fixed lowering, LLVM or the interpreter): result #0 element 0 [0, 0]: interpreter NaN (0x7fc00000), compiled 0 (0x00000000) (input 2)
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},bufferization-lower-deallocations,convert-bufferization-to-memref,func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),convert-scf-to-cf,expand-strided-metadata,lower-affine,func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-libm,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN: | sed -E -e 's/ \{fastmath = #arith\.fastmath<[a-z, ]*>\}//g' -e 's/tosa\.target_env = #tosa\.target_env<[^>]*>,? ?//' \
// RUN: | mlir-runner-22 -O2 -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %2 = tosa.reduce_min %arg0 {axis = 0 : i32} : (tensor<?x4xf32>) -> tensor<1x4xf32>
    %3 = tosa.mul %2, %1, %0 : (tensor<1x4xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x4xf32>
    %cast = tensor.cast %3 : tensor<1x4xf32> to tensor<?x4xf32>
    return %cast : tensor<?x4xf32>
  }
  func.func @tvfuzz_lit_main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst0 = arith.constant dense<[[0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000]]> : tensor<2x4xf32>
    %arg0 = tensor.cast %cst0 : tensor<2x4xf32> to tensor<?x4xf32>
    %r:1 = func.call @main(%arg0) : (tensor<?x4xf32>) -> (tensor<?x4xf32>)
    vector.print str "tvfuzz-lit result 0\n"
    %x0 = tensor.extract %r#0[%c0, %c0] : tensor<?x4xf32>
    %n0 = arith.cmpf uno, %x0, %x0 : f32
    vector.print %n0 : i1
    %b0 = arith.bitcast %x0 : f32 to i32
    vector.print %b0 : i32
    %x1 = tensor.extract %r#0[%c0, %c1] : tensor<?x4xf32>
    %n1 = arith.cmpf uno, %x1, %x1 : f32
    vector.print %n1 : i1
    %b1 = arith.bitcast %x1 : f32 to i32
    vector.print %b1 : i32
    %x2 = tensor.extract %r#0[%c0, %c2] : tensor<?x4xf32>
    %n2 = arith.cmpf uno, %x2, %x2 : f32
    vector.print %n2 : i1
    %b2 = arith.bitcast %x2 : f32 to i32
    vector.print %b2 : i32
    %x3 = tensor.extract %r#0[%c0, %c3] : tensor<?x4xf32>
    %n3 = arith.cmpf uno, %x3, %x3 : f32
    vector.print %n3 : i1
    %b3 = arith.bitcast %x3 : f32 to i32
    vector.print %b3 : i32
    return
  }
}

// CHECK-LABEL: tvfuzz-lit result 0
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^.+$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^.+$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^.+$}}
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^.+$}}
