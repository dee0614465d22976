import Components
import Foundation

#if !canImport(Darwin)
  extension GraphicsGradient {
    /// A gradient of the `CGColor`s in an `NSArray`, which iOS passes where a `CFArray` is
    /// asked for (toll-free bridging); otherwise as `init(colorsSpace:colors:locations:)`.
    public convenience init?(colorsSpace space: ColorSpace?, colors: NSArray, locations: [CGFloat]?)
    {
      self.init(colorsSpace: space, colors: colors.map { $0 }, locations: locations)
    }
  }
#endif
