// tvfuzz-pair v1
// PASS: --convert-elementwise-to-linalg
// VERDICT: correct
// mulf, addf, cmpf+select (relu) on tensor<8x16x16xf32> -> four linalg.generic ops.
module @src {
  func.func @chain(%arg0: tensor<8x16x16xf32>, %arg1: tensor<8x16x16xf32>, %arg2: tensor<8x16x16xf32>) -> tensor<8x16x16xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<8x16x16xf32>
    %0 = arith.mulf %arg0, %arg1 : tensor<8x16x16xf32>
    %1 = arith.addf %0, %arg2 : tensor<8x16x16xf32>
    %2 = arith.cmpf ogt, %1, %cst : tensor<8x16x16xf32>
    %3 = arith.select %2, %1, %cst : tensor<8x16x16xi1>, tensor<8x16x16xf32>
    return %3 : tensor<8x16x16xf32>
  }
}
module @tgt {
  func.func @chain(%arg0: tensor<8x16x16xf32>, %arg1: tensor<8x16x16xf32>, %arg2: tensor<8x16x16xf32>) -> tensor<8x16x16xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<8x16x16xf32>
    %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%arg0 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.mulf %in, %in_0 : f32
      linalg.yield %5 : f32
    } -> tensor<8x16x16xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %arg2 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%0 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.addf %in, %in_0 : f32
      linalg.yield %5 : f32
    } -> tensor<8x16x16xf32>
    %2 = tensor.empty() : tensor<8x16x16xi1>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %cst : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%2 : tensor<8x16x16xi1>) {
    ^bb0(%in: f32, %in_0: f32, %out: i1):
      %5 = arith.cmpf ogt, %in, %in_0 : f32
      linalg.yield %5 : i1
    } -> tensor<8x16x16xi1>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %1, %cst : tensor<8x16x16xi1>, tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%1 : tensor<8x16x16xf32>) {
    ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
      %5 = arith.select %in, %in_0, %in_1 : f32
      linalg.yield %5 : f32
    } -> tensor<8x16x16xf32>
    return %4 : tensor<8x16x16xf32>
  }
}
