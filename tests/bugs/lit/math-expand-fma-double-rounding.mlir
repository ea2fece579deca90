// math-expand-ops (MLIR 22.1) expands math.fma %a, %b, %c into arith.mulf then arith.addf, which rounds twice.
// math.fma has the semantics of llvm.fma (one rounding of a * b + c): for a = b = c = 48.4214821 (0x4241af99)
// the fused result is 2393.06152 (0x451590fc), the expansion gives 2393.06128 (0x451590fb).
// BUG: not yet reported upstream (docs/BUGS.md #33; campaign signatures 59811ea6f90c6a26 (camp1) and
// 57d02f59ea8e408f (campC), reduced by tvfuzz triage; confirmed by mlir-runner-22 with and without the pass)
// BUGS-ENTRY: 33
// tvfuzz: exec-mismatch at math-expand-ops: result #0 element 0 [0]: interpreter 2393.06152 (0x451590fc), compiled 2393.06128 (0x451590fb) (input 30)
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(math-expand-ops{}))' \
// RUN: | mlir-opt-22 --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},bufferization-lower-deallocations,convert-bufferization-to-memref,func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),convert-scf-to-cf,expand-strided-metadata,lower-affine,func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-libm,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN: | mlir-runner-22 -O2 -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<1xf32>) -> tensor<1xf32> {
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<1xf32>) outs(%0 : tensor<1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = math.fma %in, %in, %in : f32
      linalg.yield %2 : f32
    } -> tensor<1xf32>
    return %1 : tensor<1xf32>
  }
  func.func @tvfuzz_lit_main() {
    %c0 = arith.constant 0 : index
    %arg0 = arith.constant dense<[0x4241AF99]> : tensor<1xf32>
    %r:1 = func.call @main(%arg0) : (tensor<1xf32>) -> (tensor<1xf32>)
    vector.print str "tvfuzz-lit result 0\n"
    %x0 = tensor.extract %r#0[%c0] : tensor<1xf32>
    %n0 = arith.cmpf uno, %x0, %x0 : f32
    vector.print %n0 : i1
    %b0 = arith.bitcast %x0 : f32 to i32
    vector.print %b0 : i32
    return
  }
}

// CHECK-LABEL: tvfuzz-lit result 0
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1159041276{{$}}
