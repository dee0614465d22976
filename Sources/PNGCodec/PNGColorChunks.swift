/// The colour-space chunks of a PNG: sRGB, gAMA, cHRM, iCCP and cICP.
///
/// Decoding never converts colours; these facts let a caller warn when a reference image
/// came from a wide-gamut or otherwise non-sRGB source, where the same bytes mean other
/// colours than the renderer's sRGB.
public struct PNGColorChunks: Equatable, Sendable, Codable {
  /// The sRGB chunk's rendering intent (0 perceptual, 1 relative colorimetric,
  /// 2 saturation, 3 absolute colorimetric), or `nil` without an sRGB chunk.
  public var srgbIntent: Int?
  /// The gAMA chunk's value as stored (gamma × 100000), or `nil`.
  public var gamma: Int?
  /// The cHRM chunk's eight values as stored (× 100000): white x, y, red x, y, green x, y,
  /// blue x, y; or `nil`.
  public var chromaticities: [Int]?
  /// The iCCP chunk's profile name, or `nil` without an iCCP chunk.
  public var iccProfileName: String?
  /// The cICP chunk's four bytes (colour primaries, transfer function, matrix
  /// coefficients, full-range flag), or `nil`.
  public var cicp: [Int]?

  public init(
    srgbIntent: Int? = nil, gamma: Int? = nil, chromaticities: [Int]? = nil,
    iccProfileName: String? = nil, cicp: [Int]? = nil
  ) {
    self.srgbIntent = srgbIntent
    self.gamma = gamma
    self.chromaticities = chromaticities
    self.iccProfileName = iccProfileName
    self.cicp = cicp
  }

  /// Whether no colour chunk is present at all.
  public var isEmpty: Bool {
    srgbIntent == nil && gamma == nil && chromaticities == nil && iccProfileName == nil
      && cicp == nil
  }

  /// Why the image's colours may not be plain sRGB, or `nil` when they are (no colour
  /// chunks, an sRGB chunk, an sRGB-named ICC profile, gAMA of 1/2.2 with sRGB primaries,
  /// or cICP BT.709 primaries with the sRGB transfer).
  public var nonSRGBReason: String? {
    if let cicp {
      if cicp.count == 4, cicp[0] == 1, cicp[1] == 13 { return nil }
      return "cICP says primaries \(cicp.first ?? -1), transfer \(cicp.dropFirst().first ?? -1) "
        + "(sRGB is 1, 13)"
    }
    if srgbIntent != nil { return nil }
    if let name = iccProfileName {
      let lowered = name.lowercased()
      if lowered.contains("srgb") || lowered.contains("61966") { return nil }
      return "embedded ICC profile \"\(name)\""
    }
    if let chromaticities, chromaticities != Self.srgbChromaticities {
      return
        "cHRM gives primaries other than sRGB's (\(chromaticities.map(String.init).joined(separator: " ")))"
    }
    // 45455 is 1/2.2 × 100000, the value an sRGB-aware encoder writes; allow rounding.
    if let gamma, abs(gamma - 45455) > 100 {
      return "gAMA is \(Double(gamma) / 100000) (sRGB is about 0.45455)"
    }
    return nil
  }

  /// sRGB's white point and primaries as cHRM stores them (PNG specification, 11.3.3.1).
  public static let srgbChromaticities = [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000]
}
