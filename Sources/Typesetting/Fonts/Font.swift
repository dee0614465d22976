/// A font face at a point size, in the manner of `UIFont`.
///
/// Sizes are in points. A size that is negative, zero or not finite is stored as 0; such a
/// font measures every string as zero-sized and draws nothing. Metrics follow `UIFont`:
/// `ascender` is positive above the baseline, `descender` negative below it, and
/// `lineHeight = ascender − descender + leading`.
public struct Font: Hashable, Sendable {
  /// The face the glyphs come from.
  public let face: FontFace
  /// The em size in points, at least 0.
  public let pointSize: Double

  /// A font of `face` at `size` points (clamped to 0 when negative or not finite); the face
  /// is noted in ``FontUsage/current``.
  public init(face: FontFace, size: Double) {
    FontUsage.current?.note(face)
    self.face = face
    pointSize = size.isFinite && size > 0 ? size : 0
  }

  /// The registered font named `name` (PostScript, family or full name) at `size` points.
  ///
  /// - Throws: `FontError.noFontNamed` when no registered font has that name; the default
  ///   DejaVu faces are found on demand, others need `FontRegistry.register(fileAt:)`.
  public init(name: String, size: Double) throws(FontError) {
    self.init(face: try FontRegistry.shared.face(named: name), size: size)
  }

  /// DejaVu Sans at `size` points, the stand-in for the system font.
  ///
  /// - Throws: `FontError.defaultFontNotFound` when DejaVuSans.ttf is not installed.
  public static func systemFont(ofSize size: Double) throws(FontError) -> Font {
    Font(face: try FontRegistry.shared.systemFace(bold: false), size: size)
  }

  /// DejaVu Sans Bold at `size` points, the stand-in for the bold system font.
  ///
  /// - Throws: `FontError.defaultFontNotFound` when DejaVuSans-Bold.ttf is not installed.
  public static func boldSystemFont(ofSize size: Double) throws(FontError) -> Font {
    Font(face: try FontRegistry.shared.systemFace(bold: true), size: size)
  }

  /// The same face at another size.
  public func withSize(_ size: Double) -> Font { Font(face: face, size: size) }

  /// Points per font unit (`pointSize / unitsPerEm`).
  public var unitScale: Double { pointSize / Double(face.unitsPerEm) }

  /// The top of the line box above the baseline, in points (positive).
  public var ascender: Double { Double(face.ascender) * unitScale }

  /// The bottom of the line box relative to the baseline, in points (negative).
  public var descender: Double { Double(face.descender) * unitScale }

  /// Extra space between lines, in points.
  public var leading: Double { Double(face.lineGap) * unitScale }

  /// The distance from one baseline to the next, in points: `ascender − descender +
  /// leading`, computed in font units and scaled once.
  public var lineHeight: Double {
    Double(face.ascender - face.descender + face.lineGap) * unitScale
  }

  public static func == (a: Font, b: Font) -> Bool {
    a.face === b.face && a.pointSize == b.pointSize
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(face))
    hasher.combine(pointSize)
  }
}
