// The gather lowering of gather_extract_rows reading channel 15 - c (linalg.index 2 reversed): miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%arg0: tensor<1x64x16xf32>, %arg1: tensor<1x32xi32>) -> tensor<1x32x16xf32> {
  %0 = tosa.gather %arg0, %arg1 : (tensor<1x64x16xf32>, tensor<1x32xi32>) -> tensor<1x32x16xf32>
  return %0 : tensor<1x32x16xf32>
}
func.func @tgt(%arg0: tensor<1x64x16xf32>, %arg1: tensor<1x32xi32>) -> tensor<1x32x16xf32> {
  %0 = tensor.empty() : tensor<1x32x16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x32xi32>) outs(%0 : tensor<1x32x16xf32>) {
  ^bb0(%in: i32, %out: f32):
    %2 = linalg.index 0 : index
    %3 = arith.index_cast %in : i32 to index
    %c15 = arith.constant 15 : index
    %i2 = linalg.index 2 : index
    %4 = arith.subi %c15, %i2 : index
    %extracted = tensor.extract %arg0[%2, %3, %4] : tensor<1x64x16xf32>
    linalg.yield %extracted : f32
  } -> tensor<1x32x16xf32>
  return %1 : tensor<1x32x16xf32>
}
