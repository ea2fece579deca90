// The tosa.clamp canonicalization ClampIsNoOp (MLIR 22.1) removes a float clamp whose bounds are
// [-Inf, +Inf] as a no-op without looking at nan_mode. With nan_mode = IGNORE it is not one: TOSA 1.0
// CLAMP is apply_clip_s = apply_min_s(apply_max_s(value, min_val, IGNORE), max_val, IGNORE), and
// apply_max_s(NaN, -Inf, IGNORE) is -Inf (compare_nan returns the non-NaN operand), so a NaN input gives
// -Inf; the canonicalized function returns the NaN. tosa-to-linalg lowers the same clamp correctly
// (a cmpf uno + select on min_val), so the wrong value only appears when canonicalize runs first, as it
// does inside tosa-to-linalg-pipeline.
// Found by the execution oracle in a 10-minute default campaign (signature 24c3739c4acf614c, 73 hits:
// an f32 -> i8 cast of the clamp's result gave 0 compiled, -128 by the TOSA semantics); confirmed pass
// by pass by the validator (concrete screening, input NaN).
// BUG: not yet reported upstream (docs/BUGS.md #25)
// BUGS-ENTRY: 25
// tvfuzz: exec-mismatch at (the source already differs: the fixed lowering, LLVM or the interpreter): result #0 element 0 [0]: interpreter -Inf (0xff800000), compiled NaN (0x7fc00000) (input 4)
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},bufferization-lower-deallocations,convert-bufferization-to-memref,func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),convert-scf-to-cf,expand-strided-metadata,lower-affine,func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-libm,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN: | mlir-runner-22 -O2 -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tosa.clamp %arg0 {max_val = 0x7F800000 : f32, min_val = 0xFF800000 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @tvfuzz_lit_main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %arg0 = arith.constant dense<[0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<4xf32>
    %r:1 = func.call @main(%arg0) : (tensor<4xf32>) -> (tensor<4xf32>)
    vector.print str "tvfuzz-lit result 0\n"
    %x0 = tensor.extract %r#0[%c0] : tensor<4xf32>
    %n0 = arith.cmpf uno, %x0, %x0 : f32
    vector.print %n0 : i1
    %b0 = arith.bitcast %x0 : f32 to i32
    vector.print %b0 : i32
    %x1 = tensor.extract %r#0[%c1] : tensor<4xf32>
    %n1 = arith.cmpf uno, %x1, %x1 : f32
    vector.print %n1 : i1
    %b1 = arith.bitcast %x1 : f32 to i32
    vector.print %b1 : i32
    %x2 = tensor.extract %r#0[%c2] : tensor<4xf32>
    %n2 = arith.cmpf uno, %x2, %x2 : f32
    vector.print %n2 : i1
    %b2 = arith.bitcast %x2 : f32 to i32
    vector.print %b2 : i32
    %x3 = tensor.extract %r#0[%c3] : tensor<4xf32>
    %n3 = arith.cmpf uno, %x3, %x3 : f32
    vector.print %n3 : i1
    %b3 = arith.bitcast %x3 : f32 to i32
    vector.print %b3 : i32
    return
  }
}

// CHECK-LABEL: tvfuzz-lit result 0
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-8388608{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-8388608{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-8388608{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-8388608{{$}}
