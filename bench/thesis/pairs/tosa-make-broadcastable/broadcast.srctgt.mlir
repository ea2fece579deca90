// tvfuzz-pair v1
// PASS: --tosa-make-broadcastable
// VERDICT: correct
// tosa.add of tensor<8x16x32xf32> and a rank-1 tensor<32xf32>: the pass reshapes the lower-rank operand to 1x1x32. The MLIR 22 verifier rejects the src ("operands don't have matching ranks"), so it is parsed with --mlir-very-unsafe-disable-verifier-on-parsing; on valid MLIR 22 IR the pass never changes anything.
module @src {
  "func.func"() <{function_type = (tensor<8x16x32xf32>, tensor<32xf32>) -> tensor<8x16x32xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<8x16x32xf32>, %arg1: tensor<32xf32>):
    %0 = "tosa.add"(%arg0, %arg1) : (tensor<8x16x32xf32>, tensor<32xf32>) -> tensor<8x16x32xf32>
    "func.return"(%0) : (tensor<8x16x32xf32>) -> ()
  }) : () -> ()
}
module @tgt {
  func.func @f(%arg0: tensor<8x16x32xf32>, %arg1: tensor<32xf32>) -> tensor<8x16x32xf32> {
    %0 = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1 = tosa.reshape %arg1, %0 : (tensor<32xf32>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %2 = tosa.add %arg0, %1 : (tensor<8x16x32xf32>, tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    return %2 : tensor<8x16x32xf32>
  }
}
