// tosa-to-linalg of tosa.mul on tensor<?x?xi32> x tensor<1x?xi32> (shift 0): broadcast of dynamic size-1 dims in both operands: correct.
// VERDICT: correct
func.func @src(%a: tensor<?x?xi32>, %b: tensor<1x?xi32>) -> tensor<?x?xi32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<?x?xi32>, tensor<1x?xi32>, tensor<1xi8>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
func.func @tgt(%arg0: tensor<?x?xi32>, %arg1: tensor<1x?xi32>) -> tensor<?x?xi32> {
  %cst = arith.constant dense<0> : tensor<1xi8>
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?x?xi32>
  %c1 = arith.constant 1 : index
  %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
  %dim_1 = tensor.dim %arg1, %c1 : tensor<1x?xi32>
  %0 = arith.maxui %dim_0, %dim_1 : index
  %dim_2 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
  %1 = arith.cmpi eq, %dim_2, %c1 : index
  %2 = scf.if %1 -> (tensor<?x?xi32>) {
    %c0_4 = arith.constant 0 : index
    %dim_5 = tensor.dim %arg0, %c0_4 : tensor<?x?xi32>
    %7 = tensor.empty(%dim_5, %0) : tensor<?x?xi32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xi32>) outs(%7 : tensor<?x?xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<?x?xi32>
    scf.yield %8 : tensor<?x?xi32>
  } else {
    scf.yield %arg0 : tensor<?x?xi32>
  }
  %dim_3 = tensor.dim %arg1, %c1 : tensor<1x?xi32>
  %3 = arith.cmpi eq, %dim_3, %c1 : index
  %4 = scf.if %3 -> (tensor<1x?xi32>) {
    %7 = tensor.empty(%0) : tensor<1x?xi32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x?xi32>) outs(%7 : tensor<1x?xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x?xi32>
    scf.yield %8 : tensor<1x?xi32>
  } else {
    scf.yield %arg1 : tensor<1x?xi32>
  }
  %5 = tensor.empty(%dim, %0) : tensor<?x?xi32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %4 : tensor<?x?xi32>, tensor<1x?xi32>) outs(%5 : tensor<?x?xi32>) {
  ^bb0(%in: i32, %in_4: i32, %out: i32):
    %7 = arith.muli %in, %in_4 : i32
    linalg.yield %7 : i32
  } -> tensor<?x?xi32>
  return %6 : tensor<?x?xi32>
}
