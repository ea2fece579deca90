// tosa.rescale i16 -> i16 with a 16-bit multiplier (scale32 = false, multiplier 16384, shift 3) -> the real tosa-to-linalg output: tosa.apply_scale on the i32 value with the multiplier widened to i32. TOSA defines the rescale for every input (apply_scale_16 has no bound on the value), and so does tosa.apply_scale as encoded (the helpers' arithmetic without apply_scale_32's value bound, which MLIR does not promise for this op; sem_tosa.c): correct. Under apply_scale_32's REQUIREs the intermediate would be UB for |value| >= 4.
// VERDICT: correct
func.func @src(%x: tensor<4xi16>) -> tensor<4xi16> {
%m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
%s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
%iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
%oz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
%0 = tosa.rescale %x, %m, %s, %iz, %oz {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<4xi16>, tensor<1xi16>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
return %0 : tensor<4xi16>
}
func.func @tgt(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %1 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %3 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %c16384_i32 = arith.constant 16384 : i32
  %c3_i8 = arith.constant 3 : i8
  %4 = tensor.empty() : tensor<4xi16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi16>) outs(%4 : tensor<4xi16>) {
  ^bb0(%in: i16, %out: i16):
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %6 = arith.extsi %in : i16 to i32
    %7 = arith.subi %6, %c0_i32 : i32
    %8 = tosa.apply_scale %7, %c16384_i32, %c3_i8 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    %9 = arith.addi %8, %c0_i32_0 : i32
    %c-32768_i32 = arith.constant -32768 : i32
    %c32767_i32 = arith.constant 32767 : i32
    %10 = arith.maxsi %c-32768_i32, %9 : i32
    %11 = arith.minsi %c32767_i32, %10 : i32
    %12 = arith.trunci %11 : i32 to i16
    linalg.yield %12 : i16
  } -> tensor<4xi16>
  return %5 : tensor<4xi16>
}
