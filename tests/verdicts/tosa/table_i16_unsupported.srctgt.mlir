// tosa.table on i16 (513 entries, interpolated, i32 output): not modelled, so unsupported, never correct.
// VERDICT: unsupported
func.func @src(%x: tensor<3xi16>, %t: tensor<513xi16>) -> tensor<3xi32> {
  %0 = tosa.table %x, %t : (tensor<3xi16>, tensor<513xi16>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
func.func @tgt(%x: tensor<3xi16>, %t: tensor<513xi16>) -> tensor<3xi32> {
  %0 = tosa.table %x, %t : (tensor<3xi16>, tensor<513xi16>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
