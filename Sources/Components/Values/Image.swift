import Foundation
import PNGCodec
import Raster

/// A picture with a scale, in the manner of `UIImage`: its size in points is its pixel size
/// divided by its scale.
public final class Image: @unchecked Sendable {
  /// The pixels.
  public let bitmap: Bitmap
  /// Pixels per point (1, 2 or 3 for `@2x`/`@3x` files).
  public let scale: CGFloat
  /// Whether views draw the image as it is or as a mask tinted with their tint colour.
  public let renderingMode: RenderingMode
  /// The edges, in points, that keep their size when the image is drawn larger or smaller
  /// (`UIImage.capInsets`); the part between them fills the rest as ``resizingMode`` says.
  /// Zero for an image stretched as a whole.
  public let capInsets: EdgeInsets
  /// How the part inside ``capInsets`` fills the rest (`UIImage.resizingMode`).
  public let resizingMode: ResizingMode

  /// How an image is drawn (`UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable {
    /// As the context decides: image views draw it as it is.
    case automatic
    /// As it is, in its own colours.
    case alwaysOriginal
    /// As a mask: its alpha, filled with the tint colour of the view that shows it.
    case alwaysTemplate
  }

  /// An image of `bitmap` at `scale` pixels per point (1 when `scale` is not a positive,
  /// finite number), resizable when `capInsets` is not zero.
  public init(
    bitmap: Bitmap, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
    capInsets: EdgeInsets = .zero, resizingMode: ResizingMode = .tile
  ) {
    self.bitmap = bitmap
    self.scale = scale > 0 && scale.isFinite ? scale : 1
    self.renderingMode = renderingMode
    self.capInsets = capInsets
    self.resizingMode = resizingMode
  }

  /// Insets from the image's edges to the part layout aligns by
  /// (`UIImage.alignmentRectInsets`); zero unless set by ``withAlignmentRectInsets(_:)``.
  public private(set) var alignmentRectInsets = EdgeInsets.zero

  /// The name of the symbol the image stands in for (`UIImage(systemName:)`), or `nil`.
  public package(set) var symbolName: String?
  /// The configuration the symbol was drawn with (`UIImage.symbolConfiguration`).
  public package(set) var symbolConfiguration: SymbolConfiguration?

  /// Whether the image stands in for a symbol (`UIImage.isSymbolImage`).
  public var isSymbolImage: Bool { symbolName != nil }
  /// Draws the symbol again with another configuration; set by what made the stand-in.
  package var symbolRedraw: (@Sendable (SymbolConfiguration) -> Image?)?

  /// The symbol drawn again with `configuration` applied over its own, keeping the rendering
  /// mode (an image view's or a button's preferred symbol configuration); any other image,
  /// or a `nil` configuration, gives the image itself.
  public func applyingPreferredSymbolConfiguration(_ configuration: SymbolConfiguration?)
    -> Image
  {
    guard let configuration, isSymbolImage else { return self }
    return redrawnSymbol((symbolConfiguration ?? .unspecified).applying(configuration)) ?? self
  }

  /// The symbol drawn again with `configuration` alone, keeping this image's rendering mode
  /// unless the configuration gives colours; `nil` for an image that is not a symbol's
  /// stand-in.
  package func redrawnSymbol(_ configuration: SymbolConfiguration) -> Image? {
    guard let image = symbolRedraw?(configuration) else { return nil }
    return image.renderingMode == renderingMode || !configuration.colors.isEmpty
      ? image : image.withRenderingMode(renderingMode)
  }

  /// The same image with another rendering mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    let image = Image(
      bitmap: bitmap, scale: scale, renderingMode: renderingMode, capInsets: capInsets,
      resizingMode: resizingMode)
    image.alignmentRectInsets = alignmentRectInsets
    image.symbolName = symbolName
    image.symbolConfiguration = symbolConfiguration
    image.symbolRedraw = symbolRedraw
    return image
  }

  /// The same image with other alignment insets (`withAlignmentRectInsets(_:)`).
  public func withAlignmentRectInsets(_ insets: EdgeInsets) -> Image {
    let image = withRenderingMode(renderingMode)
    image.alignmentRectInsets = insets
    return image
  }

  /// The image's alpha filled with `color` (each pixel's alpha times the colour's),
  /// drawn as it is (`UIImage.withTintColor(_:)`).
  public func withTintColor(_ color: Color) -> Image {
    withTintColor(color, renderingMode: .alwaysOriginal)
  }

  /// The image's alpha filled with `color`, with `renderingMode`
  /// (`withTintColor(_:renderingMode:)`).
  public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
    let image = Image(bitmap: tinted(color), scale: scale, renderingMode: renderingMode)
    image.alignmentRectInsets = alignmentRectInsets
    return image
  }

  /// The pixels of the image as a mask filled with `color`, in straight alpha.
  func tinted(_ color: Color) -> Bitmap {
    let tint = color.rgba8
    var result = bitmap
    for index in Swift.stride(from: 0, to: result.bytes.count, by: 4) {
      let alpha = (UInt32(result.bytes[index + 3]) * UInt32(tint.alpha) + 127) / 255
      result.bytes[index] = tint.red
      result.bytes[index + 1] = tint.green
      result.bytes[index + 2] = tint.blue
      result.bytes[index + 3] = UInt8(alpha)
    }
    return result
  }

  /// The size in points.
  public var size: CGSize {
    CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
  }

  /// An image from PNG data; `nil` when the data is not a valid PNG.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let bitmap = try? PNGDecoder().decode(Array(data)) else { return nil }
    self.init(bitmap: bitmap, scale: scale)
  }

  /// An image from a PNG file; the scale comes from an `@2x`/`@3x` suffix. `nil` when the
  /// file cannot be read or is not a valid PNG (``ImageCatalog/load(path:)`` says why).
  public convenience init?(contentsOfFile path: String) {
    guard let image = try? ImageCatalog.load(path: path) else { return nil }
    self.init(bitmap: image.bitmap, scale: image.scale)
  }

  /// An image by name from the registered image folders (``ImageCatalog``), as Interface
  /// Builder's image attributes name images; `nil` when no folder has it. Disfavoured:
  /// UIKit's `UIImage(named:)` also searches the main bundle's resources.
  @_disfavoredOverload
  public convenience init?(named name: String) {
    guard let image = ImageCatalog.shared.image(named: name) else { return nil }
    self.init(bitmap: image.bitmap, scale: image.scale)
  }
}

