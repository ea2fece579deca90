// tosa.avg_pool2d 1x2 kernel, pad [0,0,1,0] (one column on the left), stride 1 on 1x1x2x1 -> the MLIR 22 lowering verbatim: tensor.pad +0.0, fill +0.0, pooling_nhwc_sum, then a generic dividing by the count of real input elements computed from linalg.index, tensor.dim and min/max index arithmetic (1 for the left output, 2 for the right). The +0.0 padding never changes a sum that starts at +0.0 (it is never -0.0), and the divisor is AVG_POOL2D's count: correct.
// VERDICT: correct
func.func @src(%x: tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x1xf32>
  return %0 : tensor<1x1x2x1xf32>
}
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @tgt(%arg0: tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 1, 0] high[0, 0, 0, 0] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
    tensor.yield %cst : f32
  } : tensor<1x1x2x1xf32> to tensor<1x1x3x1xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %1 = tensor.empty() : tensor<1x1x2x1xf32>
  %2 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
  %3 = tensor.empty() : tensor<1x2xf32>
  %4 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %3 : tensor<1x1x3x1xf32>, tensor<1x2xf32>) outs(%2 : tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32>
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %4, %c1 : tensor<1x1x2x1xf32>
  %c2 = arith.constant 2 : index
  %dim_1 = tensor.dim %4, %c2 : tensor<1x1x2x1xf32>
  %c1_2 = arith.constant 1 : index
  %5 = arith.subi %dim, %c1_2 : index
  %6 = arith.subi %dim_1, %c1_2 : index
  %7 = tensor.empty() : tensor<1x1x2x1xf32>
  %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x1x2x1xf32>) outs(%7 : tensor<1x1x2x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c0 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %9 = linalg.index 1 : index
    %10 = arith.subi %5, %9 : index
    %11 = arith.muli %9, %c1_3 : index
    %12 = arith.muli %10, %c1_3 : index
    %13 = arith.maxsi %c1_2, %c1_4 : index
    %c1_5 = arith.constant 1 : index
    %c2_6 = arith.constant 2 : index
    %14 = linalg.index 2 : index
    %15 = arith.subi %6, %14 : index
    %16 = arith.muli %14, %c1_5 : index
    %17 = arith.muli %15, %c1_5 : index
    %c1_7 = arith.constant 1 : index
    %18 = arith.subi %16, %c1_7 : index
    %19 = arith.minsi %18, %c0 : index
    %20 = arith.addi %c2_6, %19 : index
    %21 = arith.maxsi %c1_2, %20 : index
    %22 = arith.muli %13, %21 : index
    %23 = arith.index_cast %22 : index to i32
    %24 = arith.sitofp %23 : i32 to f32
    %25 = arith.divf %in, %24 : f32
    linalg.yield %25 : f32
  } -> tensor<1x1x2x1xf32>
  return %8 : tensor<1x1x2x1xf32>
}

