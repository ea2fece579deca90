// tvfuzz-pair v1
// PASS: --canonicalize
// VERDICT: correct
// tensor.extract of a linalg.fill (64x64) folds to the fill value; a tensor.from_elements/extract pair folds to the element; the dead generic on tensor<64x64xf32> is erased.
module @src {
  func.func @f(%arg0: tensor<64x64xf32>, %arg1: f32, %arg2: f32, %arg3: f32) -> f32 {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = tensor.empty() : tensor<64x64xf32>
    %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %1 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %4 = arith.addf %in, %in_1 : f32
      linalg.yield %4 : f32
    } -> tensor<64x64xf32>
    %extracted = tensor.extract %1[%c3, %c1] : tensor<64x64xf32>
    %from_elements = tensor.from_elements %arg2, %arg3, %extracted, %arg1 : tensor<2x2xf32>
    %extracted_0 = tensor.extract %from_elements[%c1, %c0] : tensor<2x2xf32>
    %3 = arith.mulf %extracted_0, %arg3 : f32
    return %3 : f32
  }
}
module @tgt {
  func.func @f(%arg0: tensor<64x64xf32>, %arg1: f32, %arg2: f32, %arg3: f32) -> f32 {
    %0 = arith.mulf %arg1, %arg3 : f32
    return %0 : f32
  }
}
