// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math.log1p.fold.const
// CORPUS-SEED: 993013
// PIPELINE: vectorize
// CORPUS-STEP: 2 tosa-optional-decompositions correct d1935f90075243cc
// CORPUS-STEP: 15 one-shot-bufferize correct c16ab4fb2cff3053
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 19dc3e49f967f008
// CORPUS-STEP: 19 canonicalize correct a2b8b9bf3f81ce58
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 5cf339c0c91da95a
// CORPUS-STEP: 21 bufferization-lower-deallocations correct 8fd117950526c8fa
// CORPUS-STEP: 23 canonicalize correct b421f28f9150e260
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct 937b20449ee1a40d
// CORPUS-STEP: 27 affine-super-vectorize invalid-ir 0000000000000000
func.func @main() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0 = arith.constant dense<-0.375> : tensor<4x4xf32>
  %1 = tensor.extract_slice %0[1, 1] [2, 1] [1, 1] : tensor<4x4xf32> to tensor<2x1xf32>
  %2 = arith.constant 0x7FC00000 : f32
  %3 = arith.constant 0 : index
  %4 = tensor.insert %2 into %1[%3, %3] : tensor<2x1xf32>
  %5 = tensor.empty() : tensor<2xf32>
  %6 = arith.constant 0x7F800000 : f32
  %7 = linalg.fill ins(%6 : f32) outs(%5 : tensor<2xf32>) -> tensor<2xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<2x1xf32>) outs(%7 : tensor<2xf32>) {
  ^bb0(%b8_0: f32, %b8_1: f32):
    %b8_2 = math.erf %b8_0 : f32
    %b8_3 = math.fma %b8_0, %b8_0, %b8_0 : f32
    %b8_4 = arith.remf %b8_3, %b8_2 : f32
    %b8_5 = arith.minimumf %b8_4, %b8_1 : f32
    linalg.yield %b8_5 : f32
  } -> tensor<2xf32>
  %9 = tensor.empty() : tensor<2xf32>
  %10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%8, %8 : tensor<2xf32>, tensor<2xf32>) outs(%9 : tensor<2xf32>) {
  ^bb0(%b10_0: f32, %b10_1: f32, %b10_2: f32):
    %b10_3 = arith.cmpf ogt, %b10_0, %b10_0 : f32
    %b10_4 = arith.select %b10_3, %b10_0, %b10_0 : f32
    %b10_5 = math.log1p %b10_0 : f32
    %b10_6 = arith.constant 0x7F800000 : f32
    %b10_7 = math.erf %b10_6 : f32
    linalg.yield %b10_7 : f32
  } -> tensor<2xf32>
  %11 = linalg.fill ins(%2 : f32) outs(%10 : tensor<2xf32>) -> tensor<2xf32>
  return %7, %10, %11 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
