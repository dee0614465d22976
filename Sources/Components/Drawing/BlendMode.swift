import Raster

/// How drawing combines with what is below it (`CGBlendMode`, with its raw values). Every
/// mode is drawn except `.hue`, `.saturation`, `.color`, `.luminosity` and `.plusDarker`,
/// which draw as `.normal` (`CGContext.setBlendMode(_:)`).
public enum BlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy
  case sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter

  /// The renderer's mode, or `nil` for one drawn as `.normal` (source over, today's path).
  var pixelMode: PixelBlendMode? {
    switch self {
    case .normal, .hue, .saturation, .color, .luminosity, .plusDarker: nil
    case .multiply: .multiply
    case .screen: .screen
    case .overlay: .overlay
    case .darken: .darken
    case .lighten: .lighten
    case .colorDodge: .colorDodge
    case .colorBurn: .colorBurn
    case .softLight: .softLight
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .clear: .clear
    case .copy: .copy
    case .sourceIn: .sourceIn
    case .sourceOut: .sourceOut
    case .sourceAtop: .sourceAtop
    case .destinationOver: .destinationOver
    case .destinationIn: .destinationIn
    case .destinationOut: .destinationOut
    case .destinationAtop: .destinationAtop
    case .xor: .xor
    case .plusLighter: .plusLighter
    }
  }
}
