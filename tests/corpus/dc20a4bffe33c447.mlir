// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math-expand.powf.const-exponent
// CORPUS-SEED: 996272
// PIPELINE: full
// CORPUS-STEP: 17 tosa-to-linalg correct a0c005d75b4294b9
// CORPUS-STEP: 18 tosa-to-arith correct 19c31c46739ff22d
// CORPUS-STEP: 22 linalg-fuse-elementwise-ops correct d5e5940f85da976a
// CORPUS-STEP: 28 math-expand-ops correct 4217f66d8fc0eb5e
// CORPUS-STEP: 30 one-shot-bufferize correct d9328a6dc97fce20
// CORPUS-STEP: 33 ownership-based-buffer-deallocation correct 2d43a3b5e03ab3ad
// CORPUS-STEP: 34 canonicalize correct 621510e16dbeca62
// CORPUS-STEP: 35 buffer-deallocation-simplification correct d9328a6dc97fce20
// CORPUS-STEP: 40 convert-linalg-to-loops correct 737ddc328e09c28f
module {
  func.func @main() -> tensor<bf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = tosa.pow %0, %0 : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    return %1 : tensor<bf16>
  }
}
