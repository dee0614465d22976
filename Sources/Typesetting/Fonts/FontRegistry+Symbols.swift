import Foundation

extension FontRegistry {
  /// The font that SF Symbols' stand-ins are drawn with: Material Icons, a free icon font
  /// (Apache 2.0) whose glyphs are reached by ligatures of their names (`star`,
  /// `favorite_border`), each filling the em square.
  public static let symbolFontFile = FontFile(
    "MaterialIcons-Regular.ttf", package: "fonts-material-design-icons-iconfont",
    cask: "font-material-icons")

  /// The symbol font's face, loaded once and registered under its names; `nil` when it is
  /// not installed, with a warning given once that names the package to install.
  public func symbolFace() -> FontFace? {
    let key = "\u{0}symbols"
    if let face = lock.withLock({ substitutes[key] }) { return face }
    let file = FontRegistry.symbolFontFile
    guard let path = locate(file), let face = try? load(fileAt: path, naming: true) else {
      warn(
        "designable: warning: SF Symbols are drawn with stand-ins from \(file.fileName), "
          + "which is not installed; each symbol is drawn as an outlined square instead, so "
          + "its snapshots differ from a machine that has it. Install it (\(file.installHint)) "
          + "or set \(FontRegistry.environmentVariable) to a folder holding it.",
        once: file.fileName)
      return nil
    }
    lock.withLock { substitutes[key] = face }
    return face
  }
}
