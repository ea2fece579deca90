// tosa.rescale i32 -> i32, multiplier 2^31 - 1, shift 31: apply_scale_32 REQUIREs |value| < 2^30, the lowering computes in 64 bits: correct.
// VERDICT: correct
func.func @src(%x: tensor<4xi32>) -> tensor<4xi32> {
%m = "tosa.const"() <{values = dense<2147483647> : tensor<1xi32>}> : () -> tensor<1xi32>
%s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
%iz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
%oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
%0 = tosa.rescale %x, %m, %s, %iz, %oz {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
return %0 : tensor<4xi32>
}
func.func @tgt(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %cst = arith.constant dense<2147483647> : tensor<1xi32>
  %cst_0 = arith.constant dense<31> : tensor<1xi8>
  %cst_1 = arith.constant dense<0> : tensor<1xi32>
  %cst_2 = arith.constant dense<0> : tensor<1xi32>
  %c2147483647_i32 = arith.constant 2147483647 : i32
  %c31_i8 = arith.constant 31 : i8
  %0 = tensor.empty() : tensor<4xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi32>) outs(%0 : tensor<4xi32>) {
  ^bb0(%in: i32, %out: i32):
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %2 = arith.subi %in, %c0_i32 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %c31_i32 = arith.constant 31 : i32
    %3 = arith.extui %c31_i8 : i8 to i32
    %4 = arith.extsi %2 : i32 to i64
    %5 = arith.extsi %c2147483647_i32 : i32 to i64
    %6 = arith.muli %4, %5 : i64
    %7 = arith.extui %3 : i32 to i64
    %8 = arith.shli %c1_i64, %7 : i64
    %9 = arith.shrui %8, %c1_i64 : i64
    %10 = arith.addi %6, %9 : i64
    %11 = arith.shrsi %10, %7 : i64
    %12 = arith.trunci %11 : i64 to i32
    %13 = arith.addi %12, %c0_i32_3 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c2147483647_i32_5 = arith.constant 2147483647 : i32
    %14 = arith.maxsi %c-2147483648_i32, %13 : i32
    %15 = arith.minsi %c2147483647_i32_5, %14 : i32
    linalg.yield %15 : i32
  } -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
