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

    /// A gradient whose locations are read from memory, one for each colour, as Core
    /// Graphics takes them (`locations: UnsafePointer<CGFloat>?`); `nil` spaces the colours
    /// evenly.
    @_disfavoredOverload
    public convenience init?(
      colorsSpace space: ColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?
    ) {
      let stops = locations.map { Array(UnsafeBufferPointer(start: $0, count: colors.count)) }
      self.init(colorsSpace: space, colors: colors, locations: stops)
    }

    /// The colours of an `NSArray`, the locations read from memory.
    @_disfavoredOverload
    public convenience init?(
      colorsSpace space: ColorSpace?, colors: NSArray, locations: UnsafePointer<CGFloat>?
    ) {
      self.init(colorsSpace: space, colors: colors.map { $0 }, locations: locations)
    }
  }
#endif
