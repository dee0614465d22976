import Components
import Foundation
import Typesetting

/// Stand-ins for SF Symbols, which are Apple's and not available off Apple platforms.
///
/// `UIImage(systemName:)` gives a template image (tinted by the view that shows it, as a
/// symbol is) of about a symbol's size, showing the glyph of Material Icons, a free icon
/// font, nearest in meaning (``glyphs``): a component that unwraps or shows a symbol runs
/// and shows an icon where iOS shows one, and its image views and buttons take about the
/// symbol's room. The glyphs are not Apple's: a snapshot shows a star where iOS shows SF's
/// star. Without the font installed each symbol is an outlined square, with a warning.
enum SymbolStandIns {
  /// The point size of a symbol without one in its configuration: the body text style's.
  static let defaultPointSize: CGFloat = 17
  /// A symbol image's side per point of its size, at the medium scale.
  static let sidePerPoint: CGFloat = 1.2

  /// Whether `name` has the shape of a symbol's name (lowercase letters, digits and dots,
  /// not empty); UIKit gives `nil` for other names.
  static func isSymbolName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix(".")
      && name.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "."
      }
  }

  /// The glyph for `name`: the listed one, else the one listed for the longest name it
  /// starts with (`star.square.fill` as `star.square`, then `star`), else ``unknownGlyph``.
  static func glyph(for name: String) -> String {
    var parts = name.split(separator: ".")
    while !parts.isEmpty {
      if let glyph = glyphs[parts.joined(separator: ".")] { return glyph }
      parts.removeLast()
    }
    return unknownGlyph
  }

  /// The image's side in points: ``sidePerPoint`` times the configuration's point size
  /// (``defaultPointSize`` when it gives none), times 0.78 at the small scale and 1.29 at
  /// the large one, as SF Symbols grow with their scale.
  static func side(for configuration: Image.SymbolConfiguration?) -> CGFloat {
    let size = configuration.map(\.pointSize).flatMap { $0 > 0 ? $0 : nil } ?? defaultPointSize
    let factor: CGFloat
    switch configuration?.scale ?? .default {
    case .small: factor = 0.78
    case .large: factor = 1.29
    default: factor = 1
    }
    return (size * sidePerPoint * factor).rounded()
  }

  /// The stand-in for the symbol `name` drawn with `configuration` in the symbol font of
  /// `registry`, at the screen's scale (the render's while one runs); `nil` for a name that
  /// cannot be a symbol's.
  static func image(
    named name: String, configuration: Image.SymbolConfiguration?,
    registry: FontRegistry = .shared
  ) -> Image? {
    guard isSymbolName(name) else { return nil }
    let side = side(for: configuration)
    let format = UIGraphicsImageRendererFormat()
    let renderer = UIGraphicsImageRenderer(
      size: CGSize(width: side, height: side), format: format)
    let drawn = renderer.image { _ in
      if let face = registry.symbolFace() {
        let font = UIFont(name: face.postScriptName, size: side) ?? .systemFont(ofSize: side)
        NSAttributedString(
          string: glyph(for: name), attributes: [.font: font, .foregroundColor: UIColor.black]
        ).draw(at: .zero)
      } else {
        let inset = (side * 0.2).rounded()
        let square = UIBezierPath(
          roundedRect: CGRect(x: 0, y: 0, width: side, height: side).insetBy(dx: inset, dy: inset),
          cornerRadius: side * 0.1)
        square.lineWidth = max(1, (side * 0.08).rounded())
        UIColor.black.setStroke()
        square.stroke()
      }
    }
    let colors = configuration?.colors ?? []
    let image =
      colors.first.map { drawn.withTintColor($0, renderingMode: .alwaysOriginal) }
      ?? drawn.withRenderingMode(.alwaysTemplate)
    image.symbolName = name
    image.symbolConfiguration = configuration
    let redraws = Redraws()
    image.symbolRedraw = { configuration in
      redraws.drawn(for: configuration) {
        SymbolStandIns.image(named: name, configuration: configuration, registry: registry)
      }
    }
    return image
  }

  /// The last drawing of a symbol again, kept by its configuration's values: a button asks
  /// for the same one each time it measures or places its image.
  private final class Redraws: @unchecked Sendable {
    private struct Key: Equatable {
      var pointSize: CGFloat
      var weight: Image.SymbolConfiguration.Weight
      var scale: Image.SymbolConfiguration.Scale
      var colors: [Color]
      var multicolor: Bool
    }
    private let lock = NSLock()
    private var last: (key: Key, image: Image?)?

    func drawn(for configuration: Image.SymbolConfiguration, draw: () -> Image?) -> Image? {
      let key = Key(
        pointSize: configuration.pointSize, weight: configuration.weight,
        scale: configuration.scale, colors: configuration.colors,
        multicolor: configuration.prefersMulticolor)
      if let last = lock.withLock({ last }), last.key == key { return last.image }
      let image = draw()
      lock.withLock { last = (key, image) }
      return image
    }
  }
}