/// Where images are found by name: folders searched in order for `NAME.png`,
/// `NAME@2x.png`, `NAME@3x.png` (the variant nearest the render scale wins) and for
/// `NAME.imageset` folders of asset catalogs.
public final class ImageCatalog: @unchecked Sendable {
  /// The catalog `Image(named:)` uses.
  public static let shared = ImageCatalog()

  private let lock = NSLock()
  private var folders: [String] = []
  private var cache: [String: Image] = [:]
  private var registered: [String: Image] = [:]
  private var undrawable: [String: String] = [:]

  /// The scale to prefer among `@1x`/`@2x`/`@3x` variants; the renderer sets it.
  @TaskLocal public static var preferredScale: CGFloat = 1

  /// Adds a folder to search (for example a project's `Images` or `.xcassets` folder).
  public func addFolder(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    if !folders.contains(path) { folders.append(path) }
    cache.removeAll()
  }

  /// Registers an image under a name; it wins over files of the same name.
  public func register(_ image: Image, named name: String) {
    lock.lock()
    defer { lock.unlock() }
    registered[name] = image
  }

  /// Records that an image called `name` exists but cannot be drawn here (an asset
  /// catalog's image set holding only a PDF), and why, for the error that names it.
  public func registerUndrawable(named name: String, reason: String) {
    lock.lock()
    defer { lock.unlock() }
    undrawable[name] = reason
  }

  /// Why the image called `name` cannot be drawn, when it was recorded as undrawable.
  public func undrawableReason(named name: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    return undrawable[name]
  }

  /// The folders searched, in order.
  public var searchFolders: [String] {
    lock.lock()
    defer { lock.unlock() }
    return folders
  }

  /// The image called `name` at the preferred scale, or `nil`; `"logo.png"` finds what
  /// `"logo"` does.
  public func image(named name: String) -> Image? {
    let scale = Self.preferredScale
    let key = "\(name)@\(scale)"
    lock.lock()
    let bare = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    if let image = registered[name] ?? registered[bare] {
      lock.unlock()
      return image
    }
    if let cached = cache[key] {
      lock.unlock()
      return cached
    }
    let searched = folders
    lock.unlock()
    guard let path = Self.find(name, scale: scale, in: searched),
      let image = try? Self.load(path: path)
    else { return nil }
    lock.lock()
    cache[key] = image
    lock.unlock()
    return image
  }

  /// The image called `name` in the registered folders, else in `folders` (a bundle's
  /// resources) at the preferred scale, or `nil`. Images found in `folders` are not cached.
  public func image(named name: String, orIn folders: [String]) -> Image? {
    if let image = image(named: name) { return image }
    guard let path = Self.find(name, scale: Self.preferredScale, in: folders) else { return nil }
    return try? Self.load(path: path)
  }

  /// Reads a PNG file, taking the scale from an `@2x`/`@3x` suffix.
  /// - Throws: ``PNGError`` when the file cannot be read or is not a valid PNG.
  public static func load(path: String) throws -> Image {
    let bitmap = try PNGFile.read(path).bitmap
    let base = (path as NSString).deletingPathExtension
    let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
    return Image(bitmap: bitmap, scale: scale)
  }

  /// The best file for `name`: the variant whose scale is nearest `scale`, preferring the
  /// larger on a tie.
  /// A name that climbs out of its folder (`..`) or is absolute finds nothing: a document
  /// names images, not files.
  static func find(_ name: String, scale: CGFloat, in folders: [String]) -> String? {
    guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return nil }
    let manager = FileManager.default
    let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    for folder in folders {
      var candidates: [(CGFloat, String)] = []
      for (suffix, variant) in [("", CGFloat(1)), ("@2x", 2), ("@3x", 3)] {
        for directory in [folder, folder + "/" + base + ".imageset"] {
          let path = directory + "/" + base + suffix + ".png"
          if manager.fileExists(atPath: path) { candidates.append((variant, path)) }
        }
      }
      let best = candidates.min { lhs, rhs in
        let l = abs(lhs.0 - scale)
        let r = abs(rhs.0 - scale)
        return l != r ? l < r : lhs.0 > rhs.0
      }
      if let best { return best.1 }
    }
    return nil
  }
}
