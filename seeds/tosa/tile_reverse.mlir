// Seed: tosa.tile (multiples [2, 3]) and tosa.reverse along both axes of a small i32 tensor.
func.func @main(%a: tensor<2x2xi32>) -> (tensor<4x6xi32>, tensor<2x2xi32>) {
  %m = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %a, %m : (tensor<2x2xi32>, !tosa.shape<2>) -> tensor<4x6xi32>
  %1 = tosa.reverse %a {axis = 0 : i32} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  %2 = tosa.reverse %1 {axis = 1 : i32} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0, %2 : tensor<4x6xi32>, tensor<2x2xi32>
}
