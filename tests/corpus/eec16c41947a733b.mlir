// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.generic.canon.erase-identity
// CORPUS-SEED: 1502363
// PIPELINE: loops
// CORPUS-CORRECT: 6:fda1789feefcefe9 7:3d79c891f6ebfbf2 15:5f6c5d2c15f6c378 17:12a7d32f0078e41c 18:d6fe2a1f8cc01b0c
// CORPUS-CORRECT: 19:06334d92d592c826 20:c2a3cd03d2939d6a 21:cc1ac74be830fb5c 23:231f2420c56b02d8 25:a9abdca8ba82180c
// CORPUS-CORRECT: 26:0b3999371bc0c0a6
func.func @main(%arg0: tensor<4x1x1x4xf32>) -> tensor<4x1x1x4xf32> {
  %0 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.avg_pool2d %arg0, %0, %0 {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 1, 0>, stride = array<i64: 1, 1>} : (tensor<4x1x1x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x1x1x4xf32>
  return %1 : tensor<4x1x1x4xf32>
}
