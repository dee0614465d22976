import Components
import Foundation

#if !canImport(Darwin)
  /// Colour spaces by name, as Core Graphics names them. Every colour here is drawn in sRGB,
  /// so a space's name is kept and its ``CGColorSpaceModel`` read from it; nothing converts.
  extension ColorSpace {
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"

    /// The space named `name` (`CGColorSpace(name:)`); optional, as on iOS, and never `nil`
    /// here.
    public convenience init?(name: String) {
      self.init(name: Optional(name))
    }
  }

  /// The device grey colour space (`CGColorSpaceCreateDeviceGray()`).
  public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: Optional("kCGColorSpaceDeviceGray"))
  }

  /// How a colour is mapped into a space it does not fit (`CGColorRenderingIntent`).
  public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
  }

  extension CGContext {
    /// Accepted and ignored (`setRenderingIntent(_:)`): every colour here is sRGB, drawn
    /// into sRGB, so there is nothing to map.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}
  }

  extension CGColor {
    /// A grey (`CGColor(gray:alpha:)`), kept in sRGB as every colour here.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
      self.init(white: gray, alpha: alpha)
    }

    /// A colour from the components of `space` (`CGColor(colorSpace:components:)`): grey
    /// and alpha for a monochrome space, else red, green, blue and alpha.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
      if space.model == .monochrome {
        self.init(white: components[0], alpha: components[1])
      } else if space.model == .rgb {
        self.init(
          red: components[0], green: components[1], blue: components[2], alpha: components[3])
      } else {
        return nil
      }
    }

    /// The colour in `space` (`converted(to:intent:options:)`): the colour itself, as every
    /// colour here is in sRGB already.
    public func converted(
      to space: CGColorSpace, intent: CGColorRenderingIntent, options: NSDictionary?
    ) -> CGColor? { self }
  }
#endif
