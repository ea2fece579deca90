// ROW: tosa-make-broadcastable
// PASSES: --tosa-make-broadcastable
// OPT-FLAGS: --mlir-very-unsafe-disable-verifier-on-parsing
// NOTE: tosa.add of tensor<8x16x32xf32> and a rank-1 tensor<32xf32>: the pass reshapes the lower-rank operand to 1x1x32. The MLIR 22 verifier rejects the src ("operands don't have matching ranks"), so it is parsed with --mlir-very-unsafe-disable-verifier-on-parsing; on valid MLIR 22 IR the pass never changes anything.
func.func @f(%a: tensor<8x16x32xf32>, %b: tensor<32xf32>) -> tensor<8x16x32xf32> {
  %0 = tosa.add %a, %b : (tensor<8x16x32xf32>, tensor<32xf32>) -> tensor<8x16x32xf32>
  return %0 : tensor<8x16x32xf32>
}
