import Foundation
import TestSupport
import Testing

@testable import Raster

@Suite("Blend modes combining one pixel")
struct BlendModeCompositingTests {
  /// The exact result, in levels (0...255): `c·B(S, D) + (1 − c)·D` with `S = S′/c`, for
  /// the Porter–Duff B of the mode or the PDF separable one composited source over.
  static func reference(
    _ mode: PixelBlendMode, source: [Double], shape c: Double, destination d: [Double]
  ) -> [Double] {
    guard c > 0 else { return d.map { $0 * 255 } }
    let s = source.map { $0 / c }
    let sa = s[3]
    let da = d[3]
    var result = [Double](repeating: 0, count: 4)
    for k in 0..<4 {
      let b: Double
      switch mode {
      case .sourceOver: b = s[k] + d[k] * (1 - sa)
      case .clear: b = 0
      case .copy: b = s[k]
      case .sourceIn: b = s[k] * da
      case .sourceOut: b = s[k] * (1 - da)
      case .sourceAtop: b = s[k] * da + d[k] * (1 - sa)
      case .destinationOver: b = s[k] * (1 - da) + d[k]
      case .destinationIn: b = d[k] * sa
      case .destinationOut: b = d[k] * (1 - sa)
      case .destinationAtop: b = s[k] * (1 - da) + d[k] * sa
      case .xor: b = s[k] * (1 - da) + d[k] * (1 - sa)
      case .plusLighter: b = min(1, s[k] + d[k])
      default:
        let term: Double
        if k == 3 {
          term = sa * da
        } else {
          let cs = sa > 0 ? s[k] / sa : 0
          let cd = da > 0 ? d[k] / da : 0
          term = sa * da * separable(mode, cs, cd)
        }
        b = s[k] * (1 - da) + d[k] * (1 - sa) + term
      }
      result[k] = (c * b + (1 - c) * d[k]) * 255
    }
    return result
  }

  /// The PDF separable blend function B(Cs, Cb).
  static func separable(_ mode: PixelBlendMode, _ cs: Double, _ cb: Double) -> Double {
    func hardLight(_ cs: Double, _ cb: Double) -> Double {
      cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }
    switch mode {
    case .multiply: return cs * cb
    case .screen: return cs + cb - cs * cb
    case .overlay: return hardLight(cb, cs)
    case .darken: return min(cs, cb)
    case .lighten: return max(cs, cb)
    case .colorDodge:
      if cb == 0 { return 0 }
      if cs >= 1 { return 1 }
      return min(1, cb / (1 - cs))
    case .colorBurn:
      if cb >= 1 { return 1 }
      if cs == 0 { return 0 }
      return 1 - min(1, (1 - cb) / cs)
    case .softLight:
      if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
      let lifted = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
      return cb + (2 * cs - 1) * (lifted - cb)
    case .hardLight: return hardLight(cs, cb)
    case .difference: return abs(cs - cb)
    case .exclusion: return cs + cb - 2 * cs * cb
    default: return cs
    }
  }

  /// A random premultiplied pixel: a random alpha, then channels up to it.
  static func pixel(_ random: inout SplitMix64) -> PremultipliedRGBA8 {
    let alpha = UInt8.random(in: 0...255, using: &random)
    func channel() -> UInt8 { UInt8.random(in: 0...alpha, using: &random) }
    return PremultipliedRGBA8(red: channel(), green: channel(), blue: channel(), alpha: alpha)
  }

  static func channels(_ pixel: PremultipliedRGBA8) -> [Double] {
    [pixel.red, pixel.green, pixel.blue, pixel.alpha].map { Double($0) / 255 }
  }

  @Test(arguments: PixelBlendMode.allCases)
  func everyModeIsWithinOneLevelOfTheExactFormula(_ mode: PixelBlendMode) {
    var random = SplitMix64(seed: 0xB1E4D)
    var worst = 0.0
    for trial in 0..<20_000 {
      // A drawing's colour S and coverage c; what is drawn of it is S′ = c·S, rounded.
      let drawn = Self.pixel(&random)
      let c = trial % 8 == 0 ? 255 : UInt32.random(in: 0...255, using: &random)
      let source = SourceOver.scale(drawn.packed, by: c)
      let destination = Self.pixel(&random)
      let result = PremultipliedRGBA8(
        packed: BlendModeCompositing.combine(
          mode, source: source, shape: c, destination: destination.packed))
      let exact = Self.reference(
        mode, source: Self.channels(PremultipliedRGBA8(packed: source)), shape: Double(c) / 255,
        destination: Self.channels(destination))
      let got = [result.red, result.green, result.blue, result.alpha]
      for k in 0..<4 { worst = max(worst, abs(Double(got[k]) - exact[k])) }
      #expect(
        result.red <= result.alpha && result.green <= result.alpha && result.blue <= result.alpha,
        "\(mode): premultiplied")
    }
    #expect(worst <= 1, "\(mode): \(worst) levels off")
  }

  @Test(arguments: PixelBlendMode.allCases)
  func nothingDrawnLeavesThePixel(_ mode: PixelBlendMode) {
    var random = SplitMix64(seed: 7)
    for _ in 0..<1_000 {
      let destination = Self.pixel(&random).packed
      #expect(
        BlendModeCompositing.combine(mode, source: 0, shape: 0, destination: destination)
          == destination)
    }
  }
}
