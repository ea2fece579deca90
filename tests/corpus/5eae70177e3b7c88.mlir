// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith.truncf.canon.of-sitofp
// CORPUS-KEY: pattern arith.truncf.canon.of-uitofp
// CORPUS-KEY: pattern linalg.fill.canon.concat-of-fills
// CORPUS-KEY: pattern tensor.concat.canon.infer-operand-types
// CORPUS-KEY: pattern tensor.concat.canon.infer-result-type
// CORPUS-KEY: pattern tensor.concat.canon.single-input-to-cast
// CORPUS-SEED: 997192
// PIPELINE: tosa-opt
// CORPUS-STEP: 0 canonicalize correct db0e9e8109e17b0b
// CORPUS-STEP: 5 cse correct 7e3c706af7976a6b
func.func @main(%arg0: tensor<1xbf16>, %arg1: tensor<1x1x2x3xf32>, %arg2: tensor<1x2x4xf32>, %arg3: bf16, %arg4: tensor<1x1x4xf32>, %arg5: tensor<5xf32>) -> (tensor<1x2x1x8xf32>, tensor<1x2x1x8xf32>, bf16, tensor<2x3xbf16>, tensor<1x1x4xf32>, tensor<f32>) {
  %0 = tensor.empty() : tensor<bf16>
  %1 = arith.constant 1.0 : bf16
  %2 = linalg.fill ins(%1 : bf16) outs(%0 : tensor<bf16>) -> tensor<bf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg0 : tensor<1xbf16>) outs(%2 : tensor<bf16>) {
  ^bb0(%b3_0: bf16, %b3_1: bf16):
    %b3_2 = arith.fptosi %b3_0 : bf16 to i16
    %b3_3 = arith.sitofp %b3_2 : i16 to f32
    %b3_4 = arith.truncf %b3_3 : f32 to bf16
    %b3_5 = math.fma %b3_4, %b3_0, %b3_4 : bf16
    %b3_6 = arith.divf %b3_4, %b3_5 : bf16
    %b3_7 = arith.maximumf %b3_6, %b3_1 : bf16
    linalg.yield %b3_7 : bf16
  } -> tensor<bf16>
  %4 = tensor.empty() : tensor<bf16>
  %5 = linalg.map ins(%3 : tensor<bf16>) outs(%4 : tensor<bf16>)
    (%b5_0: bf16, %b5_1: bf16) {
    %b5_2 = arith.cmpf une, %b5_0, %b5_0 : bf16
    %b5_3 = arith.select %b5_2, %b5_0, %b5_0 : bf16
    linalg.yield %b5_3 : bf16
    }
  %6 = linalg.map ins(%5 : tensor<bf16>) outs(%5 : tensor<bf16>)
    (%b6_0: bf16, %b6_1: bf16) {
    %b6_2 = arith.constant -0.4375 : bf16
    %b6_3 = math.absf %b6_2 : bf16
    %b6_4 = arith.cmpf olt, %b6_3, %b6_3 : bf16
    %b6_5 = arith.select %b6_4, %b6_3, %b6_3 : bf16
    %b6_6 = arith.fptosi %b6_0 : bf16 to i8
    %b6_7 = arith.uitofp %b6_6 : i8 to f32
    %b6_8 = arith.truncf %b6_7 : f32 to bf16
    %b6_9 = arith.maxnumf %b6_0, %b6_8 : bf16
    linalg.yield %b6_9 : bf16
    }
  %7 = tensor.concat dim(0) %arg1, %arg1 : (tensor<1x1x2x3xf32>, tensor<1x1x2x3xf32>) -> tensor<2x1x2x3xf32>
  %8 = tensor.collapse_shape %arg2 [[0], [1, 2]] : tensor<1x2x4xf32> into tensor<1x8xf32>
  %9 = tensor.empty() : tensor<1x2x1x8xf32>
  %10 = linalg.broadcast ins(%8 : tensor<1x8xf32>) outs(%9 : tensor<1x2x1x8xf32>) dimensions = [0, 1]
  %11 = tensor.empty() : tensor<1x2x1x8xf32>
  %12 = arith.constant 0x7FC20B83 : f32
  %13 = linalg.fill ins(%12 : f32) outs(%11 : tensor<1x2x1x8xf32>) -> tensor<1x2x1x8xf32>
  %14 = linalg.map ins(%10 : tensor<1x2x1x8xf32>) outs(%13 : tensor<1x2x1x8xf32>)
    (%b14_0: f32, %b14_1: f32) {
    %b14_2 = arith.subf %b14_0, %b14_0 : f32
    %b14_3 = arith.constant 0xDFC0E630 : f32
    %b14_4 = arith.negf %b14_3 : f32
    %b14_5 = arith.negf %b14_0 : f32
    %b14_6 = arith.mulf %b14_4, %b14_5 : f32
    %b14_7 = math.powf %b14_0, %b14_6 : f32
    linalg.yield %b14_7 : f32
    }
  %15 = arith.constant dense<[[[[0x44700000, 0xFF7FFFFF, 0x00000001, 2.0, 7.75, -0.0, -2.5, 0x7FC00000]], [[0x7F83A82B, -0.5, 0x928D77BE, 0xE7FE2EC0, 0x7F7FFFFF, 0xFF7FFFFF, 8.25, 0.078125]]]]> : tensor<1x2x1x8xf32>
  %16 = tensor.empty() : tensor<1x2x1x8xf32>
  %17 = linalg.fill ins(%12 : f32) outs(%16 : tensor<1x2x1x8xf32>) -> tensor<1x2x1x8xf32>
  %18 = linalg.map ins(%14, %13, %15 : tensor<1x2x1x8xf32>, tensor<1x2x1x8xf32>, tensor<1x2x1x8xf32>) outs(%17 : tensor<1x2x1x8xf32>)
    (%b18_0: f32, %b18_1: f32, %b18_2: f32, %b18_3: f32) {
    %b18_4 = math.log %b18_0 : f32
    %b18_5 = math.exp2 %b18_0 : f32
    linalg.yield %b18_5 : f32
    }
  %19 = tensor.concat dim(2) %18 : (tensor<1x2x1x8xf32>) -> tensor<1x2x1x8xf32>
  %20 = arith.constant -7.5 : bf16
  %21 = arith.constant 0.0 : bf16
  %22 = arith.constant 0xFF7F : bf16
  %23 = arith.constant 1.0 : bf16
  %24 = tensor.from_elements %20, %21, %22, %1, %23, %arg3 : tensor<2x3xbf16>
  %25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<1x1x4xf32>) outs(%arg4 : tensor<1x1x4xf32>) {
  ^bb0(%b25_0: f32, %b25_1: f32):
    %b25_2 = arith.constant 0.0 : f32
    %b25_3 = arith.maximumf %b25_0, %b25_2 : f32
    %b25_4 = arith.cmpf ueq, %b25_0, %b25_3 : f32
    %b25_5 = arith.select %b25_4, %b25_0, %b25_3 : f32
    %b25_6 = math.absf %b25_3 : f32
    %b25_7 = math.atan %b25_6 : f32
    linalg.yield %b25_7 : f32
  } -> tensor<1x1x4xf32>
  %26 = tensor.empty() : tensor<f32>
  %27 = linalg.fill ins(%12 : f32) outs(%26 : tensor<f32>) -> tensor<f32>
  %28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg5 : tensor<5xf32>) outs(%27 : tensor<f32>) {
  ^bb0(%b28_0: f32, %b28_1: f32):
    %b28_2 = math.cos %b28_0 : f32
    %b28_3 = arith.constant 0.0625 : f32
    %b28_4 = arith.negf %b28_3 : f32
    %b28_5 = arith.negf %b28_0 : f32
    %b28_6 = arith.divf %b28_4, %b28_5 : f32
    %b28_7 = arith.minimumf %b28_6, %b28_1 : f32
    linalg.yield %b28_7 : f32
  } -> tensor<f32>
  return %14, %19, %20, %24, %25, %28 : tensor<1x2x1x8xf32>, tensor<1x2x1x8xf32>, bf16, tensor<2x3xbf16>, tensor<1x1x4xf32>, tensor<f32>
}
