// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass affine-super-vectorize
// CORPUS-KEY: pattern arith.fptosi.fold.const
// CORPUS-KEY: pattern arith.truncf.fold.const
// CORPUS-KEY: pattern arith.truncf.fold.trunc-of-ext
// CORPUS-KEY: pattern arith.uitofp.fold.const
// CORPUS-KEY: pattern math.absf.fold.const
// CORPUS-SEED: 990619
// PIPELINE: vectorize
// CORPUS-STEP: 2 tosa-optional-decompositions correct ecbb857e8601a9ed
// CORPUS-STEP: 15 one-shot-bufferize correct d8dee956943b6391
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 644ca725b0ed32bb
// CORPUS-STEP: 19 canonicalize correct 3e486b3f27bf123b
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 5b304fd022d17846
// CORPUS-STEP: 24 convert-bufferization-to-memref correct bb9d0a2011f66fd5
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct ba1da096113abab6
// CORPUS-STEP: 27 affine-super-vectorize correct e1017a83d6c100a3
// CORPUS-STEP: 28 canonicalize correct cbdd080c59b2c2c4
// CORPUS-STEP: 31 lower-affine correct d2fa6f0cef59ded6
// CORPUS-STEP: 32 canonicalize correct 73c5da1df7eee286
func.func @main() -> (tensor<5xf16>, tensor<5xf16>) {
  %0 = arith.constant dense<[0.25, 0x7C00, 8.5, -6.5, 0x0001]> : tensor<5xf16>
  %1 = tensor.empty() : tensor<5xf16>
  %2 = arith.constant 0x03FF : f16
  %3 = linalg.map ins(%0 : tensor<5xf16>) outs(%1 : tensor<5xf16>)
    (%b3_0: f16, %b3_1: f16) {
    %b3_2 = arith.fptosi %b3_0 : f16 to i8
    %b3_3 = arith.uitofp %b3_2 : i8 to f32
    %b3_4 = arith.truncf %b3_3 : f32 to f16
    %b3_5 = arith.constant 0.0 : f16
    %b3_6 = arith.minimumf %2, %b3_5 : f16
    %b3_7 = math.absf %2 : f16
    linalg.yield %b3_7 : f16
    }
  return %0, %3 : tensor<5xf16>, tensor<5xf16>
}
