// tosa.rescale i32 -> i8 DOUBLE_ROUND (multiplier 1518500250, shift 38 > 31, so round +- 1 << 30 by the sign of the value) -> the real lowering (select on value >= 0, then on shift > 31): correct.
// VERDICT: correct
func.func @src(%x: tensor<4xi32>) -> tensor<4xi8> {
%m = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
%s = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
%iz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
%oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
%0 = tosa.rescale %x, %m, %s, %iz, %oz {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
return %0 : tensor<4xi8>
}
func.func @tgt(%arg0: tensor<4xi32>) -> tensor<4xi8> {
  %cst = arith.constant dense<1518500250> : tensor<1xi32>
  %cst_0 = arith.constant dense<38> : tensor<1xi8>
  %cst_1 = arith.constant dense<0> : tensor<1xi32>
  %cst_2 = arith.constant dense<0> : tensor<1xi8>
  %c1518500250_i32 = arith.constant 1518500250 : i32
  %c38_i8 = arith.constant 38 : i8
  %0 = tensor.empty() : tensor<4xi8>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi32>) outs(%0 : tensor<4xi8>) {
  ^bb0(%in: i32, %out: i8):
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %2 = arith.subi %in, %c0_i32 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %c31_i32 = arith.constant 31 : i32
    %3 = arith.extui %c38_i8 : i8 to i32
    %4 = arith.extsi %2 : i32 to i64
    %5 = arith.extsi %c1518500250_i32 : i32 to i64
    %6 = arith.muli %4, %5 : i64
    %7 = arith.extui %3 : i32 to i64
    %8 = arith.shli %c1_i64, %7 : i64
    %9 = arith.shrui %8, %c1_i64 : i64
    %10 = arith.addi %6, %9 : i64
    %c1073741824_i64 = arith.constant 1073741824 : i64
    %c-1073741824_i64 = arith.constant -1073741824 : i64
    %11 = arith.cmpi sge, %2, %c0_i32_4 : i32
    %12 = arith.select %11, %c1073741824_i64, %c-1073741824_i64 : i64
    %13 = arith.addi %12, %10 : i64
    %14 = arith.cmpi sgt, %3, %c31_i32 : i32
    %15 = arith.select %14, %13, %10 : i64
    %16 = arith.shrsi %15, %7 : i64
    %17 = arith.trunci %16 : i64 to i32
    %18 = arith.addi %17, %c0_i32_3 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c127_i32 = arith.constant 127 : i32
    %19 = arith.maxsi %c-128_i32, %18 : i32
    %20 = arith.minsi %c127_i32, %19 : i32
    %21 = arith.trunci %20 : i32 to i8
    linalg.yield %21 : i8
  } -> tensor<4xi8>
  return %1 : tensor<4xi8>
}
