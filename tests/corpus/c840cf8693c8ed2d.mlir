// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern arith-expand.floordivsi
// CORPUS-SEED: 993126
// PIPELINE: expand
// CORPUS-STEP: 2 tosa-optional-decompositions correct 51c9073c5c05df10
// CORPUS-STEP: 3 canonicalize correct 8bea9e8d2ff9e554
// CORPUS-STEP: 14 arith-expand correct 661758aee0ca2eeb
// CORPUS-STEP: 15 math-expand-ops miscompile bfccf70f053b0fab
func.func @main(%arg0: memref<2x1x1xf32>, %arg1: memref<5xbf16>, %arg2: memref<4x3xf32>, %arg3: memref<3x4xf32, strided<[11, 2]>>, %arg4: memref<2xi8>) -> memref<1x5xi8> {
  %0 = memref.alloc() : memref<5xbf16>
  memref.copy %arg1, %0 : memref<5xbf16> to memref<5xbf16>
  %1 = arith.constant 4 : index
  %2 = memref.load %0[%1] : memref<5xbf16>
  %3 = memref.alloca() : memref<5xbf16>
  linalg.map ins(%0, %arg1 : memref<5xbf16>, memref<5xbf16>) outs(%3 : memref<5xbf16>)
    (%b4_0: bf16, %b4_1: bf16, %b4_2: bf16) {
    %b4_3 = arith.cmpf ord, %b4_0, %b4_1 : bf16
    %b4_4 = arith.select %b4_3, %b4_0, %b4_1 : bf16
    %b4_5 = arith.minnumf %b4_4, %b4_1 : bf16
    %b4_6 = math.trunc %b4_1 : bf16
    %b4_7 = math.rsqrt %b4_4 : bf16
    linalg.yield %b4_7 : bf16
    }
  %5 = memref.alloc() : memref<3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg2 : memref<4x3xf32>) outs(%5 : memref<3x4xf32>) {
  ^bb0(%b6_0: f32, %b6_1: f32):
    %b6_2 = math.fma %b6_0, %b6_0, %b6_0 : f32
    %b6_3 = math.absf %b6_2 : f32
    linalg.yield %b6_3 : f32
  }
  %7 = memref.alloca() : memref<4x3xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5 : memref<3x4xf32>) outs(%7 : memref<4x3xf32>) {
  ^bb0(%b8_0: f32, %b8_1: f32):
    %b8_2 = arith.negf %b8_0 : f32
    %b8_3 = arith.negf %b8_0 : f32
    %b8_4 = arith.mulf %b8_2, %b8_3 : f32
    linalg.yield %b8_4 : f32
  }
  linalg.copy ins(%7 : memref<4x3xf32>) outs(%arg2 : memref<4x3xf32>)
  %9 = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
  linalg.copy ins(%5 : memref<3x4xf32>) outs(%9 : memref<3x4xf32>)
  %10 = arith.constant 0 : i32
  %11 = memref.alloc() : memref<1x2xi32>
  linalg.fill ins(%10 : i32) outs(%11 : memref<1x2xi32>)
  %12 = memref.alloca() {alignment = 64 : i64} : memref<1x2xi32>
  linalg.copy ins(%11 : memref<1x2xi32>) outs(%12 : memref<1x2xi32>)
  %13 = arith.constant 0.0 : f32
  %14 = memref.alloca() : memref<4x4xf32>
  linalg.fill ins(%13 : f32) outs(%14 : memref<4x4xf32>)
  linalg.matmul ins(%7, %arg3 : memref<4x3xf32>, memref<3x4xf32, strided<[11, 2]>>) outs(%14 : memref<4x4xf32>)
  %15 = arith.constant 0 : i8
  %16 = memref.alloc() {alignment = 64 : i64} : memref<2xi8>
  linalg.fill ins(%15 : i8) outs(%16 : memref<2xi8>)
  %17 = memref.alloc() {alignment = 64 : i64} : memref<2xi8>
  linalg.map ins(%arg4, %16 : memref<2xi8>, memref<2xi8>) outs(%17 : memref<2xi8>)
    (%b18_0: i8, %b18_1: i8, %b18_2: i8) {
    %b18_3 = arith.constant 127 : i8
    %b18_4 = arith.constant -10 : i8
    %b18_5 = arith.muli %b18_0, %b18_3 : i8
    %b18_6 = arith.muli %b18_5, %b18_4 : i8
    linalg.yield %b18_6 : i8
    }
  %19 = arith.constant 0 : i8
  %20 = memref.alloc() : memref<1x5xi8>
  linalg.fill ins(%19 : i8) outs(%20 : memref<1x5xi8>)
  %21 = memref.alloca() : memref<1x5xi8>
  linalg.map ins(%20 : memref<1x5xi8>) outs(%21 : memref<1x5xi8>)
    (%b22_0: i8, %b22_1: i8) {
    %b22_2 = arith.constant 0 : i8
    %b22_3 = arith.xori %b22_0, %b22_2 : i8
    %b22_4 = arith.constant -8 : i8
    %b22_5 = arith.floordivsi %b22_0, %b22_4 : i8
    %b22_6 = arith.cmpi ule, %b22_0, %b22_5 : i8
    %b22_7 = arith.select %b22_6, %b22_0, %b22_5 : i8
    %b22_8 = arith.maxsi %b22_7, %b22_5 : i8
    linalg.yield %b22_8 : i8
    }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%21 : memref<1x5xi8>) outs(%20 : memref<1x5xi8>) {
  ^bb0(%b23_0: i8, %b23_1: i8):
    %b23_2 = math.ctpop %b23_0 : i8
    %b23_3 = arith.ori %b23_0, %b23_0 : i8
    %b23_4 = arith.cmpi ult, %b23_3, %b23_0 : i8
    %b23_5 = arith.select %b23_4, %b23_3, %b23_0 : i8
    linalg.yield %b23_5 : i8
  }
  return %20 : memref<1x5xi8>
}
