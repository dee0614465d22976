import Foundation

/// How a drawing combines with the pixels under it: the Porter–Duff operators and the PDF
/// separable blend modes (composited source over), as Core Graphics' blend modes.
public enum PixelBlendMode: Sendable, CaseIterable {
  case sourceOver, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver
  case destinationIn, destinationOut, destinationAtop, xor, plusLighter
  case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion

  /// Whether the result depends on the drawing's coverage apart from its colour (where
  /// the drawing covers, what was below goes whatever the drawing paints there).
  public var needsShape: Bool {
    switch self {
    case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .plusLighter:
      true
    default: false
    }
  }
}

/// One pixel of a drawing combined with the pixel under it by a `PixelBlendMode`.
///
/// With a drawing of premultiplied colour S and coverage c (shape × clip) over D, every
/// mode gives `c·B(S, D) + (1 − c)·D`. The inputs are what can be drawn: `S′ = c·S` (the
/// drawing painted as usual) and `c` (the same shape painted opaque), so each formula is
/// written in them: for instance `.sourceAtop`, `B = S·Da + D·(1 − Sa)`, gives
/// `S′·Da + D·(1 − S′a)`, and `.clear`, `B = 0`, gives `D·(1 − c)`. The separable modes
/// composite `S·(1 − Da) + D·(1 − Sa) + Sa·Da·B(Cs, Cd)` on straight colours
/// `Cs = S′/S′a`, `Cd = D/Da`, with the PDF definitions of B.
///
/// Each channel is one sum of byte products (at most 255·255) divided by 255 once,
/// rounded to nearest (`SourceOver.div255`); the division of `.colorDodge` and
/// `.colorBurn` rounds to nearest too, and `.softLight`'s term alone is computed in
/// `Double` (IEEE operations and a square root, correctly rounded on every platform) and
/// rounded to nearest. Results are within one level of the exact value.
public enum BlendModeCompositing {
  /// `source` (premultiplied, coverage applied) drawn with `shape` coverage (0...255) over
  /// `destination` (premultiplied) by `mode`; all packed as `PremultipliedRGBA8.packed`.
  /// Where `shape` is 0 and the source is transparent, the destination is unchanged.
  @inline(__always)
  public static func combine(
    _ mode: PixelBlendMode, source: UInt32, shape: UInt32, destination: UInt32
  ) -> UInt32 {
    let sa = source &>> 24
    let da = destination &>> 24
    let r = sum(mode, source & 0xFF, destination & 0xFF, sa, da, shape, alpha: false)
    let g = sum(mode, source &>> 8 & 0xFF, destination &>> 8 & 0xFF, sa, da, shape, alpha: false)
    let b = sum(mode, source &>> 16 & 0xFF, destination &>> 16 & 0xFF, sa, da, shape, alpha: false)
    let a = sum(mode, sa, da, sa, da, shape, alpha: true)
    return SourceOver.div255(r) | SourceOver.div255(g) &<< 8 | SourceOver.div255(b) &<< 16
      | SourceOver.div255(a) &<< 24
  }

  /// 255 times one channel of the result: `s`, `d` the channel's premultiplied values,
  /// `sa`, `da` the alphas, `c` the coverage; `alpha` when the channel is the alpha.
  @inline(__always)
  static func sum(
    _ mode: PixelBlendMode, _ s: UInt32, _ d: UInt32, _ sa: UInt32, _ da: UInt32,
    _ c: UInt32, alpha: Bool
  ) -> UInt32 {
    switch mode {
    case .sourceOver: return s * 255 + d * (255 - sa)
    case .clear: return d * (255 - c)
    case .copy: return s * 255 + d * (255 - c)
    case .sourceIn: return s * da + d * (255 - c)
    case .sourceOut: return s * (255 - da) + d * (255 - c)
    case .sourceAtop: return s * da + d * (255 - sa)
    case .destinationOver: return s * (255 - da) + d * 255
    case .destinationIn: return d * (255 - c + sa)
    case .destinationOut: return d * (255 - sa)
    case .destinationAtop: return s * (255 - da) + d * (255 - c + sa)
    case .xor: return s * (255 - da) + d * (255 - sa)
    case .plusLighter: return min(c * 255, s * 255 + c * d) + d * (255 - c)
    default:
      let base = s * (255 - da) + d * (255 - sa)
      return base + (alpha ? sa * da : separable(mode, s, d, sa, da))
    }
  }

  /// `Sa·Da·B(Cs, Cd)` in byte-product units (at most `sa·da`) for a separable mode.
  @inline(__always)
  static func separable(
    _ mode: PixelBlendMode, _ s: UInt32, _ d: UInt32, _ sa: UInt32, _ da: UInt32
  ) -> UInt32 {
    let both = sa * da
    switch mode {
    case .multiply: return s * d
    case .screen: return s * da + d * sa - s * d
    case .overlay: return hardLight(d, s, da, sa)
    case .darken: return min(s * da, d * sa)
    case .lighten: return max(s * da, d * sa)
    case .colorDodge:
      guard d > 0 else { return 0 }
      guard s < sa else { return both }
      let gap = sa - s
      return min(both, (sa * sa * d + gap / 2) / gap)
    case .colorBurn:
      guard d < da else { return both }
      guard s > 0 else { return 0 }
      return both - min(both, ((da - d) * sa * sa + s / 2) / s)
    case .softLight: return softLight(s, d, sa, da)
    case .hardLight: return hardLight(s, d, sa, da)
    case .difference: return max(s * da, d * sa) - min(s * da, d * sa)
    case .exclusion: return s * da + d * sa - 2 * s * d
    default: return 0
    }
  }

  /// Hard light of source `s` over backdrop `d` (overlay swaps them).
  @inline(__always)
  static func hardLight(_ s: UInt32, _ d: UInt32, _ sa: UInt32, _ da: UInt32) -> UInt32 {
    2 * s <= sa ? 2 * s * d : sa * da - 2 * (da - d) * (sa - s)
  }

  /// The PDF soft light term, in `Double` and rounded to nearest.
  static func softLight(_ s: UInt32, _ d: UInt32, _ sa: UInt32, _ da: UInt32) -> UInt32 {
    guard sa > 0, da > 0 else { return 0 }
    let cs = Double(s) / Double(sa)
    let cd = Double(d) / Double(da)
    let blended: Double
    if cs <= 0.5 {
      blended = cd - (1 - 2 * cs) * cd * (1 - cd)
    } else {
      let lifted = cd <= 0.25 ? ((16 * cd - 12) * cd + 4) * cd : cd.squareRoot()
      blended = cd + (2 * cs - 1) * (lifted - cd)
    }
    let term = (Double(sa * da) * min(max(blended, 0), 1)).rounded()
    return UInt32(term)
  }
}
