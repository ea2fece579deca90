// tosa.table on i16 whose input always reads entries 256 and 257 (x = 0); the table's slope there is
// next - base = 32767 - (-32768) = 65535, which apply_lookup's REQUIRE (the slope fits i16) rules out:
// src carries no obligation, so a tgt returning anything is correct.
// VERDICT: correct
func.func @src(%t: tensor<513xi16>) -> tensor<1xi32> {
  %s0 = tosa.const_shape {values = dense<0> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s1 = tosa.const_shape {values = dense<256> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s2 = tosa.const_shape {values = dense<258> : tensor<1xindex>} : () -> !tosa.shape<1>
  %s3 = tosa.const_shape {values = dense<255> : tensor<1xindex>} : () -> !tosa.shape<1>
  %x = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %lo = "tosa.const"() <{values = dense<-32768> : tensor<1xi16>}> : () -> tensor<1xi16>
  %hi = "tosa.const"() <{values = dense<32767> : tensor<1xi16>}> : () -> tensor<1xi16>
  %a = tosa.slice %t, %s0, %s1 : (tensor<513xi16>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<256xi16>
  %b = tosa.slice %t, %s2, %s3 : (tensor<513xi16>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<255xi16>
  %tt = tosa.concat %a, %lo, %hi, %b {axis = 0 : i32} : (tensor<256xi16>, tensor<1xi16>, tensor<1xi16>, tensor<255xi16>) -> tensor<513xi16>
  %0 = tosa.table %x, %tt : (tensor<1xi16>, tensor<513xi16>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}
func.func @tgt(%t: tensor<513xi16>) -> tensor<1xi32> {
  %0 = "tosa.const"() <{values = dense<12345> : tensor<1xi32>}> : () -> tensor<1xi32>
  return %0 : tensor<1xi32>
}
