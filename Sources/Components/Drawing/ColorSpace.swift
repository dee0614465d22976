/// A colour space (`CGColorSpace`). Every colour here is device RGB (sRGB), so the space
/// only records its name.
public final class ColorSpace: @unchecked Sendable {
  /// The space's name, such as `"kCGColorSpaceDeviceRGB"`.
  public let name: String?

  public init(name: String?) { self.name = name }

  /// The device RGB space (`CGColorSpaceCreateDeviceRGB()`).
  public static let deviceRGB = ColorSpace(name: "kCGColorSpaceDeviceRGB")
}
