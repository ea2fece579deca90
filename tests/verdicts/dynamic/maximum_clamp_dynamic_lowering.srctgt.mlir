// tosa-to-linalg of tosa.maximum then tosa.clamp [0, 6] on tensor<?xf32>: correct under the spec policy (either zero sign).
// VERDICT: correct
func.func @src(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.maximum %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = tosa.clamp %0 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @tgt(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
  %dim_0 = tensor.dim %arg1, %c0 : tensor<?xf32>
  %0 = arith.maxui %dim, %dim_0 : index
  %c1 = arith.constant 1 : index
  %dim_1 = tensor.dim %arg0, %c0 : tensor<?xf32>
  %1 = arith.cmpi eq, %dim_1, %c1 : index
  %2 = scf.if %1 -> (tensor<?xf32>) {
    %9 = tensor.empty(%0) : tensor<?xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%9 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?xf32>
    scf.yield %10 : tensor<?xf32>
  } else {
    scf.yield %arg0 : tensor<?xf32>
  }
  %dim_2 = tensor.dim %arg1, %c0 : tensor<?xf32>
  %3 = arith.cmpi eq, %dim_2, %c1 : index
  %4 = scf.if %3 -> (tensor<?xf32>) {
    %9 = tensor.empty(%0) : tensor<?xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1 : tensor<?xf32>) outs(%9 : tensor<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?xf32>
    scf.yield %10 : tensor<?xf32>
  } else {
    scf.yield %arg1 : tensor<?xf32>
  }
  %5 = tensor.empty(%0) : tensor<?xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %4 : tensor<?xf32>, tensor<?xf32>) outs(%5 : tensor<?xf32>) {
  ^bb0(%in: f32, %in_5: f32, %out: f32):
    %9 = arith.maximumf %in, %in_5 : f32
    linalg.yield %9 : f32
  } -> tensor<?xf32>
  %c0_3 = arith.constant 0 : index
  %dim_4 = tensor.dim %6, %c0_3 : tensor<?xf32>
  %7 = tensor.empty(%dim_4) : tensor<?xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6 : tensor<?xf32>) outs(%7 : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %cst_5 = arith.constant 6.000000e+00 : f32
    %9 = arith.minimumf %in, %cst_5 : f32
    %10 = arith.maximumf %9, %cst : f32
    linalg.yield %10 : f32
  } -> tensor<?xf32>
  return %8 : tensor<?xf32>
}
