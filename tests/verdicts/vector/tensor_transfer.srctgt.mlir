// transfer_read and transfer_write on tensors: read %t[1..3] into vector<3xi32>, write it at %u[0..2]; the returned tensor keeps %u[3]. Correct against tensor.extract/insert.
// VERDICT: correct
func.func @src(%t: tensor<4xi32>, %u: tensor<4xi32>) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0 : i32
  %v = vector.transfer_read %t[%c1], %p {in_bounds = [true]} : tensor<4xi32>, vector<3xi32>
  %r = vector.transfer_write %v, %u[%c0] {in_bounds = [true]} : vector<3xi32>, tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @tgt(%t: tensor<4xi32>, %u: tensor<4xi32>) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x1 = tensor.extract %t[%c1] : tensor<4xi32>
  %x2 = tensor.extract %t[%c2] : tensor<4xi32>
  %x3 = tensor.extract %t[%c3] : tensor<4xi32>
  %r0 = tensor.insert %x1 into %u[%c0] : tensor<4xi32>
  %r1 = tensor.insert %x2 into %r0[%c1] : tensor<4xi32>
  %r2 = tensor.insert %x3 into %r1[%c2] : tensor<4xi32>
  return %r2 : tensor<4xi32>
}
