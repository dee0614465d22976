import Foundation
import Raster

/// A colour in sRGB with straight alpha, each component from 0 to 1, in the manner of
/// `UIColor`. Immutable, so it can be shared freely. An `NSObject` as on iOS, so an attribute
/// dictionary literal mixing colours, fonts and paragraph styles infers as
/// `[NSAttributedString.Key: NSObject]`; equal and hashed by its components.
public final class Color: NSObject, @unchecked Sendable {
  /// Core Foundation's type word: must stay the first stored property (see
  /// ``CoreFoundationHeader``).
  private let coreFoundationHeader = CoreFoundationHeader()
  public let red: Double
  public let green: Double
  public let blue: Double
  public let alpha: Double

  /// A colour from sRGB components, each clamped to 0...1 (NaN becomes 0).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamp(Double(red))
    self.green = Self.clamp(Double(green))
    self.blue = Self.clamp(Double(blue))
    self.alpha = Self.clamp(Double(alpha))
  }

  /// A colour with no components, as `UIColor()` makes: it draws nothing (clear), so an
  /// initializer of a colour extension that gives up (`self.init()`) compiles as on iOS.
  public override convenience init() {
    self.init(red: 0, green: 0, blue: 0, alpha: 0)
  }

  /// A grey: `white` for red, green and blue.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from 8-bit components.
  public convenience init(_ pixel: RGBA8) {
    self.init(
      red: CGFloat(pixel.red) / 255, green: CGFloat(pixel.green) / 255,
      blue: CGFloat(pixel.blue) / 255, alpha: CGFloat(pixel.alpha) / 255)
  }

  /// A colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); `nil` for
  /// anything else.
  public convenience init?(hex: String) {
    var digits = hex.trimmingCharacters(in: .whitespaces)
    if digits.hasPrefix("#") { digits.removeFirst() }
    guard [3, 6, 8].contains(digits.count), let value = UInt32(digits, radix: 16) else {
      return nil
    }
    switch digits.count {
    case 3:
      let r = (value >> 8) & 15
      let g = (value >> 4) & 15
      let b = value & 15
      self.init(RGBA8(red: UInt8(r * 17), green: UInt8(g * 17), blue: UInt8(b * 17)))
    case 6:
      self.init(
        RGBA8(
          red: UInt8(value >> 16 & 255), green: UInt8(value >> 8 & 255), blue: UInt8(value & 255)))
    default:
      self.init(
        RGBA8(
          red: UInt8(value >> 24), green: UInt8(value >> 16 & 255), blue: UInt8(value >> 8 & 255),
          alpha: UInt8(value & 255)))
    }
  }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: alpha)
  }

  /// The colour in 8 bits per component, each rounded to the nearest level.
  public var rgba8: RGBA8 {
    RGBA8(
      red: Self.level(red), green: Self.level(green), blue: Self.level(blue),
      alpha: Self.level(alpha))
  }

  /// The colour as layers take it (`CGColor` is this type off Apple platforms).
  public var cgColor: Color { self }

  /// Makes this the fill colour of the current graphics context.
  public func setFill() { GraphicsContext.current?.fillColor = self }

  /// Makes this the stroke colour of the current graphics context.
  public func setStroke() { GraphicsContext.current?.strokeColor = self }

  /// Makes this both the fill and the stroke colour.
  public func set() {
    setFill()
    setStroke()
  }

  /// Whether `object` is a colour with the same components.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? Color else { return false }
    return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
  }

  /// A hash of the components, alike for equal colours.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    return hasher.finalize()
  }

  /// `rgba(r, g, b, a)` with components 0–1 to four decimals.
  public override var description: String {
    let parts = [red, green, blue, alpha].map { String(format: "%.4g", $0) }
    return "rgba(" + parts.joined(separator: ", ") + ")"
  }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  private static func level(_ value: Double) -> UInt8 {
    UInt8((value * 255).rounded())
  }
}
