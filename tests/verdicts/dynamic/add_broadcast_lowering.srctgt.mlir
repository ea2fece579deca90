// tosa-to-linalg of tosa.add on tensor<?x3xf32> operands: each operand is broadcast through an scf.if on tensor.dim == 1, the result size is arith.maxui of the dims: correct for every size assignment the TOSA broadcast rule accepts.
// VERDICT: correct
func.func @src(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = tosa.add %a, %b : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
func.func @tgt(%arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?x3xf32>
  %dim_0 = tensor.dim %arg1, %c0 : tensor<?x3xf32>
  %0 = arith.maxui %dim, %dim_0 : index
  %c1 = arith.constant 1 : index
  %dim_1 = tensor.dim %arg0, %c0 : tensor<?x3xf32>
  %1 = arith.cmpi eq, %dim_1, %c1 : index
  %2 = scf.if %1 -> (tensor<?x3xf32>) {
    %7 = tensor.empty(%0) : tensor<?x3xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x3xf32>) outs(%7 : tensor<?x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x3xf32>
    scf.yield %8 : tensor<?x3xf32>
  } else {
    scf.yield %arg0 : tensor<?x3xf32>
  }
  %dim_2 = tensor.dim %arg1, %c0 : tensor<?x3xf32>
  %3 = arith.cmpi eq, %dim_2, %c1 : index
  %4 = scf.if %3 -> (tensor<?x3xf32>) {
    %7 = tensor.empty(%0) : tensor<?x3xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<?x3xf32>) outs(%7 : tensor<?x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x3xf32>
    scf.yield %8 : tensor<?x3xf32>
  } else {
    scf.yield %arg1 : tensor<?x3xf32>
  }
  %5 = tensor.empty(%0) : tensor<?x3xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %4 : tensor<?x3xf32>, tensor<?x3xf32>) outs(%5 : tensor<?x3xf32>) {
  ^bb0(%in: f32, %in_3: f32, %out: f32):
    %7 = arith.addf %in, %in_3 : f32
    linalg.yield %7 : f32
  } -> tensor<?x3xf32>
  return %6 : tensor<?x3xf32>
}
