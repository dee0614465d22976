/// One pixel: 8-bit red, green, blue and alpha, straight (not premultiplied) alpha.
public struct RGBA8: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  @inlinable
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Transparent black, the value of every pixel in a new bitmap.
  public static let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = RGBA8(red: 0, green: 0, blue: 0)
  public static let white = RGBA8(red: 255, green: 255, blue: 255)
}

extension RGBA8: CustomStringConvertible {
  /// `#RRGGBBAA` in upper-case hex.
  public var description: String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for byte in [red, green, blue, alpha] {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return text
  }
}
