// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math.floor.fold.const
// CORPUS-KEY: pattern math.roundeven.fold.const
// CORPUS-KEY: pattern math.sqrt.fold.const
// CORPUS-SEED: 996935
// PIPELINE: loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct d6513d0dce681e49
// CORPUS-STEP: 15 one-shot-bufferize correct eb437c09585dd0ba
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 65b5660ca4085c13
// CORPUS-STEP: 19 canonicalize correct cfd435e85b0a912c
// CORPUS-STEP: 20 buffer-deallocation-simplification correct a24f3f25e7d95651
// CORPUS-STEP: 24 convert-bufferization-to-memref correct 82c2b66f941064e2
func.func @main(%arg0: tensor<5xbf16>, %arg1: tensor<4x1xi8>, %arg2: tensor<4x1xi8>) -> (tensor<5xbf16>, tensor<4x3xi8>) {
  %0 = arith.constant dense<[-16.0, 7.5, 0.1875, 3.75, 0x2ADA]> : tensor<5xbf16>
  %1 = tensor.empty() : tensor<5xbf16>
  %2 = linalg.map ins(%0 : tensor<5xbf16>) outs(%1 : tensor<5xbf16>)
    (%b2_0: bf16, %b2_1: bf16) {
    %b2_2 = math.fma %b2_0, %b2_0, %b2_0 : bf16
    %b2_3 = math.floor %b2_0 : bf16
    %b2_4 = math.sqrt %b2_2 : bf16
    %b2_5 = math.roundeven %b2_3 : bf16
    linalg.yield %b2_5 : bf16
    }
  %3 = tensor.insert_slice %arg0 into %2[0] [5] [1] : tensor<5xbf16> into tensor<5xbf16>
  %4 = arith.constant dense<[[3], [-127], [-8], [-9]]> : tensor<4x1xi8>
  %5 = tensor.insert_slice %arg1 into %4[0, 0] [4, 1] [1, 1] : tensor<4x1xi8> into tensor<4x1xi8>
  %6 = tensor.concat dim(1) %5, %4, %arg2 : (tensor<4x1xi8>, tensor<4x1xi8>, tensor<4x1xi8>) -> tensor<4x3xi8>
  return %3, %6 : tensor<5xbf16>, tensor<4x3xi8>
}
