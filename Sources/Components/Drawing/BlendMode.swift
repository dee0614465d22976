/// How drawing combines with what is below it (`CGBlendMode`). The renderer composites
/// source over destination only: `.normal` is exact, and every other mode draws as
/// `.normal` (documented at `CGContext.setBlendMode(_:)`).
public enum BlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy
  case sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter
}
