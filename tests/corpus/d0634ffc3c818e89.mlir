// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math.log2.fold.const
// CORPUS-SEED: 2107574
// PIPELINE: loops
// CORPUS-CORRECT: 2:42aa3696486fc080 3:0ea1e641ea05d7d3 15:4aaa84d7fc909490 17:008f285126fdafcd 18:cd9862597a65b21b
// CORPUS-CORRECT: 19:c9b460641663ed9e 20:008f285126fdafcd 25:6043de249164843f
func.func @main() -> tensor<f32> {
  %0 = arith.constant dense<-31.59375> : tensor<2xf16>
  %1 = tensor.empty() : tensor<f32>
  %2 = arith.constant 0x33000000 : f32
  %3 = linalg.fill ins(%2 : f32) outs(%1 : tensor<f32>) -> tensor<f32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%0 : tensor<2xf16>) outs(%3 : tensor<f32>) {
  ^bb0(%b4_0: f16, %b4_1: f32):
    %b4_2 = arith.extf %b4_0 : f16 to f32
    %b4_3 = arith.remf %b4_2, %2 : f32
    %b4_4 = math.log2 %2 : f32
    %b4_5 = arith.cmpf oge, %b4_3, %2 : f32
    %b4_6 = arith.select %b4_5, %b4_3, %2 : f32
    %b4_7 = math.log %b4_2 : f32
    %b4_8 = arith.maximumf %b4_7, %b4_1 : f32
    linalg.yield %b4_8 : f32
  } -> tensor<f32>
  %5 = linalg.copy ins(%4 : tensor<f32>) outs(%3 : tensor<f32>) -> tensor<f32>
  return %5 : tensor<f32>
}
