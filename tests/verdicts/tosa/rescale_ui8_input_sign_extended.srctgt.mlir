// The same lowering with arith.extsi in place of arith.extui: an input of 128..255 (unsigned, as input_unsigned says) is read as negative: miscompile.
// VERDICT: miscompile
// CHECK-FAILED: value
func.func @src(%x: tensor<4xui8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xui8>}> : () -> tensor<1xui8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %x, %m, %s, %iz, %oz {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
func.func @tgt(%arg0: tensor<4xui8>) -> tensor<4xi8> {
  %0 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %1 = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = "tosa.const"() <{values = dense<0> : tensor<1xui8>}> : () -> tensor<1xui8>
  %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c1073741824_i32 = arith.constant 1073741824 : i32
  %c31_i8 = arith.constant 31 : i8
  %4 = tensor.empty() : tensor<4xi8>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xui8>) outs(%4 : tensor<4xi8>) {
  ^bb0(%in: ui8, %out: i8):
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %6 = builtin.unrealized_conversion_cast %in : ui8 to i8
    %7 = arith.extsi %6 : i8 to i32
    %8 = arith.subi %7, %c0_i32 : i32
    %9 = tosa.apply_scale %8, %c1073741824_i32, %c31_i8 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    %10 = arith.addi %9, %c0_i32_0 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c127_i32 = arith.constant 127 : i32
    %11 = arith.maxsi %c-128_i32, %10 : i32
    %12 = arith.minsi %c127_i32, %11 : i32
    %13 = arith.trunci %12 : i32 to i8
    linalg.yield %13 : i8
  } -> tensor<4xi8>
  return %5 : tensor<4xi8>
}
