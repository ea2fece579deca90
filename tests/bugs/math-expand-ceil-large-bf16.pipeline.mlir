// math-expand-ops expands math.ceil through an integer conversion and back with no guard for large
// values: ceil(-3.39e38) on bf16 (a tosa.ceil lowered to math.ceil) converts a value far outside i64,
// poison, and the compiled code returns 0.0204 (quickstart finding 2aa4c0f8d81a764b, reduced by tvfuzz
// triage). The large-value form of BUGS.md #13 (the signed-zero form is
// tests/bugs/math-expand-ceil-signed-zero.pipeline.mlir).
// BUG: not yet reported upstream (docs/BUGS.md #13)
// BUGS-ENTRY: 13
// PIPELINE: builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),func.func(tosa-optional-decompositions),func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),func.func(tosa-infer-shapes),func.func(tosa-make-broadcastable),func.func(tosa-to-linalg-named{prefer-conv2d-kernel-layout-hwcf=false}),func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),func.func(tosa-layerwise-constant-fold{aggressive-reduce-constant=false}),func.func(tosa-make-broadcastable),tosa-validate{allow-invalid-op-datatype-combinations=false strict-op-spec-alignment=false},func.func(tosa-to-linalg{aggressive-reduce-constant=false disable-tosa-decompositions=false}),func.func(tosa-to-arith{include-apply-rescale=true use-32-bit=false},tosa-to-tensor),func.func(arith-expand{include-bf16=false include-f4e2m1=false include-f8e8m0=false},math-expand-ops{}))
// EXPECT: exec
// EXPECT-STATUS: exec-mismatch
module {
  func.func @main() -> tensor<bf16> {
    %0 = "tosa.const"() <{values = dense<-3.389530e+38> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = tosa.ceil %0 : (tensor<bf16>) -> tensor<bf16>
    return %1 : tensor<bf16>
  }
}
