// tosa.rescale i48 -> i8 (the accumulator type of 16-bit convolutions; apply_scale_16, multiplier 16384, shift 36, output_zp 3) -> the real lowering (i48 value, 64-bit multiply): correct.
// VERDICT: correct
func.func @src(%x: tensor<2xi48>) -> tensor<2xi8> {
%m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
%s = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
%iz = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
%oz = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
%0 = tosa.rescale %x, %m, %s, %iz, %oz {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<2xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi8>) -> tensor<2xi8>
return %0 : tensor<2xi8>
}
func.func @tgt(%arg0: tensor<2xi48>) -> tensor<2xi8> {
  %cst = arith.constant dense<16384> : tensor<1xi16>
  %cst_0 = arith.constant dense<36> : tensor<1xi8>
  %cst_1 = arith.constant dense<0> : tensor<1xi48>
  %cst_2 = arith.constant dense<3> : tensor<1xi8>
  %c16384_i32 = arith.constant 16384 : i32
  %c36_i8 = arith.constant 36 : i8
  %0 = tensor.empty() : tensor<2xi8>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xi48>) outs(%0 : tensor<2xi8>) {
  ^bb0(%in: i48, %out: i8):
    %c0_i48 = arith.constant 0 : i48
    %c3_i32 = arith.constant 3 : i32
    %2 = arith.subi %in, %c0_i48 : i48
    %c0_i48_3 = arith.constant 0 : i48
    %c1_i64 = arith.constant 1 : i64
    %c31_i32 = arith.constant 31 : i32
    %3 = arith.extui %c36_i8 : i8 to i32
    %4 = arith.extsi %2 : i48 to i64
    %5 = arith.extsi %c16384_i32 : i32 to i64
    %6 = arith.muli %4, %5 : i64
    %7 = arith.extui %3 : i32 to i64
    %8 = arith.shli %c1_i64, %7 : i64
    %9 = arith.shrui %8, %c1_i64 : i64
    %10 = arith.addi %6, %9 : i64
    %11 = arith.shrsi %10, %7 : i64
    %12 = arith.trunci %11 : i64 to i32
    %13 = arith.addi %12, %c3_i32 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c127_i32 = arith.constant 127 : i32
    %14 = arith.maxsi %c-128_i32, %13 : i32
    %15 = arith.minsi %c127_i32, %14 : i32
    %16 = arith.trunci %15 : i32 to i8
    linalg.yield %16 : i8
  } -> tensor<2xi8>
  return %1 : tensor<2xi8>
}
