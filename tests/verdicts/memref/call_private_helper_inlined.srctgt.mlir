// A helper function called from tgt (what bufferization-lower-deallocations makes of a dealloc with
// dynamic sizes): the call is inlined before validation; correct.
// VERDICT: correct
func.func private @square(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = arith.muli %x, %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @src(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = arith.addi %a, %b : tensor<4xi32>
  %1 = arith.muli %0, %0 : tensor<4xi32>
  return %1 : tensor<4xi32>
}
func.func @tgt(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = arith.addi %a, %b : tensor<4xi32>
  %1 = func.call @square(%0) : (tensor<4xi32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
