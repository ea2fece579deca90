// ROW: tosa-to-linalg
// PASSES: --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))
// NOTE: tosa.tile of tensor<8x32xf32> by [4, 2] -> tensor<32x64xf32> (broadcast generic + reshape).

func.func @f(%a: tensor<8x32xf32>) -> tensor<32x64xf32> {
  %m = tosa.const_shape {values = dense<[4, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<8x32xf32>, !tosa.shape<2>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}
