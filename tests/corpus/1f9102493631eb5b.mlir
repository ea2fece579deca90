// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.truncf.canon.of-sitofp
// CORPUS-KEY: pattern arith.truncf.canon.of-uitofp
// CORPUS-SEED: 997192
// PIPELINE: tosa-opt
// CORPUS-CORRECT: 0:141987f5a6640dab
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @main(%arg0: tensor<1xbf16>) -> tensor<bf16> {
    %0 = tensor.empty() : tensor<bf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%arg0 : tensor<1xbf16>) outs(%0 : tensor<bf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %c0_i16 = arith.constant 0 : i16
      %2 = arith.sitofp %c0_i16 : i16 to f32
      %3 = arith.truncf %2 : f32 to bf16
      linalg.yield %3 : bf16
    } -> tensor<bf16>
    %mapped = linalg.map ins(%1 : tensor<bf16>) outs(%1 : tensor<bf16>)
      (%in: bf16, %init: bf16) {
        %c0_i8 = arith.constant 0 : i8
        %2 = arith.uitofp %c0_i8 : i8 to f32
        %3 = arith.truncf %2 : f32 to bf16
        linalg.yield %3 : bf16
      }
    return %mapped : tensor<bf16>
  }
}
