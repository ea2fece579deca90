// tosa.rescale u8 -> i8 (input_unsigned, input_zp 128) lowered as if input_unsigned were false (the real lowering of the signed variant: sign-extends the value and zero point -128): input 0x80 is 128 - 128 = 0 in TOSA but -128 + 128 = 0 too, input 0x00 is -128 in TOSA but 0 + 128 -> 127 here: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: tensor<4xi8>) -> tensor<4xi8> {
%m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
%s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
%iz = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
%oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
%0 = tosa.rescale %x, %m, %s, %iz, %oz {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
return %0 : tensor<4xi8>
}
func.func @tgt(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %cst = arith.constant dense<1073741824> : tensor<1xi32>
  %cst_0 = arith.constant dense<30> : tensor<1xi8>
  %cst_1 = arith.constant dense<-128> : tensor<1xi8>
  %cst_2 = arith.constant dense<0> : tensor<1xi8>
  %c1073741824_i32 = arith.constant 1073741824 : i32
  %c30_i8 = arith.constant 30 : i8
  %0 = tensor.empty() : tensor<4xi8>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi8>) outs(%0 : tensor<4xi8>) {
  ^bb0(%in: i8, %out: i8):
    %c-128_i32 = arith.constant -128 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.extsi %in : i8 to i32
    %3 = arith.subi %2, %c-128_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %c31_i32 = arith.constant 31 : i32
    %4 = arith.extui %c30_i8 : i8 to i32
    %5 = arith.extsi %3 : i32 to i64
    %6 = arith.extsi %c1073741824_i32 : i32 to i64
    %7 = arith.muli %5, %6 : i64
    %8 = arith.extui %4 : i32 to i64
    %9 = arith.shli %c1_i64, %8 : i64
    %10 = arith.shrui %9, %c1_i64 : i64
    %11 = arith.addi %7, %10 : i64
    %12 = arith.shrsi %11, %8 : i64
    %13 = arith.trunci %12 : i64 to i32
    %14 = arith.addi %13, %c0_i32 : i32
    %c-128_i32_4 = arith.constant -128 : i32
    %c127_i32 = arith.constant 127 : i32
    %15 = arith.maxsi %c-128_i32_4, %14 : i32
    %16 = arith.minsi %c127_i32, %15 : i32
    %17 = arith.trunci %16 : i32 to i8
    linalg.yield %17 : i8
  } -> tensor<4xi8>
  return %1 : tensor<4xi8>
}
