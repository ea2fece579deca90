// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern math-expand.round
// CORPUS-SEED: 992492
// PIPELINE: full
// CORPUS-CORRECT: 0:8d08dea970f1a0b0 23:3cbade30bb5420c8 24:072612ba7d37083a 25:09d86873f164e682 27:f3039cd642e106e8
// CORPUS-CORRECT: 28:9b5319d723b604a4 30:6b4d2afed239f2cb 32:0ba87d31486d15b6 33:34df6cf7104fec93 34:659e12fe6920db8b
// CORPUS-CORRECT: 35:66d8f7b3403b324e 36:09e331fd4041db00 38:234779a6f11d4294 40:fc45903b0418daf6 41:990b62bcb8354952
func.func @main(%arg0: tensor<2x4xf32>) -> (tensor<5xf32>, tensor<1x7x1x2xf32>) {
  %0 = tensor.empty() : tensor<f32>
  %1 = arith.constant 0x7F800000 : f32
  %2 = linalg.fill ins(%1 : f32) outs(%0 : tensor<f32>) -> tensor<f32>
  %3 = linalg.reduce ins(%arg0 : tensor<2x4xf32>) outs(%2 : tensor<f32>) dimensions = [0, 1]
    (%b3_0: f32, %b3_1: f32) {
    %b3_2 = arith.minnumf %b3_0, %b3_0 : f32
    %b3_3 = math.roundeven %b3_2 : f32
    %b3_4 = math.round %b3_0 : f32
    %b3_5 = arith.minnumf %b3_4, %b3_1 : f32
    linalg.yield %b3_5 : f32
    }
  %4 = tensor.empty() : tensor<1xf32>
  %5 = arith.constant 0.0 : f32
  %6 = linalg.fill ins(%5 : f32) outs(%4 : tensor<1xf32>) -> tensor<1xf32>
  %7 = linalg.broadcast ins(%3 : tensor<f32>) outs(%6 : tensor<1xf32>) dimensions = [0]
  %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%7 : tensor<1xf32>) outs(%2 : tensor<f32>) {
  ^bb0(%b8_0: f32, %b8_1: f32):
    %b8_2 = arith.maxnumf %b8_0, %b8_0 : f32
    %b8_3 = arith.fptosi %b8_2 : f32 to i32
    %b8_4 = arith.sitofp %b8_3 : i32 to f32
    %b8_5 = arith.constant 1.0 : f32
    %b8_6 = arith.cmpf uno, %b8_4, %b8_5 : f32
    %b8_7 = arith.select %b8_6, %b8_2, %b8_2 : f32
    %b8_8 = arith.constant 0x807FFFFF : f32
    %b8_9 = arith.mulf %b8_8, %b8_2 : f32
    %b8_10 = arith.minnumf %b8_9, %b8_1 : f32
    linalg.yield %b8_10 : f32
  } -> tensor<f32>
  %9 = linalg.fill ins(%5 : f32) outs(%8 : tensor<f32>) -> tensor<f32>
  %10 = tensor.empty() : tensor<5xf32>
  %11 = arith.constant 0.0 : f32
  %12 = linalg.fill ins(%11 : f32) outs(%10 : tensor<5xf32>) -> tensor<5xf32>
  %13 = linalg.broadcast ins(%9 : tensor<f32>) outs(%12 : tensor<5xf32>) dimensions = [0]
  %14 = arith.constant 0x42A00000 : f32
  %15 = tensor.pad %13 low[2] high[0] {
  ^bb0(%b15_0: index):
    tensor.yield %14 : f32
  } : tensor<5xf32> to tensor<7xf32>
  %16 = tensor.empty() : tensor<1x7x1x2xf32>
  %17 = linalg.broadcast ins(%15 : tensor<7xf32>) outs(%16 : tensor<1x7x1x2xf32>) dimensions = [0, 2, 3]
  return %13, %17 : tensor<5xf32>, tensor<1x7x1x2xf32>
}
