// tosa-optional-decompositions (MLIR 22.1) decomposes a 1x1 tosa.depthwise_conv2d with padding on i8 data into a
// cast of the input to the i32 accumulator type, a rank-5 tosa.pad and a multiply; the pad's value operand (and so
// its result type) keeps the i8 input type while the padded tensor is already i32:
//   'tosa.pad' op expect input and output to have same element type, got 'i32' and 'i8'
//   (%7 = "tosa.pad"(%5, %2, %1) : (tensor<1x1x1x2x1xi32>, !tosa.shape<10>, tensor<1xi8>) -> tensor<1x1x2x2x1xi8>)
// The zero points are 0; any i8 (or i16) padded 1x1 depthwise_conv2d triggers it.
// BUG: not yet reported upstream (docs/BUGS.md #18; campaign signature fbc02ac6164bb3d4, seen in two one-hour
// campaigns and the hunt of issue 14)
// BUGS-ENTRY: 18
// tvfuzz: invalid-ir at tosa-optional-decompositions
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(tosa-optional-decompositions))' | mlir-opt-22 -o /dev/null
// tosa-optional-decompositions (MLIR 22.1) decomposes a 1x1 tosa.depthwise_conv2d with padding on i8 data into a
// cast of the input to the i32 accumulator type, a rank-5 tosa.pad and a multiply; the pad's value operand (and so
// its result type) keeps the i8 input type while the padded tensor is already i32:
//   'tosa.pad' op expect input and output to have same element type, got 'i32' and 'i8'
//   (%7 = "tosa.pad"(%5, %2, %1) : (tensor<1x1x1x2x1xi32>, !tosa.shape<10>, tensor<1xi8>) -> tensor<1x1x2x2x1xi8>)
// The zero points are 0; any i8 (or i16) padded 1x1 depthwise_conv2d triggers it.
// BUG: not yet reported upstream (docs/BUGS.md #18; campaign signature fbc02ac6164bb3d4, seen in two one-hour
// campaigns and the hunt of issue 14)
// BUGS-ENTRY: 18
// PIPELINE: builtin.module(func.func(tosa-optional-decompositions))
// EXPECT: error
// EXPECT-STATUS: invalid-ir
// EXPECT-PASS: tosa-optional-decompositions
func.func @main(%arg0: tensor<1x1x1x2xi8>, %arg1: tensor<1x1x2x1xi8>) -> tensor<1x1x2x2xi32> {
  %b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.depthwise_conv2d %arg0, %arg1, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xi8>, tensor<1x1x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x2x2xi32>
  return %0 : tensor<1x1x2x2xi32>
}
