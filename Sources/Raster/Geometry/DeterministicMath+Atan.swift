extension DeterministicMath {
  // fdlibm s_atan.c: atan of the breakpoints 0.5, 1, 1.5 and ∞, as hi + lo.
  private static let atanHi: (Double, Double, Double, Double) = (
    4.636_476_090_008_060_935_15e-01, 7.853_981_633_974_482_789_99e-01,
    9.827_937_232_473_290_540_82e-01, 1.570_796_326_794_896_558_00e+00
  )
  private static let atanLo: (Double, Double, Double, Double) = (
    2.269_877_745_296_168_709_24e-17, 3.061_616_997_868_383_017_93e-17,
    1.390_331_103_123_099_845_16e-17, 6.123_233_995_736_766_035_87e-17
  )

  /// The arctangent of `x`, in [−π/2, π/2] (fdlibm s_atan.c); NaN for NaN.
  public static func atan(_ x: Double) -> Double {
    guard !x.isNaN else { return .nan }
    let ax = abs(x)
    if ax >= 7.378_697_629_483_820_646_4e19 {  // 2^66: atan(x) rounds to ±π/2
      return x < 0 ? -(atanHi.3 + atanLo.3) : atanHi.3 + atanLo.3
    }
    var t = ax
    var id = -1
    if ax < 0.4375 {
      if ax < 7.450_580_596_923_828_125e-9 { return x }  // 2^-27: atan(x) rounds to x
      t = x
    } else if ax < 1.1875 {
      if ax < 0.6875 {
        id = 0
        t = (2 * ax - 1) / (2 + ax)
      } else {
        id = 1
        t = (ax - 1) / (ax + 1)
      }
    } else if ax < 2.4375 {
      id = 2
      t = (ax - 1.5) / (1 + 1.5 * ax)
    } else {
      id = 3
      t = -1 / ax
    }
    let z = t * t
    let w = z * z
    let s1 =
      z
      * (3.333_333_333_333_293_180_27e-01 + w
        * (1.428_571_427_250_346_637_11e-01 + w
          * (9.090_887_133_436_506_561_96e-02 + w
            * (6.661_073_137_387_531_206_69e-02 + w
              * (4.976_877_994_615_932_360_17e-02 + w * 1.628_582_011_536_578_236_23e-02)))))
    let s2 =
      w
      * (-1.999_999_999_987_648_324_76e-01 + w
        * (-1.111_111_040_546_235_578_80e-01 + w
          * (-7.691_876_205_044_829_994_95e-02 + w
            * (-5.833_570_133_790_573_486_45e-02 + w * -3.653_157_274_421_691_552_70e-02))))
    if id < 0 { return t - t * (s1 + s2) }
    let hi: Double
    let lo: Double
    switch id {
    case 0: (hi, lo) = (atanHi.0, atanLo.0)
    case 1: (hi, lo) = (atanHi.1, atanLo.1)
    case 2: (hi, lo) = (atanHi.2, atanLo.2)
    default: (hi, lo) = (atanHi.3, atanLo.3)
    }
    let r = hi - ((t * (s1 + s2) - lo) - t)
    return x < 0 ? -r : r
  }

  /// The angle of the vector `(x, y)` from the +x axis, in [−π, π] (fdlibm e_atan2.c).
  ///
  /// With y pointing down, a positive angle turns clockwise on screen. Returns NaN if
  /// either argument is NaN; `atan2(±0, +0) = ±0`, `atan2(±0, −0) = ±π`.
  public static func atan2(_ y: Double, _ x: Double) -> Double {
    let piLo = 1.224_646_799_147_353_207_2e-16
    guard !x.isNaN, !y.isNaN else { return .nan }
    let halfPi = atanHi.3 + atanLo.3
    let negY = y.sign == .minus
    if y == 0 {
      if x.sign == .minus { return negY ? -pi : pi }
      return y
    }
    if x == 0 { return negY ? -halfPi : halfPi }
    if x.isInfinite {
      let base: Double
      if y.isInfinite {
        base = x > 0 ? pi / 4 : 3 * pi / 4
      } else {
        base = x > 0 ? 0 : pi
      }
      return negY ? -base : base
    }
    if y.isInfinite { return negY ? -halfPi : halfPi }
    let ratio = abs(y / x)
    var z: Double
    if ratio > 1.152_921_504_606_846_976e18 {  // 2^60: |y/x| huge
      z = halfPi + 0.5 * piLo
    } else if x < 0 && ratio < 8.673_617_379_884_035_472e-19 {  // 2^-60: |y/x| tiny
      z = 0
    } else {
      z = atan(ratio)
    }
    if x < 0 { z = pi - (z - piLo) }
    return negY ? -z : z
  }
}
