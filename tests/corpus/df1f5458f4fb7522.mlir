// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass affine-super-vectorize
// CORPUS-KEY: pattern math.absf.fold.const
// CORPUS-SEED: 990619
// PIPELINE: vectorize
// CORPUS-CORRECT: 2:a2117212f654a3dd 15:9e325463f6c2845c 18:d018007561624942 19:f2c8b5cffdb235cd 20:9e325463f6c2845c
// CORPUS-CORRECT: 25:3e481b4c52c8536c 27:233a58fad9c73b8b 28:56af39b3e9374e44 31:37206dc704ba98ea 32:75a85edac89c8d6a
module {
  func.func @main() -> tensor<1xf16> {
    %cst = arith.constant dense<0.000000e+00> : tensor<1xf16>
    %0 = tensor.empty() : tensor<1xf16>
    %cst_0 = arith.constant 0.000000e+00 : f16
    %mapped = linalg.map ins(%cst : tensor<1xf16>) outs(%0 : tensor<1xf16>)
      (%in: f16, %init: f16) {
        %1 = math.absf %cst_0 : f16
        linalg.yield %1 : f16
      }
    return %mapped : tensor<1xf16>
  }
}
