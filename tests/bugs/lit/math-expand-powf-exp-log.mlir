// math-expand-ops (MLIR 22.1) expands math.powf(x, y) to exp(y * log(x)) with no special cases. math.powf lowers to
// llvm.intr.pow (convert-math-to-llvm), which LLVM defines as libm pow, and pow(x, 0) = 1 for every x, pow(-2, 2)
// = 4, pow(0, 2) = 0; the expansion gives exp(0 * -Inf) = NaN for powf(0, 0), NaN for every negative x
// (log(-2) = NaN), and NaN for powf(+Inf, 0) (0 * Inf). tvfuzz's counterexample: x = y = +0.0 gives 1 in src, NaN
// after the pass.
// BUG: not yet reported upstream (docs/BUGS.md #19; seen in the one-hour campaigns as a powf case of signature
// ce1102cab8d65248 before that reduced to the math.ceil bug #13)
// BUGS-ENTRY: 19
// tvfuzz: exec-mismatch at math-expand-ops: result #0 element 0 [0]: interpreter 1 (0x3f800000), compiled NaN (0xffc00000) (input 0)
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(math-expand-ops{}))' \
// RUN: | mlir-opt-22 --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},bufferization-lower-deallocations,convert-bufferization-to-memref,func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),convert-scf-to-cf,expand-strided-metadata,lower-affine,func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-libm,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN: | mlir-runner-22 -O2 -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %2 = math.powf %in, %in_0 : f32
      linalg.yield %2 : f32
    } -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func @tvfuzz_lit_main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %arg0 = arith.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<4xf32>
    %arg1 = arith.constant dense<[0x00000000, 0x00000000, 0x00000000, 0x00000000]> : tensor<4xf32>
    %r:1 = func.call @main(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>)
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
// CHECK-NEXT: {{^}}1065353216{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1065353216{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1065353216{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1065353216{{$}}
