import Components
import Foundation
import Raster

/// `UIImage`'s names.
extension Image {
  /// The image called `name` (`UIImage(named:)`), as ``init(named:in:compatibleWith:)``
  /// finds it in the main bundle.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image called `name` in the registered image folders (``ImageCatalog``), else
  /// among `bundle`'s resources (the main bundle's when `nil`): a `NAME.png` file or a
  /// `NAME.imageset` folder, then an image set of the asset catalogs there; the traits are
  /// ignored. A name found nowhere is `nil`, with a warning (once per name) that says where
  /// the search looked. `Bundle(for:)` is the main bundle on Linux, where on iOS it is the framework
  /// holding the class and its images, so the main bundle's search takes in the SwiftPM
  /// resource bundles beside it (`Package_Target.resources`), as `Bundle.module` would
  /// name one.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
  ) {
    let bundle = bundle ?? .main
    let catalogs = BundleAssetCatalogs.shared
    let folders = catalogs.resourceFolders(of: bundle)
    guard
      let image = ImageCatalog.shared.image(named: name, orIn: folders)
        ?? catalogs.image(named: name, in: bundle, scale: ImageCatalog.preferredScale)
    else {
      MissingResourceWarnings.warnOnce(
        "UIImage(named: \"\(name)\")", searched: ImageCatalog.shared.searchFolders + folders)
      return nil
    }
    self.init(bitmap: image.bitmap, scale: image.scale)
  }

  /// The folders `UIImage(named:in:compatibleWith:)` searches in `bundle`: its resources,
  /// and for the main bundle the resource bundles beside it, in name order.
  static func resourceFolders(of bundle: Bundle) -> [String] {
    var folders = [bundle.resourcePath ?? bundle.bundlePath]
    guard bundle.bundlePath == Bundle.main.bundlePath else { return folders }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle.bundlePath)) ?? []
    for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
      folders.append(bundle.bundlePath + "/" + name)
    }
    return folders
  }

  /// A stand-in for the SF Symbol `name` (``SymbolStandIns``): a template image of about the
  /// symbol's size showing the nearest glyph of a free icon font; `nil` for a name that
  /// cannot be a symbol's (empty, or other than lowercase letters, digits and dots).
  public convenience init?(systemName name: String) {
    self.init(standingInFor: name, configuration: nil)
  }

  /// The stand-in for the symbol `name` drawn with `configuration`.
  convenience init?(standingInFor name: String, configuration: SymbolConfiguration?) {
    guard let image = SymbolStandIns.image(named: name, configuration: configuration) else {
      return nil
    }
    self.init(bitmap: image.bitmap, scale: image.scale, renderingMode: image.renderingMode)
    symbolName = name
    symbolConfiguration = configuration
    symbolRedraw = image.symbolRedraw
  }

  /// An empty image, 0 × 0 points (`UIImage()`): it draws nothing.
  public convenience init() {
    self.init(bitmap: Bitmap(width: 0, height: 0))
  }

  /// The image of a `CGImage` (an ``Image`` on this platform) at scale 1, as in UIKit: a
  /// `CGImage` has pixels, not points.
  public convenience init(cgImage: Image) {
    self.init(bitmap: cgImage.bitmap, scale: 1)
  }

  /// The image of a `CGImage` at `scale` pixels per point.
  public convenience init(cgImage: Image, scale: CGFloat) {
    self.init(bitmap: cgImage.bitmap, scale: scale)
  }

  /// The image as layers and contexts take it (`CGImage` is ``Image`` on this platform).
  public var cgImage: Image? { self }

  /// Draws the image, in its own colours, stretched to `rect` in the current context.
  public func draw(in rect: CGRect) {
    GraphicsContext.current?.drawUpright(self, in: rect)
  }

  /// Draws the image at its size in points with its top-left corner at `point`.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image stretched to `rect`, combined with what lies below by `blendMode` at
  /// `alpha` (`GraphicsContext.setBlendMode(_:)`, `setAlpha(_:)`).
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = GraphicsContext.current else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    draw(in: rect)
    context.restoreGState()
  }

  /// Draws the image at its size with its top-left corner at `point`, combined by
  /// `blendMode` at `alpha`.
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }
}

extension Image {
  /// How an image is turned for display (`UIImage.Orientation`).
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The image of a `CGImage` at `scale`; `orientation` is not applied, so the image is
  /// drawn upright as `.up` draws it.
  public convenience init(cgImage: Image, scale: CGFloat, orientation: Orientation) {
    self.init(bitmap: cgImage.bitmap, scale: scale)
  }

  /// Always `.up`: images are drawn as stored.
  public var imageOrientation: Orientation { .up }
}

extension Image {
  /// The image marked to be mirrored in right-to-left layouts
  /// (`imageFlippedForRightToLeftLayoutDirection()`): a render lays out left to right, so
  /// it is drawn as it is.
  public func imageFlippedForRightToLeftLayoutDirection() -> Image { self }

  /// Whether the image is mirrored in right-to-left layouts; `false`, as a render lays out
  /// left to right.
  public var flipsForRightToLeftLayoutDirection: Bool { false }
}
