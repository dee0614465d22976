import Foundation

/// The faces that draw characters a run's font lacks, tried in order: DejaVu Sans (Greek,
/// Cyrillic, Armenian, Georgian, Hebrew, Arabic and many symbols), WenQuanYi Micro Hei
/// (Chinese, Japanese kana and Korean Hangul), then Symbola (monochrome outlines of emoji and
/// symbols). Colour emoji fonts hold bitmaps, not outlines, and are not used; an emoji no
/// installed face has draws the run font's `.notdef` box.
///
/// Files that are not installed are skipped without a warning: fallback only draws what
/// would otherwise be `.notdef` boxes. Which files are installed is looked up once per
/// process.
public enum FontFallback {
  /// The fallback files, in the order they are tried.
  public static let files: [FontFile] = [
    FontFile("DejaVuSans.ttf", package: "fonts-dejavu-core", cask: "font-dejavu"),
    FontFile("wqy-microhei.ttc", package: "fonts-wqy-microhei", cask: nil),
    FontFile("Symbola_hint.ttf", package: "fonts-symbola", cask: nil),
  ]

  private static let cache = FallbackFaces()

  /// The first installed fallback face other than `face` that has a glyph for `scalar`.
  public static func face(for scalar: UInt32, instead face: FontFace) -> FontFace? {
    cache.faces().first { $0 !== face && $0.hasGlyph(for: scalar) }
  }
}

/// The installed fallback faces, loaded once.
private final class FallbackFaces: @unchecked Sendable {
  private let lock = NSLock()
  private var loaded: [FontFace]?

  func faces() -> [FontFace] {
    lock.lock()
    defer { lock.unlock() }
    if let loaded { return loaded }
    var faces: [FontFace] = []
    for file in FontFallback.files {
      if file.fileName == FontRegistry.systemFontFileName {
        if let face = try? FontRegistry.shared.systemFace(bold: false) { faces.append(face) }
      } else if let path = FontRegistry.shared.locate(file),
        let face = try? FontFace(fileAt: path)
      {
        faces.append(face)
      }
    }
    loaded = faces
    return faces
  }
}
