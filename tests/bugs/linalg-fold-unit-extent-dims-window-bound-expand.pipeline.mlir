// A third form of #23: dropping the unit output loops d1 and d2 of a window access (d0, d1*2+d4, d2+d5, d3)
// turns the padded dynamic input into the bound of the window loop, which then reads past the input (undefined
// behaviour where the source has none).
// BUG: not yet reported upstream (docs/BUGS.md #23; campaign campC signature a408248813a47a03, reduced by tvfuzz triage)
// BUGS-ENTRY: 23
// PIPELINE: builtin.module(func.func(linalg-fold-unit-extent-dims{use-rank-reducing-slices=false}))
// EXPECT: miscompile
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 + d5, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<5x?x?x?xf32>) -> tensor<5x1x1x1xf32> {
    %cst = arith.constant -3.40282347E+38 : f32
    %padded = tensor.pad %arg0 low[0, 2, 0, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<5x?x?x?xf32> to tensor<5x?x?x?xf32>
    %0 = tensor.empty() : tensor<5x1x1x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<5x1x1x1xf32>) -> tensor<5x1x1x1xf32>
    %2 = tensor.empty() : tensor<3x2xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%padded, %2 : tensor<5x?x?x?xf32>, tensor<3x2xf32>) outs(%1 : tensor<5x1x1x1xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.maximumf %out, %in : f32
      %5 = arith.cmpf uno, %in, %in : f32
      %6 = arith.select %5, %out, %4 : f32
      linalg.yield %6 : f32
    } -> tensor<5x1x1x1xf32>
    return %3 : tensor<5x1x1x1xf32>
  }
}
