import Components
import Foundation

/// `UIColor`'s initializers and component accessors.
extension Color {
  /// A colour from hue, saturation and brightness, each from 0 to 1 (hue wraps around),
  /// converted to sRGB as UIKit does (HSB is another way of writing sRGB).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A colour from Display P3 components, taken here as sRGB components: no gamut
  /// conversion is made, so colours outside sRGB come out less saturated than on a P3
  /// screen, and colours inside it slightly more.
  public convenience init(
    displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  ) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour of a `CGColor`, which is a ``Color`` on this platform.
  public convenience init(cgColor: Color) {
    self.init(
      red: CGFloat(cgColor.red), green: CGFloat(cgColor.green), blue: CGFloat(cgColor.blue),
      alpha: CGFloat(cgColor.alpha))
  }

  /// The colour `dynamicProvider` gives for the traits of the build or render in progress:
  /// always the light appearance. It is resolved once, when created.
  public convenience init(dynamicProvider: (TraitCollection) -> Color) {
    let color = dynamicProvider(TraitCollection.current)
    self.init(cgColor: color)
  }

  /// The colour for `traitCollection`: the colour itself, as colours here are resolved
  /// when created.
  public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }

  /// Writes the sRGB components; always succeeds (`true`).
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = CGFloat(self.red)
    green?.pointee = CGFloat(self.green)
    blue?.pointee = CGFloat(self.blue)
    alpha?.pointee = CGFloat(self.alpha)
    return true
  }

  /// Writes the grey level and alpha; succeeds (`true`) only for greys (equal red, green
  /// and blue), as UIKit does for colours outside a grey colour space.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard red == green, green == blue else { return false }
    white?.pointee = CGFloat(red)
    alpha?.pointee = CGFloat(self.alpha)
    return true
  }

  /// Writes hue, saturation, brightness (each 0 to 1) and alpha; always succeeds (`true`).
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let maximum = max(red, green, blue)
    let delta = maximum - min(red, green, blue)
    var h = 0.0
    if delta > 0 {
      if maximum == red {
        h = (green - blue) / delta
      } else if maximum == green {
        h = 2 + (blue - red) / delta
      } else {
        h = 4 + (red - green) / delta
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = CGFloat(h)
    saturation?.pointee = CGFloat(maximum > 0 ? delta / maximum : 0)
    brightness?.pointee = CGFloat(maximum)
    alpha?.pointee = CGFloat(self.alpha)
    return true
  }

  /// The sRGB components of an HSB colour (the hexcone model).
  private static func rgb(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat
  ) -> (CGFloat, CGFloat, CGFloat) {
    guard hue.isFinite else { return (brightness, brightness, brightness) }
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    var h = hue - hue.rounded(.down)
    h *= 6
    let sector = min(Int(h), 5)
    let f = h - CGFloat(sector)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch sector {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }
}

/// `UIColor`'s colours made from other things than components.
extension Color {
  /// A colour that tiles `image` (`init(patternImage:)`), drawn here as the image's mean
  /// colour weighted by alpha, since fills do not tile images.
  public convenience init(patternImage image: Image) {
    let bitmap = image.bitmap
    var red = 0
    var green = 0
    var blue = 0
    var alpha = 0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let pixel = bitmap[x, y]
        let a = Int(pixel.alpha)
        red += Int(pixel.red) * a
        green += Int(pixel.green) * a
        blue += Int(pixel.blue) * a
        alpha += a
      }
    }
    let count = bitmap.width * bitmap.height
    guard alpha > 0, count > 0 else {
      self.init(red: 0, green: 0, blue: 0, alpha: 0)
      return
    }
    let weight = CGFloat(alpha) * 255
    self.init(
      red: CGFloat(red) / weight, green: CGFloat(green) / weight, blue: CGFloat(blue) / weight,
      alpha: CGFloat(alpha) / CGFloat(count * 255))
  }

  /// The colour set called `name` (`UIColor(named:)`), as
  /// ``init(named:in:compatibleWith:)`` finds it in the main bundle.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The colour set called `name`: one registered in ``ColorCatalog`` (an asset catalog's
  /// `register()`), else one in the asset catalogs among `bundle`'s resources (the main
  /// bundle's when `nil`, which takes in the SwiftPM resource bundles beside it); `nil`
  /// when none has it, as on iOS, with a warning (once per name) that says where the search
  /// looked. The universal appearance is used; the traits are ignored.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
  ) {
    let bundle = bundle ?? .main
    guard
      let color = ColorCatalog.shared.color(named: name)
        ?? BundleAssetCatalogs.shared.color(named: name, in: bundle)
    else {
      MissingResourceWarnings.warnOnce(
        "UIColor(named: \"\(name)\")",
        searched: BundleAssetCatalogs.shared.resourceFolders(of: bundle))
      return nil
    }
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}
