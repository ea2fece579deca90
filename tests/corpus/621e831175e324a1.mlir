// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math.absi.fold.const
// CORPUS-SEED: 996540
// PIPELINE: affine-loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct 1fdef75fb7b87349
// CORPUS-STEP: 15 one-shot-bufferize correct d081ee093692747e
// CORPUS-STEP: 17 canonicalize correct 2d8a50405355e10a
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 25907ff334a156fc
// CORPUS-STEP: 19 canonicalize correct cd598d8772f4ca64
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 53f8b45a416e287c
// CORPUS-STEP: 21 bufferization-lower-deallocations correct c52cfcacdab49b2c
// CORPUS-STEP: 23 canonicalize correct 1d590075d8b2055a
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct 76c256b12b5ca94b
// CORPUS-STEP: 27 affine-loop-fusion correct fc2138ca8c81a73b
// CORPUS-STEP: 30 lower-affine correct 426b922708e64e88
// CORPUS-STEP: 31 canonicalize correct 2039c09df8c64494
func.func @main(%arg0: tensor<3x2xi32>, %arg1: tensor<5x2x1x1xf32>, %arg2: tensor<1x1x5xf32>) -> (tensor<i32>, tensor<1xf32>, tensor<1x1x3xf32>) {
  %0 = tensor.empty() : tensor<2xi32>
  %1 = arith.constant -1 : i32
  %2 = linalg.fill ins(%1 : i32) outs(%0 : tensor<2xi32>) -> tensor<2xi32>
  %3 = linalg.reduce ins(%arg0 : tensor<3x2xi32>) outs(%2 : tensor<2xi32>) dimensions = [0]
    (%b3_0: i32, %b3_1: i32) {
    %b3_2 = arith.ori %b3_0, %b3_0 : i32
    %b3_3 = arith.constant 31 : i32
    %b3_4 = arith.shli %b3_0, %b3_3 : i32
    %b3_5 = arith.muli %b3_4, %b3_4 : i32
    %b3_6 = arith.andi %b3_5, %b3_1 : i32
    linalg.yield %b3_6 : i32
    }
  %4 = arith.constant dense<[-6, 2147483647]> : tensor<2xi32>
  %5 = tensor.empty() : tensor<i32>
  %6 = arith.constant -1 : i32
  %7 = linalg.fill ins(%6 : i32) outs(%5 : tensor<i32>) -> tensor<i32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%3, %4 : tensor<2xi32>, tensor<2xi32>) outs(%7 : tensor<i32>) {
  ^bb0(%b8_0: i32, %b8_1: i32, %b8_2: i32):
    %b8_3 = arith.cmpi sgt, %b8_0, %b8_1 : i32
    %b8_4 = arith.select %b8_3, %b8_0, %b8_1 : i32
    %b8_5 = math.absi %b8_0 : i32
    %b8_6 = arith.muli %b8_5, %b8_4 : i32
    %b8_7 = arith.maxsi %b8_1, %b8_0 : i32
    %b8_8 = arith.minui %b8_7, %b8_2 : i32
    linalg.yield %b8_8 : i32
  } -> tensor<i32>
  %9 = arith.constant 2 : index
  %10 = arith.constant 0 : index
  %11 = tensor.extract %arg1[%9, %10, %10, %10] : tensor<5x2x1x1xf32>
  %12 = arith.constant dense<0x80800000> : tensor<1xf32>
  %13 = tensor.insert %11 into %12[%10] : tensor<1xf32>
  %14 = tensor.extract_slice %arg2[0, 0, 0] [1, 1, 3] [1, 1, 1] : tensor<1x1x5xf32> to tensor<1x1x3xf32>
  return %8, %13, %14 : tensor<i32>, tensor<1xf32>, tensor<1x1x3xf32>
}
