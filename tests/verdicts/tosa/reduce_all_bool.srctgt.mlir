// The twin of reduce_all_f32_outside_spec: tosa.reduce_all on bool is TOSA and checked (a wrong fold to
// the first row is a miscompile).
// VERDICT: miscompile
func.func @src(%x: tensor<2x3xi1>) -> tensor<1x3xi1> {
  %0 = tosa.reduce_all %x {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}
func.func @tgt(%x: tensor<2x3xi1>) -> tensor<1x3xi1> {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.slice %x, %s, %z : (tensor<2x3xi1>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}
