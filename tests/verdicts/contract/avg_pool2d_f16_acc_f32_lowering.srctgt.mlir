// tosa.avg_pool2d on f16 with acc_type = f32 (2x2, no padding) -> the MLIR 22 lowering verbatim: fill f32 +0.0, pooling_nhwc_sum with f16 input into the f32 accumulator (its body extends each element), a generic dividing by the count (sitofp of index arithmetic, 4) in f32 and truncating to f16: AVG_POOL2D sums in acc_t = fp32, divides in fp32 and casts once: correct.
// VERDICT: correct
func.func @src(%x: tensor<1x2x2x1xf16>) -> tensor<1x1x1x1xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1xf16>
  return %0 : tensor<1x1x1x1xf16>
}
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @tgt(%arg0: tensor<1x2x2x1xf16>) -> tensor<1x1x1x1xf16> {
  %cst = arith.constant 0.000000e+00 : f32
  %1 = tensor.empty() : tensor<1x1x1x1xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %3 = tensor.empty() : tensor<2x2xf32>
  %4 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %3 : tensor<1x2x2x1xf16>, tensor<2x2xf32>) outs(%2 : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %4, %c1 : tensor<1x1x1x1xf32>
  %c2 = arith.constant 2 : index
  %dim_0 = tensor.dim %4, %c2 : tensor<1x1x1x1xf32>
  %c1_1 = arith.constant 1 : index
  %5 = arith.subi %dim, %c1_1 : index
  %6 = arith.subi %dim_0, %c1_1 : index
  %7 = tensor.empty() : tensor<1x1x1x1xf16>
  %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x1x1x1xf32>) outs(%7 : tensor<1x1x1x1xf16>) {
  ^bb0(%in: f32, %out: f16):
    %c0 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c2_3 = arith.constant 2 : index
    %9 = linalg.index 1 : index
    %10 = arith.subi %5, %9 : index
    %11 = arith.muli %9, %c1_2 : index
    %12 = arith.muli %10, %c1_2 : index
    %13 = arith.maxsi %c1_1, %c2_3 : index
    %c1_4 = arith.constant 1 : index
    %c2_5 = arith.constant 2 : index
    %14 = linalg.index 2 : index
    %15 = arith.subi %6, %14 : index
    %16 = arith.muli %14, %c1_4 : index
    %17 = arith.muli %15, %c1_4 : index
    %18 = arith.maxsi %c1_1, %c2_5 : index
    %19 = arith.muli %13, %18 : index
    %20 = arith.index_cast %19 : index to i32
    %21 = arith.sitofp %20 : i32 to f32
    %22 = arith.divf %in, %21 : f32
    %23 = arith.truncf %22 : f32 to f16
    linalg.yield %23 : f16
  } -> tensor<1x1x1x1xf16>
  return %8 : tensor<1x1x1x1xf16>
}
