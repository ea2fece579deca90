// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.fill.canon.extract-of-fill
// CORPUS-KEY: pattern tensor.extract.canon.from-cast
// CORPUS-KEY: pattern tensor.extract.canon.from-index-cast
// CORPUS-KEY: pattern tensor.from_elements.fold.const
// CORPUS-KEY: pattern tensor.generate.canon.extract-from-generate
// CORPUS-SEED: 993341
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 2:dc8d22cfde5723c0 3:10e47572e163c945
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main() -> tensor<3xi32> {
    %cst = arith.constant dense<0> : tensor<1xi32>
    %0 = tensor.empty() : tensor<1xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst : tensor<1xi32>) outs(%0 : tensor<1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1xi32>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %1[%c0] : tensor<1xi32>
    %c0_i32 = arith.constant 0 : i32
    %from_elements = tensor.from_elements %c0_i32, %extracted, %c0_i32 : tensor<3xi32>
    return %from_elements : tensor<3xi32>
  }
}
