// tosa.rescale i48 -> i32 (multiplier 32767, shift 2) -> the real tosa-to-linalg output: tosa.apply_scale on (i48 value, i32 multiplier) computes the helpers' (value * multiplier + round) >> shift in int64_t; the result bound (fits int32) is the same on both sides: correct.
// VERDICT: correct
func.func @src(%x: tensor<2xi48>) -> tensor<2xi32> {
%m = "tosa.const"() <{values = dense<32767> : tensor<1xi16>}> : () -> tensor<1xi16>
%s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
%iz = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
%oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
%0 = tosa.rescale %x, %m, %s, %iz, %oz {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<2xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi32>) -> tensor<2xi32>
return %0 : tensor<2xi32>
}
func.func @tgt(%arg0: tensor<2xi48>) -> tensor<2xi32> {
  %0 = "tosa.const"() <{values = dense<32767> : tensor<1xi16>}> : () -> tensor<1xi16>
  %1 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %3 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c32767_i32 = arith.constant 32767 : i32
  %c2_i8 = arith.constant 2 : i8
  %4 = tensor.empty() : tensor<2xi32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xi48>) outs(%4 : tensor<2xi32>) {
  ^bb0(%in: i48, %out: i32):
    %c0_i48 = arith.constant 0 : i48
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.subi %in, %c0_i48 : i48
    %7 = tosa.apply_scale %6, %c32767_i32, %c2_i8 {rounding_mode = SINGLE_ROUND} : (i48, i32, i8) -> i32
    %8 = arith.addi %7, %c0_i32 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %9 = arith.maxsi %c-2147483648_i32, %8 : i32
    %10 = arith.minsi %c2147483647_i32, %9 : i32
    linalg.yield %10 : i32
  } -> tensor<2xi32>
  return %5 : tensor<2xi32>
}
