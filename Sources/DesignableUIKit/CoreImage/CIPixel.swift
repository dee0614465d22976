import Components
import Foundation
import Raster

/// One pixel of a Core Image image: red, green, blue and alpha from 0 to 1, sRGB-encoded,
/// premultiplied by alpha unless a filter has asked for the colour alone
/// (``unpremultiplied``).
struct CIPixel: Equatable, Sendable {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double

  static let clear = CIPixel(red: 0, green: 0, blue: 0, alpha: 0)

  init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The colour, premultiplied.
  init(_ color: CIColor) {
    let alpha = Double(color.alpha)
    self.init(
      red: Double(color.red) * alpha, green: Double(color.green) * alpha,
      blue: Double(color.blue) * alpha, alpha: alpha)
  }

  /// The straight-alpha pixel of `bitmap` at byte `index`, premultiplied.
  init(_ bitmap: Bitmap, index: Int) {
    let alpha = Double(bitmap.bytes[index + 3]) / 255
    self.init(
      red: Double(bitmap.bytes[index]) / 255 * alpha,
      green: Double(bitmap.bytes[index + 1]) / 255 * alpha,
      blue: Double(bitmap.bytes[index + 2]) / 255 * alpha, alpha: alpha)
  }

  /// The colour without its alpha multiplied in (alpha kept); clear stays clear.
  var unpremultiplied: CIPixel {
    guard alpha > 0 else { return .clear }
    return CIPixel(red: red / alpha, green: green / alpha, blue: blue / alpha, alpha: alpha)
  }

  /// The straight colour with its alpha multiplied in, every component clamped to 0...1.
  var premultiplied: CIPixel {
    let a = Self.unit(alpha)
    return CIPixel(
      red: Self.unit(red) * a, green: Self.unit(green) * a, blue: Self.unit(blue) * a, alpha: a)
  }

  /// This premultiplied pixel over `below` (source over).
  func over(_ below: CIPixel) -> CIPixel {
    let rest = 1 - alpha
    return CIPixel(
      red: red + below.red * rest, green: green + below.green * rest,
      blue: blue + below.blue * rest, alpha: alpha + below.alpha * rest)
  }

  /// Writes this premultiplied pixel into `bitmap` at byte `index` in straight alpha.
  func store(into bitmap: inout Bitmap, index: Int) {
    let a = Self.unit(alpha)
    let byteAlpha = Self.byte(a)
    guard byteAlpha > 0 else { return }
    bitmap.bytes[index] = Self.byte(red / a)
    bitmap.bytes[index + 1] = Self.byte(green / a)
    bitmap.bytes[index + 2] = Self.byte(blue / a)
    bitmap.bytes[index + 3] = byteAlpha
  }

  /// The weighted sum of the colour components with Rec. 709's luma weights, which Core
  /// Image's colour filters use.
  var luma: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

  static func unit(_ value: Double) -> Double {
    value > 0 ? min(value, 1) : 0
  }

  static func byte(_ value: Double) -> UInt8 {
    UInt8((unit(value) * 255).rounded())
  }
}
