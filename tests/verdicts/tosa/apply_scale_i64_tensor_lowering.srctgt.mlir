// tosa.apply_scale on tensor<2xi64> values with i16 multipliers (an int64_t product that overflows is UB) -> the real tosa-to-arith lowering: correct.
// VERDICT: correct
// ALLOW: timeout
func.func @src(%v: tensor<2xi64>, %m: tensor<2xi16>, %s: tensor<2xi8>) -> tensor<2xi32> {
%0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<2xi64>, tensor<2xi16>, tensor<2xi8>) -> tensor<2xi32>
return %0 : tensor<2xi32>
}
func.func @tgt(%arg0: tensor<2xi64>, %arg1: tensor<2xi16>, %arg2: tensor<2xi8>) -> tensor<2xi32> {
  %cst = arith.constant dense<0> : tensor<2xi64>
  %cst_0 = arith.constant dense<1> : tensor<2xi64>
  %cst_1 = arith.constant dense<31> : tensor<2xi32>
  %0 = arith.extui %arg2 : tensor<2xi8> to tensor<2xi32>
  %1 = arith.extsi %arg1 : tensor<2xi16> to tensor<2xi64>
  %2 = arith.muli %arg0, %1 : tensor<2xi64>
  %3 = arith.extui %0 : tensor<2xi32> to tensor<2xi64>
  %4 = arith.shli %cst_0, %3 : tensor<2xi64>
  %5 = arith.shrui %4, %cst_0 : tensor<2xi64>
  %6 = arith.addi %2, %5 : tensor<2xi64>
  %7 = arith.shrsi %6, %3 : tensor<2xi64>
  %8 = arith.trunci %7 : tensor<2xi64> to tensor<2xi32>
  return %8 : tensor<2xi32>
}
