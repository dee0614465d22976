import Raster

/// The CIEDE2000 colour difference ΔE₀₀ between two sRGB pixels (CIE 142-2001), in the
/// formulation and with the test data of Sharma, Wu and Dalal, "The CIEDE2000
/// color-difference formula: implementation notes, supplementary test data, and
/// mathematical observations", Color Research & Application 30 (2005).
///
/// Pixels go to CIELAB under D65: sRGB levels to linear light through ``SRGBTransfer``,
/// translucent pixels composited over white in linear light, the sRGB matrix to XYZ,
/// then L*a*b*. All arithmetic is `+ − × ÷`, `sqrt` and ``DeterministicMath``, so every
/// platform gets the same bits.
enum CIEDE2000 {
  /// A CIELAB colour.
  struct Lab: Equatable {
    var l: Double
    var a: Double
    var b: Double
  }

  /// ΔE₀₀ between two packed pixels (``PixelMath`` layout); 0 when they are equal.
  static func difference(_ first: UInt32, _ second: UInt32) -> Double {
    if first == second { return 0 }
    return difference(lab(first), lab(second))
  }

  /// The CIELAB colour of a packed pixel over white.
  static func lab(_ pixel: UInt32) -> Lab {
    let table = SRGBTransfer.linear
    let alpha = Double(PixelMath.alpha(pixel)) / 255
    var red = table[Int(PixelMath.red(pixel))]
    var green = table[Int(PixelMath.green(pixel))]
    var blue = table[Int(PixelMath.blue(pixel))]
    if alpha < 1 {
      red = red * alpha + (1 - alpha)
      green = green * alpha + (1 - alpha)
      blue = blue * alpha + (1 - alpha)
    }
    // IEC 61966-2-1 matrix from linear sRGB to XYZ, divided by D65's white point.
    let x = (0.412_456_4 * red + 0.357_576_1 * green + 0.180_437_5 * blue) / 0.950_47
    let y = 0.212_672_9 * red + 0.715_152_2 * green + 0.072_175_0 * blue
    let z = (0.019_333_9 * red + 0.119_192_0 * green + 0.950_304_1 * blue) / 1.088_83
    let fx = labCurve(x)
    let fy = labCurve(y)
    let fz = labCurve(z)
    return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// CIELAB's f(t): the cube root above (6/29)³, a line below it.
  private static func labCurve(_ t: Double) -> Double {
    let epsilon = 216.0 / 24389.0  // (6/29)³
    let slope = 841.0 / 108.0  // 1 / (3 (6/29)²)
    return t > epsilon ? DeterministicMath.cbrt(t) : t * slope + 4.0 / 29.0
  }

  /// ΔE₀₀ between two CIELAB colours, following Sharma et al.'s equations (2) to (22).
  static func difference(_ first: Lab, _ second: Lab) -> Double {
    let degree = DeterministicMath.pi / 180
    let pow25to7 = 6_103_515_625.0  // 25⁷
    let c1 = (first.a * first.a + first.b * first.b).squareRoot()
    let c2 = (second.a * second.a + second.b * second.b).squareRoot()
    let cBar = (c1 + c2) / 2
    let cBar7 = seventhPower(cBar)
    let g = 0.5 * (1 - (cBar7 / (cBar7 + pow25to7)).squareRoot())
    let a1 = (1 + g) * first.a
    let a2 = (1 + g) * second.a
    let c1p = (a1 * a1 + first.b * first.b).squareRoot()
    let c2p = (a2 * a2 + second.b * second.b).squareRoot()
    let h1p = hueDegrees(first.b, a1)
    let h2p = hueDegrees(second.b, a2)

    let deltaL = second.l - first.l
    let deltaC = c2p - c1p
    var deltaH = 0.0
    if c1p * c2p != 0 {
      deltaH = h2p - h1p
      if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
    }
    let deltaBigH = 2 * (c1p * c2p).squareRoot() * DeterministicMath.sin(deltaH * degree / 2)

    let lBar = (first.l + second.l) / 2
    let cBarP = (c1p + c2p) / 2
    var hBar = h1p + h2p
    if c1p * c2p != 0 {
      if abs(h1p - h2p) <= 180 {
        hBar = (h1p + h2p) / 2
      } else if h1p + h2p < 360 {
        hBar = (h1p + h2p + 360) / 2
      } else {
        hBar = (h1p + h2p - 360) / 2
      }
    }
    let t =
      1 - 0.17 * DeterministicMath.cos((hBar - 30) * degree)
      + 0.24 * DeterministicMath.cos(2 * hBar * degree)
      + 0.32 * DeterministicMath.cos((3 * hBar + 6) * degree)
      - 0.20 * DeterministicMath.cos((4 * hBar - 63) * degree)
    let hueOffset = (hBar - 275) / 25
    let deltaTheta = 30 * DeterministicMath.exp(-(hueOffset * hueOffset))
    let cBarP7 = seventhPower(cBarP)
    let rc = 2 * (cBarP7 / (cBarP7 + pow25to7)).squareRoot()
    let lOffset = (lBar - 50) * (lBar - 50)
    let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
    let sc = 1 + 0.045 * cBarP
    let sh = 1 + 0.015 * cBarP * t
    let rt = -DeterministicMath.sin(2 * deltaTheta * degree) * rc
    let termL = deltaL / sl
    let termC = deltaC / sc
    let termH = deltaBigH / sh
    return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
  }

  /// The hue angle atan2(b, a′) in degrees, in [0, 360); 0 when both are 0.
  private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
    if a == 0 && b == 0 { return 0 }
    var h = DeterministicMath.atan2(b, a) * (180 / DeterministicMath.pi)
    if h < 0 { h += 360 }
    return h
  }

  private static func seventhPower(_ x: Double) -> Double {
    let x2 = x * x
    return x2 * x2 * x2 * x
  }
}
